/// What happened to an utterance, as the transcript records it.
///
/// Its JSON form (`Encodable`, a line of `run --transcript`): `{t, kind, text, focus,
/// language}`, then `brailleContainer` and `braille` when there are cells.
public struct SpeechRecord: Sendable, Hashable, Encodable {
    /// What happened: an utterance started (by kind), an earcon, or an interruption.
    public enum Kind: String, Sendable, Hashable, Encodable {
        case speech, hint, announcement, sound, interrupt
    }

    /// Milliseconds since the session started.
    public var time: Int
    public var kind: Kind
    public var text: String
    public var focus: String?
    /// The language the utterance was spoken in (nil: the device's default, English; sounds have none).
    public var language: String?
    /// The braille line shown with a focus record (`--braille`), as cells.
    public var braille: String?
    /// The container words' braille line shown before it, as cells (`List Start.`).
    public var brailleContainer: String?

    public init(time: Int, kind: Kind, text: String, focus: String?, language: String? = nil, braille: String? = nil) {
        self.time = time
        self.kind = kind
        self.text = text
        self.focus = focus
        self.language = language
        self.braille = braille
    }

    private enum CodingKeys: String, CodingKey {
        case time = "t", kind, text, focus, language, brailleContainer, braille
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(time, forKey: .time)
        try container.encode(kind, forKey: .kind)
        try container.encode(text, forKey: .text)
        try container.encode(focus, forKey: .focus)
        try container.encode(language, forKey: .language)
        try container.encodeIfPresent(brailleContainer, forKey: .brailleContainer)
        try container.encodeIfPresent(braille, forKey: .braille)
    }
}

extension SpeechRecord {
    /// This record with the container words' braille line.
    func withBrailleContainer(_ cells: String?) -> SpeechRecord {
        var record = self
        record.brailleContainer = cells
        return record
    }
}
