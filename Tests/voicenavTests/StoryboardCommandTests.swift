import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// Storyboards and xibs on the command line, end to end: choosing the scene, whole files and
/// folders, and never harming the user's files (issue 20).
@Suite("voicenav on storyboards and xibs")
struct StoryboardCommandTests {
    typealias CLI = CommandLineTests

    static func storyboard(initial: String? = nil, _ controllers: [(id: String, identifier: String?, label: String)]) -> String {
        let scenes = controllers.enumerated().map { index, controller in
            """
                    <scene sceneID="scene-\(index)">
                        <objects>
                            <viewController id="\(controller.id)"\(controller.identifier.map { " storyboardIdentifier=\"\($0)\"" } ?? "") sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="\(controller.id)-view">
                                    <rect key="frame" x="0.0" y="0.0" width="402" height="874"/>
                                    <subviews>
                                        <label text="\(controller.label)" id="\(controller.id)-label"><rect key="frame" x="20" y="120" width="300" height="21"/></label>
                                    </subviews>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
            """
        }.joined(separator: "\n")
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" useAutolayout="YES"\(initial.map { " initialViewController=\"\($0)\"" } ?? "")>
                <device id="retina6_3" orientation="portrait" appearance="light"/>
                <scenes>
            \(scenes)
                </scenes>
            </document>
            """
    }

    static func folder(_ files: [String: String]) throws -> String {
        let path = NSTemporaryDirectory() + "voicenav-ib-cli-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        for (name, text) in files {
            let file = path + "/" + name
            try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: file, atomically: true, encoding: .utf8)
        }
        return path
    }

    static let feature = storyboard([("a1-b2-c3d", "General", "General settings"), ("e4-f5-g6h", "Privacy", "Tracking protection")])

    @Test("no initial controller: one opens with a note; several exit 64 listing them; a wrong --scene exits 64 with the closest ids")
    func choosingTheScene() throws {
        let dir = try Self.folder(["Feature.storyboard": Self.feature,
                                   "Single.storyboard": Self.storyboard([("x1-y2-z3w", "Only", "Only screen")])])
        let single = try CLI.voicenav(["describe", dir + "/Single.storyboard"])
        #expect(single.status == 0)
        #expect(single.stdout == "Only screen\n")
        #expect(single.stderr.contains("no initial view controller: opened its only view controller \"Only\""))
        for command in ["describe", "import"] {
            let several = try CLI.voicenav([command, dir + "/Feature.storyboard"])
            #expect(several.status == 64, "\(command)")
            #expect(several.stderr.contains("has no initial view controller and 2 view controllers"))
            #expect(several.stderr.contains("a1-b2-c3d  General  UIViewController"))
            #expect(several.stderr.contains("e4-f5-g6h  Privacy  UIViewController"))
        }
        let run = try CLI.voicenav(["run", dir + "/Feature.storyboard", "--script", "-", "--silent"], stdin: "next\n")
        #expect(run.status == 64)
        let wrong = try CLI.voicenav(["describe", dir + "/Feature.storyboard", "--scene", "Privcy"])
        #expect(wrong.status == 64)
        #expect(wrong.stderr.hasPrefix("voicenav: no view controller \"Privcy\" in Feature.storyboard; did you mean \"Privacy\"?"))
        #expect(try CLI.voicenav(["describe", dir + "/Feature.storyboard", "--scene", "Privacy"]).stdout == "Tracking protection\n")
        #expect(try CLI.voicenav(["describe", dir + "/Feature.storyboard", "--scene", "scene-0"]).stdout == "General settings\n")
    }

    @Test("a wrong id on a test script's scene line is an error at that line")
    func scriptSceneLine() throws {
        let dir = try Self.folder(["Feature.storyboard": Self.feature, "t.script": "# the privacy screen\nscene Feature.storyboard#Privcy\nnext\n"])
        let run = try CLI.voicenav(["run", "--script", dir + "/t.script", "--silent"])
        #expect(run.status == 65)
        #expect(run.stderr.contains("t.script:2:"))
        #expect(run.stderr.contains("did you mean \"Privacy\"?"))
        let suite = try CLI.voicenav(["test", dir])
        #expect(suite.stdout.contains("t.script:2:"))
    }
}

/// No command destroys or half-writes a user's file (issue 20, item 7).
@Suite("voicenav never destroys a user's file")
struct OutputSafetyTests {
    typealias CLI = CommandLineTests

    @Test("import refuses to write over its input (also through a link) or any storyboard or xib, and leaves them intact")
    func importRefusals() throws {
        let single = StoryboardCommandTests.storyboard([("x1-y2-z3w", "Only", "Only screen")])
        let dir = try StoryboardCommandTests.folder(["Main.storyboard": single, "Other.xib": "<not touched/>"])
        try FileManager.default.createSymbolicLink(atPath: dir + "/alias.yaml", withDestinationPath: "Main.storyboard")
        for output in [dir + "/Main.storyboard", dir + "/Other.xib", dir + "/alias.yaml", dir + "/new.STORYBOARD"] {
            let result = try CLI.voicenav(["import", dir + "/Main.storyboard", "-o", output])
            #expect(result.status == 64, "\(output)")
            #expect(!result.stderr.isEmpty)
        }
        #expect(try String(contentsOfFile: dir + "/Main.storyboard", encoding: .utf8) == single)
        #expect(try String(contentsOfFile: dir + "/Other.xib", encoding: .utf8) == "<not touched/>")
        let written = try CLI.voicenav(["import", dir + "/Main.storyboard", "-o", dir + "/app.yaml"])
        #expect(written.status == 0)
        #expect(try String(contentsOfFile: dir + "/app.yaml", encoding: .utf8).hasPrefix("# Imported from Main.storyboard"))
        let names = try FileManager.default.contentsOfDirectory(atPath: dir)
        #expect(!names.contains { $0.contains(".voicenav-") })
    }

    @Test("a transcript may not be written over the scene or the script")
    func transcriptRefusals() throws {
        let dir = try StoryboardCommandTests.folder(["t.script": "next\n"])
        try FileManager.default.copyItem(atPath: CLI.root.appendingPathComponent("examples/settings.yaml").path, toPath: dir + "/settings.yaml")
        let before = try String(contentsOfFile: dir + "/settings.yaml", encoding: .utf8)
        for output in [dir + "/settings.yaml", dir + "/t.script"] {
            let result = try CLI.voicenav(["run", dir + "/settings.yaml", "--script", dir + "/t.script", "--silent", "--transcript", output])
            #expect(result.status == 64)
        }
        #expect(try String(contentsOfFile: dir + "/settings.yaml", encoding: .utf8) == before)
        let ok = try CLI.voicenav(["run", dir + "/settings.yaml", "--script", dir + "/t.script", "--silent", "--transcript", dir + "/t.jsonl"])
        #expect(ok.status == 0)
    }
}

/// `voicenav test` in CI: a run that tests nothing fails; a broken script is an error.
@Suite("voicenav test in CI")
struct TestToolInCITests {
    typealias CLI = CommandLineTests

    @Test("a folder with no scripts exits 1 with a message")
    func noScripts() throws {
        let dir = try StoryboardCommandTests.folder(["README.md": "nothing to test\n"])
        let result = try CLI.voicenav(["test", dir])
        #expect(result.status == 1)
        #expect(result.stdout.contains("no test scripts"))
    }

    @Test("a malformed script is a JUnit <error>, a wrong transcript a <failure>")
    func junitErrorAndFailure() throws {
        let dir = try StoryboardCommandTests.folder(["bad.script": "scene settings.yaml\nfly away\n", "good.script": "scene settings.yaml\nnext\n",
                                                     "good.transcript": "this is not what it says\n"])
        try FileManager.default.copyItem(atPath: CLI.root.appendingPathComponent("examples/settings.yaml").path, toPath: dir + "/settings.yaml")
        let result = try CLI.voicenav(["test", dir, "--record", "never", "--junit", dir + "/report.xml"])
        #expect(result.status == 65)
        let xml = try String(contentsOfFile: dir + "/report.xml", encoding: .utf8)
        #expect(xml.contains("failures=\"1\" errors=\"1\""))
        #expect(xml.contains("<error message=\"malformed script or scene\" type=\"error\">"))
        #expect(xml.contains("<failure message=\"transcript differs from its golden file\" type=\"failure\">"))
        #expect(XMLParser(data: Data(xml.utf8)).parse())
    }
}
