/// The record of a session's speech, as SceneFileReference, "Transcript" fixes it.
///
/// Text form: one utterance per line in the order speech started, earcons in square
/// brackets, hints on their own lines; interruptions are not lines. JSON-lines form: one
/// object per record, `{"t", "kind", "text", "focus"}`, interruptions included.
public struct Transcript: Sendable, Hashable {
    public private(set) var records: [SpeechRecord] = []

    public init() {}

    public mutating func append(_ record: SpeechRecord) { records.append(record) }

    /// The text lines (no interruptions).
    public var lines: [String] {
        records.filter { $0.kind != .interrupt }.map(\.line)
    }

    /// The text form, one line each, ending with a newline when not empty: what `run
    /// --silent` prints, so text from the app never writes control characters to the
    /// terminal (`TerminalText.safe`: shown visibly). `lines` and the JSON form keep the text.
    public var text: String {
        lines.map { TerminalText.safe($0) + "\n" }.joined()
    }

    /// The JSON-lines form.
    public var jsonLines: String {
        records.map { record in
            var fields = ["\"t\": \(record.time)", "\"kind\": \(JSONText.quote(record.kind.rawValue))",
                          "\"text\": \(JSONText.quote(record.text))"]
            fields.append("\"focus\": \(record.focus.map(JSONText.quote) ?? "null")")
            return "{" + fields.joined(separator: ", ") + "}\n"
        }.joined()
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
        guard text.contains(where: \.isNewline) else { return text }
        return text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).joined(separator: " ")
    }
}
