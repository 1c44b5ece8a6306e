/// A toolbar: at the bottom of a navigation interface, or placed on its own in a view.
///
/// Mirrors `UIToolbar`. In a navigation controller it shows the top controller's
/// `toolbarItems` (NC-80..86); a stand-alone toolbar shows the `items` it was given
/// (`setItems(_:animated:)`, UIKit's `UIToolbar.items`). Items share the width in equal slots,
/// in order (from the right in a right-to-left window); spaces take room but are no element.
@MainActor
public final class Toolbar: View {
    public nonisolated static let height = 44.0

    /// The items shown.
    public private(set) var items: [BarButtonItem] = []
    /// Each item's view with its slot (spaces have none).
    private var itemViews: [(slot: Int, view: View)] = []
    /// Set by the navigation controller that owns the toolbar; a stand-alone one asks its window.
    private var mirrored: Bool?

    /// Shows `items`, as `UIToolbar.setItems(_:animated:)` does (no animation in the model).
    public func setItems(_ items: [BarButtonItem], animated: Bool = false) {
        show(items, rightToLeft: nil)
    }

    func show(_ items: [BarButtonItem], rightToLeft: Bool?) {
        self.items = items
        mirrored = rightToLeft
        itemViews.forEach { $0.view.removeFromSuperview() }
        itemViews = items.enumerated().compactMap { index, item in
            item.isSpace ? nil : (index, item.customView ?? BarButton(item: item))
        }
        for (_, view) in itemViews { addSubview(view) }
        layoutSubviews()
    }

    /// Places the items in their slots across the toolbar's width (again when it changes size).
    public override func layoutSubviews() {
        guard !items.isEmpty else { return }
        let slot = frame.width / Double(items.count)
        let rightToLeft = mirrored ?? (window?.screen.layoutDirection == .rightToLeft)
        let height = min(Self.height, frame.height > 0 ? frame.height : Self.height)
        for (index, view) in itemViews {
            let item = items[index]
            let natural = item.customView?.frame.width ?? BarButton.width(for: item, language: window?.screen.language)
            let w = max(0, min(slot - 8, natural))
            let position = rightToLeft ? items.count - 1 - index : index
            view.frame = Rect(x: Double(position) * slot + (slot - w) / 2, y: 4, width: w, height: max(0, height - 8))
        }
    }

    /// In a right-to-left window a stand-alone toolbar's items start at the right.
    public override func didMoveToWindow() { if mirrored == nil { layoutSubviews() } }
}
