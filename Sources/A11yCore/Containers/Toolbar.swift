/// The toolbar at the bottom of a navigation interface.
///
/// Mirrors `UIToolbar` as a navigation controller shows it (NC-80..86): the top
/// controller's `toolbarItems` in order, spaces taking room but no element.
@MainActor
public final class Toolbar: View {
    public nonisolated static let height = 44.0

    /// The items shown.
    public private(set) var items: [BarButtonItem] = []

    func show(_ items: [BarButtonItem], rightToLeft: Bool) {
        self.items = items
        subviews.forEach { $0.removeFromSuperview() }
        guard !items.isEmpty else { return }
        let slot = frame.width / Double(items.count)
        for (index, item) in items.enumerated() where !item.isSpace {
            let view = item.customView ?? BarButton(item: item)
            let w = min(slot - 8, item.customView?.frame.width ?? BarButton.width(for: item.title))
            let position = rightToLeft ? items.count - 1 - index : index
            view.frame = Rect(x: Double(position) * slot + (slot - w) / 2, y: 4, width: w, height: Self.height - 8)
            addSubview(view)
        }
    }
}
