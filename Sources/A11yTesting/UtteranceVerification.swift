import A11yCore
import A11yScenes

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
/// `moveForward()`), or JSON lines (`{"move": "forward", "utterance": "…"}`).
public enum UtteranceFile {
    public static func parse(_ text: String, file: String) throws -> [RecordedUtterance] {
        // Split on the bytes: "\r\n" is one Character, which a split on "\n" would not cut.
        let lines = text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map { Substring($0) }
        let firstText = lines.first { !$0.allSatisfy(\.isWhitespace) }
        let isJSONLines = firstText?.drop(while: \.isWhitespace).first == "{"
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

    /// One JSON line: `move` (current, forward, backward, in, out; without one: `current` for the
    /// first line, as in the text form, `forward` after it) and `utterance`.
    private static func record(_ text: String, line: Int, file: String, isFirst: Bool) throws -> RecordedUtterance {
        let bytes = Array(text.utf8)
        let value: JSONValue
        do {
            value = try JSONScanner.parse(bytes)
        } catch {
            let column = JSONScanner.position(of: error.offset, in: bytes).column
            throw SceneError(file: file, line: line, column: column, message: "not valid JSON: \(error.message)")
        }
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

/// How an utterance and a description are made comparable (README, "verify"): lower case;
/// every run of separators (`,` `.` `;` `:` and their full-width forms, with the spaces
/// around them) becomes one separator; spaces collapse; separators and `.` `!` `?` `…` at
/// the end go. Nothing else is forgiven: a different word is a difference.
public enum UtteranceNormalization {
    static let separators: Set<Character> = [",", ".", ";", ":", "，", "。", "、", "；", "："]
    static let trailing: Set<Character> = [",", ".", ";", ":", "!", "?", "…", "，", "。", "、", "；", "：", "！", "？"]

    public static func normalize(_ text: String) -> String {
        var result = ""
        var pendingSpace = false
        var pendingSeparator = false
        for character in text.lowercased() {
            if separators.contains(character) {
                pendingSeparator = true
                pendingSpace = false
            } else if character.isWhitespace {
                if !pendingSeparator { pendingSpace = true }
            } else {
                if pendingSeparator, !result.isEmpty { result += ", " } else if pendingSpace, !result.isEmpty { result += " " }
                pendingSeparator = false
                pendingSpace = false
                result.append(character)
            }
        }
        while let last = result.last, trailing.contains(last) || last.isWhitespace { result.removeLast() }
        return result
    }
}

/// The model walked with the recording's moves, line by line beside VoiceOver's words.
public struct UtteranceComparison: Sendable {
    public struct Line: Sendable {
        public var recorded: RecordedUtterance
        /// What the model says there (description, then hint when the recording has it), or nil
        /// when the move finds no element.
        public var model: String?
        public var element: String?
        public var matches: Bool
    }

    public var lines: [Line]
    public var matched: Int { lines.filter(\.matches).count }
    /// The share of lines that agree, from 0 to 1.
    public var agreement: Double { lines.isEmpty ? 1 : Double(matched) / Double(lines.count) }

    /// Walks `spec` as the recording moved: the cursor starts on the first element;
    /// `forward`/`backward` are the model's next and previous; `in`/`out` keep the cursor (the
    /// model navigates flat, as iOS VoiceOver does outside grouped navigation).
    @MainActor
    public static func compare(spec: SceneSpec, recording: [RecordedUtterance]) -> UtteranceComparison {
        let app = SceneApp(spec: spec)
        let scheduler = VirtualScheduler()
        let backend = VirtualSpeechBackend(scheduler: scheduler, estimator: RateDurationEstimator())
        let session = app.makeSession(backend: backend, scheduler: scheduler)
        session.start()
        _ = scheduler.runUntilIdle()
        session.first()
        _ = scheduler.runUntilIdle()
        var lines: [Line] = []
        for step in recording {
            switch step.move {
            case .forward: session.next()
            case .backward: session.previous()
            case .current, .in, .out: break
            }
            _ = scheduler.runUntilIdle()
            let description = session.focusedDescription
            let spoken = UtteranceNormalization.normalize(step.utterance)
            var model = description?.text
            var matches = false
            if let description {
                if UtteranceNormalization.normalize(description.text) == spoken {
                    matches = true
                } else if let hint = description.hint {
                    // VoiceOver speaks the hint after a pause; a recording may hold it too.
                    let withHint = description.text + " " + hint
                    if UtteranceNormalization.normalize(withHint) == spoken {
                        matches = true
                        model = withHint
                    }
                }
            }
            lines.append(Line(recorded: step, model: model,
                              element: session.focusedElement?.view.accessibilityIdentifier, matches: matches))
        }
        session.stop()
        return UtteranceComparison(lines: lines)
    }
}
