import Foundation
import Testing

/// `voicenav test`, expect lines and strict scripts, end to end (issue 12).
@Suite("voicenav test: golden transcripts")
struct TestCommandTests {
    typealias CLI = CommandLineTests

    /// A folder with a copy of examples/settings.yaml and the given scripts.
    func folder(_ scripts: [String: String]) throws -> String {
        let path = NSTemporaryDirectory() + "voicenav-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: CLI.root.appendingPathComponent("examples/settings.yaml").path,
                                         toPath: path + "/settings.yaml")
        for (name, text) in scripts { try text.write(toFile: path + "/" + name, atomically: true, encoding: .utf8) }
        return path
    }

    static let drill = "scene settings.yaml\nnext\nnext\nactivate\nexpect \"Settings. Back Button.\"\nescape\n"

    @Test("a missing golden is recorded and fails; the next run passes; never records nothing; the last line counts")
    func recordModes() throws {
        let dir = try folder(["drill.script": Self.drill, "notatest.script": "next\n"])
        let first = try CLI.voicenav(["test", dir])
        #expect(first.status == 1)
        #expect(first.stdout.contains("recorded a new golden file"))
        #expect(first.stdout.hasSuffix("0 passed, 1 failed\n"))
        let golden = try String(contentsOfFile: dir + "/drill.transcript", encoding: .utf8)
        let run = try CLI.voicenav(["run", "--script", dir + "/drill.script", "--silent"])
        #expect(golden == run.stdout)
        let second = try CLI.voicenav(["test", dir, "--record", "never"])
        #expect(second.status == 0)
        #expect(second.stdout.hasSuffix("1 passed, 0 failed\n"))
        try FileManager.default.removeItem(atPath: dir + "/drill.transcript")
        let never = try CLI.voicenav(["test", dir], environment: ["VOICENAV_RECORD": "never"])
        #expect(never.status == 1)
        #expect(!FileManager.default.fileExists(atPath: dir + "/drill.transcript"))
    }

    @Test("a changed transcript fails with a unified diff whose hunk names the script line; failed re-records")
    func diffs() throws {
        let dir = try folder(["drill.script": Self.drill])
        _ = try CLI.voicenav(["test", dir])
        let golden = dir + "/drill.transcript"
        let text = try String(contentsOfFile: golden, encoding: .utf8)
        try text.replacingOccurrences(of: "Wi-Fi: Home. Button.", with: "Wi-Fi. Button.")
            .write(toFile: golden, atomically: true, encoding: .utf8)
        let result = try CLI.voicenav(["test", dir, "--record", "never", "--junit", dir + "/report.xml"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("-Wi-Fi. Button."))
        #expect(result.stdout.contains("+Wi-Fi: Home. Button."))
        #expect(result.stdout.contains("@@ -") && result.stdout.contains("script line 3: next"))
        let xml = try String(contentsOfFile: dir + "/report.xml", encoding: .utf8)
        #expect(xml.contains("<testcase classname=\"\(dir)\" name=\"drill\""))
        #expect(xml.contains("<failure message=\"transcript differs from its golden file\""))
        let failed = try CLI.voicenav(["test", dir, "--record", "failed"])
        #expect(failed.status == 1)
        #expect(try String(contentsOfFile: golden, encoding: .utf8) == text)
        #expect(try CLI.voicenav(["test", dir, "--record", "never"]).status == 0)
    }

    @Test("expect lines: a failed one names its line (run exits 1); regexes; expect-focus")
    func expectations() throws {
        let dir = try folder([
            "ok.script": "scene settings.yaml\nnext\nexpect /^Airplane Mode\\./\nexpect-focus airplaneMode\n",
            "bad.script": "scene settings.yaml\nnext\nexpect \"Airplane Mode. Off.\"\n",
        ])
        let ok = try CLI.voicenav(["run", "--script", dir + "/ok.script", "--silent"])
        #expect(ok.status == 0)
        let bad = try CLI.voicenav(["run", "--script", dir + "/bad.script", "--silent"])
        #expect(bad.status == 1)
        #expect(bad.stderr.contains("bad.script:3:1: expectation failed: expected \"Airplane Mode. Off.\""))
        #expect(bad.stderr.contains("\"Airplane Mode. Switch Button. Off.\""))
    }

    @Test("strict scripts: focus, expect-focus and action on what is not there exit 65 naming the line and the ids on screen")
    func strictScripts() throws {
        let dir = try folder([
            "focus.script": "scene settings.yaml\nfocus nosuch\n",
            "action.script": "scene settings.yaml\nnext\naction Nope\n",
        ])
        let focus = try CLI.voicenav(["run", "--script", dir + "/focus.script", "--silent"])
        #expect(focus.status == 65)
        #expect(focus.stderr.contains("focus.script:2:1: error: `focus nosuch`: no element \"nosuch\" is on the current screen; "
                                      + "on screen: navigationTitle, airplaneMode"))
        let action = try CLI.voicenav(["run", "--script", dir + "/action.script", "--silent"])
        #expect(action.status == 65)
        #expect(action.stderr.contains("has no custom action \"Nope\""))
        let suite = try CLI.voicenav(["test", dir])
        #expect(suite.status == 65)
        #expect(suite.stdout.hasSuffix("0 passed, 2 failed\n"))
    }

    @Test("the scene line: run takes the script's scene, refuses another; malformed scripts exit 65; bad options 64")
    func sceneLine() throws {
        let dir = try folder(["a.script": "scene settings.yaml\nnext\n", "late.script": "next\nscene settings.yaml\n"])
        #expect(try CLI.voicenav(["run", dir + "/settings.yaml", "--script", dir + "/a.script", "--silent"]).status == 0)
        let other = try CLI.voicenav(["run", "examples/recipes.yaml", "--script", dir + "/a.script", "--silent"])
        #expect(other.status == 65)
        #expect(other.stderr.contains("a.script:1:1"))
        let late = try CLI.voicenav(["run", dir + "/settings.yaml", "--script", dir + "/late.script", "--silent"])
        #expect(late.status == 65)
        #expect(late.stderr.contains("`scene` must be the script's first command"))
        #expect(try CLI.voicenav(["test", dir, "--record", "sometimes"]).status == 64)
        #expect(try CLI.voicenav(["test", dir + "/nowhere"]).status == 64)
    }

    @Test("describe --script prints the screen the script ends on")
    func describeAfterScript() throws {
        let dir = try folder(["drill.script": "scene settings.yaml\nnext\nnext\nactivate\n"])
        let result = try CLI.voicenav(["describe", "--script", dir + "/drill.script"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("Settings. Back Button.\nWi-Fi. Heading.\n"))
    }

    @Test("the examples' tests pass against their committed goldens")
    func examples() throws {
        let result = try CLI.voicenav(["test", "examples/tests", "--record", "never"])
        #expect(result.status == 0, "\(result.stdout)")
    }
}
