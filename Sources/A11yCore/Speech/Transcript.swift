/// The record of a session's speech, as SceneFileReference, "Transcript" fixes it.
///
/// Text form: one utterance per line in the order speech started, earcons in square
/// brackets, hints on their own lines; interruptions are not lines. A session in a language
/// (`--language de`) starts with `# language: de`, and an utterance in another language than
/// the device's (an element's `accessibilityLanguage`) starts with it in brackets: `[fr] Bonjour.`
/// JSON-lines form: one object per record, `{"t", "kind", "text", "focus", "language"}`,
/// interruptions included.
public struct Transcript: Sendable, Hashable {
    public private(set) var records: [SpeechRecord] = []
    /// The device's language (nil: English, and no `# language:` line).
    public var language: String?

    public init(language: String? = nil) {
        self.language = language
    }

    public mutating func append(_ record: SpeechRecord) { records.append(record) }

    /// The text lines (no interruptions), as spoken: no language marks.
    public var lines: [String] {
        records.filter { $0.kind != .interrupt }.map(\.line)
    }

    /// The lines of the text form: an utterance in another language than the device's starts
    /// with that language in brackets (`[fr] Bonjour.`); a focus record with a braille line is
    /// followed by `braille: <cells>`.
    public var markedLines: [String] {
        let device = Self.comparable(language)
        return records.filter { $0.kind != .interrupt }.flatMap { record -> [String] in
            var line = record.line
            if let spoken = record.language, Self.comparable(spoken) != device { line = "[\(spoken)] " + line }
            guard let braille = record.braille else { return [line] }
            return [line] + (record.brailleContainer.map { ["braille: " + $0] } ?? []) + ["braille: " + braille]
        }
    }

    /// A language as transcripts compare it: its primary language (`en-US` is English, as the
    /// device's `en` is), lower case, English when none.
    static func comparable(_ language: String?) -> String {
        LanguageTag.primary(language ?? "en")
    }

    /// The text form, one line each, ending with a newline when not empty: what `run
    /// --silent` prints, so text from the app never writes control characters to the
    /// terminal (`TerminalText.safe`: shown visibly). `lines` and the JSON form keep the text.
    public var text: String {
        let header = language.map { "# language: \(TerminalText.safe($0))\n" } ?? ""
        return header + markedLines.map { TerminalText.safe($0) + "\n" }.joined()
    }

    /// The JSON-lines form: each record on a line (`SpeechRecord`'s `Encodable` form).
    public var jsonLines: String {
        records.map(JSONOutput.line).joined()
    }
}

extension SpeechRecord {
    /// The text on one line, as the text forms print it (SceneFileReference, "Transcript": one utterance
    /// per line): line breaks inside it become spaces. The JSON form keeps them.
    public var line: String { Transcript.oneLine(text) }
}

extension Transcript {
    /// `text` with its line breaks (CR, LF, CRLF, and Unicode's line and paragraph
    /// separators) turned into single spaces.
    public static func oneLine(_ text: String) -> String {
        guard text.hasLineBreak else { return text }
        return text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).joined(separator: " ")
    }
}

extension StringProtocol {
    /// Whether the text holds a character that breaks a line (`Character.isNewline`: LF, VT, FF,
    /// CR, NEL, and the line and paragraph separators), found in its UTF-8 bytes without
    /// forming characters.
    public var hasLineBreak: Bool {
        var previous: UInt8 = 0, beforePrevious: UInt8 = 0
        for byte in utf8 {
            switch byte {
            case 0x0A...0x0D: return true
            case 0x85 where previous == 0xC2: return true
            case 0xA8, 0xA9: if previous == 0x80 && beforePrevious == 0xE2 { return true }
            default: break
            }
            beforePrevious = previous
            previous = byte
        }
        return false
    }
}
