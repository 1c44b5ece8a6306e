import Testing

/// The thirty-fourth and thirty-fifth users' screens (SwiftSourceReading.md, "What is followed", "Tables",
/// "Conditional compilation"): cells dequeued by their class, static members a type inherits, relays made with
/// `.init(…)` where their type is declared, `type(of:)`, `NSString`'s ranges, types declared in a body, work on
/// dispatch queues and in animations, the app's folders, a controller's own navigation stack, and the build
/// flags of the app target that compiles the screen.
@Suite("UIKit code: the thirty-fifth user's screens")
@MainActor
struct UIKitThirtyFifthUserTests {
    @Test("""
        a cell dequeued by its class (the Reusable library's, or the project's copy of it, whose identifier is the \
        class's name through a static property every cell inherits from a protocol's extension) is of that class
        """)
    func reusableCells() throws {
        let reusable = """
            import UIKit

            protocol Reusable: AnyObject {
                static var reuseIdentifier: String { get }
            }

            extension Reusable {
                static var reuseIdentifier: String { String(describing: self) }
            }

            extension UITableViewCell: Reusable {}

            extension UITableView {
                final func register<T: UITableViewCell>(cellType: T.Type) {
                    register(cellType.self, forCellReuseIdentifier: cellType.reuseIdentifier)
                }
                final func dequeueReusableCell<T: UITableViewCell>(for indexPath: IndexPath, cellType: T.Type = T.self) -> T {
                    guard let cell = dequeueReusableCell(withIdentifier: cellType.reuseIdentifier, for: indexPath) as? T else {
                        fatalError("not registered")
                    }
                    return cell
                }
            }
            """
        let source = """
            import UIKit

            class TitleCell: UITableViewCell {
                func configure(title: String) { textLabel?.text = title }
            }

            final class SwitchCell: TitleCell {
                let toggle = UISwitch()
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    contentView.addSubview(toggle)
                }
                required init?(coder: NSCoder) { fatalError() }
            }

            final class SettingsController: UITableViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.register(cellType: SwitchCell.self)
                    tableView.register(cellType: TitleCell.self)
                }
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    if indexPath.row == 0 {
                        let cell = tableView.dequeueReusableCell(for: indexPath, cellType: SwitchCell.self)
                        cell.configure(title: "Dark Theme")
                        return cell
                    }
                    let cell = tableView.dequeueReusableCell(for: indexPath, cellType: TitleCell.self)
                    cell.configure(title: "Licenses")
                    return cell
                }
            }
            """
        let expected = ["Dark Theme. Switch Button. Off.", "Licenses"]
        let own = try SwiftUIReadingTests.describe(source, files: ["Sources/App/Reusable.swift": reusable])
        #expect(own.elements == expected, "\(own.notes)")
        // Without the project's copy: the library's dequeue by class.
        let library = try SwiftUIReadingTests.describe(source.replacingOccurrences(of: "tableView.register(cellType: ",
                                                                                   with: "_ = (")
            .replacingOccurrences(of: "import UIKit\n", with: "import UIKit\nimport Reusable\n"))
        #expect(library.elements == expected, "\(library.notes)")
    }

    @Test("""
        a relay made with .init(…) where its type is declared gives its value (of its element type); \
        type(of: viewModel).Input(…) makes the view model's nested type; a number's property the project's extension \
        adds is run with the number
        """)
    func declaredRelaysAndTypeOf() throws {
        let source = """
            import UIKit
            import RxCocoa
            import RxSwift

            final class ThemeViewModel {
                struct Input {
                    let trigger: Observable<Int>
                }
                struct Output {
                    let title: Observable<String>
                }
                func transform(input: Input) -> Output {
                    Output(title: input.trigger.map { "Theme \\($0)" })
                }
            }

            extension Int {
                var stringValue: String { String(self) }
            }

            enum Sort {
                case bestMatch, stars
                var title: String {
                    switch self {
                    case .bestMatch: return "Best match"
                    case .stars: return "Stars"
                    }
                }
            }

            final class ThemeController: UIViewController {
                let viewModel = ThemeViewModel()
                let relay: BehaviorRelay<Int> = .init(value: 2)
                let count: BehaviorSubject<Int> = .init(value: 1)
                let sort: BehaviorRelay<Sort> = .init(value: .bestMatch)
                let order = BehaviorRelay<Sort>(value: .stars)
                private let direction: BehaviorRelay<Sort>
                init() {
                    direction = .init(value: .bestMatch)
                    super.init(nibName: nil, bundle: nil)
                }
                required init?(coder: NSCoder) { fatalError() }
                let disposeBag = DisposeBag()
                private let label = UILabel(frame: CGRect(x: 16, y: 100, width: 300, height: 40))
                private let counter = UILabel(frame: CGRect(x: 16, y: 150, width: 300, height: 40))
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(label)
                    view.addSubview(counter)
                    let input = type(of: viewModel).Input(trigger: relay.asObservable())
                    viewModel.transform(input: input).title.bind(to: label.rx.text).disposed(by: disposeBag)
                    count.subscribe(onNext: { [weak self] value in
                        self?.counter.text = value.stringValue
                    }).disposed(by: disposeBag)
                    let sorting = UILabel(frame: CGRect(x: 16, y: 200, width: 300, height: 40))
                    view.addSubview(sorting)
                    Observable.combineLatest(sort, order, direction) { first, then, last in
                        "Sort: " + first.title + ", then " + then.title + ", " + last.title
                    }
                        .bind(to: sorting.rx.text).disposed(by: disposeBag)
                }
            }
            """
        let result = try SwiftUIReadingTests.describe(source)
        #expect(result.elements == ["Theme 2", "1", "Sort: Best match, then Stars, Best match"], "\(result.notes)")
    }

    @Test("""
        NSString's range(of:) is an NSRange (NSNotFound where the text is not found), NSAttributedString(attributedString:) \
        copies the text, an optional array's popLast() takes from it, and a struct declared in a function is made there
        """)
    func rangesAndLocalTypes() throws {
        let source = """
            import UIKit

            protocol StepModel {
                var text: String { get }
            }

            final class StepsController: UIViewController {
                static func steps() -> [StepModel] {
                    struct Step: StepModel {
                        let text: String
                    }
                    return ["Open Settings", "Tap Privacy"].map { Step(text: $0) }
                }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let stack = UIStackView()
                    stack.axis = .vertical
                    stack.frame = CGRect(x: 16, y: 100, width: 300, height: 400)
                    view.addSubview(stack)
                    var old = stack.arrangedSubviews as? [UILabel]
                    for step in Self.steps() {
                        let label = old?.popLast() ?? UILabel()
                        label.text = step.text
                        stack.addArrangedSubview(label)
                    }
                    let plain = NSAttributedString(string: "Hello world")
                    let string = plain.string as NSString
                    let range = string.range(of: "world")
                    let found = UILabel()
                    found.text = range.location != NSNotFound ? "at \\(range.location), \\(range.length) long" : "missing"
                    stack.addArrangedSubview(found)
                    let missing = UILabel()
                    missing.text = ("abc" as NSString).range(of: "z").location == NSNotFound ? "not found" : "found"
                    stack.addArrangedSubview(missing)
                    let copy = UILabel()
                    copy.attributedText = NSAttributedString(attributedString: NSMutableAttributedString(attributedString: plain))
                    stack.addArrangedSubview(copy)
                }
            }
            """
        let result = try SwiftUIReadingTests.describe(source)
        #expect(result.elements == ["Open Settings", "Tap Privacy", "at 6, 5 long", "not found", "Hello world"],
                "\(result.notes)")
        // Where another file declares the name, that type is the one (a body's own is seen only in that body).
        let other = "struct Step: StepModel {\n    let text: String\n"
            + "    init(text: String) { self.text = text.uppercased() }\n}\n"
        let shadowed = try SwiftUIReadingTests.describe(source, files: ["Sources/App/Step.swift": other])
        #expect(shadowed.elements.prefix(2) == ["OPEN SETTINGS", "TAP PRIVACY"], "\(shadowed.notes)")
    }

    @Test("""
        work a private dispatch queue runs (sync and async) is done, an animation's closures run (its completion \
        after), and an empty app's documents folder holds no saved file
        """)
    func queuesAnimationsAndFolders() throws {
        let source = """
            import UIKit

            final class StateStore {
                static let shared = StateStore()
                private let queue = DispatchQueue(label: "state")
                private(set) var names: [String]?
                private var observers: [([String]) -> Void] = []
                let documents: URL! = try? FileManager.default.url(for: .documentDirectory, in: .userDomainMask,
                                                                   appropriateFor: nil, create: true)
                var file: URL! { URL(string: documents.absoluteString + "names.json") }
                init() {
                    queue.async {
                        self.names = FileManager.default.fileExists(atPath: self.file.path) ? nil : []
                    }
                }
                func observe(_ block: @escaping ([String]) -> Void) {
                    queue.sync { observers.append(block) }
                    if let names {
                        DispatchQueue.main.async { block(names) }
                    }
                }
            }

            final class ListController: UIViewController {
                private let empty = UILabel(frame: CGRect(x: 16, y: 100, width: 300, height: 40))
                private let spinner = UILabel(frame: CGRect(x: 16, y: 150, width: 300, height: 40))
                private let banner = UILabel(frame: CGRect(x: 16, y: 200, width: 300, height: 40))
                private let pulse = UILabel(frame: CGRect(x: 16, y: 250, width: 300, height: 40))
                override func viewDidLoad() {
                    super.viewDidLoad()
                    empty.text = "No names yet"
                    empty.alpha = 0
                    spinner.text = "Loading"
                    banner.text = "Saved"
                    pulse.text = "Recording"
                    [empty, spinner, banner, pulse].forEach(view.addSubview)
                    StateStore.shared.observe { [weak self] names in
                        UIView.animate(withDuration: 0.3) {
                            self?.empty.alpha = names.isEmpty ? 1 : 0
                        } completion: { _ in
                            self?.spinner.isHidden = true
                        }
                        UIView.animate(withDuration: 0.2, animations: { self?.banner.alpha = 0 }) { finished in
                            self?.banner.isHidden = finished
                        }
                        // A closure held by a name; a repeating animation never completes; a swap is not followed.
                        let glow = { self?.pulse.alpha = 0.5 }
                        UIView.animate(withDuration: 1, delay: 0, options: [.repeat, .autoreverse], animations: glow) { _ in
                            self?.pulse.isHidden = true
                        }
                        UIView.transition(from: UIView(), to: UIView(), duration: 0.3, options: []) { _ in
                            self?.pulse.text = "Swapped"
                        }
                    }
                }
            }
            """
        let result = try SwiftUIReadingTests.describe(source)
        #expect(result.elements == ["No names yet", "Recording"], "\(result.notes)")
    }

    @Test("""
        a controller shown on a navigation stack its own code asks for is that stack's root (viewControllers.count is 1)
        """)
    func ownNavigationStack() throws {
        let source = """
            import UIKit

            final class TransferController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Transfer"
                }
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    if (navigationController?.viewControllers.count ?? 0) > 1 {
                        navigationItem.rightBarButtonItem = nil
                    } else {
                        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Close", style: .plain, target: nil,
                                                                            action: nil)
                    }
                }
            }
            """
        let result = try SwiftUIReadingTests.describe(source)
        #expect(result.elements == ["Transfer. Heading.", "Close. Button."], "\(result.notes)")
    }

    @Test("""
        #if tests the build flags of the app target that compiles the screen's file: its Release configuration's \
        (the project's through $(inherited), -D in OTHER_SWIFT_FLAGS), else those of every configuration not named Debug
        """)
    func buildFlags() throws {
        let home = """
            import UIKit

            final class HomeController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let label = UILabel(frame: CGRect(x: 16, y: 100, width: 300, height: 40))
                    label.text = AppState.name
                    view.addSubview(label)
                    #if DEBUG
                    let debug = UILabel(frame: CGRect(x: 16, y: 150, width: 300, height: 40))
                    debug.text = "Debug menu"
                    view.addSubview(debug)
                    #endif
                    #if SHARED && STORE && !TESTING
                    let store = UILabel(frame: CGRect(x: 16, y: 200, width: 300, height: 40))
                    store.text = "Store build"
                    view.addSubview(store)
                    #endif
                }
            }
            """
        // A file both apps compile: the screen's app decides.
        let state = """
            enum AppState {
                static var name: String {
                    #if WALLET
                    return "Wallet"
                    #elseif VERIFIER
                    return "Verifier"
                    #else
                    return "Unknown"
                    #endif
                }
            }
            """
        func project(release: String) -> String {
            """
            // !$*UTF8*$!
            {
                archiveVersion = 1;
                objects = {
                    B1 /* Screen.swift in Sources */ = {isa = PBXBuildFile; fileRef = F1; };
                    B2 /* State.swift in Sources */ = {isa = PBXBuildFile; fileRef = F2; };
                    B3 /* State.swift in Sources */ = {isa = PBXBuildFile; fileRef = F2; };
                    F1 = {isa = PBXFileReference; path = Screen.swift; sourceTree = "<group>"; };
                    F2 = {isa = PBXFileReference; path = State.swift; sourceTree = "<group>"; };
                    P1 = {isa = PBXProject; buildConfigurationList = L0; targets = (T1, T2); };
                    T1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (S1); name = Wallet;
                          productType = "com.apple.product-type.application"; };
                    T2 = {isa = PBXNativeTarget; buildConfigurationList = L2; buildPhases = (S2); name = Verifier;
                          productType = "com.apple.product-type.application"; };
                    S1 = {isa = PBXSourcesBuildPhase; files = (B1, B2); };
                    S2 = {isa = PBXSourcesBuildPhase; files = (B3); };
                    L0 = {isa = XCConfigurationList; buildConfigurations = (C01, C02); };
                    L1 = {isa = XCConfigurationList; buildConfigurations = (C11, C12, C13); };
                    L2 = {isa = XCConfigurationList; buildConfigurations = (C21, C22); };
                    C01 = {isa = XCBuildConfiguration; buildSettings = {SWIFT_ACTIVE_COMPILATION_CONDITIONS = DEBUG; };
                           name = Debug; };
                    C02 = {isa = XCBuildConfiguration; buildSettings = {OTHER_SWIFT_FLAGS = "-D SHARED"; }; name = \(release); };
                    C11 = {isa = XCBuildConfiguration; name = Debug;
                           buildSettings = {SWIFT_ACTIVE_COMPILATION_CONDITIONS = "$(inherited) WALLET"; }; };
                    C12 = {isa = XCBuildConfiguration; name = "Release-Dev";
                           buildSettings = {SWIFT_ACTIVE_COMPILATION_CONDITIONS = "WALLET TESTING"; }; };
                    C13 = {isa = XCBuildConfiguration; name = \(release); buildSettings = {
                           SWIFT_ACTIVE_COMPILATION_CONDITIONS = "$(inherited) WALLET";
                           OTHER_SWIFT_FLAGS = "$(inherited) -DSTORE"; }; };
                    C21 = {isa = XCBuildConfiguration; name = Debug;
                           buildSettings = {SWIFT_ACTIVE_COMPILATION_CONDITIONS = "DEBUG VERIFIER"; }; };
                    C22 = {isa = XCBuildConfiguration; name = \(release);
                           buildSettings = {SWIFT_ACTIVE_COMPILATION_CONDITIONS = VERIFIER; }; };
                };
                rootObject = P1;
            }
            """
        }
        let release = try SwiftUIReadingTests.describe(home, files: [
            "Sources/App/State.swift": state, "App.xcodeproj/project.pbxproj": project(release: "Release"),
        ])
        #expect(release.elements == ["Wallet", "Store build"], "\(release.notes)")
        // No configuration named Release: what both release builds set (WALLET, not TESTING or STORE alone).
        let named = try SwiftUIReadingTests.describe(home, files: [
            "Sources/App/State.swift": state, "App.xcodeproj/project.pbxproj": project(release: "\"Release-Prod\""),
        ])
        #expect(named.elements == ["Wallet"], "\(named.notes)")
        // Another project at the root whose app does not compile the file does not count; `-Xcc -DNAME` is the C compiler's.
        let demo = """
            {
                objects = {
                    P9 = {isa = PBXProject; buildConfigurationList = L9; targets = (T9); };
                    T9 = {isa = PBXNativeTarget; buildConfigurationList = L8; buildPhases = (); name = Demo;
                          productType = "com.apple.product-type.application"; };
                    L9 = {isa = XCConfigurationList; buildConfigurations = (C9); };
                    L8 = {isa = XCConfigurationList; buildConfigurations = (C8); };
                    C9 = {isa = XCBuildConfiguration; buildSettings = {}; name = Release; };
                    C8 = {isa = XCBuildConfiguration; buildSettings = {OTHER_SWIFT_FLAGS = "-Xcc -DSTORE"; }; name = Release; };
                };
                rootObject = P9;
            }
            """
        let two = try SwiftUIReadingTests.describe(home, files: [
            "Sources/App/State.swift": state, "App.xcodeproj/project.pbxproj": project(release: "Release"),
            "Demo.xcodeproj/project.pbxproj": demo,
        ])
        #expect(two.elements == ["Wallet", "Store build"], "\(two.notes)")
        // No Xcode project: no flag is set.
        #expect(try SwiftUIReadingTests.describe(home, files: ["Sources/App/State.swift": state]).elements == ["Unknown"])
    }
}
