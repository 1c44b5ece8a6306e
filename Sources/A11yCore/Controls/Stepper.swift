/// A stepper: a minus and a plus button that change a value by a step.
///
/// Mirrors `UIStepper` as VoiceOver reads it on iOS 17 and 18 (SceneFileReference, "Views"): not one
/// element but two buttons, "Decrement. Button." and "Increment. Button.", side by side,
/// the minus on the left (not mirrored in right-to-left layouts, like the model's segmented
/// control). The button at
/// its limit is dimmed and does nothing; activating the other changes the value by
/// `stepValue` (UIKit's default step, 1) and runs the stepper's actions. Each button's id is
/// the stepper's id with `.decrement` or `.increment` after it.
///
/// `accessibilityIncrement()` and `accessibilityDecrement()` still move the value by a step
/// (a program's, or a scene action's, way to adjust it), but VoiceOver's swipes do not reach
/// the stepper: it is not adjustable.
@MainActor
open class Stepper: Control, AdjustableValue {
    public var value: Double { didSet { if value != oldValue { updateButtons() } } }
    public var minimumValue: Double { didSet { updateButtons() } }
    public var maximumValue: Double { didSet { updateButtons() } }
    public var stepValue: Double

    /// The minus button (left in a left-to-right layout).
    public let decrementButton: StepButton
    /// The plus button.
    public let incrementButton: StepButton

    public init(value: Double = 0, minimumValue: Double = 0, maximumValue: Double = 100,
                step: Double = 1, frame: Rect = .zero) {
        self.value = value
        self.minimumValue = minimumValue
        self.maximumValue = maximumValue
        self.stepValue = step
        decrementButton = StepButton(direction: -1)
        incrementButton = StepButton(direction: 1)
        super.init(frame: frame)
        addSubview(decrementButton)
        addSubview(incrementButton)
        layoutSubviews()
        updateButtons()
    }

    /// The stepper is not an element: its two buttons are.
    open override var defaultIsAccessibilityElement: Bool { false }

    /// Names the buttons after the stepper: `<id>.decrement` and `<id>.increment`.
    public override var accessibilityIdentifier: String? {
        didSet {
            decrementButton.accessibilityIdentifier = accessibilityIdentifier.map { "\($0).decrement" }
            incrementButton.accessibilityIdentifier = accessibilityIdentifier.map { "\($0).increment" }
        }
    }

    /// A disabled stepper dims both buttons.
    public override var isEnabled: Bool { didSet { updateButtons() } }

    open override func layoutSubviews() {
        let half = frame.width / 2
        decrementButton.frame = Rect(x: 0, y: 0, width: half, height: frame.height)
        incrementButton.frame = Rect(x: half, y: 0, width: half, height: frame.height)
    }

    /// Dims the button whose direction is at its limit (or both, when disabled).
    private func updateButtons() {
        decrementButton.isEnabled = isEnabled && value > minimumValue
        incrementButton.isEnabled = isEnabled && value < maximumValue
        setNeedsAccessibilityUpdate()
    }

    /// One step up or down, as a tap on a button does; false at the limit.
    func step(by steps: Double) -> Bool {
        guard isEnabled, adjust(by: steps) else { return false }
        sendActions()
        return true
    }

    open override func accessibilityIncrement() -> Bool {
        accessibilityAdjust(by: 1, handler: accessibilityGestureHandlers.increment)
    }

    open override func accessibilityDecrement() -> Bool {
        accessibilityAdjust(by: -1, handler: accessibilityGestureHandlers.decrement)
    }

    /// One of a stepper's two buttons: "Decrement" or "Increment", a button, dimmed at its
    /// limit; activating it steps the stepper.
    @MainActor
    public final class StepButton: View {
        /// -1 for Decrement, 1 for Increment.
        public let direction: Double

        init(direction: Double) {
            self.direction = direction
            super.init()
        }

        public override var defaultIsAccessibilityElement: Bool { true }
        public override var defaultAccessibilityLabel: String? { direction < 0 ? "Decrement" : "Increment" }
        public override var defaultAccessibilityTraits: AccessibilityTraits { .button }

        public override func performDefaultAction() -> Bool {
            guard isEnabled, let stepper = superview as? Stepper else { return false }
            return stepper.step(by: direction)
        }
    }
}
