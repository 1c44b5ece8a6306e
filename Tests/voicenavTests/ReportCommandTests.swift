import Foundation
import ScenesTestSupport
import Testing

/// `voicenav report` (Reports.md): a static site of every screen of the files given, each
/// page drawn, spoken and audited, written whole or not at all.
@Suite("voicenav report")
struct ReportCommandTests {
    typealias CLI = CommandLineTests

    /// A project: a storyboard whose first screen opens a second (which has an unlabelled
    /// button) and a third no screen opens, translated into German; and a SwiftUI file.
    func project() throws -> String {
        func controller(_ id: String, _ body: String) -> String {
            """
            <scene sceneID="s-\(id)"><objects><viewController id="\(id)" title="T\(id)" sceneMemberID="viewController">
            <view key="view" id="v-\(id)"><rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
            <subviews>\(body)</subviews></view></viewController></objects></scene>
            """
        }
        let label = #"<label text="Hello" id="l"><rect key="frame" x="16" y="100" width="200" height="21"/></label>"#
        let button = #"<button buttonType="system" id="more"><rect key="frame" x="16" y="140" width="200" height="44"/>"#
            + #"<state key="normal" title="More"/>"#
            + #"<connections><segue destination="detail" kind="show" id="sg"/></connections></button>"#
        let bare = #"<button buttonType="system" id="bare"><rect key="frame" x="16" y="200" width="60" height="44"/></button>"#
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" \
            targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="home">\
            <device id="retina6_12" orientation="portrait"/>
            <scenes>\(controller("home", label + button))\(controller("detail", bare))\(controller("orphan", label))</scenes>
            </document>
            """
        let swiftUI = "import SwiftUI\n#Preview {\n    NavigationStack {\n        Text(\"Welcome\")\n"
            + "        NavigationLink(\"Terms\") { Text(\"Terms\").navigationTitle(\"Terms\") }\n    }\n}\n"
        return try TemporaryProject.write([
            "App/Base.lproj/Main.storyboard": storyboard,
            "App/de.lproj/Main.strings": #""l.text" = "Hallo";"#,
            "App/Welcome.swift": swiftUI,
        ].merging(TemporaryProject.packageManifest) { a, _ in a }, prefix: "voicenav-report")
    }

    func read(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    func page(_ folder: String, scene: String, in report: String) throws -> String {
        let pages = try FileManager.default.contentsOfDirectory(atPath: report + "/screens")
        for name in pages.sorted() {
            let text = try read(report + "/screens/" + name)
            if text.contains("data-scene=\"\(scene)\"") && text.contains("data-file=\"\(folder)") { return text }
        }
        Issue.record("no page for \(scene) among \(pages)")
        return ""
    }

    @Test("every screen a page: its picture, what is said in order, its findings, the screens it opens")
    func pages() throws {
        let root = try project()
        let run = try CLI.voicenav(["report", "App", "-o", "report"], directory: root)
        #expect(run.status == 0, "\(run.stderr)")
        let report = root + "/report"
        #expect(FileManager.default.fileExists(atPath: report + "/.voicenav-report"))
        let index = try read(report + "/index.html")
        #expect(index.contains("<h1>Accessibility report</h1>") && index.contains("<main id=\"main\">"), "\(index)")
        // The orphan is a screen only code opens (as the audit says); each screen has its row.
        #expect(index.contains("<dt>Screens only code opens</dt><dd>1</dd>"), "\(index)")
        #expect(index.range(of: #"Base.lproj/Main.storyboard: <a href="screens/[^"]*orphan[^"]*">Torphan</a>"#,
                            options: .regularExpression) != nil, "\(index)")
        #expect(index.components(separatedBy: "<tr data-language=").count - 1 == 4, "\(index)")
        let home = try page("Base.lproj/Main.storyboard", scene: "home", in: report)
        #expect(home.contains("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"screen\" role=\"img\""), "\(home)")
        #expect(home.contains("<title id=\"picture-title\">Thome on iPhone"), "\(home)")
        #expect(home.contains(", where the file starts") && index.contains("home · starts the file"), "\(home)")
        #expect(home.contains("<span class=\"speech\" dir=\"auto\">Hello</span>"), "\(home)")
        #expect(home.contains("<span class=\"speech\" dir=\"auto\">More. Button.</span>"), "\(home)")
        // Its button opens the detail screen: a link to that page.
        #expect(home.range(of: #"More → <a href="../screens/[^"]*detail[^"]*\.html">Tdetail</a>"#, options: .regularExpression)
            != nil, "\(home)")
        // The detail screen's unlabelled button: a finding tied to its item, located in the file.
        // Distinct findings: one rule at one place counted once, however many pages show it.
        #expect(index.contains("distinct (one rule at one place in the files, counted once)"), "\(index)")
        let detail = try page("Base.lproj/Main.storyboard", scene: "detail", in: report)
        #expect(detail.contains("<code>missing-label</code>") && detail.contains("Main.storyboard:"), "\(detail)")
        #expect(detail.contains("class=\"flagged\""), "\(detail)")
        #expect(detail.contains("<g class=\"element flagged\" data-item=\"1\">"), "\(detail)")
        #expect(home.contains("<h2 id=\"notes-heading\">What the file leaves to code</h2>"), "\(home)")
        let welcome = try page("Welcome.swift", scene: "Preview 1", in: report)
        #expect(welcome.contains("<span class=\"speech\" dir=\"auto\">Welcome</span>"), "\(welcome)")
        // A destination built in place has no page: named by its heading.
        #expect(welcome.contains("<li>Terms → Terms <span class=\"scene\">(shown in place: no page of its own)</span></li>"),
                "\(welcome)")
    }

    @Test("languages and devices: a page for each; --fail-on; the report's own folder is not read")
    func languagesAndDevices() throws {
        let root = try project()
        let run = try CLI.voicenav(["report", ".", "-o", "App/report", "--language", "de", "--device", "iphone-se",
                                    "--device", "ipad-pro-13", "--fail-on", "error"], directory: root)
        // The unlabelled button is an error: exit 1, the report written all the same.
        #expect(run.status == 1, "\(run.stderr)")
        let index = try read(root + "/App/report/index.html")
        #expect(index.contains("data-device=\"iPhone SE (3rd generation)\"") || index.contains("data-device=\"iPhone SE"),
                "\(index)")
        #expect(index.contains("data-language=\"de\""), "\(index)")
        let home = try page("App/Base.lproj/Main.storyboard", scene: "home", in: root + "/App/report")
        #expect(home.contains("<span class=\"speech\" dir=\"auto\">Hallo</span>"), "\(home)")
        // The screen's words carry their language; the report's own are English.
        #expect(home.contains("<ol class=\"items\" lang=\"de\">") && home.contains("<html lang=\"en\">"), "\(home)")
        // Again, into the same folder inside the input: replaced, and nothing of it read.
        let again = try CLI.voicenav(["report", ".", "-o", "App/report", "--language", "de", "--device", "iphone-se",
                                      "--device", "ipad-pro-13"], directory: root)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(try read(root + "/App/report/index.html") == index)
    }

    @Test("a folder that is not a report is never replaced (exit 64); a bad file is exit 65 with the report written")
    func refusals() throws {
        let root = try project()
        try FileManager.default.createDirectory(atPath: root + "/Docs", withIntermediateDirectories: true)
        try "mine".write(toFile: root + "/Docs/notes.txt", atomically: true, encoding: .utf8)
        let refused = try CLI.voicenav(["report", "App", "-o", "Docs"], directory: root)
        #expect(refused.status == 64 && refused.stderr.contains("is not a voicenav report"), "\(refused.stderr)")
        #expect(try read(root + "/Docs/notes.txt") == "mine")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root).allSatisfy { !$0.contains("voicenav-") })
        try "<document><scenes><scene>".write(toFile: root + "/App/Broken.storyboard", atomically: true, encoding: .utf8)
        let bad = try CLI.voicenav(["report", "App", "-o", "out"], directory: root)
        #expect(bad.status == 65, "\(bad.stderr)")
        #expect(bad.stderr.contains("Broken.storyboard:"), "\(bad.stderr)")
        #expect(try read(root + "/out/index.html").contains("Files not read"))
        let none = try CLI.voicenav(["report", "-o", "out"], directory: root)
        #expect(none.status == 64)
        let missing = try CLI.voicenav(["report", "Nowhere", "-o", "out2"], directory: root)
        #expect(missing.status == 65 && missing.stderr.hasPrefix("Nowhere:1:1: error: no such file or folder"),
                "\(missing.stderr)")
    }

    @Test("--audio: each element's speech recorded by eSpeak NG as a WAV file beside the page, played from its item")
    func audio() throws {
        let root = try project()
        let run = try CLI.voicenav(["report", "App/Welcome.swift", "-o", "report", "--audio"], directory: root)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("2 recordings"), "\(run.stderr)")
        let page = try page("Welcome.swift", scene: "Preview 1", in: root + "/report")
        let source = try #require(page.firstMatch(of: /<audio controls preload="none" src="..\/(audio\/[^"]+\.wav)"/))
        let bytes = try #require(FileManager.default.contents(atPath: root + "/report/" + String(source.1)))
        #expect(bytes.count > 1000 && bytes.starts(with: Array("RIFF".utf8)))
    }
}
