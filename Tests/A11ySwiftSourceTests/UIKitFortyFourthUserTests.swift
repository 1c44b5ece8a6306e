import A11yCore
import ScenesTestSupport
import Testing

/// The forty-fourth user's screens (SwiftSourceReading.md, "Views", "Layout", "Texts", "Reactive bindings", "What is
/// followed"): a project's stack and button subclasses made with UIKit's inherited convenience initializers, a view
/// moved to another superview with its old constraints dropped, R.swift's keys looked up by a localization library and
/// its images, SwifterSwift's button titles, a stream's side effects, cases interpolated, types named in lower case.
/// The nibs that user's code loads: UIKitNibTests.
@Suite("UIKit code: the forty-fourth user's screens")
@MainActor
struct UIKitFortyFourthUserTests {
    @Test("""
        a subclass overriding `init(frame:)` inherits UIKit's convenience initializers, which call it: \
        `StackView(arrangedSubviews:)` runs the subclass's `init(frame: .zero)` (its axis) and keeps the views
        """)
    func inheritedConvenienceInitializer() throws {
        let source = """
            import UIKit

            class StackView: UIStackView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    axis = .vertical
                    spacing = 8
                }
                required init(coder: NSCoder) { fatalError() }
            }

            class Label: UILabel {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    numberOfLines = 0
                }
                required init?(coder: NSCoder) { fatalError() }
            }

            final class LoginViewController: UIViewController {
                lazy var titleLabel: Label = {
                    let label = Label()
                    label.text = "Welcome"
                    return label
                }()
                lazy var field: UITextField = {
                    let field = UITextField()
                    field.placeholder = "Login"
                    return field
                }()
                lazy var stack = StackView(arrangedSubviews: [titleLabel, field])

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(stack)
                    stack.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
                        stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                        stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
                    ])
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source)
        // (Stacked vertically, as the subclass's initializer sets: the title above the field.)
        #expect(elements == ["Welcome", "Login. Text Field."], "\(notes)")
    }

    @Test("""
        `removeFromSuperview()` removes the constraints between the view's subtree and the views it leaves, as UIKit \
        does; those inside its subtree stay, so the view pinned again in its new superview is laid out there
        """)
    func removedViewLosesOuterConstraints() throws {
        let source = """
            import UIKit

            final class MoveViewController: UIViewController {
                let container = UIView()
                let scroll = UIScrollView()
                let card = UIView()
                let title = UILabel()
                let detail = UILabel()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    for item in [container, scroll, card, title, detail] {
                        item.translatesAutoresizingMaskIntoConstraints = false
                    }
                    view.addSubview(container)
                    container.addSubview(card)
                    card.addSubview(title)
                    card.addSubview(detail)
                    title.text = "Top"
                    detail.text = "Below"
                    NSLayoutConstraint.activate([
                        container.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                        container.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        container.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        container.heightAnchor.constraint(equalToConstant: 300),
                        // Pins the card inside the container: removed with it.
                        card.topAnchor.constraint(equalTo: container.topAnchor, constant: 250),
                        card.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                        // Inside the card: kept.
                        title.topAnchor.constraint(equalTo: card.topAnchor),
                        title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
                        detail.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
                        detail.leadingAnchor.constraint(equalTo: title.leadingAnchor),
                        detail.bottomAnchor.constraint(equalTo: card.bottomAnchor),
                        card.widthAnchor.constraint(equalToConstant: 200),
                    ])
                    // Added again to its own superview: brought to the front, its constraints kept.
                    card.addSubview(title)
                    card.removeFromSuperview()
                    view.addSubview(scroll)
                    scroll.addSubview(card)
                    NSLayoutConstraint.activate([
                        scroll.topAnchor.constraint(equalTo: container.bottomAnchor),
                        scroll.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        scroll.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        scroll.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                        card.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor, constant: 10),
                        card.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor, constant: 10),
                        card.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
                    ])
                }
            }
            """
        let app = try UIKitReadingTests.app(source)
        let frames = ScreenDescription.describe(window: app.window).map { ($0.description, $0.snapshot.frame) }
        #expect(frames.map(\.0) == ["Top", "Below"])
        let top = try #require(frames.first?.1)
        let below = try #require(frames.last?.1)
        // The card 10 pt below the scroll view's top (the container's bottom), not 250 pt into the container.
        #expect(top.minY == 62 + 300 + 10, "\(frames)")
        #expect(top.minX == 10 + 16)
        #expect(below.minY - top.maxY == 8)
    }

    @Test("""
        R.swift's resource not called, `R.string.localizable.key.key`, is its key; a localization library's \
        `localized()` (Localize-Swift) looks it up in the app's tables as NSLocalizedString does, \
        `localizedFormat(…)` fills it; the project's own `localized()` still wins
        """)
    func rswiftKeysThroughALibrary() throws {
        let source = """
            import UIKit
            import Localize_Swift

            final class LoginViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let title = UILabel()
                    title.text = R.string.localizable.loginTitleLabelText.key.localized()
                    let detail = UILabel()
                    detail.text = R.string.localizable.loginDetail.key.localizedFormat("repo")
                    let raw = UILabel()
                    raw.text = R.string.localizable.loginTitleLabelText.key
                    let stack = UIStackView(arrangedSubviews: [title, detail, raw])
                    stack.axis = .vertical
                    stack.frame = CGRect(x: 0, y: 100, width: 300, height: 200)
                    view.addSubview(stack)
                }
            }
            """
        let table = """
            "Login.TitleLabel.Text" = "Welcome to the Hub";
            "Login.Detail" = "These permissions are required: %@";
            """
        let german = """
            "Login.TitleLabel.Text" = "Willkommen";
            "Login.Detail" = "Diese Rechte sind nötig: %@";
            """
        let files = ["Sources/App/en.lproj/Localizable.strings": table, "Sources/App/de.lproj/Localizable.strings": german]
        let (elements, notes) = try SwiftUIReadingTests.describe(source, files: files)
        #expect(elements == ["Welcome to the Hub", "These permissions are required: repo", "Login.TitleLabel.Text"],
                "\(notes)")
        #expect(try SwiftUIReadingTests.describe(source, language: "de", files: files).elements
                == ["Willkommen", "Diese Rechte sind nötig: repo", "Login.TitleLabel.Text"])
        // The project's own `localized()` of `String` is the one that runs.
        let own = files.merging(["Sources/App/Strings.swift": """
            extension String {
                func localized() -> String { "[" + self + "]" }
            }
            """]) { a, _ in a }
        #expect(try SwiftUIReadingTests.describe(source, files: own).elements.first == "[Login.TitleLabel.Text]")
    }

    @Test("""
        SwifterSwift's `titleForNormal` and `imageForNormal` set a button's normal-state title and image, as its \
        setters give them to `setTitle(_:for:)` and `setImage(_:for:)`
        """)
    func swifterSwiftButtonTitle() throws {
        let source = """
            import UIKit
            import SwifterSwift

            final class SignInViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let button = UIButton(type: .system)
                    button.titleForNormal = "Sign in with GitHub"
                    button.frame = CGRect(x: 16, y: 100, width: 300, height: 44)
                    view.addSubview(button)
                    let icon = UIButton()
                    icon.imageForNormal = UIImage(named: "close")
                    icon.frame = CGRect(x: 16, y: 160, width: 44, height: 44)
                    view.addSubview(icon)
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source)
        #expect(elements == ["Sign in with GitHub. Button.", "close. Button."], "\(notes)")
    }

    @Test("""
        Combine's `handleEvents(receiveOutput:)` and RxSwift's `do(onNext:)` run their closure on each value and \
        hand it on: a view model's rows kept that way are there when a cell asks for them
        """)
    func streamSideEffects() throws {
        let source = """
            import UIKit
            import Combine

            final class SettingsViewModel {
                private(set) var rows: [String] = []
                private(set) var seen = 0
                func transform(appear: AnyPublisher<Void, Never>) -> AnyPublisher<String, Never> {
                    appear
                        .map { _ in ["Clear cache", "Analytics"] }
                        .handleEvents(receiveOutput: { self.rows = $0 })
                        .map { "Advanced \\($0.count)" }
                        .eraseToAnyPublisher()
                }
            }

            final class AdvancedViewController: UITableViewController {
                private let viewModel = SettingsViewModel()
                private let appear = PassthroughSubject<Void, Never>()
                private var cancellables = Set<AnyCancellable>()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
                    viewModel.transform(appear: appear.eraseToAnyPublisher())
                        .sink { [weak self] title in
                            self?.navigationItem.title = title
                            self?.tableView.reloadData()
                        }
                        .store(in: &cancellables)
                }

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    appear.send(())
                }

                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                    viewModel.rows.count
                }

                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
                    cell.textLabel?.text = viewModel.rows[indexPath.row]
                    return cell
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source)
        #expect(elements == ["Advanced 2. Heading.", "Clear cache", "Analytics"], "\(notes)")
    }

    @Test("""
        a case interpolated in a text is its name, or its type's `description` where the type declares one, \
        as `String(describing:)` gives it
        """)
    func interpolatedCases() throws {
        let source = """
            import UIKit

            enum Network { case mainnet, testnet }

            enum Speed: CustomStringConvertible {
                case slow, fast
                var description: String {
                    switch self {
                    case .slow: return "Slow lane"
                    case .fast: return "Fast lane"
                    }
                }
            }

            final class NetworkViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    var y = 100.0
                    for network in [Network.mainnet, .testnet] {
                        let label = UILabel(frame: CGRect(x: 16, y: y, width: 300, height: 20))
                        label.text = "Network: \\(network)"
                        view.addSubview(label)
                        y += 30
                    }
                    let speed = UILabel(frame: CGRect(x: 16, y: y, width: 300, height: 20))
                    speed.text = "\\(Speed.fast)"
                    view.addSubview(speed)
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source)
        #expect(elements == ["Network: mainnet", "Network: testnet", "Fast lane"], "\(notes)")
    }

    @Test("""
        a type named in lower case (`enum functional {}` nested in a view model, an extension of it adding static \
        methods) is found where the code calls `functional.sections(…)`, as Swift's lookup finds it
        """)
    func lowerCaseNestedType() throws {
        let source = """
            import UIKit

            final class AdvancedViewModel {
                func titles() -> [String] { functional.sections(private: false) }
            }

            extension AdvancedViewModel {
                enum functional {}
            }

            fileprivate extension AdvancedViewModel.functional {
                static func sections(private: Bool) -> [String] {
                    ["Clear cache", `private` ? "Private network" : nil, "Tools"].compactMap { $0 }
                }
            }

            final class AdvancedViewController: UIViewController {
                let viewModel = AdvancedViewModel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let stack = UIStackView()
                    stack.axis = .vertical
                    stack.frame = CGRect(x: 16, y: 100, width: 300, height: 200)
                    view.addSubview(stack)
                    for title in viewModel.titles() {
                        let label = UILabel()
                        label.text = title
                        stack.addArrangedSubview(label)
                    }
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source)
        #expect(elements == ["Clear cache", "Tools"], "\(notes)")
    }

    @Test("""
        R.swift's `R.image.name()` is the image of the asset catalogs' image set R.swift names so (`qr_code_icon`), \
        made as `UIImage(named:)` makes it: an image-only button or bar item is read by the asset's name
        """)
    func rswiftImages() throws {
        let source = """
            import UIKit

            final class ImportViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.rightBarButtonItem = UIBarButtonItem(image: R.image.qr_code_icon(), style: .done,
                                                                        target: nil, action: nil)
                    let close = UIButton()
                    close.setImage(R.image.closeIcon(), for: .normal)
                    close.frame = CGRect(x: 16, y: 120, width: 44, height: 44)
                    view.addSubview(close)
                }
            }
            """
        let files = [
            "Sources/App/Assets.xcassets/qr_code_icon.imageset/Contents.json": "{}",
            "Sources/App/Assets.xcassets/close-icon.imageset/Contents.json": "{}",
        ]
        let (elements, notes) = try SwiftUIReadingTests.describe(source, files: files)
        #expect(elements == ["qr_code_icon. Button.", "close-icon. Button."], "\(notes)")
    }
}
