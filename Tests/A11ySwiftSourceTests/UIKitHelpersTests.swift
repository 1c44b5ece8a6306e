import A11yCore
import Foundation
import Testing

/// How real apps' UIKit code reaches its texts and views through helpers (SwiftSourceReading.md,
/// "UIKit screens built in code"): R.swift's generated accessors, constants nested in types
/// named in lower case, a project type's subscript, functions declared in a body, factories on
/// UIKit's classes, the delegate's `willDisplay`, attributed strings built by `append`.
@Suite("UIKit code through helpers, generated accessors and delegates")
@MainActor
struct UIKitHelpersTests {
    @Test("R.string.localizable.key() reads the key of the app's Localizable table whose generated name it is")
    func rSwiftStrings() throws {
        let source = """
            import UIKit

            final class SettingsViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = R.string.localizable.settings_title()
                    let stack = UIStackView(frame: CGRect(x: 16, y: 120, width: 300, height: 100))
                    stack.axis = .vertical
                    view.addSubview(stack)
                    let general = UILabel()
                    general.text = R.string.localizable.generalSectionTitle()
                    let greeting = UILabel()
                    greeting.text = R.string.localizable.greeting("Ana")
                    let ok = UILabel()
                    ok.text = R.string.localizable.oK()
                    stack.addArrangedSubview(general)
                    stack.addArrangedSubview(greeting)
                    stack.addArrangedSubview(ok)
                }
            }
            """
        let table = """
            "settings_title" = "Settings";
            "general.section-title" = "General";
            "greeting" = "Hello, %@";
            "OK" = "Understood";
            """
        let app = try UIKitReadingTests.app(source, files: ["Sources/App/Base.lproj/Localizable.strings": table])
        #expect(UIKitReadingTests.said(app) == ["Settings. Heading.", "General", "Hello, Ana", "Understood"])
    }

    @Test("a constant of a type nested in another is that type's, also when named in lower case or nested twice")
    func nestedConstants() throws {
        let source = """
            import UIKit

            struct UIConstants {
                struct strings {
                    static let title = "Add Custom URL"
                }
            }
            enum CryptoScreen { enum Strings { static let title = "Encryption" } }
            enum SoundsScreen { enum Strings { static let title = "Sounds" } }

            final class AddViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = UIConstants.strings.title
                    let stack = UIStackView(frame: CGRect(x: 16, y: 120, width: 300, height: 100))
                    stack.axis = .vertical
                    view.addSubview(stack)
                    let crypto = UILabel()
                    crypto.text = CryptoScreen.Strings.title
                    let sounds = UILabel()
                    sounds.text = SoundsScreen.Strings.title
                    stack.addArrangedSubview(crypto)
                    stack.addArrangedSubview(sounds)
                }
            }
            """
        #expect(UIKitReadingTests.said(try UIKitReadingTests.app(source)) == ["Add Custom URL. Heading.", "Encryption", "Sounds"])
    }

    @Test("a project type's subscript and number conversions (CGFloat(n)) give a constraint its constant")
    func subscriptConstants() throws {
        let source = """
            import UIKit

            struct Padding {
                var increment: CGFloat
                subscript(multiplier: Int) -> CGFloat { CGFloat(multiplier) * increment }
            }
            struct C { static let padding = Padding(increment: 8.0) }

            final class NotificationsViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let label = UILabel()
                    label.text = "Receive notifications"
                    let toggle = UISwitch()
                    [label, toggle].forEach { $0.translatesAutoresizingMaskIntoConstraints = false; view.addSubview($0) }
                    NSLayoutConstraint.activate([
                        label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: C.padding[2]),
                        label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: C.padding[2]),
                        label.trailingAnchor.constraint(equalTo: toggle.leadingAnchor, constant: -C.padding[2]),
                        toggle.centerYAnchor.constraint(equalTo: label.centerYAnchor),
                        toggle.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
                    ])
                }
            }
            """
        let app = try UIKitReadingTests.app(source)
        let described = ScreenDescription.describe(window: app.window, speakHints: false)
        // 2 × 8 points in from the leading edge and below the safe area's top (the status bar's 62 points).
        let label = try #require(described.first { $0.snapshot.label == "Receive notifications" }?.snapshot.frame)
        #expect(label.minX == 16 && label.minY == 62 + 16, "\(label)")
        // A switch keeps UIKit's size (it hugs at 750): the label beside it stretches, nothing is ambiguous.
        let toggle = try #require(described.first { $0.snapshot.traits.contains(.button) }?.snapshot.frame)
        #expect(toggle.width == 51 && toggle.maxX == app.window.frame.width - 16, "\(toggle)")
        #expect(label.maxX == toggle.minX - 16, "\(label) \(toggle)")
    }

    @Test("""
        a function declared in viewDidLoad, a factory of the project's UIButton extension given as .name(…), \
        a bar item's custom button and a field's attributed placeholder are read
        """)
    func helpers() throws {
        let source = """
            import UIKit

            extension UIButton {
                static func helpButton(articleId: String) -> UIButton {
                    let button = UIButton(type: .system)
                    button.accessibilityLabel = "Support Center"
                    return button
                }
            }

            final class CryptoViewController: UIViewController {
                private let help: UIButton
                private let done: UIButton = {
                    let button = UIButton(type: .system)
                    button.setTitle("Done", for: .normal)
                    return button
                }()

                init() {
                    help = .helpButton(articleId: "crypto")
                    super.init(nibName: nil, bundle: nil)
                }
                required init?(coder: NSCoder) { fatalError() }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Encryption"
                    navigationItem.rightBarButtonItem = UIBarButtonItem(customView: done)
                    let stack = UIStackView(frame: CGRect(x: 16, y: 120, width: 370, height: 200))
                    stack.axis = .vertical
                    view.addSubview(stack)
                    func titleLabel(_ text: String) -> UILabel {
                        let label = UILabel()
                        label.text = text
                        return label
                    }
                    stack.addArrangedSubview(titleLabel("Algorithm"))
                    let key = UITextField()
                    key.attributedPlaceholder = NSAttributedString(string: "Key", attributes: [:])
                    stack.addArrangedSubview(key)
                    stack.addArrangedSubview(help)
                }
            }
            """
        let said = UIKitReadingTests.said(try UIKitReadingTests.app(source)).map { $0.components(separatedBy: " -- ")[0] }
        #expect(said == ["Encryption. Heading.", "Done. Button.", "Algorithm", "Key. Text Field.", "Support Center. Button."])
    }

    @Test("rows the delegate's willDisplay fills are read with their texts; attributed texts built by append are whole")
    func willDisplayAndAppend() throws {
        let source = """
            import UIKit

            final class AboutViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
                private let tableView = UITableView(frame: .zero, style: .insetGrouped)
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "About"
                    tableView.dataSource = self
                    tableView.delegate = self
                    tableView.frame = view.bounds
                    view.addSubview(tableView)
                }
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    tableView.dequeueReusableCell(withIdentifier: "cell") ?? UITableViewCell()
                }
                func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
                    if indexPath.row == 0 {
                        cell.textLabel?.text = "Help"
                    } else {
                        let text = NSMutableAttributedString(string: "Your ")
                        text.append(NSAttributedString(string: "Rights"))
                        cell.textLabel?.attributedText = text
                    }
                }
            }
            """
        #expect(UIKitReadingTests.said(try UIKitReadingTests.app(source)) == ["About. Heading.", "Help", "Your Rights"])
    }

    @Test("a method of an enum's case runs with self the case (`sections[indexPath.section].configure(cell:row:)`)")
    func enumCaseMethod() throws {
        let source = """
            import UIKit

            final class MenuViewController: UITableViewController {
                private enum Section {
                    case header, links
                    func configure(cell: UITableViewCell, row: Int) {
                        switch self {
                        case .header: cell.textLabel?.text = "Welcome"
                        case .links: cell.textLabel?.text = row == 0 ? "Help" : "Privacy"
                        }
                    }
                }
                private let sections: [Section] = [.header, .links]
                override func numberOfSections(in tableView: UITableView) -> Int { sections.count }
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                    section == 0 ? 1 : 2
                }
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = UITableViewCell()
                    sections[indexPath.section].configure(cell: cell, row: indexPath.row)
                    return cell
                }
            }
            """
        #expect(UIKitReadingTests.said(try UIKitReadingTests.app(source)) == ["Welcome", "Help", "Privacy"])
    }

    @Test("a view pinned to its controller's top is below a navigation bar the code makes opaque, and read after it")
    func opaqueBar() throws {
        let source = """
            import UIKit

            final class AddViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Add Custom URL"
                    navigationController?.navigationBar.isTranslucent = false
                    let label = UILabel()
                    label.text = "URL to add"
                    label.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(label)
                    NSLayoutConstraint.activate([
                        label.topAnchor.constraint(equalTo: view.topAnchor, constant: 40),
                        label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                    ])
                }
            }
            """
        let app = try UIKitReadingTests.app(source)
        let described = ScreenDescription.describe(window: app.window, speakHints: false)
        #expect(described.map(\.description) == ["Add Custom URL. Heading.", "URL to add"])
        // The bar ends at 62 + 44 points; the view starts there, the label 40 points into it.
        let top = try #require(described.last?.snapshot.frame.minY)
        #expect(abs(top - (106 + 40)) < 0.01, "\(top)")
    }

    @Test("""
        a property of a protocol's extension is the conforming enum's (Translation.title.localized); of overloads with \
        the same labels the one whose parameter types fit runs; a static function calls its sibling by name alone
        """)
    func protocolsAndOverloads() throws {
        let source = """
            import UIKit

            protocol Localizable {
                var rawValue: String { get }
            }
            extension Localizable {
                var localized: String { NSLocalizedString(rawValue, comment: "") }
            }
            enum Translation: String, Localizable {
                case aboutTitle, backButton
            }

            enum Key: String { case intro }
            struct Item { let view: UIView }
            enum Layout {
                static func labelItem(_ key: Key) -> Item {
                    labelItem(NSLocalizedString(key.rawValue, comment: ""))
                }
                static func labelItem(_ text: String) -> Item {
                    let label = UILabel()
                    label.text = text
                    return Item(view: label)
                }
            }

            final class GuideViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let stack = UIStackView(frame: CGRect(x: 16, y: 120, width: 370, height: 300))
                    stack.axis = .vertical
                    view.addSubview(stack)
                    let title = UILabel()
                    title.text = Translation.aboutTitle.localized
                    stack.addArrangedSubview(title)
                    stack.addArrangedSubview(Layout.labelItem(Key.intro).view)
                    stack.addArrangedSubview(Layout.labelItem("Plain").view)
                }
            }
            """
        let table = """
            "aboutTitle" = "About the app";
            "intro" = "Welcome";
            """
        let app = try UIKitReadingTests.app(source, files: ["Sources/App/en.lproj/Localizable.strings": table])
        #expect(UIKitReadingTests.said(app) == ["About the app", "Welcome", "Plain"])
    }

    @Test("""
        a static property of a UIKit extension calls the project's top-level function, not a UIKit factory; two enums \
        adopting protocols whose extensions share a name each get their own member; a labelled tuple matches a tuple \
        pattern and is taken apart by a closure
        """)
    func reviewedCases() throws {
        let source = """
            import UIKit

            func scaled(_ size: CGFloat) -> CGFloat { size * 2 }
            extension UIFont { static var title: UIFont { .systemFont(ofSize: scaled(20)) } }

            protocol Titled {}
            protocol Red {}
            protocol Blue {}
            extension Titled { var extra: Int { 0 } }
            extension Red { var color: String { "red" } }
            extension Blue { var color: String { "blue" } }
            enum A: String, Titled, Red { case a }
            enum B: String, Titled, Blue { case b }

            final class ColorsViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let stack = UIStackView(frame: CGRect(x: 16, y: 120, width: 370, height: 400))
                    stack.axis = .vertical
                    view.addSubview(stack)
                    let big = UILabel()
                    big.text = "Big"
                    big.font = UIFont.title
                    let first = UILabel()
                    first.text = A.a.color
                    let second = UILabel()
                    second.text = B.b.color
                    let state = (on: true, count: 2)
                    let third = UILabel()
                    switch state {
                    case (true, _): third.text = "On"
                    default: third.text = "Off"
                    }
                    let fourth = UILabel()
                    [state].forEach { (on, count) in fourth.text = "\\(count) items" }
                    [big, first, second, third, fourth].forEach { stack.addArrangedSubview($0) }
                }
            }
            """
        let app = try UIKitReadingTests.app(source)
        #expect(UIKitReadingTests.said(app) == ["Big", "red", "blue", "On", "2 items"])
        // 20 × 2 points: the top-level function ran (a font made in its place would leave the size unknown).
        let big = try #require(UIKitReadingTests.view(labeled: "Big", in: app.window))
        #expect(big.frame.height > 40, "\(big.frame)")
    }

    @Test("a view of a library's class is read as the UIKit class its name ends with, with a note where it is made")
    func libraryView() throws {
        let source = """
            import UIKit
            import Material

            final class ServerViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let field = TextField(frame: CGRect(x: 16, y: 146, width: 370, height: 44))
                    view.addSubview(field)
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source)
        #expect(elements == ["Text Field."])
        #expect(notes.contains { $0.hasPrefix("7:") && $0.contains("TextField comes from a library the project does not contain: "
                                                                    + "it is read as a UITextField") }, "\(notes)")
    }
}
