import A11yCore
import Testing

/// What the sixteenth user's apps needed (SwiftSourceReading.md, "Screens", "What is followed",
/// "Collections"): a superclass's stored properties set and read through `super`; a list
/// content configuration made by its style's factory; what the code that shows a screen does to
/// it before showing it.
@Suite("UIKit code: what the sixteenth user's apps needed")
@MainActor
struct UIKitSixteenthUserTests {
    @Test("`super.sections = …` sets, and `super.rows[…]` reads, the stored properties the project superclass declares")
    func superProperties() throws {
        let source = """
            import UIKit

            class SettingsController: UITableViewController {
                var sections: [String] = []
                var rows: [String] = []
                override func numberOfSections(in tableView: UITableView) -> Int { sections.count }
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
                override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
                    sections[section]
                }
            }

            final class MasterSettingsController: SettingsController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    super.sections = ["General"]
                    super.rows = ["General", "Account"]
                    navigationItem.title = "Settings"
                }
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = UITableViewCell()
                    cell.textLabel?.text = "\\(super.rows[indexPath.row])"
                    cell.accessoryType = .disclosureIndicator
                    return cell
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source, scene: "MasterSettingsController")
        #expect(elements == ["Settings. Heading.", "General. Heading.", "General. Button.", "Account. Button."],
                "\(elements)")
        #expect(notes.isEmpty, "\(notes)")
    }

    @Test("a list content configuration made by its style's factory (.valueCell(), .subtitleCell()) shows its texts")
    func contentConfigurationFactories() throws {
        let source = """
            import UIKit

            final class PlansViewController: UIViewController {
                enum Section: Hashable { case top }
                enum Item: Hashable { case none, create }
                private var collectionView: UICollectionView!
                private var dataSource: UICollectionViewDiffableDataSource<Section, Item>!

                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Plans"
                    let configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
                    let layout = UICollectionViewCompositionalLayout.list(using: configuration)
                    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
                    view.addSubview(collectionView)
                    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Item> {
                        [weak self] cell, _, item in
                        guard let self else { return }
                        if item == .none {
                            var content: UIListContentConfiguration = .valueCell()
                            content.text = "None"
                            cell.contentConfiguration = content
                        } else {
                            var content = UIListContentConfiguration.subtitleCell()
                            content.text = "Create"
                            content.secondaryText = "A template of your own"
                            cell.contentConfiguration = content
                        }
                    }
                    dataSource = UICollectionViewDiffableDataSource<Section, Item>(collectionView: collectionView) {
                        collectionView, indexPath, item in
                        collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
                    }
                    var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
                    snapshot.appendSections([.top])
                    snapshot.appendItems([.none, .create], toSection: .top)
                    dataSource.apply(snapshot, animatingDifferences: false)
                }
            }
            """
        let (elements, _) = try SwiftUIReadingTests.describe(source)
        #expect(elements == ["Plans. Heading.", "None", "Create, A template of your own"], "\(elements)")
    }

    @Test("""
        what the code showing the screen does to it first (a coordinator's `controller.configure()`, \
        `controller.title = …` after `let controller = Screen(…)`) runs on the screen read, with a note there; \
        what the caller's own values give (`controller.delegate = self`) is not, nor is what a test does
        """)
    func presenterConfiguration() throws {
        let screen = """
            import UIKit

            final class WelcomeViewController: UIViewController {
                private let store: Store
                private let titleLabel = UILabel()
                private let startButton = UIButton(type: .system)

                init(store: Store) {
                    self.store = store
                    super.init(nibName: nil, bundle: nil)
                }

                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let stack = UIStackView(arrangedSubviews: [titleLabel, startButton])
                    stack.axis = .vertical
                    stack.frame = CGRect(x: 20, y: 120, width: 300, height: 120)
                    view.addSubview(stack)
                }

                func configure(greeting: String) {
                    titleLabel.text = greeting
                    startButton.setTitle("Get started", for: .normal)
                }
            }
            """
        let coordinator = """
            import UIKit

            final class AppCoordinator {
                let navigationController = UINavigationController()
                let store = Store()

                func start() {
                    let controller = WelcomeViewController(store: store)
                    controller.configure(greeting: "Welcome")
                    controller.delegate = self
                    controller.title = "Hello"
                    navigationController.viewControllers = [controller]
                }
            }
            """
        // A test making the screen its own way is not the code that shows it.
        let test = """
            import XCTest

            final class WelcomeTests: XCTestCase {
                func testTitle() {
                    let controller = WelcomeViewController(store: Store())
                    controller.configure(greeting: "Test")
                }
            }
            """
        let files = ["Sources/App/AppCoordinator.swift": coordinator, "Sources/App/AAWelcomeTests.swift": test]
        let (elements, notes) = try SwiftUIReadingTests.describe(screen, files: files)
        #expect(elements == ["Hello. Heading.", "Welcome", "Get started. Button."], "\(elements)")
        #expect(notes.contains("AppCoordinator.swift:9:9: WelcomeViewController is read as the code here makes and "
                               + "configures it before showing it: controller.configure(greeting: \"Welcome\"); "
                               + "controller.title = \"Hello\""), "\(notes)")
        #expect(!notes.contains { $0.contains("nothing in its file calls it") }, "\(notes)")
    }

    @Test("a screen the project makes in several places is read as its own code makes it, with a note")
    func severalPresenters() throws {
        let screen = """
            import UIKit

            final class LinkViewController: UIViewController {
                var placeholder = "URL"
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let field = UITextField(frame: CGRect(x: 20, y: 120, width: 300, height: 44))
                    field.placeholder = placeholder
                    view.addSubview(field)
                }
            }
            """
        let home = """
            import UIKit

            final class HomeController: UIViewController {
                func add() {
                    present(LinkViewController(), animated: true)
                }
                func edit() {
                    let controller = LinkViewController()
                    controller.placeholder = "Title"
                    present(controller, animated: true)
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(screen, files: ["Sources/App/HomeController.swift": home])
        #expect(elements == ["URL. Text Field."], "\(elements)")
        #expect(notes.contains("HomeController.swift:5:17: LinkViewController is made in several places of the project, each "
                               + "configuring it its own way: it is read as its own code makes it"), "\(notes)")
    }

    @Test("""
        what the code showing the screen does runs only up to the first statement whose values the source does not fix: \
        a configure() after a run-time view model is not run
        """)
    func presenterStopsAtRunTimeValues() throws {
        let screen = """
            import UIKit

            final class ProfileViewController: UIViewController {
                var viewModel: ProfileViewModel?
                private let nameLabel = UILabel(frame: CGRect(x: 20, y: 120, width: 300, height: 44))

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(nameLabel)
                }

                func configure() {
                    nameLabel.text = viewModel?.name ?? "Guest"
                }
            }
            """
        let coordinator = """
            import UIKit

            final class ProfileCoordinator {
                func start(model: ProfileViewModel, navigation: UINavigationController) {
                    let controller = ProfileViewController()
                    controller.title = "Profile"
                    controller.viewModel = model
                    controller.configure()
                    navigation.pushViewController(controller, animated: true)
                }
            }
            """
        let files = ["Sources/App/ProfileCoordinator.swift": coordinator]
        let (elements, notes) = try SwiftUIReadingTests.describe(screen, files: files)
        #expect(elements == ["Profile. Heading."], "\(elements)")
        #expect(notes.contains { $0.hasSuffix("before showing it: controller.title = \"Profile\"") }, "\(notes)")
    }
}
