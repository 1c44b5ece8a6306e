import Foundation
import Testing
@testable import A11yCore
import A11yScenes
@testable import A11yTesting
import A11ySceneModel

/// `voicenav verify`: a recording of real VoiceOver beside the model, line by line.
@Suite("A11yTesting: utterance verification")
@MainActor
struct UtteranceVerificationTests {
    // MARK: - Normalisation

    func normalize(_ text: String) -> String { UtteranceNormalization.normalize(text) }

    @Test("case and every run of spaces and punctuation are one separator: \"Add Favorites button\" is the model's")
    func separators() {
        #expect(normalize("Add Favorites, button") == normalize("Add Favorites. Button."))
        #expect(normalize("Add Favorites button") == normalize("Add Favorites. Button."))
        #expect(normalize("Add Favorites. Button.") == "add favorites button")
        #expect(normalize("Selected: Home. Tab. 1 of 2.") == normalize("selected home tab 1 of 2"))
        #expect(normalize("  Log   in ;  Button ") == "log in button")
        // XCUIVoiceOverService's form: parts joined by single spaces, no commas, hint included.
        #expect(normalize("Airplane Mode Switch button off Double tap to toggle setting.")
                == normalize("Airplane Mode. Switch Button. Off. Double tap to toggle setting."))
    }

    @Test("trailing punctuation goes")
    func trailing() {
        for text in ["Log in!", "Log in?", "Log in…", "Log in.", "Log in,", "Log in！", "Log in。", "Log in?!"] {
            #expect(normalize(text) == "log in", "\(text)")
        }
    }

    @Test("a space before trailing punctuation goes with it (French typography: \"Bonjour !\")")
    func spaceBeforeTrailing() {
        #expect(normalize("Log in !") == "log in")
        #expect(normalize("Bonjour !") == normalize("Bonjour."))
        #expect(normalize("Log in ！") == "log in")
    }

    @Test("full-width separators count as separators")
    func fullWidth() {
        #expect(normalize("設定、ボタン。") == normalize("設定. ボタン."))
        #expect(normalize("戻る，ボタン") == normalize("戻る, ボタン"))
        #expect(normalize("時刻：9") == normalize("時刻: 9"))
    }

    @Test("a different word, a missing word or another order stays different")
    func differences() {
        let model = normalize("Log in. Button.")
        #expect(normalize("Sign in. Button.") != model)
        #expect(normalize("Log in.") != model)
        #expect(normalize("Button. Log in.") != model)
        #expect(normalize("Login. Button.") != model)
    }

    // MARK: - Recordings

    @Test("a text recording: the first line is where the walk starts, then one line per move forward; blank lines skip")
    func textFile() throws {
        let recording = try UtteranceFile.parse("Welcome\n\nLog in, button\nRemember me, switch button, off\n", file: "rec.txt")
        #expect(recording.map(\.move) == [.current, .forward, .forward])
        #expect(recording.map(\.utterance) == ["Welcome", "Log in, button", "Remember me, switch button, off"])
        #expect(recording.map(\.line) == [1, 3, 4])
    }

    @Test("CRLF line ends (a recording saved on Windows) read as LF ones")
    func crlf() throws {
        let text = "Welcome\r\n\r\nLog in, button\r\nRemember me, switch button, off\r\n"
        let recording = try UtteranceFile.parse(text, file: "rec.txt")
        #expect(recording.map(\.utterance) == ["Welcome", "Log in, button", "Remember me, switch button, off"])
        #expect(recording.map(\.line) == [1, 3, 4])
        let json = #"{"move": "current", "utterance": "Welcome"}"# + "\r\n" + #"{"utterance": "Log in, button"}"# + "\r\n"
        #expect(try UtteranceFile.parse(json, file: "rec.jsonl").map(\.move) == [.current, .forward])
    }

    @Test("JSON lines: the move (forward when missing) and the utterance")
    func jsonLines() throws {
        let text = """
            {"move": "current", "utterance": "Welcome"}
            {"utterance": "Log in, button"}

            {"move": "backward", "utterance": "Welcome"}
            {"move": "in", "utterance": "Welcome"}
            """
        let recording = try UtteranceFile.parse(text, file: "rec.jsonl")
        #expect(recording.map(\.move) == [.current, .forward, .backward, .in])
        #expect(recording.map(\.line) == [1, 2, 4, 5])
        #expect(recording[1].utterance == "Log in, button")
    }

    @Test("a line that is not JSON is an error at its line and column")
    func badJSONLine() throws {
        let bad = #"{"move": "forward", "utterance": }"#
        let text = #"{"move": "current", "utterance": "Welcome"}"# + "\n" + bad + "\n"
        do {
            _ = try UtteranceFile.parse(text, file: "rec.jsonl")
            Issue.record("a bad JSON line was read")
        } catch let error as SceneError {
            #expect(error.file == "rec.jsonl")
            #expect(error.line == 2)
            #expect(error.column == Array(bad).lastIndex(of: "}").map { $0 + 1 })
            #expect(error.message.contains("not valid JSON"))
        }
    }

    @Test("an unknown move, a missing utterance or an empty recording is an error")
    func badRecords() throws {
        do {
            _ = try UtteranceFile.parse(#"{"move": "sideways", "utterance": "Welcome"}"#, file: "rec.jsonl")
            Issue.record("an unknown move was read")
        } catch let error as SceneError {
            #expect(error.line == 1)
            #expect(error.message.contains("sideways"))
        }
        #expect(throws: SceneError.self) { try UtteranceFile.parse(#"{"move": "forward"}"#, file: "rec.jsonl") }
        #expect(throws: SceneError.self) { try UtteranceFile.parse(#"{"utterance": 3}"#, file: "rec.jsonl") }
        #expect(throws: SceneError.self) { try UtteranceFile.parse("\n  \n", file: "rec.txt") }
    }

    // MARK: - Comparison

    /// A debugDescription dump of a three-element screen: a text, a button, a switch (off).
    static let dump = """
        Element subtree:
         →Application, 0x1, pid: 7, label: 'Demo'
            Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}
              StaticText, 0x3, {{16.0, 100.0}, {200.0, 30.0}}, label: 'Welcome'
              Button, 0x4, {{16.0, 200.0}, {358.0, 44.0}}, identifier: 'login', label: 'Log in'
                StaticText, 0x5, {{160.0, 211.0}, {60.0, 22.0}}, label: 'Log in'
              Switch, 0x6, {{16.0, 300.0}, {358.0, 31.0}}, identifier: 'remember', label: 'Remember me', value: 0
        """

    func spec() throws -> SceneSpec {
        let input = try InputDocument.open(bytes: Array(Self.dump.utf8), path: "screen.txt").load()
        #expect(input.format == .debugDescription)
        return input.spec
    }

    @Test("a recording that matches: agreement 1, each line with the model's words and element")
    func matching() throws {
        let recording = try UtteranceFile.parse(
            "Welcome\nLog in, button\nRemember me, switch button, off, double tap to toggle setting\n", file: "rec.txt")
        let comparison = UtteranceComparison.compare(spec: try spec(), recording: recording)
        #expect(comparison.lines.count == 3)
        #expect(comparison.matched == 3)
        #expect(comparison.agreement == 1)
        #expect(comparison.lines.map(\.model)
                == ["Welcome", "Log in. Button.", "Remember me. Switch Button. Off. Double tap to toggle setting."])
        #expect(comparison.lines.map(\.element) == ["statictext-1", "login", "remember"])
    }

    @Test("one wrong line: matched is the total less one, and that line shows what the model says")
    func oneWrong() throws {
        let recording = try UtteranceFile.parse(
            "Welcome\nSign in, button\nRemember me switch button off double tap to toggle setting\n", file: "rec.txt")
        let comparison = UtteranceComparison.compare(spec: try spec(), recording: recording)
        #expect(comparison.matched == comparison.lines.count - 1)
        #expect(comparison.lines.map(\.matches) == [true, false, true])
        #expect(comparison.lines[1].model == "Log in. Button.")
        #expect(comparison.lines[1].element == "login")
        #expect(comparison.lines[1].recorded.line == 2)
        #expect(abs(comparison.agreement - 2.0 / 3.0) < 1e-9)
    }

    @Test("backward moves, a move back at the first element (it stays), in and out keep the cursor")
    func backward() throws {
        let text = """
            {"move": "current", "utterance": "Welcome"}
            {"move": "backward", "utterance": "Welcome"}
            {"move": "forward", "utterance": "Log in, button"}
            {"move": "forward", "utterance": "Remember me, switch button, off. Double tap to toggle setting."}
            {"move": "backward", "utterance": "Log in, button"}
            {"move": "out", "utterance": "Log in, button"}
            {"move": "backward", "utterance": "Welcome"}
            """
        let comparison = UtteranceComparison.compare(spec: try spec(), recording: try UtteranceFile.parse(text, file: "r.jsonl"))
        #expect(comparison.lines.map(\.matches) == Array(repeating: true, count: 7))
        #expect(comparison.agreement == 1)
    }

    @Test("the model's whole utterance is compared: a recording without the hint VoiceOver speaks differs")
    func withoutHint() throws {
        let recording = try UtteranceFile.parse("Welcome\nLog in, button\nRemember me, switch button, off\n", file: "rec.txt")
        let comparison = UtteranceComparison.compare(spec: try spec(), recording: recording)
        #expect(comparison.lines.map(\.matches) == [true, true, false])
        #expect(comparison.lines[2].model == "Remember me. Switch Button. Off. Double tap to toggle setting.")
    }

    /// A recording as `XCUIVoiceOverService` gives it (DumpImport.md, "Checking against real
    /// VoiceOver"): "VoiceOver on", the app's name, a space before the first element's words,
    /// parts joined by spaces, and the last element again once the end is reached.
    static let realRecording = """
        VoiceOver on
        Demo
         Welcome
        Log in button
        Remember me Switch button off Double tap to toggle setting.
        Remember me Switch button off Double tap to toggle setting.
        Remember me Switch button off Double tap to toggle setting.

        """

    @Test("a real recording: \"VoiceOver on\" and the app's name are not elements, the repeats at the end are the end")
    func realRecording() throws {
        let recording = try UtteranceFile.parse(Self.realRecording, file: "rec.txt")
        let comparison = UtteranceComparison.compare(spec: try spec(), recording: recording)
        #expect(comparison.lines.map(\.kind) == [.notElement, .notElement, .element, .element, .element, .end, .end])
        #expect(comparison.compared.count == 3)
        #expect(comparison.matched == 3)
        #expect(comparison.agreement == 1)
    }

    @Test("the app's name said on the first element's line is set aside; elsewhere it is a difference")
    func appNameOnFirstLine() throws {
        let recording = try UtteranceFile.parse("Demo Welcome\nDemo Log in button\n", file: "rec.txt")
        let comparison = UtteranceComparison.compare(spec: try spec(), recording: recording)
        #expect(comparison.lines.map(\.matches) == [true, false])
    }

    @Test("a repeat before the end is compared: the model moved, so it is a difference")
    func repeatBeforeTheEnd() throws {
        let recording = try UtteranceFile.parse("Welcome\nWelcome\n", file: "rec.txt")
        let comparison = UtteranceComparison.compare(spec: try spec(), recording: recording)
        #expect(comparison.lines.map(\.kind) == [.element, .element])
        #expect(comparison.lines.map(\.matches) == [true, false])
    }

    @Test("a JSON array of strings, or of objects with an utterance, reads as the text form; lines are the items'")
    func jsonArrays() throws {
        let strings = "[\"VoiceOver on\", \"Welcome\",\n \"Log in button\"]"
        let read = try UtteranceFile.parse(strings, file: "rec.json")
        #expect(read.map(\.utterance) == ["VoiceOver on", "Welcome", "Log in button"])
        #expect(read.map(\.move) == [.current, .forward, .forward])
        #expect(read.map(\.line) == [1, 1, 2])
        let objects = """
            [
              {"utterance": "Welcome"},
              {"move": "forward", "utterance": "Log in button", "time": 1.5},
              {"move": "backward", "utterance": "Welcome"}
            ]
            """
        let parsed = try UtteranceFile.parse(objects, file: "rec.json")
        #expect(parsed.map(\.move) == [.current, .forward, .backward])
        #expect(parsed.map(\.line) == [2, 3, 4])
        let comparison = UtteranceComparison.compare(spec: try spec(), recording: parsed)
        #expect(comparison.agreement == 1)
        #expect(throws: SceneError.self) { try UtteranceFile.parse("[\"Welcome\", ]", file: "rec.json") }
        #expect(throws: SceneError.self) { try UtteranceFile.parse("[3]", file: "rec.json") }
        #expect(throws: SceneError.self) { try UtteranceFile.parse("[]", file: "rec.json") }
    }

    @Test("moving past the last element: the cursor stays, and the same words again are the end, not compared")
    func pastTheEnd() throws {
        let text = "Welcome\nLog in. Button.\nRemember me. Switch Button. Off. Double tap to toggle setting.\n"
            + "Remember me. Switch Button. Off. Double tap to toggle setting.\n"
        let recording = try UtteranceFile.parse(text, file: "rec.txt")
        let comparison = UtteranceComparison.compare(spec: try spec(), recording: recording)
        #expect(comparison.lines.count == 4)
        #expect(comparison.lines.last?.kind == .end)
        #expect(comparison.matched == 3)
        #expect(comparison.compared.count == 3)
    }
}
