/// What VoiceOver says and shows for one element, composed in one place for `describe`, the
/// cursor (its speech, the transcript) and the braille display: the description, the hint
/// spoken after the pause, the language it is spoken in, and with a braille display the
/// element's line and its container's (VoiceOverRules, "What is said for an element";
/// `BraillePrintLine` for the lines).
///
/// ```swift
/// let reading = ElementReading(snapshot, settings: VoiceOverSettings())
/// reading.description.text   // "Wi-Fi. Switch button. On."
/// reading.hint               // "Double tap to toggle setting."
/// ```
public struct ElementReading: Sendable, Hashable {
    /// The words, with `prefix` before them when one was given.
    public var description: ElementDescription
    /// The hint as it is spoken after the pause (nil: none, or hints off, or not asked for).
    public var hint: String?
    /// The language it is spoken in (its `accessibilityLanguage`, else the device's; nil: English).
    public var language: String?
    /// With a braille translator: the element's line.
    public var braille: BrailleLine?
    /// With a braille translator: the container's words shown first, as their own line (`List Start.`).
    public var brailleContainer: BrailleLine?

    /// Reads `snapshot` in `settings`' words (the element's `accessibilityLanguage` picks its
    /// own). `prefix` (such as "Alert.") is said first; `withHint: false` leaves the hint out
    /// (a description spoken again after a change).
    public init(_ snapshot: ElementSnapshot, settings: VoiceOverSettings, prefix: String? = nil, withHint: Bool = true,
                braille: (any BrailleTranslating)? = nil, roles: BrailleRoles = .standard) {
        let words = settings.words(for: snapshot.language)
        var description = ElementDescriber.describe(snapshot, in: words)
        if let prefix { description.text = description.text.isEmpty ? prefix : prefix + " " + description.text }
        self.description = description
        hint = withHint ? ElementDescriber.spokenHint(description, of: snapshot, speakHints: settings.speakHints, in: words) : nil
        language = settings.spokenLanguage(of: snapshot.language)
        if let lines = Self.brailleLines(for: snapshot, words: words, braille: braille, roles: roles) {
            self.braille = lines.line
            brailleContainer = lines.container
        }
    }

    /// The braille lines for `snapshot` as it is now: its own, and its container's when the
    /// cursor enters one (nil without a translator).
    static func brailleLines(for snapshot: ElementSnapshot, words: PhraseTable, braille: (any BrailleTranslating)?,
                             roles: BrailleRoles) -> (line: BrailleLine, container: BrailleLine?)? {
        braille.map { braille in
            func translated(_ print: String) -> BrailleLine { BrailleLine(print: print, braille: braille.translate(print)) }
            return (translated(BraillePrintLine.line(for: snapshot, roles: roles)),
                    BraillePrintLine.containerLine(for: snapshot, words: words).map(translated))
        }
    }
}
