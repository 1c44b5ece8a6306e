/// Decides and hears about the master pane hiding (SV-06, SV-09).
@MainActor
public protocol SplitViewControllerDelegate: AnyObject {
    /// Whether to hide the master in `orientation`; default: in portrait only (SV-09).
    func splitViewController(_ split: SplitViewController, shouldHide master: ViewController,
                             in orientation: InterfaceOrientation) -> Bool
    /// The master is hiding; place `barButtonItem` where the user can reach it (SV-09).
    func splitViewController(_ split: SplitViewController, willHide master: ViewController,
                             with barButtonItem: BarButtonItem, for popover: PopoverController)
    /// The master is showing again; remove `barButtonItem` (SV-09).
    func splitViewController(_ split: SplitViewController, willShow master: ViewController,
                             invalidating barButtonItem: BarButtonItem)
}

extension SplitViewControllerDelegate {
    public func splitViewController(_ split: SplitViewController, shouldHide master: ViewController,
                                    in orientation: InterfaceOrientation) -> Bool {
        orientation.isPortrait
    }
    public func splitViewController(_ split: SplitViewController, willHide master: ViewController,
                                    with barButtonItem: BarButtonItem, for popover: PopoverController) {}
    public func splitViewController(_ split: SplitViewController, willShow master: ViewController,
                                    invalidating barButtonItem: BarButtonItem) {}
}

/// Master and detail side by side (SV-01..09, pad).
///
/// Mirrors `UISplitViewController`: the master pane is 320 points wide and the detail fills
/// the rest (SV-01). In portrait the master hides by default and a bar button titled after
/// it opens it in a popover (SV-06, SV-09); without a delegate that places the button, the
/// split puts it first among the left items of the detail's root controller when the detail
/// is a navigation controller (as Apple's master-detail template does; a detail that is not
/// a navigation controller needs a delegate to place it, as in UIKit). It rotates only to
/// orientations both panes support, hidden or not
/// (SV-05), and it cannot be presented (SV-03).
@MainActor
open class SplitViewController: ViewController {
    public static let masterWidth = 320.0

    public weak var delegate: (any SplitViewControllerDelegate)?

    /// The panes: master first, then detail (SV-01).
    public var viewControllers: [ViewController] {
        get { [master, detail].compactMap { $0 } }
        set {
            precondition(newValue.count == 2, "a split view controller has exactly two panes (SV-01)")
            for old in children {
                old.willMove(toParent: nil)
                old.shownInPlace.viewIfLoaded?.removeFromSuperview()
                old.removeFromParent()
            }
            master = newValue[0]
            detail = newValue[1]
            for child in newValue { addChild(child); child.didMove(toParent: self) }
            guard isViewLoaded else { return }
            installPanes()
            // Panes put on screen now appear (LC-30, CT-10): their views went in after didMove.
            if isOnScreen {
                for pane in childrenForAppearanceForwarding where pane.appearState != .appeared {
                    pane.beginAppearanceTransition(true, animated: false)
                    pane.endAppearanceTransition()
                }
            }
        }
    }

    public private(set) var master: ViewController?
    public private(set) var detail: ViewController?

    /// Whether the master is hidden behind the bar button now.
    public private(set) var isMasterHidden = false
    /// The bar button that shows the hidden master (SV-09).
    public private(set) var masterBarButtonItem: BarButtonItem?
    /// The popover that shows the master in portrait.
    public private(set) var masterPopover: PopoverController?
    private weak var buttonHost: ViewController?

    /// Opens the master in its popover the first time the split appears with it hidden, as
    /// the user would tap its bar button to reach it (a screen asked for in the master, in portrait).
    public var opensHiddenMasterOnAppear = false

    public override init() { super.init() }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard opensHiddenMasterOnAppear else { return }
        opensHiddenMasterOnAppear = false
        if isMasterHidden, masterPopover?.isPopoverVisible == false { showMasterPopover() }
    }

    public init(master: ViewController, detail: ViewController) {
        super.init()
        viewControllers = [master, detail]
    }

    open override var childrenForAppearanceForwarding: [ViewController] {
        [isMasterHidden ? nil : master, detail].compactMap { $0 }
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        installPanes()
    }

    private func installPanes() {
        guard isViewLoaded else { return }
        // A pane that presented in its own place shows what it presented (MP-23).
        if let shown = detail?.shownInPlace, shown.view.superview !== view { view.addSubview(shown.view) }
        updateMasterVisibility(animated: false)
        // A master that stays visible (landscape) shows beside the detail (SV-01, SV-06).
        if !isMasterHidden, let shown = master?.shownInPlace, shown.view.superview !== view { view.addSubview(shown.view) }
        layoutChildViews()
    }

    /// Whether the master should hide in `orientation` (delegate, else portrait, SV-09).
    func shouldHideMaster(in orientation: InterfaceOrientation) -> Bool {
        guard let master else { return false }
        if let delegate { return delegate.splitViewController(self, shouldHide: master, in: orientation) }
        return orientation.isPortrait
    }

    /// Shows or hides the master for the current orientation (SV-06).
    func updateMasterVisibility(animated: Bool) {
        guard let master, isViewLoaded else { return }
        let hide = shouldHideMaster(in: interfaceOrientation)
        if hide && (!isMasterHidden || masterBarButtonItem == nil) {
            // What the master shows in its place hides with it (MP-23, MP-50).
            let shown = master.shownInPlace
            let onScreen = shown.isOnScreen
            if onScreen { shown.beginAppearanceTransition(false, animated: animated) }
            shown.viewIfLoaded?.removeFromSuperview()
            if onScreen { shown.endAppearanceTransition() }
            isMasterHidden = true
            let popover = PopoverController(contentViewController: master)
            let item = BarButtonItem(title: master.title ?? "Master") { [weak self] in self?.showMasterPopover() }
            item.identifier = "splitMasterButton"
            masterPopover = popover
            masterBarButtonItem = item
            if let delegate {
                delegate.splitViewController(self, willHide: master, with: item, for: popover)
            } else if let host = (detail as? NavigationController)?.viewControllers.first {
                // As Apple's master-detail template does, on the detail's root; before the
                // root's own left items, which stay.
                host.navigationItem.leftBarButtonItems.insert(item, at: 0)
                buttonHost = host
            }
        } else if !hide && isMasterHidden {
            masterPopover?.dismiss(animated: false)
            if let item = masterBarButtonItem {
                delegate?.splitViewController(self, willShow: master, invalidating: item)
                buttonHost?.navigationItem.leftBarButtonItems.removeAll { $0 === item }
            }
            isMasterHidden = false
            masterBarButtonItem = nil
            masterPopover = nil
            let onScreen = isOnScreen
            let shown = master.shownInPlace
            if onScreen { shown.beginAppearanceTransition(true, animated: animated) }
            view.addSubview(shown.view)
            layoutChildViews()
            if onScreen { shown.endAppearanceTransition() }
        }
    }

    /// Opens the hidden master in a popover from its bar button (SV-06).
    public func showMasterPopover() {
        guard isMasterHidden, let popover = masterPopover, let item = masterBarButtonItem, let window = responderWindow else {
            return
        }
        if popover.isPopoverVisible { popover.userDismiss(); return }
        popover.popoverContentSize = Size(width: Self.masterWidth, height: window.bounds.height * 0.7)
        popover.present(from: item, in: window)
    }

    open override func layoutChildViews() {
        guard isViewLoaded else { return }
        // Each pane is read as a whole, master then detail (the element tree the seed rules imply for a split
        // view in landscape; UIKitRules, SV-01).
        // A pane's place may hold what it presented there (MP-23): that view is the pane now.
        let masterView = master?.shownInPlace.viewIfLoaded
        let detailView = detail?.shownInPlace.viewIfLoaded
        masterView?.shouldGroupAccessibilityChildren = true
        detailView?.shouldGroupAccessibilityChildren = true
        let bounds = view.bounds
        if isMasterHidden {
            detailView?.frame = bounds
        } else {
            masterView?.frame = Rect(x: 0, y: 0, width: Self.masterWidth, height: bounds.height)
            detailView?.frame = Rect(x: Self.masterWidth + 1, y: 0, width: max(0, bounds.width - Self.masterWidth - 1),
                                     height: bounds.height)
        }
    }

    open override func didRotate(from orientation: InterfaceOrientation) {
        super.didRotate(from: orientation)
        updateMasterVisibility(animated: true)
    }

    /// Both panes must support an orientation, including a hidden one (SV-05).
    open override var supportedInterfaceOrientations: InterfaceOrientationMask {
        get {
            var mask = explicitSupportedOrientations ?? .all
            for child in [master, detail].compactMap({ $0 }) { mask.formIntersection(child.supportedInterfaceOrientations) }
            return mask
        }
        set { explicitSupportedOrientations = newValue }
    }
}
