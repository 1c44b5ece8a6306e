/// A bar that fills as a task advances.
///
/// Mirrors `UIProgressView`: an element labelled "Progress" whose value is the progress as a
/// whole percentage ("50%"), with the updatesFrequently trait.
@MainActor
open class ProgressView: View {
    /// How far the task is, from 0 to 1.
    public var progress: Double {
        didSet { progress = min(1, max(0, progress)); if progress != oldValue { setNeedsAccessibilityUpdate() } }
    }

    public init(progress: Double = 0, frame: Rect = .zero) {
        self.progress = min(1, max(0, progress))
        super.init(frame: frame)
    }

    open override var defaultIsAccessibilityElement: Bool { true }
    open override var defaultAccessibilityLabel: String? { "Progress" }
    open override var defaultAccessibilityValue: String? { "\(Int((progress * 100).rounded()))%" }
    open override var defaultAccessibilityTraits: AccessibilityTraits { .updatesFrequently }
}
