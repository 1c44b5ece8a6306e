/// The direction of a three-finger scroll.
///
/// Mirrors `UIAccessibilityScrollDirection` (AX-28).
public enum AccessibilityScrollDirection: String, Sendable, Hashable, CaseIterable {
    case right, left, up, down, next, previous
}
