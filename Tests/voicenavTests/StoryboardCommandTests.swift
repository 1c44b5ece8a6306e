import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import ScenesTestSupport

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
        let path = NSTemporaryDirectory() + "voicenav-ib-cli-" + UUID().uuidString + "/App"   // a project folder of its own
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        for (name, text) in files {
            let file = path + "/" + name
            try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try text.write(toFile: file, atomically: true, encoding: .utf8)
        }
        return path
    }

    static let feature = storyboard([("a1-b2-c3d", "General", "General settings"),
                                     ("e4-f5-g6h", "Privacy", "Tracking protection")])

    @Test("""
        no initial controller: one opens with a note; several exit 64 listing them; \
        a wrong --scene exits 64 with the closest ids
        """)
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
        #expect(wrong.stderr.hasPrefix(
            "voicenav: no view controller \"Privcy\" in Feature.storyboard; did you mean \"Privacy\"?"))
        #expect(try CLI.voicenav(["describe", dir + "/Feature.storyboard", "--scene", "Privacy"]).stdout
                == "Tracking protection\n")
        #expect(try CLI.voicenav(["describe", dir + "/Feature.storyboard", "--scene", "scene-0"]).stdout == "General settings\n")
    }

    @Test("a wrong id on a test script's scene line is an error at that line")
    func scriptSceneLine() throws {
        let dir = try Self.folder(["Feature.storyboard": Self.feature,
                                   "t.script": "# the privacy screen\nscene Feature.storyboard#Privcy\nnext\n"])
        let run = try CLI.voicenav(["run", "--script", dir + "/t.script", "--silent"])
        #expect(run.status == 65)
        #expect(run.stderr.contains("t.script:2:"))
        #expect(run.stderr.contains("did you mean \"Privacy\"?"))
        let suite = try CLI.voicenav(["test", dir])
        #expect(suite.stdout.contains("t.script:2:"))
        // A script naming a file with several controllers and no id: at the line, asking for one.
        try "scene Feature.storyboard\nnext\n".write(toFile: dir + "/noid.script", atomically: true, encoding: .utf8)
        let noID = try CLI.voicenav(["run", "--script", dir + "/noid.script", "--silent"])
        #expect(noID.status == 65)
        #expect(noID.stderr.contains("noid.script:1:"))
        #expect(noID.stderr.contains("scene Feature.storyboard#ID"))
        // A quoted path is read without its quotes; a path that is not there is an error at the line.
        try "scene \"Feature.storyboard#Privacy\"\n".write(toFile: dir + "/quoted.script", atomically: true, encoding: .utf8)
        #expect(try CLI.voicenav(["run", "--script", dir + "/quoted.script", "--silent"]).stdout.contains("Tracking protection"))
        try "\nscene Nowhere/Feature.storyboard\n".write(toFile: dir + "/missing.script", atomically: true, encoding: .utf8)
        let missing = try CLI.voicenav(["run", "--script", dir + "/missing.script", "--silent"])
        #expect(missing.status == 65)
        #expect(missing.stderr.contains("missing.script:2:1: error: the scene Nowhere/Feature.storyboard is not there"),
                "\(missing.stderr)")
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
        try FileManager.default.copyItem(atPath: CLI.root.appendingPathComponent("examples/settings.yaml").path,
                                         toPath: dir + "/settings.yaml")
        let before = try String(contentsOfFile: dir + "/settings.yaml", encoding: .utf8)
        for output in [dir + "/settings.yaml", dir + "/t.script"] {
            let result = try CLI.voicenav(["run", dir + "/settings.yaml", "--script", dir + "/t.script", "--silent",
                                           "--transcript", output])
            #expect(result.status == 64)
        }
        #expect(try String(contentsOfFile: dir + "/settings.yaml", encoding: .utf8) == before)
        let ok = try CLI.voicenav(["run", dir + "/settings.yaml", "--script", dir + "/t.script", "--silent",
                                   "--transcript", dir + "/t.jsonl"])
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
        let dir = try StoryboardCommandTests.folder(["bad.script": "scene settings.yaml\nfly away\n",
                                                     "good.script": "scene settings.yaml\nnext\n",
                                                     "good.transcript": "this is not what it says\n"])
        try FileManager.default.copyItem(atPath: CLI.root.appendingPathComponent("examples/settings.yaml").path,
                                         toPath: dir + "/settings.yaml")
        let result = try CLI.voicenav(["test", dir, "--record", "never", "--junit", dir + "/report.xml"])
        #expect(result.status == 65)
        let xml = try String(contentsOfFile: dir + "/report.xml", encoding: .utf8)
        #expect(xml.contains("failures=\"1\" errors=\"1\""))
        #expect(xml.contains("<error message=\"malformed script or scene\" type=\"error\">"))
        #expect(xml.contains("<failure message=\"transcript differs from its golden file\" type=\"failure\">"))
        #expect(XMLParser(data: Data(xml.utf8)).parse())
    }
}

/// Whole files and whole apps (issue 20, item 3).
@Suite("voicenav on whole files and folders")
struct WholeAppTests {
    typealias CLI = CommandLineTests

    static let unlabelled = IB.volumeCellXib

    static let mac = StoryboardCommandTests.storyboard([("m1-m2-m3m", nil, "Mac")])
        .replacingOccurrences(of: "iOS.CocoaTouch", with: "MacOSX.Cocoa")
        .replacingOccurrences(of: "CocoaTouch.Storyboard.XIB", with: "Cocoa.Storyboard.XIB")

    @Test("a storyboard without an initial controller is audited from each controller; --scene narrows it")
    func everyController() throws {
        let dir = try StoryboardCommandTests.folder(["Feature.storyboard": StoryboardCommandTests.feature])
        let all = try CLI.voicenav(["audit", dir + "/Feature.storyboard", "--list-screens"])
        #expect(all.stdout.contains("a1-b2-c3d: Launch"))
        #expect(all.stdout.contains("e4-f5-g6h: Launch"))
        #expect(all.stdout.contains("4 screens audited"))  // each in both orientations
        #expect(all.stderr.contains("auditing each of its 2"))
        let one = try CLI.voicenav(["audit", dir + "/Feature.storyboard", "--scene", "Privacy"])
        #expect(one.stdout.contains("2 screens audited"))
        #expect(try CLI.voicenav(["audit", dir + "/Feature.storyboard", "--scene", "Nope"]).status == 64)
        // With an initial controller, one only code opens is audited from itself, and the
        // file is not said to lack an initial controller.
        let initial = StoryboardCommandTests.storyboard(initial: "a1-b2-c3d", [("a1-b2-c3d", "General", "General settings"),
                                                                                ("e4-f5-g6h", "Privacy", "Tracking")])
        let app = try StoryboardCommandTests.folder(["App.storyboard": initial]) + "/App.storyboard"
        let started = try CLI.voicenav(["audit", app])
        #expect(!started.stderr.contains("no initial view controller"), "\(started.stderr)")
        #expect(started.stdout.contains("e4-f5-g6h"), "\(started.stdout)")
    }

    @Test("a folder: every storyboard and xib, other platforms skipped, a summary per file in text, JSON and SARIF")
    func folder() throws {
        let dir = try StoryboardCommandTests.folder([
            "App/Base.lproj/Feature.storyboard": StoryboardCommandTests.feature,
            "App/Cells/VolumeCell.xib": Self.unlabelled,
            "Mac/Main.storyboard": Self.mac,
            "Old/Cell.xib": Self.archiveXib,
            ".build/Ignored.storyboard": "not even XML",
            "README.md": "text",
        ])
        let text = try CLI.voicenav(["audit", dir])
        #expect(text.status == 1)
        #expect(text.stdout.contains("App/Cells/VolumeCell.xib: 2 screens, 1 error"))
        #expect(text.stdout.contains("App/Base.lproj/Feature.storyboard: 4 screens"))
        #expect(text.stdout.contains("Mac/Main.storyboard: skipped: this is a macOS Interface Builder document"))
        #expect(text.stdout.contains("Old/Cell.xib: skipped: a xib in the archive format of Xcode 3 and 4"))
        #expect(text.stdout.contains("2 files, 6 screens audited"))
        #expect(!text.stdout.contains("Ignored"))
        #expect(!text.stderr.contains("\r"))
        let json = try CLI.voicenav(["audit", dir, "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let files = try #require(object["files"] as? [[String: Any]])
        #expect(files.count == 4)
        #expect((object["findings"] as? [[String: Any]])?.contains { $0["rule"] as? String == "missing-label" } == true)
        let sarif = try CLI.voicenav(["audit", dir, "--format", "sarif"])
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        #expect(((run["properties"] as? [String: Any])?["files"] as? [Any])?.count == 4)
        // Named alone, such a xib is a bad input: exit 65 with the same message, located.
        let alone = try CLI.voicenav(["describe", dir + "/Old/Cell.xib"])
        #expect(alone.status == 65)
        #expect(alone.stderr.contains("Cell.xib:2:1: error: a xib in the archive format of Xcode 3 and 4"), "\(alone.stderr)")
    }

    /// A xib as Xcode 3 and 4 saved it.
    static let archiveXib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00">
            <data><int key="IBDocument.SystemTarget">1280</int></data>
        </archive>
        """

    @Test("a bad file in a folder is reported and the rest still audited, exit 65; an empty folder is a command-line error")
    func badFileAndEmpty() throws {
        let good = StoryboardCommandTests.storyboard(initial: "x1-y2-z3w", [("x1-y2-z3w", nil, "Hello")])
        let dir = try StoryboardCommandTests.folder(["Good.storyboard": good, "Broken.storyboard": "<document"])
        let result = try CLI.voicenav(["audit", dir])
        #expect(result.status == 65)
        #expect(result.stderr.contains("Broken.storyboard:"))
        #expect(result.stdout.contains("Good.storyboard: 2 screens"))
        #expect(result.stdout.contains("Broken.storyboard: not audited"))
        let empty = try StoryboardCommandTests.folder(["README.md": "text"])
        #expect(try CLI.voicenav(["audit", empty]).status == 64)
        #expect(try CLI.voicenav(["audit", dir, "--scene", "x"]).status == 64)
    }

    @Test("describe --all-scenes prints every controller's screen under a heading")
    func describeAllScenes() throws {
        let dir = try StoryboardCommandTests.folder(["Feature.storyboard": StoryboardCommandTests.feature])
        let result = try CLI.voicenav(["describe", "--all-scenes", dir + "/Feature.storyboard"])
        #expect(result.status == 0)
        #expect(result.stdout == "== a1-b2-c3d (General) UIViewController\nGeneral settings\n\n"
                + "== e4-f5-g6h (Privacy) UIViewController\nTracking protection\n")
        let json = try CLI.voicenav(["describe", "--all-scenes", "--format", "json", dir + "/Feature.storyboard"])
        let array = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(array.map { $0["scene"] as? String } == ["a1-b2-c3d", "e4-f5-g6h"])
    }

    @Test("scenes keeps its list in view: the import notes as a count, listed with --notes")
    func scenesNotes() throws {
        let text = StoryboardCommandTests.feature.replacingOccurrences(
            of: "<label text=\"General settings\"", with: "<label customClass=\"FancyLabel\" text=\"General settings\"")
        let dir = try StoryboardCommandTests.folder(["Feature.storyboard": text])
        let quiet = try CLI.voicenav(["scenes", dir + "/Feature.storyboard"])
        #expect(quiet.status == 0)
        #expect(quiet.stdout.hasPrefix("a1-b2-c3d (General)  content  UIViewController\n"))
        #expect(quiet.stderr == "voicenav: 1 note from the import (what the file leaves to code); --notes lists them.\n")
        let listed = try CLI.voicenav(["scenes", "--notes", dir + "/Feature.storyboard"])
        #expect(listed.stderr.contains("Feature.storyboard:"))
        #expect(listed.stderr.contains("note: custom class FancyLabel"))
    }
}
