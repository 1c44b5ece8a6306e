import Foundation
import Testing
import A11yCore
import A11yScenes
import ScenesTestSupport
import A11ySceneModel
import A11ySceneFiles

/// Static cells keep their content views, laid out by the cell's constraints, and sections
/// sit where Interface Builder drew them (InterfaceBuilderImport.md, "Static table cells";
/// UIKit's `UITableViewCell.contentView` and section headers; TV-03, TV-10).
@Suite("Storyboards: static cells laid out")
@MainActor
struct StaticCellLayoutTests {
    /// A custom cell at `y` whose content (a label pinned 20 pt from the leading edge and
    /// centred, a switch pinned to the trailing margin) reads as one element; its content view
    /// stops 34 pt short of the cell's trailing edge, where the disclosure indicator is.
    static func cell(_ id: String, text: String, y: Double) -> String {
        """
        <tableViewCell accessoryType="disclosureIndicator" id="\(id)">
            <rect key="frame" x="0.0" y="\(y)" width="375" height="60"/>
            <tableViewCellContentView key="contentView" id="\(id)-content">
                <rect key="frame" x="0.0" y="0.0" width="341" height="60"/>
                <subviews>
                    <label text="\(text)" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-label">
                        <rect key="frame" x="20" y="20" width="120" height="20"/>
                    </label>
                    <switch translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-switch">
                        <rect key="frame" x="274" y="14.5" width="51" height="31"/>
                    </switch>
                </subviews>
                <constraints>
                    <constraint firstItem="\(id)-label" firstAttribute="leading" secondItem="\(id)-content" \
        secondAttribute="leading" constant="20" id="\(id)-c1"/>
                    <constraint firstItem="\(id)-label" firstAttribute="centerY" secondItem="\(id)-content" \
        secondAttribute="centerY" id="\(id)-c2"/>
                    <constraint firstItem="\(id)-content" firstAttribute="trailing" secondItem="\(id)-switch" \
        secondAttribute="trailing" constant="18" id="\(id)-c3"/>
                    <constraint firstItem="\(id)-switch" firstAttribute="centerY" secondItem="\(id)-content" \
        secondAttribute="centerY" id="\(id)-c4"/>
                </constraints>
            </tableViewCellContentView>
        </tableViewCell>
        """
    }

    /// A grouped table with an untitled section and a titled one, its rows at `first` and `second`.
    static func table(first: Double, second: Double) -> String {
        IB.storyboard(initial: "t", device: "retina4_7", """
            <tableViewController id="t" sceneMemberID="viewController">
                <tableView key="view" dataMode="static" style="grouped" rowHeight="60" sectionHeaderHeight="18" \
            sectionFooterHeight="18" id="tv">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <sections>
                        <tableViewSection id="s1">
                            <cells>\(cell("wifi", text: "Wi-Fi", y: first))</cells>
                        </tableViewSection>
                        <tableViewSection headerTitle="Sharing" id="s2">
                            <cells>\(cell("share", text: "Share location", y: second))</cells>
                        </tableViewSection>
                    </sections>
                </tableView>
            </tableViewController>
            """)
    }

    /// Every view's frame on the file's design canvas, by id (the table by its class).
    func frames(_ text: String) throws -> [String: Rect] {
        var spec = try IB.load(text).spec
        try SceneDisplay(device: .design).apply(to: &spec)
        let app = SceneApp(spec: spec)
        app.window.makeKeyAndVisible()
        var frames: [String: Rect] = [:]
        for entry in LayoutReport(window: app.window).views {
            frames[entry.className == "UITableView" ? "table" : entry.id] = entry.frame
        }
        return frames
    }

    @Test("a cell read as one element keeps its views, placed by the cell's constraints inside its content view")
    func contentKept() throws {
        let text = Self.table(first: 18, second: 134)
        #expect(try IB.describe(text).prefix(1) == ["Wi-Fi. Switch Button. Off."])
        let frames = try frames(text)
        let cell = try #require(frames["wifi"])
        let content = try #require(frames["wifi-content"])
        // The content view fills the cell less the accessory's column (375 − 341).
        #expect(content == Rect(x: 0, y: cell.minY, width: 341, height: 60))
        #expect(frames["wifi-label"] == Rect(x: 20, y: cell.minY + 20, width: 120, height: 20))
        // The switch's frame reaches 2 pt past its alignment edge, 18 pt from the content's.
        #expect(frames["wifi-switch"] == Rect(x: 341 - 18 - 49, y: cell.minY + 14.5, width: 51, height: 31))
    }

    @Test("each section's rows start where Interface Builder drew them: the spaces above them are the design's")
    func measuredSpaces() throws {
        let frames = try frames(Self.table(first: 18, second: 134))
        let table = try #require(frames["table"])
        #expect(frames["wifi"]?.minY == table.minY + 18)
        // 18 pt of footer, then the titled header's 38 pt.
        #expect(frames["share"]?.minY == table.minY + 134)
    }

    @Test("rows saved out of order keep the table style's standard spacing")
    func disorderedFrames() throws {
        let frames = try frames(Self.table(first: 134, second: 18))
        let table = try #require(frames["table"])
        // Grouped: 16 pt above the first section; 20 between sections and a 34 pt titled header.
        #expect(frames["wifi"]?.minY == table.minY + 16)
        #expect(frames["share"]?.minY == table.minY + 16 + 60 + 20 + 34)
    }

    @Test("a scene file keeps both: `oneElement` rows with their views, and each section's `spaceAbove`")
    func sceneFileRoundTrip() throws {
        let imported = try IB.load(Self.table(first: 18, second: 134)).spec
        let written = SceneWriter.yaml(imported)
        #expect(written.contains("oneElement: true"))
        #expect(written.contains("spaceAbove: 18"))
        #expect(written.contains("spaceAbove: 56"))
        let reread = try SceneParser.parse(written, file: "round-trip.yaml")
        let app = SceneApp(spec: reread)
        app.window.makeKeyAndVisible()
        #expect(ScreenDescription.describe(window: app.window, speakHints: false).first?.description
            == "Wi-Fi. Switch Button. Off.")
    }

    @Test("`oneElement` needs the row's views, and a section's space cannot be negative")
    func sceneFileErrors() {
        let rowless = """
            scene: 1
            root: list
            controllers:
              list:
                kind: table
                sections: [{ rows: [{ text: Wi-Fi, oneElement: true }] }]
            """
        #expect(throws: SceneError.self) { try SceneParser.parse(rowless, file: "a.yaml") }
        let negative = """
            scene: 1
            root: list
            controllers:
              list:
                kind: table
                sections: [{ spaceAbove: -4, rows: [{ text: Wi-Fi }] }]
            """
        #expect(throws: SceneError.self) { try SceneParser.parse(negative, file: "b.yaml") }
    }

    @Test("inset grouped rows stand in from the table's sides: 16 pt below 390 pt wide, 20 pt from there")
    func insetGrouped() throws {
        let yaml = """
            scene: 1
            root: list
            controllers:
              list:
                kind: table
                style: insetGrouped
                sections: [{ rows: [{ id: wifi, text: Wi-Fi }] }]
            """
        for (name, inset) in [("iphone-se", 16.0), ("iphone-16e", 20.0), ("iphone-11", 20.0)] {
            let device = try #require(Device.named(name))
            var spec = try SceneParser.parse(yaml, file: "inset.yaml")
            try SceneDisplay(device: .named(device)).apply(to: &spec)
            let app = SceneApp(spec: spec)
            app.window.makeKeyAndVisible()
            let cell = try #require(LayoutReport(window: app.window).views.first { $0.id == "wifi" })
            let width = device.portraitSize.width
            #expect(cell.frame.minX == inset && cell.frame.width == width - 2 * inset, "\(device.name)")
        }
    }

    @Test("a cell whose labels code fills (empty in the file) is still noted, its views kept")
    func emptyCellNoted() throws {
        let text = Self.table(first: 18, second: 134).replacingOccurrences(of: "text=\"Wi-Fi\"", with: "text=\"\"")
        let loaded = try IB.load(text)
        #expect(loaded.notes.contains { $0.message.hasPrefix("table cell with no text") }, "\(loaded.notes)")
    }

    @Test("a self-sizing row is as tall as its content rounded up to the screen's pixels: 43.67 pt is 44 at 2×")
    func rowOnPixelGrid() throws {
        let field = """
            <tableViewCell id="host">
                <rect key="frame" x="0.0" y="18" width="375" height="44"/>
                <tableViewCellContentView key="contentView" id="host-content">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                    <subviews>
                        <textField placeholder="Server" translatesAutoresizingMaskIntoConstraints="NO" id="host-field">
                            <rect key="frame" x="16" y="0.0" width="343" height="44"/>
                            <constraints><constraint firstAttribute="height" constant="43.67" id="h"/></constraints>
                        </textField>
                    </subviews>
                    <constraints>
                        <constraint firstItem="host-field" firstAttribute="top" secondItem="host-content" secondAttribute="top" \
            id="t"/>
                        <constraint firstAttribute="bottom" secondItem="host-field" secondAttribute="bottom" id="b"/>
                        <constraint firstItem="host-field" firstAttribute="leading" secondItem="host-content" \
            secondAttribute="leading" constant="16" id="l"/>
                    </constraints>
                </tableViewCellContentView>
            </tableViewCell>
            """
        let text = IB.storyboard(initial: "t", device: "retina4_7", """
            <tableViewController id="t" sceneMemberID="viewController">
                <tableView key="view" dataMode="static" style="grouped" rowHeight="-1" estimatedRowHeight="44" id="tv">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <sections><tableViewSection id="s1"><cells>\(field)</cells></tableViewSection></sections>
                </tableView>
            </tableViewController>
            """)
        // The 4.7-inch canvas is 2× (87.34 pixels → 88); on a 3× phone 43.5 pt is 130.5 pixels → 131.
        #expect(try frames(text)["host"]?.height == 44)
        #expect(Device.named("iphone-16-pro")?.ceilToPixels(43.5) == 131.0 / 3)
        #expect(Device.named("iphone-se")?.ceilToPixels(44) == 44)
    }
}
