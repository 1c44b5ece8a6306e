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
