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
    /// Why the children are kept together (voiceover.md §1 rule 6).
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

/// Receives the element tree as `ElementTreeBuilder` walks it: elements, and groups opened
/// and closed around their children. Generic visitors are specialised, so the walk costs
/// the same whether it builds `AccessibilityNode`s or orders elements directly.
@MainActor
protocol ElementTreeVisitor {
    mutating func element(_ view: View, frame: Rect)
    mutating func beginGroup(_ group: AccessibilityGroup)
    mutating func endGroup()
}

/// Derives the element tree of a window, applying voiceover.md §1's rules in order.
@MainActor
public enum ElementTreeBuilder {
    /// The nodes of `window`: hidden subtrees, alpha 0, zero-size elements removed; modal
    /// siblings resolved; groups and meaningful containers kept together.
    public static func nodes(of window: Window) -> [AccessibilityNode] {
        var builder = NodeBuilder()
        walk(window, visitor: &builder)
        return builder.levels[0]
    }

    /// The nodes of the subtree at `view`.
    public static func nodes(of view: View) -> [AccessibilityNode] {
        var builder = NodeBuilder()
        walk(view, visitor: &builder)
        return builder.levels[0]
    }

    /// Calls `body` with the frame of each element of `window`, in hierarchy order.
    static func walkFrames(_ window: Window, _ body: (Rect) -> Void) {
        struct FrameVisitor: ElementTreeVisitor {
            var frames: [Rect] = []
            mutating func element(_ view: View, frame: Rect) { frames.append(frame) }
            mutating func beginGroup(_ group: AccessibilityGroup) {}
            mutating func endGroup() {}
        }
        var visitor = FrameVisitor()
        walk(window, visitor: &visitor)
        visitor.frames.forEach(body)
    }

    /// Walks the subtree at `view` (a window, or a view placed by its superview).
    static func walk<V: ElementTreeVisitor>(_ view: View, visitor: inout V) {
        var origin = Point.zero
        if !view.isWindow, let superview = view.superview {
            let start = superview.convert(Rect(x: -superview.scrollOffset.x, y: -superview.scrollOffset.y, width: 0, height: 0), to: nil)
            origin = start.origin
        }
        collect(view, underTabBar: false, origin: origin, visitor: &visitor)
    }

    /// Visits `view`. `origin` is where the superview's content coordinate space starts, in
    /// window coordinates; frames are computed on the way down.
    private static func collect<V: ElementTreeVisitor>(_ view: View, underTabBar: Bool, origin: Point, visitor: inout V) {
        // Rule 1: accessibilityElementsHidden removes the object and its whole subtree.
        if view.accessibilityElementsHidden { return }
        // Rule 2: hidden or transparent views are skipped with their subtree.
        if view.isHidden || view.alpha <= 0 { return }
        let isElement = view.isAccessibilityElement
        let hasExplicit = view.hasExplicitAccessibilityElements
        let isWindow = view.isWindow
        let viewFrame = view.frame
        // Rule 2: a 0 × 0 frame hides an element, a clipping view or an explicit container.
        if viewFrame.width == 0 && viewFrame.height == 0 && (isElement || view.clipsToBounds || hasExplicit), !isWindow {
            return
        }
        let frame = isWindow ? view.bounds : viewFrame.offsetBy(dx: origin.x, dy: origin.y)
        // Rule 3: an element is a leaf.
        if isElement {
            visitor.element(view, frame: view.hasExplicitAccessibilityFrame ? view.accessibilityFrame : frame)
            return
        }
        let traits = view.accessibilityTraits
        let isTabBar = traits.contains(.tabBar)
        // Rule 6: groups and meaningful containers keep their children together.
        let kind = groupKind(of: view, traits: traits, explicit: hasExplicit)
        if let kind { visitor.beginGroup(AccessibilityGroup(view: view, kind: kind, frame: frame, placedByOwnFrame: underTabBar)) }
        let scroll = view.scrollOffset
        let childOrigin = Point(x: frame.minX - scroll.x, y: frame.minY - scroll.y)
        if hasExplicit, let explicit = view.accessibilityElements {
            // Rule 4: explicit elements, in their order. Elements that are not in a view
            // hierarchy are placed in the container's coordinates.
            for child in explicit {
                var base = childOrigin
                if let parent = child.superview {
                    base = parent.convert(Rect(x: -parent.scrollOffset.x, y: -parent.scrollOffset.y, width: 0, height: 0), to: nil).origin
                }
                collect(child, underTabBar: isTabBar, origin: base, visitor: &visitor)
            }
        } else {
            // Rule 5: only the last modal subview, if any (hidden ones don't count).
            let subviews = view.subviews
            var modal: View?
            var index = subviews.count - 1
            while index >= 0 {
                let candidate = subviews[index]
                if candidate.accessibilityViewIsModal && !candidate.isHidden && candidate.alpha > 0 { modal = candidate; break }
                index -= 1
            }
            if let modal {
                collect(modal, underTabBar: isTabBar, origin: childOrigin, visitor: &visitor)
            } else {
                // Borrow the children from the array's buffer: no reference counting per child.
                subviews.withUnsafeBufferPointer { children in
                    for index in children.indices {
                        collect(children[index], underTabBar: isTabBar, origin: childOrigin, visitor: &visitor)
                    }
                }
            }
        }
        if kind != nil { visitor.endGroup() }
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

/// Builds `AccessibilityNode`s from the walk; empty groups are dropped.
@MainActor
struct NodeBuilder: ElementTreeVisitor {
    var levels: [[AccessibilityNode]] = [[]]
    var groups: [AccessibilityGroup] = []

    mutating func element(_ view: View, frame: Rect) {
        levels[levels.count - 1].append(.element(view, frame))
    }

    mutating func beginGroup(_ group: AccessibilityGroup) {
        groups.append(group)
        levels.append([])
    }

    mutating func endGroup() {
        let children = levels.removeLast()
        let group = groups.removeLast()
        if !children.isEmpty { levels[levels.count - 1].append(.group(group, children)) }
    }
}
