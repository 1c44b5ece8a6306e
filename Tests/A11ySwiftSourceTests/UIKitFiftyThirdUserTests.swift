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
}
