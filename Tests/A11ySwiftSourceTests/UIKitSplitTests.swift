import A11yCore
import A11yScenes
import Testing

/// Split view controllers built in code (SwiftSourceReading.md, "Split view controllers"): the two
/// controllers `viewControllers` lists are its master and detail, as the scene model shows a split.
@Suite("UIKit split view controllers built in code")
@MainActor
struct UIKitSplitTests {
    static let split = """
        import UIKit

        final class MailboxesViewController: UITableViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Mailboxes"
            }
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell()
                cell.textLabel?.text = "Inbox"
                return cell
            }
        }

        final class MessageViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Message"
                let label = UILabel(frame: CGRect(x: 20, y: 120, width: 300, height: 30))
                label.text = "No message selected"
                view.addSubview(label)
            }
        }

        final class MailSplitViewController: UISplitViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                viewControllers = [UINavigationController(rootViewController: MailboxesViewController()),
                                   UINavigationController(rootViewController: MessageViewController())]
            }
        }
        """

    /// What `describe` says of the split on `device` in `orientation`, and the notes.
    func describe(device: String, orientation: InterfaceOrientation) throws -> (elements: [String], notes: [String]) {
        let path = try SwiftUIReadingTests.project(["Sources/App/Screen.swift": Self.split])
        let input = try InputDocument.open(path: path).load(screen: "MailSplitViewController")
        var spec = input.spec
        spec.screenDevice = Device.named(device)
        spec.device = spec.screenDevice?.idiom ?? .phone
        spec.orientation = orientation
        let app = SceneApp(spec: spec)
        app.window.makeKeyAndVisible()
        return (ScreenDescription.describe(window: app.window, speakHints: false).map(\.description),
                input.diagnostics.map(\.message))
    }

    @Test("viewControllers = [master, detail] in a subclass: both panes side by side in landscape on an iPad (SV-01)")
    func panesOnPad() throws {
        let (elements, notes) = try describe(device: "ipad-pro-11", orientation: .landscapeLeft)
        #expect(elements.contains("Mailboxes. Heading.") && elements.contains("Inbox"), "\(elements)")
        #expect(elements.contains("Message. Heading.") && elements.contains("No message selected"), "\(elements)")
        #expect(notes.isEmpty, "\(notes)")
    }

    @Test("in portrait the master hides and the detail fills the screen, with a button that shows the master (SV-06, SV-09)")
    func detailInPortrait() throws {
        let (elements, _) = try describe(device: "iphone-16", orientation: .portrait)
        #expect(!elements.contains("Inbox"), "\(elements)")
        #expect(elements.contains("Message. Heading.") && elements.contains("No message selected"), "\(elements)")
    }
    @Test("""
        on a phone the split collapses to one pane: its delegate's splitViewController(_:collapseSecondary:onto:) \
        answering true (the detail's navigation root a plain UIViewController, type(of:) ==) keeps the master alone; \
        an iPad keeps both panes (UIKit since iOS 8)
        """)
    func collapsedOnPhone() throws {
        let source = Self.split.replacingOccurrences(of: """
            final class MailSplitViewController: UISplitViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    viewControllers = [UINavigationController(rootViewController: MailboxesViewController()),
                                       UINavigationController(rootViewController: MessageViewController())]
                }
            }
            """, with: """
            final class MailSplitViewController: UISplitViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    delegate = self
                    let empty = UIViewController()
                    empty.title = "No Selection"
                    viewControllers = [UINavigationController(rootViewController: MailboxesViewController()),
                                       UINavigationController(rootViewController: empty)]
                }
            }

            extension MailSplitViewController: UISplitViewControllerDelegate {
                func splitViewController(_ splitViewController: UISplitViewController,
                                         collapseSecondary secondaryViewController: UIViewController,
                                         onto primaryViewController: UIViewController) -> Bool {
                    let navigation = secondaryViewController as? UINavigationController
                    guard let detail = navigation?.topViewController else { return true }
                    return type(of: detail) == UIViewController.self
                }
            }
            """)
        #expect(source != Self.split)
        let path = try SwiftUIReadingTests.project(["Sources/App/Screen.swift": source])
        func elements(_ idiom: DeviceIdiom, _ device: String, _ orientation: InterfaceOrientation) throws -> [String] {
            let input = try InputDocument.open(path: path).load(screen: "MailSplitViewController", idiom: idiom)
            var spec = input.spec
            spec.screenDevice = Device.named(device)
            spec.device = idiom
            spec.orientation = orientation
            let app = SceneApp(spec: spec)
            app.window.makeKeyAndVisible()
            return ScreenDescription.describe(window: app.window, speakHints: false).map(\.description)
        }
        let phone = try elements(.phone, "iphone-16", .portrait)
        #expect(phone == ["Mailboxes. Heading.", "Inbox"], "\(phone)")
        let pad = try elements(.pad, "ipad-pro-11", .landscapeLeft)
        #expect(pad.contains("Mailboxes. Heading.") && pad.contains("Inbox") && pad.contains("No Selection. Heading."), "\(pad)")
    }
}
