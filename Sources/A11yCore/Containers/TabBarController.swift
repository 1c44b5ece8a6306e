/// Hears about the user's tab selections and customisation (TB-31..33).
@MainActor
public protocol TabBarControllerDelegate: AnyObject {
    /// Return false to block the user's selection, temporarily (TB-31).
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool
    /// The user selected a tab (TB-32/33; not sent for selections made in code).
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController)
    /// The user opened the configuration screen (TB-33).
    func tabBarController(_ tabBarController: TabBarController, willBeginCustomizing viewControllers: [ViewController])
    /// The user closed the configuration screen; `changed` says whether the order changed (TB-33).
    func tabBarController(_ tabBarController: TabBarController, didEndCustomizing viewControllers: [ViewController],
                          changed: Bool)
}

extension TabBarControllerDelegate {
    public func tabBarController(_ tabBarController: TabBarController,
                                 shouldSelect viewController: ViewController) -> Bool { true }
    public func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {}
    public func tabBarController(_ tabBarController: TabBarController, willBeginCustomizing viewControllers: [ViewController]) {}
    public func tabBarController(_ tabBarController: TabBarController, didEndCustomizing viewControllers: [ViewController],
                                 changed: Bool) {}
}

/// A radio interface: one child per tab, a tab bar at the bottom (TB-01..50).
///
/// Mirrors `UITabBarController`:
/// - `viewControllers` in tab order (TB-02); exactly one tab selected (TB-01);
/// - more than five children show the first four plus More, whose navigation controller
///   lists the rest and pushes the chosen one (TB-20..22), with an Edit button for the
///   customizable ones (TB-23..25);
/// - a tab switch sends will/did-disappear to the old child and will/did-appear to the new
///   (TB-13); the delegate hears only the user's taps (TB-31..33);
/// - it rotates only when every child agrees (TB-40); content never goes under the bar (TB-41);
/// - a selected navigation stack with `hidesBottomBarWhenPushed` hides the bar (NC-85).
@MainActor
open class TabBarController: ViewController {
    /// The tab bar view; change tabs only through this controller (TB-04).
    public let tabBar = TabBar()
    /// Hears about the user's selections.
    public weak var delegate: (any TabBarControllerDelegate)?

    /// The children, in tab order (TB-02). Setting them resets `customizableViewControllers`
    /// to all of them (TB-25).
    public var viewControllers: [ViewController] {
        get { tabs }
        set { setViewControllers(newValue, animated: false) }
    }
    private var tabs: [ViewController] = []

    /// The controllers the user may move on the configuration screen; nil turns
    /// customisation off (TB-24). Reset to all by every change of `viewControllers` (TB-25).
    public var customizableViewControllers: [ViewController]?

    /// The More navigation controller, shown when there are more than five tabs (TB-22).
    public private(set) lazy var moreNavigationController: MoreNavigationController = {
        let more = MoreNavigationController(tabBarController: self)
        addChild(more)
        more.didMove(toParent: self)
        return more
    }()

    /// The index of the selected tab in `viewControllers`, or nil while More's list shows.
    public private(set) var selectedIndex: Int?
    /// Whether the More tab is the current tab.
    public var isMoreSelected: Bool { showsMore && (selectedIndex.map { $0 >= Self.visibleWithMore } ?? true) }

    /// How many app tabs show beside More (TB-20).
    public static let visibleWithMore = 4
    /// The most tabs shown without More (TB-20).
    public static let maximumTabs = 5

    /// Whether the bar shows four tabs plus More (TB-20).
    public var showsMore: Bool { tabs.count > Self.maximumTabs }

    /// The tabs the bar shows, without More.
    public var barViewControllers: [ViewController] {
        showsMore ? Array(tabs.prefix(Self.visibleWithMore)) : tabs
    }

    public override init() { super.init() }

    public init(viewControllers: [ViewController], selectedIndex: Int = 0) {
        super.init()
        setViewControllers(viewControllers, animated: false)
        if viewControllers.indices.contains(selectedIndex) { self.selectedIndex = selectedIndex }
    }

    /// Replaces the tabs (TB-30); resets customisation (TB-25). If the selected tab was
    /// removed, the first is selected (TB-33).
    ///
    /// Only a change of the displayed controller sends appearance callbacks (TB-13): a
    /// selected tab that stays keeps its place. Tabs shown through More go back to the tab
    /// bar first (a borrowed stack to its navigation controller), and a selected tab past
    /// the fourth is shown through More again afterwards.
    public func setViewControllers(_ controllers: [ViewController], animated: Bool) {
        guard let app = application else { return performSetViewControllers(controllers, animated: animated) }
        app.performTransition { performSetViewControllers(controllers, animated: animated) }
    }

    private func performSetViewControllers(_ controllers: [ViewController], animated: Bool) {
        let more = moreNavigationController
        more.returnBorrowedStack()
        if more.viewControllers.count > 1 { more.popToRootViewController(animated: false) }
        let wasShown = isOnScreen
        let oldDisplayed = displayedController?.shownInPlace
        let oldSelected = selectedViewController
        let removed = tabs.filter { old in !controllers.contains { $0 === old } }
        let added = controllers.filter { $0.parent !== self }
        for controller in added { addChild(controller) }
        for controller in removed { controller.willMove(toParent: nil) }
        tabs = controllers
        customizableViewControllers = controllers
        if let oldSelected, let index = controllers.firstIndex(where: { $0 === oldSelected }) {
            selectedIndex = index
        } else {
            selectedIndex = controllers.isEmpty ? nil : 0
        }
        let newDisplayed = displayedController?.shownInPlace
        // The old one disappears, then the new one appears (TB-30).
        let switches = wasShown && oldDisplayed !== newDisplayed
        if switches { oldDisplayed?.beginAppearanceTransition(false, animated: animated) }
        for controller in removed { controller.shownInPlace.viewIfLoaded?.removeFromSuperview() }
        if oldDisplayed !== newDisplayed { oldDisplayed?.viewIfLoaded?.removeFromSuperview() }
        installSelectedView()
        if switches {
            oldDisplayed?.endAppearanceTransition()
            newDisplayed?.beginAppearanceTransition(true, animated: animated)
            newDisplayed?.endAppearanceTransition()
        }
        for controller in removed { controller.removeFromParent() }
        for controller in added { controller.didMove(toParent: self) }
        more.refreshBars()
        if showsMore, let index = selectedIndex, index >= Self.visibleWithMore { more.show(tabs[index]) }
        if wasShown { application?.systemDidChange(.screen) }
    }

    /// The selected child (TB-11); nil while More's list shows.
    public var selectedViewController: ViewController? {
        get { selectedIndex.flatMap { tabs.indices.contains($0) ? tabs[$0] : nil } }
        set {
            guard let newValue, let index = tabs.firstIndex(where: { $0 === newValue }) else { return }
            select(index: index)
        }
    }

    /// The controller whose view fills the content area: the selected tab, or the More
    /// navigation controller for a tab past the fourth.
    public var displayedController: ViewController? {
        if showsMore, selectedIndex.map({ $0 >= Self.visibleWithMore }) ?? true { return moreNavigationController }
        return selectedViewController
    }

    /// Selects tab `index` in code: no delegate calls (TB-33).
    public func select(index: Int) {
        guard tabs.indices.contains(index) else { return }
        switchDisplay { self.selectedIndex = index }
        if showsMore, index >= Self.visibleWithMore {
            moreNavigationController.show(tabs[index])
        }
    }

    /// Selects the More tab, showing what it showed when it was left: its list, or the tab
    /// chosen there with that tab's stack (each tab keeps its state, CT-05). A second tap on
    /// More pops to the list (`userDidTap(nil)`).
    public func selectMore() {
        guard showsMore else { return }
        switchDisplay { self.selectedIndex = nil }
    }

    /// A user's tap on the tab showing `controller` (nil for More): asks the delegate
    /// (TB-31), ignores disabled tabs, selects, and tells the delegate (TB-32).
    @discardableResult
    public func userDidTap(_ controller: ViewController?) -> Bool {
        guard let controller else {
            if isMoreSelected { moreNavigationController.popToRootViewController(animated: true) } else { selectMore() }
            return true
        }
        guard let index = tabs.firstIndex(where: { $0 === controller }), controller.tabBarItem.isEnabled else { return false }
        if delegate?.tabBarController(self, shouldSelect: controller) == false { return false }
        if index == selectedIndex, let nav = controller as? NavigationController {
            nav.popToRootViewController(animated: true)   // a second tap pops to the root
        } else {
            select(index: index)
        }
        delegate?.tabBarController(self, didSelect: controller)
        return true
    }

    /// Swaps the displayed child with appearance callbacks (TB-13) and a screen change.
    private func switchDisplay(_ change: () -> Void) {
        guard let app = application else { return performSwitchDisplay(change) }
        app.performTransition { performSwitchDisplay(change) }
    }

    private func performSwitchDisplay(_ change: () -> Void) {
        // A tab that presented in its own place (MP-23) shows that controller instead.
        let old = displayedController?.shownInPlace
        change()
        let new = displayedController?.shownInPlace
        guard old !== new else { refreshBars(); return }
        let onScreen = isOnScreen
        if onScreen {
            old?.beginAppearanceTransition(false, animated: false)
            new?.beginAppearanceTransition(true, animated: false)
        }
        old?.viewIfLoaded?.removeFromSuperview()
        installSelectedView()
        if onScreen {
            old?.endAppearanceTransition()
            new?.endAppearanceTransition()
            application?.systemDidChange(.screen)
        }
    }

    open override var childrenForAppearanceForwarding: [ViewController] {
        displayedController.map { [$0] } ?? []
    }

    /// Reorders the tabs as the user's customisation does: keeps the selection and the
    /// customizable set (only a change of `viewControllers` in code resets it, TB-25).
    func reorderTabs(_ change: (inout [ViewController]) -> Void) {
        moreNavigationController.returnBorrowedStack()
        let selected = selectedViewController
        let customizable = customizableViewControllers
        change(&tabs)
        customizableViewControllers = customizable
        if let selected { selectedIndex = tabs.firstIndex { $0 === selected } }
        installSelectedView()
        moreNavigationController.refreshBars()
    }

    // MARK: View and layout (TB-03, TB-41, NC-85)

    open override func viewDidLoad() {
        super.viewDidLoad()
        tabBar.accessibilityIdentifier = "tabBar"
        view.addSubview(tabBar)
        installSelectedView()
    }

    private func installSelectedView() {
        guard isViewLoaded else { return }
        for controller in (tabs + [moreNavigationController]).map(\.shownInPlace)
            where controller !== displayedController?.shownInPlace {
            if controller.viewIfLoaded?.superview === view { controller.viewIfLoaded?.removeFromSuperview() }
        }
        if let displayed = displayedController?.shownInPlace, displayed.view.superview !== view {
            view.insertSubview(displayed.view, at: 0)
        }
        layoutChildViews()
    }

    /// Whether the bar is hidden by a pushed controller (NC-85).
    public var isTabBarHidden: Bool {
        (displayedController as? NavigationController)?.hidesBottomBar ?? false
    }

    open override func layoutChildViews() {
        guard isViewLoaded else { return }
        let bounds = view.bounds
        let barHeight = isTabBarHidden ? 0 : TabBar.height + bottomSafeAreaInset
        tabBar.isHidden = isTabBarHidden
        tabBar.frame = Rect(x: 0, y: bounds.height - barHeight, width: bounds.width, height: barHeight)
        displayedController?.shownInPlace.viewIfLoaded?.frame = Rect(x: 0, y: 0, width: bounds.width,
                                                                     height: bounds.height - barHeight)
        tabBar.show(controller: self, rightToLeft: responderWindow?.screen.layoutDirection == .rightToLeft)
    }

    open override func refreshBars() { layoutChildViews() }

    // MARK: Rotation (TB-40)

    /// Rotates only to orientations every child supports (TB-40).
    open override var supportedInterfaceOrientations: InterfaceOrientationMask {
        get {
            var mask = explicitSupportedOrientations ?? .all
            for child in tabs { mask.formIntersection(child.supportedInterfaceOrientations) }
            return mask
        }
        set { explicitSupportedOrientations = newValue }
    }
}
