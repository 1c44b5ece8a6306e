/// A view that scrolls its content.
///
/// Mirrors `UIScrollView`: subviews are placed in content coordinates and moved by
/// `contentOffset`. A three-finger scroll pages it by one screenful (down and right show
/// the content below and to the right) and posts
/// `pageScrolled` with the position ("Page 2 of 5"); at an end it posts the same string
/// again, which VoiceOver reads as a boundary (AX-28, voiceover.md §5).
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

    open override func accessibilityScroll(_ direction: AccessibilityScrollDirection) -> Bool {
        if let handler = accessibilityGestureHandlers.scroll { return handler(direction) }
        guard scrollsForVoiceOver else { return false }
        let vertical = contentSize.height > frame.height
        let horizontal = contentSize.width > frame.width
        var offset = contentOffset
        // The direction is where the view moves to, as with a keyboard's scroll keys:
        // down or right shows the content below or to the right.
        let backwards = direction == .left || direction == .previous
        let usesHorizontal = direction == .left || direction == .right
            || ((direction == .next || direction == .previous) && !vertical && horizontal)
        if usesHorizontal {
            guard horizontal else { return false }
            // A scroll to the right reveals the content to the right, to the left what is left.
            let delta = backwards ? -frame.width : frame.width
            offset.x = min(max(0, contentSize.width - frame.width), max(0, offset.x + delta))
        } else {
            guard vertical else { return false }
            let delta = direction == .down || direction == .next ? frame.height : -frame.height
            offset.y = min(max(0, contentSize.height - frame.height), max(0, offset.y + delta))
        }
        contentOffset = offset
        let text: String
        if usesHorizontal {
            let page = Int((offset.x / max(frame.width, 1)).rounded()) + 1
            text = "Page \(page) of \(horizontalPages)"
        } else {
            let page = Int((offset.y / max(frame.height, 1)).rounded()) + 1
            text = "Page \(page) of \(pages)"
        }
        postAccessibilityNotification(.pageScrolled(text))
        return true
    }
}
