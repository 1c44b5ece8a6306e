import A11yCore
import ScenesTestSupport
import Testing

/// What a forty-seventh user's apps needed (SwiftSourceReading.md, "UIKit screens built in code", "Texts"):
/// toolbars and navigation bars the code adds as views, with their items, and a currency formatted in the
/// device's region.
@Suite("UIKit code: a forty-seventh user's apps")
@MainActor
struct UIKitFortySeventhUserTests {
    static let source = """
        import UIKit

        extension UIButton {
            static func vertical(title: String, image: UIImage) -> UIButton {
                let button = UIButton(type: .system)
                button.setTitle(title, for: .normal)
                button.setImage(image, for: .normal)
                return button
            }
        }

        final class HelpViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let label = UILabel(frame: CGRect(x: 16, y: 100, width: 300, height: 30))
                label.text = "How to buy"
                view.addSubview(label)
            }
        }

        final class WalletViewController: UIViewController {
            private let bar = UINavigationBar()
            private let toolbar = UIToolbar()

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(bar)
                view.addSubview(toolbar)
                bar.frame = CGRect(x: 0, y: 62, width: 402, height: 44)
                toolbar.frame = CGRect(x: 0, y: 766, width: 402, height: 74)
                let item = UINavigationItem(title: "Wallet")
                item.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(close))
                bar.pushItem(item, animated: false)
                let buttons = [("Buy", #imageLiteral(resourceName: "buy"), #selector(buy)),
                               ("Menu", #imageLiteral(resourceName: "menu"), #selector(buy))].map { (title, image, selector) in
                    let button = UIButton.vertical(title: title, image: image)
                    button.addTarget(self, action: selector, for: .touchUpInside)
                    return UIBarButtonItem(customView: button)
                }
                let space = UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
                let help = UIBarButtonItem(title: "Help", style: .plain, target: nil, action: #selector(showHelp))
                toolbar.setItems([space, buttons[0], space, buttons[1], space, help], animated: false)
            }

            @objc private func close() {}
            @objc private func buy() {}
            @objc private func showHelp() { present(HelpViewController(), animated: true) }
        }
        """

    @Test("a stand-alone navigation bar's top item and a stand-alone toolbar's items; an item's action with no target")
    func standAloneBars() throws {
        let read = try SwiftUIReadingTests.describe(Self.source, scene: "WalletViewController")
        #expect(read.elements == ["Cancel. Button.", "Wallet. Heading.", "Buy. Button.", "Menu. Button.", "Help. Button."],
                "\(read)")
        // `target: nil`: the action goes up the responder chain to the controller, which presents the help screen.
        let app = try UIKitReadingTests.app(Self.source, scene: "WalletViewController")
        let scheduler = VirtualScheduler()
        let session = app.makeSession(backend: VirtualSpeechBackend(scheduler: scheduler), scheduler: scheduler)
        session.start()
        scheduler.runUntilIdle()
        #expect(session.focus(try #require(UIKitReadingTests.view(labeled: "Help", in: app.window))))
        session.activate()
        scheduler.runUntilIdle()
        #expect(UIKitReadingTests.said(app) == ["How to buy"], "\(UIKitReadingTests.said(app))")
    }

    @Test("a currency in the device's region (en as en-US, de as de-DE), its symbol set by the code")
    func currency() throws {
        let source = """
            import UIKit

            final class TotalViewController: UIViewController {
                private lazy var formatter: NumberFormatter = {
                    let formatter = NumberFormatter()
                    formatter.numberStyle = .currency
                    return formatter
                }()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let stack = UIStackView()
                    stack.axis = .vertical
                    stack.frame = CGRect(x: 16, y: 100, width: 340, height: 200)
                    let total = UILabel()
                    total.text = formatter.string(from: 12.5)
                    formatter.currencySymbol = ""
                    let bare = UILabel()
                    bare.text = formatter.string(from: 3)
                    for label in [total, bare] { stack.addArrangedSubview(label) }
                    view.addSubview(stack)
                }
            }
            """
        #expect(try SwiftUIReadingTests.describe(source).elements == ["$12.50", "3.00"])
        #expect(try SwiftUIReadingTests.describe(source, language: "de").elements == ["12,50\u{A0}€", "3,00"])
    }

    @Test("a binder made an observer (rx.isHidden.asObserver()) is still the view's property a stream is bound to")
    func binderAsObserver() throws {
        let source = """
            import UIKit
            import RxSwift
            import RxCocoa

            final class OfflineViewController: UIViewController {
                private let connected = BehaviorRelay<Bool>(value: true)
                private let banner = UILabel(frame: CGRect(x: 16, y: 100, width: 300, height: 30))
                private let welcome = UILabel(frame: CGRect(x: 16, y: 200, width: 300, height: 30))
                private let bag = DisposeBag()
                var bannerHidden: AnyObserver<Bool> { banner.rx.isHidden.asObserver() }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    banner.text = "Offline"
                    welcome.text = "Welcome"
                    view.addSubview(banner)
                    view.addSubview(welcome)
                    connected.bind(to: bannerHidden).disposed(by: bag)
                }
            }
            """
        let read = try SwiftUIReadingTests.describe(source)
        #expect(read.elements == ["Welcome"], "\(read)")
        #expect(read.notes.isEmpty, "\(read.notes)")
    }

    @Test("a name every way of a run-time branch sets: the value they agree on, or the elements arrays of one length share")
    func valueEveryWay() throws {
        let source = """
            import UIKit

            final class PadViewController: UIViewController {
                private let items: [String]
                private let heading: String
                private let detail: String

                init(showsBiometrics: Bool, kind: Int) {
                    if showsBiometrics {
                        items = ["1", "2", "del", "0", "bio"]
                    } else {
                        items = ["1", "2", "", "0", "del"]
                    }
                    switch kind {
                    case 0: heading = "PIN Required"
                    default: heading = "PIN Required"
                    }
                    if showsBiometrics { detail = "Use Face ID" } else { detail = "Enter your PIN" }
                    super.init(nibName: nil, bundle: nil)
                }

                required init?(coder: NSCoder) { fatalError() }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let stack = UIStackView()
                    stack.axis = .vertical
                    stack.frame = CGRect(x: 16, y: 100, width: 340, height: 500)
                    for text in [heading, detail] + items {
                        let label = UILabel()
                        label.text = text
                        stack.addArrangedSubview(label)
                    }
                    view.addSubview(stack)
                }
            }
            """
        let read = try SwiftUIReadingTests.describe(source)
        #expect(read.elements == ["PIN Required", "1", "2", "0"], "\(read)")
    }

    @Test("what the app stores in the defaults before the screen shows is read back; the defaults' KVO stream, filterNil")
    func storedDefaults() throws {
        let source = """
            import UIKit
            import RxSwift
            import RxCocoa

            enum AutoLock: String { case one, five, never }

            final class Settings {
                static let shared = Settings()
                let defaults = UserDefaults(suiteName: "group.lock") ?? UserDefaults.standard
                init() {
                    if defaults.value(forKey: "autoLock") == nil { defaults.set(AutoLock.five.rawValue, forKey: "autoLock") }
                    defaults.set(true, forKey: "seen")
                    defaults.set(3, forKey: "launches")
                    defaults.removeObject(forKey: "launches")
                }
                var autoLock: Observable<AutoLock> {
                    defaults.rx.observe(String.self, "autoLock").filterNil().map { AutoLock(rawValue: $0) ?? .never }
                }
            }

            final class LockViewController: UIViewController {
                private let bag = DisposeBag()
                private let lock = UILabel(frame: CGRect(x: 16, y: 100, width: 300, height: 30))
                private let seen = UILabel(frame: CGRect(x: 16, y: 140, width: 300, height: 30))
                private let launches = UILabel(frame: CGRect(x: 16, y: 180, width: 300, height: 30))

                override func viewDidLoad() {
                    super.viewDidLoad()
                    for label in [lock, seen, launches] { view.addSubview(label) }
                    Settings.shared.autoLock.map { "Locks after \\($0.rawValue)" }.bind(to: lock.rx.text).disposed(by: bag)
                    seen.text = UserDefaults.standard.bool(forKey: "seen") ? "Welcome back" : "Welcome"
                    launches.text = "Launches: \\(UserDefaults.standard.integer(forKey: "launches"))"
                }
            }
            """
        let read = try SwiftUIReadingTests.describe(source)
        #expect(read.elements == ["Locks after five", "Welcome back", "Launches: 0"], "\(read)")
    }

    @Test("of types of one name in two targets, the one the screen's target builds, else the one in the nearest folder")
    func typesOfOneTarget() throws {
        let screen = """
            import UIKit

            final class HomeViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let label = UILabel(frame: CGRect(x: 16, y: 100, width: 300, height: 30))
                    label.text = Store.shared.title
                    view.addSubview(label)
                }
            }
            """
        // A shared base class whose initializer calls a method each target's subclass overrides.
        let base = """
            class BaseStore {
                var title = "Nothing"
                init() { configure() }
                func configure() { fatalError("not implemented") }
            }
            """
        let store = { (name: String) in
            "class Store: BaseStore {\n    static let shared = Store()\n"
                + "    override func configure() { title = \"\(name)\" }\n}\n"
        }
        let folders = try SwiftUIReadingTests.describe(screen, files: [
            "Shared/BaseStore.swift": base, "Sources/Widget/Store.swift": store("Widget"),
            "Sources/App/Store.swift": store("App"),
        ])
        #expect(folders.elements == ["App"], "\(folders)")
        // In one folder, the Xcode project's targets tell them apart.
        let project = """
            // !$*UTF8*$!
            {
                archiveVersion = 1;
                objects = {
                    B1 = {isa = PBXBuildFile; fileRef = F1; };
                    B2 = {isa = PBXBuildFile; fileRef = F2; };
                    B3 = {isa = PBXBuildFile; fileRef = F3; };
                    F1 = {isa = PBXFileReference; path = Screen.swift; sourceTree = "<group>"; };
                    F2 = {isa = PBXFileReference; path = AppStore.swift; sourceTree = "<group>"; };
                    F3 = {isa = PBXFileReference; path = AWidgetStore.swift; sourceTree = "<group>"; };
                    P1 = {isa = PBXProject; targets = (T1, T2); };
                    T1 = {isa = PBXNativeTarget; buildPhases = (S1); name = App;
                          productType = "com.apple.product-type.application"; };
                    T2 = {isa = PBXNativeTarget; buildPhases = (S2); name = Widget;
                          productType = "com.apple.product-type.app-extension"; };
                    S1 = {isa = PBXSourcesBuildPhase; files = (B1, B2); };
                    S2 = {isa = PBXSourcesBuildPhase; files = (B3); };
                };
                rootObject = P1;
            }
            """
        let targets = try SwiftUIReadingTests.describe(screen, files: [
            "Shared/BaseStore.swift": base, "Sources/App/AWidgetStore.swift": store("Widget"),
            "Sources/App/AppStore.swift": store("App"), "App.xcodeproj/project.pbxproj": project,
        ])
        #expect(targets.elements == ["App"], "\(targets)")
    }

    @Test("a row's accessory named by its path (UITableViewCell.AccessoryType.checkmark) is the checkmark")
    func accessoryByPath() throws {
        let source = """
            import UIKit

            final class LockTableViewController: UITableViewController {
                private let rows = ["1 minute", "5 minutes"]
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = UITableViewCell()
                    cell.textLabel?.text = rows[indexPath.row]
                    cell.accessoryType = indexPath.row == 1 ? UITableViewCell.AccessoryType.checkmark : .none
                    return cell
                }
            }
            """
        let read = try SwiftUIReadingTests.describe(source)
        #expect(read.elements == ["1 minute", "Selected: 5 minutes. Button."], "\(read)")
    }

    @Test("a child controller is given its parent's showing steps (viewWillAppear …), once, until it leaves")
    func childControllersAppear() throws {
        let source = """
            import UIKit

            extension UIViewController {
                func addChildViewController(_ child: UIViewController, layout: () -> Void) {
                    addChild(child)
                    view.addSubview(child.view)
                    layout()
                    child.didMove(toParent: self)
                }
            }

            final class ListViewController: UIViewController {
                private var shown = 0
                private let status = UILabel(frame: CGRect(x: 16, y: 20, width: 200, height: 30))
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    shown += 1
                    status.text = "Shown \\(shown) time"
                    view.addSubview(status)
                }
            }

            final class HomeViewController: UIViewController {
                private let list = ListViewController()
                private let gone = ListViewController()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    addChildViewController(list) { self.list.view.frame = CGRect(x: 0, y: 200, width: 402, height: 100) }
                    addChild(gone)
                    view.addSubview(gone.view)
                    gone.view.frame = CGRect(x: 0, y: 400, width: 402, height: 100)
                    gone.removeFromParent()
                }
            }
            """
        let read = try SwiftUIReadingTests.describe(source, scene: "HomeViewController")
        #expect(read.elements == ["Shown 1 time"], "\(read)")
    }

    @Test("a table view controller a storyboard makes with static cells shows them, as the storyboard has them")
    func staticCells() throws {
        let source = """
            import UIKit

            final class SettingsViewController: UITableViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.rowHeight = 44
                }
            }
            """
        let cell = { (id: String, text: String) in
            """
            <tableViewCell textLabel="\(id)-label" style="IBUITableViewCellStyleDefault" id="\(id)">
                <rect key="frame" x="0.0" y="0.0" width="402" height="44"/>
                <tableViewCellContentView key="contentView" tableViewCell="\(id)" id="\(id)-content">
                    <rect key="frame" x="0.0" y="0.0" width="402" height="44"/>
                    <subviews>
                        <label text="\(text)" id="\(id)-label">
                            <rect key="frame" x="20" y="0.0" width="362" height="44"/>
                        </label>
                    </subviews>
                </tableViewCellContentView>
            </tableViewCell>
            """
        }
        let storyboard = IB.storyboard("""
            <tableViewController title="Settings" id="tvc" customClass="SettingsViewController" sceneMemberID="viewController">
                <tableView key="view" dataMode="static" style="grouped" rowHeight="44" id="table">
                    <rect key="frame" x="0.0" y="0.0" width="402" height="874"/>
                    <sections>
                        <tableViewSection headerTitle="Server" id="s1">
                            <cells>
            \(cell("c1", "Fastest Server"))
            \(cell("c2", "Protocol"))
                            </cells>
                        </tableViewSection>
                    </sections>
                    <connections>
                        <outlet property="dataSource" destination="tvc" id="o1"/>
                        <outlet property="delegate" destination="tvc" id="o2"/>
                    </connections>
                </tableView>
            </tableViewController>
            """)
        let read = try SwiftUIReadingTests.describe(source, files: ["Sources/App/Base.lproj/Main.storyboard": storyboard])
        #expect(read.elements.suffix(3) == ["Server. Heading.", "Fastest Server", "Protocol"], "\(read)")
        #expect(read.notes.contains { $0.contains("the storyboard's static cells") }, "\(read.notes)")
    }
}
