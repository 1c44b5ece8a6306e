import A11yCore
import Foundation
import Testing

/// What a sixth new user's apps did that the reader missed (SwiftSourceReading.md, "UIKit screens
/// built in code"): translations through a protocol's extension that builds the key from the
/// type's name and fills a format through `withVaList`, nested types of one name in many
/// controllers, a project view made with a trailing closure, and table sections headed by views.
@Suite("UIKit code: translation helpers, nested names, trailing closures, section views")
@MainActor
struct UIKitTranslationHelpersTests {
    /// A localization protocol as real apps write it: the key is the type's name as Swift prints
    /// it (module dropped) and the case's raw value; arguments go through a variadic and a
    /// `CVaListPointer` overload.
    static let localizable = """
        import UIKit

        protocol Localizable: CaseIterable {
            var rawValue: String { get }
            var key: String { get }
        }

        extension Localizable {
            var localized: String { localized() }

            var key: String {
                let base = String(reflecting: type(of: self)).drop { $0 != "." }.dropFirst()
                return "\\(base).\\(self.rawValue)"
            }

            func localized(with args: CVarArg...) -> String {
                return withVaList(args) { localized($0) }
            }

            func localized(_ arguments: CVaListPointer) -> String {
                let format = NSLocalizedString(key, comment: "")
                return NSString(format: format, locale: Locale.current, arguments: arguments) as String
            }
        }

        enum Translation: String, Localizable {
            var key: String { rawValue }
            case ButtonBack
            case Greeting
        }
        """

    @Test("a protocol extension's localized, its variadic and CVaListPointer overloads, keys from the type's name")
    func protocolLocalization() throws {
        let source = """
            import UIKit

            final class HelpViewController: UIViewController {
                enum Text: String, Localizable {
                    case Heading
                }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let stack = UIStackView(frame: CGRect(x: 16, y: 120, width: 300, height: 200))
                    stack.axis = .vertical
                    view.addSubview(stack)
                    let heading = UILabel()
                    heading.text = Text.Heading.localized
                    let greeting = UILabel()
                    greeting.text = Translation.Greeting.localized(with: "Ana", 3)
                    let back = UIButton(type: .system)
                    back.setTitle(Translation.ButtonBack.localized, for: .normal)
                    stack.addArrangedSubview(heading)
                    stack.addArrangedSubview(greeting)
                    stack.addArrangedSubview(back)
                }
            }
            """
        // Another controller's `Text` of the same name: its keys are its own.
        let other = """
            import UIKit

            final class OtherView: UIView {
                enum Text: String, Localizable {
                    case Heading
                }
            }
            """
        let table = """
            "HelpViewController.Text.Heading" = "How it works";
            "OtherView.Text.Heading" = "Something else";
            "Greeting" = "Hello %@, %d new";
            "ButtonBack" = "Back";
            """
        let app = try UIKitReadingTests.app(source, files: ["Sources/App/Localizable.swift": Self.localizable,
                                                            "Sources/App/OtherView.swift": other,
                                                            "Sources/App/en.lproj/Localizable.strings": table])
        #expect(UIKitReadingTests.said(app) == ["How it works", "Hello Ana, 3 new", "Back. Button."])
    }

    @Test("a project view made with a trailing closure runs the initializer that takes it")
    func trailingClosureInitializer() throws {
        let source = """
            import UIKit

            final class LinkItem: UIButton {
                private let tapped: () -> Void
                init(title: String, linkName: String? = nil, tapped: @escaping () -> Void) {
                    self.tapped = tapped
                    super.init(frame: .zero)
                    accessibilityTraits = .link
                    accessibilityLabel = title
                    accessibilityValue = linkName
                }
            }

            final class LinkCard: UIView {
                let item: LinkItem
                init(title: String, linkName: String? = nil, tapped: @escaping () -> Void) {
                    item = LinkItem(title: title, linkName: linkName, tapped: tapped)
                    super.init(frame: .zero)
                    addSubview(item)
                }
            }

            final class SymptomsViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let card = LinkCard(title: "Take an assessment", linkName: "omaolo.fi") { [unowned self] in
                        self.dismiss(animated: true)
                    }
                    card.frame = CGRect(x: 16, y: 120, width: 300, height: 64)
                    view.addSubview(card)
                }
            }
            """
        let app = try UIKitReadingTests.app(source)
        #expect(UIKitReadingTests.said(app) == ["Take an assessment: omaolo.fi. Link."])
    }

    @Test("a section's header view from the delegate is read: a label, or a header-footer view whose setter fills a lazy label")
    func sectionHeaderViews() throws {
        let source = """
            import UIKit

            class LargeHeaderView: UITableViewHeaderFooterView {
                var infoText: String? {
                    get { infoLabel.text }
                    set { infoLabel.text = newValue }
                }
                private lazy var infoLabel: UILabel = {
                    let label = UILabel()
                    label.numberOfLines = 0
                    return label
                }()
                init(infoText: String?) {
                    super.init(reuseIdentifier: nil)
                    contentView.addSubview(infoLabel)
                    self.infoText = infoText
                }
            }

            private final class WelcomeHeaderView: LargeHeaderView {
                init() { super.init(infoText: "Thanks for choosing us.") }
            }

            final class OnboardingViewController: UITableViewController {
                override func numberOfSections(in tableView: UITableView) -> Int { 2 }
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = UITableViewCell()
                    cell.textLabel?.text = indexPath.section == 0 ? "Open the app" : "Help"
                    return cell
                }
                override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
                    if section == 1 {
                        let label = UILabel()
                        label.text = "More"
                        return label
                    }
                    return WelcomeHeaderView()
                }
            }
            """
        let app = try UIKitReadingTests.app(source)
        // (A view of the app's own, not UIKit's title: its labels are text, not headings, as UIKit reads them.)
        #expect(UIKitReadingTests.said(app) == ["Thanks for choosing us.", "Open the app", "More", "Help"])
    }

    @Test("a variadic parameter takes its label and the unlabelled values after it, not a lone unlabelled value")
    func variadicLabels() throws {
        let source = """
            import UIKit

            enum Words {
                static func pick(with parts: String...) -> String { "variadic" }
                static func pick(_ one: String) -> String { "single" }
            }

            final class PickViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let stack = UIStackView(frame: CGRect(x: 16, y: 120, width: 300, height: 200))
                    stack.axis = .vertical
                    view.addSubview(stack)
                    for text in [Words.pick("a"), Words.pick(with: "a", "b"), Words.pick()] {
                        let label = UILabel()
                        label.text = text
                        stack.addArrangedSubview(label)
                    }
                }
            }
            """
        let app = try UIKitReadingTests.app(source)
        #expect(UIKitReadingTests.said(app) == ["single", "variadic", "variadic"])
    }

    @Test("enum cases with associated values carry them: switch patterns bind them, left-out ones take their defaults")
    func associatedValues() throws {
        let source = """
            import UIKit

            enum ContentGenerator {
                enum Element {
                    case text(text: String, isHeading: Bool = false)
                    case spacing
                    case button(title: String, action: () -> Void)

                    var title: String {
                        switch self {
                        case .text(let text, _): return text
                        case let .button(title, _): return title
                        case .spacing: return ""
                        }
                    }
                }

                static func generate(from elements: [Element]) -> UIView {
                    let stack = UIStackView()
                    stack.axis = .vertical
                    let made: [(view: UIView?, spacing: Bool)] = elements.map { element in
                        switch element {
                        case .text(let text, let isHeading):
                            let label = UILabel()
                            label.text = text
                            if isHeading { label.accessibilityTraits = .header }
                            return (label, false)
                        case .button:
                            let button = UIButton(type: .system)
                            button.setTitle(element.title, for: .normal)
                            return (button, false)
                        case .spacing:
                            return (nil, true)
                        }
                    }
                    let shown = made.reduce(into: [UIView]()) { result, item in
                        if let view = item.view, !item.spacing { result.append(view) }
                    }
                    shown.forEach { stack.addArrangedSubview($0) }
                    return stack
                }
            }

            final class WarningViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let content = ContentGenerator.generate(from: [
                        .text(text: "Warning!", isHeading: true),
                        .spacing,
                        .text(text: "Widgets show your codes."),
                        .button(title: "Continue", action: { print("go") }),
                    ])
                    content.frame = CGRect(x: 20, y: 120, width: 360, height: 300)
                    view.addSubview(content)
                }
            }
            """
        let app = try UIKitReadingTests.app(source)
        #expect(UIKitReadingTests.said(app) == ["Warning! Heading.", "Widgets show your codes.", "Continue. Button."])
    }

    @Test("a nested type made by its path, configured before its view loads (isViewLoaded), shows what its viewDidLoad applies")
    func configuredChild() throws {
        let source = """
            import UIKit

            final class ContainerViewController: UIViewController {
                struct Configuration {
                    let title: String
                    let subtitle: String?
                }
                private var configuration: Configuration?
                private let stack = UIStackView()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    stack.axis = .vertical
                    stack.frame = view.bounds
                    view.addSubview(stack)
                    if let configuration { apply(configuration) }
                }

                func configure(with configuration: Configuration) {
                    if isViewLoaded {
                        apply(configuration)
                    } else {
                        self.configuration = configuration
                    }
                }

                private func apply(_ configuration: Configuration) {
                    for text in [configuration.title, configuration.subtitle ?? "none"] {
                        let label = UILabel()
                        label.text = text
                        stack.addArrangedSubview(label)
                    }
                }
            }

            final class HostViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let child = ContainerViewController()
                    child.configure(with: ContainerViewController.Configuration(title: "Backup", subtitle: nil))
                    addChild(child)
                    view.addSubview(child.view)
                    child.didMove(toParent: self)
                }
            }
            """
        let app = try UIKitReadingTests.app(source, scene: "HostViewController")
        #expect(UIKitReadingTests.said(app) == ["Backup", "none"])
    }

    @Test("a UIHostingController's SwiftUI root view is read where the UIKit screen shows it, with the values its code gives")
    func hostedSwiftUI() throws {
        let source = """
            import SwiftUI
            import UIKit

            struct InfoView: View {
                let title: String
                let action: () -> Void
                var body: some View {
                    VStack {
                        Text(title)
                            .accessibilityAddTraits(.isHeader)
                        Text("We use iCloud for backup.")
                        Button("OK", action: action)
                    }
                }
            }

            final class InfoViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let heading = "Secure sync"
                    let hosting = UIHostingController(rootView: InfoView(title: heading, action: { [weak self] in
                        self?.dismiss(animated: true)
                    }))
                    addChild(hosting)
                    view.addSubview(hosting.view)
                    hosting.view.frame = view.bounds
                    hosting.didMove(toParent: self)
                }
            }
            """
        let app = try UIKitReadingTests.app(source, scene: "InfoViewController")
        #expect(UIKitReadingTests.said(app) == ["Secure sync. Heading.", "We use iCloud for backup.", "OK. Button."])
    }

    @Test("a nested enum is the one of the type the code is in; cases with values compare by their values")
    func nestedCasesAndEquality() throws {
        let source = """
            import UIKit

            final class OtherViewController: UIViewController {
                enum Row { case item(String), plain
                    var title: String { "other" }
                }
            }

            final class ScreenViewController: UIViewController {
                enum Row { case item(String), plain
                    var title: String { "screen" }
                }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let stack = UIStackView(frame: CGRect(x: 16, y: 120, width: 300, height: 300))
                    stack.axis = .vertical
                    view.addSubview(stack)
                    let a = Row.item("x")
                    let b: Row = .item("y")
                    let same = a == Row.item("x") ? "same" : "different"
                    let other = a == b ? "same" : "different"
                    for text in [a.title, b.title, same, other] {
                        let label = UILabel()
                        label.text = text
                        stack.addArrangedSubview(label)
                    }
                }
            }
            """
        let app = try UIKitReadingTests.app(source, scene: "ScreenViewController")
        #expect(UIKitReadingTests.said(app) == ["screen", "screen", "same", "different"])
    }

    @Test("tables: a section counted at run time keeps the others; a header view without text has no title; defaults left out")
    func tableSectionsAndDefaults() throws {
        let source = """
            import UIKit

            class BaseTableViewController: UITableViewController {
                let rows: [String]
                init(rows: [String], style: UITableView.Style = .insetGrouped) {
                    self.rows = rows
                    super.init(style: style)
                }
            }

            final class SettingsViewController: BaseTableViewController {
                var downloads = Array<String>()

                init() {
                    super.init(rows: ["Theme", "About"])
                    navigationItem.rightBarButtonItem = .init(barButtonSystemItem: .add, target: self, action: nil)
                }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
                }

                override func numberOfSections(in tableView: UITableView) -> Int { 3 }

                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                    switch section {
                    case 0: return rows.count
                    case 1: return downloads.count
                    default: return NSUbiquitousKeyValueStore.default.integer(forKey: "extra")
                    }
                }

                override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
                    if section == 0 {
                        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
                        header?.textLabel?.text = "General"
                        return header
                    }
                    return section == 1 ? UIView() : nil
                }

                override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
                    "Title \\(section)"
                }

                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = UITableViewCell()
                    cell.textLabel?.text = rows[indexPath.row]
                    return cell
                }
            }
            """
        let app = try UIKitReadingTests.app(source, scene: "SettingsViewController")
        #expect(UIKitReadingTests.said(app) == ["Add. Button.", "General. Heading.", "Theme", "About", "Title 2. Heading."])
    }

    @Test("a call's arguments are evaluated once, however the name is looked up, so nested calls take linear time")
    func argumentsEvaluatedOnce() throws {
        let nested = String(repeating: "wrap(", count: 16) + "counter.next()" + String(repeating: ")", count: 16)
        let source = """
            import UIKit

            final class Counter {
                var n = 0
                func next() -> Int {
                    n += 1
                    return n
                }
            }

            func wrap(_ value: Int) -> Int { value }

            final class ScreenViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let counter = Counter()
                    let stack = UIStackView(frame: CGRect(x: 16, y: 120, width: 300, height: 200))
                    stack.axis = .vertical
                    view.addSubview(stack)
                    let value = \(nested)
                    let first = UILabel()
                    first.text = "value \\(value)"
                    stack.addArrangedSubview(first)
                    let second = UILabel()
                    second.text = "calls \\(counter.n)"
                    stack.addArrangedSubview(second)
                }
            }
            """
        let app = try UIKitReadingTests.app(source, scene: "ScreenViewController")
        #expect(UIKitReadingTests.said(app) == ["value 1", "calls 1"])
    }
}
