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

    /// UIKit leaves a image view's `isUserInteractionEnabled` false: touches go to the views under it.
    open override var takesTouches: Bool { false }

    open override var defaultIsAccessibilityElement: Bool { accessibilityLabel?.isEmpty == false }
    open override var defaultAccessibilityTraits: AccessibilityTraits { .image }
}
