import Foundation
import Testing
@testable import A11yCore
import ScenesTestSupport
@testable import A11ySceneModel
@testable import A11yInterfaceBuilder

/// Xibs as UIKit shows them: cells in their table or collection view, small views at their
/// own size, the top-level views listed (issue 20, items 4 and 5).
@Suite("Xibs: cells, views and the catalog")
@MainActor
struct XibTests {
    static func xib(_ objects: String, owner: String? = nil) -> String { IB.xib(objects, owner: owner) }

    static func label(_ id: String, _ text: String, x: Int, y: Int, width: Int = 200) -> String {
        #"<label text="\#(text)" id="\#(id)"><rect key="frame" x="\#(x)" y="\#(y)" width="\#(width)" height="20"/></label>"#
    }

    /// A cell whose labels sit in nested stack views: a title column on the left whose second
    /// row holds the date, and a footer at the bottom.
    static let episodeCell = xib("""
        <tableViewCell contentMode="scaleToFill" selectionStyle="default" rowHeight="80" id="cell" customClass="EpisodeCell">
            <rect key="frame" x="0.0" y="0.0" width="375" height="80"/>
            <tableViewCellContentView key="contentView" opaque="NO" id="content">
                <rect key="frame" x="0.0" y="0.0" width="375" height="80"/>
                <subviews>
                    <stackView axis="vertical" id="column">
                        <rect key="frame" x="16" y="4" width="260" height="72"/>
                        <subviews>
                            \(label("title", "Episode 12: Deep Sea", x: 0, y: 0))
                            <stackView axis="horizontal" id="meta">
                                <rect key="frame" x="0" y="24" width="260" height="20"/>
                                <subviews>
                                    \(label("date", "Monday", x: 0, y: 0, width: 80))
                                    \(label("length", "53 minutes", x: 90, y: 0, width: 100))
                                </subviews>
                            </stackView>
                        </subviews>
                    </stackView>
                    \(label("footer", "Downloaded", x: 16, y: 56))
                </subviews>
            </tableViewCellContentView>
        </tableViewCell>
        """)

    @Test("a cell xib is the one row of a plain table, at its own height, read as one element in reading order")
    func tableCell() throws {
        let described = try IB.elements(Self.episodeCell, name: "EpisodeCell.xib")
        #expect(described.map(\.description) == ["Episode 12: Deep Sea, Monday, 53 minutes, Downloaded"])
        let frame = try #require(described.first?.snapshot.frame)
        #expect(frame.width == DeviceIdiom.phone.portraitScreenSize.width)
        #expect(frame.height == 80)
        let notes = try IB.load(Self.episodeCell, name: "EpisodeCell.xib").notes
        #expect(notes.contains { $0.message.contains("one row of a plain table") })
    }

    @Test("a cell xib with an unlabelled slider reads its views one by one (A11yAuditTests: the audit finds it)")
    func cellWithSlider() throws {
        let file = Self.xib("""
            <tableViewCell contentMode="scaleToFill" id="cell">
                <rect key="frame" x="0.0" y="0.0" width="375" height="60"/>
                <tableViewCellContentView key="contentView" id="content">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="60"/>
                    <subviews>
                        \(Self.label("name", "Volume", x: 16, y: 20, width: 100))
                        <slider opaque="NO" value="0.5" minValue="0.0" maxValue="1" id="level"><rect key="frame" x="130" y="15" width="220" height="30"/></slider>
                    </subviews>
                </tableViewCellContentView>
            </tableViewCell>
            """)
        #expect(try IB.describe(file, name: "VolumeCell.xib") == ["Volume", "50%. Adjustable."])
    }

    @Test("a collection view cell is shown at its own size and its views are read one by one")
    func collectionCell() throws {
        let file = Self.xib("""
            <collectionViewCell opaque="NO" id="cell" customClass="PodcastCell">
                <rect key="frame" x="0.0" y="0.0" width="160" height="200"/>
                <view key="contentView" opaque="NO" id="content">
                    <rect key="frame" x="0.0" y="0.0" width="160" height="200"/>
                    <subviews>
                        \(Self.label("name", "Deep Sea Radio", x: 8, y: 160, width: 144))
                        <button opaque="NO" id="play"><rect key="frame" x="8" y="8" width="44" height="44"/><state key="normal" title="Play"/></button>
                    </subviews>
                </view>
            </collectionViewCell>
            """)
        let described = try IB.elements(file, name: "PodcastCell.xib")
        #expect(described.map(\.description) == ["Play. Button.", "Deep Sea Radio"])
        #expect(described.last?.snapshot.frame.maxX ?? 0 <= 160)
    }

    @Test("a small top-level view is shown at its own size at the top of the safe area; the owner's view fills the screen")
    func smallView() throws {
        let small = Self.xib("""
            <view contentMode="scaleToFill" id="banner">
                <rect key="frame" x="0.0" y="0.0" width="300" height="60"/>
                <subviews>
                    \(Self.label("text", "Offline", x: 10, y: 20, width: 280))
                </subviews>
            </view>
            """)
        let element = try #require(IB.elements(small, name: "Banner.xib").first)
        let top = DeviceIdiom.phone.statusBarHeight
        #expect(element.snapshot.frame == Rect(x: 10, y: top + 20, width: 280, height: 20))
        let owned = Self.xib("""
            <view contentMode="scaleToFill" id="main">
                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    \(Self.label("text", "Welcome", x: 10, y: 100, width: 280))
                </subviews>
            </view>
            """, owner: "WelcomeViewController").replacingOccurrences(of: "userLabel=\"File's Owner\"/>",
                with: "userLabel=\"File's Owner\"><connections><outlet property=\"view\" destination=\"main\" id=\"o1\"/>"
                    + "</connections></placeholder>")
        #expect(try IB.describe(owned, name: "Welcome.xib") == ["Welcome"])
    }

    @Test("the catalog lists a xib's top-level views with kind, class and size; a wrong --scene names the views")
    func catalog() throws {
        let file = Self.episodeCell.replacingOccurrences(of: "</objects>", with: """
                <view contentMode="scaleToFill" id="extra"><rect key="frame" x="0.0" y="0.0" width="320" height="44"/></view>
                <tapGestureRecognizer id="tap"/>
            </objects>
            """)
        let path = IB.write(file, name: "EpisodeCell.xib")
        let (controllers, notes) = try StoryboardLoader.controllers(path: path)
        #expect(controllers.map(\.id) == ["cell", "extra"])
        #expect(controllers.map(\.kind) == [.tableCell, .view])
        #expect(controllers[0].className == "EpisodeCell")
        #expect(controllers[0].size == Size(width: 375, height: 80))
        #expect(notes.contains { $0.message.contains("custom class EpisodeCell") })
        do {
            _ = try StoryboardLoader.load(path: path, scene: "cel")
            Issue.record("expected a choice error")
        } catch let error as SceneChoiceError {
            #expect(error.message.hasPrefix("no top-level view \"cel\" in EpisodeCell.xib; did you mean \"cell\""))
        }
    }
}
