/// A slider.
///
/// Mirrors `UISlider`: adjustable, its value spoken as a whole percentage of its range
/// (`50%`); a swipe moves it by `step`, by default a tenth of the range (SceneFileReference, "Views").
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
