import A11yCore
@testable import A11yLayout
import Testing

/// The engine on small trees written by hand: each feature of Auto Layout the model solves.
@Suite("Auto Layout engine")
struct LayoutEngineTests {
    /// A tree whose root is `size`, with `views` (id, parent index, design frame) below it.
    static func tree(_ views: [(String, Int, Rect)], _ constraints: [LayoutConstraint] = []) -> LayoutTree {
        tree(Size(width: 402, height: 800), views, constraints)
    }

    static func tree(_ size: Size, _ views: [(String, Int, Rect)], _ constraints: [LayoutConstraint] = []) -> LayoutTree {
        var nodes = [LayoutNode(id: "root", className: "UIView", parent: nil, designFrame: Rect(origin: .zero, size: size))]
        for (id, parent, frame) in views {
            var node = LayoutNode(id: id, className: "UIView", parent: parent, designFrame: frame)
            node.translatesMask = false
            nodes.append(node)
        }
        return LayoutTree(nodes: nodes, constraints: constraints)
    }

    static func pin(_ id: String, _ view: Int, _ attribute: LayoutAttribute, _ other: Int = 0,
                    _ otherAttribute: LayoutAttribute? = nil, _ constant: Double = 0,
                    relation: LayoutConstraint.Relation = .equal, multiplier: Double = 1,
                    priority: Double = 1000, item: LayoutItem? = nil) -> LayoutConstraint {
        LayoutConstraint(id: id, first: .view(view), firstAttribute: attribute, relation: relation, second: item ?? .view(other),
                         secondAttribute: otherAttribute ?? attribute, multiplier: multiplier, constant: constant,
                         priority: priority)
    }

    static func size(_ id: String, _ view: Int, _ attribute: LayoutAttribute, _ constant: Double,
                     priority: Double = 1000) -> LayoutConstraint {
        LayoutConstraint(id: id, first: .view(view), firstAttribute: attribute, constant: constant, priority: priority)
    }

    @Test("pinned edges follow the root; a fixed height stays")
    func pinnedEdges() {
        let tree = Self.tree([("bar", 0, Rect(x: 16, y: 20, width: 370, height: 44))], [
            Self.pin("l", 1, .leading, 0, .leading, 16), Self.pin("t", 0, .trailing, 1, .trailing, 16),
            Self.pin("top", 1, .top, 0, .top, 20), Self.size("h", 1, .height, 44),
        ])
        let engine = LayoutEngine(tree: tree)
        #expect(engine.solve(LayoutEnvironment(rootSize: Size(width: 375, height: 667))).frames[1]
                == Rect(x: 16, y: 20, width: 343, height: 44))
        #expect(engine.solve(LayoutEnvironment(rootSize: Size(width: 1024, height: 768))).frames[1]
                == Rect(x: 16, y: 20, width: 992, height: 44))
    }

    @Test("a higher priority wins a conflict; a multiplier scales")
    func prioritiesAndMultipliers() {
        let tree = Self.tree([("a", 0, Rect(x: 0, y: 0, width: 10, height: 10))], [
            Self.pin("x", 1, .leading), Self.pin("y", 1, .top),
            Self.size("w300", 1, .width, 300, priority: 750), Self.size("w100", 1, .width, 100, priority: 250),
            Self.pin("half", 1, .height, 0, .width, multiplier: 0.5),
        ])
        let frame = LayoutEngine(tree: tree).solve(LayoutEnvironment(rootSize: Size(width: 402, height: 800))).frames[1]
        #expect(frame.width == 300)
        #expect(frame.height == 201)
    }

    @Test("a button pinned above the home indicator and tied to the view above stays on screen")
    func safeAreaBottom() {
        // The button's bottom on the safe area's bottom; a list above it fills the rest.
        var tree = Self.tree(Size(width: 375, height: 812), [
            ("list", 0, Rect(x: 0, y: 44, width: 375, height: 666)),
            ("button", 0, Rect(x: 16, y: 726, width: 343, height: 44)),
        ], [
            Self.pin("lt", 1, .top, item: .safeArea(0)), Self.pin("ll", 1, .leading), Self.pin("lr", 1, .trailing),
            Self.pin("gap", 2, .top, 1, .bottom, 16), Self.pin("bl", 2, .leading, 0, .leading, 16),
            Self.pin("br", 2, .trailing, 0, .trailing, -16), Self.size("bh", 2, .height, 44),
            LayoutConstraint(id: "bb", first: .safeArea(0), firstAttribute: .bottom, second: .view(2), secondAttribute: .bottom,
                             constant: 8),
        ])
        tree.designSafeArea = EdgeInsets(top: 44, bottom: 34)
        let engine = LayoutEngine(tree: tree)
        let phone = engine.solve(LayoutEnvironment(rootSize: Size(width: 402, height: 874),
                                                   safeArea: EdgeInsets(top: 62, bottom: 34)))
        #expect(phone.frames[2] == Rect(x: 16, y: 874 - 34 - 8 - 44, width: 370, height: 44))
        #expect(phone.frames[1].minY == 62)
        #expect(phone.frames[1].maxY == phone.frames[2].minY - 16)
        let se = engine.solve(LayoutEnvironment(rootSize: Size(width: 375, height: 667), safeArea: EdgeInsets(top: 20)))
        #expect(se.frames[2].maxY == 667 - 8)
    }

    @Test("the root's margins: the system minimum at the sides, added to the safe area")
    func rootMargins() {
        let tree = Self.tree([("label", 0, Rect(x: 16, y: 0, width: 100, height: 20))], [
            Self.pin("l", 1, .leading, 0, .leadingMargin), Self.pin("r", 1, .trailing, 0, .trailingMargin),
            Self.pin("t", 1, .top, 0, .topMargin), Self.size("h", 1, .height, 20),
        ])
        let engine = LayoutEngine(tree: tree)
        let portrait = engine.solve(LayoutEnvironment(rootSize: Size(width: 402, height: 874), safeArea: EdgeInsets(top: 62)))
        #expect(portrait.frames[1] == Rect(x: 16, y: 62, width: 370, height: 20))
        let wide = engine.solve(LayoutEnvironment(rootSize: Size(width: 440, height: 956)))
        #expect(wide.frames[1].minX == 20)
        let landscape = engine.solve(LayoutEnvironment(rootSize: Size(width: 874, height: 402),
                                                      safeArea: EdgeInsets(left: 62, bottom: 21, right: 62), minimumMargin: 16))
        #expect(landscape.frames[1] == Rect(x: 78, y: 0, width: 718, height: 20))
    }

    @Test("right to left: leading and trailing mirror, left and right do not")
    func rightToLeft() {
        let tree = Self.tree([("a", 0, Rect(x: 16, y: 0, width: 50, height: 20)),
                              ("b", 0, Rect(x: 0, y: 30, width: 50, height: 20))], [
            Self.pin("l", 1, .leading, 0, .leading, 16), Self.pin("t", 1, .top), Self.size("w", 1, .width, 50),
            Self.size("h", 1, .height, 20), Self.pin("bl", 2, .left, 0, .left, 10), Self.pin("bt", 2, .top, 0, .top, 30),
            Self.size("bw", 2, .width, 50), Self.size("bh", 2, .height, 20),
        ])
        let result = LayoutEngine(tree: tree).solve(LayoutEnvironment(rootSize: Size(width: 400, height: 100),
                                                                      layoutDirection: .rightToLeft))
        #expect(result.frames[1].minX == 400 - 16 - 50)
        #expect(result.frames[2].minX == 10)
    }

    @Test("a required constraint that contradicts the others is broken and reported; the rest hold")
    func brokenConstraint() {
        var constraint = Self.size("w2", 1, .width, 200)
        constraint.position = LayoutPosition(line: 12, column: 5)
        let tree = Self.tree([("a", 0, Rect(x: 0, y: 0, width: 100, height: 20))], [
            Self.pin("x", 1, .leading), Self.pin("y", 1, .top), Self.size("w1", 1, .width, 100), constraint,
            Self.size("h", 1, .height, 20),
        ])
        let result = LayoutEngine(tree: tree).solve(LayoutEnvironment(rootSize: Size(width: 402, height: 800)))
        #expect(result.frames[1].width == 100)
        #expect(result.broken.map(\.id) == ["w2"])
        #expect(result.broken.first?.position == LayoutPosition(line: 12, column: 5))
        #expect(result.broken.first?.summary == "UIView:a.width == 200")
    }

    @Test("a view its constraints do not place keeps its design frame on that axis, and is reported")
    func ambiguity() {
        let tree = Self.tree([("a", 0, Rect(x: 30, y: 40, width: 100, height: 20))], [
            Self.pin("x", 1, .leading, 0, .leading, 8), Self.size("w", 1, .width, 100), Self.size("h", 1, .height, 20),
        ])
        let engine = LayoutEngine(tree: tree)
        let environment = LayoutEnvironment(rootSize: Size(width: 402, height: 800))
        #expect(engine.solve(environment).frames[1] == Rect(x: 8, y: 40, width: 100, height: 20))
        let ambiguous = engine.ambiguousViews(environment)
        #expect(ambiguous.count == 1)
        #expect(ambiguous.first?.vertical == true && ambiguous.first?.horizontal == false)
    }

    @Test("autoresizing masks: flexible parts share the change in proportion")
    func masks() {
        var tree = Self.tree(Size(width: 320, height: 480), [
            ("wide", 0, Rect(x: 10, y: 10, width: 300, height: 20)), ("right", 0, Rect(x: 270, y: 40, width: 40, height: 20)),
            ("centre", 0, Rect(x: 110, y: 70, width: 100, height: 20)),
        ])
        for index in 1...3 { tree.nodes[index].translatesMask = true }
        tree.nodes[1].autoresizing = .flexibleWidth
        tree.nodes[2].autoresizing = .flexibleLeftMargin
        tree.nodes[3].autoresizing = [.flexibleLeftMargin, .flexibleRightMargin]
        let frames = LayoutEngine(tree: tree).solve(LayoutEnvironment(rootSize: Size(width: 420, height: 480))).frames
        #expect(frames[1] == Rect(x: 10, y: 10, width: 400, height: 20))
        #expect(frames[2].minX == 370)
        #expect(frames[3].minX == 160)
    }

    @Test("stack views: fill equally, equal spacing, centre alignment, hidden views taken out")
    func stacks() {
        func stackTree(_ arrangement: StackArrangement, hidden: Bool = false) -> LayoutTree {
            var tree = Self.tree([
                ("stack", 0, Rect(x: 0, y: 0, width: 300, height: 40)),
                ("a", 1, Rect(x: 0, y: 0, width: 50, height: 20)), ("b", 1, Rect(x: 60, y: 0, width: 80, height: 30)),
                ("c", 1, Rect(x: 150, y: 0, width: 40, height: 40)),
            ], [Self.pin("l", 1, .leading), Self.pin("t", 1, .top), Self.size("w", 1, .width, 300)])
            tree.nodes[1].stack = arrangement
            for index in 2...4 {
                tree.nodes[index].intrinsicWidth = tree.nodes[index].designFrame.width
                tree.nodes[index].intrinsicHeight = tree.nodes[index].designFrame.height
            }
            tree.nodes[3].isHidden = hidden
            return tree
        }
        let environment = LayoutEnvironment(rootSize: Size(width: 402, height: 800))
        let equal = LayoutEngine(tree: stackTree(StackArrangement(distribution: .fillEqually, spacing: 6)))
            .solve(environment).frames
        #expect(equal[2].width == 96 && equal[3].width == 96 && equal[4].minX == 204)
        let spaced = LayoutEngine(tree: stackTree(StackArrangement(distribution: .equalSpacing, alignment: .center)))
            .solve(environment).frames
        #expect(spaced[2].minX == 0 && spaced[4].maxX == 300)
        #expect(spaced[3].minX - spaced[2].maxX == spaced[4].minX - spaced[3].maxX)
        #expect(spaced[1].height == 40 && spaced[2].midY == 20)
        let withoutB = LayoutEngine(tree: stackTree(StackArrangement(distribution: .fillEqually, spacing: 10), hidden: true))
            .solve(environment).frames
        #expect(withoutB[2].width == 145 && withoutB[4].minX == 155)
    }

    @Test("a scroll view's content size comes from its content")
    func scrollContent() {
        var tree = Self.tree([
            ("scroll", 0, Rect(x: 0, y: 0, width: 402, height: 800)), ("content", 1, Rect(x: 0, y: 0, width: 402, height: 1500)),
        ], [
            Self.pin("sl", 1, .leading), Self.pin("sr", 1, .trailing), Self.pin("st", 1, .top), Self.pin("sb", 1, .bottom),
            Self.pin("cl", 2, .leading, 1), Self.pin("cr", 2, .trailing, 1), Self.pin("ct", 2, .top, 1),
            Self.pin("cb", 2, .bottom, 1), Self.pin("cw", 2, .width, 1), Self.size("ch", 2, .height, 1500),
        ])
        tree.nodes[1].isScrollView = true
        let result = LayoutEngine(tree: tree).solve(LayoutEnvironment(rootSize: Size(width: 375, height: 667)))
        #expect(result.frames[1].height == 667)
        #expect(result.contentSizes[1] == Size(width: 375, height: 1500))
    }

    /// Two "Wi-Fi" labels one under the other, 10 pt apart; the first follows the text size.
    static func twoTexts(_ ids: (String, String), secondAdjusts: Bool) -> LayoutTree {
        var tree = tree([(ids.0, 0, Rect(x: 16, y: 0, width: 45, height: 20.5)),
                         (ids.1, 0, Rect(x: 16, y: 30, width: 45, height: 20.5))],
                        [pin("a", 1, .leading), pin("b", 1, .top), pin("c", 2, .leading), pin("d", 2, .top, 1, .bottom, 10)])
        for index in 1...2 {
            tree.nodes[index].intrinsicWidth = 45
            tree.nodes[index].intrinsicHeight = 20.5
            tree.nodes[index].text = TextMetrics(pointSize: 17, textStyle: "body", adjustsToTextSize: index == 1 || secondAdjusts,
                                                 text: "Wi-Fi")
        }
        return tree
    }

    @Test("text that follows the text size grows with it; other text does not")
    func textSize() {
        let tree = Self.twoTexts(("body", "fixed"), secondAdjusts: false)
        let engine = LayoutEngine(tree: tree)
        var environment = LayoutEnvironment(rootSize: Size(width: 402, height: 800))
        let large = engine.solve(environment).frames
        environment.textSize = .accessibilityExtraExtraExtraLarge
        let huge = engine.solve(environment).frames
        #expect(huge[1].width > large[1].width * 3 - 1)
        #expect(huge[1].height > large[1].height * 2)
        #expect(huge[2].size == large[2].size)
        #expect(huge[2].minY == huge[1].maxY + 10)
        #expect(engine.truncatedTexts().isEmpty)
    }

    @Test("a text whose hugging or compression resistance is required grows with the text size too, as do those after it")
    func requiredIntrinsicSide() {
        var tree = Self.twoTexts(("hugs", "next"), secondAdjusts: true)
        tree.nodes[1].hugging = AxisPriorities(horizontal: 1000, vertical: 1000)
        let engine = LayoutEngine(tree: tree)
        var environment = LayoutEnvironment(rootSize: Size(width: 402, height: 800))
        let large = engine.solve(environment).frames
        environment.textSize = .accessibilityExtraExtraExtraLarge
        let huge = engine.solve(environment).frames
        #expect(huge == LayoutEngine(tree: tree).solve(environment).frames)
        for index in 1...2 { #expect(huge[index].width > large[index].width * 3 - 1) }
        environment.textSize = .large
        #expect(engine.solve(environment).frames == large)
    }

    @Test("text that grows past the width it is held to is reported cut off")
    func truncation() {
        var tree = Self.tree([("title", 0, Rect(x: 16, y: 0, width: 100, height: 20.5))],
                             [Self.pin("a", 1, .leading), Self.pin("b", 1, .top), Self.size("w", 1, .width, 100)])
        tree.nodes[1].intrinsicWidth = 100
        tree.nodes[1].intrinsicHeight = 20.5
        tree.nodes[1].text = TextMetrics(pointSize: 17, textStyle: "body", adjustsToTextSize: true, text: "Notifications")
        let engine = LayoutEngine(tree: tree)
        var environment = LayoutEnvironment(rootSize: Size(width: 402, height: 800))
        _ = engine.solve(environment)
        #expect(engine.truncatedTexts().isEmpty)
        environment.textSize = .accessibilityLarge
        _ = engine.solve(environment)
        #expect(engine.truncatedTexts() == [1])
    }

    @Test("a translated text whose base text was empty is estimated and flowed into its width, not left 0 pt tall")
    func translatedEmptyText() {
        var tree = Self.tree([("terms", 0, Rect(x: 16, y: 100, width: 290, height: 0))],
                             [Self.pin("a", 1, .leading, 0, .leading, 16), Self.pin("b", 1, .top, 0, .top, 100),
                              Self.size("w", 1, .width, 290)])
        tree.nodes[1].intrinsicWidth = 0
        tree.nodes[1].intrinsicHeight = 0
        let german = "Mit der Anmeldung stimmst du den Nutzungsbedingungen und der Datenschutzerklärung zu."
        tree.nodes[1].text = TextMetrics(pointSize: 13, numberOfLines: 0, text: german, designText: "")
        let frames = LayoutEngine(tree: tree).solve(LayoutEnvironment(rootSize: Size(width: 402, height: 800))).frames
        let lines = (TextMeasure.width(of: german, pointSize: 13) / 290).rounded(.up)
        #expect(lines >= 2)
        #expect(abs(frames[1].height - lines * TextMeasure.lineHeight(pointSize: 13)) < 0.01, "\(frames[1])")
    }

    @Test("a label stretched by its constraints on the design canvas still fits its words on a narrower screen")
    func stretchedLabel() {
        // Designed 382 pt wide on a 414 pt canvas (pinned 16 from each side); its words need about 180.
        var tree = Self.tree(Size(width: 414, height: 896), [("title", 0, Rect(x: 16, y: 60, width: 382, height: 30))],
                             [Self.pin("a", 1, .leading, 0, .leading, 16), Self.pin("b", 1, .trailing, 0, .trailing, -16),
                              Self.pin("c", 1, .top, 0, .top, 60)])
        tree.nodes[1].intrinsicWidth = 382
        tree.nodes[1].intrinsicHeight = 30
        tree.nodes[1].text = TextMetrics(pointSize: 17, text: "Selected environment")
        let engine = LayoutEngine(tree: tree)
        _ = engine.solve(LayoutEnvironment(rootSize: Size(width: 375, height: 667)))
        #expect(engine.truncations().isEmpty)
        // Its words do not fit 100 pt: cut off, with what it needs.
        _ = engine.solve(LayoutEnvironment(rootSize: Size(width: 132, height: 667)))
        let cut = engine.truncations()
        #expect(cut.map(\.node) == [1])
        #expect((cut.first?.needed.width ?? 0) > 150 && (cut.first?.needed.width ?? 0) < 382)
    }

    @Test("a wrapping label stretched on one design line: its words, not its frame, decide its lines and its width")
    func stretchedWrappingLabel() {
        // "Loading suggestions" (about 155 pt at 17 pt) designed 334 pt wide, its compression
        // resistance required, on a screen that gives it 322.
        var tree = Self.tree(Size(width: 414, height: 896), [("hint", 0, Rect(x: 40, y: 500, width: 334, height: 20.5))],
                             [Self.pin("a", 1, .leading, 0, .leading, 40), Self.pin("c", 1, .top, 0, .top, 500),
                              Self.pin("b", 1, .trailing, 0, .trailing, -40, priority: 750)])
        tree.nodes[1].intrinsicWidth = 334
        tree.nodes[1].intrinsicHeight = 20.5
        tree.nodes[1].compression = AxisPriorities(horizontal: 1000, vertical: 750)
        tree.nodes[1].text = TextMetrics(pointSize: 17, numberOfLines: 0, text: "Loading suggestions")
        let engine = LayoutEngine(tree: tree)
        let result = engine.solve(LayoutEnvironment(rootSize: Size(width: 402, height: 874)))
        #expect(result.broken.isEmpty, "\(result.broken)")
        #expect(result.frames[1].width == 322)
        #expect(result.frames[1].height == 20.5)   // one line, as designed
    }

    /// A 20 pt bar pinned to the safe area's top and, by the required constraint `id`, `y` points
    /// below the root's top; the phone in portrait (a 62 pt status bar) and in landscape.
    static func barOnSafeArea(_ id: String, y: Double) -> LayoutTree {
        tree([("a", 0, Rect(x: 0, y: y, width: 402, height: 20))], [
            pin("safe", 1, .top, item: .safeArea(0)), pin(id, 1, .top, 0, .top, y), pin("l", 1, .leading),
            pin("r", 1, .trailing), size("h", 1, .height, 20),
        ])
    }
    static let portraitPhone = LayoutEnvironment(rootSize: Size(width: 402, height: 874), safeArea: EdgeInsets(top: 62))
    static let landscapePhone = LayoutEnvironment(rootSize: Size(width: 874, height: 402),
                                                  safeArea: EdgeInsets(left: 62, right: 62))

    @Test("a required constraint against the safe area is the one broken; the safe area holds, after a rotation too")
    func safeAreaHolds() {
        let tree = Self.barOnSafeArea("ten", y: 10)
        let engine = LayoutEngine(tree: tree)
        let portrait = engine.solve(Self.portraitPhone)
        #expect(portrait.frames[1] == Rect(x: 0, y: 62, width: 402, height: 20))
        #expect(portrait.broken.map(\.id) == ["ten"])
        let landscape = Self.landscapePhone
        #expect(engine.solve(landscape).frames[1] == Rect(x: 0, y: 0, width: 874, height: 20))
        #expect(engine.solve(landscape).frames == LayoutEngine(tree: tree).solve(landscape).frames)
    }

    @Test("a required constraint that only a rotation contradicts is broken then, as a fresh solve breaks it")
    func safeAreaHoldsAfterRotation() {
        let tree = Self.barOnSafeArea("pinned", y: 62)
        let engine = LayoutEngine(tree: tree)
        let portrait = engine.solve(Self.portraitPhone)
        #expect(portrait.frames[1].minY == 62)
        #expect(portrait.broken.isEmpty)
        let landscape = Self.landscapePhone
        let rotated = engine.solve(landscape)
        let fresh = LayoutEngine(tree: tree).solve(landscape)
        #expect(rotated.frames == fresh.frames)
        #expect(rotated.frames[1].minY == 0)
        #expect(rotated.broken.map(\.id) == fresh.broken.map(\.id))
        #expect(!rotated.broken.isEmpty)
    }

    @Test("re-solving is incremental and gives what a fresh solve gives")
    func incremental() {
        let tree = Self.tree([("a", 0, Rect(x: 16, y: 20, width: 370, height: 44))], [
            Self.pin("l", 1, .leading, 0, .leadingMargin), Self.pin("r", 1, .trailing, 0, .trailingMargin),
            Self.pin("t", 1, .top, item: .safeArea(0)), Self.pin("h", 1, .height, 0, .width, multiplier: 0.1),
        ])
        let engine = LayoutEngine(tree: tree)
        let first = LayoutEnvironment(rootSize: Size(width: 402, height: 874), safeArea: EdgeInsets(top: 62, bottom: 34))
        let second = LayoutEnvironment(rootSize: Size(width: 874, height: 402),
                                       safeArea: EdgeInsets(left: 62, bottom: 21, right: 62), minimumMargin: 16)
        _ = engine.solve(first)
        let rotated = engine.solve(second).frames
        #expect(rotated == LayoutEngine(tree: tree).solve(second).frames)
        #expect(engine.solve(first).frames == LayoutEngine(tree: tree).solve(first).frames)
    }

    @Test("bad input: a constant that is not finite is left out; too many constraints keep the design frames")
    func badInput() {
        let tree = Self.tree([("a", 0, Rect(x: 5, y: 6, width: 7, height: 8))], [
            Self.size("inf", 1, .width, .infinity), Self.pin("x", 1, .leading),
        ])
        let result = LayoutEngine(tree: tree).solve(LayoutEnvironment(rootSize: Size(width: 402, height: 800)))
        #expect(result.frames[1] == Rect(x: 0, y: 6, width: 7, height: 8))
        let many = Self.tree([("a", 0, Rect(x: 5, y: 6, width: 7, height: 8))],
                             Array(repeating: Self.pin("x", 1, .leading), count: LayoutEngine.constraintLimit + 1))
        let engine = LayoutEngine(tree: many)
        #expect(!engine.isSolvable)
        #expect(engine.solve(LayoutEnvironment(rootSize: Size(width: 402, height: 800))).frames[1]
                == Rect(x: 5, y: 6, width: 7, height: 8))
    }
}
