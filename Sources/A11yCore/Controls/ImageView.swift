/// An image.
///
/// Mirrors `UIImageView`: an element only when it has a label, with the image trait.
@MainActor
open class ImageView: View {
    /// The image's name (for drawing only).
    public var imageName: String?

    public init(imageName: String? = nil, frame: Rect = .zero) {
        self.imageName = imageName
        super.init(frame: frame)
    }

    open override var defaultIsAccessibilityElement: Bool { accessibilityLabel?.isEmpty == false }
    open override var defaultAccessibilityTraits: AccessibilityTraits { .image }
}
