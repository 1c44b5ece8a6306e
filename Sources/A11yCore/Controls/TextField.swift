/// A single-line text input.
///
/// Mirrors `UITextField`: an element with the textEntry trait ("Text Field."), labelled by
/// its accessibility label or placeholder, its text as the value; its hint is always
/// "Double tap to edit." (voiceover.md §3 rule 8). Activating it starts editing.
@MainActor
open class TextField: Control {
    /// The text typed.
    public var text: String { didSet { if text != oldValue { setNeedsAccessibilityUpdate() } } }
    /// The grey text shown when empty.
    public var placeholder: String? { didSet { setNeedsAccessibilityUpdate() } }
    /// Secure entry ("Secure Text Field."); the value is never spoken.
    public var isSecureTextEntry = false { didSet { setNeedsAccessibilityUpdate() } }

    public init(text: String = "", placeholder: String? = nil, frame: Rect = .zero) {
        self.text = text
        self.placeholder = placeholder
        super.init(frame: frame)
    }

    open override var canBecomeFirstResponder: Bool { isEnabled }
    open override var defaultAccessibilityLabel: String? { placeholder }
    open override var defaultAccessibilityValue: String? {
        if text.isEmpty { return nil }
        return isSecureTextEntry ? String(repeating: "•", count: text.count) : text
    }
    open override var defaultAccessibilityTraits: AccessibilityTraits {
        isSecureTextEntry ? [.textEntry, .secureTextEntry] : .textEntry
    }

    /// Starts editing: the field becomes first responder.
    open override func performDefaultAction() -> Bool {
        becomeFirstResponder()
    }
}
