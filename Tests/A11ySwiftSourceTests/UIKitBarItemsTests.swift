import Testing

/// Bar button items of screens built in code (SwiftSourceReading.md, "UIKit screens built in code",
/// "Actions"): what an item does is run to record it, without changing the bar the screen first shows;
/// a custom view VoiceOver finds nothing in is no item.
@Suite("UIKit code: bar button items")
@MainActor
struct UIKitBarItemsTests {
    @Test("""
        an item whose action pushes a screen and renames the bar (navigationItem.title = "Back") leaves the title the \
        screen shows; a custom view of a plain view (a library's spinner) is not read, one of a button is
        """)
    func itemActionsAndCustomViews() throws {
        let source = """
            import UIKit

            final class AboutViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "About"
                }
            }

            final class AccountViewController: UIViewController {
                private let spinner = UIView(frame: CGRect(x: 0, y: 0, width: 22, height: 22))

                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.title = "Account Info"
                    navigationItem.leftBarButtonItem = UIBarButtonItem(customView: spinner)
                    let refresh = UIButton(type: .system)
                    refresh.setTitle("Refresh", for: .normal)
                    navigationItem.rightBarButtonItems = [
                        UIBarButtonItem(title: "Info", style: .plain, target: self, action: #selector(showAbout)),
                        UIBarButtonItem(customView: refresh),
                    ]
                    let note = UILabel(frame: CGRect(x: 16, y: 200, width: 300, height: 28))
                    note.text = "Log in to see your balance"
                    view.addSubview(note)
                }

                @objc private func showAbout() {
                    navigationController?.pushViewController(AboutViewController(), animated: true)
                    navigationItem.title = "Back"
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source, scene: "AccountViewController")
        #expect(elements.contains("Account Info. Heading."), "\(elements) \(notes)")
        #expect(!elements.contains { $0.hasPrefix("Back") }, "\(elements)")
        #expect(elements.contains("Info. Button.") && elements.contains("Refresh. Button."), "\(elements)")
        #expect(!elements.contains("Button."), "\(elements)")
        #expect(elements.last == "Log in to see your balance", "\(elements)")
    }
}
