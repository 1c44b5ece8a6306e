/// A view that scrolls its content.
///
/// Mirrors `UIScrollView`: subviews are placed in content coordinates and moved by
/// `contentOffset`. A three-finger scroll pages it by one screenful and posts
/// `pageScrolled` with the position ("Page 2 of 5"). The direction names the swipe and the
/// content follows the fingers (VoiceOverRules, "Gestures"): up shows what is below, down what is
/// above, left what is to the right, right what is to the left; next and previous go down
/// and up (sideways when the content only scrolls sideways). At an end the scroll is not
/// handled, and VoiceOver plays the boundary at once (AX-28).
@MainActor
open class ScrollView: View {
    /// The size of the scrollable content.
    public var contentSize: Size = .zero
    /// How far the content is scrolled.
    public var contentOffset: Point = .zero { didSet { setNeedsAccessibilityUpdate() } }

    /// Whether a three-finger scroll pages this view (UIKit's default behaviour).
    public var scrollsForVoiceOver = true

    override var scrollOffset: Point { contentOffset }

    private var pages: Int {
        max(1, Int((contentSize.height / max(frame.height, 1)).rounded(.up)))
    }

    private var horizontalPages: Int {
        max(1, Int((contentSize.width / max(frame.width, 1)).rounded(.up)))
    }

    /// Where a scroll in `direction` moves the content: the new offset and whether it
    /// moves sideways; nil when the content does not scroll on that axis.
    private func target(for direction: AccessibilityScrollDirection) -> (offset: Point, horizontal: Bool)? {
        let vertical = contentSize.height > frame.height
        let horizontal = contentSize.width > frame.width
        var offset = contentOffset
        let sideways = direction == .left || direction == .right
            || ((direction == .next || direction == .previous) && !vertical && horizontal)
        if sideways {
            guard horizontal else { return nil }
            // A swipe left brings in the content to the right.
            let forward = direction == .left || direction == .next
            offset.x = min(max(0, contentSize.width - frame.width), max(0, offset.x + (forward ? frame.width : -frame.width)))
        } else {
            guard vertical else { return nil }
            // A swipe up brings in the content below.
            let forward = direction == .up || direction == .next
            offset.y = min(max(0, contentSize.height - frame.height), max(0, offset.y + (forward ? frame.height : -frame.height)))
        }
        return (offset, sideways)
    }

    open override func accessibilityScroll(_ direction: AccessibilityScrollDirection) -> Bool {
        if let handler = accessibilityGestureHandlers.scroll { return handler(direction) }
        guard scrollsForVoiceOver, let (offset, sideways) = target(for: direction), offset != contentOffset else { return false }
        contentOffset = offset
        let text: String
        if sideways {
            let page = Int((offset.x / max(frame.width, 1)).rounded()) + 1
            text = "Page \(page) of \(horizontalPages)"
        } else {
            let page = Int((offset.y / max(frame.height, 1)).rounded()) + 1
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
