/// A stepper.
///
/// Mirrors `UIStepper`, read by VoiceOver as one adjustable element whose value is spoken
/// like a slider's, as a whole percentage of its range (scene-format §3 "likewise"); a swipe
/// moves it by `step` (UIKit's default step, 1).
@MainActor
open class Stepper: Control, AdjustableValue {
    public var value: Double { didSet { if value != oldValue { setNeedsAccessibilityUpdate() } } }
    public var minimumValue: Double
    public var maximumValue: Double
    public var stepValue: Double

    public init(value: Double = 0, minimumValue: Double = 0, maximumValue: Double = 100,
                step: Double = 1, frame: Rect = .zero) {
        self.value = value
        self.minimumValue = minimumValue
        self.maximumValue = maximumValue
        self.stepValue = step
        super.init(frame: frame)
    }

    open override var defaultAccessibilityValue: String? { percentageText }
    open override var defaultAccessibilityTraits: AccessibilityTraits { .adjustable }

    open override func accessibilityIncrement() -> Bool {
        accessibilityAdjust(by: 1, handler: accessibilityGestureHandlers.increment)
    }

    open override func accessibilityDecrement() -> Bool {
        accessibilityAdjust(by: -1, handler: accessibilityGestureHandlers.decrement)
    }
}
