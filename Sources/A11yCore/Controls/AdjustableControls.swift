/// Shared behaviour of controls that VoiceOver adjusts with a swipe up or down.
@MainActor
public protocol AdjustableValue: AnyObject {
    var value: Double { get set }
    var minimumValue: Double { get }
    var maximumValue: Double { get }
    var stepValue: Double { get }
}

extension AdjustableValue {
    /// The value as a whole percentage of its range: what VoiceOver says (`50%`).
    public var percentageText: String {
        let range = maximumValue - minimumValue
        let fraction = range > 0 ? (value - minimumValue) / range : 0
        return "\(Int((fraction * 100).rounded()))%"
    }

    /// Moves the value by `steps` steps, clamped; returns whether it changed.
    package func adjust(by steps: Double) -> Bool {
        let new = min(maximumValue, max(minimumValue, value + steps * stepValue))
        guard new != value else { return false }
        value = new
        return true
    }
}

extension AdjustableValue where Self: Control {
    /// A VoiceOver swipe up or down (AX-29): the app's handler if it set one, else one step,
    /// running the control's actions when the value changed.
    func accessibilityAdjust(by steps: Double, handler: (@MainActor () -> Bool)?) -> Bool {
        if let handler { return handler() }
        guard adjust(by: steps) else { return false }
        sendActions()
        return true
    }
}

/// A slider.
///
/// Mirrors `UISlider`: adjustable, its value spoken as a whole percentage of its range
/// (`50%`); a swipe moves it by `step`, by default a tenth of the range (scene-format §3).
@MainActor
open class Slider: Control, AdjustableValue {
    public var value: Double { didSet { if value != oldValue { setNeedsAccessibilityUpdate() } } }
    public var minimumValue: Double
    public var maximumValue: Double
    /// One swipe's change; nil means a tenth of the range.
    public var step: Double?

    public var stepValue: Double { step ?? (maximumValue - minimumValue) / 10 }

    public init(value: Double = 0.5, minimumValue: Double = 0, maximumValue: Double = 1,
                step: Double? = nil, frame: Rect = .zero) {
        self.value = value
        self.minimumValue = minimumValue
        self.maximumValue = maximumValue
        self.step = step
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
