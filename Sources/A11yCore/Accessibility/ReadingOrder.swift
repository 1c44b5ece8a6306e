
/// VoiceOver's reading order (VoiceOverRules, "Reading order").
///
/// Elements are ordered by the top-left corners of their frames, in rows: sort by top edge
/// (ties keep hierarchy order); walk down the list, an element joining the previous
/// element's row when its top is less than the tolerance below that element's top (8 pt
/// phone, 13 pt pad); within a row order by left edge, or by right edge descending in
/// right-to-left layouts (ties keep hierarchy order). This costs one sort plus the row
/// sorts and is a strict weak ordering, unlike a pairwise "same row" comparison.
///
/// A group takes the position of its first child in reading order and is read
/// contiguously; a group directly under a tab bar is placed by its own frame; explicit
/// `accessibilityElements` keep their order inside the group, which is still placed by its
/// topmost (first in reading order) child, not by the first one listed.
///
/// The ordering works on element numbers (plain integers) and builds each
/// `OrderedElement` once at the end, so large screens are cheap to order.
@MainActor
public enum ReadingOrder {
    /// The elements of `window` in reading order, with contexts filled in: one walk of the
    /// view tree (VoiceOverRules, "The element tree") feeding the ordering directly.
    public static func order(window: Window) -> [OrderedElement] {
        var visitor = OrderingVisitor(tolerance: window.screen.idiom.rowTolerance,
                                      rightToLeft: window.screen.layoutDirection == .rightToLeft,
                                      storage: window.takeOrderingStorage())
        ElementTreeBuilder.walk(window, visitor: &visitor)
        let elements = visitor.finish()
        window.orderingStorage = visitor.storage
        return elements
    }

    /// The ordered elements of `nodes`, with contexts filled in.
    public static func order(_ nodes: [AccessibilityNode], tolerance: Double, rightToLeft: Bool) -> [OrderedElement] {
        var visitor = OrderingVisitor(tolerance: tolerance, rightToLeft: rightToLeft)
        func replay(_ nodes: [AccessibilityNode]) {
            for node in nodes {
                switch node {
                case .element(let view, let frame): visitor.element(.passUnretained(view), frame: frame)
                case .group(let group, let children):
                    visitor.beginGroup(.passUnretained(group.view), kind: group.kind, frame: group.frame,
                                       placedByOwnFrame: group.placedByOwnFrame, keepsOrder: group.keepsOrder)
                    replay(children)
                    visitor.endGroup()
                }
            }
        }
        replay(nodes)
        return visitor.finish()
    }

    /// The indices of `frames` in reading order (the row walk described above). Nonisolated:
    /// a pure function, and its sort comparators must not pay for main-actor checks.
    nonisolated public static func sortedIndices(_ frames: [Rect], tolerance: Double, rightToLeft: Bool) -> [Int] {
        var keys = [RowWalk.Key]()
        keys.reserveCapacity(frames.count)
        for (index, frame) in frames.enumerated() {
            keys.append(RowWalk.Key(y: frame.minY, x: rightToLeft ? -frame.maxX : frame.minX, index: Int32(index)))
        }
        var scratch = RowWalk.Scratch()
        RowWalk.arrange(&keys, tolerance: tolerance, scratch: &scratch)
        return keys.map { Int($0.index) }
    }
}
