/// Hears about changes of a navigation controller's top controller (NC-43).
@MainActor
public protocol NavigationControllerDelegate: AnyObject {
    /// The new top's view is about to be shown (after the appearance "wills").
    func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController,
                              animated: Bool)
    /// The new top's view is shown (after the appearance "dids").
    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController,
                              animated: Bool)
}

extension NavigationControllerDelegate {
    public func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController,
                                     animated: Bool) {}
    public func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController,
                                     animated: Bool) {}
}

/// A stack of content controllers with a navigation bar and an optional toolbar.
///
/// Mirrors `UINavigationController` (NC-01..96):
/// - the stack is `viewControllers`, root first (NC-10); the root can never be popped (NC-02);
/// - push, pop, popTo, popToRoot and setViewControllers send appearance callbacks only to
///   the outgoing and incoming top controllers (NC-41), with the delegate's willShow and
///   didShow in NC-43's order; a request made during a transition waits for it (NC-26);
/// - the bar's slots follow NC-53..59; the toolbar shows the top's items (NC-81) unless a
///   controller in the stack hides the bottom bar (NC-85);
/// - `topViewController` vs `visibleViewController` (NC-09);
/// - Escape pops one level, and declines at the root (NC-96, AX-25).
///
/// ```swift
/// let nav = NavigationController(rootViewController: list)
/// nav.pushViewController(detail, animated: true)   // VoiceOver lands on "List. Back Button."
/// ```
@MainActor
open class NavigationController: ViewController {
    /// The bar at the top (NC-01); change it only through this controller (NC-08).
    public let navigationBar = NavigationBar()
    /// The toolbar at the bottom, hidden by default (NC-80).
    public let toolbar = Toolbar()
    /// Hears about top-controller changes.
    public weak var delegate: (any NavigationControllerDelegate)?

    /// Whether the navigation bar is hidden (NC-70).
    public private(set) var isNavigationBarHidden = false
    /// Whether the toolbar is hidden; true until set otherwise (NC-80).
    public private(set) var isToolbarHidden = true

    private var isTransitioning = false
    private var pendingTransitions: [() -> Void] = []

    public init(rootViewController: ViewController) {
        super.init()
        setStack([rootViewController], animated: false)
    }

    /// An empty navigation controller; set `viewControllers` before showing it.
    public override init() { super.init() }

    // MARK: The stack (NC-09, NC-10)

    /// The stack, root first (NC-10).
    public var viewControllers: [ViewController] {
        get { children }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The top of the stack.
    public var topViewController: ViewController? { children.last }

    /// The controller whose view shows: the top, or what is presented over this
    /// navigation interface (NC-09, MP-43), also when an enclosing container such as the
    /// tab bar controller performed the presentation (MP-25).
    public var visibleViewController: ViewController? {
        var controller: ViewController? = topViewController?.presentedViewController ?? presentationOwner?.presentedViewController
        guard controller != nil else { return topViewController }
        while let presented = controller?.presentedViewController { controller = presented }
        return controller
    }

    /// LC-51: a navigation controller's title defaults to its top controller's.
    open override var title: String? {
        get { super.title ?? topViewController?.title }
        set { super.title = newValue }
    }

    /// The title set on the navigation controller itself, if any.
    var ownTitle: String? { super.title }

    open override var childrenForAppearanceForwarding: [ViewController] {
        topViewController.map { [$0] } ?? []
    }

    // MARK: Stack operations (NC-20..27)

    /// Pushes `viewController` on top (NC-20). It must not already be in the stack, and
    /// must not be a tab bar controller (TB-14, GAP 14).
    open func pushViewController(_ viewController: ViewController, animated: Bool) {
        precondition(!children.contains { $0 === viewController }, "pushing a controller that is already in the stack")
        precondition(!(viewController is TabBarController), "a tab bar controller cannot be pushed (TB-14)")
        setStack(children + [viewController], animated: animated)
    }

    /// Pops the top controller and returns it; nil at the root (NC-02, NC-21).
    @discardableResult
    open func popViewController(animated: Bool) -> ViewController? {
        guard children.count > 1, let top = topViewController else { return nil }
        setStack(Array(children.dropLast()), animated: animated)
        return top
    }

    /// Pops everything above the root; returns the popped controllers (NC-22).
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [ViewController] {
        guard children.count > 1 else { return [] }
        let popped = Array(children.dropFirst())
        setStack([children[0]], animated: animated)
        return popped
    }

    /// Pops everything above `viewController`; returns the popped controllers (NC-23).
    @discardableResult
    open func popToViewController(_ viewController: ViewController, animated: Bool) -> [ViewController] {
        guard let index = children.firstIndex(where: { $0 === viewController }) else { return [] }
        let popped = Array(children[(index + 1)...])
        if !popped.isEmpty { setStack(Array(children[...index]), animated: animated) }
        return popped
    }

    /// Replaces the whole stack (NC-24).
    open func setViewControllers(_ viewControllers: [ViewController], animated: Bool) {
        precondition(!viewControllers.isEmpty, "a navigation stack holds at least its root (NC-02)")
        setStack(viewControllers, animated: animated)
    }

    /// The one transition every stack operation goes through (NC-40..43).
    private func setStack(_ newStack: [ViewController], animated: Bool) {
        if let app = application, !isTransitioning {
            app.performTransition { performSetStack(newStack, animated: animated) }
        } else {
            performSetStack(newStack, animated: animated)
        }
    }

    private func performSetStack(_ newStack: [ViewController], animated: Bool) {
        if isTransitioning {
            pendingTransitions.append { [weak self] in self?.setStack(newStack, animated: animated) }
            return
        }
        isTransitioning = true
        defer {
            isTransitioning = false
            if !pendingTransitions.isEmpty { pendingTransitions.removeFirst()() }
        }
        let oldTop = topViewController
        let newTop = newStack.last
        let removed = children.filter { old in !newStack.contains { $0 === old } }
        let added = newStack.filter { new in !children.contains { $0 === new } }
        for controller in added { addChild(controller) }
        for controller in removed { controller.willMove(toParent: nil) }
        children = newStack
        let onScreen = isOnScreen
        if oldTop !== newTop, let newTop {
            // What shows for each top: the top itself, or what it presented in its own
            // place (a context it defines, MP-23), which leaves and returns with it.
            let oldShown = oldTop?.shownInPlace
            let newShown = newTop.shownInPlace
            // The incoming top's view loads before the first callback (NC-43, LC-10);
            // only the top's, however many were pushed (LC-15).
            if isViewLoaded { newShown.loadViewIfNeeded() }
            if onScreen {
                oldShown?.beginAppearanceTransition(false, animated: animated)
                newShown.beginAppearanceTransition(true, animated: animated)
            }
            delegate?.navigationController(self, willShow: newTop, animated: animated)
            if isViewLoaded {
                oldShown?.viewIfLoaded?.removeFromSuperview()
                view.insertSubview(newShown.view, at: 0)
            }
            refreshBars()
            if onScreen {
                oldShown?.endAppearanceTransition()
                newShown.endAppearanceTransition()
            }
            delegate?.navigationController(self, didShow: newTop, animated: animated)
        } else {
            refreshBars()
        }
        for controller in removed {
            controller.viewIfLoaded?.removeFromSuperview()
            controller.removeFromParent()
        }
        for controller in added { controller.didMove(toParent: self) }
        if !removed.isEmpty { didRemoveFromStack(removed) }
        if onScreen && oldTop !== newTop { application?.systemDidChange(.screen) }
    }

    /// Controllers left the stack and their parent (More gives tabs back to the tab bar).
    func didRemoveFromStack(_ removed: [ViewController]) {}

    // MARK: Bars (NC-50..86)

    /// Shows or hides the navigation bar (NC-70); a layout change for VoiceOver.
    public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != isNavigationBarHidden else { return }
        isNavigationBarHidden = hidden
        layoutChildViews()
        if isOnScreen { application?.systemDidChange(.layout(resetsFocus: false)) }
    }

    /// Shows or hides the toolbar (NC-86); a layout change for VoiceOver.
    public func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != isToolbarHidden else { return }
        isToolbarHidden = hidden
        layoutChildViews()
        if isOnScreen { application?.systemDidChange(.layout(resetsFocus: false)) }
    }

    /// Whether a controller in the stack hides the bottom bar (NC-85, read as "anywhere in
    /// the stack": it stays hidden until that controller is popped).
    public var hidesBottomBar: Bool { children.contains { $0.hidesBottomBarWhenPushed } }

    /// Whether the toolbar is on screen now.
    public var isToolbarShowing: Bool { !isToolbarHidden && !hidesBottomBar }

    /// The back item for the controller below the top, by NC-53..56.
    func backItem() -> BarButtonItem? {
        guard children.count > 1, let top = topViewController, !top.navigationItem.hidesBackButton else { return nil }
        let previous = children[children.count - 2]
        let item: BarButtonItem
        if let custom = previous.storedNavigationItem?.backBarButtonItem {
            item = custom                                     // NC-53 rule 2, NC-55
        } else {
            let candidates = [previous.storedNavigationItem?.title, previous.title]
            let title = candidates.compactMap { $0 }.first { !$0.isEmpty } ?? "Back"   // NC-56
            item = BarButtonItem(title: title)
            item.identifier = "backButton"
        }
        item.action = { [weak self] in self?.popViewController(animated: true) }   // NC-54
        return item
    }

    open override func refreshBars() {
        guard isViewLoaded else { return }
        layoutChildViews()
    }

    open override func childTitleDidChange(_ child: ViewController) {
        refreshBars()
        super.childTitleDidChange(child)
    }

    var isRightToLeft: Bool { responderWindow?.screen.layoutDirection == .rightToLeft }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(navigationBar)
        view.addSubview(toolbar)
        if let top = topViewController { view.insertSubview(top.shownInPlace.view, at: 0) }
        layoutChildViews()
    }

    /// Whether the bar may show titles large (`prefersLargeTitles`); each item's
    /// `largeTitleDisplayMode` decides for its screen.
    public var prefersLargeTitles = false { didSet { layoutChildViews() } }

    /// Whether the top item's title shows large: the bar prefers large titles and the first
    /// item from the top down that is not `automatic` says always (the root's automatic: large).
    var showsLargeTitle: Bool {
        prefersLargeTitles
            && NavigationItem.LargeTitleDisplayMode.showsLarge(topFirst: viewControllers.reversed().lazy
                .map(\.navigationItem.largeTitleDisplayMode))
    }

    /// Lays out bar, top view and toolbar (NC-04, NC-90, V-12).
    open override func layoutChildViews() {
        guard isViewLoaded else { return }
        let bounds = view.bounds
        let top = topViewController
        let item = top?.navigationItem
        let large = showsLargeTitle
        let barHeight = isNavigationBarHidden
            ? 0 : NavigationBar.height(hasPrompt: item?.prompt != nil, largeTitle: large, search: item?.searchBar != nil)
        let prefix = generatedIDPrefix
        navigationBar.accessibilityIdentifier = prefix + "navigationBar"
        toolbar.accessibilityIdentifier = prefix + "toolbar"
        navigationBar.isHidden = isNavigationBarHidden
        navigationBar.frame = Rect(x: 0, y: 0, width: bounds.width, height: barHeight)
        if !isNavigationBarHidden, let item {
            navigationBar.show(.init(prompt: item.prompt, leftItems: item.leftBarButtonItems,
                                     backItem: backItem(), titleView: item.titleView,
                                     title: item.title ?? top?.title, rightItems: item.rightBarButtonItems,
                                     largeTitle: large, searchBar: item.searchBar, idPrefix: prefix),
                               rightToLeft: isRightToLeft)
        }
        let toolbarHeight = isToolbarShowing ? Toolbar.height + bottomSafeAreaInset : 0
        toolbar.isHidden = !isToolbarShowing
        toolbar.frame = Rect(x: 0, y: bounds.height - toolbarHeight, width: bounds.width, height: toolbarHeight)
        toolbar.show(isToolbarShowing ? (top?.toolbarItems ?? []) : [], rightToLeft: isRightToLeft)
        if let topView = top?.shownInPlace.viewIfLoaded, topView.superview === view {
            topView.frame = Rect(x: 0, y: barHeight, width: bounds.width,
                                 height: max(0, bounds.height - barHeight - toolbarHeight))
        }
        parent?.layoutChildViews()
    }

    // MARK: Generated ids

    /// What goes before the ids of the elements this controller's bars generate, so that
    /// they are unique on a screen: nothing for the screen's first navigation bar, and
    /// `"<id>."` for a bar that comes after another one in the controller hierarchy — a
    /// split view's detail when its master holds a navigation controller, a page after one
    /// that does, a navigation controller inside another one's content (an embedded
    /// container), a child after a sibling that holds one. `<id>` is this controller's
    /// identifier, else its root view controller's, else `navigation`. The rule looks at
    /// where the controller sits, not at what shows now, so a detail's ids stay the same
    /// when its master hides in portrait.
    public var generatedIDPrefix: String {
        var child: ViewController = self
        var secondary = false
        while let parent = child.parent, !secondary {
            let earlier: [ViewController]
            switch parent {
            case let split as SplitViewController: earlier = split.detail === child ? [split.master].compactMap { $0 } : []
            case is NavigationController: secondary = true; earlier = []
            case let pages as PageViewController: earlier = Array(pages.viewControllers.prefix { $0 !== child })
            case is TabBarController: earlier = []      // one tab shows at a time
            default: earlier = Array(parent.children.prefix { $0 !== child })
            }
            if earlier.contains(where: \.containsNavigationController) { secondary = true }
            child = parent
        }
        guard secondary else { return "" }
        return (identifier ?? viewControllers.first?.identifier ?? "navigation") + "."
    }

    open override func didMove(toParent parent: ViewController?) {
        super.didMove(toParent: parent)
        refreshBars()
    }

    // MARK: Escape (NC-96, AX-25)

    /// Pops one level; declines at the root so the gesture travels on.
    open override func accessibilityPerformEscape() -> Bool {
        if let handler = accessibilityGestureHandlers.escape { return handler() }
        return popViewController(animated: true) != nil
    }

    // MARK: Rotation (RO-02)

    /// The top controller decides, as every child of a stack should agree (RO-02).
    open override var supportedInterfaceOrientations: InterfaceOrientationMask {
        get { explicitSupportedOrientations ?? topViewController?.supportedInterfaceOrientations ?? defaultSupportedOrientations }
        set { explicitSupportedOrientations = newValue }
    }
}

extension ViewController {
    /// Whether this controller is a navigation controller or contains one.
    var containsNavigationController: Bool {
        self is NavigationController || children.contains { $0.containsNavigationController }
    }
}
