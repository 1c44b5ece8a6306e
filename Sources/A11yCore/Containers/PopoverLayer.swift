/// The window-level layer of a shown popover: modal to VoiceOver, Escape dismisses.
///
/// VoiceOver reads the popover's content first (focus lands on its first element when it
/// appears) and the dimmed outside, "Dismiss popup. Button.", after it: the layer lists
/// them in that order as its accessibility elements, the content as one group read in its
/// own reading order.
@MainActor
final class PopoverLayer: View {
    weak var popover: PopoverController?
    let dismissRegion: DismissRegion
    /// Holds the content controller's view, where the popover is.
    let contentHost = View()

    init(popover: PopoverController) {
        self.popover = popover
        self.dismissRegion = DismissRegion()
        super.init()
        accessibilityViewIsModal = true
        accessibilityIdentifier = "popover"
        dismissRegion.popover = popover
        contentHost.shouldGroupAccessibilityChildren = true
        addSubview(dismissRegion)   // behind the content, as the dimmed outside is
        addSubview(contentHost)
        accessibilityElements = [contentHost, dismissRegion]
    }

    override var frame: Rect {
        didSet { dismissRegion.frame = bounds }
    }

    override func accessibilityPerformEscape() -> Bool {
        if let handler = accessibilityGestureHandlers.escape { return handler() }
        return popover?.userDismiss() ?? false
    }

    /// The dimmed outside of the popover; activating it is a tap outside (PO-06).
    @MainActor
    final class DismissRegion: View {
        weak var popover: PopoverController?

        override init(frame: Rect = .zero) {
            super.init(frame: frame)
            accessibilityIdentifier = "dismissPopup"
        }

        override var defaultIsAccessibilityElement: Bool { true }
        override var defaultAccessibilityLabel: String? { "Dismiss popup" }
        override var defaultAccessibilityTraits: AccessibilityTraits { .button }
        override func performDefaultAction() -> Bool { popover?.userDismiss() ?? false }
    }
}
