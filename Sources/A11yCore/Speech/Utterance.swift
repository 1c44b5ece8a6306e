/// One thing the screen reader says or plays.
///
/// "What to say" is decided by the VoiceOver model; "when to say it" by `SpeechQueue`.
public struct Utterance: Sendable, Hashable {
    /// What kind of output this is; transcripts record it (SceneFileReference, "Transcript").
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// An element's description, or a value or state read after a change.
        case speech
        /// An element's hint, spoken after a pause.
        case hint
        /// An app's announcement (AX-37) or page-scrolled text.
        case announcement
        /// An earcon such as `[screen changed]`.
        case sound
    }

    /// The queue's number for the utterance.
    public internal(set) var id: UInt64 = 0
    public var kind: Kind
    public var text: String
    /// The language of the text, which picks the voice (`accessibilityLanguage`).
    public var language: String?
    /// The id of the element focused when the utterance was made.
    public var focus: String?
    /// With a braille display: the cells it shows for the element this utterance describes.
    public var braille: String?
    /// With a braille display: the cells of the container words it shows first, as a line of
    /// their own (`List Start.`), when the element starts or ends a container.
    public var brailleContainer: String?

    public init(kind: Kind, text: String, language: String? = nil, focus: String? = nil, braille: String? = nil) {
        self.kind = kind
        self.text = text
        self.language = language
        self.focus = focus
        self.braille = braille
    }
}

/// The earcons the screen reader plays; transcripts show them in square brackets.
public enum Earcon: String, Sendable, Hashable, CaseIterable {
    case screenChanged = "screen changed"
    case boundary = "boundary"
    case noAction = "no action"

    /// The transcript line: `[screen changed]`.
    public var transcriptText: String { "[\(rawValue)]" }
}
