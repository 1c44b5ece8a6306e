/// The screen reader's settings (SceneFileReference, "The file" `voiceOver:`), and the
/// device's language VoiceOver speaks its own words in.
public struct VoiceOverSettings: Sendable, Hashable {
    /// Whether hints are spoken (`speakHints`, `--no-hints`).
    public var speakHints = true
    /// The pause before a hint.
    public var hintDelay: Duration = .seconds(1)
    /// The device's language (`--language`), as iOS names it; nil is English, voicenav's
    /// language before languages were modelled (utterances then carry no language).
    public var language: String?
    /// VoiceOver's words per language (`--phrases` adds to the built-in ones).
    public var phrases: PhraseBook = .builtIn

    public init(speakHints: Bool = true, hintDelay: Duration = .seconds(1), language: String? = nil,
                phrases: PhraseBook = .builtIn) {
        self.speakHints = speakHints
        self.hintDelay = hintDelay
        self.language = language
        self.phrases = phrases
    }

    /// The words an element is spoken with: its `accessibilityLanguage`'s, else the device's
    /// (VoiceOver switches its words with the voice, as AccessibilitySnapshot records).
    public func words(for language: String?) -> PhraseTable {
        phrases.words(element: language, device: self.language)
    }

    /// The language an element's speech is in: its own, else the device's.
    public func spokenLanguage(of elementLanguage: String?) -> String? {
        elementLanguage.flatMap { $0.isEmpty ? nil : $0 } ?? language
    }
}
