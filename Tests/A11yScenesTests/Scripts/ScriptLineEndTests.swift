import Testing
@testable import A11yScenes
@testable import A11ySceneModel

/// A script saved on Windows (CRLF line ends) or with a byte order mark reads as the same
/// script with LF ends.
@Suite("Scripts: line ends")
struct ScriptLineEndTests {
    @Test("CRLF ends and a byte order mark: the same commands, the same line numbers in errors")
    func crlf() throws {
        let script = "scene demo.yaml\n# a comment\nlanguage de\nnext\n\nactivate\nwait 200\n"
        let windows = "\u{FEFF}" + script.replacingOccurrences(of: "\n", with: "\r\n")
        #expect(try ScriptParser.parseScript(windows, file: "t.script") == ScriptParser.parseScript(script, file: "t.script"))
        #expect(try ScriptParser.parseScript(windows, file: "t.script").commands.count == 3)
        let broken = "next\r\nnext\r\nfly away\r\n"
        do {
            _ = try ScriptParser.parseScript(broken, file: "t.script")
            Issue.record("an unknown command was read")
        } catch let error as Diagnostic {
            #expect(error.line == 3)
        }
    }
}
