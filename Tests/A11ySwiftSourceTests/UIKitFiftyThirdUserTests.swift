import A11yCore
import A11ySceneModel
import A11yScenes
import ScenesTestSupport
import Testing

/// What a fifty-third user's apps needed (SwiftSourceReading.md, "UIKit screens built in code"): a navigation controller
/// of the project's that pushes its first step as its view loads, a cast of an object of UIKit's own class to the
/// project's, and an extension initializer that hands over to UIKit's of the same labels.
@Suite("UIKit code: a fifty-third user's apps")
@MainActor
struct UIKitFiftyThirdUserTests {
    @Test("""
        a navigation controller of the project's whose `viewDidLoad` pushes its first step (`self.pushViewController(step, \
        animated: true)`, the step a plain `UIViewController` it builds) shows that step, after a check that it is not \
        one of the project's classes (`viewController as? SettingsStep` of a `UIViewController()` is nil)
        """)
    func navigationControllerPushingItsFirstStep() throws {
        let source = """
            import UIKit

            final class SettingsStep: UIViewController {}

            final class OnboardingViewController: UINavigationController {
                private lazy var titles: [String] = ["Thank you for installing", "How it works"]

                override func viewDidLoad() {
                    super.viewDidLoad()
                    setNavigationBarHidden(true, animated: false)
                    step(into: 0)
                }

                private func step(into index: Int) {
                    let controller = UIViewController()
                    let label = UILabel(frame: CGRect(x: 16, y: 120, width: 300, height: 30))
                    label.text = titles[index]
                    label.accessibilityTraits = .header
                    controller.view.addSubview(label)
                    if requiresPresenting(controller) {
                        pushViewController(controller, animated: true)
                    }
                }

                private func requiresPresenting(_ viewController: UIViewController) -> Bool {
                    guard let settings = viewController as? SettingsStep, settings.isViewLoaded else { return true }
                    return false
                }
            }
            """
        let read = try SwiftUIReadingTests.describe(source, scene: "OnboardingViewController")
        #expect(read.elements == ["Thank you for installing. Heading."], "\(read)")
    }

    @Test("""
        an initializer a project's extension adds to a UIKit value type with UIKit's own labels (`init(top: CGFloat? = \
        nil, left: …)` of `UIEdgeInsets`) hands over to UIKit's (`self.init(top: top ?? 0, …)`), not to itself: the \
        insets are those given
        """)
    func extensionInitializerHandingOverToUIKits() throws {
        let source = """
            import UIKit

            extension UIEdgeInsets {
                init(top: CGFloat? = nil, left: CGFloat? = nil, bottom: CGFloat? = nil, right: CGFloat? = nil) {
                    self.init(top: top ?? 0, left: left ?? 0, bottom: bottom ?? 0, right: right ?? 0)
                }
            }

            final class V: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let margin = UIEdgeInsets(top: 10, left: 40, bottom: 60, right: 40)
                    let label = UILabel(frame: CGRect(x: margin.left, y: 100, width: 300, height: 30))
                    label.text = "Insets \\(Int(margin.top)) \\(Int(margin.left)) \\(Int(margin.bottom)) \\(Int(margin.right))"
                    view.addSubview(label)
                    let side = UILabel(frame: CGRect(x: 16, y: 200, width: 300, height: 30))
                    side.text = "Bottom only \\(Int(UIEdgeInsets(bottom: 8).bottom))"
                    view.addSubview(side)
                }
            }
            """
        let read = try SwiftUIReadingTests.describe(source)
        #expect(read.elements == ["Insets 10 40 60 40", "Bottom only 8"], "\(read)")
    }

    @Test("""
        a trailing closure falls on a parameter whose type is the project's alias of a function type (`tapped: \
        TapHandler? = nil` for `typealias TapHandler = () -> ()`, declared in another file): the method runs and its \
        button is read
        """)
    func trailingClosureThroughAnAlias() throws {
        let handler = """
            import UIKit

            typealias TapHandler = () -> ()

            final class LinkItem: UIButton {
                private let tapped: TapHandler
                init(title: String, tapped: @escaping TapHandler) {
                    self.tapped = tapped
                    super.init(frame: .zero)
                    setTitle(title, for: .normal)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        let source = """
            import UIKit

            final class SettingsViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let stack = UIStackView(arrangedSubviews: [
                        linkItem(title: "Change app language") { [unowned self] in self.dismiss(animated: true) },
                        linkItem(title: "Terms of use", url: "https://example.org/terms"),
                    ])
                    stack.axis = .vertical
                    stack.frame = CGRect(x: 16, y: 120, width: 300, height: 100)
                    view.addSubview(stack)
                }

                private func linkItem(title: String, tapped: TapHandler? = nil, url: String? = nil) -> LinkItem {
                    var tapped = tapped
                    if url != nil { tapped = {} }
                    return LinkItem(title: title, tapped: tapped!)
                }
            }
            """
        let read = try SwiftUIReadingTests.describe(source, files: ["Sources/App/LinkItem.swift": handler])
        #expect(read.elements == ["Change app language. Button.", "Terms of use. Button."], "\(read)")
    }

    @Test("""
        a case of a type nested in the screen's class, named by its path from the class's code (`Text.AppInfo` for the \
        controller's own `enum Text`, another class having a `Text` too), is that type's when a method of a protocol \
        extension runs on it (`Text.AppInfo.localized(with: "1.0")`, whose key is `String(reflecting: type(of: self))`)
        """)
    func nestedCasePathInAMethodCall() throws {
        let translation = """
            import Foundation

            protocol Localizable {
                var rawValue: String { get }
            }

            extension Localizable {
                var key: String {
                    let base = String(reflecting: type(of: self)).drop { $0 != "." }.dropFirst()
                    return "\\(base).\\(self.rawValue)"
                }
                func localized(with args: CVarArg...) -> String {
                    String(format: NSLocalizedString(key, comment: ""), arguments: args)
                }
            }

            final class Checkbox {
                enum Text: String, Localizable {
                    case Accept
                }
            }
            """
        let source = """
            import UIKit

            final class SettingsViewController: UIViewController {
                enum Text: String, Localizable {
                    case AppInfo
                }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let label = UILabel(frame: CGRect(x: 16, y: 200, width: 300, height: 30))
                    label.text = Text.AppInfo.localized(with: "1.0")
                    view.addSubview(label)
                }
            }
            """
        let read = try SwiftUIReadingTests.describe(source, files: [
            "Sources/App/Translation.swift": translation,
            "Sources/App/en.lproj/Localizable.strings": "\"SettingsViewController.Text.AppInfo\" = \"Version %@\";\n"
                + "\"Checkbox.Text.AppInfo\" = \"Wrong type\";\n",
        ])
        #expect(read.elements == ["Version 1.0"], "\(read)")
    }

    @Test("""
        SnapKit's `equalTo` given insets (`make.top.equalTo(self.safeAreaInsets)`, `make.bottom.equalTo(insets)`) \
        relates each edge to the superview's, moved in by them, as SnapKit's constant targets do: a scroll view pinned \
        so is under the navigation bar, its content inset below it, read after the bar's title
        """)
    func snapKitInsetsTarget() throws {
        let source = """
            import UIKit
            import SnapKit

            final class SettingsViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Settings"
                    let scrollView = UIScrollView()
                    view.addSubview(scrollView)
                    scrollView.snp.makeConstraints { make in
                        make.top.equalTo(view.safeAreaInsets)
                        make.left.right.equalTo(view)
                        make.bottom.equalTo(UIEdgeInsets(top: 0, left: 0, bottom: 30, right: 0))
                    }
                    let content = UIView()
                    scrollView.addSubview(content)
                    content.snp.makeConstraints { make in
                        make.edges.equalTo(scrollView.contentLayoutGuide.snp.edges).inset(20)
                        make.width.equalTo(scrollView.frameLayoutGuide.snp.width).offset(-40)
                    }
                    let status = UIButton(type: .system)
                    status.setTitle("Exposure notifications", for: .normal)
                    content.addSubview(status)
                    status.snp.makeConstraints { make in
                        make.top.left.right.equalToSuperview()
                        make.bottom.equalToSuperview()
                    }
                }
            }
            """
        let path = try SwiftUIReadingTests.project(["Sources/App/Screen.swift": source])
        let input = try InputDocument.open(path: path).load(screen: nil, language: nil)
        let app = SceneApp(spec: input.spec)
        app.window.makeKeyAndVisible()
        let read = ScreenDescription.describe(window: app.window, speakHints: false)
        #expect(read.map(\.description) == ["Settings. Heading.", "Exposure notifications. Button."],
                "\(read.map(\.description))")
        let frames = read.map(\.snapshot.frame)
        // (Below the bar, 20 points into the content; the scroll view ends 30 points above the screen's bottom.)
        #expect(frames.count == 2 && frames[1].minY >= frames[0].maxY && frames[1].minX == 20, "\(frames)")
    }

    @Test("""
        a call with argument labels (`headerView(withTitle: "Lockdown 2.0", andSubtitle: …)`) in the closure of a \
        `lazy var headerView` is the method of those labels, not the property: a closure cannot be called with labels
        """)
    func labelledCallBesideAPropertyOfTheName() throws {
        let source = """
            import UIKit

            final class WhatsNewViewController: UIViewController {
                private lazy var headerView: UIView = {
                    headerView(withTitle: "Lockdown 2.0", andSubtitle: "New features")
                }()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    headerView.frame = CGRect(x: 16, y: 120, width: 300, height: 80)
                    view.addSubview(headerView)
                }

                private func headerView(withTitle title: String, andSubtitle subtitle: String) -> UIView {
                    let header = UIView()
                    let titleLabel = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 30))
                    titleLabel.text = title
                    header.addSubview(titleLabel)
                    let subtitleLabel = UILabel(frame: CGRect(x: 0, y: 40, width: 300, height: 30))
                    subtitleLabel.text = subtitle
                    header.addSubview(subtitleLabel)
                    return header
                }
            }
            """
        let read = try SwiftUIReadingTests.describe(source)
        #expect(read.elements == ["Lockdown 2.0", "New features"], "\(read)")
    }
}
