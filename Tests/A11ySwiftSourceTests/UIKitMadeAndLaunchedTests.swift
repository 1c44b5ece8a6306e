import Testing

/// Screens as the app makes them (SwiftSourceReading.md, "Screens", "What the source fixes", "What is
/// followed"): the arguments the one place that makes a screen gives it, Swinject's container, static
/// properties the app's launch sets, defaults kept in properties, enum initializers, types kept as
/// values, test files told apart. (UIKitBundledContentTests has bundled JSON and sorting.)
@Suite("UIKit code: screens as the app makes them")
@MainActor
struct UIKitMadeAndLaunchedTests {
    @Test("""
        a screen the project makes in one place is made with the arguments given there that the source fixes, \
        Swinject's resolve running the factory the project registers, with a note; the others stay run time's
        """)
    func argumentsWhereMade() throws {
        let injector = """
            import Swinject
            import UIKit

            public protocol AppIconChanger: AnyObject {
                var supportsAlternateIcons: Bool { get }
            }

            extension UIApplication: AppIconChanger {}

            func configure(container: Container, store: Store) {
                container.register(AppIconChanger.self) { _ in return UIApplication.shared }
                container.register(String.self, name: "greeting") { _ in "Hello" }
                container.register(SettingsViewController.self) { r in
                    return SettingsViewController(appIconChanger: r.resolve(AppIconChanger.self)!,
                                                  greeting: r.resolve(String.self, name: "greeting")!,
                                                  store: store)
                }
            }
            """
        let spec = """
            @testable import App
            import Quick

            final class SettingsSpec: QuickSpec {
                let subject = SettingsViewController(appIconChanger: FakeChanger(), greeting: "Test", store: Store())
            }
            """
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
                <key>CFBundleIcons</key>
                <dict><key>CFBundleAlternateIcons</key><dict><key>Black</key><dict/></dict></dict>
            </dict>
            </plist>
            """
        let source = """
            import UIKit

            final class SettingsViewController: UIViewController {
                private let appIconChanger: AppIconChanger
                private let greeting: String
                private let store: Store

                init(appIconChanger: AppIconChanger, greeting: String, store: Store) {
                    self.appIconChanger = appIconChanger
                    self.greeting = greeting
                    self.store = store
                    super.init(nibName: nil, bundle: nil)
                }

                required init?(coder: NSCoder) { fatalError() }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let label = UILabel(frame: CGRect(x: 16, y: 120, width: 300, height: 40))
                    label.text = greeting + (appIconChanger.supportsAlternateIcons ? ", choose an icon" : "")
                    view.addSubview(label)
                }
            }
            """
        // The app target's Info.plist sits in a folder beside the code's (`Supporting Files`).
        let project = """
            // !$*UTF8*$!
            {
            \tobjects = {
            \t\tA1 /* Release */ = {
            \t\t\tisa = XCBuildConfiguration;
            \t\t\tbuildSettings = {
            \t\t\t\tINFOPLIST_FILE = "Sources/App/Supporting Files/Info.plist";
            \t\t\t};
            \t\t\tname = Release;
            \t\t};
            \t};
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source, files: [
            "Sources/App/Injector.swift": injector, "Sources/App/Supporting Files/Info.plist": plist,
            "Specs/SettingsSpec.swift": spec, "App.xcodeproj/project.pbxproj": project,
        ])
        #expect(elements == ["Hello, choose an icon"])
        #expect(notes.contains("Injector.swift:14:16: SettingsViewController is read as made here, with the arguments the "
                               + "source fixes (the others are only known when the app runs)"), "\(notes)")
    }

    @Test("""
        an enum's initializer assigning self gives that case (nil where it returns nil); a type kept as a value \
        (`ReviewPractice.self`) has its static members; arrays sort and texts compare as Swift's do
        """)
    func enumInitializersTypesAndSorting() throws {
        let source = """
            import UIKit

            protocol PracticeActivity { static var name: String { get } }
            struct ReviewPractice: PracticeActivity { static let name = "Review" }
            struct FreeCodingPractice: PracticeActivity { static let name = "Free Coding" }

            enum OtherSection: CustomStringConvertible {
                case readingTimes, exportOPML, appIcon

                var description: String {
                    switch self {
                    case .readingTimes: return "Reading times"
                    case .exportOPML: return "Share feeds list"
                    case .appIcon: return "App icon"
                    }
                }

                init?(rowIndex: Int, icons: Bool) {
                    switch rowIndex {
                    case 0: self = .readingTimes
                    case 1: self = .exportOPML
                    case 2:
                        if icons {
                            self = .appIcon
                        } else {
                            return nil
                        }
                    default: return nil
                    }
                }
            }

            final class Source {
                var activities: [PracticeActivity.Type] = [ReviewPractice.self, FreeCodingPractice.self]

                init() {
                    activities.sort { $0.name < $1.name }
                }
            }

            final class OtherViewController: UIViewController {
                let source = Source()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    var texts = (0..<4).compactMap { OtherSection(rowIndex: $0, icons: false)?.description }
                    texts += source.activities.map { $0.name }
                    texts += ["b", "c", "a"].sorted(by: >)
                    for (index, text) in texts.enumerated() {
                        let label = UILabel(frame: CGRect(x: 16, y: 100 + 44 * index, width: 300, height: 40))
                        label.text = text
                        view.addSubview(label)
                    }
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source)
        #expect(elements == ["Reading times", "Share feeds list", "Free Coding", "Review", "c", "b", "a"], "\(notes)")
    }

    @Test("""
        a static property the app's launch sets (the app delegate's didFinishLaunching, not under a condition) holds \
        what that makes, with a note; defaults kept in a property are a fresh install's
        """)
    func launchStatics() throws {
        let delegate = """
            import UIKit

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_: UIApplication, didFinishLaunchingWithOptions _: [UIApplication.LaunchOptionsKey: Any]?)
                    -> Bool {
                    if ProcessInfo.processInfo.environment["IS_TESTING"] == "1" {
                        User.current = User(name: "Test")
                        return true
                    }
                    User.current = User.load() ?? User()
                    return true
                }
            }
            """
        let user = """
            import Foundation

            final class User {
                var name = "Guest"
                var challenges: [Int] = []
                private let defaults: UserDefaults? = UserDefaults(suiteName: "group.app")

                init() {
                    if defaults?.object(forKey: "name") != nil { name = "Stored" }
                }

                init(name: String) { self.name = name }

                static func load() -> User? {
                    if let data = UserDefaults.standard.data(forKey: "User") { return User(name: "Loaded") }
                    return nil
                }
            }

            extension User {
                static var current: User!
            }
            """
        let source = """
            import UIKit

            final class ChallengesViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let label = UILabel(frame: CGRect(x: 16, y: 120, width: 300, height: 40))
                    label.text = User.current.challenges.isEmpty ? "No completed challenges yet" : "Your challenges"
                    view.addSubview(label)
                    let name = UILabel(frame: CGRect(x: 16, y: 170, width: 300, height: 40))
                    name.text = User.current.name
                    view.addSubview(name)
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source, files: [
            "Sources/App/AppDelegate.swift": delegate, "Sources/App/User.swift": user,
        ])
        #expect(elements == ["No completed challenges yet", "Guest"])
        #expect(notes.contains("AppDelegate.swift:11:9: User.current is read as the app's launch sets it here"), "\(notes)")
    }

    @Test("""
        Swinject: a type registered alike in two containers is resolved, one registered differently is not, a \
        factory's arguments are matched by number, a test's registrations do not count
        """)
    func swinjectRegistrations() throws {
        let app = """
            import Swinject

            func configure(container: Container) {
                container.register(String.self, name: "title") { _ in "Settings" }
                container.register(Int.self) { _ in 1 }
                container.register(String.self, name: "greeting") { _, name in "Hello, " + name }
                container.register(String.self, name: "greeting") { _ in "Hello" }
            }
            """
        let kit = """
            import Swinject

            func configureKit(container: Container) {
                container.register(String.self, name: "title") { _ in return "Settings" }
                container.register(Int.self) { _ in 2 }
            }
            """
        let test = """
            @testable import App
            import Swinject

            func configureTest(container: Container) {
                container.register(String.self, name: "title") { _ in "Test" }
            }
            """
        let source = """
            import Swinject
            import UIKit

            final class WelcomeViewController: UIViewController {
                let resolver = Container()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let texts = [resolver.resolve(String.self, name: "title") ?? "none",
                                 resolver.resolve(String.self, name: "greeting", argument: "Ana") ?? "none",
                                 resolver.resolve(String.self, name: "greeting") ?? "none",
                                 "\\(resolver.resolve(Int.self) ?? 0)"]
                    for (index, text) in texts.enumerated() {
                        let label = UILabel(frame: CGRect(x: 16, y: 100 + 44 * index, width: 300, height: 40))
                        label.text = text
                        view.addSubview(label)
                    }
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source, files: [
            "Sources/App/Injector.swift": app, "Sources/Kit/KitModule.swift": kit, "Sources/App/Support/Fakes.swift": test,
        ])
        #expect(elements.prefix(3) == ["Settings", "Hello, Ana", "Hello"], "\(notes)")
        // (Registered as 1 and as 2: which is the app's choice at run time.)
        #expect(!elements.contains("1") && !elements.contains("2"), "\(elements)")
    }

    @Test("a file under a …Specs folder, or one importing the app @testable, is a test's: it does not show the screen")
    func testFiles() throws {
        let source = """
            import UIKit

            final class ModeViewController: UIViewController {
                private let mode: String

                init(mode: String) {
                    self.mode = mode
                    super.init(nibName: nil, bundle: nil)
                }

                required init?(coder: NSCoder) { fatalError() }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let label = UILabel(frame: CGRect(x: 16, y: 120, width: 300, height: 40))
                    label.text = mode
                    view.addSubview(label)
                }
            }
            """
        let app = "func showModes() -> ModeViewController { ModeViewController(mode: \"Reading\") }"
        let spec = "func makeSubject() -> ModeViewController { ModeViewController(mode: \"Spec\") }"
        let helper = "@testable import App\n\nfunc makeFake() -> ModeViewController { ModeViewController(mode: \"Fake\") }"
        let (elements, _) = try SwiftUIReadingTests.describe(source, files: [
            "Sources/App/Coordinator.swift": app, "AppSpecs/ModeSpec.swift": spec, "Sources/Support/Helpers.swift": helper,
        ])
        #expect(elements == ["Reading"])
    }

    @Test("""
        an enum initializer returning before assigning self gives nil when failable; a plain return after assigning \
        keeps the case
        """)
    func enumInitializerPaths() throws {
        let source = """
            import UIKit

            enum Row {
                case header, item

                init?(index: Int) {
                    guard index >= 0 else { return nil }
                    if index == 0 {
                        self = .header
                        return
                    }
                    self = .item
                }
            }

            final class RowsViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let texts = [Row(index: -1) == nil ? "none" : "some", Row(index: 0) == .header ? "header" : "other",
                                 Row(index: 3) == .item ? "item" : "other"]
                    for (index, text) in texts.enumerated() {
                        let label = UILabel(frame: CGRect(x: 16, y: 100 + 44 * index, width: 300, height: 40))
                        label.text = text
                        view.addSubview(label)
                    }
                }
            }
            """
        let (elements, _) = try SwiftUIReadingTests.describe(source)
        #expect(elements == ["none", "header", "item"])
    }
}
