import A11yCore
import A11ySceneModel
import ScenesTestSupport
import Testing

/// What a fifty-fourth user's apps needed (SwiftSourceReading.md, "Screens" and "What the source fixes"): a screen that
/// is a tab of the project's tab bar controller shown in it, screens pushed through their maker's own method or from
/// a tab, previews that are not screens shown, the project's own property wrappers on a type's stored properties, a
/// note where a `switch` run time decides leaves its cases' calls, names declared together with one type, `noErr`.
@Suite("UIKit code: a fifty-fourth user's apps")
@MainActor
struct UIKitFiftyFourthUserTests {
    /// A tab bar controller of the project's making its tabs in its initializer (each in a navigation controller).
    static let root = """
        import UIKit

        final class RootViewController: UITabBarController {
            init() {
                super.init(nibName: nil, bundle: nil)
                viewControllers = [
                    tab(for: HomeViewController(), title: "Home"),
                    tab(for: SettingsViewController(), title: "Settings"),
                ]
            }

            required init?(coder: NSCoder) { fatalError() }

            private func tab(for controller: UIViewController, title: String) -> UIViewController {
                let navigation = UINavigationController(rootViewController: controller)
                navigation.tabBarItem = UITabBarItem(title: title, image: nil, selectedImage: nil)
                return navigation
            }
        }
        """

    static let home = """
        import UIKit

        final class HomeViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let label = UILabel(frame: CGRect(x: 16, y: 120, width: 300, height: 30))
                label.text = ProcessInfo.processInfo.environment["GREETING"]
                view.addSubview(label)
            }
        }
        """

    static let settings = """
        import UIKit

        final class SettingsViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Settings"
                let toggle = UISwitch(frame: CGRect(x: 16, y: 120, width: 51, height: 31))
                toggle.accessibilityLabel = "Notifications"
                view.addSubview(toggle)
            }
        }
        """

    @Test("""
        a screen the project makes only among the tabs of its own `UITabBarController` (in its initializer, wrapped in a \
        navigation controller) is shown as that tab: the tab selected, the tab bar read after the screen, the other \
        tabs' notes not the screen's
        """)
    func screenShownInItsTab() throws {
        let read = try SwiftUIReadingTests.describe(Self.settings, files: ["Sources/App/Root.swift": Self.root,
                                                                           "Sources/App/Home.swift": Self.home])
        #expect(read.elements == ["Settings. Heading.", "Notifications. Switch Button. Off.", "Home. Tab. 1 of 2.",
                                  "Selected: Settings. Tab. 2 of 2."], "\(read)")
        #expect(read.notes.isEmpty, "\(read.notes)")
    }

    @Test("""
        tabs a tab bar controller sets as its view loads (`setViewControllers(_:animated:)` in `viewDidLoad`) hold the \
        screen too: it is shown in its tab, selected (its `title`, set as its view loads, the tab's title then, as \
        UIKit's `title` sets the tab bar item's)
        """)
    func tabsSetAsTheViewLoads() throws {
        let root = """
            import UIKit

            final class MainTabBarController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let home = HomeViewController()
                    home.tabBarItem = UITabBarItem(title: "Home", image: nil, tag: 0)
                    let settings = SettingsViewController()
                    settings.tabBarItem = UITabBarItem(title: "Preferences", image: nil, tag: 1)
                    setViewControllers([home, settings], animated: false)
                }
            }
            """
        let read = try SwiftUIReadingTests.describe(Self.settings, files: ["Sources/App/Root.swift": root,
                                                                           "Sources/App/Home.swift": Self.home])
        #expect(read.elements == ["Notifications. Switch Button. Off.", "Home. Tab. 1 of 2.",
                                  "Selected: Settings. Tab. 2 of 2."], "\(read)")
    }

    @Test("""
        a screen made in a tab bar controller's code and somewhere else too (a button presenting another) is not taken \
        to be that tab: which one the user sees is the app's state, so it is read on its own
        """)
    func screenMadeInTwoPlacesIsNotATab() throws {
        let other = """
            import UIKit

            final class HelpViewController: UIViewController {
                @objc func openSettings() {
                    present(SettingsViewController(), animated: true)
                }
            }
            """
        let read = try SwiftUIReadingTests.describe(Self.settings, files: ["Sources/App/Root.swift": Self.root,
                                                                           "Sources/App/Home.swift": Self.home,
                                                                           "Sources/App/Help.swift": other])
        #expect(!read.elements.contains { $0.contains("Tab.") }, "\(read)")
        #expect(read.elements.contains("Notifications. Switch Button. Off."), "\(read)")
    }

    @Test("""
        a stored property the project's own property wrapper class holds (`@Persisted(key:defaultValue:) var status`, \
        its `wrappedValue` published and read from the defaults, empty on a fresh install) has the wrapper's value, so \
        a `switch` on it takes its case
        """)
    func ownPropertyWrapperOnAStoredProperty() throws {
        let store = """
            import Foundation
            import Combine

            @propertyWrapper
            class Persisted<Value: Codable> {
                let key: String

                init(key: String, defaultValue: Value) {
                    self.key = key
                    if let data = UserDefaults.standard.data(forKey: key),
                       let stored = try? JSONDecoder().decode(Value.self, from: data) {
                        wrappedValue = stored
                    } else {
                        wrappedValue = defaultValue
                    }
                }

                @Published var wrappedValue: Value {
                    didSet { UserDefaults.standard.set(try? JSONEncoder().encode(wrappedValue), forKey: key) }
                }
            }

            enum Status: Int, Codable { case on, off, locked }

            final class Store {
                static let shared = Store()

                @Persisted(key: "status", defaultValue: .on)
                var status: Status
            }
            """
        let source = """
            import UIKit

            final class ReportViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    switch Store.shared.status {
                    case .locked:
                        showNotice("You have already reported")
                    default:
                        showNotice("Report your infection")
                    }
                }

                private func showNotice(_ text: String) {
                    let label = UILabel(frame: CGRect(x: 16, y: 120, width: 300, height: 30))
                    label.text = text
                    view.addSubview(label)
                }
            }
            """
        let read = try SwiftUIReadingTests.describe(source, files: ["Sources/App/Store.swift": store])
        #expect(read.elements == ["Report your infection"], "\(read)")
    }

    @Test("""
        a `switch` on a value only run time knows whose cases call the screen's own methods (`showNotice(…)`) runs none \
        of them, and says so at the `switch`
        """)
    func runTimeSwitchLeavingCallsIsNoted() throws {
        let source = """
            import UIKit

            final class ReportViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    switch ProcessInfo.processInfo.environment["MODE"] {
                    case "locked":
                        showNotice("You have already reported")
                    default:
                        showNotice("Report your infection")
                    }
                }

                private func showNotice(_ text: String) {
                    let label = UILabel(frame: CGRect(x: 16, y: 120, width: 300, height: 30))
                    label.text = text
                    view.addSubview(label)
                }
            }
            """
        let read = try SwiftUIReadingTests.describe(source)
        #expect(read.elements.isEmpty, "\(read)")
        #expect(read.notes.contains {
            $0.hasPrefix("6:9: which way this switch goes depends on") && $0.contains("`showNotice(…)`")
        }, "\(read.notes)")
    }

    @Test("""
        names declared together with one type and no value (`let title, text: Message`) all have that type, so cases \
        assigned later by their short form (`title = .disableTitle`) are the type's
        """)
    func namesDeclaredTogetherShareTheirType() throws {
        let source = """
            import UIKit

            enum Message: String {
                case disableTitle = "Notifications are on"
                case disableText = "Turn them off?"
                case enableTitle = "Notifications are off"
                case enableText = "Turn them on?"
            }

            final class StatusViewController: UIViewController {
                var isOn = true

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let title, text: Message
                    if isOn {
                        title = .disableTitle
                        text = .disableText
                    } else {
                        title = .enableTitle
                        text = .enableText
                    }
                    let titleLabel = UILabel(frame: CGRect(x: 16, y: 120, width: 300, height: 30))
                    titleLabel.text = title.rawValue
                    view.addSubview(titleLabel)
                    let textLabel = UILabel(frame: CGRect(x: 16, y: 160, width: 300, height: 30))
                    textLabel.text = text.rawValue
                    view.addSubview(textLabel)
                }
            }
            """
        let read = try SwiftUIReadingTests.describe(source)
        #expect(read.elements == ["Notifications are on", "Turn them off?"], "\(read)")
    }

    /// A settings screen of the project's that hands the screens it opens to its own `push(_:)`, which pushes them; and
    /// that makes them again for a 3D Touch peek.
    static let pushingSettings = """
        import UIKit

        final class SettingsViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Settings"
            }

            @objc func chooseTheme() {
                push(ThemeViewController())
            }

            func push(_ viewController: UIViewController) {
                if UIDevice.current.userInterfaceIdiom == .pad {
                    present(UINavigationController(rootViewController: viewController), animated: true)
                } else {
                    navigationController?.pushViewController(viewController, animated: true)
                }
            }
        }

        extension SettingsViewController: UIViewControllerPreviewingDelegate, UITableViewDelegate {
            func previewingContext(_ previewingContext: UIViewControllerPreviewing,
                                   viewControllerForLocation location: CGPoint) -> UIViewController? {
                UINavigationController(rootViewController: ThemeViewController())
            }

            func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                           point: CGPoint) -> UIContextMenuConfiguration? {
                let preview = previewController(for: indexPath)
                return UIContextMenuConfiguration(identifier: nil, previewProvider: { preview })
            }

            private func previewController(for indexPath: IndexPath) -> UIViewController {
                UINavigationController(rootViewController: ThemeViewController())
            }

            func previewingContext(_ previewingContext: UIViewControllerPreviewing,
                                   commit viewControllerToCommit: UIViewController) {}
        }
        """

    static let theme = """
        import UIKit

        final class ThemeViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Choose Theme"
                let dark = UISwitch(frame: CGRect(x: 16, y: 120, width: 51, height: 31))
                dark.accessibilityLabel = "Dark"
                view.addSubview(dark)
            }
        }
        """

    @Test("""
        a screen handed to a method of the controller making it that pushes its parameter onto that controller's own \
        stack (`push(ThemeViewController())`) is pushed by that controller: UIKit's back button names it; the screen \
        made again for a 3D Touch peek (`previewingContext(_:viewControllerForLocation:)`) or by a private method only \
        a context menu's function calls for its preview is no place that shows it
        """)
    func screenPushedThroughItsMakersMethod() throws {
        let read = try SwiftUIReadingTests.describe(Self.theme, files: ["Sources/App/Settings.swift": Self.pushingSettings])
        #expect(read.elements == ["Settings. Back Button.", "Choose Theme. Heading.", "Dark. Switch Button. Off."], "\(read)")
    }

    @Test("""
        a screen pushed from a controller that is a tab of the project's tab bar controller is pushed on that tab's \
        stack: its back button, then the tab bar with that tab selected
        """)
    func screenPushedInATab() throws {
        let root = """
            import UIKit

            final class RootViewController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let home = UIViewController()
                    home.tabBarItem = UITabBarItem(title: "Home", image: nil, tag: 0)
                    viewControllers = [home, UINavigationController(rootViewController: SettingsViewController())]
                }
            }
            """
        let read = try SwiftUIReadingTests.describe(Self.theme, files: ["Sources/App/Settings.swift": Self.pushingSettings,
                                                                        "Sources/App/Root.swift": root])
        #expect(read.elements == ["Settings. Back Button.", "Choose Theme. Heading.", "Dark. Switch Button. Off.",
                                  "Home. Tab. 1 of 2.", "Selected: Settings. Tab. 2 of 2."], "\(read)")
    }

    @Test("""
        `noErr`, MacTypes' success code, is 0: a keychain search compared with it (`status == noErr`) fails on a fresh \
        install, so what the code shows for a device not linked is shown
        """)
    func noErrIsZero() throws {
        let source = """
            import UIKit
            import Security

            final class AccountViewController: UIViewController {
                var isLinked: Bool {
                    var result: AnyObject?
                    let status = SecItemCopyMatching([kSecAttrAccount: "token"] as CFDictionary, &result)
                    return status == noErr
                }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let label = UILabel(frame: CGRect(x: 16, y: 120, width: 300, height: 30))
                    label.text = isLinked ? "Linked" : "Link this device"
                    view.addSubview(label)
                }
            }
            """
        let read = try SwiftUIReadingTests.describe(source)
        #expect(read.elements == ["Link this device"], "\(read)")
    }

    @Test("""
        rows whose cell class is kept as a value (`cellClass: Cell.Type`): registered under the class's name \
        (`cellClass.description()`, the module's name before a class of the project's), after a static method its \
        protocol's extension gives (`row.cellClass.nib()`, nil), and dequeued by the same name; sections' rows joined by \
        `flatMap`
        """)
    func cellClassesKeptAsValues() throws {
        let source = """
            import UIKit

            protocol Cell: AnyObject {
                static func nib() -> UINib?
                func configure(row: Row)
            }

            extension Cell {
                static func nib() -> UINib? { nil }
            }

            struct Row {
                let text: String
                let cellClass: Cell.Type
                var cellIdentifier: String { cellClass.description() }
            }

            struct Section {
                let rows: [Row]
            }

            enum Mode {
                case none
                func description() -> String { "No Gestures" }
            }

            final class TitleCell: UITableViewCell, Cell {
                func configure(row: Row) {
                    textLabel?.text = row.text
                }
            }

            final class ListViewController: UITableViewController {
                var sections = [Section(rows: [Row(text: "Alpha", cellClass: TitleCell.self)]),
                                Section(rows: [Row(text: "Beta", cellClass: TitleCell.self)])]

                override func viewDidLoad() {
                    super.viewDidLoad()
                    for row in sections.flatMap({ $0.rows }) {
                        if let nib = row.cellClass.nib() {
                            tableView.register(nib, forCellReuseIdentifier: row.cellIdentifier)
                        } else {
                            tableView.register(row.cellClass, forCellReuseIdentifier: row.cellIdentifier)
                        }
                    }
                }

                override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                    sections[section].rows.count
                }

                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let row = sections[indexPath.section].rows[indexPath.row]
                    let cell = tableView.dequeueReusableCell(withIdentifier: row.cellIdentifier, for: indexPath)
                    (cell as? Cell)?.configure(row: row)
                    cell.accessibilityValue = Mode.none.description()
                    return cell
                }
            }
            """
        let read = try SwiftUIReadingTests.describe(source)
        // (An enum's own `description()` of a case is its method's text, not a class name.)
        #expect(read.elements == ["Alpha: No Gestures", "Beta: No Gestures"], "\(read)")
        #expect(read.notes.isEmpty, "\(read.notes)")
    }
}
