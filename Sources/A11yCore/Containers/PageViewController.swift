/// Supplies the pages around a displayed one (PV-07, PV-11/12).
@MainActor
public protocol PageViewControllerDataSource: AnyObject {
    /// The page to the left or top of `viewController`, or nil at that end (PV-15).
    func pageViewController(_ pageViewController: PageViewController,
                            viewControllerBefore viewController: ViewController) -> ViewController?
    /// The page to the right or bottom of `viewController`, or nil at that end.
    func pageViewController(_ pageViewController: PageViewController,
                            viewControllerAfter viewController: ViewController) -> ViewController?
    /// The position VoiceOver announces after a page turn ("Page 2 of 5"); nil for none.
    func pageViewController(_ pageViewController: PageViewController, positionOf viewController: ViewController) -> String?
}

extension PageViewControllerDataSource {
    public func pageViewController(_ pageViewController: PageViewController,
                                   positionOf viewController: ViewController) -> String? { nil }
}

/// Hears about page turns (PV-10, PV-15).
@MainActor
public protocol PageViewControllerDelegate: AnyObject {
    func pageViewController(_ pageViewController: PageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [ViewController], transitionCompleted completed: Bool)
}

/// Content one page at a time (PV-01..15).
///
/// Mirrors `UIPageViewController`: orientation, spine location and transition style are
/// fixed at creation (PV-05); `setViewControllers` takes one page for a min or max spine
/// and two for a mid spine or double-sided (PV-15); a data source supplies neighbours
/// (PV-07). A three-finger scroll turns the page and posts `pageScrolled` with the
/// position; at either end it is not handled, and VoiceOver plays the boundary (AX-28,
/// VoiceOverRules, "Gestures").
@MainActor
open class PageViewController: ViewController {
    /// Horizontal or vertical page turns (PV-05).
    public enum NavigationOrientation: String, Sendable { case horizontal, vertical }
    /// Where the spine is: how many pages show (PV-14, PV-15).
    public enum SpineLocation: String, Sendable { case none, min, mid, max }
    /// Page curl (iOS 5) or scroll (iOS 6) (PV-05, PV-15).
    public enum TransitionStyle: String, Sendable { case pageCurl, scroll }
    /// Forward or reverse, for `setViewControllers` (PV-15).
    public enum NavigationDirection: String, Sendable { case forward, reverse }

    public let transitionStyle: TransitionStyle
    public let navigationOrientation: NavigationOrientation
    public let spineLocation: SpineLocation
    public var isDoubleSided: Bool
    public weak var dataSource: (any PageViewControllerDataSource)?
    public weak var delegate: (any PageViewControllerDelegate)?
    /// Keeps a data source the controller owns (a scene's fixed `PageList`).
    public var ownedDataSource: (any PageViewControllerDataSource)? {
        didSet { dataSource = ownedDataSource }
    }

    /// The pages on display, left to right (PV-03).
    public private(set) var viewControllers: [ViewController] = []

    public init(transitionStyle: TransitionStyle = .pageCurl, navigationOrientation: NavigationOrientation = .horizontal,
                spineLocation: SpineLocation = .min, isDoubleSided: Bool = false) {
        self.transitionStyle = transitionStyle
        self.navigationOrientation = navigationOrientation
        self.spineLocation = transitionStyle == .scroll ? .none : spineLocation
        self.isDoubleSided = isDoubleSided
        super.init()
    }

    /// How many controllers `setViewControllers` needs (PV-15).
    public var requiredPageCount: Int { spineLocation == .mid || isDoubleSided ? 2 : 1 }

    /// Shows `controllers` (PV-06, PV-09). Returns false, showing nothing new, when the
    /// count does not fit the spine (PV-15).
    @discardableResult
    public func setViewControllers(_ controllers: [ViewController], direction: NavigationDirection, animated: Bool,
                                   completion: (@MainActor (Bool) -> Void)? = nil) -> Bool {
        guard controllers.count == requiredPageCount else {
            completion?(false)
            return false
        }
        let old = viewControllers
        let onScreen = isOnScreen
        // Pages that stay (one of a mid spine's pair) are not moved again: each willMove
        // gets exactly one didMove (CT-10).
        let arriving = controllers.filter { $0.parent !== self }
        for controller in arriving { addChild(controller) }
        let leaving = old.filter { o in !controllers.contains { $0 === o } }
        for controller in leaving { controller.willMove(toParent: nil) }
        // A page that presented in its own place (MP-23) shows that controller instead,
        // which leaves and comes back with the page, as in the other containers.
        if onScreen {
            for controller in leaving { controller.shownInPlace.beginAppearanceTransition(false, animated: animated) }
            for controller in controllers where !old.contains(where: { $0 === controller }) {
                controller.shownInPlace.beginAppearanceTransition(true, animated: animated)
            }
        }
        viewControllers = controllers
        for controller in leaving { controller.shownInPlace.viewIfLoaded?.removeFromSuperview() }
        if isViewLoaded {
            for controller in controllers.map(\.shownInPlace) where controller.view.superview !== view {
                view.addSubview(controller.view)
            }
        }
        layoutChildViews()
        if onScreen {
            for controller in leaving { controller.shownInPlace.endAppearanceTransition() }
            for controller in controllers { controller.shownInPlace.endAppearanceTransition() }
        }
        for controller in leaving { controller.removeFromParent() }
        for controller in arriving { controller.didMove(toParent: self) }
        completion?(true)
        return true
    }

    open override var childrenForAppearanceForwarding: [ViewController] { viewControllers }

    open override func viewDidLoad() {
        super.viewDidLoad()
        for controller in viewControllers { view.addSubview(controller.shownInPlace.view) }
        layoutChildViews()
    }

    /// Lays the displayed pages side by side (two for a mid spine) or one filling the view.
    open override func layoutChildViews() {
        guard isViewLoaded, !viewControllers.isEmpty else { return }
        let bounds = view.bounds
        let count = Double(viewControllers.count)
        let rightToLeft = responderWindow?.screen.layoutDirection == .rightToLeft
        for (index, controller) in viewControllers.enumerated() {
            let position = rightToLeft ? viewControllers.count - 1 - index : index
            if navigationOrientation == .horizontal {
                let w = bounds.width / count
                controller.shownInPlace.viewIfLoaded?.frame = Rect(x: Double(position) * w, y: 0, width: w, height: bounds.height)
            } else {
                let h = bounds.height / count
                controller.shownInPlace.viewIfLoaded?.frame = Rect(x: 0, y: Double(position) * h, width: bounds.width, height: h)
            }
        }
    }

    /// Whether "next" means the page before (right-to-left content, PV-12).
    var isRightToLeftContent: Bool {
        spineLocation == .max || responderWindow?.screen.layoutDirection == .rightToLeft
    }

    /// Turns one page forward (after) or back (before) through the data source; returns
    /// whether a page turned (PV-07, PV-10).
    @discardableResult
    public func turnPage(toAfter: Bool) -> Bool {
        guard let dataSource, let current = toAfter ? viewControllers.last : viewControllers.first else { return false }
        var next: [ViewController] = []
        var anchor = current
        for _ in 0..<requiredPageCount {
            let page = toAfter ? dataSource.pageViewController(self, viewControllerAfter: anchor)
                               : dataSource.pageViewController(self, viewControllerBefore: anchor)
            guard let page else { break }
            next.append(page)
            anchor = page
        }
        guard !next.isEmpty else { return false }
        if !toAfter { next.reverse() }
        if next.count < requiredPageCount, requiredPageCount == 2 { next = toAfter ? [current] + next : next + [current] }
        let previous = viewControllers
        setViewControllers(Array(next.prefix(requiredPageCount)), direction: toAfter ? .forward : .reverse, animated: true)
        delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: previous, transitionCompleted: true)
        return true
    }

    /// A three-finger scroll turns the page (AX-28). The direction names the swipe and the
    /// content follows the fingers (VoiceOverRules, "Gestures"): a swipe left shows what is to the
    /// right, the page after (PV-11: content to the right or bottom comes after), a swipe up
    /// what is below; right and down show the page before. Right to left (PV-12) "after" is
    /// the logically previous page, so a swipe left goes back there. Next and previous follow
    /// the content's reading direction. At the first or last page, where the data source has
    /// no page that way, the scroll is not handled: VoiceOver plays the boundary at once.
    open override func accessibilityScroll(_ direction: AccessibilityScrollDirection) -> Bool {
        if let handler = accessibilityGestureHandlers.scroll { return handler(direction) }
        guard dataSource != nil, let toAfter = turnsToAfter(direction) else { return false }
        guard turnPage(toAfter: toAfter) else { return false }
        if let page = viewControllers.first, let position = dataSource?.pageViewController(self, positionOf: page) {
            postAccessibilityNotification(.pageScrolled(position))
        }
        return true
    }

    /// Whether a scroll in `direction` turns to the page after (true), before (false), or
    /// is across the pages' axis (nil).
    func turnsToAfter(_ direction: AccessibilityScrollDirection) -> Bool? {
        switch (direction, navigationOrientation) {
        case (.left, .horizontal), (.up, .vertical): true
        case (.right, .horizontal), (.down, .vertical): false
        case (.next, _): !isRightToLeftContent
        case (.previous, _): isRightToLeftContent
        default: nil
        }
    }

    /// A built-in scroller at its end (VoiceOverRules, "Gestures"): the data source has no page in
    /// the direction of `direction`, so the scroll is a boundary.
    override func accessibilityScrollIsAtLimit(_ direction: AccessibilityScrollDirection) -> Bool {
        guard accessibilityGestureHandlers.scroll == nil, let dataSource, let toAfter = turnsToAfter(direction),
              let current = toAfter ? viewControllers.last : viewControllers.first else { return false }
        let neighbour = toAfter ? dataSource.pageViewController(self, viewControllerAfter: current)
                                : dataSource.pageViewController(self, viewControllerBefore: current)
        return neighbour == nil
    }

    /// Without pages it refuses every orientation (PV-06).
    open override var supportedInterfaceOrientations: InterfaceOrientationMask {
        get { viewControllers.isEmpty ? [] : (explicitSupportedOrientations ?? defaultSupportedOrientations) }
        set { explicitSupportedOrientations = newValue }
    }
}
