/// Hears about a popover being dismissed by the user (PO-08).
@MainActor
public protocol PopoverControllerDelegate: AnyObject {
    /// Return false to refuse a dismissal by a tap outside or Escape (discouraged, PO-08).
    func popoverControllerShouldDismissPopover(_ popoverController: PopoverController) -> Bool
    /// The popover was dismissed by the user and is off screen (PO-08).
    func popoverControllerDidDismissPopover(_ popoverController: PopoverController)
}

extension PopoverControllerDelegate {
    public func popoverControllerShouldDismissPopover(_ popoverController: PopoverController) -> Bool { true }
    public func popoverControllerDidDismissPopover(_ popoverController: PopoverController) {}
}

/// Shows a content controller in a floating layer above the window (PO-01..14, pad).
///
/// Mirrors `UIPopoverController`, which is not a view controller (PO-01). While it shows,
/// its layer is modal to VoiceOver: a "Dismiss popup" element (the dimmed outside, which a
/// tap dismisses, PO-06) and the content are all that can be reached. Escape and the
/// outside tap ask the delegate (PO-08); dismissing in code does not (PO-09). Showing and
/// dismissing are screen changes (AX-15).
@MainActor
public final class PopoverController {
    /// The controller shown (PO-03). Replacing it drops a custom content size (PO-04).
    public var contentViewController: ViewController {
        didSet { popoverContentSize = nil }
    }
    /// The size; nil means the content controller's (default 320 × 1100, PO-03).
    public var popoverContentSize: Size?
    /// Hears about user dismissals.
    public weak var delegate: (any PopoverControllerDelegate)?
    /// Views outside the popover that stay usable while it shows (PO-14).
    public var passthroughViews: [View] = []
    /// The arrow's direction once shown (PO-14).
    public private(set) var arrowDirection: ArrowDirection = .unknown
    /// Whether the popover is on screen (PO-14).
    public private(set) var isPopoverVisible = false

    /// `UIPopoverArrowDirection` (PO-14).
    public enum ArrowDirection: String, Sendable { case up, down, left, right, any, unknown }

    private weak var window: Window?
    private var anchor: Rect = .zero
    private var layer: PopoverLayer?

    public init(contentViewController: ViewController) {
        self.contentViewController = contentViewController
    }

    /// The default content size of a controller in a popover (PO-03).
    public static let defaultContentSize = Size(width: 320, height: 1100)

    /// Shows the popover pointing at `rect` in `view`'s coordinates (PO-05).
    public func present(from rect: Rect, in view: View, animated: Bool = true) {
        guard let window = view.window, !isPopoverVisible else { return }
        present(anchor: view.convert(rect, to: nil), window: window, animated: animated)
    }

    /// Shows the popover pointing at a bar button item's button (PO-05).
    public func present(from item: BarButtonItem, in window: Window, animated: Bool = true) {
        let button = Self.findButton(for: item, in: window)
        let anchor = button.map { $0.convert($0.bounds, to: nil) }
            ?? Rect(x: 0, y: window.contentFrame.minY, width: 44, height: 44)
        present(anchor: anchor, window: window, animated: animated)
    }

    private static func findButton(for item: BarButtonItem, in view: View) -> View? {
        if let button = view as? BarButton, button.item === item { return button }
        for subview in view.subviews { if let found = findButton(for: item, in: subview) { return found } }
        return nil
    }

    private func present(anchor: Rect, window: Window, animated: Bool) {
        if let app = window.app {
            app.performTransition { performPresent(anchor: anchor, window: window, animated: animated) }
        } else {
            performPresent(anchor: anchor, window: window, animated: animated)
        }
    }

    private func performPresent(anchor: Rect, window: Window, animated: Bool) {
        self.window = window
        self.anchor = anchor
        let layer = PopoverLayer(popover: self)
        self.layer = layer
        isPopoverVisible = true
        contentViewController.hostWindow = window
        window.popovers.append(self)
        contentViewController.beginAppearanceTransition(true, animated: animated)
        window.addSubview(layer)
        layer.contentHost.addSubview(contentViewController.view)
        layout()
        contentViewController.endAppearanceTransition()
        window.app?.systemDidChange(.screen)
    }

    /// Places the popover next to its anchor, below it when there is room (PO-05).
    func layout() {
        guard let window, let layer else { return }
        layer.frame = window.bounds
        let size = popoverContentSize ?? Self.defaultContentSize
        let bounds = window.bounds
        let width = min(size.width, bounds.width - 20)
        let below = bounds.height - anchor.maxY - 20
        let above = anchor.minY - window.contentFrame.minY - 20
        let y: Double, height: Double
        if below >= above {
            arrowDirection = .up
            y = anchor.maxY + 10
            height = min(size.height, below)
        } else {
            arrowDirection = .down
            height = min(size.height, above)
            y = anchor.minY - 10 - height
        }
        let x = min(max(10, anchor.midX - width / 2), bounds.width - width - 10)
        let area = Rect(x: x, y: y, width: width, height: max(0, height))
        layer.contentHost.frame = area
        contentViewController.viewIfLoaded?.frame = Rect(x: 0, y: 0, width: area.width, height: area.height)
        contentViewController.layoutChildViews()
    }

    /// Dismisses in code: no delegate calls (PO-06, PO-09).
    public func dismiss(animated: Bool = true) {
        guard isPopoverVisible, let window else { return }
        if let app = window.app {
            app.performTransition { performDismiss(window: window, animated: animated) }
        } else {
            performDismiss(window: window, animated: animated)
        }
    }

    private func performDismiss(window: Window, animated: Bool) {
        contentViewController.beginAppearanceTransition(false, animated: animated)
        layer?.removeFromSuperview()
        contentViewController.viewIfLoaded?.removeFromSuperview()
        layer = nil
        isPopoverVisible = false
        window.popovers.removeAll { $0 === self }
        contentViewController.endAppearanceTransition()
        contentViewController.hostWindow = nil
        window.app?.systemDidChange(.screen)
    }

    /// A tap outside or Escape: asks the delegate, dismisses, then tells it (PO-08).
    /// Returns whether the popover was dismissed.
    @discardableResult
    public func userDismiss() -> Bool {
        guard isPopoverVisible else { return false }
        if delegate?.popoverControllerShouldDismissPopover(self) == false { return false }
        dismiss(animated: true)
        delegate?.popoverControllerDidDismissPopover(self)
        return true
    }
}
