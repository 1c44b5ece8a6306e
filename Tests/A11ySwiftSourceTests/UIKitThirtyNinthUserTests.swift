import A11yCore
import Testing

/// The thirty-ninth user's screens (SwiftSourceReading.md, "Screens", "What is followed"): a screen whose presenter
/// gives its navigation item a title and a bar button made into a local, and a version row an app hides while its
/// tests run, asked of a global named with a capital.
@Suite("UIKit code: the thirty-ninth user's screens")
@MainActor
struct UIKitThirtyNinthUserTests {
    @Test("""
        the code that shows a screen configures it through its navigation item (`start.navigationItem.title = …`, \
        `rightBarButtonItems` of a button made into a local first) before it is shown (UIKit: the navigation bar \
        shows the item's title and bar buttons as they are when the screen appears)
        """)
    func presenterNavigationItem() throws {
        let source = """
            import UIKit

            final class ImportKeyViewController: UIViewController {
                private let wallet: Wallet

                init(wallet: Wallet) {
                    self.wallet = wallet
                    super.init(nibName: nil, bundle: nil)
                }

                required init?(coder: NSCoder) { fatalError() }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let body = UILabel()
                    body.text = "Importing a wallet moves its money into this one."
                    view.addSubview(body)
                }
            }
            """
        let presenter = """
            import UIKit

            extension UIButton {
                static func faqButton(article: String) -> UIButton {
                    let button = UIButton(type: .system)
                    button.setImage(UIImage(named: "Faq"), for: .normal)
                    return button
                }
            }

            final class ModalPresenter {
                var top: UIViewController?

                func presentKeyImport(wallet: Wallet) {
                    let navigation = UINavigationController()
                    let start = ImportKeyViewController(wallet: wallet)
                    start.navigationItem.title = "Import Wallet"
                    let faq = UIButton.faqButton(article: "import-wallet")
                    faq.accessibilityLabel = "Support Center"
                    start.navigationItem.rightBarButtonItems = [UIBarButtonItem(customView: faq)]
                    navigation.viewControllers = [start]
                    top?.present(navigation, animated: true)
                }
            }
            """
        let read = try SwiftUIReadingTests.describe(source, files: ["Sources/App/ModalPresenter.swift": presenter])
        #expect(read.elements == [
            "Import Wallet. Heading.", "Support Center. Button.", "Importing a wallet moves its money into this one.",
        ], "\(read.notes)")
        #expect(read.notes.contains { $0.contains("start.navigationItem.title = \"Import Wallet\"") }, "\(read.notes)")
    }

    @Test("""
        a global variable named with a capital (`var Globals = GlobalFactory()`) is read as that variable, not a \
        type; a test framework's class is not loaded in the app a user runs (Objective-C: `NSClassFromString` gives \
        nil for a class no loaded image holds)
        """)
    func capitalGlobalAndTests() throws {
        let globals = """
            import Foundation

            var Globals = GlobalFactory()

            class GlobalFactory {
                lazy var isTesting: Bool = _isTesting()
                var version: String { "2.28" }

                private func _isTesting() -> Bool {
                    NSClassFromString("XCTest") != nil
                }
            }
            """
        let source = """
            import UIKit

            final class DrawerViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let label = UILabel()
                    label.text = Globals.isTesting ? "Test build" : "Ello v\\(Globals.version)"
                    view.addSubview(label)
                }
            }
            """
        let read = try SwiftUIReadingTests.describe(source, files: ["Sources/App/Globals.swift": globals])
        #expect(read.elements == ["Ello v2.28"], "\(read.notes)")
    }
}
