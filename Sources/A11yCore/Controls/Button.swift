/// A button.
///
/// Mirrors `UIButton`: an element labelled by its title with the button trait; VoiceOver's
/// activation taps it, which runs its actions.
@MainActor
open class Button: Control {
    /// The title shown, and read as the label.
    public var title: String? { didSet { setNeedsAccessibilityUpdate() } }

    public init(title: String? = nil, frame: Rect = .zero, action: (@MainActor (Control) -> Void)? = nil) {
        self.title = title
        super.init(frame: frame)
        if let action { addAction(action) }
    }

    open override var defaultAccessibilityLabel: String? { title }
    open override var defaultAccessibilityTraits: AccessibilityTraits { .button }

    open override func performDefaultAction() -> Bool {
        guard isEnabled else { return false }
        sendActions()
        return true
    }
}
