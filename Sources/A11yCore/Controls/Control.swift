/// A view that sends an action when the user works it.
///
/// Mirrors `UIControl` (V-03): controls don't know what they control; they call the
/// actions attached with `addAction(_:)`, usually the view controller's.
@MainActor
open class Control: View {
    private var actions: [@MainActor (Control) -> Void] = []

    /// Attaches an action, run each time the control fires (target/action).
    public func addAction(_ action: @escaping @MainActor (Control) -> Void) {
        actions.append(action)
    }

    /// Runs the attached actions.
    public func sendActions() {
        for action in actions { action(self) }
    }

    /// Whether any action is attached.
    public var hasActions: Bool { !actions.isEmpty }

    open override var defaultIsAccessibilityElement: Bool { true }
}

/// A non-interactive text.
///
/// Mirrors `UILabel`: an element whose label is its text, with the staticText trait.
@MainActor
open class Label: View {
    /// The text shown, and read as the label.
    public var text: String? { didSet { setNeedsAccessibilityUpdate() } }

    public init(text: String? = nil, frame: Rect = .zero) {
        self.text = text
        super.init(frame: frame)
    }

    open override var defaultIsAccessibilityElement: Bool { true }
    open override var defaultAccessibilityLabel: String? { text }
    open override var defaultAccessibilityTraits: AccessibilityTraits { .staticText }
}

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

/// An on/off switch.
///
/// Mirrors `UISwitch`: the button and switchButton traits, value "1" or "0" (spoken
/// "On."/"Off."), the default hint "Double tap to toggle setting." (voiceover.md §3).
@MainActor
open class Switch: Control {
    /// Whether the switch is on.
    public var isOn: Bool { didSet { if isOn != oldValue { setNeedsAccessibilityUpdate() } } }

    public init(isOn: Bool = false, frame: Rect = .zero) {
        self.isOn = isOn
        super.init(frame: frame)
    }

    open override var defaultAccessibilityValue: String? { isOn ? "1" : "0" }
    open override var defaultAccessibilityTraits: AccessibilityTraits { [.button, .switchButton] }

    /// Toggles the switch, as a tap does, and runs the actions.
    open override func performDefaultAction() -> Bool {
        guard isEnabled else { return false }
        isOn.toggle()
        sendActions()
        return true
    }
}

/// An image.
///
/// Mirrors `UIImageView`: an element only when it has a label, with the image trait.
@MainActor
open class ImageView: View {
    /// The image's name (for drawing only).
    public var imageName: String?

    public init(imageName: String? = nil, frame: Rect = .zero) {
        self.imageName = imageName
        super.init(frame: frame)
    }

    open override var defaultIsAccessibilityElement: Bool { accessibilityLabel?.isEmpty == false }
    open override var defaultAccessibilityTraits: AccessibilityTraits { .image }
}

/// An accessibility element that is not a view of its own, placed by an explicit frame.
///
/// Mirrors `UIAccessibilityElement`: for custom-drawn content, listed in a container's
/// `accessibilityElements`.
@MainActor
open class AccessibilityElement: View {
    open override var defaultIsAccessibilityElement: Bool { true }
}
