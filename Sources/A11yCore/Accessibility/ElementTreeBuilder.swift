/// The accessibility hierarchy VoiceOver derives from a window (VoiceOverRules, "The element tree").
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

/// Receives the element tree as `ElementTreeBuilder` walks it: elements, and groups opened
/// and closed around their children. Generic visitors are specialised, so the walk costs
/// the same whether it builds `AccessibilityNode`s or orders elements directly. Views come
/// unretained: the window keeps them alive for the walk.
protocol ElementTreeVisitor {
    mutating func element(_ view: Unmanaged<View>, frame: Rect)
    mutating func beginGroup(_ view: Unmanaged<View>, kind: AccessibilityGroup.Kind, frame: Rect, placedByOwnFrame: Bool,
                             keepsOrder: Bool)
    mutating func endGroup()
}

/// Derives the element tree of a window, applying VoiceOverRules, "The element tree"'s rules in order.
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
    package static func walkFrames(_ window: Window, _ body: (Rect) -> Void) {
        struct FrameVisitor: ElementTreeVisitor {
            var frames: [Rect] = []
            mutating func element(_ view: Unmanaged<View>, frame: Rect) { frames.append(frame) }
            mutating func beginGroup(_ view: Unmanaged<View>, kind: AccessibilityGroup.Kind, frame: Rect, placedByOwnFrame: Bool,
                                     keepsOrder: Bool) {}
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
            let start = superview.convert(Rect(x: -superview.scrollOffset.x, y: -superview.scrollOffset.y, width: 0, height: 0),
                                          to: nil)
            origin = start.origin
        }
        _ = view.resolvedWalkState()
        collect(.passUnretained(view), underTabBar: false, origin: origin, visitor: &visitor)
    }

    /// Visits `view`, whose walk state is resolved. `origin` is where the superview's
    /// content coordinate space starts, in window coordinates; frames are computed on the
    /// way down.
    ///
    /// Nonisolated and on unretained views, so the walk pays neither reference counting
    /// nor executor checks per view. It is only ever called from `walk`, on the main actor,
    /// and steps into main-actor code through `MainActor.assumeIsolated` only where a view
    /// changed since the last walk (once for all its subviews) or needs what the walk state
    /// does not keep (explicit elements, modal subviews, an explicit accessibility frame).
    nonisolated private static func collect<V: ElementTreeVisitor>(_ view: Unmanaged<View>, underTabBar: Bool, origin: Point,
                                                                   visitor: inout V) {
        let state = view._withUnsafeGuaranteedRef { $0.walkState }
        let flags = state.flags
        // Rules 1 and 2: accessibilityElementsHidden, hidden or transparent views are
        // skipped with their subtree.
        if flags.contains(.excluded) { return }
        let isElement = flags.contains(.element)
        let isWindow = flags.contains(.window)
        // Rule 2: a 0 × 0 frame hides an element, a clipping view or an explicit container.
        if state.frame.width == 0 && state.frame.height == 0, !isWindow,
           isElement || !flags.isDisjoint(with: [.clips, .explicitElements]) {
            return
        }
        let frame = isWindow ? state.frame : state.frame.offsetBy(dx: origin.x, dy: origin.y)
        // Rule 3: an element is a leaf.
        if isElement {
            if flags.contains(.explicitFrame) {
                visitor.element(view, frame: MainActor.assumeIsolated { view.takeUnretainedValue().accessibilityFrame })
            } else {
                visitor.element(view, frame: frame)
            }
            return
        }
        let isTabBar = flags.contains(.tabBar)
        // Rule 6: groups and meaningful containers keep their children together.
        if let kind = state.group {
            visitor.beginGroup(view, kind: kind, frame: frame, placedByOwnFrame: underTabBar,
                               keepsOrder: flags.contains(.explicitElements))
        }
        var childOrigin = frame.origin
        if flags.contains(.scrolled) {
            let scroll = MainActor.assumeIsolated { view.takeUnretainedValue().scrollOffset }
            childOrigin = Point(x: frame.minX - scroll.x, y: frame.minY - scroll.y)
        }
        if flags.contains(.explicitElements) {
            // Rule 4: explicit elements, in their order. Elements that are not in a view
            // hierarchy are placed in the container's coordinates.
            let placed: [(View, Point)] = MainActor.assumeIsolated {
                (view.takeUnretainedValue().accessibilityElements ?? []).map { child in
                    _ = child.resolvedWalkState()
                    guard let parent = child.superview else { return (child, childOrigin) }
                    let base = parent.convert(Rect(x: -parent.scrollOffset.x, y: -parent.scrollOffset.y, width: 0, height: 0),
                                              to: nil)
                    return (child, base.origin)
                }
            }
            for (child, base) in placed {
                collect(.passUnretained(child), underTabBar: isTabBar, origin: base, visitor: &visitor)
            }
        } else if flags.contains(.modalSubview) {
            // Rule 5: only the last modal subview (hidden ones don't count).
            let modal: View? = MainActor.assumeIsolated {
                let modal = view.takeUnretainedValue().modalSubview
                _ = modal?.resolvedWalkState()
                return modal
            }
            if let modal {
                collect(.passUnretained(modal), underTabBar: isTabBar, origin: childOrigin, visitor: &visitor)
            }
        } else {
            let subviews = view._withUnsafeGuaranteedRef { $0.storedSubviews }
            if !flags.contains(.subviewsResolved) && !subviews.isEmpty {
                MainActor.assumeIsolated { view.takeUnretainedValue().resolveSubviewWalkStates() }
            }
            subviews.withUnsafeBufferPointer { children in
                for child in children {
                    collect(.passUnretained(child), underTabBar: isTabBar, origin: childOrigin, visitor: &visitor)
                }
            }
        }
        if state.group != nil { visitor.endGroup() }
    }

    /// The group kind of `view`, or nil when its children splice into the parent's list.
    static func groupKind(of view: View, traits: AccessibilityTraits, explicit: Bool) -> AccessibilityGroup.Kind? {
        if traits.contains(.tabBar) { return .tabBar }
        if view.accessibilityDataTable != nil { return .dataTable }   // declared (View+DataTable)
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
struct NodeBuilder: ElementTreeVisitor {
    var levels: [[AccessibilityNode]] = [[]]
    var groups: [AccessibilityGroup] = []

    mutating func element(_ view: Unmanaged<View>, frame: Rect) {
        let node = MainActor.assumeIsolated { AccessibilityNode.element(view.takeUnretainedValue(), frame) }
        levels[levels.count - 1].append(node)
    }

    mutating func beginGroup(_ view: Unmanaged<View>, kind: AccessibilityGroup.Kind, frame: Rect, placedByOwnFrame: Bool,
                             keepsOrder: Bool) {
        let group = MainActor.assumeIsolated {
            AccessibilityGroup(view: view.takeUnretainedValue(), kind: kind, frame: frame, placedByOwnFrame: placedByOwnFrame,
                               keepsOrder: keepsOrder)
        }
        groups.append(group)
        levels.append([])
    }

    mutating func endGroup() {
        let children = levels.removeLast()
        let group = groups.removeLast()
        if !children.isEmpty {
            let node = MainActor.assumeIsolated { AccessibilityNode.group(group, children) }
            levels[levels.count - 1].append(node)
        }
    }
}
