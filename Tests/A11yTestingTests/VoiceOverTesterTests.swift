import Foundation
import Testing
@testable import A11yCore
@testable import A11yTesting

/// The Swift testing API, used as a team would use it (issue 12).
@Suite("A11yTesting: spoken phrases and golden transcripts")
@MainActor
struct VoiceOverTesterTests {
    func inbox() -> VoiceOverTester {
        let list = ViewController(title: "Inbox")
        let button = Button(title: "Compose", frame: Rect(x: 16, y: 80, width: 120, height: 44))
        list.loadViewIfNeeded()
        list.view.addSubview(button)
        return VoiceOverTester(root: NavigationController(rootViewController: list))
    }

    @Test("spokenPhrases and lastSpokenPhrase follow the session; actions wait for speech on the virtual clock")
    func phrases() {
        let tester = inbox()
        tester.start()
        #expect(tester.spokenPhrases == ["[screen changed]", "Inbox. Heading."])
        tester.next()
        #expect(tester.lastSpokenPhrase == "Compose. Button.")
        #expect(tester.phrasesOfLastAction == ["Compose. Button."])
        tester.next()
        #expect(tester.lastSpokenPhrase == "[boundary]")
        tester.perform(.gesture(.escape))
        #expect(tester.lastSpokenPhrase == "[no action]")
    }

    @Test("a golden transcript: missing records and fails, a match passes, a change fails with a diff; never writes nothing")
    func goldens() throws {
        let path = NSTemporaryDirectory() + "voicenav-golden-\(UUID().uuidString)/inbox.transcript"
        let tester = inbox()
        tester.start()
        tester.next()
        #expect(throws: GoldenMismatch.self) { try tester.assertTranscript(matchesGolden: path, record: .missing) }
        try tester.assertTranscript(matchesGolden: path, record: .never)
        tester.next()
        do {
            try tester.assertTranscript(matchesGolden: path, record: .never)
            Issue.record("a changed transcript passed")
        } catch let mismatch as GoldenMismatch {
            #expect(mismatch.message.contains("+[boundary]"))
        }
        #expect(throws: GoldenMismatch.self) { try tester.assertTranscript(matchesGolden: path, record: .failed) }
        try tester.assertTranscript(matchesGolden: path, record: .never)
    }

    @Test("record mode all rewrites and fails; a missing golden with never fails without writing")
    func recordAllAndNever() throws {
        let path = NSTemporaryDirectory() + "voicenav-golden-\(UUID().uuidString).transcript"
        let tester = inbox()
        tester.start()
        #expect(throws: GoldenMismatch.self) { try tester.assertTranscript(matchesGolden: path, record: .never) }
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(throws: GoldenMismatch.self) { try tester.assertTranscript(matchesGolden: path, record: .all) }
        #expect(FileManager.default.fileExists(atPath: path))
        try tester.assertTranscript(matchesGolden: path, record: .missing)
        #expect(RecordMode.fromEnvironment(["VOICENAV_RECORD": "NEVER"]) == .never)
        #expect(RecordMode.fromEnvironment([:]) == nil)
    }

    @Test("unified diffs: deletions before insertions, hunk headers, context, notes from the changed lines")
    func diff() {
        let expected = ["a", "b", "c", "d", "e", "f", "g", "h"]
        let actual = ["a", "b", "c", "D", "e", "f", "g", "h", "i"]
        var noted: [[Int]] = []
        let text = UnifiedDiff.make(expected: expected, actual: actual, context: 1, note: { noted.append($0); return "note" })
        #expect(text == """
        --- expected
        +++ actual
        @@ -3,3 +3,3 @@ note
         c
        -d
        +D
         e
        @@ -8,1 +8,2 @@ note
         h
        +i

        """)
        #expect(noted == [[3], [8]])
        #expect(UnifiedDiff.make(expected: expected, actual: expected) == nil)
    }

    /// Braille cells written out by the test: one "cell" per letter, in upper case.
    struct Shouting: BrailleTranslating {
        func cells(for text: String) -> String { text.uppercased() }
    }

    @Test("the braille line beside the description: the print line always, the cells with a translation")
    func braille() {
        let tester = inbox()
        tester.start()
        tester.next()
        #expect(tester.focusedDescription == "Compose. Button.")
        #expect(tester.focusedBraillePrintLine == "Compose btn")
        #expect(tester.focusedBraille == nil)
        tester.session.braille = Shouting()
        #expect(tester.focusedBraille == "COMPOSE BTN")
        tester.previous()
        #expect(tester.session.transcript.records.last?.braille == "INBOX HDG")
        #expect(tester.transcript.hasSuffix("Inbox. Heading.\nbraille: INBOX HDG\n"))
    }

    @Test("entering a list: its words are a braille line of their own before the element's")
    func brailleContainerLine() {
        let controller = ViewController(title: "Groceries")
        controller.loadViewIfNeeded()
        let list = View(frame: Rect(x: 0, y: 100, width: 320, height: 100))
        list.accessibilityContainerType = .list
        list.addSubview(Label(text: "Milk", frame: Rect(x: 16, y: 0, width: 200, height: 30)))
        list.addSubview(Label(text: "Eggs", frame: Rect(x: 16, y: 40, width: 200, height: 30)))
        controller.view.addSubview(list)
        let tester = VoiceOverTester(root: NavigationController(rootViewController: controller))
        tester.session.braille = Shouting()
        tester.start()
        tester.next()
        #expect(tester.transcript.hasSuffix("Milk. List Start.\nbraille: LIST START.\nbraille: MILK\n"), "\(tester.transcript)")
        #expect(tester.session.transcript.jsonLines.contains("\"brailleContainer\": \"LIST START.\", \"braille\": \"MILK\""))
    }

    @Test("a tester opens a storyboard (or any input) by path, in a language, as voicenav does")
    func fromFile() throws {
        let root = NSTemporaryDirectory() + "voicenav-tester-\(UUID().uuidString)"
        let storyboard = root + "/Base.lproj/Main.storyboard"
        let label = #"<label text="Hello" id="l"><rect key="frame" x="16" y="100" width="200" height="21"/></label>"#
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" \
            targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="a">
            <device id="retina6_12" orientation="portrait"/><scenes><scene sceneID="s"><objects>
            <viewController id="a" sceneMemberID="viewController"><view key="view" id="v">
            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/><subviews>\(label)</subviews></view>
            </viewController></objects></scene></scenes></document>
            """
        for (path, content) in [(storyboard, text), (root + "/de.lproj/Main.strings", #""l.text" = "Hallo";"#)] {
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try content.write(toFile: path, atomically: true, encoding: .utf8)
        }
        let tester = try VoiceOverTester(file: storyboard, language: "de")
        tester.start()
        #expect(tester.lastSpokenPhrase == "Hallo")
        #expect(throws: (any Error).self) { try VoiceOverTester(file: root + "/missing.storyboard") }
    }
}
