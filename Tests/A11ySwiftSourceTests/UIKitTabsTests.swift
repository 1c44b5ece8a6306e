import A11yCore
import A11ySceneFiles
import A11ySceneModel
import A11yScenes
import Foundation
import Testing

/// Tab bar controllers built in code (SwiftSourceReading.md, "Tab bar controllers"): the tabs
/// `viewControllers` lists, their items as UIKit shows them before and after a tab's view loads.
@Suite("UIKit tab bar controllers built in code")
@MainActor
struct UIKitTabsTests {
    static let tabs = """
        import UIKit

        final class InboxViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Inbox"
                let label = UILabel()
                label.text = "No messages"
                view.addSubview(label)
            }
        }

        final class SearchViewController: UIViewController {
            override init(nibName: String?, bundle: Bundle?) {
                super.init(nibName: nibName, bundle: bundle)
                tabBarItem = UITabBarItem(tabBarSystemItem: .search, tag: 1)
            }
            required init?(coder: NSCoder) { fatalError() }
        }

        final class ProfileViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Profile"
            }
        }

        final class MainTabBarController: UITabBarController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let inbox = UINavigationController(rootViewController: InboxViewController())
                let settings = UIViewController()
                settings.tabBarItem = UITabBarItem(title: "Settings", image: UIImage(systemName: "gear"), tag: 2)
                settings.tabBarItem.badgeValue = "3"
                setViewControllers([inbox, SearchViewController(), settings, ProfileViewController()], animated: false)
            }
        }
        """

    @Test("the tabs are the controllers the code lists; the first is shown in its navigation controller")
    func tabs() throws {
        let (elements, notes) = try SwiftUIReadingTests.describe(Self.tabs, scene: "MainTabBarController")
        // TB-05: a tab shows its item's title, else its controller's; a navigation controller's
        // title is its top controller's. A system item's title is UIKit's word for it.
        #expect(elements == ["Inbox. Heading.", "No messages", "Selected: Inbox. Tab. 1 of 4.", "Search. Tab. 2 of 4.",
                             "Settings: 3 items. Tab. 3 of 4.", "Tab. 4 of 4."], "\(notes)")
        // The fourth tab's title comes with its view, which UIKit loads when the tab is first selected.
        #expect(notes.contains { $0.contains("the tab's title is set when its view loads") }, "\(notes)")
        #expect(!notes.contains { $0.contains("is a UITabBarController") }, "\(notes)")
    }

    @Test("selectedIndex picks the tab shown first; the others' views load when selected")
    func selected() throws {
        let source = Self.tabs.replacingOccurrences(of: "animated: false)", with: "animated: false)\n        selectedIndex = 1")
        let app = try UIKitReadingTests.app(source, scene: "MainTabBarController")
        // The inbox's title comes with its view: not loaded, its tab has none.
        #expect(UIKitReadingTests.said(app).suffix(4) == ["Tab. 1 of 4.", "Selected: Search. Tab. 2 of 4.",
                                                          "Settings: 3 items. Tab. 3 of 4.", "Tab. 4 of 4."])
        let tabs = try #require(app.window.rootViewController as? TabBarController)
        tabs.select(index: 0)
        #expect(UIKitReadingTests.said(app).contains("No messages"))
    }

    @Test("""
        tabs made in a main-queue block, from enumerated() pairs, or only at run time keep their places; \
        the last of title and tabBarItem.title wins; NSLocalizedString's value stands in for a missing key
        """)
    func realPatterns() throws {
        let source = """
            import UIKit

            enum Section: CaseIterable {
                case home, alerts
                var short: String { switch self { case .home: return "Home"; case .alerts: return "Alerts" } }
            }

            final class TitledViewController: UIViewController {
                override init(nibName: String?, bundle: Bundle?) {
                    super.init(nibName: nibName, bundle: bundle)
                    tabBarItem.title = "Tab title"
                    title = NSLocalizedString("tab.titled", value: "Titled", comment: "")
                }
                required init?(coder: NSCoder) { fatalError() }
            }

            final class RootTabs: UITabBarController {
                let router: Router

                init(router: Router) {
                    self.router = router
                    super.init(nibName: nil, bundle: nil)
                }
                required init?(coder: NSCoder) { fatalError() }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    DispatchQueue.main.async {
                        var tabs = Section.allCases.enumerated().map { (index, section) -> UIViewController in
                            let controller = UINavigationController(rootViewController: UIViewController())
                            controller.tabBarItem = UITabBarItem(title: section.short, image: nil, tag: index)
                            return controller
                        }
                        tabs.append(TitledViewController())
                        tabs.append(self.router.makeProfile())
                        self.setViewControllers(tabs, animated: false)
                    }
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source, scene: "RootTabs")
        #expect(elements.suffix(4) == ["Selected: Home. Tab. 1 of 4.", "Alerts. Tab. 2 of 4.", "Titled. Tab. 3 of 4.",
                                       "Tab. 4 of 4."], "\(notes)")
        #expect(notes.contains { $0.contains("tab 4 is router, a value only known when the app runs") }, "\(notes)")
    }

    @Test("a tab bar controller whose tabs the code does not set shows its own view, with a note")
    func noTabs() throws {
        let (_, notes) = try SwiftUIReadingTests.describe("""
            import UIKit

            final class EmptyTabs: UITabBarController {}
            """, scene: "EmptyTabs")
        #expect(notes.contains { $0.contains("whose tabs the code does not set") }, "\(notes)")
    }
}

/// A view's own `accessibilityFrame` and `accessibilityActivationPoint` written as literals
/// (SwiftSourceReading.md, "What is followed"; VoiceOverRules, "Gestures").
@Suite("UIKit frames and activation points built in code")
@MainActor
struct UIKitActivationPointTests {
    @Test("a literal accessibilityFrame is where VoiceOver finds the view; a double tap on a row goes to its activation point")
    func activationPoint() throws {
        let source = """
            import UIKit

            final class AirplaneViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let note = UILabel(frame: CGRect(x: 16, y: 300, width: 200, height: 20))
                    note.text = "Saves battery"
                    note.accessibilityFrame = CGRect(x: 10, y: 290, width: 220, height: 40)
                    view.addSubview(note)
                    let row = UIView(frame: CGRect(x: 0, y: 200, width: 402, height: 44))
                    row.isAccessibilityElement = true
                    row.accessibilityLabel = "Airplane Mode"
                    let toggle = UISwitch(frame: CGRect(x: 330, y: 7, width: 51, height: 31))
                    row.addSubview(toggle)
                    row.accessibilityActivationPoint = CGPoint(x: 355, y: 222)
                    view.addSubview(row)
                }
            }
            """
        let app = try UIKitReadingTests.app(source, scene: "AirplaneViewController")
        let described = ScreenDescription.describe(window: app.window, speakHints: false)
        let note = described.first { $0.description == "Saves battery" }
        #expect(note?.snapshot.frame == Rect(x: 10, y: 290, width: 220, height: 40))
        let scheduler = VirtualScheduler()
        let session = app.makeSession(backend: VirtualSpeechBackend(scheduler: scheduler), scheduler: scheduler)
        session.start()
        scheduler.runUntilIdle()
        let row = try #require(UIKitReadingTests.view(labeled: "Airplane Mode", in: app.window))
        #expect(session.focus(row))
        session.activate()
        scheduler.runUntilIdle()
        #expect((row.subviews.first as? Switch)?.isOn == true)
        // A scene file written from it keeps both (`import -o`).
        let path = try SwiftUIReadingTests.project(["Sources/App/Screen.swift": source])
        let yaml = SceneWriter.yaml(try InputDocument.open(path: path).load(screen: "AirplaneViewController").spec)
        #expect(yaml.contains("activationPoint: [355, 222]"), "\(yaml)")
        #expect(yaml.contains("accessibilityFrame: [10, 290, 220, 40]"), "\(yaml)")
        let reread = SceneApp(spec: try SceneParser.parse(yaml, file: "airplane.yaml"))
        reread.window.makeKeyAndVisible()
        let rereadRow = try #require(UIKitReadingTests.view(labeled: "Airplane Mode", in: reread.window))
        #expect(rereadRow.explicitActivationPoint == Point(x: 355, y: 222))
    }
}

extension UIKitTabsTests {
    @Test("a tab bar item's accessibility hint is spoken after its tab; scene files keep it")
    func tabHint() throws {
        let source = Self.tabs.replacingOccurrences(of: "settings.tabBarItem.badgeValue = \"3\"",
                                                    with: "settings.tabBarItem.accessibilityHint = \"Opens your preferences\"")
        let app = try UIKitReadingTests.app(source, scene: "MainTabBarController")
        let described = ScreenDescription.describe(window: app.window, speakHints: true)
        #expect(described.first { $0.description == "Settings. Tab. 3 of 4." }?.hint == "Opens your preferences",
                "\(described.map(\.description))")
        let path = try SwiftUIReadingTests.project(["Sources/App/Screen.swift": source])
        let yaml = SceneWriter.yaml(try InputDocument.open(path: path).load(screen: "MainTabBarController").spec)
        #expect(yaml.contains("hint: \"Opens your preferences\""), "\(yaml)")
        #expect(SceneWriter.yaml(try SceneParser.parse(yaml, file: "tabs.yaml")) == yaml)
    }
}
