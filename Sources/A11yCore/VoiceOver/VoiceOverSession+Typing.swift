/// Text entry: typing into the field being edited, with VoiceOver's typing feedback.
///
/// A text field is edited once it is activated (it becomes first responder: "Email. Text
/// Field. Is editing."). Typing then goes into the focused field, and each character is
/// spoken as it is typed, as VoiceOver's default typing feedback ("Characters") does; a
/// space is said "space", and a secure field says "bullet" for every character, never the
/// character itself. Editing ends on Escape (the keyboard goes away before anything else
/// gets the gesture) or when another element is activated.
extension VoiceOverSession {
    /// What VoiceOver says for a character typed into a secure field.
    public static let secureCharacterWord = "bullet"

    /// The field under the cursor, when it is being edited (typing goes there).
    public var editedField: TextField? {
        guard let field = focusedElement?.view as? TextField, field.isEditing else { return nil }
        return field
    }

    /// Types `text` into the focused field being edited, speaking each character as it goes
    /// in (each cuts off the one before, as fast typing does). `[no action]` when the focused
    /// element is not a field being edited.
    public func type(_ text: String) {
        performAction {
            guard let field = editedField else {
                queue.play(.noAction, focus: focusedView?.accessibilityIdentifier)
                return
            }
            for character in text {
                field.insertText(String(character))
                say(field.isSecureTextEntry ? Self.secureCharacterWord : Self.spokenCharacter(character))
            }
        }
    }

    /// Deletes the character before the insertion point of the focused field being edited,
    /// speaking it (a secure field says "bullet"); `[no action]` when there is nothing to delete.
    public func deleteBackward() {
        performAction {
            guard let field = editedField, let deleted = field.deleteBackward() else {
                queue.play(.noAction, focus: focusedView?.accessibilityIdentifier)
                return
            }
            say(field.isSecureTextEntry ? Self.secureCharacterWord : Self.spokenCharacter(deleted))
        }
    }

    /// How VoiceOver echoes a typed character: the character itself, a space as "space",
    /// other white space by its name.
    public static func spokenCharacter(_ character: Character) -> String {
        switch character {
        case " ": "space"
        case "\t": "tab"
        case "\n", "\r", "\r\n": "new line"
        default: String(character)
        }
    }

    /// Ends the editing of the window's field being edited, unless it is `keeping`; returns
    /// whether a field stopped editing.
    @discardableResult
    func endTextEditing(except keeping: View? = nil) -> Bool {
        guard let field = window.firstResponder as? TextField, field.isEditing, field !== keeping else { return false }
        return field.resignFirstResponder()
    }
}
