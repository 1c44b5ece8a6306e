import Testing

/// Reactive bindings (SwiftSourceReading.md, "Reactive bindings"), and what the thirtieth user's apps needed besides
/// ("Texts", "Screens", "What the source fixes"): RxSwift's and Combine's streams give what the source fixes while the
/// screen is first shown; a floating-point number shows as Swift shows one; the app's Info.plist beside the code's
/// folders; a screen several places make alike.
@Suite("UIKit code: reactive bindings (RxSwift, RxCocoa, RxDataSources, Combine)")
@MainActor
struct UIKitReactiveTests {
    @Test("""
        relays and drivers: drive(navigationItem.rx.title), bind(to: label.rx.text), rx.items(cellIdentifier:cellType:); \
        a value accepted later reaches the subscribers; combineLatest with a selector bound to a button's title; \
        a tap gives nothing
        """)
    func rxBindings() throws {
        let source = """
            import UIKit
            import RxSwift
            import RxCocoa

            struct Item { let title: String }

            final class InboxViewModel {
                let title = BehaviorRelay(value: "Inbox")
                let items = Driver.just([Item(title: "First"), Item(title: "Second")])
                let unread = BehaviorRelay<Int>(value: 0)
            }

            final class InboxController: UIViewController {
                let viewModel = InboxViewModel()
                let tableView = UITableView(frame: CGRect(x: 0, y: 200, width: 390, height: 400))
                let label = UILabel(frame: CGRect(x: 16, y: 100, width: 300, height: 30))
                let button = UIButton(type: .system)
                let disposeBag = DisposeBag()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    button.frame = CGRect(x: 16, y: 140, width: 300, height: 44)
                    view.addSubview(label)
                    view.addSubview(button)
                    view.addSubview(tableView)
                    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
                    viewModel.title.asDriver().drive(navigationItem.rx.title).disposed(by: disposeBag)
                    viewModel.unread.map { "\\($0) unread" }.bind(to: label.rx.text).disposed(by: disposeBag)
                    viewModel.items
                        .drive(tableView.rx.items(cellIdentifier: "Cell", cellType: UITableViewCell.self)) { row, item, cell in
                            cell.textLabel?.text = "\\(row + 1). \\(item.title)"
                        }
                        .disposed(by: disposeBag)
                    button.rx.tap.subscribe(onNext: { [weak self] in self?.label.text = "Tapped" }).disposed(by: disposeBag)
                    Observable.combineLatest(viewModel.title, viewModel.unread) { title, count in "\\(title): \\(count)" }
                        .bind(to: button.rx.title(for: .normal))
                        .disposed(by: disposeBag)
                    viewModel.unread.accept(3)
                }
            }
            """
        let result = try SwiftUIReadingTests.describe(source)
        #expect(result.elements == ["Inbox. Heading.", "3 unread", "Inbox: 3. Button.", "1. First", "2. Second"],
                "\(result.notes)")
    }

    @Test("RxDataSources: sections of SectionModel bound with a data source's configureCell and its section titles")
    func rxDataSources() throws {
        let source = """
            import UIKit
            import RxSwift
            import RxCocoa
            import RxDataSources

            enum Row { case toggle(String), link(String) }

            final class SettingsController: UIViewController {
                let tableView = UITableView(frame: CGRect(x: 0, y: 100, width: 390, height: 600), style: .insetGrouped)
                let disposeBag = DisposeBag()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Settings"
                    view.addSubview(tableView)
                    let sections = Observable.just([
                        SectionModel(model: "General", items: [Row.toggle("Sounds"), Row.link("About")]),
                        SectionModel(model: "Help", items: [Row.link("FAQ")]),
                    ])
                    let dataSource = RxTableViewSectionedReloadDataSource<SectionModel<String, Row>>(
                        configureCell: { _, tableView, _, row in
                            let cell = UITableViewCell()
                            switch row {
                            case .toggle(let title):
                                cell.textLabel?.text = title
                                cell.accessoryView = UISwitch()
                            case .link(let title):
                                cell.textLabel?.text = title
                            }
                            return cell
                        })
                    dataSource.titleForHeaderInSection = { dataSource, index in dataSource.sectionModels[index].model }
                    sections.bind(to: tableView.rx.items(dataSource: dataSource)).disposed(by: disposeBag)
                }
            }
            """
        let result = try SwiftUIReadingTests.describe(source)
        #expect(result.elements.first == "Settings. Heading.", "\(result.notes)")
        #expect(result.elements.contains("General. Heading."), "\(result.elements)")
        #expect(result.elements.contains { $0.hasPrefix("Sounds. Switch Button.") }, "\(result.elements)")
        #expect(result.elements.contains("About"), "\(result.elements)")
        #expect(result.elements.contains("Help. Heading."), "\(result.elements)")
        #expect(result.elements.last == "FAQ", "\(result.elements)")
    }

    @Test("Combine: a @Published property's publisher (set again after subscribing), a subject's value assigned to a label")
    func combine() throws {
        let source = """
            import UIKit
            import Combine

            final class SettingsViewModel {
                @Published var title = "Settings"
                @Published var rows: [String] = []
                let status = CurrentValueSubject<String, Never>("Offline")
                func load() { rows = ["Sound", "Privacy"] }
            }

            final class SettingsController: UIViewController, UITableViewDataSource {
                let viewModel = SettingsViewModel()
                let statusLabel = UILabel(frame: CGRect(x: 16, y: 100, width: 300, height: 30))
                let tableView = UITableView(frame: CGRect(x: 0, y: 140, width: 390, height: 400))
                private var rows: [String] = []
                private var cancellables = Set<AnyCancellable>()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(statusLabel)
                    view.addSubview(tableView)
                    tableView.dataSource = self
                    viewModel.$title.sink { [weak self] title in self?.title = title }.store(in: &cancellables)
                    viewModel.status.map { "Status: \\($0)" }.assign(to: \\.text, on: statusLabel).store(in: &cancellables)
                    viewModel.$rows
                        .receive(on: DispatchQueue.main)
                        .sink { [weak self] rows in
                            self?.rows = rows
                            self?.tableView.reloadData()
                        }
                        .store(in: &cancellables)
                    viewModel.load()
                }

                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = UITableViewCell()
                    cell.textLabel?.text = rows[indexPath.row]
                    return cell
                }
            }
            """
        let result = try SwiftUIReadingTests.describe(source)
        #expect(result.elements == ["Settings. Heading.", "Status: Offline", "Sound", "Privacy"], "\(result.notes)")
    }

    @Test("""
        an integer literal declared CGFloat shows as 10.0; the app target's Info.plist beside the code's folders; a screen \
        made alike in two places is read as made there
        """)
    func floatsInfoAndMakers() throws {
        let source = """
            import UIKit

            class ViewModel {}
            final class SettingsViewModel: ViewModel {
                let heading = "Preferences"
            }

            class BaseController<T>: UIViewController where T: ViewModel {
                let viewModel: T
                init(viewModel: T) {
                    self.viewModel = viewModel
                    super.init(nibName: nil, bundle: nil)
                }
                required init?(coder: NSCoder) { fatalError() }
            }

            struct Grain { static var strength: CGFloat = 10 }

            final class SettingsController: BaseController<SettingsViewModel> {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = viewModel.heading
                    let strength = UILabel(frame: CGRect(x: 16, y: 100, width: 300, height: 30))
                    strength.text = "Strength: +\\(Grain.strength)"
                    let version = UILabel(frame: CGRect(x: 16, y: 140, width: 300, height: 30))
                    version.text = "Version " + (Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String ?? "")
                    view.addSubview(strength)
                    view.addSubview(version)
                }
            }
            """
        let tabs = """
            import UIKit
            final class Tabs: UITabBarController {
                func make() -> UIViewController { SettingsController(viewModel: SettingsViewModel()) }
            }
            """
        let pad = """
            import UIKit
            final class Split: UISplitViewController {
                func make() -> UIViewController { SettingsController(viewModel: SettingsViewModel()) }
            }
            """
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>CFBundleShortVersionString</key><string>$(MARKETING_VERSION)</string>
            </dict></plist>
            """
        // The app's target (an app icon, no test host) keeps its Info.plist in `App/`; the code is in `Sources/`.
        let project = """
            // !$*UTF8*$!
            {
            \tobjects = {
            \t\tA1 /* Release */ = {
            \t\t\tisa = XCBuildConfiguration;
            \t\t\tbuildSettings = {
            \t\t\t\tASSETCATALOG_COMPILER_APPICON_NAME = AppIcon;
            \t\t\t\tINFOPLIST_FILE = App/Info.plist;
            \t\t\t\tMARKETING_VERSION = 2.4.1;
            \t\t\t};
            \t\t\tname = Release;
            \t\t};
            \t\tA2 /* Release */ = {
            \t\t\tisa = XCBuildConfiguration;
            \t\t\tbuildSettings = {
            \t\t\t\tINFOPLIST_FILE = AppTests/Info.plist;
            \t\t\t\tTEST_HOST = "$(BUILT_PRODUCTS_DIR)/App.app/App";
            \t\t\t};
            \t\t\tname = Release;
            \t\t};
            \t};
            }
            """
        let result = try SwiftUIReadingTests.describe(source, scene: "SettingsController", files: [
            "Sources/App/Tabs.swift": tabs, "Sources/App/Split.swift": pad, "App/Info.plist": plist,
            "App.xcodeproj/project.pbxproj": project,
        ])
        #expect(result.elements == ["Preferences. Heading.", "Strength: +10.0", "Version 2.4.1"], "\(result.notes)")
    }

    @Test("""
        a generic controller's view model no place makes is made as T() (the type the subclass gives it); a web \
        address's host; DefaultsKit's get(for:) on a fresh install is nil
        """)
    func genericViewModelsAddressesAndDefaultsKit() throws {
        let source = """
            import UIKit
            import RxSwift
            import RxCocoa
            import DefaultsKit

            class ViewModel: NSObject {}

            final class ServersViewModel: ViewModel {
                let servers: Driver<[String]>
                override init() {
                    let saved: [String]? = Defaults.shared.get(for: Key<[String]>("servers"))
                    let addresses = saved ?? ["https://api.example.org/push"]
                    servers = Driver.just(addresses.map { URL(string: $0)?.host ?? "" })
                    super.init()
                }
            }

            class BaseController<T>: UIViewController where T: ViewModel {
                let viewModel: T
                init(viewModel: T) {
                    self.viewModel = viewModel
                    super.init(nibName: nil, bundle: nil)
                }
                required init?(coder: NSCoder) { fatalError() }
            }

            final class ServersController: BaseController<ServersViewModel> {
                let tableView = UITableView(frame: CGRect(x: 0, y: 100, width: 390, height: 500))
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(tableView)
                    viewModel.servers.drive(tableView.rx.items) { _, _, host in
                        let cell = UITableViewCell()
                        cell.textLabel?.text = host
                        return cell
                    }.disposed(by: rx.disposeBag)
                }
            }
            """
        let result = try SwiftUIReadingTests.describe(source)
        #expect(result.elements == ["api.example.org"], "\(result.notes)")
        #expect(result.notes.contains { $0.contains("with viewModel: ServersViewModel()") }, "\(result.notes)")
        #expect(result.notes.contains {
            $0.contains("Defaults.shared.get(for: Key<[String]>(\"servers\")) is read as on a fresh install")
        }, "\(result.notes)")
    }
}

extension UIKitReactiveTests {
    @Test("""
        streams as a corpus read them: a wait of a second or more gives nothing at first, a shorter one does; a pair \
        taken apart by let and by $0 and $1; a combination with a library's publisher gives nothing; \
        removeDuplicates(by:); a ??'s fallback of the property's type
        """)
    func corpusStreams() throws {
        let source = """
            import UIKit
            import Combine
            import RemoteLibrary

            struct Extra { var replies: Bool? = true }

            final class Model {
                @Published var drafts: [String] = []
                @Published var isPosting = false
                @Published var connected = false
                @Published var amount: Int? = nil
            }

            final class PostController: UIViewController {
                let model = Model()
                let post = UIButton(type: .system)
                let banner = UILabel(frame: CGRect(x: 16, y: 200, width: 300, height: 30))
                let other = UILabel(frame: CGRect(x: 16, y: 240, width: 300, height: 30))
                let toggle = UISwitch(frame: CGRect(x: 16, y: 280, width: 51, height: 31))
                var extra: Extra?
                var cancellables = Set<AnyCancellable>()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    post.frame = CGRect(x: 16, y: 100, width: 300, height: 44)
                    banner.isHidden = true
                    other.isHidden = true
                    for view in [post, banner, other, toggle] { self.view.addSubview(view) }
                    Publishers.CombineLatest(model.$drafts, model.$isPosting)
                        .debounce(for: 0.1, scheduler: RunLoop.main)
                        .sink { [weak self] group in
                            let (drafts, isPosting) = group
                            self?.post.setTitle(isPosting ? "Posting" : "Post", for: .normal)
                            self?.post.isEnabled = !drafts.isEmpty
                        }
                        .store(in: &cancellables)
                    model.$connected.debounce(for: 10, scheduler: RunLoop.main).filter { !$0 }
                        .sink { [weak self] _ in
                            self?.banner.text = "Unable to connect"
                            self?.banner.isHidden = false
                        }
                        .store(in: &cancellables)
                    Publishers.CombineLatest(model.$connected, model.$isPosting).map { $0 || $1 }
                        .sink { [weak self] busy in self?.other.isHidden = !busy; self?.other.text = "Busy" }
                        .store(in: &cancellables)
                    Publishers.CombineLatest(RemoteRepository.shared.connections().toPublisher(), model.$drafts)
                        .sink { [weak self] _ in self?.other.isHidden = false; self?.other.text = "Connections" }
                        .store(in: &cancellables)
                    model.$amount.merge(with: Just(0)).removeDuplicates(by: { ($0 ?? 0) == ($1 ?? 0) })
                        .sink { [weak self] amount in self?.post.accessibilityHint = "\\(amount ?? 0) drafts" }
                        .store(in: &cancellables)
                    let saved: Extra? = nil
                    extra = saved ?? .init()
                    toggle.isOn = extra?.replies ?? false
                }
            }
            """
        let result = try SwiftUIReadingTests.describe(source)
        #expect(result.elements == ["Post. Dimmed. Button.", "Switch Button. On."], "\(result.notes)")
    }
}

extension UIKitReactiveTests {
    @Test("""
        operators keep their state per subscription; zip pairs values in order; withLatestFrom takes the latest; \
        methodInvoked gives once the method has run; bind(with:); an end is no value; .value = sends; $1 of an inner \
        closure is that closure's
        """)
    func operatorSemantics() throws {
        let source = """
            import UIKit
            import RxSwift
            import RxCocoa
            import Combine

            final class OpsController: UIViewController {
                let a = UILabel(), b = UILabel(), c = UILabel(), d = UILabel(), e = UILabel(), f = UILabel(), g = UILabel()
                let bag = DisposeBag()
                var cancellables = Set<AnyCancellable>()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let stack = UIStackView(arrangedSubviews: [a, b, c, d, e, f, g])
                    stack.axis = .vertical
                    stack.frame = CGRect(x: 16, y: 100, width: 300, height: 400)
                    view.addSubview(stack)
                    let title = BehaviorRelay(value: "Settings").asDriver().distinctUntilChanged()
                    title.drive(a.rx.text).disposed(by: bag)
                    title.drive(b.rx.text).disposed(by: bag)
                    Observable.zip(Observable.of(1, 2), Observable.just("x")) { number, letter in "\\(letter)\\(number)" }
                        .bind(to: c.rx.text).disposed(by: bag)
                    let name = BehaviorRelay(value: "Old")
                    let trigger = PublishRelay<Void>()
                    trigger.withLatestFrom(name).bind(to: d.rx.text).disposed(by: bag)
                    name.accept("New")
                    trigger.accept(())
                    rx.methodInvoked(#selector(viewWillAppear(_:))).map { _ in "Shown" }.bind(to: e.rx.text).disposed(by: bag)
                    e.text = "Loading"
                    let status = CurrentValueSubject<String, Never>("Offline")
                    status.sink { [weak self] text in self?.f.text = text }.store(in: &cancellables)
                    status.value = "Online"
                    status.send(completion: .finished)
                    Observable.just("Owner").bind(with: self) { owner, text in owner.g.text = text }.disposed(by: bag)
                    let groups = [["b", "a"], ["d", "c"]]
                    title.map { _ in groups.map { $0.sorted { $0 < $1 }[0] }.joined(separator: ",") }
                        .drive(onNext: { [weak self] text in self?.g.accessibilityValue = text })
                        .disposed(by: bag)
                }
            }
            """
        let result = try SwiftUIReadingTests.describe(source)
        #expect(result.elements == ["Settings", "Settings", "x1", "New", "Shown", "Online", "Owner: a,c"], "\(result.notes)")
    }

    @Test("a project using another library's Signal (no RxSwift or Combine import) keeps its own reading")
    func otherLibraries() throws {
        let source = """
            import UIKit
            import ReactiveSwift

            final class OtherController: UIViewController {
                let label = UILabel(frame: CGRect(x: 16, y: 100, width: 300, height: 30))
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(label)
                    label.text = "Static"
                    Signal.combineLatest(first, second).observeValues { [weak self] _ in self?.label.text = "Changed" }
                }
            }
            """
        let result = try SwiftUIReadingTests.describe(source)
        #expect(result.elements == ["Static"], "\(result.notes)")
        #expect(!result.notes.contains { $0.contains("does not follow a stream") }, "\(result.notes)")
    }
}

/// What the thirty-first user's apps needed (SwiftSourceReading.md, "What is followed").
@Suite("UIKit code: a thirty-first user's apps")
@MainActor
struct UIKitThirtyFirstUserTests {
    @Test("a cell class kept as a value is made by init (model.type.init(style:reuseIdentifier:)); bound by $value")
    func metatypeInit() throws {
        let source = """
            import UIKit
            import Combine

            class Bindable<Value> {
                @Published var value: Value
                init(_ value: Value) { self.value = value }
            }

            class CellViewModel {
                var type: TitleCell.Type { TitleCell.self }
                let title: Bindable<String?>
                init(title: String? = nil) { self.title = Bindable(title) }
            }

            class TitleCell: UITableViewCell {
                lazy var subscribers = Set<AnyCancellable>()
                func configure(with viewModel: CellViewModel) {
                    viewModel.title.$value.assign(to: \\.text, on: textLabel).store(in: &subscribers)
                }
            }

            final class ListController: UITableViewController {
                let rows = [CellViewModel(title: "Clear Cache"), CellViewModel(title: "About")]
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let model = rows[indexPath.row]
                    let cell = model.type.init(style: .default, reuseIdentifier: nil)
                    cell.configure(with: model)
                    return cell
                }
            }
            """
        let result = try SwiftUIReadingTests.describe(source)
        #expect(result.elements == ["Clear Cache", "About"], "\(result.notes)")
    }

    @Test("""
        a screen made with a local its maker declares just before (let viewModel = HostsViewModel()), screenshots' \
        code under #if SNAPSHOTS aside; Set(…) of a fresh install's nothing; a table's background view read where it \
        has no rows; a snapshot's completion runs
        """)
    func makersLocalsSetsAndEmptyTables() throws {
        let source = """
            import UIKit

            final class HostsViewModel {
                private let defaults = UserDefaults.standard
                var hosts: [String] { Set(defaults.stringArray(forKey: "hosts") ?? []).sorted() }
                let emptyMessage = "No trusted hosts yet."
            }

            final class HostsController: UITableViewController {
                private let viewModel: HostsViewModel
                private var source: UITableViewDiffableDataSource<Int, String>?
                init(viewModel: HostsViewModel) {
                    self.viewModel = viewModel
                    super.init(style: .insetGrouped)
                }
                required init?(coder: NSCoder) { fatalError() }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Hosts"
                    source = UITableViewDiffableDataSource(tableView: tableView) { _, _, host in
                        let cell = UITableViewCell()
                        cell.textLabel?.text = host
                        return cell
                    }
                    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
                    snapshot.appendSections([0])
                    snapshot.appendItems(viewModel.hosts)
                    source?.apply(snapshot, animatingDifferences: false) { [weak self] in
                        guard let self, snapshot.numberOfItems == 0 else { return }
                        let label = UILabel()
                        label.text = self.viewModel.emptyMessage
                        self.tableView.backgroundView = label
                    }
                }
            }
            """
        let coordinator = """
            import UIKit
            final class Coordinator {
                let navigationController = UINavigationController()
                func showHosts() {
                    let viewModel = HostsViewModel()
                    let controller = HostsController(viewModel: viewModel)
                    navigationController.pushViewController(controller, animated: true)
                }
            }
            """
        // (App Store screenshots' code, in a build flag's `#if`, is no place that shows the screen.)
        let snapshots = """
            #if SNAPSHOTS
            import UIKit
            final class SnapshotCoordinator {
                func show() -> UIViewController { HostsController(viewModel: HostsViewModel.sample) }
            }
            #endif
            """
        let result = try SwiftUIReadingTests.describe(source, scene: "HostsController",
                                                      files: ["Sources/App/Coordinator.swift": coordinator,
                                                              "Sources/App/Snapshots.swift": snapshots])
        #expect(result.elements == ["Hosts. Heading.", "No trusted hosts yet."], "\(result.notes)")
        #expect(result.notes.contains { $0.hasPrefix("Coordinator.swift:6:26: HostsController is read as made here") },
                "\(result.notes)")
    }

    @Test("""
        ReactorKit: a view's reactor set runs bind(reactor:); an action sent mutates and reduces the state from its \
        initial one; ReusableKit's cells; rx.viewDidLoad once; map(Type.init)
        """)
    func reactorKit() throws {
        let source = """
            import UIKit
            import ReactorKit
            import ReusableKit
            import RxCocoa
            import RxDataSources
            import RxSwift

            typealias TaskSection = SectionModel<Void, TaskCellReactor>

            final class TaskCellReactor: Reactor {
                typealias Action = NoAction
                let initialState: String
                init(title: String) { initialState = title }
            }

            final class TaskCell: UITableViewCell, View {
                var disposeBag = DisposeBag()
                func bind(reactor: TaskCellReactor) { textLabel?.text = reactor.currentState }
            }

            final class TasksReactor: Reactor {
                enum Action { case refresh }
                enum Mutation { case setSections([TaskSection]) }
                struct State { var sections: [TaskSection] }
                let initialState = State(sections: [])

                func mutate(action: Action) -> Observable<Mutation> {
                    switch action {
                    case .refresh:
                        let titles = UserDefaults.standard.stringArray(forKey: "tasks") ?? ["Write tests", "Ship"]
                        return .just(.setSections([TaskSection(model: Void(), items: titles.map(TaskCellReactor.init))]))
                    }
                }

                func reduce(state: State, mutation: Mutation) -> State {
                    var state = state
                    switch mutation {
                    case let .setSections(sections): state.sections = sections
                    }
                    return state
                }
            }

            final class TasksController: UIViewController, View {
                struct Reusable { static let taskCell = ReusableCell<TaskCell>() }
                var disposeBag = DisposeBag()
                let tableView = UITableView(frame: CGRect(x: 0, y: 100, width: 390, height: 600))
                let dataSource = RxTableViewSectionedReloadDataSource<TaskSection>(configureCell: { _, table, path, reactor in
                    let cell = table.dequeue(Reusable.taskCell, for: path)
                    cell.reactor = reactor
                    return cell
                })

                init(reactor: TasksReactor) {
                    super.init(nibName: nil, bundle: nil)
                    title = "Tasks"
                    tableView.register(Reusable.taskCell)
                    self.reactor = reactor
                }
                required init?(coder: NSCoder) { fatalError() }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(tableView)
                }

                func bind(reactor: TasksReactor) {
                    rx.viewDidLoad.map { Reactor.Action.refresh }.bind(to: reactor.action).disposed(by: disposeBag)
                    reactor.state.map { $0.sections }.bind(to: tableView.rx.items(dataSource: dataSource))
                        .disposed(by: disposeBag)
                }
            }
            """
        let launch = """
            import UIKit
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication,
                                 didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    let reactor = TasksReactor()
                    window?.rootViewController = TasksController(reactor: reactor)
                    return true
                }
            }
            """
        let result = try SwiftUIReadingTests.describe(source, scene: "TasksController",
                                                      files: ["Sources/App/AppDelegate.swift": launch])
        #expect(result.elements == ["Tasks. Heading.", "Write tests", "Ship"], "\(result.notes)")
    }
}
