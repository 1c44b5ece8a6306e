import Testing
import PropertyBased
@testable import A11yCore
@testable import TestSupport

/// VoiceOverRules, "Reading order": rows by top edge with a tolerance, left to right (or right to left).
@Suite("Reading order (VoiceOverRules: Reading order, AX-10)")
@MainActor
struct ReadingOrderTests {
    func order(_ frames: [Rect], tolerance: Double = 8, rtl: Bool = false) -> [Int] {
        ReadingOrder.sortedIndices(frames, tolerance: tolerance, rightToLeft: rtl)
    }

    @Test("a 2 × 2 grid reads A B C D, right to left B A D C")
    func grid() {
        let frames = [Rect(x: 0, y: 0, width: 50, height: 20), Rect(x: 100, y: 0, width: 50, height: 20),
                      Rect(x: 0, y: 40, width: 50, height: 20), Rect(x: 100, y: 40, width: 50, height: 20)]
        #expect(order(frames) == [0, 1, 2, 3])
        #expect(order(frames, rtl: true) == [1, 0, 3, 2])
        #expect(order(frames.reversed()) == [3, 2, 1, 0])
    }

    @Test("8 pt apart: separate rows on phone, one row on pad")
    func tolerance() {
        let frames = [Rect(x: 200, y: 0, width: 50, height: 20), Rect(x: 0, y: 8, width: 50, height: 20)]
        #expect(order(frames, tolerance: DeviceIdiom.phone.rowTolerance) == [0, 1])
        #expect(order(frames, tolerance: DeviceIdiom.pad.rowTolerance) == [1, 0])
        let close = [Rect(x: 200, y: 0, width: 50, height: 20), Rect(x: 0, y: 7.9, width: 50, height: 20)]
        #expect(order(close, tolerance: 8) == [1, 0])
    }

    @Test("rows chain: each element is compared with the previous one's top")
    func chaining() {
        let frames = [Rect(x: 300, y: 0, width: 10, height: 10), Rect(x: 200, y: 6, width: 10, height: 10),
                      Rect(x: 100, y: 12, width: 10, height: 10)]
        #expect(order(frames) == [2, 1, 0])
    }

    @Test("ties keep hierarchy order")
    func ties() {
        let same = Rect(x: 10, y: 10, width: 10, height: 10)
        #expect(order([same, same, same]) == [0, 1, 2])
        #expect(order([same, same], rtl: true) == [0, 1])
    }

    @Test("right-to-left orders a row by right edge, descending")
    func rightEdges() {
        let frames = [Rect(x: 0, y: 0, width: 300, height: 20), Rect(x: 200, y: 0, width: 50, height: 20)]
        #expect(order(frames, rtl: true) == [0, 1])
    }

    @Test("a group is placed at its first child and read contiguously")
    func groups() {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 800))
        let group = View(frame: Rect(x: 0, y: 100, width: 400, height: 200))
        group.shouldGroupAccessibilityChildren = true
        group.addSubview(label("G1", 0, 0))
        group.addSubview(label("G2", 0, 150))
        root.addSubview(label("Top", 0, 0))
        root.addSubview(group)
        root.addSubview(label("Middle", 200, 120))
        let window = Window()
        window.addSubview(root)
        let texts = ReadingOrder.order(ElementTreeBuilder.nodes(of: window), tolerance: 8, rightToLeft: false)
            .map { $0.view.accessibilityLabel ?? "" }
        #expect(texts == ["Top", "G1", "G2", "Middle"])
    }

    @Test("explicit accessibilityElements keep their order")
    func explicitOrder() {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 800))
        let a = label("A", 0, 0), b = label("B", 0, 100), c = label("C", 0, 200)
        [a, b, c].forEach(root.addSubview)
        root.accessibilityElements = [c, a, b]
        let window = Window()
        window.addSubview(root)
        let texts = ReadingOrder.order(ElementTreeBuilder.nodes(of: window), tolerance: 8, rightToLeft: false)
            .map { $0.view.accessibilityLabel ?? "" }
        #expect(texts == ["C", "A", "B"])
    }

    /// Issue 15: the group was placed at the first child of its own (explicit) order, e0,
    /// so the sibling between e1 and e0 came first.
    @Test("""
        VoiceOverRules: Reading order: a group takes the position of its first child in reading order, \
        not of its explicit order's first
        """)
    func explicitGroupPlacedByTopmostChild() {
        for useWindowWalk in [true, false] {
            let root = View(frame: Rect(x: 0, y: 0, width: 402, height: 874))
            let container = View(frame: Rect(x: 0, y: 300, width: 200, height: 300))
            let e0 = label("e0", 16, 181), e1 = label("e1", 16, 61)     // 481 and 361 in the window
            [e0, e1].forEach(container.addSubview)
            container.accessibilityElements = [e0, e1]
            root.addSubview(container)
            root.addSubview(label("sibling", 220, 421))
            let window = Window()
            window.addSubview(root)
            let ordered = useWindowWalk
                ? ReadingOrder.order(window: window)
                : ReadingOrder.order(ElementTreeBuilder.nodes(of: window), tolerance: 8, rightToLeft: false)
            #expect(ordered.map { $0.view.accessibilityLabel ?? "" } == ["e0", "e1", "sibling"], "window walk: \(useWindowWalk)")
        }
    }
}

/// VoiceOverRules, "The element tree": which objects are elements.
@Suite("Element tree (VoiceOverRules: The element tree)")
@MainActor
struct ElementTreeTests {
    func labels(_ build: (View) -> Void) -> [String] {
        let window = Window()
        let root = View(frame: Rect(x: 0, y: 0, width: 402, height: 874))
        build(root)
        window.addSubview(root)
        return ReadingOrder.order(ElementTreeBuilder.nodes(of: window), tolerance: 8, rightToLeft: false)
            .map { $0.view.accessibilityLabel ?? "?" }
    }

    @Test("accessibilityElementsHidden removes the whole subtree, even an element (rule 1)")
    func elementsHidden() {
        #expect(labels { root in
            let box = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
            box.accessibilityElementsHidden = true
            box.addSubview(label("Inside", 0, 0))
            root.addSubview(box)
            let element = label("Hidden element", 0, 200)
            element.accessibilityElementsHidden = true
            root.addSubview(element)
            root.addSubview(label("Shown", 0, 300))
        } == ["Shown"])
    }

    @Test("hidden, alpha 0 and 0 × 0 elements are skipped; 0 × 10 is read (rule 2)")
    func hiddenAlphaZero() {
        #expect(labels { root in
            let hidden = label("Hidden", 0, 0); hidden.isHidden = true
            let clear = label("Clear", 0, 30); clear.alpha = 0
            let empty = label("Empty", 0, 60, 0, 0)
            let thin = label("Thin", 0, 90, 0, 10)
            let container = View(frame: .zero)
            container.addSubview(label("In a zero container", 0, 120))
            [hidden, clear, empty, thin, container].forEach(root.addSubview)
        } == ["Thin", "In a zero container"])
    }

    @Test("a zero-size clipping view hides its subtree (rule 2)")
    func clipping() {
        #expect(labels { root in
            let clip = View(frame: .zero)
            clip.clipsToBounds = true
            clip.addSubview(label("Clipped", 0, 0))
            root.addSubview(clip)
        } == [])
    }

    @Test("an element is a leaf (rule 3)")
    func leaf() {
        #expect(labels { root in
            let button = Button(title: "Outer", frame: Rect(x: 0, y: 0, width: 200, height: 44))
            button.addSubview(label("Inner", 0, 0))
            root.addSubview(button)
        } == ["Outer"])
    }

    @Test("only the last modal sibling is visited (rule 5)")
    func modal() {
        #expect(labels { root in
            root.addSubview(label("Behind", 0, 0))
            let first = View(frame: Rect(x: 0, y: 100, width: 200, height: 100)); first.accessibilityViewIsModal = true
            first.addSubview(label("First modal", 0, 0))
            let second = View(frame: Rect(x: 0, y: 300, width: 200, height: 100)); second.accessibilityViewIsModal = true
            second.addSubview(label("Last modal", 0, 0))
            [first, second].forEach(root.addSubview)
        } == ["Last modal"])
    }

    @Test("a plain view is not an element unless marked; an image only with a label")
    func defaults() {
        #expect(labels { root in
            root.addSubview(View(frame: Rect(x: 0, y: 0, width: 10, height: 10)))
            let marked = View(frame: Rect(x: 0, y: 20, width: 10, height: 10))
            marked.isAccessibilityElement = true; marked.accessibilityLabel = "Marked"
            root.addSubview(marked)
            root.addSubview(ImageView(imageName: "x", frame: Rect(x: 0, y: 40, width: 10, height: 10)))
            let image = ImageView(imageName: "cake", frame: Rect(x: 0, y: 60, width: 10, height: 10))
            image.accessibilityLabel = "Cake"
            root.addSubview(image)
        } == ["Marked", "Cake"])
    }

    @Test("lists and landmarks give start and end words to their own elements (What is said for an element rule 7)")
    func listContext() {
        let window = Window()
        let list = View(frame: Rect(x: 0, y: 100, width: 400, height: 300))
        list.accessibilityContainerType = .list
        ["One", "Two", "Three"].enumerated().forEach { index, text in list.addSubview(label(text, 0, Double(index) * 40)) }
        let landmark = View(frame: Rect(x: 0, y: 500, width: 400, height: 100))
        landmark.accessibilityContainerType = .landmark
        landmark.addSubview(label("Only", 0, 0))
        window.addSubview(list)
        window.addSubview(landmark)
        let texts = ReadingOrder.order(ElementTreeBuilder.nodes(of: window), tolerance: 8, rightToLeft: false)
            .map { ElementDescriber.describe($0.snapshot).text }
        #expect(texts == ["One. List Start.", "Two", "Three. List End.", "Only. Landmark."])
    }

    @Test("a segmented control reads as buttons in a series, the chosen one selected")
    func segments() {
        let window = Window()
        window.addSubview(SegmentedControl(segments: ["A", "B", "C"], selectedSegmentIndex: 1,
                                           frame: Rect(x: 0, y: 100, width: 300, height: 30)))
        let texts = ReadingOrder.order(ElementTreeBuilder.nodes(of: window), tolerance: 8, rightToLeft: false)
            .map { ElementDescriber.describe($0.snapshot).text }
        #expect(texts == ["A. Button. 1 of 3.", "Selected: B. Button. 2 of 3.", "C. Button. 3 of 3."])
    }
}

/// The row walk has two implementations: the spec's sort by top edge and a linear one by
/// bands of half the tolerance (what large screens use). They must agree on every input.
@Suite("Row walk by bands = row walk by sorting (VoiceOverRules: Reading order)")
struct RowWalkEquivalenceTests {
    /// Keys from numbers: tops on a quarter-point grid (ties, negatives, gaps exactly at the
    /// tolerance), leading edges on a half-point grid; `spread` stretches the tops.
    static func keys(_ numbers: [Int], spread: Int) -> [RowWalk.Key] {
        numbers.enumerated().map { index, number in
            let y = Double(number % (40 * spread)) / 4 - 20
            let x = Double((number / 7) % 400) / 2 - 50
            return RowWalk.Key(y: y, x: x, index: Int32(index))
        }
    }

    static func check(_ keys: [RowWalk.Key], tolerance: Double) {
        var byBands = keys, bySorting = keys
        var scratch = RowWalk.Scratch()
        RowWalk.arrange(&byBands, tolerance: tolerance, scratch: &scratch)
        RowWalk.arrangeBySorting(&bySorting, tolerance: tolerance)
        #expect(byBands.map(\.index) == bySorting.map(\.index), "tolerance \(tolerance), tops \(keys.map(\.y))")
    }

    @Test("random tops and edges, phone and pad tolerances")
    func random() async {
        await propertyCheck(count: 400, input: Gen.int(in: 0...99_999).array(of: 24...300),
                            Gen.int(in: 1...60)) { numbers, spread in
            let keys = Self.keys(numbers, spread: spread)
            Self.check(keys, tolerance: 8)
            Self.check(keys, tolerance: 13)
        }
    }

    @Test("a screen in reading order, one shuffled, one upside down")
    func screens() {
        var keys: [RowWalk.Key] = []
        for index in 0..<600 {
            keys.append(RowWalk.Key(y: Double(index / 20) * 30 + Double(index * 7 % 6), x: Double(index % 20) * 20,
                                    index: Int32(index)))
        }
        Self.check(keys, tolerance: 8)
        var generator = SplitMix(seed: 7)
        var shuffled = keys.shuffled(using: &generator)
        for position in shuffled.indices { shuffled[position].index = Int32(position) }
        Self.check(shuffled, tolerance: 8)
        var reversed = Array(keys.reversed())
        for position in reversed.indices { reversed[position].index = Int32(position) }
        Self.check(reversed, tolerance: 13)
    }

    @Test("tops spread too far for bands fall back to sorting")
    func farFlung() {
        var keys = (0..<30).map { RowWalk.Key(y: Double($0 % 3) * 5, x: Double($0), index: Int32($0)) }
        keys[29].y = 1e9
        keys[28].y = -.infinity
        Self.check(keys, tolerance: 8)
    }
}

/// A small seeded generator, so shuffles are the same on every run.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
