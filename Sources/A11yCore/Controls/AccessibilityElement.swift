/// An accessibility element that is not a view of its own, placed by an explicit frame.
///
/// Mirrors `UIAccessibilityElement`: for custom-drawn content, listed in a container's
/// `accessibilityElements`.
@MainActor
open class AccessibilityElement: View {
    open override var defaultIsAccessibilityElement: Bool { true }
}
