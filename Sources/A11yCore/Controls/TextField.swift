/// A single-line text input.
///
/// Mirrors `UITextField`: an element with the textEntry trait ("Text Field."), labelled by
/// its accessibility label, else its placeholder while it is empty; its text is the value; its hint is always
/// "Double tap to edit." (VoiceOverRules, "What is said for an element" rule 8). Activating it starts editing: it becomes
/// first responder, and VoiceOver reads it as being edited ("Email. Text Field. Is
/// editing.", then where the insertion point is). `insertText(_:)` and `deleteBackward()`
/// are `UIKeyInput`'s, what the keyboard calls; `VoiceOverAction.type(_:)` reaches them.
///
/// ```swift
/// let email = TextField(placeholder: "name@example.com")
/// email.accessibilityLabel = "Email"      // "Email: name@example.com. Text Field." while empty
/// ```
@MainActor
open class TextField: Control {
    /// The text typed.
    public var text: String { didSet { if text != oldValue { setNeedsAccessibilityUpdate() } } }
    /// The grey text shown when empty.
    public var placeholder: String? { didSet { setNeedsAccessibilityUpdate() } }
    /// Secure entry ("Secure Text Field."): the text is never spoken, neither as the value
    /// (one bullet per character) nor as it is typed.
    public var isSecureTextEntry = false { didSet { setNeedsAccessibilityUpdate() } }

    public init(text: String = "", placeholder: String? = nil, frame: Rect = .zero) {
        self.text = text
        self.placeholder = placeholder
        super.init(frame: frame)
    }

    /// Whether the field is being edited: it is its window's first responder (the keyboard
    /// is up), as `UITextField.isEditing`.
    public var isEditing: Bool { isFirstResponder }

    open override var canBecomeFirstResponder: Bool { isEnabled }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        let wasEditing = isEditing
        let became = super.becomeFirstResponder()
        if isEditing != wasEditing { setNeedsAccessibilityUpdate() }
        return became
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        let wasEditing = isEditing
        let resigned = super.resignFirstResponder()
        if isEditing != wasEditing { setNeedsAccessibilityUpdate() }
        return resigned
    }

    /// The placeholder labels the field only while it shows, that is while the field is empty:
    /// a field with typed text reads its text alone ("jane@example.com. Text Field."), as
    /// UIKit's does. A field whose label is set reads its placeholder as its value while it is
    /// empty ("Email: name@example.com").
    open override var defaultAccessibilityLabel: String? { text.isEmpty ? placeholder : nil }
    open override var defaultAccessibilityValue: String? {
        if text.isEmpty {
            guard let placeholder, !placeholder.isEmpty, let label = accessibilityLabel, label != placeholder else { return nil }
            return placeholder
        }
        return isSecureTextEntry ? String(repeating: "•", count: text.count) : text
    }
    open override var defaultAccessibilityTraits: AccessibilityTraits {
        var traits: AccessibilityTraits = isSecureTextEntry ? [.textEntry, .secureTextEntry] : .textEntry
        if isEditing { traits.insert(.isEditing) }
        return traits
    }

    /// Where VoiceOver says the insertion point is: at the end of the text while editing,
    /// none when the field is empty or not being edited.
    public var insertionPoint: TextInsertionPoint? {
        isEditing && !text.isEmpty ? .end : nil
    }

    /// Starts editing: the field becomes first responder.
    open override func performDefaultAction() -> Bool {
        becomeFirstResponder()
    }

    /// Types `text` at the insertion point (the end), as the keyboard does (`UIKeyInput`).
    open func insertText(_ text: String) {
        self.text += text
    }

    /// Deletes the character before the insertion point (`UIKeyInput`); returns it, or nil
    /// when the field is empty.
    @discardableResult
    open func deleteBackward() -> Character? {
        text.popLast()
    }
}
