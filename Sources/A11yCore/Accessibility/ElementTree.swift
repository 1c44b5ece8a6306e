/// The accessibility hierarchy VoiceOver derives from a window (voiceover.md §1).
///
/// A tree of elements and groups, as AccessibilitySnapshot models it: `.element` is a leaf
/// view, `.group` a view whose children are kept together (and possibly given context).
@MainActor
public enum AccessibilityNode {
    /// A leaf element and its frame in window coordinates.
    case element(View, Rect)
    /// A group and its children.
    case group(AccessibilityGroup, [AccessibilityNode])
}

/// A view that keeps its children together, and why.
@MainActor
public struct AccessibilityGroup {
    public enum Kind: Sendable, Hashable {
        /// `shouldGroupAccessibilityChildren`, or a labelled semantic group.
        case grouped
        /// A list container: first and last elements get `List Start.` / `List End.`.
        case list
        /// A landmark container: `Landmark.` / `End.`.
        case landmark
        /// A data table: cells get their row, column and header.
        case dataTable
        /// A tab bar: its elements are tabs in a series.
        case tabBar
        /// A series such as a segmented control: `i of n.`.
        case series
        /// Explicit `accessibilityElements`: kept in its own order.
        case explicit
    }

    public var view: View
    public var kind: Kind
    /// The group view's frame in window coordinates.
    public var frame: Rect
    /// Placed by its own frame rather than by its first child.
    public var placedByOwnFrame: Bool
}

/// Derives the element tree of a window, applying voiceover.md §1's rules in order.
@MainActor
public enum ElementTreeBuilder {
    /// The nodes of `window`: hidden subtrees, alpha 0, zero-size elements removed; modal
    /// siblings resolved; groups and meaningful containers kept together.
    public static func nodes(of window: Window) -> [AccessibilityNode] {
        var result: [AccessibilityNode] = []
        collect(window, underTabBar: false, origin: .zero, into: &result)
        return result
    }

    /// The nodes of the subtree at `view`.
    public static func nodes(of view: View) -> [AccessibilityNode] {
        var result: [AccessibilityNode] = []
        let superOrigin = view.superview.map { $0.convert(Rect(origin: Point(x: -$0.scrollOffset.x, y: -$0.scrollOffset.y), size: .zero), to: nil).origin } ?? .zero
        collect(view, underTabBar: false, origin: superOrigin, into: &result)
        return result
    }

    /// Appends the nodes of `view` to `result`. `origin` is where the superview's content
    /// coordinate space starts, in window coordinates; frames are computed on the way down.
    private static func collect(_ view: View, underTabBar: Bool, origin: Point, into result: inout [AccessibilityNode]) {
        // Rule 1: accessibilityElementsHidden removes the object and its whole subtree.
        if view.accessibilityElementsHidden { return }
        // Rule 2: hidden or transparent views are skipped with their subtree.
        if view.isHidden || view.alpha <= 0 { return }
        let isElement = view.isAccessibilityElement
        let explicit = view.accessibilityElements
        // Rule 2: a 0 × 0 frame hides an element, a clipping view or an explicit container.
        let isWindow = view.isWindow
        if view.frame.width == 0 && view.frame.height == 0 && (isElement || view.clipsToBounds || explicit != nil), !isWindow {
            return
        }
        let frame = isWindow ? view.bounds : view.frame.offsetBy(dx: origin.x, dy: origin.y)
        // Rule 3: an element is a leaf.
        if isElement {
            result.append(.element(view, view.hasExplicitAccessibilityFrame ? view.accessibilityFrame : frame))
            return
        }
        let traits = view.accessibilityTraits
        let isTabBar = traits.contains(.tabBar)
        let kind = groupKind(of: view, traits: traits, explicit: explicit != nil)
        var children: [AccessibilityNode] = []
        let childOrigin = Point(x: frame.minX - view.scrollOffset.x, y: frame.minY - view.scrollOffset.y)
        if let explicit {
            // Rule 4: explicit elements, in their order. Elements that are not in a view
            // hierarchy are placed in the container's coordinates.
            for child in explicit {
                let base = child.superview.map { $0.convert(Rect(origin: Point(x: -$0.scrollOffset.x, y: -$0.scrollOffset.y), size: .zero), to: nil).origin } ?? childOrigin
                if kind == nil { collect(child, underTabBar: isTabBar, origin: base, into: &result) }
                else { collect(child, underTabBar: isTabBar, origin: base, into: &children) }
            }
        } else {
            // Rule 5: only the last modal subview, if any (hidden ones don't count).
            let subviews = view.subviews
            if let modal = subviews.last(where: { $0.accessibilityViewIsModal && !$0.isHidden && $0.alpha > 0 }) {
                if kind == nil { collect(modal, underTabBar: isTabBar, origin: childOrigin, into: &result) }
                else { collect(modal, underTabBar: isTabBar, origin: childOrigin, into: &children) }
            } else if kind == nil {
                for child in subviews { collect(child, underTabBar: isTabBar, origin: childOrigin, into: &result) }
            } else {
                for child in subviews { collect(child, underTabBar: isTabBar, origin: childOrigin, into: &children) }
            }
        }
        // Rule 6: groups and meaningful containers keep their children together.
        if let kind, !children.isEmpty {
            let group = AccessibilityGroup(view: view, kind: kind, frame: frame, placedByOwnFrame: underTabBar)
            result.append(.group(group, children))
        }
    }

    /// The group kind of `view`, or nil when its children splice into the parent's list.
    static func groupKind(of view: View, traits: AccessibilityTraits, explicit: Bool) -> AccessibilityGroup.Kind? {
        if traits.contains(.tabBar) { return .tabBar }
        switch view.accessibilityContainerType {
        case .list: return .list
        case .landmark: return .landmark
        case .dataTable: return .dataTable
        case .semanticGroup:
            if view.accessibilityLabel != nil || view.accessibilityValue != nil || view.accessibilityIdentifier != nil {
                return .grouped
            }
        case .none: break
        }
        if view.isAccessibilitySeries { return .series }
        if explicit { return .explicit }
        if view.shouldGroupAccessibilityChildren { return .grouped }
        return nil
    }
}
