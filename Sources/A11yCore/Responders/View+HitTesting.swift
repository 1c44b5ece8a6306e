/// Where a touch lands (VoiceOverRules, "Gestures": a double tap is a tap at the element's
/// activation point).
extension View {
    /// The deepest view at `point` (window coordinates) that a touch there reaches, as UIKit's
    /// `hitTest(_:with:)` finds it: a view that is hidden, transparent or takes no touches
    /// (`takesTouches`: labels and images, whose `isUserInteractionEnabled` UIKit leaves false)
    /// takes none, nor do its subviews; a subview is reached only inside its superview's bounds;
    /// later subviews are on top. Nil when the point is outside this view.
    public func deepestView(at point: Point) -> View? {
        guard !isHidden, alpha >= 0.01, takesTouches, convert(bounds, to: nil).contains(point) else { return nil }
        for subview in subviews.reversed() {
            if let hit = subview.deepestView(at: point) { return hit }
        }
        return self
    }
}
