import Testing

/// The thirty-second user's screens (SwiftSourceReading.md, "Screens", "What the source fixes"): the system's
/// accessibility settings as VoiceOver reads the screen, a view's safe area before and after it is in a window, and
/// the dependencies a screen is given by a coordinator the project makes, made with `.init(…)` where the declaration
/// gives the type.
@Suite("UIKit code: the thirty-second user's screens")
@MainActor
struct UIKitThirtySecondUserTests {
    @Test("""
        UIAccessibility answers as VoiceOver reads the screen: VoiceOver running (the Swift 4 function too), the other \
        settings off; SwiftUI's environment the same
        """)
    func accessibilitySettings() throws {
        let source = """
            import UIKit

            final class CodeBox: UIView {
                let field = UITextField()
                let index: Int
                init(index: Int) {
                    self.index = index
                    super.init(frame: .zero)
                    field.text = UIAccessibility.isVoiceOverRunning ? "" : "\\u{200B}"
                    isAccessibilityElement = true
                }
                required init?(coder: NSCoder) { fatalError() }
                override var accessibilityLabel: String? {
                    get {
                        let empty = field.text?.isEmpty ?? true
                        return "Box \\(index + 1). " + (empty ? "Empty." : "Filled.")
                    }
                    set { super.accessibilityLabel = newValue }
                }
            }

            final class CodeController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let stack = UIStackView(arrangedSubviews: [CodeBox(index: 0), CodeBox(index: 1)])
                    stack.frame = CGRect(x: 16, y: 100, width: 200, height: 44)
                    view.addSubview(stack)
                    let motion = UILabel(frame: CGRect(x: 16, y: 200, width: 300, height: 40))
                    motion.text = UIAccessibility.isReduceMotionEnabled ? "Still" : "Animated"
                    view.addSubview(motion)
                    let old = UILabel(frame: CGRect(x: 16, y: 260, width: 300, height: 40))
                    old.text = UIAccessibilityIsVoiceOverRunning() ? "Speaking" : "Silent"
                    view.addSubview(old)
                }
            }
            """
        let result = try SwiftUIReadingTests.describe(source)
        #expect(result.elements == ["Box 1. Empty.", "Box 2. Empty.", "Animated", "Speaking"], "\(result.notes)")
        let swiftUI = """
            import SwiftUI

            struct Greeting: View {
                @Environment(\\.accessibilityVoiceOverEnabled) private var voiceOver
                @Environment(\\.accessibilityReduceMotion) private var reduceMotion
                var body: some View {
                    VStack {
                        Text(voiceOver ? "Swipe to hear more" : "Tap to read more")
                        Text(reduceMotion ? "Still" : "Moving")
                    }
                }
            }
            """
        #expect(try SwiftUIReadingTests.describe(swiftUI).elements == ["Swipe to hear more", "Moving"])
    }

    @Test("""
        a view's safe area is zero in viewDidLoad and the screen's at the bottom from viewSafeAreaInsetsDidChange on \
        (a button pinned above the home indicator is on screen)
        """)
    func safeArea() throws {
        let source = """
            import UIKit

            final class StepsController: UIViewController {
                private let footer = UIView()
                private let button = UIButton(type: .system)
                private var footerHeight: NSLayoutConstraint?
                private let early = UILabel()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    early.text = "Bottom inset \\(Int(view.safeAreaInsets.bottom))"
                    early.frame = CGRect(x: 16, y: 120, width: 300, height: 40)
                    view.addSubview(early)
                    button.setTitle("Open settings", for: .normal)
                    button.translatesAutoresizingMaskIntoConstraints = false
                    footer.translatesAutoresizingMaskIntoConstraints = false
                    footer.addSubview(button)
                    view.addSubview(footer)
                    let height = footer.heightAnchor.constraint(equalToConstant: 72 + view.safeAreaInsets.bottom)
                    footerHeight = height
                    NSLayoutConstraint.activate([
                        footer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        footer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        footer.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                        height,
                        button.centerXAnchor.constraint(equalTo: footer.centerXAnchor),
                        button.topAnchor.constraint(equalTo: footer.topAnchor, constant: 14),
                    ])
                }

                override func viewSafeAreaInsetsDidChange() {
                    super.viewSafeAreaInsetsDidChange()
                    footerHeight?.constant = 72 + view.safeAreaInsets.bottom
                    early.accessibilityHint = "now \\(Int(view.safeAreaInsets.bottom))"
                }
            }
            """
        let result = try SwiftUIReadingTests.describe(source, files: [:])
        #expect(result.elements == ["Bottom inset 0", "Open settings. Button."], "\(result.notes)")
        #expect(result.notes.isEmpty, "\(result.notes)")
    }

    @Test("""
        a screen a coordinator makes with .init(deps: useCases) in a property declared as the screen's type is given \
        what the coordinator holds, as the app delegate UIKit makes gives it (three objects up at most)
        """)
    func dependenciesFromTheMaker() throws {
        let delegate = """
            import UIKit

            @main
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                private let locator = UseCaseLocator(store: MelodyStore())
                private lazy var coordinator = RootCoordinator(useCases: locator, navigationController: UINavigationController())
            }
            """
        let coordinator = """
            import UIKit

            protocol UseCases { var melodies: MelodyStore { get } }

            enum Melody { case roosters, rise, tiktak
                var name: String {
                    switch self {
                    case .roosters: return "Roosters Crow"
                    case .rise: return "Rise and Shine!"
                    case .tiktak: return "Tik Tak"
                    }
                }
            }

            final class MelodyStore {
                let all: [Melody] = [.roosters, .rise, .tiktak]
            }

            final class UseCaseLocator: UseCases {
                private let store: MelodyStore
                init(store: MelodyStore) { self.store = store }
                var melodies: MelodyStore { store }
            }

            final class RootCoordinator {
                private let useCases: UseCases
                private let navigationController: UINavigationController
                init(useCases: UseCases, navigationController: UINavigationController) {
                    self.useCases = useCases
                    self.navigationController = navigationController
                }
                func showMelodies() { navigationController.present(melodiesScreen, animated: true) }
                private var melodiesScreen: MelodiesViewController {
                    .init(deps: useCases) { _ in }
                }
            }
            """
        let source = """
            import UIKit

            final class MelodiesViewController: UIViewController {
                private let deps: UseCases
                private let out: (Int) -> Void
                init(deps: UseCases, out: @escaping (Int) -> Void) {
                    self.deps = deps
                    self.out = out
                    super.init(nibName: nil, bundle: nil)
                }
                required init?(coder: NSCoder) { fatalError() }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let stack = UIStackView(arrangedSubviews: deps.melodies.all.map { melody in
                        let label = UILabel()
                        label.text = melody.name
                        return label
                    })
                    stack.axis = .vertical
                    stack.frame = CGRect(x: 16, y: 120, width: 300, height: 200)
                    view.addSubview(stack)
                }
            }
            """
        let result = try SwiftUIReadingTests.describe(source, files: [
            "Sources/App/AppDelegate.swift": delegate, "Sources/App/Coordinator.swift": coordinator,
        ])
        #expect(result.elements == ["Roosters Crow", "Rise and Shine!", "Tik Tak"], "\(result.notes)")
        #expect(result.notes.contains("Coordinator.swift:34:9: MelodiesViewController is read as made here"), "\(result.notes)")
    }

    @Test("""
        a generic property wrapper's T is the property's type (T.retrieveOptional(…) is the type's), found through the \
        protocols it adopts by an alias of several and the protocols those inherit; nil on a fresh install
        """)
    func genericWrapper() throws {
        let source = """
            import UIKit

            protocol Retrievable { static func retrieveOptional(from defaults: UserDefaults, key: String) -> Self? }
            protocol Decodes: Decodable, Retrievable {}
            protocol Encodes: Encodable {}
            typealias Storable = Decodes & Encodes
            extension Decodes {
                static func retrieveOptional(from defaults: UserDefaults, key: String) -> Self? {
                    guard let data = defaults.object(forKey: key) as? Data else { return nil }
                    return try? JSONDecoder().decode(Self.self, from: data)
                }
            }

            @propertyWrapper
            struct Stored<T: Retrievable> {
                let key: String
                var defaults: UserDefaults
                init(key: String, defaults: UserDefaults = .standard) {
                    self.key = key
                    self.defaults = defaults
                }
                var wrappedValue: T? {
                    get { T.retrieveOptional(from: defaults, key: key) }
                    set { }
                }
            }

            final class Config: Storable { var countries: [String] = [] }

            enum ConfigManager {
                @Stored(key: "config")
                static var current: Config?
            }

            final class SendController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let countries = ConfigManager.current?.countries ?? []
                    let label = UILabel(frame: CGRect(x: 16, y: 120, width: 300, height: 40))
                    label.text = countries.isEmpty ? "Your code is sent to Switzerland" : "Your code is sent abroad"
                    view.addSubview(label)
                }
            }
            """
        let result = try SwiftUIReadingTests.describe(source)
        #expect(result.elements == ["Your code is sent to Switzerland"], "\(result.notes)")
    }

    @Test("""
        an enum's own case named alone in its static method; firstIndex(where:) and (of:); #function; a UserDefaults \
        extension's own reads, a default it registers; an element each branch run time chooses sets is that \
        element only; a one-entry dictionary's first
        """)
    func settingsIdioms() throws {
        let source = """
            import UIKit
            import LocalAuthentication

            enum Theme: Int { case device, light, dark }

            extension UserDefaults {
                var theme: Theme {
                    register(defaults: [#function: Theme.light.rawValue])
                    return Theme(rawValue: integer(forKey: #function)) ?? .device
                }
                var showsTips: Bool { bool(forKey: #function) }
            }

            final class SettingsController: UIViewController {
                enum Section { case general, privacy, integration, mozilla
                    static func all() -> [Section] { [.general, .privacy, integration, .mozilla] }
                }
                private var toggles = [Int: [Int: String]]()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let privacy = Section.all().firstIndex(where: { $0 == .privacy }) ?? -1
                    let integration = Section.all().firstIndex(of: .integration) ?? -1
                    if LAContext().canEvaluatePolicy(.deviceOwnerAuthentication, error: nil) {
                        toggles[privacy] = [1: "Block fonts", 2: "Use passcode"]
                    } else {
                        toggles[privacy] = [1: "Block fonts"]
                    }
                    toggles[integration] = [0: "Safari"]
                    let theme = UserDefaults.standard.theme == .light ? "Light" : "Other"
                    let tips = UserDefaults.standard.showsTips ? "Tips on" : "Tips off"
                    let first = toggles[integration]?.first?.value ?? "none"
                    let label = UILabel(frame: CGRect(x: 16, y: 120, width: 360, height: 40))
                    label.text = "\\(privacy) \\(integration) \\(theme) \\(tips) \\(toggles.count) \\(first)"
                    view.addSubview(label)
                }
            }
            """
        let result = try SwiftUIReadingTests.describe(source)
        #expect(result.elements == ["1 2 Light Tips off 2 Safari"], "\(result.notes)")
    }

    @Test("""
        a class nested in another type is found made by its path (Onboarding.Controller(…), .init(…) in a function \
        declared to return one), not where another type's class of its name is made
        """)
    func nestedScreens() throws {
        let coordinator = """
            import UIKit

            final class Coordinator {
                func onboarding() -> Onboarding.Controller {
                    .init(params: Onboarding.defaultParams)
                }
                func settings() -> Settings.Controller { Settings.Controller(title: "Elsewhere") }
            }
            """
        let source = """
            import UIKit

            enum Onboarding {
                struct Params { let title: String }
                static var defaultParams: Params { Params(title: "Welcome to Rise!") }
            }
            extension Onboarding {
                final class Controller: UIViewController {
                    private let params: Params
                    init(params: Params) {
                        self.params = params
                        super.init(nibName: nil, bundle: nil)
                    }
                    required init?(coder: NSCoder) { fatalError() }
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let label = UILabel(frame: CGRect(x: 16, y: 120, width: 300, height: 40))
                        label.text = params.title
                        view.addSubview(label)
                    }
                }
            }
            enum Settings {
                final class Controller: UIViewController {
                    init(title: String) { super.init(nibName: nil, bundle: nil) }
                    required init?(coder: NSCoder) { fatalError() }
                }
            }
            """
        let result = try SwiftUIReadingTests.describe(source, scene: "Onboarding.Controller",
                                                      files: ["Sources/App/Coordinator.swift": coordinator])
        #expect(result.elements == ["Welcome to Rise!"], "\(result.notes)")
        #expect(result.notes == ["Coordinator.swift:5:9: Controller is read as made here"], "\(result.notes)")
    }

    @Test("""
        what the maker holds is not taken where it is not fixed: a parameter of the making function named like the \
        coordinator's property, a delegate's state set in didFinishLaunching, a var a method assigns
        """)
    func ownersNotGuessed() throws {
        let delegate = """
            import UIKit

            @main
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                var title: String?
                func application(_ application: UIApplication,
                                 didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    title = "Launched"
                    return true
                }
            }
            """
        let coordinator = """
            import UIKit

            final class Coordinator {
                private let greeting = "Hello"
                private var status = "Idle"
                private let delegate = AppDelegate()
                func start() { status = "Running" }
                func show(greeting: String) {
                    let screen = GreetingController(greeting: greeting, status: status, title: delegate.title)
                    _ = screen
                }
            }
            """
        let source = """
            import UIKit

            final class GreetingController: UIViewController {
                private let greeting: String
                private let status: String
                private let heading: String?
                init(greeting: String, status: String, title: String?) {
                    self.greeting = greeting
                    self.status = status
                    self.heading = title
                    super.init(nibName: nil, bundle: nil)
                }
                required init?(coder: NSCoder) { fatalError() }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let label = UILabel(frame: CGRect(x: 16, y: 120, width: 300, height: 40))
                    label.text = greeting + " " + status + " " + (heading ?? "no title")
                    view.addSubview(label)
                }
            }
            """
        let result = try SwiftUIReadingTests.describe(source, files: [
            "Sources/App/AppDelegate.swift": delegate, "Sources/App/Coordinator.swift": coordinator,
        ])
        // (The parameter, the `var` start() assigns, and the title didFinishLaunching sets: none known.)
        #expect(!result.elements.contains { $0.contains("Hello") || $0.contains("Idle") || $0.contains("no title") },
                "\(result.elements) \(result.notes)")
    }

    @Test("""
        a key only one way of an if adds makes the dictionary unknown; contains holds with an unknown item before \
        the match; firstIndex of a slice is not its position; a registered default is converted as the read asks
        """)
    func elementsAndConversions() throws {
        let source = """
            import UIKit
            import LocalAuthentication

            final class ListController: UIViewController {
                private var rows = [Int: String]()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    rows[0] = "General"
                    if LAContext().canEvaluatePolicy(.deviceOwnerAuthentication, error: nil) { rows[1] = "Passcode" }
                    let unknown = UserDefaults.standard.string(forKey: "name")
                    let names = [unknown ?? UIDevice.current.name, "Ann"]
                    UserDefaults.standard.register(defaults: ["sounds": 1, "size": "3"])
                    let sounds = UserDefaults.standard.bool(forKey: "sounds") ? "Sounds on" : "Sounds off"
                    let size = UserDefaults.standard.integer(forKey: "size")
                    let tail = ["a", "b", "c"].dropFirst().firstIndex(of: "b").map { "at \\($0)" } ?? "none"
                    let label = UILabel(frame: CGRect(x: 16, y: 120, width: 360, height: 40))
                    label.text = "\\(names.contains("Ann")) \\(sounds) \\(size)"
                    view.addSubview(label)
                    let count = UILabel(frame: CGRect(x: 16, y: 200, width: 360, height: 40))
                    count.text = "\\(rows.count) rows"
                    view.addSubview(count)
                    let slice = UILabel(frame: CGRect(x: 16, y: 280, width: 360, height: 40))
                    slice.text = tail
                    view.addSubview(slice)
                }
            }
            """
        let result = try SwiftUIReadingTests.describe(source)
        #expect(result.elements.first == "true Sounds on 3", "\(result.elements) \(result.notes)")
        #expect(!result.elements.contains("1 rows") && !result.elements.contains("2 rows"), "\(result.elements)")
        #expect(!result.elements.contains("at 0"), "\(result.elements)")
    }

    @Test("""
        the project's own stream operators (extension ObservableType { func mapToVoid() }) run on the stream; a screen \
        made with .init(navigator: self) for its view model gets one of the parameter's type
        """)
    func projectOperatorsAndImplicitArguments() throws {
        let navigator = """
            import UIKit

            final class SettingNavigator {
                private let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                func initial() {
                    navigationController.pushViewController(SettingController(viewModel: .init(navigator: self)), animated: true)
                }
            }

            final class SettingViewModel {
                private let navigator: SettingNavigator
                let title: String
                init(navigator: SettingNavigator) {
                    self.navigator = navigator
                    title = "Settings"
                }
            }
            """
        let source = """
            import UIKit
            import RxSwift
            import RxCocoa

            extension ObservableType {
                func mapToVoid() -> Observable<Void> { map { _ in } }
                func titled(_ text: String) -> Observable<String> { self.map { _ in text } }
            }

            final class SettingController: UIViewController {
                let viewModel: SettingViewModel
                private let label = UILabel(frame: CGRect(x: 16, y: 120, width: 300, height: 40))
                private let bag = DisposeBag()
                init(viewModel: SettingViewModel) {
                    self.viewModel = viewModel
                    super.init(nibName: nil, bundle: nil)
                }
                required init?(coder: NSCoder) { fatalError() }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(label)
                    Observable.just(1).mapToVoid().titled(viewModel.title).bind(to: label.rx.text).disposed(by: bag)
                }
            }
            """
        let result = try SwiftUIReadingTests.describe(source, files: ["Sources/App/Navigator.swift": navigator])
        #expect(result.elements == ["Settings"], "\(result.notes)")
        #expect(result.notes.contains("Navigator.swift:7:49: SettingController is read as made here"), "\(result.notes)")
    }

    @Test("a method of the controller named with a capital (ConfigureScrollView()) runs, where no type has the name")
    func capitalizedMethods() throws {
        let source = """
            import UIKit

            final class LoginController: UIViewController {
                private let scrollView = UIScrollView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    ConfigureScrollView()
                }
                private func ConfigureScrollView() {
                    scrollView.frame = view.bounds
                    view.addSubview(scrollView)
                    let label = UILabel(frame: CGRect(x: 16, y: 300, width: 300, height: 40))
                    label.text = "Login"
                    scrollView.addSubview(label)
                }
            }
            """
        #expect(try SwiftUIReadingTests.describe(source).elements == ["Login"])
    }

    @Test("Observable.create runs its closure for each subscriber, whose onNext gives the value")
    func observableCreate() throws {
        let source = """
            import UIKit
            import RxSwift
            import RxCocoa

            final class SectionsController: UIViewController {
                private let label = UILabel(frame: CGRect(x: 16, y: 120, width: 300, height: 40))
                private let bag = DisposeBag()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(label)
                    Observable<[String]>.create({ observer -> Disposable in
                        var items = ["Dark Theme", "Licenses"]
                        items.append("About")
                        observer.onNext(items)
                        return Disposables.create()
                    })
                    .map { $0.joined(separator: ", ") }
                    .bind(to: label.rx.text)
                    .disposed(by: bag)
                }
            }
            """
        let result = try SwiftUIReadingTests.describe(source)
        #expect(result.elements == ["Dark Theme, Licenses, About"], "\(result.notes)")
    }
}
