import A11yCore
import A11ySceneModel
import A11yScenes
import Foundation
import Testing

/// UIKit screens built in code, read from their source (SwiftSourceReading.md, "UIKit screens
/// built in code"): each test writes the UIKit a developer would and checks what VoiceOver is
/// given, citing the article's rule and the UIKit behaviour it mirrors.
@Suite("UIKit screens built in code")
@MainActor
struct UIKitReadingTests {
    /// The elements of `source`'s screen with their frames, and the app (for running actions).
    static func app(_ source: String, scene: String? = nil, files: [String: String] = [:]) throws -> SceneApp {
        let path = try SwiftUIReadingTests.project(files.merging(["Sources/App/Screen.swift": source]) { a, _ in a })
        let app = SceneApp(spec: try InputDocument.open(path: path).load(screen: scene).spec)
        app.window.makeKeyAndVisible()
        return app
    }

    /// The first view under `root` whose accessibility label is `label`.
    static func view(labeled label: String, in root: View) -> View? {
        if root.accessibilityLabel == label { return root }
        return root.subviews.lazy.compactMap { view(labeled: label, in: $0) }.first
    }

    /// The label that shows `text` (inside a cell that reads as one element, say).
    static func label(showing text: String, in root: View) -> Label? {
        if let label = root as? Label, label.text == text { return label }
        return root.subviews.lazy.compactMap { label(showing: text, in: $0) }.first
    }

    /// Activates the view whose label is `label`, as a double tap does.
    static func activate(_ label: String, in app: SceneApp) throws {
        let found = try #require(Self.view(labeled: label, in: app.window))
        #expect(found.accessibilityActivate())
    }

    static func said(_ app: SceneApp) -> [String] { ScreenDescription.describe(window: app.window).map(\.description) }

    static let settings = """
        import UIKit

        final class SettingsViewController: UIViewController {
            private let titleLabel: UILabel = {
                let label = UILabel()
                label.text = "Notifications"
                label.font = .preferredFont(forTextStyle: .headline)
                label.accessibilityTraits.insert(.header)
                return label
            }()

            private lazy var toggle: UISwitch = {
                let toggle = UISwitch()
                toggle.isOn = true
                toggle.accessibilityLabel = NSLocalizedString("daily.reminder", comment: "")
                return toggle
            }()

            private let saveButton = UIButton(type: .system)

            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Settings"
                navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self,
                                                                    action: #selector(done))
                saveButton.setTitle("Save", for: .normal)
                saveButton.setTitle("Saving…", for: .highlighted)
                saveButton.accessibilityHint = "Saves your settings"
                let stack = UIStackView(arrangedSubviews: [titleLabel, toggle, saveButton])
                stack.axis = .vertical
                stack.spacing = 12
                stack.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(stack)
                NSLayoutConstraint.activate([
                    stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
                    stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                    stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
                ])
                setUpFooter()
            }

            private func setUpFooter() {
                let footer = UILabel()
                footer.text = "Version \\(1 + 1)"
                footer.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(footer)
                footer.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor).isActive = true
                footer.centerXAnchor.constraint(equalTo: view.centerXAnchor).isActive = true
            }

            @objc private func done() {}
        }
        """

    @Test("a controller made as UIKit makes it: properties, closures run once, lazy vars, viewDidLoad and its helpers")
    func controller() throws {
        let (elements, notes) = try SwiftUIReadingTests.describe(
            Self.settings, files: ["Sources/App/en.lproj/Localizable.strings": "\"daily.reminder\" = \"Daily reminder\";"])
        // A title in a navigation controller (the screen's estimate), a system bar item, the
        // label made a heading by inserting the trait into UILabel's own (static text), the
        // switch's label through the project's table, the button's normal title.
        #expect(elements == ["Settings. Heading.", "Done. Button.", "Notifications. Heading.",
                             "Daily reminder. Switch Button. On.", "Save. Button.", "Version 2"])
        #expect(notes.isEmpty)
    }

    @Test("anchors, the safe area and stack views are solved by the layout engine on the device shown")
    func layout() throws {
        let app = try Self.app(Self.settings)
        let frames = ScreenDescription.describe(window: app.window).map { ($0.description, $0.snapshot.frame) }
        let heading = try #require(frames.first { $0.0 == "Notifications. Heading." }?.1)
        let save = try #require(frames.first { $0.0 == "Save. Button." }?.1)
        let footer = try #require(frames.first { $0.0 == "Version 2" }?.1)
        let safe = app.window.screen.device.safeArea(in: .portrait)
        // 20 pt below the navigation bar (under the safe area's top), 16 pt from each side.
        #expect(heading.minX == 16)
        #expect(heading.width == app.window.bounds.width - 32)
        #expect(heading.minY == safe.top + 44 + 20)
        // Arranged down the stack, 12 pt apart; the footer on the safe area's bottom, centred.
        #expect(save.minY > heading.maxY + 12)
        #expect(abs(footer.maxY - (app.window.bounds.height - safe.bottom)) < 0.01)
        #expect(abs(footer.midX - app.window.bounds.midX) < 0.01)
    }

    static let profile = """
        import UIKit

        final class RatingView: UIView {
            private let stars = UILabel()
            var rating = 3

            override init(frame: CGRect) {
                super.init(frame: frame)
                isAccessibilityElement = true
                accessibilityLabel = "Rating"
                stars.text = "★★★"
                addSubview(stars)
            }

            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

            override var accessibilityValue: String? {
                get { "\\(rating) of 5" }
                set {}
            }
        }

        final class ProfileViewController: BaseViewController {
            private let viewModel: ProfileViewModel
            private let nameLabel = UILabel()
            private let rating = RatingView()
            private let editButton = UIButton(configuration: .filled())

            init(viewModel: ProfileViewModel) {
                self.viewModel = viewModel
                super.init(nibName: nil, bundle: nil)
            }

            required init?(coder: NSCoder) { fatalError() }

            override func setupViews() {
                nameLabel.text = viewModel.name
                editButton.configuration?.title = "Edit profile"
                let share = UIButton(type: .system)
                share.setImage(UIImage(systemName: "magnifyingglass"), for: .normal)
                [nameLabel, rating, editButton, share].forEach { view.addSubview($0) }
                view.addSubviews(UILabel.caption("Shown to everyone"))
            }
        }
        """

    static let base = """
        import UIKit

        class BaseViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                setupViews()
            }
            func setupViews() {}
        }

        extension UIView {
            func addSubviews(_ views: UIView...) {
                views.forEach(addSubview)
            }
        }

        extension UILabel {
            static func caption(_ text: String) -> UILabel {
                let label = UILabel()
                label.text = text
                return label
            }
        }
        """

    @Test("the project's classes and extensions: a superclass's viewDidLoad, an overridden method, a view subclass, helpers")
    func projectClasses() throws {
        let (elements, notes) = try SwiftUIReadingTests.describe(Self.profile, scene: "ProfileViewController",
                                                                 files: ["Sources/App/Base.swift": Self.base])
        // The view subclass made by init(frame:), an element whose value its override returns; an
        // image-only button read by its symbol's word (SymbolLabels); a label from a static factory
        // of the project's extension, added by a variadic helper.
        #expect(elements == ["Rating: 3 of 5", "Edit profile. Button.", "Search. Button.", "Shown to everyone"])
        // The initializer that needs arguments runs with them unknown; the label that uses one says so where it is set.
        #expect(notes == ["29:5: ProfileViewController is made with (viewModel: ProfileViewModel), whose arguments are only "
                              + "known when the app runs: voicenav shows what the source fixes",
                          "37:9: the label's text depends on viewModel, a value only known when the app runs: voicenav "
                              + "shows what the source fixes"])
    }

    @Test("scenes lists a file's controllers and views by class; a base class the file's others inherit from is not one")
    func screens() throws {
        let path = try SwiftUIReadingTests.project(["Sources/App/Screen.swift": Self.profile,
                                                    "Sources/App/Base.swift": Self.base])
        let document = try InputDocument.open(path: path)
        #expect(try document.screens().map { "\($0.id) \($0.kind.rawValue)" }
                    == ["RatingView uiKitView", "ProfileViewController uiKitController"])
        // With one controller, it is the file's screen; a view class is shown when named.
        #expect(try document.load().spec.name == "ProfileViewController")
        let view = try SwiftUIReadingTests.describe(Self.profile, scene: "RatingView",
                                                    files: ["Sources/App/Base.swift": Self.base])
        #expect(view.elements == ["Rating: 3 of 5"])
        #expect(view.notes.isEmpty)
        let base = try SwiftUIReadingTests.project(["Sources/App/Base.swift": Self.base], main: "Sources/App/Base.swift")
        #expect(try InputDocument.open(path: base).screens().map(\.id) == ["BaseViewController"])
    }

    static let home = """
        import UIKit

        final class HomeViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Home"
                let open = UIButton(type: .system)
                open.setTitle("Open details", for: .normal)
                open.addTarget(self, action: #selector(openDetails), for: .touchUpInside)
                let delete = UIButton(primaryAction: UIAction(title: "Delete all") { [weak self] _ in
                    let sheet = UIAlertController(title: "Delete everything?", message: nil, preferredStyle: .actionSheet)
                    sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
                    sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                    self?.present(sheet, animated: true)
                })
                let stack = UIStackView(arrangedSubviews: [open, delete])
                stack.axis = .vertical
                stack.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(stack)
                NSLayoutConstraint.activate([
                    stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
                    stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                ])
            }

            @objc private func openDetails() {
                navigationController?.pushViewController(DetailViewController(), animated: true)
            }
        }

        final class DetailViewController: UIViewController {
            override func loadView() {
                let label = UILabel()
                label.text = "Details"
                view = label
            }
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.title = "Detail"
            }
        }
        """

    @Test("a target's method and a UIAction's handler run when activated: a pushed screen, a presented action sheet")
    func actions() throws {
        let app = try Self.app(Self.home, scene: "HomeViewController")
        #expect(Self.said(app) == ["Home. Heading.", "Open details. Button.", "Delete all. Button."])
        try Self.activate("Open details", in: app)
        // loadView's label is the pushed controller's view; its title in the navigation bar, a back button to Home.
        #expect(Self.said(app) == ["Home. Back Button.", "Detail. Heading.", "Details"])
        let sheet = try Self.app(Self.home, scene: "HomeViewController")
        try Self.activate("Delete all", in: sheet)
        #expect(Self.said(sheet) == ["Delete everything?", "Delete. Button.", "Cancel. Button."])
    }

    static let accessibility = """
        import UIKit

        final class CardView: UIView {
            let title = UILabel()
            let detail = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                title.text = "Oat milk"
                detail.text = "2 left"
                [title, detail].forEach(addSubview)
                isAccessibilityElement = true
                accessibilityLabel = "\\(title.text!), \\(detail.text!)"
                accessibilityTraits = [.button, .selected]
                accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Remove", target: nil,
                                                                          selector: #selector(remove))]
            }
            required init?(coder: NSCoder) { nil }
            @objc func remove() -> Bool { true }
        }

        final class ListViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let hidden = UILabel()
                hidden.text = "Debug"
                hidden.isHidden = true
                let decoration = UIImageView(image: UIImage(named: "wave"))
                decoration.accessibilityElementsHidden = true
                let second = UILabel()
                second.text = "Second"
                let first = UILabel()
                first.text = "First"
                [hidden, decoration, CardView(), second, first].forEach { self.view.addSubview($0) }
                view.accessibilityElements = [first, second]
            }
        }
        """

    @Test("accessibility properties as UIKit sets them: element, label, traits replaced, actions; hidden views; element order")
    func accessibilityProperties() throws {
        let card = try SwiftUIReadingTests.describe(Self.accessibility, scene: "CardView")
        // Traits assigned replace UIKit's (a button and selected); the label interpolates the labels' texts.
        #expect(card.elements == ["Selected: Oat milk, 2 left. Button."])
        let app = try Self.app(Self.accessibility, scene: "ListViewController")
        let elements = ScreenDescription.describe(window: app.window).map(\.description)
        // `accessibilityElements` orders the container's elements and leaves the rest out (AX-10);
        // a hidden view is not read.
        #expect(elements == ["First", "Second"])
        let cards = try Self.app(Self.accessibility, scene: "CardView")
        #expect(ScreenDescription.describe(window: cards.window).first?.snapshot.customActions == ["Remove"])
    }

    @Test("what only run time knows is a note at the line that sets it; SnapKit's constraints are read (no note)")
    func runTimeAndLibraries() throws {
        let source = """
            import UIKit
            import SnapKit

            final class StatusViewController: UIViewController {
                var status: Status!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let title = UILabel()
                    title.text = "Status"
                    let value = UILabel()
                    value.text = status.text
                    let more = UIButton(type: .system)
                    more.setTitle("More", for: .normal)
                    [title, value, more].forEach(view.addSubview)
                    title.snp.makeConstraints { make in make.top.equalToSuperview() }
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source)
        #expect(elements == ["Status", "More. Button."])
        #expect(notes == [
            // (`status` is declared `!` with no value: one the code making the controller sets.)
            "11:9: the label's text depends on status.text, which the code that makes StatusViewController sets when the "
                + "app runs: voicenav shows what the source fixes",
        ])
    }

    @Test("helpers as apps write them: extension initializers, self.init, super.init, private methods, free functions")
    func helpers() throws {
        let helpers = """
            import UIKit

            func tr(_ key: String) -> String { NSLocalizedString(key, comment: "") }

            extension UIStackView {
                convenience init(axis: NSLayoutConstraint.Axis = .horizontal, _ views: [UIView]) {
                    self.init(arrangedSubviews: views)
                    self.axis = axis
                }
            }

            final class FormHeader: UIStackView {
                convenience init(title: String) {
                    let label = UILabel()
                    label.text = title.hasSuffix(":") ? String(title.dropLast()) : title
                    self.init(arrangedSubviews: [label])
                }
            }

            class TitledButton: UIButton {
                enum Style { case normal(UIColor), loud(UIColor) }
                init(title: String, style: Style) {
                    super.init(frame: .zero)
                    switch style {
                    case .loud: setTitle(title.uppercased(), for: .normal)
                    case .normal: setTitle(title, for: .normal)
                    }
                }
                required init?(coder: NSCoder) { nil }
            }

            final class SendButton: TitledButton {
                init() { super.init(title: "Send", style: .normal(.blue)) }
                required init?(coder: NSCoder) { nil }
            }

            class BaseViewController: UIViewController {
                let stack = UIStackView(axis: .vertical, [])
                override func viewDidLoad() {
                    super.viewDidLoad()
                    setupLayout()
                }
                private func setupLayout() { view.addSubview(stack) }
            }
            """
        let screen = """
            import UIKit

            final class ComposeViewController: BaseViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    setupLayout()
                }
                private func setupLayout() {
                    var rows = [UIView]()
                    rows.append(FormHeader(title: "Recipient:"))
                    rows.append(contentsOf: [SendButton(), TitledButton(title: "Discard", style: .loud(.red))])
                    let note = UILabel()
                    note.text = [tr("compose.note"), "(draft)"].joined(separator: " ")
                    rows.append(note)
                    rows.forEach(stack.addArrangedSubview)
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(
            screen, files: ["Sources/App/Helpers.swift": helpers,
                            "Sources/App/en.lproj/Localizable.strings": "\"compose.note\" = \"Saved as you type\";"])
        // The base class's private setupLayout adds the stack; the subclass's, of the same name, fills it.
        #expect(elements == ["Recipient", "Send. Button.", "DISCARD. Button.", "Saved as you type (draft)"])
        #expect(notes.isEmpty)
    }

    static let table = """
        import UIKit

        final class SettingsTableViewController: UITableViewController {
            private let rows = ["Account", "Privacy", "Notifications"]
            private var darkMode = false { didSet { title = darkMode ? "Settings (dark)" : "Settings" } }

            init() { super.init(style: .insetGrouped) }
            required init?(coder: NSCoder) { fatalError() }

            override func viewDidLoad() {
                super.viewDidLoad()
                darkMode = true
                tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
            }

            override func numberOfSections(in tableView: UITableView) -> Int { 2 }

            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                section == 0 ? rows.count : 1
            }

            override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
                section == 0 ? "General" : nil
            }

            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
                if indexPath.section == 1 {
                    var content = cell.defaultContentConfiguration()
                    content.text = "Dark mode"
                    cell.contentConfiguration = content
                    let toggle = UISwitch()
                    toggle.isOn = darkMode
                    cell.accessoryView = toggle
                    return cell
                }
                cell.textLabel?.text = rows[indexPath.row]
                cell.accessoryType = .disclosureIndicator
                return cell
            }

            override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                guard indexPath.section == 0 else { return }
                let detail = UIViewController()
                detail.title = rows[indexPath.row]
                navigationController?.pushViewController(detail, animated: true)
            }
        }
        """

    @Test("a table whose data source the source fixes: sections, titles, rows, accessories, a switch; selecting a row")
    func tables() throws {
        let app = try Self.app(Self.table)
        // A didSet observer runs when viewDidLoad sets the property (not in the initializer, as in Swift).
        #expect(Self.said(app) == ["Settings (dark). Heading.", "General. Heading.", "Account. Button.", "Privacy. Button.",
                                   "Notifications. Button.", "Dark mode. Switch Button. On."])
        // Selecting "Privacy" pushes a controller titled by the row (didSelectRowAt, run for each row).
        let path = try SwiftUIReadingTests.project(["Sources/App/Screen.swift": Self.table])
        let spec = try InputDocument.open(path: path).load().spec
        guard case .inline(let navigation) = spec.root, case .inline(let screen)? = navigation.stack.first,
              let privacy = screen.view?.sections.first?.rows[1], case .push(.inline(let pushed))? = privacy.onActivate.first
        else {
            Issue.record("no push on the second row")
            return
        }
        #expect(privacy.text == "Privacy")
        #expect(pushed.title == "Privacy")
        #expect(screen.view?.tableStyle == .insetGrouped)
    }

    @Test("layout guides, the older NSLayoutConstraint(item:…), casts and UIKit's types spelled out")
    func olderForms() throws {
        let source = """
            import UIKit

            final class WelcomeViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.leftBarButtonItem = UIBarButtonItem.init(
                        barButtonSystemItem: UIBarButtonItem.SystemItem.cancel, target: self, action: #selector(close))
                    let title = UILabel()
                    title.text = "Welcome"
                    title.numberOfLines = 0
                    let start = UIButton(type: .system)
                    start.setTitle("Start", for: .normal)
                    for view in [title, start] as [UIView] {
                        view.translatesAutoresizingMaskIntoConstraints = false
                        self.view.addSubview(view)
                    }
                    let lower = UILayoutGuide()
                    view.addLayoutGuide(lower)
                    NSLayoutConstraint(item: title, attribute: .top, relatedBy: .equal, toItem: view.safeAreaLayoutGuide,
                                       attribute: .top, multiplier: 1, constant: 40).isActive = true
                    title.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor).isActive = true
                    title.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor).isActive = true
                    lower.topAnchor.constraint(equalTo: title.bottomAnchor).isActive = true
                    lower.bottomAnchor.constraint(equalTo: view.bottomAnchor).isActive = true
                    start.centerYAnchor.constraint(equalTo: lower.centerYAnchor).isActive = true
                    start.centerXAnchor.constraint(equalTo: view.centerXAnchor).isActive = true
                }
                @objc private func close() {}
            }
            """
        let app = try Self.app(source)
        let described = ScreenDescription.describe(window: app.window)
        // The system item spelled out is still Cancel; the button centred in the guide below the title is read after it.
        #expect(described.map(\.description) == ["Cancel. Button.", "Welcome", "Start. Button."])
        let title = try #require(described.first { $0.description == "Welcome" }?.snapshot.frame)
        let start = try #require(described.first { $0.description == "Start. Button." }?.snapshot.frame)
        // A wrapping label between the margins, on one line (not flowed into no width), 40 points below
        // the navigation bar (the safe area's top, for a view that goes under the bars).
        #expect(title.width > 300 && title.height < 30)
        let bar = try #require(app.window.rootViewController?.view.subviews.first { $0 is NavigationBar })
        #expect(abs(title.minY - bar.convert(bar.bounds, to: nil).maxY - 40) < 0.5)
        #expect(abs(start.midY - (title.maxY + app.window.bounds.height) / 2) < 1)
    }

    @Test("a label with no text still has UIKit's content size (0 × 0): a stack around it keeps its order")
    func emptyLabelInStack() throws {
        let source = """
            import UIKit

            final class OnboardingViewController: UIViewController {
                let hint = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let field = UITextField()
                    field.placeholder = "Name"
                    hint.translatesAutoresizingMaskIntoConstraints = false
                    let wrapper = UIView()
                    wrapper.addSubview(hint)
                    let agree = UIButton(type: .system)
                    agree.setTitle("Agree", for: .normal)
                    let stack = UIStackView(arrangedSubviews: [field, wrapper, agree])
                    stack.axis = .vertical
                    stack.alignment = .center
                    stack.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(stack)
                    NSLayoutConstraint.activate([
                        stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
                        stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                        view.trailingAnchor.constraint(equalTo: stack.trailingAnchor, constant: 16),
                        field.widthAnchor.constraint(equalTo: stack.widthAnchor),
                        wrapper.widthAnchor.constraint(equalTo: stack.widthAnchor),
                        hint.topAnchor.constraint(equalTo: wrapper.topAnchor),
                        hint.leadingAnchor.constraint(equalTo: wrapper.leadingAnchor),
                        wrapper.bottomAnchor.constraint(equalTo: hint.bottomAnchor),
                    ])
                }
            }
            """
        let app = try Self.app(source)
        let described = ScreenDescription.describe(window: app.window)
        #expect(described.map(\.description) == ["Name. Text Field.", "Agree. Button."])
        let field = try #require(described.first?.snapshot.frame), agree = try #require(described.last?.snapshot.frame)
        #expect(agree.minY >= field.maxY)
    }

    @Test("bad input: a syntax error is located (exit 65); a file with no screen says so; recursion ends")
    func badInput() throws {
        let broken = try SwiftUIReadingTests.project(["Sources/App/Screen.swift": "import UIKit\nclass A: UIViewController {\n"])
        #expect(throws: (any Error).self) { try InputDocument.open(path: broken).load() }
        let recursive = """
            import UIKit
            final class LoopView: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(LoopView())
                }
                required init?(coder: NSCoder) { nil }
            }
            """
        // A view that makes itself ends at the evaluator's limits, never a hang.
        #expect(try SwiftUIReadingTests.describe(recursive).elements == [])
    }
}
