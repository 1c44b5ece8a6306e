import Foundation
import Testing

/// Each file a command needs is read once (ReadingInputs.md, "Read once"): the storyboard,
/// the storyboards its references open, each language's tables, however many screens and
/// languages the command shows. `VOICENAV_TRACE_READS` makes each read a line on standard error.
@Suite("voicenav reads each file once")
struct ReadOnceTests {
    typealias CLI = CommandLineTests

    /// A project with two storyboards (one referencing the other, neither with an initial
    /// controller) translated into German and French.
    func project() throws -> String {
        let root = NSTemporaryDirectory() + "voicenav-read-once-" + UUID().uuidString
        func controller(_ id: String, _ body: String) -> String {
            """
            <scene sceneID="s-\(id)"><objects><viewController id="\(id)" title="T\(id)" sceneMemberID="viewController">
            <view key="view" id="v-\(id)"><rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
            <subviews>\(body)</subviews></view></viewController></objects></scene>
            """
        }
        func storyboard(_ scenes: String...) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" \
            targetRuntime="iOS.CocoaTouch" useAutolayout="YES"><device id="retina6_12" orientation="portrait"/>
            <scenes>\(scenes.joined())</scenes></document>
            """
        }
        let button = #"<button buttonType="system" id="b"><rect key="frame" x="16" y="140" width="200" height="44"/>"#
            + #"<state key="normal" title="More"/>"#
            + #"<connections><segue destination="ref" kind="show" id="sg"/></connections></button>"#
        let main = storyboard(
            controller("a", #"<label text="Hello" id="l"><rect key="frame" x="16" y="100" width="200" height="21"/></label>"#
                       + button),
            controller("c", #"<label text="Second" id="l2"><rect key="frame" x="16" y="100" width="200" height="21"/></label>"#),
            #"<scene sceneID="s-ref"><objects><viewControllerPlaceholder storyboardName="Other" referencedIdentifier="o" "#
                + #"id="ref" sceneMemberID="viewController"/></objects></scene>"#)
        let other = storyboard(controller("o", #"<label text="Other" id="ol"><rect key="frame" x="16" y="100" width="200" "#
            + #"height="21"/></label>"#).replacingOccurrences(of: "id=\"o\"", with: "id=\"o\" storyboardIdentifier=\"o\""))
        let files = [
            "App/Base.lproj/Main.storyboard": main,
            "App/Base.lproj/Other.storyboard": other,
            "App/de.lproj/Main.strings": #""l.text" = "Hallo";"#,
            "App/de.lproj/Other.strings": #""ol.text" = "Andere";"#,
            "App/fr.lproj/Main.strings": #""l.text" = "Bonjour";"#,
        ]
        for (name, text) in files {
            let path = root + "/" + name
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
        return root + "/App"
    }

    /// The files the command read, each with how many times.
    func reads(_ stderr: String) -> [String: Int] {
        var counts: [String: Int] = [:]
        for line in stderr.split(separator: "\n") where line.hasPrefix("voicenav: read ") {
            counts[String(line.dropFirst("voicenav: read ".count)), default: 0] += 1
        }
        return counts
    }

    @Test("audit --all-languages, describe --all-scenes and scenes read each file once")
    func eachFileOnce() throws {
        let app = try project()
        let trace = ["VOICENAV_TRACE_READS": "1"]
        // In one process: with workers (`--jobs`), each reads the files of its own languages once.
        let audit = try CLI.voicenav(["audit", "Base.lproj/Main.storyboard", "--all-languages", "--jobs", "1"],
                                     environment: trace,
                                     directory: app)
        #expect(audit.stderr.contains("auditing Main.storyboard in its base language and de, fr"), "\(audit.stderr)")
        #expect(reads(audit.stderr) == [
            "Base.lproj/Main.storyboard": 1, "Base.lproj/Other.storyboard": 1, "de.lproj/Main.strings": 1,
            "de.lproj/Other.strings": 1, "fr.lproj/Main.strings": 1,
        ], "\(audit.stderr)")
        let describe = try CLI.voicenav(["describe", "Base.lproj/Main.storyboard", "--all-scenes", "--language", "de"],
                                        environment: trace, directory: app)
        #expect(describe.status == 0)
        #expect(describe.stdout.contains("Hallo"), "\(describe.stdout)")
        #expect(reads(describe.stderr) == [
            "Base.lproj/Main.storyboard": 1, "Base.lproj/Other.storyboard": 1, "de.lproj/Main.strings": 1,
            "de.lproj/Other.strings": 1,
        ], "\(describe.stderr)")
        let scenes = try CLI.voicenav(["scenes", "Base.lproj/Main.storyboard"], environment: trace, directory: app)
        #expect(scenes.stdout.contains("languages: base, de"), "\(scenes.stdout)")
        #expect(reads(scenes.stderr).values.allSatisfy { $0 == 1 }, "\(scenes.stderr)")
        #expect(reads(scenes.stderr)["Base.lproj/Main.storyboard"] == 1)
    }
}
