import A11yCore
import Testing

/// TinyConstraints' DSL (SwiftSourceReading.md, "Layout"): a library the project does not contain, its constraints
/// made as its documentation says, where a file of the project imports it.
@Suite("UIKit code: TinyConstraints")
@MainActor
struct UIKitTinyConstraintsTests {
    static let screen = """
        import UIKit
        import TinyConstraints

        final class SplashViewController: UIViewController {
            let titleLabel = UILabel()
            let createButton = UIButton(type: .system)
            let signInButton = UIButton(type: .system)

            override func viewDidLoad() {
                super.viewDidLoad()
                titleLabel.text = "Welcome"
                createButton.setTitle("Create a new account", for: .normal)
                signInButton.setTitle("Sign in", for: .normal)
                let card = UIView()
                view.addSubview(card)
                card.edgesToSuperview(excluding: .bottom, insets: UIEdgeInsets(top: 100, left: 20, bottom: 0, right: 20))
                card.height(200)
                card.addSubview(titleLabel)
                titleLabel.centerInSuperview()
                view.addSubview(createButton)
                createButton.left(to: view, offset: 15)
                createButton.right(to: view, offset: -15)
                createButton.height(44)
                createButton.topToBottom(of: card, offset: 15, relation: .equalOrGreater)
                view.addSubview(signInButton)
                signInButton.topToBottom(of: createButton, offset: 15)
                signInButton.leftToSuperview(offset: 15)
                signInButton.rightToSuperview(offset: 15)
                signInButton.height(44)
                signInButton.bottomToSuperview(offset: -40)
            }
        }
        """

    @Test("edges, centre, sizes, an edge to a view's or the superview's, and one view below another, with a relation")
    func layout() throws {
        let app = try UIKitReadingTests.app(Self.screen, scene: "SplashViewController")
        let elements = ScreenDescription.describe(window: app.window, speakHints: false)
        #expect(elements.map(\.description) == ["Welcome", "Create a new account. Button.", "Sign in. Button."])
        let frames = Dictionary(elements.map { ($0.description, $0.snapshot.frame) }, uniquingKeysWith: { a, _ in a })
        let size = app.window.bounds.size
        // The title centred in the card (20 in from each side, 100 from the top, 200 high).
        let title = try #require(frames["Welcome"])
        #expect(abs(title.midX - size.width / 2) < 0.5 && abs(title.midY - 200) < 0.5, "\(title)")
        // Sign in 40 above the bottom, Create 15 above it (the relation lets it leave the card's gap larger).
        let signIn = try #require(frames["Sign in. Button."]), create = try #require(frames["Create a new account. Button."])
        #expect(signIn.maxY == size.height - 40 && signIn.minX == 15 && signIn.width == size.width - 30, "\(signIn)")
        #expect(create.maxY == signIn.minY - 15 && create.height == 44, "\(create)")
    }

    @Test("without an import of TinyConstraints in the project, the project's own methods of those names are not taken for it")
    func onlyWhereImported() throws {
        let source = Self.screen.replacingOccurrences(of: "import TinyConstraints\n", with: "")
        let app = try UIKitReadingTests.app(source, scene: "SplashViewController")
        let elements = ScreenDescription.describe(window: app.window, speakHints: false)
        // (Laid out by the estimate of views the code places with a library it does not contain.)
        #expect(elements.count == 3)
        #expect(elements.first { $0.description == "Sign in. Button." }?.snapshot.frame.maxY != app.window.bounds.height - 40)
    }
}
