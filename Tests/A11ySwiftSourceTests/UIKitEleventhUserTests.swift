import A11yCore
import Testing

/// What an eleventh new user's apps needed (SwiftSourceReading.md, "UIKit screens built in code"
/// and "Layout"): a method the project adds to arrays of views, a range mapped to views, functions
/// declared at the end of `viewDidLoad` and called above, the initializer taking fewest
/// arguments, a factory's `return .init(…)`, a hosted SwiftUI view kept out of the navigation
/// bar, and spacing the project names in an extension of `CGFloat`.
@Suite("UIKit and SwiftUI code: an eleventh user's apps")
@MainActor
struct UIKitEleventhUserTests {
    @Test("`[views].asStackView(…)` from the project's `extension Array`, with a `UIView` factory among the views")
    func arrayExtension() throws {
        let source = """
            import UIKit

            extension Array where Element == UIView {
                func asStackView(axis: NSLayoutConstraint.Axis = .horizontal, spacing: CGFloat = 0) -> UIStackView {
                    let stackView = UIStackView(arrangedSubviews: self)
                    stackView.axis = axis
                    stackView.spacing = spacing
                    return stackView
                }
            }

            extension UIView {
                static func spacer(height: CGFloat = 1) -> UIView {
                    let view = UIView()
                    view.heightAnchor.constraint(equalToConstant: height).isActive = true
                    return view
                }
            }

            final class ShareViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let label = UILabel()
                    label.text = "Share this app with your friends"
                    let button = UIButton(type: .system)
                    button.setTitle("Share", for: .normal)
                    let stackView = [label, .spacer(height: 10), button].asStackView(axis: .vertical, spacing: 10)
                    view.addSubview(stackView)
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source)
        // Before: "the view added here is the result of […].asStackView(…): it is not shown".
        #expect(elements == ["Share this app with your friends", "Share. Button."])
        #expect(notes.isEmpty)
    }

    @Test("`(0..<count).map { _ in UIButton() }` and `(1..<count).forEach` with the count an initializer was given")
    func rangeMapped() throws {
        let source = """
            import UIKit

            final class ButtonsBar: UIView {
                private(set) var buttons: [UIButton] = []
                init(numberOfButtons: Int) {
                    super.init(frame: .zero)
                    buttons = (0..<numberOfButtons).map { _ in UIButton(type: .system) }
                    (1..<3).forEach { _ in buttons.append(UIButton(type: .system)) }
                    let stack = UIStackView(arrangedSubviews: buttons)
                    stack.axis = .vertical
                    addSubview(stack)
                }
                required init?(coder: NSCoder) { fatalError() }
            }

            final class WalletViewController: UIViewController {
                private let bar = ButtonsBar(numberOfButtons: 2)
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(bar)
                    bar.buttons[0].setTitle("Create a new wallet", for: .normal)
                    bar.buttons[1].setTitle("I already have a wallet", for: .normal)
                    bar.buttons[2].setTitle("Restore", for: .normal)
                    bar.buttons[3].setTitle("Import", for: .normal)
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source, scene: "WalletViewController")
        // Before: "this loop runs over a value only known when the app runs", and no button.
        #expect(elements == ["Create a new wallet. Button.", "I already have a wallet. Button.", "Restore. Button.",
                             "Import. Button."])
        #expect(notes.isEmpty)
    }

    @Test("functions declared at the end of `viewDidLoad` run where it calls them, above their declarations")
    func localFunctionsCalledFirst() throws {
        let source = """
            import UIKit

            final class FiltersViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    setupNavigationBar()
                    setupViews()

                    func setupNavigationBar() {
                        navigationItem.title = "Filters"
                    }

                    func setupViews() {
                        let label = UILabel()
                        label.text = "Downloaded files"
                        view.addSubview(label)
                    }
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source)
        #expect(elements == ["Filters. Heading.", "Downloaded files"])
        #expect(notes.isEmpty)
    }

    @Test("with no initializer UIKit calls, the one taking fewest arguments makes the screen (a new item, not one edited)")
    func fewestArguments() throws {
        let source = """
            import UIKit

            final class Manager {}
            final class Tunnel { var name = "" }

            final class EditViewController: UIViewController {
                let manager: Manager
                let tunnel: Tunnel?

                init(manager: Manager, tunnel: Tunnel) {
                    self.manager = manager
                    self.tunnel = tunnel
                    super.init(nibName: nil, bundle: nil)
                }

                init(manager: Manager) {
                    self.manager = manager
                    self.tunnel = nil
                    super.init(nibName: nil, bundle: nil)
                }

                required init?(coder: NSCoder) { fatalError() }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = tunnel == nil ? "New configuration" : "Edit configuration"
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source)
        #expect(elements == ["New configuration. Heading."])
        #expect(notes == ["16:5: EditViewController is made with (manager: Manager), whose arguments are only known "
                          + "when the app runs: voicenav shows what the source fixes"])
    }

    @Test("a view model only run time gives: its computed constants read, its stored properties a note")
    func runTimeViewModel() throws {
        let source = """
            import UIKit

            struct ProgressViewModel {
                let server: String
                var title: String { return "Transaction in progress" }
                var okButtonTitle: String { "OK, great!" }
            }

            final class ProgressViewController: UIViewController {
                private let viewModel: ProgressViewModel
                private let titleLabel = UILabel()
                private let serverLabel = UILabel()
                private let okButton = UIButton(type: .system)

                init(viewModel: ProgressViewModel) {
                    self.viewModel = viewModel
                    super.init(nibName: nil, bundle: nil)
                }

                required init?(coder: NSCoder) { fatalError() }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    titleLabel.text = viewModel.title
                    serverLabel.text = viewModel.server
                    okButton.setTitle(viewModel.okButtonTitle, for: .normal)
                    let stack = UIStackView(arrangedSubviews: [titleLabel, serverLabel, okButton])
                    stack.axis = .vertical
                    view.addSubview(stack)
                }
            }
            """
        // An optional one may be nil when the app runs: what depends on that stays a note.
        let optional = """
            import UIKit

            final class Tunnel { var name = "" }

            final class EditViewController: UIViewController {
                private let tunnel: Tunnel?
                init(tunnel: Tunnel?) {
                    self.tunnel = tunnel
                    super.init(nibName: nil, bundle: nil)
                }
                required init?(coder: NSCoder) { fatalError() }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = tunnel == nil ? "New configuration" : "Edit configuration"
                }
            }
            """
        let (untitled, optionalNotes) = try SwiftUIReadingTests.describe(optional)
        #expect(untitled.isEmpty)
        #expect(optionalNotes.contains { $0.contains("depends on tunnel") }, "\(optionalNotes)")
        let (elements, notes) = try SwiftUIReadingTests.describe(source)
        // Before: both texts were notes ("depends on viewModel").
        #expect(elements == ["Transaction in progress", "OK, great! Button."])
        #expect(notes.count == 2)
        #expect(notes.last?.contains("the label's text depends on viewModel.server, a value only known when the app runs")
                == true, "\(notes)")
    }

    @Test("SwiftGen's `L10n` (generated when the app builds, not in the project): each path read from its key, translated")
    func swiftGen() throws {
        let source = """
            import UIKit

            final class UnlockViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = L10n.Pdf.Locked.locked
                    let label = UILabel()
                    label.text = L10n.Pdf.Locked.enterPassword
                    let count = UILabel()
                    count.text = L10n.Items.count(3)
                    let button = UIButton(type: .system)
                    button.setTitle(L10n.ok, for: .normal)
                    let stack = UIStackView(arrangedSubviews: [label, count, button])
                    stack.axis = .vertical
                    view.addSubview(stack)
                }
            }
            """
        let english = """
            "pdf.locked.locked" = "Locked";
            "pdf.locked.enter_password" = "Please enter the password to open this PDF.";
            "items.count" = "%d items";
            "ok" = "OK";
            """
        let german = """
            "pdf.locked.locked" = "Gesperrt";
            "pdf.locked.enter_password" = "Bitte gib das Passwort ein, um dieses PDF zu öffnen.";
            "items.count" = "%d Einträge";
            "ok" = "OK";
            """
        let files = ["Sources/App/en.lproj/Localizable.strings": english, "Sources/App/de.lproj/Localizable.strings": german]
        let (elements, notes) = try SwiftUIReadingTests.describe(source, files: files)
        #expect(elements == ["Locked. Heading.", "Please enter the password to open this PDF.", "3 items", "OK. Button."])
        #expect(notes.isEmpty)
        let (translated, _) = try SwiftUIReadingTests.describe(source, language: "de", files: files)
        #expect(translated == ["Gesperrt. Heading.", "Bitte gib das Passwort ein, um dieses PDF zu öffnen.", "3 Einträge",
                               "OK. Button."])
        // A path no key makes is a note where it is read.
        let missing = source.replacingOccurrences(of: "L10n.ok", with: "L10n.cancel")
        let (fewer, missingNotes) = try SwiftUIReadingTests.describe(missing, files: files)
        #expect(fewer.count == 4)
        #expect(missingNotes.contains { $0.contains("L10n.cancel, a key voicenav does not find") }, "\(missingNotes)")
    }

    @Test("a navigation controller of the project's that sets its own stack shows its top controller under its bar")
    func navigationControllerSubclass() throws {
        let source = """
            import UIKit

            private final class ContentViewController: UIViewController {
                let stackView = UIStackView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    stackView.axis = .vertical
                    view.addSubview(stackView)
                }
            }

            class ModalViewController: UINavigationController {
                private let content = ContentViewController()
                var stackView: UIStackView { content.stackView }

                override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
                    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
                    viewControllers = [content]
                }
                required init?(coder: NSCoder) { fatalError() }
            }

            final class StayUpdatedViewController: ModalViewController {
                private let titleLabel = UILabel()
                init() {
                    super.init(nibName: nil, bundle: nil)
                    titleLabel.text = "Stay updated"
                    stackView.addArrangedSubview(titleLabel)
                }
                required init?(coder: NSCoder) { fatalError() }
            }

            final class RootedViewController: UINavigationController {
                init() {
                    let content = UIViewController()
                    content.title = "Welcome"
                    super.init(rootViewController: content)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source, scene: "StayUpdatedViewController")
        // Before: "the controllers it shows are set when the app runs", and no element.
        #expect(elements == ["Stay updated"])
        #expect(notes.isEmpty)
        let app = try UIKitReadingTests.app(source, scene: "StayUpdatedViewController")
        #expect(app.window.rootViewController is NavigationController)
        #expect(try SwiftUIReadingTests.describe(source, scene: "RootedViewController").elements == ["Welcome. Heading."])
    }

    @Test("`keyboardLayoutGuide` with no keyboard up starts where the safe area ends: a stack centred above it reads in order")
    func keyboardGuide() throws {
        let source = """
            import UIKit

            final class UnlockViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let lockedLabel = UILabel()
                    lockedLabel.text = "Locked"
                    let input = UITextField()
                    input.placeholder = "Password"
                    let hint = UILabel()
                    hint.text = "Please enter the password to open this PDF."
                    let container = UIStackView(arrangedSubviews: [lockedLabel, input, hint])
                    container.translatesAutoresizingMaskIntoConstraints = false
                    container.axis = .vertical
                    container.spacing = 12
                    view.addSubview(container)
                    let visibleArea = UILayoutGuide()
                    view.addLayoutGuide(visibleArea)
                    NSLayoutConstraint.activate([
                        visibleArea.topAnchor.constraint(equalTo: view.topAnchor),
                        visibleArea.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
                        container.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                        container.centerYAnchor.constraint(equalTo: visibleArea.centerYAnchor),
                    ])
                }
            }
            """
        let app = try UIKitReadingTests.app(source)
        let described = ScreenDescription.describe(window: app.window, speakHints: false)
        // Before: the guide's top was the safe area's, the stack undecided and read from its field.
        #expect(described.map(\.description)
                == ["Locked", "Password. Text Field.", "Please enter the password to open this PDF."])
        // Centred between the screen's top and the safe area's end (874 less the 34-point home indicator).
        let middle = (described[0].snapshot.frame.minY + described[2].snapshot.frame.maxY) / 2
        #expect(abs(middle - (874 - 34) / 2) < 1)
    }

    @Test("a generic view class nested in another type, given its type arguments, is made by its path")
    func nestedGenericView() throws {
        let source = """
            import UIKit

            final class TokensViewController: UIViewController {
                class ContainerView<T: UIView>: UIView {
                    let subview: T
                    init(subview: T) {
                        self.subview = subview
                        super.init(frame: .zero)
                        addSubview(subview)
                    }
                    required init?(coder: NSCoder) { fatalError() }
                }
            }

            final class CrashReporterViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let label = UILabel()
                    label.text = "Share anonymous data?"
                    let container = TokensViewController.ContainerView<UILabel>(subview: label)
                    view.addSubview(container)
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source, scene: "CrashReporterViewController")
        // Before: "the view added here is the result of TokensViewController.ContainerView<UILabel>(…): it is not shown".
        #expect(elements == ["Share anonymous data?"])
        #expect(notes.isEmpty)
    }

    @Test("""
        a method that sets the screen's texts but that nothing in its file calls (a coordinator does) is a note at \
        it; action handlers, delegate methods and methods the file calls are not
        """)
    func configuredElsewhere() throws {
        let source = """
            import UIKit

            final class CreateWalletViewController: UIViewController {
                private let titleLabel = UILabel()
                private let createButton = UIButton(type: .system)
                private let statusLabel = UILabel()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    createButton.addTarget(self, action: #selector(create), for: .touchUpInside)
                    let stack = UIStackView(arrangedSubviews: [titleLabel, createButton, statusLabel])
                    stack.axis = .vertical
                    view.addSubview(stack)
                    NotificationCenter.default.addObserver(forName: .init("done"), object: nil, queue: nil) { _ in
                        self.showDone()
                    }
                }

                // The coordinator calls it right after making the screen.
                func configure() {
                    titleLabel.text = "AlphaWallet"
                    createButton.setTitle("Create a new wallet", for: .normal)
                }

                @objc private func create() { statusLabel.text = "Creating…" }

                private func showDone() { statusLabel.text = "Done" }

                // UISearchBarDelegate's: UIKit calls it.
                func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { statusLabel.text = "" }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source)
        #expect(elements == ["Button."])
        #expect(notes == ["20:10: configure(…) sets what the screen shows, but nothing in its file calls it: the code "
                          + "that shows the screen does, which voicenav does not run; what it sets is not shown"])
    }

    @Test("a factory's `return .init(title:…)` and `.init(image:…)` make the type it declares it returns")
    func implicitInitializerReturned() throws {
        let source = """
            import UIKit

            extension UIBarButtonItem {
                static func doneBarButton(_ target: AnyObject, selector: Selector) -> UIBarButtonItem {
                    return .init(title: "Done", style: .done, target: target, action: selector)
                }
                static func closeBarButton(_ target: AnyObject? = nil, selector: Selector? = nil) -> UIBarButtonItem {
                    .init(image: UIImage(named: "close"), style: .plain, target: target, action: selector)
                }
            }

            final class ProgressViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Transaction in progress"
                    navigationItem.leftBarButtonItem = UIBarButtonItem.doneBarButton(self, selector: #selector(close))
                    navigationItem.rightBarButtonItem = UIBarButtonItem.closeBarButton(self, selector: #selector(close))
                }

                @objc private func close() {}
            }
            """
        let (elements, _) = try SwiftUIReadingTests.describe(source)
        // Before: the Done button was missing and the close button had no label.
        #expect(elements == ["Done. Button.", "Transaction in progress. Heading.", "close. Button."])
    }

    @Test("""
        a hosted SwiftUI view pinned to the edges of a view under the navigation bar is laid out below the bar, as \
        UIHostingController keeps its views in the safe area; spacing and padding named in `extension CGFloat`
        """)
    func hostedBelowTheBar() throws {
        let source = """
            import SwiftUI
            import UIKit

            extension CGFloat {
                static let bigSpacing: CGFloat = 20
                static let standardSpacing: CGFloat = 16
            }

            private struct AdviceView: View {
                var body: some View {
                    ScrollView {
                        VStack(alignment: .leading, spacing: .standardSpacing) {
                            Text("You should only pause if you:").font(.headline)
                            Text("Remember to turn it back on.")
                        }
                        .padding(.all, .bigSpacing)
                    }
                }
            }

            final class AdviceViewController: UIViewController {
                init() {
                    super.init(nibName: nil, bundle: nil)
                    title = "When should I pause?"
                    let hosting = UIHostingController(rootView: AdviceView())
                    addChild(hosting)
                    view.addSubview(hosting.view)
                    hosting.view.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        hosting.view.topAnchor.constraint(equalTo: view.topAnchor),
                        hosting.view.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                        hosting.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        hosting.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    ])
                    hosting.didMove(toParent: self)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        let app = try UIKitReadingTests.app(source, scene: "AdviceViewController")
        let described = ScreenDescription.describe(window: app.window, speakHints: false)
        // The title first: before, the hosted views lay under the bar and were read before it.
        #expect(described.map(\.description) == [
            "When should I pause? Heading.", "You should only pause if you:", "Remember to turn it back on.",
        ])
        let frames = described.map(\.snapshot.frame)
        // 62 points of status bar, 44 of navigation bar, then 20 of padding; 16 between the texts.
        #expect(frames[1].minY == 62 + 44 + 20)
        #expect(frames[1].minX == 20)
        #expect(frames[2].minY == frames[1].maxY + 16)
    }
}
