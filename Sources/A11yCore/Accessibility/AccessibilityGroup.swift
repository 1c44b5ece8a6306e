/// A view that keeps its children together, and why.
@MainActor
public struct AccessibilityGroup {
    /// Why the children are kept together (VoiceOverRules, "The element tree" rule 6).
    public enum Kind: Sendable, Hashable {
        /// `shouldGroupAccessibilityChildren`, or a labelled semantic group.
        case grouped
        /// A list container: first and last elements get `List Start.` / `List End.`.
        case list
        /// A landmark container: `Landmark.` / `End.`.
        case landmark
        /// A data table: cells get their row, column and header.
        case dataTable
        /// A tab bar: its elements are tabs in a series.
        case tabBar
        /// A series such as a segmented control: `i of n.`.
        case series
        /// Explicit `accessibilityElements`: kept in its own order.
        case explicit
    }

    public var view: View
    public var kind: Kind
    /// The group view's frame in window coordinates.
    public var frame: Rect
    /// Placed by its own frame rather than by its first child.
    public var placedByOwnFrame: Bool
    /// Its children are explicit `accessibilityElements`: read in that order, whatever the
    /// kind (a list or landmark with explicit elements keeps their order too).
    public var keepsOrder: Bool = false
}
