import Testing
@testable import A11yCore
@testable import TestSupport

/// Each view keeps the state the element-tree walk reads (VoiceOverRules, "The element tree") until a change
/// calls `setNeedsAccessibilityUpdate()`. Every change that can alter the tree must reach
/// the next derivation: after each one, the derivation with the kept states equals one that
/// resolves every view from scratch, and differs from the one before the change.
@Suite("Kept walk states follow every change (VoiceOverRules: The element tree)")
@MainActor
struct WalkStateTests {
    /// A window with a container of three labels, an image, a scroll view with a label, a
    /// second container and a button.
    @MainActor
    final class Screen {
        let window = Window(screen: A11yCore.Screen(idiom: .phone))
        let container = View(frame: Rect(x: 0, y: 40, width: 300, height: 100))
        let a = Label(text: "A", frame: Rect(x: 0, y: 0, width: 40, height: 20))
        let b = Label(text: "B", frame: Rect(x: 50, y: 0, width: 40, height: 20))
        let c = Label(text: "C", frame: Rect(x: 0, y: 40, width: 40, height: 20))
        let image = ImageView(imageName: "logo", frame: Rect(x: 100, y: 40, width: 40, height: 20))
        let scroll = ScrollView(frame: Rect(x: 0, y: 200, width: 300, height: 100))
        let scrolled = Label(text: "In scroll", frame: Rect(x: 0, y: 10, width: 100, height: 20))
        let other = View(frame: Rect(x: 0, y: 400, width: 300, height: 100))
        let button = Button(title: "OK", frame: Rect(x: 10, y: 10, width: 60, height: 30))

        init() {
            for view in [a, b, c, image] { container.addSubview(view) }
            scroll.addSubview(scrolled)
            other.addSubview(button)
            for view in [container, scroll, other] { window.addSubview(view) }
        }

        var derived: [ElementFingerprint] { ReadingOrder.order(window: window).map(ElementFingerprint.init) }

        var fromScratch: [ElementFingerprint] {
            window.forgetWalkStates()
            return derived
        }
    }

    static let changes: [(String, @MainActor (Screen) -> Void)] = [
        ("a label hidden", { $0.a.isHidden = true }),
        ("a label transparent", { $0.a.alpha = 0 }),
        ("a container's elements hidden", { $0.container.accessibilityElementsHidden = true }),
        ("a label no longer an element", { $0.b.isAccessibilityElement = false }),
        ("an image given a label becomes an element", { $0.image.accessibilityLabel = "Logo" }),
        ("a sibling made modal", { $0.other.accessibilityViewIsModal = true }),
        ("a container made a list", { $0.container.accessibilityContainerType = .list }),
        ("a container grouped", { $0.other.shouldGroupAccessibilityChildren = true; $0.other.frame.origin.y = 0 }),
        ("a semantic group named by its identifier", { screen in
            screen.container.accessibilityContainerType = .semanticGroup
            screen.container.frame.origin.y = 0
            _ = screen.derived
            screen.container.accessibilityIdentifier = "group"
        }),
        ("a container's traits made a tab bar", { $0.other.accessibilityTraits = .tabBar }),
        ("explicit elements", { $0.container.accessibilityElements = [$0.c, $0.b, $0.a] }),
        ("a label moved", { $0.c.frame.origin = Point(x: 200, y: 0) }),
        ("a scroll view scrolled", { $0.scroll.contentOffset = Point(x: 0, y: 10) }),
        ("an explicit accessibility frame", { $0.a.accessibilityFrame = Rect(x: 250, y: 300, width: 10, height: 10) }),
        ("a zero-size clipping container", { $0.other.clipsToBounds = true; $0.other.frame.size = .zero }),
        ("a subview added", { $0.other.addSubview(Label(text: "New", frame: Rect(x: 100, y: 10, width: 40, height: 20))) }),
        ("a subview removed", { $0.b.removeFromSuperview() }),
        ("a subview moved to another container", { $0.other.addSubview($0.a) }),
        ("a modal sibling hidden", { screen in
            screen.other.accessibilityViewIsModal = true
            _ = screen.derived
            screen.other.isHidden = true
        }),
        ("a button disabled and selected", {
            $0.button.isEnabled = false; $0.button.isSelected = true; $0.other.accessibilityContainerType = .list
        }),
    ]

    nonisolated static let changeCount = 20

    @Test("every change reaches the next derivation", arguments: 0..<changeCount)
    func change(_ index: Int) {
        #expect(Self.changes.count == Self.changeCount)
        let (name, apply) = Self.changes[index]
        let screen = Screen()
        let before = screen.derived
        #expect(before == screen.fromScratch)
        _ = screen.derived
        apply(screen)
        let after = screen.derived
        #expect(after == screen.fromScratch, "\(name): the kept states missed the change")
        #expect(after != before, "\(name): the change should alter the tree")
    }

    @Test("a derivation with nothing changed resolves no view again")
    func unchanged() {
        let screen = Screen()
        _ = screen.derived
        screen.a.walkState.frame = Rect(x: 999, y: 999, width: 1, height: 1)  // a marker, not a change
        let elements = ReadingOrder.order(window: screen.window)
        #expect(elements.contains { $0.frame.minX == 999 }, "the kept state is used")
    }
}
