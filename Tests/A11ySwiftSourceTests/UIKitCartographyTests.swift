import A11yCore
import Testing

/// Cartography's constraint DSL (SwiftSourceReading.md, "UIKit screens built in code", "Layout"):
/// `constrain(…) { … }` with its proxies' attributes, arithmetic, relations, `inset` and `~`, made as
/// its documentation says its constraints are; and `super`'s UIKit methods in a project's subclass.
@Suite("UIKit code: Cartography, super's UIKit methods")
@MainActor
struct UIKitCartographyTests {
    @Test("""
        constrain's closure makes its constraints: an edge to another's with an offset, a width as a multiple of the \
        superview's, a height as a number, a compound edges inset, a priority by ~; an array of views, one proxy each; \
        align and distribute
        """)
    func constrain() throws {
        let source = """
            import Cartography
            import UIKit

            final class TermsViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    // Added first, pinned to the bottom: read last.
                    let agree = UIButton(type: .system)
                    agree.setTitle("Agree", for: .normal)
                    view.addSubview(agree)
                    let title = UILabel()
                    title.text = "Terms"
                    view.addSubview(title)
                    let body = UILabel()
                    body.text = "Please read these terms."
                    body.numberOfLines = 0
                    view.addSubview(body)
                    let first = UILabel()
                    first.text = "One"
                    let second = UILabel()
                    second.text = "Two"
                    view.addSubview(first)
                    view.addSubview(second)
                    constrain(agree) {
                        $0.bottom == $0.superview!.bottom - CGFloat(34)
                        $0.centerX == $0.superview!.centerX
                        $0.width == $0.superview!.width * CGFloat(0.8)
                        $0.height == CGFloat(55)
                    }
                    constrain(title, body) { title, body in
                        title.top == title.superview!.top + 80
                        title.leading == title.superview!.leading + 20
                        body.top == title.bottom + 12
                        body.edges == inset(body.superview!.edges, 20, 20, 300, 20) ~ 750
                    }
                    constrain([first, second]) { views in
                        views[0].top == views[0].superview!.top + 600
                        views[0].left == views[0].superview!.left + 20
                        views[1].centerY == views[0].centerY
                        views[1].left == views[0].right + 16
                    }
                    let x = UILabel()
                    x.text = "X"
                    let y = UILabel()
                    y.text = "Y"
                    view.addSubview(y)
                    view.addSubview(x)
                    constrain(x, y) { x, y in
                        x.top == x.superview!.top + 650
                        x.leading == x.superview!.leading + 20
                        align(top: x, y)
                        distribute(by: 10, horizontally: x, y)
                    }
                }
            }
            """
        let app = try UIKitReadingTests.app(source)
        let frames = ScreenDescription.describe(window: app.window).map { ($0.description, $0.snapshot.frame) }
        #expect(frames.map(\.0) == ["Terms", "Please read these terms.", "One", "Two", "X", "Y", "Agree. Button."])
        let title = try #require(frames.first?.1)
        let body = try #require(frames.dropFirst().first?.1)
        let one = frames[2].1, two = frames[3].1
        let agree = try #require(frames.last?.1)
        #expect(title.minX == 20 && title.minY == 80)
        #expect(body.minY == title.maxY + 12 && body.maxY == 874 - 300 && body.minX == 20 && body.width == 402 - 40)
        #expect(one.minY == 600 && two.minX == one.maxX + 16 && two.midY == one.midY)
        let x = frames[4].1, y = frames[5].1
        #expect(x.minY == 650 && y.minY == 650 && y.minX == x.maxX + 10)
        #expect(abs(agree.width - 402 * 0.8) < 0.01 && agree.height == 55 && agree.maxY == 874 - 34)
        #expect(abs(agree.midX - 201) < 0.01)
    }

    @Test("""
        super's UIKit method in a project's subclass runs UIKit's on the object: a button's own \
        setAttributedTitle(_:withKerning:) handing its title to super.setAttributedTitle(_:for:)
        """)
    func superUIKitMethod() throws {
        let source = """
            import UIKit

            final class KernedButton: UIButton {
                init() {
                    super.init(frame: .zero)
                }

                required init?(coder: NSCoder) { fatalError() }

                func setAttributedTitle(_ title: String?, withKerning kern: Double = 3) {
                    guard let title = title else { return }
                    let text = NSAttributedString(string: title, attributes: [.kern: kern])
                    super.setAttributedTitle(text, for: .normal)
                }
            }

            final class WelcomeViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let start = KernedButton()
                    start.setAttributedTitle("Create a new Wallet", withKerning: 1)
                    start.frame = CGRect(x: 20, y: 400, width: 300, height: 55)
                    view.addSubview(start)
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source)
        #expect(elements == ["Create a new Wallet. Button."], "\(notes)")
    }

    @Test("a ConstraintGroup's constraints are replaced by a later constrain(_:replace:) and removed by constrain(clear:)")
    func replaceAndClear() throws {
        let source = """
            import Cartography
            import UIKit

            final class MovingViewController: UIViewController {
                private let group = ConstraintGroup()
                private let other = ConstraintGroup()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let moved = UILabel()
                    moved.text = "Moved"
                    view.addSubview(moved)
                    constrain(moved, replace: group) { moved in
                        moved.top == moved.superview!.top + 100
                        moved.leading == moved.superview!.leading + 20
                    }
                    constrain(moved, replace: group) { moved in
                        moved.top == moved.superview!.top + 300
                        moved.leading == moved.superview!.leading + 20
                    }
                    constrain(moved, replace: other) { moved in
                        moved.width == 500
                    }
                    constrain(clear: other)
                }
            }
            """
        let app = try UIKitReadingTests.app(source)
        let frames = ScreenDescription.describe(window: app.window).map { ($0.description, $0.snapshot.frame) }
        #expect(frames.map(\.0) == ["Moved"])
        let moved = try #require(frames.first?.1)
        #expect(moved.minY == 300 && moved.minX == 20 && moved.width < 500)
    }
}
