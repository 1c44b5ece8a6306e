import Foundation
import Testing
@testable import A11yCore
import ScenesTestSupport
@testable import A11ySceneModel
@testable import A11ySceneFiles

/// A table's `tableHeaderView` and `tableFooterView`: above the first section and below the
/// last, as wide as the table, scrolling with the rows (UIKit's `UITableView`; TV-03).
@Suite("Table header and footer views")
@MainActor
struct TableHeaderFooterTests {
    static func tableEnd(_ key: String, id: String, text: String, height: Int = 120) -> String {
        """
        <view key="\(key)" contentMode="scaleToFill" id="\(id)">
            <rect key="frame" x="0.0" y="0.0" width="402" height="\(height)"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            <subviews>
                <label opaque="NO" text="\(text)" id="\(id)-label">
                    <rect key="frame" x="20" y="20" width="362" height="40"/>
                </label>
            </subviews>
        </view>
        """
    }

    static let staticTable = IB.storyboard(initial: "t", """
        <tableViewController id="t" sceneMemberID="viewController">
            <tableView key="view" dataMode="static" style="grouped" id="tv">
                <rect key="frame" x="0.0" y="0.0" width="402" height="874"/>
                \(tableEnd("tableHeaderView", id: "head", text: "Sign in to sync your bookmarks"))
                \(tableEnd("tableFooterView", id: "foot", text: "Your data stays on this device", height: 60))
                <sections>
                    <tableViewSection headerTitle="Account" id="s1">
                        <cells>
                            <tableViewCell style="IBUITableViewCellStyleDefault" textLabel="c1-text" id="c1">
                                <rect key="frame" x="0.0" y="0.0" width="402" height="44"/>
                                <tableViewCellContentView key="contentView" id="c1-content">
                                    <subviews>
                                        <label text="Email" id="c1-text"><rect key="frame" x="20" y="0.0" width="362" height="44"/></label>
                                    </subviews>
                                </tableViewCellContentView>
                            </tableViewCell>
                        </cells>
                    </tableViewSection>
                </sections>
            </tableView>
        </tableViewController>
        """)

    @Test("a static table controller reads its header view first and its footer view last")
    func staticTableController() throws {
        let described = try IB.elements(Self.staticTable)
        #expect(described.map(\.description) == [
            "Sign in to sync your bookmarks", "Account. Heading.", "Email", "Your data stays on this device",
        ])
        let header = try #require(described.first(where: { $0.snapshot.id == "head-label" }))
        let email = try #require(described.first(where: { $0.snapshot.id == "c1" }))
        let footer = try #require(described.first(where: { $0.snapshot.id == "foot-label" }))
        #expect(header.snapshot.frame.maxY <= email.snapshot.frame.minY)
        #expect(footer.snapshot.frame.minY >= email.snapshot.frame.maxY)
    }

    @Test("a table view inside a controller's view keeps its header and footer, even with rows from code")
    func plainTableView() throws {
        let table = """
            <tableView dataMode="prototypes" style="plain" id="tv">
                <rect key="frame" x="0.0" y="100" width="402" height="600"/>
                \(Self.tableEnd("tableHeaderView", id: "head", text: "What is your frustration most related to?"))
                \(Self.tableEnd("tableFooterView", id: "foot", text: "Tell us more", height: 50))
                <prototypes>
                    <tableViewCell reuseIdentifier="Cell" id="proto"><rect key="frame" x="0.0" y="0.0" width="402" height="44"/></tableViewCell>
                </prototypes>
            </tableView>
            """
        let result = try IB.load(IB.storyboard(initial: "a", IB.controller("a", table)))
        #expect(result.notes.contains { $0.message.contains("prototype cells") })
        let described = try IB.describe(IB.storyboard(initial: "a", IB.controller("a", table)))
        #expect(described == ["What is your frustration most related to?", "Tell us more"])
    }

    @Test("a scene file declares them as tableHeaderView and tableFooterView, and import writes them so")
    func sceneFileRoundTrip() throws {
        let yaml = """
            scene: 1
            root: t
            controllers:
              t:
                kind: table
                tableHeaderView: { frame: [0, 0, 402, 80], subviews: [{ type: label, id: intro, text: Welcome, frame: [16, 20, 300, 30] }] }
                tableFooterView: { subviews: [{ type: button, id: help, title: Help }] }
                sections: [{ header: General, rows: [{ id: wifi, text: Wi-Fi }] }]
            """
        let spec = try SceneParser.parse(yaml, file: "t.yaml")
        let app = SceneApp(spec: spec)
        app.window.makeKeyAndVisible()
        #expect(ScreenDescription.describe(window: app.window, speakHints: false).map(\.description)
            == ["Welcome", "General. Heading.", "Wi-Fi", "Help. Button."])
        let imported = try IB.load(Self.staticTable).spec
        let written = SceneWriter.yaml(imported)
        #expect(written.contains("tableHeaderView:"))
        #expect(written.contains("tableFooterView:"))
        let reread = try SceneParser.parse(written, file: "again.yaml")
        let again = SceneApp(spec: reread)
        again.window.makeKeyAndVisible()
        #expect(ScreenDescription.describe(window: again.window, speakHints: false).map(\.description)
            == ["Sign in to sync your bookmarks", "Account. Heading.", "Email", "Your data stays on this device"])
    }

    @Test("the header keeps its height and follows the table's width; rows start below it")
    func coreLayout() {
        let header = View(frame: Rect(x: 5, y: 7, width: 100, height: 90))
        let table = TableView(style: .plain, sections: [TableSection(rows: [TableRow(text: "One")])],
                              frame: Rect(x: 0, y: 0, width: 300, height: 500))
        table.tableHeaderView = header
        #expect(header.frame == Rect(x: 0, y: 0, width: 300, height: 90))
        #expect(table.cells[IndexPath(row: 0, section: 0)]?.frame.minY == 90)
        table.frame = Rect(x: 0, y: 0, width: 400, height: 500)
        #expect(header.frame.width == 400)
        let footer = View(frame: Rect(x: 0, y: 0, width: 10, height: 30))
        table.tableFooterView = footer
        #expect(footer.frame.minY == 90 + TableView.rowHeight)
        #expect(table.contentSize.height == 90 + TableView.rowHeight + 30)
    }
}
