/// What `voicenav describe` prints for one element (SceneFileReference, "describe").
///
/// Its JSON form (`Encodable`): `{id, description, hint, label, value, traits, frame: [x, y,
/// width, height], language}`, then `brailleContainer` and `braille` when there are cells.
public struct DescribedElement: Sendable, Hashable, Encodable {
    public var snapshot: ElementSnapshot
    public var description: String
    /// The hint as it would be spoken (default hints included), or nil.
    public var hint: String?
    /// The language it is spoken in (its `accessibilityLanguage`, else the device's; nil: English).
    public var language: String?
    /// With `--braille`: the cells a braille display shows for it.
    public var braille: String?
    /// With `--braille`: the container words' cells shown first, as their own line (`List Start.`).
    public var brailleContainer: String?

    public init(snapshot: ElementSnapshot, description: String, hint: String?, language: String? = nil,
                braille: String? = nil) {
        self.snapshot = snapshot
        self.description = description
        self.hint = hint
        self.language = language
        self.braille = braille
    }

    private enum CodingKeys: String, CodingKey {
        case id, description, hint, label, value, traits, frame, language, brailleContainer, braille
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(snapshot.id, forKey: .id)
        try container.encode(description, forKey: .description)
        try container.encode(hint, forKey: .hint)
        try container.encode(snapshot.label, forKey: .label)
        try container.encode(snapshot.value, forKey: .value)
        try container.encode(snapshot.traits.names, forKey: .traits)
        try container.encode(snapshot.frame.coordinates, forKey: .frame)
        try container.encode(language, forKey: .language)
        try container.encodeIfPresent(brailleContainer, forKey: .brailleContainer)
        try container.encodeIfPresent(braille, forKey: .braille)
    }
}

/// The elements of a window's current screen, described in reading order.
@MainActor
public enum ScreenDescription {
    /// Describes every element on `window` in reading order.
    public static func describe(window: Window, speakHints: Bool = true) -> [DescribedElement] {
        describe(window: window, settings: VoiceOverSettings(speakHints: speakHints))
    }

    /// Describes every element on `window` in reading order, in the words of `settings`'
    /// language (an element's `accessibilityLanguage` picks its own).
    /// With `braille`, each element also gets its braille line (`BraillePrintLine` by `roles`).
    public static func describe(window: Window, settings: VoiceOverSettings, braille: (any BrailleTranslating)? = nil,
                                roles: BrailleRoles = .standard) -> [DescribedElement] {
        return ReadingOrder.order(window: window).map { element in
            let reading = ElementReading(element.snapshot, settings: settings, braille: braille, roles: roles)
            var entry = DescribedElement(snapshot: element.snapshot, description: reading.description.text, hint: reading.hint,
                                         language: reading.language, braille: reading.braille.map { String($0.braille.cells) })
            entry.brailleContainer = reading.brailleContainer.map { String($0.braille.cells) }
            return entry
        }
    }

    /// The text form: the description, then ` -- ` and the hint when there is one.
    ///
    /// Printed on a terminal, so text from the app never writes control characters: one
    /// element per line (SceneFileReference, "describe"), line breaks in the text become spaces and other
    /// control characters are shown visibly (`TerminalText.safe`). The JSON form keeps the
    /// original text. A screen with no element says `(no elements)`, so that an empty screen is
    /// not mistaken for no output.
    public static func text(_ entries: [DescribedElement]) -> String {
        guard !entries.isEmpty else { return "(no elements)\n" }
        var text = ""
        text.reserveCapacity(entries.count * 48)
        // By index: an entry (with its snapshot) is read in place, not copied.
        for index in entries.indices {
            if let hint = entries[index].hint {
                text += TerminalText.safe(Transcript.oneLine("\(entries[index].description) -- \(hint)"))
            } else {
                text += TerminalText.safe(Transcript.oneLine(entries[index].description))
            }
            text += "\n"
            if let braille = entries[index].braille {
                if let container = entries[index].brailleContainer { text += "braille: " + TerminalText.safe(container) + "\n" }
                text += "braille: " + TerminalText.safe(braille) + "\n"
            }
        }
        return text
    }

    /// The JSON form: an array of {id, description, hint, label, value, traits, frame, language}
    /// (`language`: the one it is spoken in, null for English when no language is set), one
    /// element a line (`DescribedElement`'s `Encodable` form).
    public static func json(_ entries: [DescribedElement]) -> String {
        JSONOutput.document(entries)
    }
}
