import Foundation
import ScenesTestSupport
import Testing

/// `voicenav layout`, `voicenav devices` and the display options on the command line.
@Suite("voicenav layout and devices")
@MainActor
struct LayoutCommandTests {
    typealias CLI = CommandLineTests
    /// A storyboard with one required constraint too many (two widths for one label) and a
    /// label with nothing to place it vertically.
    static let storyboard = IB.storyboard(initial: "vc", device: "retina6_12", """
        <viewController id="vc" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                <subviews>
                    <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                        <rect key="frame" x="16" y="79" width="100" height="21"/>
                    </label>
                    <label text="Loose" translatesAutoresizingMaskIntoConstraints="NO" id="loose">
                        <rect key="frame" x="16" y="300" width="100" height="21"/>
                    </label>
                </subviews>
                <viewLayoutGuide key="safeArea" id="safe"/>
                <constraints>
                    <constraint firstItem="title" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="c1"/>
                    <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c2"/>
                    <constraint firstItem="title" firstAttribute="width" constant="100" id="c3"/>
                    <constraint firstItem="title" firstAttribute="width" constant="200" id="c4"/>
                    <constraint firstItem="loose" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c5"/>
                </constraints>
            </view>
        </viewController>
        """)

    @Test("layout: every view in screen coordinates; the broken constraint and the ambiguous view, located")
    func layout() throws {
        let path = IB.write(Self.storyboard)
        let text = try CLI.voicenav(["layout", path])
        #expect(text.status == 0)
        #expect(text.stdout.contains("UILabel title [16, 82, 100, 21]"))
        #expect(text.stdout.contains("\(path):23:13: warning: constraint c4 broken"))
        #expect(text.stdout.contains("\(path):14:13: note: UILabel loose"))
        #expect(text.stdout.contains("UILabel loose: its vertical position or height are not decided"))
        let json = try CLI.voicenav(["layout", path, "--format", "json", "--device", "iphone-se"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(object["schemaVersion"] as? Int == 1)
        #expect(json.stdout.hasPrefix("{\n  \"schemaVersion\": 1,\n  \"views\": [\n    {\"id\": "))
        let views = try #require(object["views"] as? [[String: Any]])
        let title = try #require(views.first { $0["id"] as? String == "title" })
        #expect(title["class"] as? String == "UILabel")
        #expect(title["parent"] as? String == "root")
        let y = try #require((title["frame"] as? [String: Any])?["y"] as? Double)
        #expect(abs(y - 40) < 0.001)
        #expect((object["broken"] as? [[String: Any]])?.first?["line"] as? Int == 23)
        #expect((object["broken"] as? [[String: Any]])?.first?["severity"] as? String == "warning")
        #expect((object["ambiguous"] as? [[String: Any]])?.count == 1)
    }

    @Test("devices lists the table; a device nobody knows is a command-line error naming the closest")
    func devices() throws {
        let list = try CLI.voicenav(["devices"])
        #expect(list.stdout.contains("iphone-se"))
        #expect(list.stdout.contains("ipad-pro-13"))
        let json = try CLI.voicenav(["devices", "--format", "json"])
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(rows.contains { $0["name"] as? String == "iphone-16-pro" && $0["width"] as? Double == 402 })
        let unknown = try CLI.voicenav(["describe", IB.write(Self.storyboard), "--device", "iphone-17-pro"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("iphone-16-pro"))
        // The command's own usage follows, not the tool's list of commands.
        #expect(unknown.stderr.contains("Usage: voicenav describe"), "\(unknown.stderr)")
        let design = try CLI.voicenav(["describe", ExampleFiles.path("settings.yaml"), "--device", "design"])
        #expect(design.status == 64)
        #expect(design.stderr.contains("names no Interface Builder canvas") && !design.stderr.contains("Usage:"))
    }

    @Test("describe --format svg writes a picture; --text-size is checked")
    func picture() throws {
        let path = IB.write(Self.storyboard)
        let svg = try CLI.voicenav(["describe", path, "--format", "svg", "--orientation", "landscape"])
        #expect(svg.status == 0)
        #expect(svg.stdout.hasPrefix("<?xml"))
        #expect(svg.stdout.contains("landscape"))
        #expect(try CLI.voicenav(["describe", path, "--text-size", "huge"]).status == 64)
    }
}
