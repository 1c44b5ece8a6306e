/// A non-interactive text.
///
/// Mirrors `UILabel`: an element whose label is its text, with the staticText trait.
@MainActor
open class Label: View {
    /// The text shown, and read as the label.
    public var text: String? { didSet { setNeedsAccessibilityUpdate() } }

    public init(text: String? = nil, frame: Rect = .zero) {
        self.text = text
        super.init(frame: frame)
    }

    /// UIKit leaves a label's `isUserInteractionEnabled` false: touches go to the views under it.
    open override var takesTouches: Bool { false }

    /// A label with no text, or only blanks and direction marks, is not an element: VoiceOver
    /// has nothing to read and skips it.
    open override var defaultIsAccessibilityElement: Bool {
        guard let text else { return false }
        return text.unicodeScalars.contains { !$0.properties.isWhitespace && !ElementDescriber.isDirectionMark($0) }
    }
    open override var defaultAccessibilityLabel: String? { text }
    open override var defaultAccessibilityTraits: AccessibilityTraits { .staticText }
}
