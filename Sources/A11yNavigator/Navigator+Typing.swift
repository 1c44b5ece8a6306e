import A11yCore

/// Typing in the navigator: while the focused element is a text field being edited, the
/// printable keys (letters, digits, punctuation, Space) type into it instead of running
/// their bindings, and Backspace deletes, as a hardware keyboard does under VoiceOver. The
/// other keys keep their bindings: the arrows move, Esc ends editing (the escape gesture),
/// Ctrl-C quits.
extension Navigator {
    /// The action `key` performs as typing, or nil when it runs its binding.
    func typingAction(for key: Key) -> VoiceOverAction? {
        guard session.editedField != nil else { return nil }
        switch key {
        case .character(let character): return .type(String(character))
        case .space: return .type(" ")
        case .backspace: return .deleteBackward
        default: return nil
        }
    }
}
