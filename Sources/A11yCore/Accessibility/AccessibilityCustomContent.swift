/// Extra content of an element (`AXCustomContent`, SwiftUI's `accessibilityCustomContent`): a
/// label and a value, spoken with the element when the content is of high importance and
/// otherwise offered on demand (VoiceOverRules, "What is said for an element").
public struct AccessibilityCustomContent: Sendable, Hashable, Codable {
    /// When VoiceOver outputs the content (`AXCustomContent.Importance`).
    public enum Importance: String, Sendable, Hashable, Codable {
        /// On demand: the More Content rotor.
        case `default`
        /// Immediately: after the element's description, before its hint.
        case high
    }

    public var label: String
    public var value: String
    public var importance: Importance

    public init(label: String, value: String, importance: Importance = .default) {
        self.label = label
        self.value = value
        self.importance = importance
    }
}
