import Foundation
import Testing
@testable import A11yAudit
@testable import A11yScenes
import ScenesTestSupport

/// `tap-without-trait` (AuditRuleReference): a view a tap gesture acts on that VoiceOver does not
/// present as something to activate, from a scene file, a storyboard and SwiftUI source.
@Suite("Audit: taps without a trait")
@MainActor
struct TapGestureTests {
    @Test("a tapped image or label with no interactive trait is reported; a button, a traited view and a link are not")
    func sceneFile() throws {
        let yaml = AuditHarness.screen("""
                - { type: label, text: Photos, traits: [header], frame: [16, 20, 370, 30] }
                - { type: image, id: artwork, image: cover, label: Cover art, tapGesture: true, frame: [16, 60, 100, 100] }
                - { type: button, id: play, title: Play, tapGesture: true, frame: [16, 170, 100, 44] }
                - { type: label, id: more, text: More, traits: [staticText, button], tapGesture: true, frame: [16, 220, 100, 44] }
                - type: view
                  id: card
                  tapGesture: true
                  frame: [16, 270, 370, 80]
                  subviews:
                    - { type: label, id: title, text: Album, frame: [0, 0, 300, 30] }
                    - { type: label, id: artist, text: Artist, frame: [0, 40, 300, 30] }
        """)
        let findings = try AuditHarness.findings(yaml, rule: "tap-without-trait")
        // The card's tap reaches both labels: one finding, on the first.
        #expect(findings.map(\.element) == ["artwork", "title"])
        #expect(findings[0].message.hasPrefix("This view acts on a tap, but VoiceOver says only \"Cover art. Image.\""))
        #expect(findings[1].message.contains("these 2 elements"))
        #expect(findings.allSatisfy { $0.level == .warning })
    }

    @Test("a storyboard's tap gesture recognizer, attached by its gestureRecognizers outlet collection")
    func storyboard() throws {
        let text = IB.storyboard(initial: "home", IB.controller("home", """
                    <imageView userLabel="Artwork" image="cover" id="art">
                        <rect key="frame" x="16" y="100" width="120" height="120"/>
                        <accessibility key="accessibilityConfiguration" label="Cover art">
                            <bool key="isElement" value="YES"/>
                        </accessibility>
                        <connections>
                            <outletCollection property="gestureRecognizers" destination="tap" appends="YES" id="c1"/>
                        </connections>
                    </imageView>
                    <label text="Swipe" id="swiped">
                        <rect key="frame" x="16" y="240" width="120" height="30"/>
                        <connections>
                            <outletCollection property="gestureRecognizers" destination="swipe" appends="YES" id="c2"/>
                        </connections>
                    </label>
        """) + """
                <tapGestureRecognizer id="tap"/>
                <swipeGestureRecognizer direction="right" id="swipe"/>
        """)
        let path = IB.write(text)
        let audit = AppAudit.audit(document: try InputDocument.open(path: path), options: AuditOptions(forFile: path))
        let findings = try #require(audit.result).findings.filter { $0.rule == "tap-without-trait" }
        // A swipe is not a tap: only the image is reported.
        #expect(findings.map(\.element) == ["art"])
        let line = try #require(text.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains("<imageView") }) + 1
        #expect(findings.first?.location.line == line)
    }

    @Test("SwiftUI: onTapGesture on a text, and on a stack whose views VoiceOver reads one by one; a Button is not reported")
    func swiftUI() throws {
        let source = """
            import SwiftUI

            struct LibraryView: View {
                var body: some View {
                    VStack {
                        Text("Library").font(.title).accessibilityAddTraits(.isHeader)
                        Text("Show all").onTapGesture { }
                        VStack {
                            Image(systemName: "star.fill")
                            Text("Favourites")
                        }
                        .onTapGesture { }
                        Text("Open").onTapGesture { }.accessibilityAddTraits(.isButton)
                        Button("Play") { }
                        // Another stack's gesture is its own: its button does not excuse the first stack.
                        VStack {
                            Text("Second card")
                            Button("Inside") { }
                        }
                        .onTapGesture { }
                    }
                }
            }
            """
        let folder = try TemporaryProject.write(["Sources/App/LibraryView.swift": source]
            .merging(TemporaryProject.packageManifest) { a, _ in a }, prefix: "voicenav-tap")
        let path = folder + "/Sources/App/LibraryView.swift"
        let audit = AppAudit.audit(document: try InputDocument.open(path: path), options: AuditOptions(forFile: path))
        let findings = try #require(audit.result).findings.filter { $0.rule == "tap-without-trait" }
        #expect(findings.map(\.location.line) == [7, 9])
        #expect(findings.map(\.element) == ["7:13", "9:17"])
    }
}
