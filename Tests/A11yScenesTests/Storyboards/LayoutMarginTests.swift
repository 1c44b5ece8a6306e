import Foundation
import Testing
import A11yCore
import ScenesTestSupport
import A11ySceneModel

/// Layout margins read from the file (AutoLayoutRules.md, "Stack views" and "Margins"): a
/// stack's own, a view's that preserves its superview's, a cell's.
@Suite("Storyboards: layout margins")
@MainActor
struct LayoutMarginTests {
    /// A screen holding a vertical stack `height` pt tall, 100 pt down and flush with the
    /// screen's sides, with `margins` of its own (`attributes` added to its tag), around a
    /// "Sign in" label saved at `labelY`.
    static func stack(margins: String, height: Int, labelY: Int, attributes: String = "") -> String {
        DesignCanvasTests.screen("""
            <stackView opaque="NO" axis="vertical" \(attributes)translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="0.0" y="100" width="402" height="\(height)"/>
                <subviews>
                    <label opaque="NO" text="Sign in" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                        <rect key="frame" x="16" y="\(labelY)" width="370" height="21"/>
                    </label>
                </subviews>
                <edgeInsets key="layoutMargins" \(margins)/>
            </stackView>
            """, constraints: """
            <constraint firstItem="stack" firstAttribute="top" secondItem="vc-view" secondAttribute="top" constant="100" id="c1"/>
            <constraint firstItem="stack" firstAttribute="leading" secondItem="vc-view" secondAttribute="leading" id="c2"/>
            <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" id="c3"/>
            """)
    }

    @Test("a stack saved with its own layout margins arranges its views inside them")
    func stackMargins() throws {
        let text = Self.stack(margins: #"top="35" left="16" bottom="35" right="16""#, height: 91, labelY: 35)
        let frames = try DesignCanvasTests().designFrames(text)
        #expect(frames["title"] == Rect(x: 16, y: 135, width: 370, height: 21))
        #expect(frames["stack"]?.height == 91)
    }

    @Test("a view that preserves its superview's margins takes them where they reach into it")
    func preservedMargins() throws {
        func file(preserves: Bool) -> String {
            Self.stack(margins: #"top="0.0" left="0.0" bottom="0.0" right="0.0""#, height: 21, labelY: 0,
                       attributes: preserves ? #"preservesSuperviewLayoutMargins="YES" "# : "")
        }
        // Flush with a 402 pt screen's sides, whose view has the system's 16 pt margins.
        #expect(try DesignCanvasTests().designFrame(file(preserves: true), "title")?.minX == 16)
        #expect(try DesignCanvasTests().designFrame(file(preserves: false), "title")?.minX == 0)
    }

    @Test("a cell's content view that preserves the cell's margins keeps the cell's own, wider ones")
    func cellMargins() throws {
        let cell = """
            <tableViewCell id="row">
                <rect key="frame" x="0.0" y="18" width="375" height="44"/>
                <tableViewCellContentView key="contentView" preservesSuperviewLayoutMargins="YES" id="row-content">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                    <subviews>
                        <label text="Patreon" translatesAutoresizingMaskIntoConstraints="NO" id="row-label">
                            <rect key="frame" x="30" y="11" width="100" height="22"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="row-label" firstAttribute="leading" secondItem="row-content" \
                secondAttribute="leadingMargin" id="l"/>
                        <constraint firstItem="row-label" firstAttribute="centerY" secondItem="row-content" \
                secondAttribute="centerY" id="y"/>
                    </constraints>
                </tableViewCellContentView>
                <edgeInsets key="layoutMargins" top="11" left="30" bottom="11" right="30"/>
            </tableViewCell>
            """
        let text = IB.storyboard(initial: "t", device: "retina4_7", """
            <tableViewController id="t" sceneMemberID="viewController">
                <tableView key="view" dataMode="static" style="grouped" rowHeight="44" id="tv">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <sections><tableViewSection id="s1"><cells>\(cell)</cells></tableViewSection></sections>
                </tableView>
            </tableViewController>
            """)
        #expect(try DesignCanvasTests().designFrame(text, "row-label")?.minX == 30)
        let plain = text.replacingOccurrences(of: #"preservesSuperviewLayoutMargins="YES" "#, with: "")
        #expect(try DesignCanvasTests().designFrame(plain, "row-label")?.minX == 16)
    }
}
