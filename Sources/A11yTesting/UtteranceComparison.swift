import A11yCore
import A11ySceneModel

/// One step of a recording made with `XCUIVoiceOverService`: the move and what VoiceOver said.
public struct RecordedUtterance: Sendable, Hashable {
    /// How the cursor moved before VoiceOver spoke.
    public enum Move: String, Sendable, CaseIterable {
        /// `currentSpeech()`: no move (the first element, where the walk starts).
        case current
        case forward, backward
        /// `moveIn()` / `moveOut()`: into or out of a container.
        case `in`, out
    }

    public var move: Move
    public var utterance: String
    /// Where the line is in the recording file.
    public var line: Int

    public init(move: Move, utterance: String, line: Int) {
        self.move = move
        self.utterance = utterance
        self.line = line
    }
}

/// Reads a recording: plain text (one utterance per line: the first element's, then one per
/// `moveForward()`), JSON lines (`{"move": "forward", "utterance": "…"}`), or one JSON array of
/// strings or of such objects (what a test that collects `currentSpeech().utterance` in an
/// array and encodes it writes).
public enum UtteranceFile {
    public static func parse(_ text: String, file: String) throws -> [RecordedUtterance] {
        // Split on the bytes: "\r\n" is one Character, which a split on "\n" would not cut.
        let lines = text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map { Substring($0) }
        let firstText = lines.first { !$0.allSatisfy(\.isWhitespace) }
        let opening = firstText?.drop(while: \.isWhitespace).first
        if opening == "[" { return try array(text, file: file) }
        let isJSONLines = opening == "{"
        var result: [RecordedUtterance] = []
        for (index, raw) in lines.enumerated() {
            let line = raw.hasSuffix("\r") ? raw.dropLast() : raw
            if line.allSatisfy(\.isWhitespace) { continue }
            if isJSONLines {
                result.append(try record(String(line), line: index + 1, file: file, isFirst: result.isEmpty))
            } else {
                result.append(RecordedUtterance(move: result.isEmpty ? .current : .forward, utterance: String(line),
                                                line: index + 1))
            }
        }
        guard !result.isEmpty else {
            throw SceneError(file: file, line: 1, column: 1, message: "the recording has no utterances")
        }
        return result
    }

    /// A JSON array of strings, or of objects as in JSON lines; each utterance's line is where
    /// its item starts.
    private static func array(_ text: String, file: String) throws -> [RecordedUtterance] {
        let bytes = Array(text.utf8)
        let value: ScannedJSON
        do {
            value = try JSONScanner.parse(bytes)
        } catch {
            let position = JSONScanner.position(of: error.offset, in: bytes)
            throw SceneError(file: file, line: position.line, column: position.column,
                             message: "not valid JSON: \(error.message)")
        }
        guard case .array(let items) = value else {
            throw SceneError(file: file, line: 1, column: 1, message: "expected an array of utterances")
        }
        let starts = itemOffsets(bytes)
        var result: [RecordedUtterance] = []
        for (index, item) in items.enumerated() {
            let position = JSONScanner.position(of: index < starts.count ? starts[index] : 0, in: bytes)
            if case .string(let utterance) = item {
                if utterance.allSatisfy(\.isWhitespace) { continue }
                result.append(RecordedUtterance(move: result.isEmpty ? .current : .forward, utterance: utterance,
                                                line: position.line))
            } else {
                result.append(try record(item, line: position.line, file: file, isFirst: result.isEmpty))
            }
        }
        guard !result.isEmpty else {
            throw SceneError(file: file, line: 1, column: 1, message: "the recording has no utterances")
        }
        return result
    }

    /// Where each item of the top-level array starts (byte offsets), for the items' lines.
    private static func itemOffsets(_ bytes: [UInt8]) -> [Int] {
        var offsets: [Int] = []
        var depth = 0, inString = false, escaped = false, expectingItem = false
        for (offset, byte) in bytes.enumerated() {
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true }
                else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            if expectingItem, depth == 1, byte != 0x20, byte != 0x0A, byte != 0x0D, byte != 0x09, byte != UInt8(ascii: "]") {
                offsets.append(offset)
                expectingItem = false
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth == 1 { expectingItem = true }
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            case UInt8(ascii: ","): if depth == 1 { expectingItem = true }
            default: break
            }
        }
        return offsets
    }

    /// One JSON line: `move` (current, forward, backward, in, out; without one: `current` for the
    /// first line, as in the text form, `forward` after it) and `utterance`.
    private static func record(_ text: String, line: Int, file: String, isFirst: Bool) throws -> RecordedUtterance {
        let bytes = Array(text.utf8)
        let value: ScannedJSON
        do {
            value = try JSONScanner.parse(bytes)
        } catch {
            let column = JSONScanner.position(of: error.offset, in: bytes).column
            throw SceneError(file: file, line: line, column: column, message: "not valid JSON: \(error.message)")
        }
        return try record(value, line: line, file: file, isFirst: isFirst)
    }

    private static func record(_ value: ScannedJSON, line: Int, file: String, isFirst: Bool) throws -> RecordedUtterance {
        guard case .object = value, case .string(let utterance)? = value["utterance"] else {
            throw SceneError(file: file, line: line, column: 1,
                             message: "expected an object with an \"utterance\" string, "
                                 + "as {\"move\": \"forward\", \"utterance\": \"…\"}")
        }
        var moveName = isFirst ? "current" : "forward"
        if case .string(let name)? = value["move"] { moveName = name }
        guard let move = RecordedUtterance.Move(rawValue: moveName) else {
            let names = RecordedUtterance.Move.allCases.map(\.rawValue).joined(separator: ", ")
            throw SceneError(file: file, line: line, column: 1,
                             message: "\"move\": \"\(TerminalText.safe(moveName))\" is not one of \(names)")
        }
        return RecordedUtterance(move: move, utterance: utterance, line: line)
    }
}

/// How an utterance and a description are made comparable (README, "verify"; Scripts.md,
/// "Verifying against real VoiceOver"): lower case; every run of spaces and punctuation
/// (`,` `.` `;` `:` `!` `?` `…` and their full-width forms) becomes one space, at the ends none.
/// `XCUIVoiceOverService` joins an utterance's parts with single spaces and no commas ("Airplane
/// Mode Switch button off Double tap to toggle setting."), the model with `. `; both read the
/// same. Nothing else is forgiven: a different word, a missing one or another order differs.
public enum UtteranceNormalization {
    static let separators: Set<Character> = [",", ".", ";", ":", "!", "?", "…", "，", "。", "、", "；", "：", "！", "？"]

    public static func normalize(_ text: String) -> String {
        var result = ""
        var pending = false
        for character in text.lowercased() {
            if separators.contains(character) || character.isWhitespace {
                pending = true
            } else {
                if pending, !result.isEmpty { result += " " }
                pending = false
                result.append(character)
            }
        }
        return result
    }
}

/// The model walked with the recording's moves, line by line beside VoiceOver's words.
public struct UtteranceComparison: Sendable {
    public struct Line: Sendable {
        /// What a recorded line is, for the comparison.
        public enum Kind: String, Sendable {
            /// An element's utterance, compared with the model's.
            case element
            /// Before the first element: "VoiceOver on", the app's name (not counted).
            case notElement
            /// The last element said again after the end was reached (not counted).
            case end
        }

        public var recorded: RecordedUtterance
        public var kind: Kind
        /// What the model says there (description, then hint as VoiceOver speaks it after its
        /// pause), or nil when the move finds no element or the line is not an element's.
        public var model: String?
        public var element: String?
        public var matches: Bool
    }

    public var lines: [Line]
    /// The lines compared (an element's utterance), without what was not an element and the end.
    public var compared: [Line] { lines.filter { $0.kind == .element } }
    public var matched: Int { compared.filter(\.matches).count }
    /// The share of compared lines that agree, from 0 to 1.
    public var agreement: Double { compared.isEmpty ? 1 : Double(matched) / Double(compared.count) }

    /// Walks `spec` as the recording moved: the cursor starts on the first element;
    /// `forward`/`backward` are the model's next and previous; `in`/`out` keep the cursor (the
    /// model navigates flat, as iOS VoiceOver does outside grouped navigation).
    ///
    /// What real recordings hold beyond the elements is set aside, never compared: before the
    /// first element, lines that are "VoiceOver on" or the app's name (`appName`, the dump's
    /// application label), and the app's name before the first element's words on its line;
    /// after the model's last element, the last utterance said again and again (a move
    /// forward at the end repeats it).
    @MainActor
    public static func compare(spec: SceneSpec, recording: [RecordedUtterance], speakHints: Bool = true,
                               appName: String? = nil) -> UtteranceComparison {
        let app = SceneApp(spec: spec)
        if !speakHints { app.settings.speakHints = false }
        let scheduler = VirtualScheduler()
        let backend = VirtualSpeechBackend(scheduler: scheduler, estimator: RateDurationEstimator())
        let session = app.makeSession(backend: backend, scheduler: scheduler)
        session.start()
        _ = scheduler.runUntilIdle()
        session.first()
        _ = scheduler.runUntilIdle()
        let appName = (appName ?? spec.name).map(UtteranceNormalization.normalize)
        let preamble = Set(["voiceover on", "voiceover off"] + (appName.map { [$0] } ?? []))
        var lines: [Line] = []
        var started = false
        var atEnd = false
        var lastSpoken: String?
        for step in recording {
            let heard = UtteranceNormalization.normalize(step.utterance)
            var spoken = heard
            if !started, step.move == .current || step.move == .forward, preamble.contains(spoken) {
                lines.append(Line(recorded: step, kind: .notElement, model: nil, element: nil, matches: false))
                continue
            }
            let before = session.focusedElement.map { ObjectIdentifier($0.view) }
            if started {
                switch step.move {
                case .forward: session.next()
                case .backward: session.previous()
                case .current, .in, .out: break
                }
                _ = scheduler.runUntilIdle()
            }
            let moved = session.focusedElement.map { ObjectIdentifier($0.view) } != before
            if started, step.move == .forward, !moved, spoken == lastSpoken {
                atEnd = true
            }
            if atEnd, spoken == lastSpoken {
                lines.append(Line(recorded: step, kind: .end, model: nil, element: nil, matches: false))
                continue
            }
            atEnd = false
            let model = session.focusedDescription.map { description in
                [description.text, app.settings.speakHints ? description.hint : nil].compactMap { $0 }.joined(separator: " ")
            }
            let expected = model.map(UtteranceNormalization.normalize)
            if !started, let appName, let expected, spoken != expected, spoken.hasPrefix(appName + " "),
               String(spoken.dropFirst(appName.count + 1)) == expected {
                spoken = expected   // the app's name said before the first element, on its line
            }
            started = true
            lastSpoken = heard
            lines.append(Line(recorded: step, kind: .element, model: model,
                              element: session.focusedElement?.view.accessibilityIdentifier,
                              matches: expected != nil && expected == spoken))
        }
        session.stop()
        return UtteranceComparison(lines: lines)
    }
}
