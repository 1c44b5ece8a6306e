import Foundation
import Testing
import A11yCore
import A11yScenes
import ScenesTestSupport
import A11ySceneModel

/// `--device design` reproduces the frames Interface Builder saved (InterfaceBuilderImport.md,
/// "The design canvas"), each rule on a small file of our own.
@Suite("Storyboards: the design canvas")
@MainActor
struct DesignCanvasTests {
    /// A controller on `device`, saved by `tools`, whose label is pinned 8 pt below the safe area's top.
    static func pinned(device: String, tools: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" \
        targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="vc">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s0">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="812"/>
                                <subviews>
                                    <label opaque="NO" text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                        <rect key="frame" x="16" y="58" width="100" height="21"/>
                                    </label>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="safe"/>
                                <constraints>
                                    <constraint firstItem="title" firstAttribute="top" secondItem="safe" secondAttribute="top" \
        constant="8" id="c1"/>
                                    <constraint firstItem="title" firstAttribute="leading" secondItem="safe" \
        secondAttribute="leading" constant="16" id="c2"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// The frame of view `id` on the file's design canvas, in screen coordinates.
    func designFrame(_ text: String, _ id: String, name: String = "Main.storyboard", scene: String? = nil) throws -> Rect? {
        try designFrames(text, name: name, scene: scene)[id]
    }

    /// Every view's frame on the file's design canvas, in screen coordinates, by id.
    func designFrames(_ text: String, name: String = "Main.storyboard", scene: String? = nil) throws -> [String: Rect] {
        var spec = try IB.load(text, name: name, scene: scene).spec
        try SceneDisplay(device: .design).apply(to: &spec)
        let app = SceneApp(spec: spec)
        app.window.makeKeyAndVisible()
        return Dictionary(LayoutReport(window: app.window).views.map { ($0.id, $0.frame) }) { first, _ in first }
    }

    @Test("the canvas's top inset is the one the saving Xcode drew: 44 pt before Xcode 14, the device's own since")
    func insetByXcode() throws {
        // 375 × 812: the iPhone X's 44 pt in Xcode 11, the iPhone 13 mini's 50 pt in Xcode 16.
        #expect(try designFrame(Self.pinned(device: "retina5_9", tools: "15705"), "title")?.minY == 52)
        #expect(try designFrame(Self.pinned(device: "retina5_9", tools: "23504"), "title")?.minY == 58)
        // 414 × 896: 44 pt before Xcode 14, the iPhone 11's 48 pt after.
        #expect(try designFrame(Self.pinned(device: "retina6_1", tools: "19162"), "title")?.minY == 52)
        #expect(try designFrame(Self.pinned(device: "retina6_1", tools: "21507"), "title")?.minY == 56)
        // A phone without a sensor housing keeps its status bar.
        #expect(try designFrame(Self.pinned(device: "retina4_7", tools: "15705"), "title")?.minY == 28)
        // A controller designed with no status bar has none on its canvas.
        let bare = Self.pinned(device: "retina6_1", tools: "21507").replacingOccurrences(
            of: #"<viewController id="vc" sceneMemberID="viewController">"#,
            with: #"<viewController id="vc" sceneMemberID="viewController"><nil key="simulatedStatusBarMetrics"/>"#)
        #expect(try designFrame(bare, "title")?.minY == 8)
    }

    @Test("a landscape canvas is shown in landscape on --device design, unless --orientation says otherwise")
    func landscapeCanvas() throws {
        let text = Self.pinned(device: "retina4_7", tools: "21507")
            .replacingOccurrences(of: #"orientation="portrait""#, with: #"orientation="landscape""#)
            .replacingOccurrences(of: #"width="375" height="812""#, with: #"width="667" height="375""#)
        var spec = try IB.load(text).spec
        try SceneDisplay(device: .design).apply(to: &spec)
        #expect(spec.orientation.isLandscape)
        var turned = try IB.load(text).spec
        try SceneDisplay(device: .design, orientation: .portrait).apply(to: &turned)
        #expect(turned.orientation == .portrait)
    }

    @Test("a file that names no canvas device is drawn on the device whose screen its saved root views fill")
    func canvasFromSavedSizes() throws {
        func unnamed(_ width: Int, _ height: Int) -> String {
            Self.pinned(device: "retina5_9", tools: "14490.70")
                .replacingOccurrences(of: #"<device id="retina5_9" orientation="portrait" appearance="light"/>"#, with: "")
                .replacingOccurrences(of: #"width="375" height="812""#, with: #"width="\#(width)" height="\#(height)""#)
        }
        // Saved at 414 × 896 by Xcode 10: the 6.1-inch canvas with its 44 pt top, not the 4.7-inch default.
        let wide = try designFrames(unnamed(414, 896))
        #expect(wide["title"]?.minY == 52)
        #expect(wide["root"]?.width == 414)
        // A size no canvas device has keeps the 4.7-inch phone Interface Builder long defaulted to.
        #expect(try designFrame(unnamed(600, 600), "title")?.minY == 28)
    }

    /// A vertical stack of two rows arranged by their baselines, 29 pt apart, each row a
    /// horizontal stack of two labels with the system spacing.
    static let baselineStack = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" \
        targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="vc">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s0">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
                                    <stackView opaque="NO" axis="vertical" alignment="top" spacing="29" \
        baselineRelativeArrangement="YES" translatesAutoresizingMaskIntoConstraints="NO" id="list">
                                        <rect key="frame" x="8" y="100" width="359" height="49.5"/>
                                        <subviews>
                                            <stackView opaque="NO" alignment="center" spacingType="standard" id="row1">
                                                <rect key="frame" x="0.0" y="0.0" width="200" height="20.5"/>
                                                <subviews>
                                                    <label opaque="NO" text="Genre" id="k1">
                                                        <rect key="frame" x="0.0" y="0.0" width="120" height="20.5"/>
                                                        <constraints>
                                                            <constraint firstAttribute="width" constant="120" id="w1"/>
                                                        </constraints>
                                                    </label>
                                                    <label opaque="NO" text="Puzzle" id="v1">
                                                        <rect key="frame" x="128" y="0.0" width="72" height="20.5"/>
                                                    </label>
                                                </subviews>
                                            </stackView>
                                            <stackView opaque="NO" alignment="center" spacingType="standard" id="row2">
                                                <rect key="frame" x="0.0" y="29" width="200" height="20.5"/>
                                                <subviews>
                                                    <label opaque="NO" text="Year" id="k2">
                                                        <rect key="frame" x="0.0" y="0.0" width="120" height="20.5"/>
                                                        <constraints>
                                                            <constraint firstAttribute="width" constant="120" id="w2"/>
                                                        </constraints>
                                                    </label>
                                                    <label opaque="NO" text="1994" id="v2">
                                                        <rect key="frame" x="128" y="0.0" width="72" height="20.5"/>
                                                    </label>
                                                </subviews>
                                            </stackView>
                                        </subviews>
                                    </stackView>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="safe"/>
                                <constraints>
                                    <constraint firstItem="list" firstAttribute="top" secondItem="root" secondAttribute="top" \
        constant="100" id="c1"/>
                                    <constraint firstItem="list" firstAttribute="leading" secondItem="root" \
        secondAttribute="leading" constant="8" id="c2"/>
                                    <constraint firstAttribute="trailing" secondItem="list" secondAttribute="trailing" \
        constant="8" id="c3"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test("a vertical stack arranged by baselines spaces rows baseline to baseline; standard spacing is 8 pt")
    func baselineArrangement() throws {
        let row1 = try #require(try designFrame(Self.baselineStack, "row1"))
        let row2 = try #require(try designFrame(Self.baselineStack, "row2"))
        #expect(abs((row2.minY - row1.minY) - 29) < 0.5, "\(row1) \(row2)")
        let key = try #require(try designFrame(Self.baselineStack, "k1"))
        let value = try #require(try designFrame(Self.baselineStack, "v1"))
        #expect(abs(value.minX - key.maxX - 8) < 0.5, "\(key) \(value)")
    }

    /// A xib whose one top-level view is a 365 × 150 tile (not a controller's view), its title
    /// pinned 15 pt from the tile's top and to its safe area's leading edge.
    static let tileXib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="24506" \
        targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ConnectionTile"/>
                <view contentMode="scaleToFill" id="tile">
                    <rect key="frame" x="0.0" y="0.0" width="365" height="150"/>
                    <subviews>
                        <label opaque="NO" text="Connection" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                            <rect key="frame" x="25" y="15" width="315" height="21"/>
                        </label>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="safe"/>
                    <constraints>
                        <constraint firstItem="title" firstAttribute="top" secondItem="tile" secondAttribute="top" constant="15" \
        id="c1"/>
                        <constraint firstItem="title" firstAttribute="leading" secondItem="safe" secondAttribute="leading" \
        constant="25" id="c2"/>
                        <constraint firstAttribute="trailing" secondItem="title" secondAttribute="trailing" \
        constant="25" id="c3"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """

    @Test("a xib's top-level view that is not a controller's is drawn alone at its own size, with no safe area")
    func xibAtOwnSize() throws {
        var spec = try IB.load(Self.tileXib, name: "Tile.xib").spec
        try SceneDisplay(device: .design).apply(to: &spec)
        let app = SceneApp(spec: spec)
        app.window.makeKeyAndVisible()
        let views = LayoutReport(window: app.window).views
        #expect(views.first { $0.id == "tile" }?.frame == Rect(x: 0, y: 0, width: 365, height: 150))
        #expect(views.first { $0.id == "title" }?.frame == Rect(x: 25, y: 15, width: 315, height: 21))
    }

    @Test("a freeform canvas is the controller's own size: content pinned to its trailing edge lands where IB saved it")
    func freeform() throws {
        let text = Self.pinned(device: "retina6_1", tools: "21507")
            .replacingOccurrences(of: "</constraints>", with: """
                <constraint firstAttribute="trailing" secondItem="title" secondAttribute="trailing" constant="20" id="c3"/>
                </constraints>
                """)
            .replacingOccurrences(of: "<viewController id=\"vc\" sceneMemberID=\"viewController\">", with: """
                <viewController id="vc" sceneMemberID="viewController">
                <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                <size key="freeformSize" width="350" height="400"/>
                """)
        #expect(try designFrame(text, "title")?.maxX == 330)
    }

    @Test("a freeformSize with no metrics is the canvas when the view was saved at it; a pad's form sheet is 540 × 620")
    func ownCanvasSizes() throws {
        func variant(device: String = "retina6_1", metrics: String, saved: String) -> String {
            Self.pinned(device: device, tools: "21507")
                .replacingOccurrences(of: "</constraints>", with: """
                    <constraint firstAttribute="trailing" secondItem="title" secondAttribute="trailing" constant="20" id="c3"/>
                    </constraints>
                    """)
                .replacingOccurrences(of: "<viewController id=\"vc\" sceneMemberID=\"viewController\">",
                                      with: "<viewController id=\"vc\" sceneMemberID=\"viewController\">" + metrics)
                .replacingOccurrences(of: #"width="375" height="812""#, with: saved)
        }
        let size = #"<size key="freeformSize" width="350" height="400"/>"#
        #expect(try designFrame(variant(metrics: size, saved: #"width="350" height="400""#), "title")?.maxX == 330)
        // A freeformSize the view was not saved at is a leftover: the device's canvas.
        #expect(try designFrame(variant(metrics: size, saved: #"width="414" height="896""#), "title")?.maxX == 394)
        // A form sheet on an iPad canvas: 540 wide, under no status bar.
        let formSheet = #"<modalFormSheetSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"#
        let sheet = try designFrame(variant(device: "ipad9_7", metrics: formSheet, saved: #"width="540" height="620""#),
                                    "title")
        #expect(sheet?.maxX == 520)
        #expect(sheet?.minY == 8)
    }

    @Test("a File's Owner view designed freeform at a size of its own is drawn at that size, under the status bar")
    func freeformOwnerView() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" \
            targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="AccountViewController">
                        <connections><outlet property="view" destination="main" id="o1"/></connections>
                    </placeholder>
                    <view contentMode="scaleToFill" id="main">
                        <rect key="frame" x="0.0" y="0.0" width="353" height="383"/>
                        <subviews>
                            <label opaque="NO" text="Server" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                <rect key="frame" x="20" y="10" width="100" height="21"/>
                            </label>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                        <constraints>
                            <constraint firstItem="title" firstAttribute="top" secondItem="safe" secondAttribute="top" \
            constant="10" id="c1"/>
                            <constraint firstAttribute="trailing" secondItem="title" secondAttribute="trailing" \
            constant="233" id="c2"/>
                        </constraints>
                        <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                    </view>
                </objects>
            </document>
            """
        // The 6.1-inch canvas's 48 pt status bar stays above the view's safe area; its home indicator does not.
        #expect(try designFrame(text, "title", name: "Account.xib") == Rect(x: 20, y: 58, width: 100, height: 21))
        // The model places a controller's view below the status bar (V-11): its bottom is the canvas's.
        let root = try designFrame(text, "main", name: "Account.xib")
        #expect(root?.width == 353)
        #expect(root?.maxY == 383)
        // With no simulated status bar, nothing covers its top.
        let bare = text.replacingOccurrences(of: #"<freeformSimulatedSizeMetrics"#,
                                             with: #"<nil key="simulatedStatusBarMetrics"/><freeformSimulatedSizeMetrics"#)
        #expect(try designFrame(bare, "title", name: "Account.xib")?.minY == 10)
    }

    /// A 402 × 874 controller holding `subviews`, with `constraints` on its root view.
    static func screen(_ subviews: String, constraints: String) -> String {
        IB.storyboard(initial: "vc", IB.controller("vc", subviews))
            .replacingOccurrences(of: "<viewLayoutGuide key=\"safeArea\" id=\"vc-safe\"/>",
                                  with: #"<viewLayoutGuide key="safeArea" id="vc-safe"/>"#
                                    + "<constraints>\(constraints)</constraints>")
    }

    @Test("a text view that does not scroll sizes itself to its text, hugging it over a weaker height constraint")
    func textViewIntrinsicSize() throws {
        func file(scrolls: Bool) -> String {
            Self.screen("""
                <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" \
                scrollEnabled="\(scrolls ? "YES" : "NO")" verticalHuggingPriority="1000" text="Bio" \
                translatesAutoresizingMaskIntoConstraints="NO" id="bio">
                    <rect key="frame" x="16" y="100" width="370" height="33"/>
                </textView>
                """, constraints: """
                <constraint firstItem="bio" firstAttribute="top" secondItem="vc-view" secondAttribute="top" \
                constant="100" id="c1"/>
                <constraint firstItem="bio" firstAttribute="leading" secondItem="vc-view" secondAttribute="leading" \
                constant="16" id="c2"/>
                <constraint firstAttribute="trailing" secondItem="bio" secondAttribute="trailing" constant="16" id="c3"/>
                <constraint firstAttribute="height" priority="500" constant="128" id="c4"/>
                """)
        }
        // The height constraint belongs to the text view; IB.controller puts constraints on the root, so move it.
        func owned(_ text: String) -> String {
            text.replacingOccurrences(of: #"<constraint firstAttribute="height" priority="500" constant="128" id="c4"/>"#,
                                      with: "")
                .replacingOccurrences(of: #"<rect key="frame" x="16" y="100" width="370" height="33"/>"#, with: """
                    <rect key="frame" x="16" y="100" width="370" height="33"/>
                    <constraints><constraint firstAttribute="height" priority="500" constant="128" id="c4"/></constraints>
                    """)
        }
        #expect(try designFrame(owned(file(scrolls: false)), "bio")?.height == 33)
        #expect(try designFrame(owned(file(scrolls: true)), "bio")?.height == 128)
    }

    @Test("a hidden arranged subview is out of the arrangement and never reported ambiguous")
    func hiddenArranged() throws {
        let text = Self.baselineStack.replacingOccurrences(
            of: "<stackView opaque=\"NO\" alignment=\"center\" spacingType=\"standard\" id=\"row2\">",
            with: "<stackView hidden=\"YES\" opaque=\"NO\" alignment=\"center\" spacingType=\"standard\" id=\"row2\">")
        #expect(text != Self.baselineStack)
        let app = SceneApp(spec: try IB.load(text).spec)
        app.window.makeKeyAndVisible()
        let report = LayoutReport(window: app.window)
        #expect(report.ambiguous.isEmpty, "\(report.ambiguous)")
    }

    @Test("Xcode 8's frames as insets from the superview (frameInset: minX, maxX, width …) are read as frames")
    func frameInsets() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="11201" \
            targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <view contentMode="scaleToFill" id="box">
                        <frame key="frameInset" width="320" height="44"/>
                        <subviews>
                            <label opaque="NO" text="Username" id="name">
                                <frame key="frameInset" minX="8" minY="12" width="75" height="20"/>
                            </label>
                            <label opaque="NO" text="jane" id="value">
                                <frame key="frameInset" minY="12" maxX="8" width="100" height="20"/>
                            </label>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        let frames = try designFrames(text, name: "Old.xib")
        #expect(frames["name"] == Rect(x: 8, y: 12, width: 75, height: 20))
        #expect(frames["value"] == Rect(x: 212, y: 12, width: 100, height: 20))
    }

    @Test("an embedded controller is drawn at its container's size, its layout guides at its edges")
    func embeddedChild() throws {
        let container = """
            <containerView opaque="NO" contentMode="scaleToFill" id="box">
                <rect key="frame" x="0.0" y="100" width="402" height="300"/>
                <connections><segue destination="child" kind="embed" id="embed"/></connections>
            </containerView>
            """
        let pinned = """
            <label text="Choose an avatar" translatesAutoresizingMaskIntoConstraints="NO" id="hint">
                <rect key="frame" x="20" y="270" width="200" height="20"/>
            </label>
            """
        let bottom = """
            <constraints>
                <constraint firstItem="child-safe" firstAttribute="bottom" secondItem="hint" secondAttribute="bottom" \
            constant="10" id="c1"/>
                <constraint firstItem="hint" firstAttribute="leading" secondItem="child-safe" secondAttribute="leading" \
            constant="20" id="c2"/>
            </constraints>
            """
        let child = IB.controller("child", height: 300, pinned).replacingOccurrences(
            of: "<viewLayoutGuide key=\"safeArea\" id=\"child-safe\"/>",
            with: "<viewLayoutGuide key=\"safeArea\" id=\"child-safe\"/>" + bottom)
        let text = IB.storyboard(initial: "parent", IB.controller("parent", container), child)
        let frames = try designFrames(text, scene: "child")
        #expect(frames["child-view"] == Rect(x: 0, y: 0, width: 402, height: 300))
        #expect(frames["hint"] == Rect(x: 20, y: 270, width: 200, height: 20))
    }
}
