import A11yCore
import A11yLayout
import ScenesTestSupport
import Testing
import A11ySceneModel
import A11yInterfaceBuilder

/// A storyboard's constraints solved in the model: for the device shown, on rotation, at
/// another text size.
@Suite("Auto Layout in the model")
@MainActor
struct ModelLayoutTests {
    /// An iPhone 11 canvas: a title pinned under the safe area's top, a button pinned above
    /// its bottom (the home indicator), both inside the margins.
    static let storyboard = IB.storyboard(initial: "vc", device: "retina6_1", """
        <viewController id="vc" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <label text="Wi-Fi" adjustsFontForContentSizeCategory="YES" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                        <rect key="frame" x="20" y="68" width="374" height="20.5"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                    </label>
                    <button translatesAutoresizingMaskIntoConstraints="NO" id="join">
                        <rect key="frame" x="20" y="810" width="374" height="44"/>
                        <state key="normal" title="Join"/>
                    </button>
                </subviews>
                <viewLayoutGuide key="safeArea" id="safe"/>
                <constraints>
                    <constraint firstItem="title" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="c1"/>
                    <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c2"/>
                    <constraint firstItem="root" firstAttribute="trailingMargin" secondItem="title" secondAttribute="trailing" id="c3"/>
                    <constraint firstItem="safe" firstAttribute="bottom" secondItem="join" secondAttribute="bottom" constant="8" id="c4"/>
                    <constraint firstItem="join" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c5"/>
                    <constraint firstItem="root" firstAttribute="trailingMargin" secondItem="join" secondAttribute="trailing" id="c6"/>
                    <constraint firstItem="join" firstAttribute="height" constant="44" id="c7"/>
                </constraints>
            </view>
        </viewController>
        """)

    static func app(device: String? = nil, textSize: ContentSizeCategory = .large) throws -> SceneApp {
        var spec = try StoryboardLoader.load(path: IB.write(storyboard)).spec
        if let device { spec.screenDevice = Device.named(device) ?? (device == "design" ? spec.designDevice : nil) }
        spec.textSize = textSize
        let app = SceneApp(spec: spec)
        app.window.makeKeyAndVisible()
        return app
    }

    static func frame(_ app: SceneApp, _ id: String) -> Rect? {
        app.view(id: id).map { $0.convert($0.bounds, to: nil) }
    }

    /// Equal to a thousandth of a point (frames in window coordinates are sums of origins).
    static func close(_ value: Double?, _ expected: Double) -> Bool { value.map { abs($0 - expected) < 0.001 } ?? false }

    @Test("the design canvas gives back the saved frames")
    func designCanvas() throws {
        let layouts = try StoryboardLoader.designLayouts(path: IB.write(Self.storyboard))
        #expect(layouts.count == 1)
        let frames = LayoutEngine(tree: layouts[0].tree).solve(layouts[0].environment).frames
        #expect(frames[1] == Rect(x: 20, y: 68, width: 374, height: 20.5))
        #expect(frames[2] == Rect(x: 20, y: 810, width: 374, height: 44))
    }

    @Test("--scene picks a screen's design layout by id; an id the file lacks names the closest")
    func designLayoutByScene() throws {
        let path = IB.write(Self.storyboard)
        #expect(try StoryboardLoader.designLayouts(path: path, scene: "vc").map(\.id) == ["vc"])
        let error = #expect(throws: SceneChoiceError.self) { try StoryboardLoader.designLayouts(path: path, scene: "vd") }
        #expect(error?.message.contains("did you mean \"vc\"") == true)
    }

    @Test("each device places the button above its own home indicator, inside its own margins")
    func devices() throws {
        let standard = try Self.app()
        #expect(Self.frame(standard, "join") == Rect(x: 16, y: 874 - 34 - 8 - 44, width: 370, height: 44))
        #expect(Self.close(Self.frame(standard, "title")?.minY, 62 + 20))
        let se = try Self.app(device: "iphone-se")
        #expect(Self.frame(se, "join") == Rect(x: 16, y: 667 - 8 - 44, width: 343, height: 44))
        let max = try Self.app(device: "iphone-16-pro-max")
        #expect(Self.frame(max, "join")?.minX == 20)
        #expect(Self.frame(max, "join")?.width == 400)
    }

    @Test("turning the device re-solves: the safe area's sides move the margins in")
    func rotation() throws {
        let app = try Self.app()
        #expect(app.window.rotate(to: .landscapeLeft))
        let join = Self.frame(app, "join")
        #expect(Self.close(join?.minX, 62 + 16))
        #expect(Self.close(join?.maxY, 402 - 21 - 8))
    }

    @Test("at the largest accessibility text size the title grows")
    func textSize() throws {
        let large = try Self.app()
        let huge = try Self.app(textSize: .accessibilityExtraExtraExtraLarge)
        let before = try #require(Self.frame(large, "title")), after = try #require(Self.frame(huge, "title"))
        #expect(after.height > before.height * 2.5)
        #expect(after.width == before.width)
    }
}

/// Hostile constraints: a located note or a broken constraint, never a failed import.
@Suite("Auto Layout: bad constraints in a file")
@MainActor
struct BadConstraintTests {
    static func storyboard(_ constraints: String) -> String {
        ModelLayoutTests.storyboard.replacingOccurrences(
            of: "<constraint firstItem=\"join\" firstAttribute=\"height\" constant=\"44\" id=\"c7\"/>",
            with: "<constraint firstItem=\"join\" firstAttribute=\"height\" constant=\"44\" id=\"c7\"/>\n" + constraints)
    }

    @Test("missing items, unknown attributes, constants that are not numbers: each noted at its line; cycles solved")
    func hostile() throws {
        let text = Self.storyboard("""
            <constraint firstItem="title" firstAttribute="leading" secondItem="nowhere" secondAttribute="leading" id="x1"/>
            <constraint firstItem="title" firstAttribute="sideways" secondItem="root" secondAttribute="top" id="x2"/>
            <constraint firstItem="title" firstAttribute="width" constant="nan" id="x3"/>
            <constraint firstItem="title" firstAttribute="top" secondItem="join" secondAttribute="bottom" id="x4"/>
            <constraint firstItem="join" firstAttribute="top" secondItem="title" secondAttribute="bottom" id="x5"/>
            """)
        let result = try StoryboardLoader.load(path: IB.write(text))
        let messages = result.notes.map(\.message)
        #expect(messages.contains { $0.contains("x1 ties nowhere, which is not a view of this screen") })
        #expect(messages.contains { $0.contains("x2 has no attribute UIKit knows (sideways)") })
        #expect(messages.contains { $0.contains("x3 has a multiplier, constant or priority that is not a finite number") })
        #expect(messages.contains { $0.contains("unable to satisfy constraint x") })
        let app = SceneApp(spec: result.spec)
        app.window.makeKeyAndVisible()
        #expect(ScreenDescription.describe(window: app.window).count == 2)
    }

    @Test("more constraints than the solver takes: noted, design frames kept")
    func tooMany() throws {
        let many = (0..<(LayoutEngine.constraintLimit + 1)).map {
            "<constraint firstItem=\"title\" firstAttribute=\"leading\" secondItem=\"root\" secondAttribute=\"leading\" "
                + "constant=\"\($0 % 50)\" priority=\"\(1 + $0 % 900)\" id=\"m\($0)\"/>"
        }.joined(separator: "\n")
        let result = try StoryboardLoader.load(path: IB.write(Self.storyboard(many)))
        #expect(result.notes.contains { $0.message.contains("more than \(LayoutEngine.constraintLimit)") })
    }
}

/// A static table whose row height is automatic: each custom cell as tall as its content.
@Suite("Auto Layout: self-sizing cells")
@MainActor
struct SelfSizingCellTests {
    static let storyboard = IB.storyboard(initial: "t", device: "retina6_12", """
        <tableViewController id="t" sceneMemberID="viewController">
            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="insetGrouped" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="18" sectionFooterHeight="18" id="tv">
                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                <sections>
                    <tableViewSection id="sec">
                        <cells>
                            <tableViewCell contentMode="scaleToFill" id="cell">
                                <rect key="frame" x="20" y="18" width="353" height="83.333335876464844"/>
                                <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cell" id="content">
                                    <rect key="frame" x="0.0" y="0.0" width="353" height="83.333335876464844"/>
                                    <subviews>
                                        <label text="A note that wraps over three lines of the row at the default text size" numberOfLines="0" adjustsFontForContentSizeCategory="YES" translatesAutoresizingMaskIntoConstraints="NO" id="note">
                                            <rect key="frame" x="20" y="11" width="97" height="61.333333333333336"/>
                                            <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                        </label>
                                        <textField text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="field">
                                            <rect key="frame" x="133" y="25" width="200" height="34"/>
                                        </textField>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="note" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="n1"/>
                                        <constraint firstAttribute="bottomMargin" secondItem="note" secondAttribute="bottom" id="n2"/>
                                        <constraint firstItem="note" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="n3"/>
                                        <constraint firstItem="field" firstAttribute="leading" secondItem="note" secondAttribute="trailing" constant="16" id="n4"/>
                                        <constraint firstAttribute="trailingMargin" secondItem="field" secondAttribute="trailing" id="n5"/>
                                        <constraint firstItem="field" firstAttribute="centerY" secondItem="content" secondAttribute="centerY" id="n6"/>
                                        <constraint firstItem="field" firstAttribute="width" constant="200" id="n7"/>
                                    </constraints>
                                </tableViewCellContentView>
                            </tableViewCell>
                        </cells>
                    </tableViewSection>
                </sections>
            </tableView>
        </tableViewController>
        """)

    @Test("for a scene file, the row is as tall as its wrapped text and margins need at the model's width")
    func fittedHeight() throws {
        // Solved at import only for a scene file (`import -o`): the model solves the row itself
        // for the device it shows (below), so loading a screen to show it keeps the design's.
        let shown = try StoryboardLoader.load(path: IB.write(Self.storyboard)).spec
        #expect(shown.controllers.first?.sections.first?.rows.first?.fitsContent == true)
        #expect(shown.controllers.first?.sections.first?.rows.first?.height.map { abs($0 - 83.33) < 0.01 } == true)
        let spec = try StoryboardLoader.load(path: IB.write(Self.storyboard), forSceneFile: true).spec
        let row = try #require(spec.controllers.first?.sections.first?.rows.first)
        let height = try #require(row.height)
        // Wider than on the design (154 against 97 pt), the note takes two lines, not three: the
        // row is a line shorter (two lines of 20.33 pt and the 11 pt margins), rounded up to the
        // 3× screen's pixels (63.05 → 63.33).
        let note = try #require(row.subviews.first { $0.id == "note" })
        #expect(abs((note.frame?.width ?? 0) - 154) < 0.01)
        #expect(abs(height - 190.0 / 3) < 0.01, "\(height)")
    }

    /// The row's frame in the model, in screen coordinates.
    static func rowFrame(_ app: SceneApp) -> Rect? {
        app.view(id: "note")?.superview.map { $0.convert($0.bounds, to: nil) }
    }

    @Test("in the model the row follows its content: shorter when turned (wider), taller at a larger text size")
    func followsWidthAndTextSize() throws {
        var spec = try StoryboardLoader.load(path: IB.write(Self.storyboard)).spec
        let app = SceneApp(spec: spec)
        app.window.makeKeyAndVisible()
        let portrait = try #require(Self.rowFrame(app))
        #expect(abs(portrait.height - 190.0 / 3) < 0.01, "\(portrait)")
        #expect(app.window.rotate(to: .landscapeLeft))
        let landscape = try #require(Self.rowFrame(app))
        #expect(landscape.height < portrait.height - 10, "\(landscape)")
        spec.textSize = .accessibilityExtraExtraExtraLarge
        let large = SceneApp(spec: spec)
        large.window.makeKeyAndVisible()
        let grown = try #require(Self.rowFrame(large))
        #expect(grown.height > portrait.height * 2, "\(grown)")
        let note = try #require(large.view(id: "note"))
        #expect(note.frame.maxY <= grown.height)
    }

    @Test("apps built from one scene share its solved layouts (LayoutMemo): the same frames, solved once")
    func sharedSolves() throws {
        var spec = try StoryboardLoader.load(path: IB.write(ModelLayoutTests.storyboard)).spec
        spec.screenDevice = Device.named("iphone-se")
        let first = SceneApp(spec: spec)
        first.window.makeKeyAndVisible()
        let solved = spec.layouts.count
        #expect(solved > 0)
        let second = SceneApp(spec: spec)                       // a replay builds the scene again
        second.window.makeKeyAndVisible()
        #expect(spec.layouts.count == solved)
        for id in ["title", "join"] { #expect(ModelLayoutTests.frame(first, id) == ModelLayoutTests.frame(second, id)) }
        // A result from the memo still answers what only the engine knows (cut-off texts).
        let layout = try #require(second.view(id: "root")?.constraintLayout as? ModelConstraintLayout)
        #expect(layout.truncations.isEmpty)
        // Turning is another environment: solved, then shared again.
        #expect(first.window.rotate(to: .landscapeLeft) && second.window.rotate(to: .landscapeLeft))
        #expect(spec.layouts.count > solved)
        #expect(ModelLayoutTests.frame(first, "join") == ModelLayoutTests.frame(second, "join"))
    }
}
