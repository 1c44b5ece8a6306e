import A11yCore
import A11yScenes
import Testing

/// The thirty-seventh user's screens (SwiftSourceReading.md, "Screens", "Tables", "What is
/// followed"): a view model only one property of the project gives, cells made from a generic parameter a metatype
/// gave, types named by their path through an alias nested in another type, and the device's model.
@Suite("UIKit code: the thirty-seventh user's screens")
@MainActor
struct UIKitThirtySeventhUserTests {
    /// An app in the style of the Elm architecture: each screen's model made by a property of its own type, the
    /// screens made by a generic function from a type parameter (which the reader cannot follow to the screen).
    static let models = """
        import UIKit

        struct InfoList {
            struct ViewModel {
                let title: String
                let rows: [Row]
            }

            struct Row {
                let title: String
                let detail: String
            }

            var viewModel: ViewModel {
                ViewModel(title: "Info", rows: [
                    Row(title: "Backups", detail: "Tokens are stored only on this device."),
                    Row(title: "Open Source", detail: "See the libraries this app uses."),
                ])
            }
        }

        struct Info {
            struct ViewModel {
                let title: String
            }

            let title: String
            var viewModel: ViewModel { ViewModel(title: title) }
        }

        protocol ModelBased: UIViewController {
            associatedtype ViewModel
            init(viewModel: ViewModel)
        }

        func reify<Controller: ModelBased>(_ viewModel: Controller.ViewModel) -> Controller {
            Controller(viewModel: viewModel)
        }
        """

    @Test("""
        a screen's argument whose type only one computed property of the project is declared to give (a model's \
        `viewModel`) is that property's value, of its type made with no arguments, not a stored default; a type \
        nested in another is told apart by its path from other types' of its name (UIKit: the initializer runs \
        with what it is given)
        """)
    func argumentOnePropertyGives() throws {
        let source = """
            import UIKit

            final class InfoListViewController: UITableViewController, ModelBased {
                private let viewModel: InfoList.ViewModel

                init(viewModel: InfoList.ViewModel) {
                    self.viewModel = viewModel
                    super.init(style: .plain)
                }

                required init?(coder: NSCoder) { fatalError() }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = viewModel.title
                }

                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                    viewModel.rows.count
                }

                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
                    let row = viewModel.rows[indexPath.row]
                    cell.textLabel?.text = row.title
                    cell.detailTextLabel?.text = row.detail
                    return cell
                }
            }
            """
        let read = try SwiftUIReadingTests.describe(source, files: ["Sources/App/Models.swift": Self.models])
        #expect(read.elements == [
            "Info. Heading.", "Backups: Tokens are stored only on this device.",
            "Open Source: See the libraries this app uses.",
        ], "\(read.notes)")
        #expect(read.notes.contains { $0.contains("with viewModel: InfoList().viewModel (the only value of its type") })
        // A second property giving one: which the app passes is the app's to say, so none is taken.
        let twice = Self.models.replacingOccurrences(of: "struct Info {", with: """
            extension InfoList {
                static var empty: ViewModel { ViewModel(title: "Empty", rows: []) }
            }

            struct Info {
            """)
        let open = try SwiftUIReadingTests.describe(source, files: ["Sources/App/Models.swift": twice])
        #expect(!open.elements.contains("Info. Heading."), "\(open.elements)")
        #expect(!open.notes.contains { $0.contains("the only value of its type") }, "\(open.notes)")
        // A state container's stored default is not what the app gives the screen.
        let stored = Self.models.replacingOccurrences(of: "var viewModel: ViewModel {", with: "var viewModel: ViewModel = {")
            .replacingOccurrences(of: "See the libraries this app uses.\"),\n        ])\n    }",
                                  with: "See the libraries this app uses.\"),\n        ])\n    }()")
        let replaced = try SwiftUIReadingTests.describe(source, files: ["Sources/App/Models.swift": stored])
        #expect(!replaced.notes.contains { $0.contains("the only value of its type") }, "\(replaced.notes)")
        // A test's own value does not count; an owner the source cannot make without arguments gives none.
        let test = """
            import XCTest
            @testable import App

            extension InfoList {
                static var sample: ViewModel { ViewModel(title: "Sample", rows: []) }
            }
            """
        let tested = try SwiftUIReadingTests.describe(source, files: ["Sources/App/Models.swift": Self.models,
                                                                      "Tests/AppTests/InfoListTests.swift": test])
        #expect(tested.elements.contains("Info. Heading."), "\(tested.notes)")
        let needs = Self.models.replacingOccurrences(of: "struct InfoList {", with: "struct InfoList {\n    let user: String")
        let unmade = try SwiftUIReadingTests.describe(source, files: ["Sources/App/Models.swift": needs])
        #expect(!unmade.notes.contains { $0.contains("the only value of its type") }, "\(unmade.notes)")
    }

    @Test("""
        a type named by a path whose last part is an alias the outer type declares (`TokenList.ViewModel` for \
        `typealias ViewModel = TokenListViewModel` in `struct TokenList`) is the aliased type, not another type's \
        nested type of that name
        """)
    func nestedAlias() throws {
        let models = Self.models + """

            struct TokenListViewModel {
                let title = "Tokens"
            }

            struct TokenList {
                typealias ViewModel = TokenListViewModel
                let tokens: [String]
            }
            """
        let source = """
            import UIKit

            final class TokenListViewController: UIViewController {
                private let viewModel: TokenList.ViewModel

                init(viewModel: TokenList.ViewModel) {
                    self.viewModel = viewModel
                    super.init(nibName: nil, bundle: nil)
                }

                required init?(coder: NSCoder) { fatalError() }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let label = UILabel()
                    label.text = viewModel.title
                    view.addSubview(label)
                }
            }
            """
        let read = try SwiftUIReadingTests.describe(source, files: ["Sources/App/Models.swift": models])
        #expect(read.elements == ["Tokens"], "\(read.notes)")
    }

    @Test("""
        a cell made from a generic parameter that a metatype argument gave (`Cell(style:reuseIdentifier:)` and \
        `as? Cell` in the project's `dequeueReusableCell(withClass: NameCell.self)`) is of the class given \
        (UIKit: the class the metatype names is the one made)
        """, arguments: [
            "if let cell = dequeueReusableCell(withIdentifier: identifier) as? Cell { return cell }\n"
                + "        return Cell(style: .default, reuseIdentifier: identifier)",
            "if let cell = dequeueReusableCell(withIdentifier: identifier) as? Cell { return cell }\n"
                + "        return cellClass.init(style: .default, reuseIdentifier: identifier)",
            // (Made only by the type parameter, no cast to it first.)
            "return Cell(style: .default, reuseIdentifier: identifier)",
            "return cellClass.init(style: .default, reuseIdentifier: identifier)",
        ])
    func genericCellClass(made: String) throws {
        let helpers = """
            import UIKit

            extension UITableView {
                func dequeueReusableCell<Cell: UITableViewCell>(withClass cellClass: Cell.Type) -> Cell {
                    let identifier = NSStringFromClass(cellClass)
                    \(made)
                }
            }
            """
        let source = """
            import UIKit

            final class NameCell: UITableViewCell {
                private let nameLabel = UILabel()

                override init(style: CellStyle, reuseIdentifier: String?) {
                    super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
                    contentView.addSubview(nameLabel)
                }

                required init?(coder: NSCoder) { fatalError() }

                func update(with name: String) { nameLabel.text = name }
            }

            final class NamesViewController: UITableViewController {
                let names = ["Ada", "Grace"]

                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                    names.count
                }

                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withClass: NameCell.self)
                    cell.update(with: names[indexPath.row])
                    return cell
                }
            }
            """
        let read = try SwiftUIReadingTests.describe(source, files: ["Sources/App/Reusable.swift": helpers])
        #expect(read.elements == ["Ada", "Grace"], "\(read.notes)")
    }

    @Test("""
        the device's model, name and system are the device shown's (UIKit: `UIDevice.current.model` is "iPhone" or \
        "iPad"; since iOS 16 `name` is the model without an entitlement; `systemName` "iOS" or "iPadOS")
        """, arguments: [("iPhone", "iOS", DeviceIdiom.phone), ("iPad", "iPadOS", DeviceIdiom.pad)])
    func deviceModel(model: String, system: String, idiom: DeviceIdiom) throws {
        let source = """
            import UIKit

            final class BackupViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let warning = UILabel()
                    warning.text = "Tokens are stored only on this \\(UIDevice.current.model)."
                    let system = UILabel()
                    system.text = UIDevice.current.systemName + " on " + UIDevice.current.name
                    let stack = UIStackView(arrangedSubviews: [warning, system])
                    stack.axis = .vertical
                    view.addSubview(stack)
                }
            }
            """
        let path = try SwiftUIReadingTests.project(["Sources/App/Screen.swift": source])
        let input = try InputDocument.open(path: path).load(idiom: idiom)
        let app = SceneApp(spec: input.spec)
        app.window.makeKeyAndVisible()
        let elements = ScreenDescription.describe(window: app.window, speakHints: false).map(\.description)
        #expect(elements == ["Tokens are stored only on this \(model).", "\(system) on \(model)"], "\(input.diagnostics)")
    }

    @Test("""
        UIKit's info and detail disclosure buttons read "More Info" unless the code labels or titles them, as its \
        close button reads "Close" (UIKit: the label its button types carry)
        """)
    func infoButtons() throws {
        let source = """
            import UIKit

            final class AboutViewController: UIViewController {
                private let infoButton = UIButton(type: .infoLight)

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let details = UIButton(type: .detailDisclosure)
                    let labelled = UIButton(type: .infoDark)
                    labelled.accessibilityLabel = "About"
                    let titled = UIButton(type: .detailDisclosure)
                    titled.setTitle("Licences", for: .normal)
                    let stack = UIStackView(arrangedSubviews: [infoButton, details, labelled, titled])
                    stack.axis = .vertical
                    view.addSubview(stack)
                }
            }
            """
        let read = try SwiftUIReadingTests.describe(source)
        #expect(read.elements == ["More Info. Button.", "More Info. Button.", "About. Button.", "Licences. Button."],
                "\(read.notes)")
    }

    @Test("""
        constraints activated as a list holding arrays of them (through an `activate` overload taking what gives \
        constraints from a module the project does not hold, `[field.pinned(to: self), height]`) are each activated \
        (UIKit: every constraint in the list is)
        """)
    func nestedConstraintLists() throws {
        let helpers = """
            import UIKit

            extension UIView {
                func pinned(to view: UIView, inset: CGFloat = 0) -> [NSLayoutConstraint] {
                    [
                        leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: inset),
                        trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -inset),
                        topAnchor.constraint(equalTo: view.topAnchor, constant: inset),
                    ]
                }
            }
            """
        let source = """
            import UIKit

            final class AddressViewController: UIViewController {
                private lazy var field: UITextField = {
                    let field = UITextField()
                    field.translatesAutoresizingMaskIntoConstraints = false
                    field.placeholder = "Address or name"
                    return field
                }()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(field)
                    NSLayoutConstraint.activate([
                        field.pinned(to: view, inset: 16),
                        field.heightAnchor.constraint(equalToConstant: 44),
                    ])
                }
            }
            """
        let path = try SwiftUIReadingTests.project(["Sources/App/Screen.swift": source, "Sources/App/Constraints.swift": helpers])
        let input = try InputDocument.open(path: path).load()
        let app = SceneApp(spec: input.spec)
        app.window.makeKeyAndVisible()
        let field = LayoutReport(window: app.window).views.first { $0.className == "UITextField" }
        // Placed by all five: 16 points in from the sides and the top, 44 high.
        #expect(abs((field?.frame.size.width ?? 0) - 370) < 0.5, "\(String(describing: field))")
        #expect(abs((field?.frame.size.height ?? 0) - 44) < 0.5, "\(String(describing: field))")
    }

    @Test("""
        a diffable data source and snapshot made through aliases another type declares, named by their path \
        (`SupportViewModel.DataSource(tableView:cellProvider:)`), are UIKit's, with the alias's type arguments; a \
        generic alias is not taken for the project's own type where the project only extends the framework's
        """)
    func diffableThroughNestedAliases() throws {
        let model = """
            import UIKit

            struct SupportViewModel {
                enum Section { case main }
                typealias DataSource = UITableViewDiffableDataSource<Section, String>
                typealias Snapshot = NSDiffableDataSourceSnapshot<Section, String>
                let rows = ["Email", "FAQ"]
            }

            extension UITableViewDiffableDataSource {
                func isEmpty() -> Bool { snapshot().numberOfItems == 0 }
            }
            """
        let source = """
            import UIKit

            final class SupportViewController: UIViewController {
                private let viewModel = SupportViewModel()
                private let tableView = UITableView(frame: .zero, style: .grouped)
                private lazy var dataSource: SupportViewModel.DataSource = makeDataSource()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(tableView)
                    tableView.frame = view.bounds
                    var snapshot = SupportViewModel.Snapshot()
                    snapshot.appendSections([.main])
                    snapshot.appendItems(viewModel.rows)
                    dataSource.apply(snapshot, animatingDifferences: false)
                }

                private func makeDataSource() -> SupportViewModel.DataSource {
                    SupportViewModel.DataSource(tableView: tableView) { tableView, indexPath, title in
                        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                        cell.textLabel?.text = title
                        return cell
                    }
                }
            }
            """
        let read = try SwiftUIReadingTests.describe(source, files: ["Sources/App/Model.swift": model])
        #expect(read.elements == ["Email", "FAQ"], "\(read.notes)")
    }

    @Test("a geometry value's `.zero` has components of 0 (`edgeInsets.left` of a parameter whose default is `.zero`)")
    func zeroInsets() throws {
        let helpers = """
            import UIKit

            extension UIView {
                func pinned(to view: UIView, edgeInsets: UIEdgeInsets = .zero) -> [NSLayoutConstraint] {
                    [
                        leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: edgeInsets.left),
                        trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -edgeInsets.right),
                        topAnchor.constraint(equalTo: view.topAnchor, constant: edgeInsets.top + UIEdgeInsets.zero.top),
                    ]
                }
            }
            """
        let source = """
            import UIKit

            final class BannerViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let banner = UILabel()
                    banner.text = "Offline"
                    banner.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(banner)
                    NSLayoutConstraint.activate(banner.pinned(to: view))
                }
            }
            """
        let read = try SwiftUIReadingTests.describe(source, files: ["Sources/App/Constraints.swift": helpers])
        #expect(read.elements == ["Offline"], "\(read.notes)")
        #expect(!read.notes.contains { $0.contains("edgeInsets") }, "\(read.notes)")
    }
}
