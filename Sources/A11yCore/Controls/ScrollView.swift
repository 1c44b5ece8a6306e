/// A view that scrolls its content.
///
/// Mirrors `UIScrollView`: subviews are placed in content coordinates and moved by
/// `contentOffset`. A three-finger scroll pages it by one screenful and posts
/// `pageScrolled` with the position ("Page 2 of 5"). The direction names the swipe and the
/// content follows the fingers (VoiceOverRules, "Gestures"): up shows what is below, down what is
/// above, left what is to the right, right what is to the left; next and previous go down
/// and up (sideways when the content only scrolls sideways). At an end the scroll is not
/// handled, and VoiceOver plays the boundary at once (AX-28).
///
/// Where the scroll view reaches under the bars, the status bar or the home indicator, its
/// content is inset by the part they cover, as `contentInsetAdjustmentBehavior` says
/// (AutoLayoutRules, "Scroll views"): until it is scrolled, the content starts below the bar.
@MainActor
open class ScrollView: View {
    /// Which edges the safe area insets the content on (`UIScrollView.ContentInsetAdjustmentBehavior`).
    public enum ContentInsetAdjustmentBehavior: String, Sendable, CaseIterable {
        /// As `scrollableAxes`, and always top and bottom for a navigation controller's content's
        /// scroll view (its view, or its view's first subview).
        case automatic
        /// The axes the content scrolls on.
        case scrollableAxes
        /// No edge: the content starts under the bars.
        case never
        /// Every edge.
        case always
    }

    /// The size of the scrollable content.
    public var contentSize: Size = .zero
    /// How far the content is scrolled, as UIKit counts it: at rest, the top-left corner of the
    /// content sits at the adjusted inset, so the offset is minus that inset.
    public var contentOffset: Point {
        get { scrolledOffset ?? Point(x: -adjustedContentInset.left, y: -adjustedContentInset.top) }
        set { scrolledOffset = newValue; setNeedsAccessibilityUpdate() }
    }
    /// The offset once scrolled (nil at rest, where it follows the inset as the safe area changes).
    private var scrolledOffset: Point?

    /// Space the app adds around the content (`contentInset`).
    public var contentInset = EdgeInsets() { didSet { setNeedsAccessibilityUpdate() } }
    /// Which edges the safe area adds to `contentInset`.
    public var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic {
        didSet { setNeedsAccessibilityUpdate() }
    }

    /// Whether a three-finger scroll pages this view (UIKit's default behaviour).
    public var scrollsForVoiceOver = true

    override var scrollOffset: Point { contentOffset }

    /// `contentInset` plus the parts of the scroll view the safe area leaves out, on the edges
    /// `contentInsetAdjustmentBehavior` adjusts (`UIScrollView.adjustedContentInset`).
    public var adjustedContentInset: EdgeInsets {
        var inset = contentInset
        guard contentInsetAdjustmentBehavior != .never, let covered = coveredEdges() else { return inset }
        let always = contentInsetAdjustmentBehavior == .always
        let vertical = always || contentSize.height > frame.height
            || (contentInsetAdjustmentBehavior == .automatic && isNavigationContent)
        let horizontal = always || contentSize.width > frame.width
        if vertical { inset.top += covered.top; inset.bottom += covered.bottom }
        if horizontal { inset.left += covered.left; inset.right += covered.right }
        return inset
    }

    /// How far the scroll view reaches past its controller's safe area on each edge: the part of
    /// the window between the bars its controller sits between, inside the screen's safe area;
    /// nil outside a window or a controller.
    private func coveredEdges() -> EdgeInsets? {
        guard window != nil, !isWindow, betweenBars != nil else { return nil }
        return safeAreaInsets
    }

    /// Whether this is the scroll view UIKit adjusts for a navigation controller's bars whether
    /// or not it scrolls: the view of its content controller, or that view's first subview.
    private var isNavigationContent: Bool {
        let owner = viewController?.view === self ? self : superview
        guard let owner, let controller = owner.viewController, controller.view === owner,
              owner === self || owner.subviews.first === self else { return false }
        return controller.navigationController != nil
    }

    /// The height and width the content shows through (the frame less the adjusted inset).
    private var visibleSize: Size {
        let inset = adjustedContentInset
        return Size(width: max(1, frame.width - inset.left - inset.right),
                    height: max(1, frame.height - inset.top - inset.bottom))
    }

    private var pages: Int {
        max(1, Int((contentSize.height / visibleSize.height).rounded(.up)))
    }

    private var horizontalPages: Int {
        max(1, Int((contentSize.width / visibleSize.width).rounded(.up)))
    }

    /// Where a scroll in `direction` moves the content: the new offset and whether it
    /// moves sideways; nil when the content does not scroll on that axis. The offset runs from
    /// minus the adjusted inset (the content's start below the bars) to where its end shows.
    private func target(for direction: AccessibilityScrollDirection) -> (offset: Point, horizontal: Bool)? {
        let inset = adjustedContentInset, visible = visibleSize
        let vertical = contentSize.height > visible.height
        let horizontal = contentSize.width > visible.width
        var offset = contentOffset
        let sideways = direction == .left || direction == .right
            || ((direction == .next || direction == .previous) && !vertical && horizontal)
        if sideways {
            guard horizontal else { return nil }
            // A swipe left brings in the content to the right.
            let forward = direction == .left || direction == .next
            let end = contentSize.width + inset.right - frame.width
            offset.x = min(max(-inset.left, end), max(-inset.left, offset.x + (forward ? visible.width : -visible.width)))
        } else {
            guard vertical else { return nil }
            // A swipe up brings in the content below.
            let forward = direction == .up || direction == .next
            let end = contentSize.height + inset.bottom - frame.height
            offset.y = min(max(-inset.top, end), max(-inset.top, offset.y + (forward ? visible.height : -visible.height)))
        }
        return (offset, sideways)
    }

    open override func accessibilityScroll(_ direction: AccessibilityScrollDirection) -> Bool {
        if let handler = accessibilityGestureHandlers.scroll { return handler(direction) }
        guard scrollsForVoiceOver, let (offset, sideways) = target(for: direction), offset != contentOffset else { return false }
        contentOffset = offset
        let text: String
        let inset = adjustedContentInset, visible = visibleSize
        if sideways {
            let page = Int(((offset.x + inset.left) / visible.width).rounded()) + 1
            text = "Page \(page) of \(horizontalPages)"
        } else {
            let page = Int(((offset.y + inset.top) / visible.height).rounded()) + 1
            text = "Page \(page) of \(pages)"
        }
        postAccessibilityNotification(.pageScrolled(text))
        return true
    }

    /// At an end: the content scrolls on that axis but is already as far as it goes.
    override func accessibilityScrollIsAtLimit(_ direction: AccessibilityScrollDirection) -> Bool {
        guard accessibilityGestureHandlers.scroll == nil, scrollsForVoiceOver, let (offset, _) = target(for: direction) else {
            return false
        }
        return offset == contentOffset
    }
}
