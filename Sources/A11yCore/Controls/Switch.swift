/// An on/off switch.
///
/// Mirrors `UISwitch`: the button and switchButton traits, value "1" or "0" (spoken
/// "On."/"Off."), the default hint "Double tap to toggle setting." (VoiceOverRules, "What is said for an element").
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
