/// The kind of container a view is for VoiceOver.
///
/// Mirrors `UIAccessibilityContainerType`. Lists, landmarks and data tables are meaningful
/// containers: their children are kept together and get context words (VoiceOverRules, "The element tree" and
/// "What is said for an element").
public enum AccessibilityContainerType: String, Sendable, Hashable, CaseIterable {
    case none
    case list
    case landmark
    case semanticGroup
    case dataTable
}
