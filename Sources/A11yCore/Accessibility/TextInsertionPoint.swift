/// Where the insertion point of a text field being edited stands, which VoiceOver says after
/// the field's description ("Insertion point at end.").
///
/// The model types at the end of the text only (`TextField.insertText(_:)` appends and
/// `deleteBackward()` removes the last character), so a field being edited that holds text
/// has its insertion point at the end; an empty one has none to speak of.
public enum TextInsertionPoint: String, Sendable, Hashable, Codable {
    case start, end

    /// What VoiceOver says: `Insertion point at end.`
    public var spokenText: String { spokenText(in: .english) }

    /// What VoiceOver says, in `words`' language.
    public func spokenText(in words: PhraseTable) -> String {
        words[self == .start ? .insertionPointStart : .insertionPointEnd]
    }
}
