import A11yCore
import A11ySceneFiles
import A11ySceneModel
import A11yScenes
import Testing

/// What a twelfth (and a thirteenth) new user's apps needed (SwiftSourceReading.md, "UIKit screens built in code";
/// Localization.md, "UIKit's own words").
@Suite("UIKit code: a twelfth user's apps")
@MainActor
struct UIKitTwelfthUserTests {
    @Test("UIKit's system items read in the device's language, the app's own titles through its tables")
    func systemItemsInLanguage() throws {
        let source = """
            import UIKit

            final class AccountViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = NSLocalizedString("Account", comment: "")
                    navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self,
                                                                       action: #selector(close))
                    navigationItem.rightBarButtonItems = [
                        UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(close)),
                        UIBarButtonItem(title: NSLocalizedString("Help", comment: ""), style: .plain, target: nil,
                                        action: nil),
                    ]
                }
                @objc private func close() {}
            }
            """
        let german = """
            "Account" = "Konto";
            "Help" = "Hilfe";
            """
        let files = ["Sources/App/de.lproj/Localizable.strings": german]
        let (english, _) = try SwiftUIReadingTests.describe(source, files: files)
        #expect(english.filter { $0.contains("Button") } == ["Cancel. Button.", "Help. Button.", "Done. Button."])
        let (translated, _) = try SwiftUIReadingTests.describe(source, language: "de", files: files)
        #expect(translated.filter { $0.contains("Button") || $0.contains("Konto") }
                == ["Abbrechen. Button.", "Konto. Heading.", "Hilfe. Button.", "Fertig. Button."], "\(translated)")
        // An app not localized into German runs in English on a German device, UIKit's words too.
        let (unlocalized, _) = try SwiftUIReadingTests.describe(source, language: "de")
        #expect(unlocalized.filter { $0.contains("Button") } == ["Cancel. Button.", "Help. Button.", "Done. Button."])
    }

    @Test("a superclass from a library the project does not contain stands for UIKit's by its name, said once")
    func librarySuperclass() throws {
        let source = """
            import UIKit
            import Eureka

            class StopProblemViewController: FormViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Report a Problem"
                    navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: nil, action: nil)
                    let label = UILabel()
                    label.text = "What is wrong with this stop?"
                    label.frame = CGRect(x: 20, y: 200, width: 300, height: 30)
                    view.addSubview(label)
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source)
        // Before: no element at all, and no note.
        #expect(elements == ["Cancel. Button.", "Report a Problem. Heading.", "What is wrong with this stop?"])
        #expect(notes == ["4:34: FormViewController comes from a library the project does not contain: "
                          + "StopProblemViewController is read as a UIViewController with its own code; what "
                          + "FormViewController adds is not shown"])
    }

    @Test("a top-level function named like a type (a project's translation wrapper) runs")
    func capitalizedFunction() throws {
        let source = """
            import UIKit

            final class BundleToken: NSObject {}

            func OBALoc(_ key: String, value: String, comment: String) -> String {
                NSLocalizedString(key, tableName: nil, bundle: Bundle(for: BundleToken.self), value: value, comment: comment)
            }

            final class RecentStopsViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = OBALoc("recent_stops.title", value: "Recent Stops", comment: "")
                    let clear = OBALoc("recent_stops.clear", value: "Clear", comment: "")
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: clear, style: .plain, target: nil, action: nil)
                }
            }
            """
        let table = "\"recent_stops.title\" = \"Letzte Haltestellen\";\n"
        let files = ["Sources/App/de.lproj/Localizable.strings": table]
        let (elements, notes) = try SwiftUIReadingTests.describe(source, files: files)
        #expect(elements == ["Recent Stops. Heading.", "Clear. Button."])
        #expect(notes.isEmpty, "\(notes)")
        let (german, _) = try SwiftUIReadingTests.describe(source, language: "de", files: files)
        #expect(german == ["Letzte Haltestellen. Heading.", "Clear. Button."])
    }

    @Test("observers run for what an initializer's `defer` and the methods it calls set, not for its own assignments")
    func observersInInitializer() throws {
        let source = """
            import UIKit

            class DropBox: UIView {
                let valueLabel = UILabel()
                var values: [String]
                var currentValue: String? {
                    didSet { valueLabel.text = currentValue }
                }
                init(values: [String]) {
                    self.values = values
                    super.init(frame: .zero)
                    valueLabel.frame = CGRect(x: 16, y: 10, width: 200, height: 24)
                    addSubview(valueLabel)
                    defer { self.currentValue = self.values.first }
                }
                required init?(coder: NSCoder) { fatalError() }
            }

            class MethodBox: UIView {
                let valueLabel = UILabel()
                var currentValue: String? {
                    didSet { valueLabel.text = currentValue }
                }
                init(value: String) {
                    super.init(frame: .zero)
                    valueLabel.frame = CGRect(x: 16, y: 10, width: 200, height: 24)
                    addSubview(valueLabel)
                    currentValue = "not shown: set by the initializer itself"
                    select(value)
                }
                func select(_ value: String) { currentValue = value }
                required init?(coder: NSCoder) { fatalError() }
            }

            class CryptoSettingController: UIViewController {
                let algorithm = DropBox(values: ["AES128", "AES192", "AES256"])
                let mode = MethodBox(value: "CBC")
                override func viewDidLoad() {
                    super.viewDidLoad()
                    algorithm.frame = CGRect(x: 20, y: 120, width: 340, height: 45)
                    mode.frame = CGRect(x: 20, y: 180, width: 340, height: 45)
                    view.addSubview(algorithm)
                    view.addSubview(mode)
                }
            }
            """
        let (elements, _) = try SwiftUIReadingTests.describe(source, scene: "CryptoSettingController")
        // Before: no element (the `defer` was not run; the method's assignment called no observer).
        #expect(elements == ["AES128", "CBC"])
    }

    @Test("a segmented control as the bar's title view; UIKit's `isEditing` before `setEditing`; `self.x` beside a parameter x")
    func titleViewAndEditing() throws {
        let source = """
            import UIKit

            class ManageBookmarksViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let toggle = UISegmentedControl(items: ["Groups", "Bookmarks"])
                    toggle.selectedSegmentIndex = 0
                    navigationItem.titleView = toggle
                    updateNavbar()
                }

                func updateNavbar(isEditing: Bool? = nil) {
                    let isEditing = isEditing ?? self.isEditing
                    if isEditing {
                        let done = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
                        navigationItem.rightBarButtonItems = [done]
                    } else {
                        let add = UIBarButtonItem(image: UIImage(systemName: "plus"), style: .plain, target: nil, action: nil)
                        add.title = "Add Source"
                        navigationItem.rightBarButtonItems = [add]
                    }
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source)
        // Before: the bar was empty (the title view dropped, the branch undecided).
        #expect(elements == ["Selected: Groups. Button. 1 of 2.", "Bookmarks. Button. 2 of 2.", "Add Source. Button."])
        #expect(notes.isEmpty, "\(notes)")
    }

    @Test("a title only run time knows is one note where it is set, not one for the bar and one for the tab too")
    func oneNoteForTitle() throws {
        let source = """
            import UIKit

            class StopViewController: UIViewController {
                var stopName: String
                init(stopName: String) {
                    self.stopName = stopName
                    super.init(nibName: nil, bundle: nil)
                }
                required init?(coder: NSCoder) { fatalError() }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = stopName
                }
            }
            """
        let (_, notes) = try SwiftUIReadingTests.describe(source)
        #expect(notes.filter { $0.contains("title depends on") }.count == 1, "\(notes)")
    }

    @Test("a factory returning `Self` from `extension UIView` makes the class it is called on")
    func selfFactory() throws {
        let source = """
            import UIKit

            extension UIView {
                public static func autolayoutNew() -> Self {
                    let view = self.init(frame: .zero)
                    view.translatesAutoresizingMaskIntoConstraints = false
                    return view
                }
            }

            class GroupsViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let toggle = UISegmentedControl.autolayoutNew()
                    toggle.insertSegment(withTitle: "Groups", at: 0, animated: false)
                    toggle.insertSegment(withTitle: "Bookmarks", at: 1, animated: false)
                    toggle.selectedSegmentIndex = 1
                    let label = UILabel.autolayoutNew()
                    label.text = "Drag groups to reorder them."
                    let stack = UIStackView(arrangedSubviews: [toggle, label])
                    stack.axis = .vertical
                    stack.frame = CGRect(x: 20, y: 120, width: 340, height: 100)
                    view.addSubview(stack)
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source)
        // Before: "the view added here is the result of self.init(…): it is not shown".
        #expect(elements == ["Groups. Button. 1 of 2.", "Selected: Bookmarks. Button. 2 of 2.", "Drag groups to reorder them."])
        #expect(notes.isEmpty, "\(notes)")
    }

    @Test("a search controller's search bar is a search field below the title; scene files keep it")
    func searchController() throws {
        let source = """
            import UIKit

            class RoutePickerViewController: UIViewController {
                private lazy var searchController: UISearchController = {
                    let controller = UISearchController(searchResultsController: nil)
                    controller.searchBar.placeholder = "Search routes"
                    return controller
                }()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Select Your Route"
                    navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .close, target: nil, action: nil)
                    navigationItem.searchController = searchController
                    let label = UILabel()
                    label.text = "Nearby routes"
                    label.frame = CGRect(x: 20, y: 300, width: 300, height: 30)
                    view.addSubview(label)
                }
            }
            """
        let (elements, _) = try SwiftUIReadingTests.describe(source)
        // Before: no search field.
        #expect(elements == ["Select Your Route. Heading.", "Close. Button.", "Search routes. Search Field.", "Nearby routes"])
        let path = try SwiftUIReadingTests.project(["Sources/App/Screen.swift": source])
        let yaml = SceneWriter.yaml(try InputDocument.open(path: path).load().spec)
        #expect(yaml.contains("search: \"Search routes\""), "\(yaml)")
        let reread = SceneApp(spec: try SceneParser.parse(yaml, file: "routes.yaml"))
        reread.window.makeKeyAndVisible()
        let searchBar = try #require(reread.window.rootViewController.flatMap { ($0 as? NavigationController)?.navigationBar }?
            .subviews.compactMap { $0 as? SearchBar }.first)
        #expect(searchBar.accessibilityLabel == "Search routes")
    }

    @Test("a controller's toolbar items, the Edit item among them, once the code shows the navigation controller's toolbar")
    func toolbarItems() throws {
        let source = """
            import UIKit

            class TokenListViewController: UITableViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Tokens"
                    toolbarItems = [
                        editButtonItem,
                        UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
                        UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil),
                    ]
                    navigationController?.isToolbarHidden = false
                }
            }
            """
        let (elements, _) = try SwiftUIReadingTests.describe(source)
        // Before: the toolbar was not shown.
        #expect(elements == ["Tokens. Heading.", "Edit. Button.", "Add. Button."])
        // In German where the app is localized into German (its tables need not translate these words).
        let table = ["Sources/App/de.lproj/Localizable.strings": "\"Accounts\" = \"Konten\";\n"]
        let (german, _) = try SwiftUIReadingTests.describe(source, language: "de", files: table)
        #expect(german == ["Tokens. Heading.", "Bearbeiten. Button.", "Hinzufügen. Button."])
        // The toolbar hidden (UIKit's default): its items are not on screen.
        let hidden = source.replacingOccurrences(of: "navigationController?.isToolbarHidden = false", with: "")
        #expect(try SwiftUIReadingTests.describe(hidden).elements == ["Tokens. Heading."])
        // `setToolbarItems(_:animated:)` and `setToolbarHidden(_:animated:)` as well.
        let methods = source.replacingOccurrences(of: "toolbarItems = [", with: "setToolbarItems([")
            .replacingOccurrences(of: "        ]\n", with: "        ], animated: false)\n")
            .replacingOccurrences(of: "navigationController?.isToolbarHidden = false",
                                  with: "navigationController?.setToolbarHidden(false, animated: true)")
        #expect(try SwiftUIReadingTests.describe(methods).elements == ["Tokens. Heading.", "Edit. Button.", "Add. Button."])
    }

    @Test("a `case` that is a function's result (`case correctRow(1, indexPath: indexPath):`) is compared with it")
    func functionResultPattern() throws {
        let source = """
            import UIKit

            class PermissionsViewController: UITableViewController {
                func correctRow(_ number: Int, indexPath: IndexPath) -> Int { indexPath.section == 1 ? number - 1 : number }
                override func numberOfSections(in tableView: UITableView) -> Int { 1 }
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
                    var content = cell.defaultContentConfiguration()
                    switch indexPath.row {
                    case correctRow(0, indexPath: indexPath): content.text = "Read"
                    case correctRow(1, indexPath: indexPath): content.text = "Write"
                    default: content.text = "Execute"
                    }
                    cell.contentConfiguration = content
                    return cell
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source)
        // Before: three rows with no text, and a note on a pattern not matched.
        #expect(elements == ["Read", "Write", "Execute"])
        #expect(notes.isEmpty, "\(notes)")
    }
}

