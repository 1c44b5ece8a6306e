import A11yCore
import ScenesTestSupport
import Testing

/// What a fifty-sixth user's apps needed (SwiftSourceReading.md, "What is followed" and "Layout"): UIKit's table
/// styles by number and the project's extensions of `UITableView.Style`; a font's name and size as the code made it;
/// a number's `description`; a view's own safe area guide pinned to its superview's.
@Suite("UIKit code: a fifty-sixth user's apps")
@MainActor
struct UIKitFiftySixthUserTests {
    /// A settings screen whose table style the user picks, kept in the defaults by number, and shown by a name the
    /// project's extension of `UITableView.Style` gives.
    static let tableStyles = """
        import UIKit

        @propertyWrapper
        struct Stored<T> {
            let key: String
            let defaultValue: T
            var wrappedValue: T {
                get { UserDefaults.standard.object(forKey: key) as? T ?? defaultValue }
                set { UserDefaults.standard.set(newValue, forKey: key) }
            }
        }

        enum Preferences {
            @Stored(key: "TableStyle", defaultValue: UITableView.Style.insetGrouped.rawValue)
            static var tableStyle: Int
        }

        extension UITableView.Style: CustomStringConvertible {
            static var userPreferred: UITableView.Style {
                UITableView.Style(rawValue: Preferences.tableStyle) ?? .insetGrouped
            }

            public var description: String {
                switch self {
                case .plain: return "Plain"
                case .grouped: return "Grouped"
                case .insetGrouped: return "Inset Grouped"
                @unknown default: return "Unknown"
                }
            }
        }

        final class StyleViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let current = UILabel()
                current.text = "Table style: " + UITableView.Style.userPreferred.description
                let second = UILabel()
                second.text = UITableView.Style(rawValue: 1)?.description
                let stack = UIStackView(arrangedSubviews: [current, second])
                stack.axis = .vertical
                stack.frame = CGRect(x: 20, y: 100, width: 300, height: 80)
                view.addSubview(stack)
            }
        }
        """

    @Test("""
        `UITableView.Style(rawValue:)` gives the case of that number, as UIKit's enumeration declares it, and a static \
        property the project's extension adds to the nested type is run: the style reads by the name the extension gives
        """)
    func tableStylesByNumber() throws {
        let read = try SwiftUIReadingTests.describe(Self.tableStyles)
        #expect(read.elements == ["Table style: Inset Grouped", "Grouped"], "\(read)")
    }

    /// A text editor's font settings: the font kept by name and size in a codable value the screen is given.
    static let fonts = """
        import UIKit

        struct StoredFont: Codable {
            var name: String
            var size: CGFloat
            var font: UIFont { UIFont(name: name, size: size)! }
            init(_ font: UIFont) {
                name = font.fontName
                size = font.pointSize
            }
        }

        struct EditorTheme: Codable {
            var font = StoredFont(UIFont(name: "Menlo-Regular", size: 16)!)
        }

        final class FontViewController: UITableViewController {
            var theme = EditorTheme()

            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
                switch indexPath.row {
                case 0:
                    cell.textLabel?.text = "Font"
                    cell.detailTextLabel?.text = theme.font.font.fontName
                case 1:
                    cell.textLabel?.text = "Font size"
                    cell.detailTextLabel?.text = theme.font.font.pointSize.description
                default:
                    cell.textLabel?.text = "Body size"
                    cell.detailTextLabel?.text = "\\(Int(UIFont.preferredFont(forTextStyle: .body).pointSize)) points"
                }
                return cell
            }
        }
        """

    @Test("""
        a font made by name and size gives back that name and size (`fontName`, `pointSize`, a `CGFloat` shown \
        as Swift prints it, "16.0"), and a text style's font its size at the default text size
        """)
    func fontNameAndSize() throws {
        let read = try SwiftUIReadingTests.describe(Self.fonts)
        #expect(read.elements == ["Font: Menlo-Regular", "Font size: 16.0", "Body size: 17 points"], "\(read)")
    }

    /// A photo button pinned by its own safe area guide to its superview's, as a constraint helper that applies one
    /// key path to both views writes it.
    static let guides = """
        import UIKit

        final class ProfileViewController: UIViewController {
            private let nameLabel = UILabel()
            private let photoButton = UIButton(type: .system)

            override func viewDidLoad() {
                super.viewDidLoad()
                nameLabel.text = "Your baby's name"
                photoButton.setTitle("Change photo", for: .normal)
                for subview in [nameLabel, photoButton] {
                    subview.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(subview)
                }
                NSLayoutConstraint.activate([
                    nameLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
                    nameLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                    photoButton.safeAreaLayoutGuide.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor,
                                                                        constant: 60),
                    photoButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                ])
            }
        }
        """

    @Test("""
        a subview's own safe area guide pinned 60 points below the controller's view's is the subview's top there, \
        as UIKit gives a view inside the safe area no insets: the button is placed below the label, not broken to the top
        """)
    func subviewSafeAreaGuide() throws {
        let read = try SwiftUIReadingTests.describe(Self.guides)
        #expect(read.elements == ["Your baby's name", "Change photo. Button."], "\(read)")
    }

    /// A home screen whose bar shows the baby's name in a title view that lays out a stack by constraints.
    static let titleView = """
        import UIKit

        final class NameTitleView: UIView {
            private let nameLabel = UILabel()
            private let stackView = UIStackView()

            init() {
                super.init(frame: .zero)
                nameLabel.text = "Baby"
                addSubview(stackView)
                stackView.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    stackView.topAnchor.constraint(equalTo: topAnchor),
                    stackView.bottomAnchor.constraint(equalTo: bottomAnchor),
                    stackView.leadingAnchor.constraint(equalTo: leadingAnchor),
                    stackView.trailingAnchor.constraint(equalTo: trailingAnchor),
                ])
                stackView.addArrangedSubview(nameLabel)
            }

            required init?(coder: NSCoder) { fatalError() }
        }

        final class HomeViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.titleView = NameTitleView()
                navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Settings", style: .plain, target: nil,
                                                                    action: nil)
            }
        }

        final class HomeNavigationController: UINavigationController {
            init() { super.init(rootViewController: HomeViewController()) }
            required init?(coder: NSCoder) { fatalError() }
        }
        """

    @Test("""
        a title view laid out by its own constraints is as tall as its label and centred on the bar's row, so it is \
        read before the right bar button item beside it, leading to trailing (UIKitRules NC-57)
        """)
    func titleViewByConstraints() throws {
        let read = try SwiftUIReadingTests.describe(Self.titleView, scene: "HomeNavigationController")
        #expect(read.elements == ["Baby", "Settings. Button."], "\(read)")
    }

    /// An editor that makes its settings screen with its theme, which the settings screen's delegate callback changes.
    static let callbacks = """
        import UIKit

        struct EditorTheme {
            var fontName = "Menlo-Regular"
        }

        protocol ThemeSettingsDelegate: AnyObject {
            func themeDidChange(to theme: EditorTheme)
        }

        final class ThemeSettingsViewController: UIViewController {
            weak var delegate: ThemeSettingsDelegate?
            var theme: EditorTheme

            init(theme: EditorTheme) {
                self.theme = theme
                super.init(nibName: nil, bundle: nil)
            }

            required init?(coder: NSCoder) { fatalError() }

            override func viewDidLoad() {
                super.viewDidLoad()
                let label = UILabel()
                label.text = "Font: " + theme.fontName
                label.frame = CGRect(x: 20, y: 120, width: 300, height: 30)
                view.addSubview(label)
            }

            func pick(_ name: String) {
                theme.fontName = name
                delegate?.themeDidChange(to: theme)
            }
        }

        final class EditorViewController: UIViewController, ThemeSettingsDelegate {
            var theme = EditorTheme()

            lazy var settings: ThemeSettingsViewController = {
                let controller = ThemeSettingsViewController(theme: self.theme)
                controller.delegate = self
                return controller
            }()

            @objc func showSettings() {
                present(settings, animated: true)
            }

            func themeDidChange(to theme: EditorTheme) {
                self.theme = theme
            }
        }

        final class EditorNavigationController: UINavigationController {
            init() { super.init(rootViewController: EditorViewController()) }
            required init?(coder: NSCoder) { fatalError() }
        }
        """

    @Test("""
        a property of the object that makes the screen which only the screen's own delegate callback assigns is the \
        one the object starts with when the screen is made: the screen shows the theme's font
        """)
    func ownerPropertySetOnlyByTheScreensCallback() throws {
        let read = try SwiftUIReadingTests.describe(Self.callbacks, scene: "ThemeSettingsViewController")
        #expect(read.elements == ["Font: Menlo-Regular"], "\(read)")
    }

    /// A sign-in screen adopting a protocol that inherits another, whose extension adds the footer the screen's
    /// `viewDidLoad` calls for, in a file of its own.
    static let inheritedProtocol = """
        import UIKit

        final class WelcomeViewController: UIViewController, FooterLabelContaining {
            lazy var footer = UIView()
            lazy var footerLabel: UILabel = {
                let label = UILabel()
                label.text = "Already have an account?"
                return label
            }()

            override func viewDidLoad() {
                super.viewDidLoad()
                addFooter(to: view)
                addFooterLabel()
                let title = UILabel()
                title.text = "Welcome"
                title.frame = CGRect(x: 20, y: 100, width: 200, height: 30)
                view.addSubview(title)
            }
        }
        """

    static let footerProtocols = """
        import UIKit

        protocol FooterContaining {
            var footer: UIView { get }
        }

        extension FooterContaining {
            func addFooter(to view: UIView) {
                view.addSubview(footer)
                footer.translatesAutoresizingMaskIntoConstraints = false
                footer.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
                footer.trailingAnchor.constraint(equalTo: view.trailingAnchor).isActive = true
                footer.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor).isActive = true
                footer.heightAnchor.constraint(equalToConstant: 50).isActive = true
            }
        }

        protocol FooterLabelContaining: FooterContaining {
            var footerLabel: UILabel { get }
        }

        extension FooterLabelContaining {
            func addFooterLabel() {
                footer.addSubview(footerLabel)
                footerLabel.translatesAutoresizingMaskIntoConstraints = false
                footerLabel.centerXAnchor.constraint(equalTo: footer.centerXAnchor).isActive = true
                footerLabel.centerYAnchor.constraint(equalTo: footer.centerYAnchor).isActive = true
            }
        }
        """

    @Test("""
        a method of an extension of a protocol that the screen's protocol inherits is the screen's, as Swift gives \
        it: the footer and its label are added below the title, whether the protocols are in the screen's file or \
        another of the project's
        """)
    func inheritedProtocolExtension() throws {
        let apart = try SwiftUIReadingTests.describe(Self.inheritedProtocol,
                                                     files: ["Sources/App/Footer.swift": Self.footerProtocols])
        #expect(apart.elements == ["Welcome", "Already have an account?"], "\(apart)")
        let together = try SwiftUIReadingTests.describe(Self.inheritedProtocol + "\n" + Self.footerProtocols)
        #expect(together.elements == ["Welcome", "Already have an account?"], "\(together)")
    }
}
