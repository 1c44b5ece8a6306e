import Foundation
import Testing
@testable import A11yAudit
@testable import A11yScenes
import ScenesTestSupport
@testable import A11yInterfaceBuilder

/// The rules that read the solved layout: `truncated-text` and `clipped-by-parent`.
@Suite("Audit rules on the layout")
@MainActor
struct LayoutRuleTests {
    @Test("clipped-by-parent: a label reaching out of a clipping container; not one inside it, not in a scroll view")
    func clipped() throws {
        let yaml = AuditHarness.screen("""
                - type: view
                  id: card
                  clipsToBounds: true
                  frame: [16, 100, 200, 60]
                  subviews:
                    - { type: label, id: inside, text: Inside, frame: [8, 8, 100, 20] }
                    - { type: label, id: spilling, text: Spilling over, frame: [150, 30, 100, 20] }
                - type: scroll
                  frame: [0, 200, 402, 100]
                  subviews:
                    - { type: label, id: scrolled, text: Further down, frame: [16, 300, 370, 30] }
        """)
        let findings = try AuditHarness.findings(yaml, rule: "clipped-by-parent")
        #expect(findings.map(\.element) == ["spilling"])
        #expect(findings.first?.message.hasPrefix("card clips this") == true, "\(findings.first?.message ?? "")")
        #expect(findings.first?.message.contains("50%") == true)
    }

    /// A storyboard whose row title is held between a leading margin and a fixed-width value label.
    static let rowStoryboard = IB.storyboard(initial: "vc", device: "retina6_12", """
        <viewController id="vc" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                <subviews>
                    <label text="Notifications" adjustsFontForContentSizeCategory="YES" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                        <rect key="frame" x="16" y="79" width="110" height="20.5"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                    </label>
                    <label text="On" translatesAutoresizingMaskIntoConstraints="NO" id="value">
                        <rect key="frame" x="297" y="79" width="80" height="20.5"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                </subviews>
                <viewLayoutGuide key="safeArea" id="safe"/>
                <constraints>
                    <constraint firstItem="title" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="c1"/>
                    <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c2"/>
                    <constraint firstItem="value" firstAttribute="leading" relation="greaterThanOrEqual" secondItem="title" secondAttribute="trailing" constant="8" id="c3"/>
                    <constraint firstItem="root" firstAttribute="trailingMargin" secondItem="value" secondAttribute="trailing" id="c4"/>
                    <constraint firstItem="value" firstAttribute="width" constant="80" id="c5"/>
                    <constraint firstItem="value" firstAttribute="centerY" secondItem="title" secondAttribute="centerY" id="c6"/>
                </constraints>
            </view>
        </viewController>
        """)

    @Test("truncated-text: a one-line title that no longer fits at the largest text size; fine at the default")
    func truncated() throws {
        let path = IB.write(Self.rowStoryboard)
        let spec = try StoryboardLoader.load(path: path).spec
        var options = AuditOptions(forFile: path)
        #expect(AccessibilityAudit.run(spec: spec, options: options).findings.filter { $0.rule == "truncated-text" }.isEmpty)
        options.display = SceneDisplay(textSize: .accessibilityExtraExtraExtraLarge)
        let findings = AccessibilityAudit.run(spec: spec, options: options).findings.filter { $0.rule == "truncated-text" }
        #expect(findings.map(\.element) == ["title"])
        #expect(findings.first?.message.contains("cut off") == true)
    }
}
