/// A spinner shown while work is under way.
///
/// Mirrors `UIActivityIndicatorView`: while animating it is an element VoiceOver reads as
/// "In progress" (trait updatesFrequently); stopped, it says "Progress halted", unless it
/// hides when stopped (`hidesWhenStopped`, on by default), when it is not on screen at all.
@MainActor
open class ActivityIndicatorView: View {
    /// Whether the spinner turns.
    public var isAnimating: Bool { didSet { updateHidden() } }
    /// Whether the spinner disappears when it stops.
    public var hidesWhenStopped: Bool { didSet { updateHidden() } }

    public init(isAnimating: Bool = false, hidesWhenStopped: Bool = true, frame: Rect = .zero) {
        self.isAnimating = isAnimating
        self.hidesWhenStopped = hidesWhenStopped
        super.init(frame: frame)
        updateHidden()
    }

    /// Starts the spinner (`startAnimating()`).
    public func startAnimating() { isAnimating = true }
    /// Stops the spinner (`stopAnimating()`).
    public func stopAnimating() { isAnimating = false }

    private func updateHidden() {
        isHidden = hidesWhenStopped && !isAnimating
        setNeedsAccessibilityUpdate()
    }

    open override var defaultIsAccessibilityElement: Bool { true }
    open override var defaultAccessibilityLabel: String? { isAnimating ? "In progress" : "Progress halted" }
    open override var defaultAccessibilityTraits: AccessibilityTraits { .updatesFrequently }
}
