import A11yCore
import Foundation
import Testing

/// An app's own Auto Layout helpers (SwiftSourceReading.md, "UIKit screens built in code",
/// "Layout"): functions of the project's `UIView` extensions that return constraints, a result
/// builder that collects them (`if`, `for` and arrays inside it), values given as `.init(…)` or a
/// static function (`.all()`) made as the parameter's type, `Self` in a type's own functions; and
/// SnapKit's DSL, made as its documentation says its constraints are.
@Suite("UIKit code: the app's own layout helpers, SnapKit")
@MainActor
struct UIKitLayoutHelpersTests {
    static let helpers = """
        import UIKit

        struct PinnableEdges {
            enum Edge: Hashable {
                case top(CGFloat), bottom(CGFloat), leading(CGFloat), trailing(CGFloat)

                var rectEdge: NSDirectionalRectEdge {
                    switch self {
                    case .top: return .top
                    case .bottom: return .bottom
                    case .leading: return .leading
                    case .trailing: return .trailing
                    }
                }

                func makeConstraint(_ first: UIView, _ second: UILayoutGuide) -> NSLayoutConstraint {
                    switch self {
                    case let .top(inset): return first.topAnchor.constraint(equalTo: second.topAnchor, constant: inset)
                    case let .bottom(inset): return first.bottomAnchor.constraint(equalTo: second.bottomAnchor, constant: -inset)
                    case let .leading(inset):
                        return first.leadingAnchor.constraint(equalTo: second.leadingAnchor, constant: inset)
                    case let .trailing(inset):
                        return first.trailingAnchor.constraint(equalTo: second.trailingAnchor, constant: -inset)
                    }
                }
            }

            var inner: Set<Edge>
            init(_ edges: Set<Edge>) { inner = edges }

            func excluding(_ edges: NSDirectionalRectEdge) -> Self { Self(inner.filter { !edges.contains($0.rectEdge) }) }

            static func all(_ inset: CGFloat = 0) -> Self {
                Self([.top(inset), .bottom(inset), .leading(inset), .trailing(inset)])
            }
        }

        @resultBuilder enum AutoLayoutBuilder {
            static func buildBlock(_ components: [NSLayoutConstraint]...) -> [NSLayoutConstraint] { components.flatMap { $0 } }
            static func buildExpression(_ expression: NSLayoutConstraint) -> [NSLayoutConstraint] { [expression] }
            static func buildExpression(_ expression: [NSLayoutConstraint]) -> [NSLayoutConstraint] { expression }
            static func buildEither(first components: [NSLayoutConstraint]) -> [NSLayoutConstraint] { components }
            static func buildEither(second components: [NSLayoutConstraint]) -> [NSLayoutConstraint] { components }
            static func buildArray(_ components: [[NSLayoutConstraint]]) -> [NSLayoutConstraint] { components.flatMap { $0 } }
        }

        extension UIView {
            func pinEdgesToSuperviewMargins(_ edges: PinnableEdges = .all()) -> [NSLayoutConstraint] {
                guard let superview else { return [] }
                return edges.inner.map { $0.makeConstraint(self, superview.layoutMarginsGuide) }
            }

            func addConstrainedSubviews(_ subviews: [UIView], @AutoLayoutBuilder builder: () -> [NSLayoutConstraint]) {
                for subview in subviews {
                    subview.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(subview)
                }
                NSLayoutConstraint.activate(builder())
            }
        }
        """

    @Test("constraints an extension's helpers return, collected by a result builder, place the views")
    func pinningHelpers() throws {
        let source = """
            import UIKit

            final class OutOfTimeViewController: UIViewController {
                let titleLabel = UILabel()
                let detailsLabel = UILabel()
                let buttons = UIStackView()
                let showsDetails = true
                let extra = [UILabel(), UILabel()]

                override func viewDidLoad() {
                    super.viewDidLoad()
                    titleLabel.text = "Out of time"
                    detailsLabel.text = "Add time to keep going."
                    let addTime = UIButton(type: .system)
                    addTime.setTitle("Add time", for: .normal)
                    buttons.addArrangedSubview(addTime)
                    // Added first, pinned to the bottom: read after the texts above it.
                    view.addConstrainedSubviews([buttons, titleLabel, detailsLabel] + extra) {
                        buttons.pinEdgesToSuperviewMargins(.all(24).excluding(.top))
                        titleLabel.pinEdgesToSuperviewMargins(.init([.top(24), .leading(0), .trailing(0)]))
                        if showsDetails {
                            detailsLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 8)
                            detailsLabel.pinEdgesToSuperviewMargins(PinnableEdges([.leading(0)]))
                        } else {
                            detailsLabel.heightAnchor.constraint(equalToConstant: 0)
                        }
                        for label in extra {
                            label.topAnchor.constraint(equalTo: detailsLabel.bottomAnchor, constant: 8)
                        }
                    }
                }
            }
            """
        let app = try UIKitReadingTests.app(source, files: ["Sources/App/Layout.swift": Self.helpers])
        let frames = ScreenDescription.describe(window: app.window).map { ($0.description, $0.snapshot.frame) }
        #expect(frames.map(\.0) == ["Out of time", "Add time to keep going.", "Add time. Button."])
        let top = try #require(frames.first?.1)
        let button = try #require(frames.last?.1)
        // The title under the safe area's top margin plus 24; the buttons 24 above the bottom margin.
        #expect(top.minY > 62 && top.minY < 120)
        #expect(button.maxY > 700)
        #expect(button.minX == 16 + 24)
    }

    @Test("SnapKit's makeConstraints: edges, insets, offsets, other views' attributes, sizes, remakes and priorities")
    func snapKit() throws {
        let source = """
            import SnapKit
            import UIKit

            final class StepView: UIView {
                init(index: Int, text: String) {
                    super.init(frame: .zero)
                    let number = UILabel()
                    number.text = "\\(index)."
                    addSubview(number)
                    let label = UILabel()
                    label.numberOfLines = 0
                    label.text = text
                    addSubview(label)
                    number.snp.makeConstraints { make in
                        make.leading.equalToSuperview().inset(24)
                        make.top.equalToSuperview()
                    }
                    label.snp.makeConstraints { make in
                        make.leading.equalTo(number.snp.trailing).offset(8)
                        make.trailing.equalToSuperview().inset(24)
                        make.firstBaseline.equalTo(number)
                        make.bottom.equalToSuperview().inset(16)
                    }
                }
                required init?(coder: NSCoder) { fatalError() }
            }

            final class StepsViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let back = UIButton(type: .system)
                    back.setTitle("Back", for: .normal)
                    // Added first, at the bottom of the safe area: read last.
                    view.addSubview(back)
                    let stack = UIStackView(arrangedSubviews: [StepView(index: 1, text: "Open Settings"),
                                                               StepView(index: 2, text: "Go to General")])
                    stack.axis = .vertical
                    view.addSubview(stack)
                    back.snp.makeConstraints { make in
                        make.leading.trailing.equalToSuperview().inset(UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
                        make.bottom.equalTo(view.safeAreaLayoutGuide.snp.bottom).offset(-20)
                        make.height.equalTo(44).priority(.high)
                    }
                    stack.snp.makeConstraints { make in
                        make.top.equalTo(view.safeAreaLayoutGuide).offset(999)
                        make.leading.trailing.equalToSuperview()
                    }
                    // A remake replaces the constraints made before.
                    stack.snp.remakeConstraints { make in
                        make.top.equalTo(view.safeAreaLayoutGuide).offset(20)
                        make.horizontalEdges.equalToSuperview()
                    }
                }
            }
            """
        let app = try UIKitReadingTests.app(source)
        let frames = ScreenDescription.describe(window: app.window).map { ($0.description, $0.snapshot.frame) }
        #expect(frames.map(\.0) == ["1.", "Open Settings", "2.", "Go to General", "Back. Button."])
        let number = try #require(frames.first?.1)
        let text = try #require(frames.dropFirst().first?.1)
        let back = try #require(frames.last?.1)
        #expect(number.minX == 24)
        #expect(text.minX == number.maxX + 8)
        #expect(number.minY < 200)
        #expect(back.minX == 16 && back.width == 402 - 32 && back.height == 44)
        #expect(back.maxY == 874 - 34 - 20)
    }

    @Test("a cell's content view fills the cell while SnapKit places views relative to it")
    func cellContentView() throws {
        let source = """
            import SnapKit
            import UIKit

            final class EmptyCell: UICollectionViewCell {
                private let message = UILabel()

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    message.text = "Nothing here"
                    message.isAccessibilityElement = false
                    contentView.addSubview(message)
                    message.snp.makeConstraints { make in
                        make.center.equalTo(contentView)
                    }
                    contentView.isAccessibilityElement = true
                    contentView.accessibilityLabel = "You have no new notifications"
                }

                required init?(coder: NSCoder) { fatalError() }
            }
            """
        // (A content view that constraints name but none sizes was 0 × 0, and not read.)
        let app = try UIKitReadingTests.app(source)
        let frames = ScreenDescription.describe(window: app.window).map { ($0.description, $0.snapshot.frame) }
        #expect(frames.map(\.0) == ["You have no new notifications"])
        #expect((frames.first?.1.width ?? 0) > 300)
    }

    @Test("SnapKit: removeConstraints() before new ones, insets by the related attribute, offsets replacing the constant")
    func snapKitRemoveAndInsets() throws {
        let source = """
            import SnapKit
            import UIKit

            final class BadgeViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let badge = UILabel()
                    badge.text = "Badge"
                    view.addSubview(badge)
                    badge.snp.makeConstraints { make in
                        make.top.equalToSuperview().offset(100)
                        make.left.equalToSuperview().offset(20)
                    }
                    badge.snp.removeConstraints()
                    badge.snp.makeConstraints { make in
                        make.top.equalToSuperview().offset(7).offset(300)
                        make.left.equalToSuperview().inset(40)
                    }
                    let caption = UILabel()
                    caption.text = "Caption"
                    view.addSubview(caption)
                    caption.snp.makeConstraints { make in
                        make.bottom.equalTo(badge.snp.top).inset(8)
                        make.width.equalToSuperview().inset(UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 30))
                        make.left.equalToSuperview()
                    }
                }
            }
            """
        let app = try UIKitReadingTests.app(source)
        let frames = ScreenDescription.describe(window: app.window).map { ($0.description, $0.snapshot.frame) }
        let badge = try #require(frames.first { $0.0 == "Badge" }?.1)
        let caption = try #require(frames.first { $0.0 == "Caption" }?.1)
        #expect(badge.minX == 40 && badge.minY == 300)
        // SnapKit's inset of a top edge is + its top; of a width, − the left and right.
        #expect(caption.maxY == 308)
        #expect(caption.width == 402 - 40)
    }

    @Test("a result builder's for takes its where clause")
    func builderWhere() throws {
        let source = """
            import UIKit

            @resultBuilder enum Constraints {
                static func buildBlock(_ parts: [NSLayoutConstraint]...) -> [NSLayoutConstraint] { parts.flatMap { $0 } }
                static func buildExpression(_ part: NSLayoutConstraint) -> [NSLayoutConstraint] { [part] }
                static func buildArray(_ parts: [[NSLayoutConstraint]]) -> [NSLayoutConstraint] { parts.flatMap { $0 } }
            }

            func activate(@Constraints _ make: () -> [NSLayoutConstraint]) { NSLayoutConstraint.activate(make()) }

            final class ListViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let labels = ["First", "Second", "Third"].map { text -> UILabel in
                        let label = UILabel()
                        label.text = text
                        label.translatesAutoresizingMaskIntoConstraints = false
                        view.addSubview(label)
                        return label
                    }
                    activate {
                        for (index, label) in labels.enumerated() where index > 0 {
                            label.topAnchor.constraint(equalTo: labels[index - 1].bottomAnchor, constant: 10)
                            label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20)
                        }
                        labels[0].topAnchor.constraint(equalTo: view.topAnchor, constant: 100)
                        labels[0].leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20)
                    }
                }
            }
            """
        let app = try UIKitReadingTests.app(source)
        let frames = ScreenDescription.describe(window: app.window).map { ($0.description, $0.snapshot.frame) }
        #expect(frames.map(\.0) == ["First", "Second", "Third"])
        #expect(frames.map(\.1.minY).first == 100)
    }

    @Test("system spacing: 8 points times the multiplier, for each relation (AutoLayoutRules.md, \"Stack views\")")
    func systemSpacing() throws {
        let source = """
            import UIKit

            final class SpacingViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let first = UILabel()
                    first.text = "First"
                    let second = UILabel()
                    second.text = "Second"
                    let third = UILabel()
                    third.text = "Third"
                    for label in [first, second, third] {
                        label.translatesAutoresizingMaskIntoConstraints = false
                        view.addSubview(label)
                        label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20).isActive = true
                    }
                    NSLayoutConstraint.activate([
                        first.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
                        second.topAnchor.constraint(equalToSystemSpacingBelow: first.bottomAnchor, multiplier: 2),
                        third.topAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: second.bottomAnchor, multiplier: 1),
                    ])
                }
            }
            """
        let app = try UIKitReadingTests.app(source)
        let frames = ScreenDescription.describe(window: app.window).map(\.snapshot.frame)
        try #require(frames.count == 3)
        #expect(abs(frames[1].minY - (frames[0].maxY + 16)) < 0.01)
        #expect(frames[2].minY - (frames[1].maxY + 8) > -0.01)
    }
}
