/// Containment (CT-10..14) and finding the enclosing containers (NC-11, TB-16).
extension ViewController {
    /// Makes `child` a child of this container. Calls `child.willMove(toParent: self)`
    /// automatically; the container then adds the child's view and calls
    /// `child.didMove(toParent: self)` itself (CT-10).
    public func addChild(_ child: ViewController) {
        precondition(child !== self, "a controller cannot be its own child")
        guard child.parent !== self else { return }
        var ancestor: ViewController? = self
        while let current = ancestor {
            precondition(current !== child, "adding an ancestor as a child would make a cycle")
            ancestor = current.parent
        }
        if child.parent != nil { child.removeFromParent() }
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Removes this controller from its container. The container first calls
    /// `willMove(toParent: nil)` and removes the view; this then calls
    /// `didMove(toParent: nil)` automatically (CT-11).
    ///
    /// A child the container took off screen without an appearance transition of its own
    /// (CT-11's listing on a visible custom container) gets will/did-disappear here, before
    /// `didMove(toParent: nil)`, so it does not stay "appeared" (LC-32, LC-35).
    public func removeFromParent() {
        guard let container = parent else { return }
        container.children.removeAll { $0 === self }
        parent = nil
        if container.shouldAutomaticallyForwardAppearanceMethods, appearState == .appeared, viewIfLoaded?.window == nil {
            beginAppearanceTransition(false, animated: false)
            endAppearanceTransition()
        }
        didMove(toParent: nil)
    }

    /// Swaps two children's views (CT-12): adds `to`'s view beside `from`'s, runs
    /// `animations`, removes `from`'s view, with appearance callbacks for both when this
    /// container is on screen, then calls `completion(true)`. Both must be children.
    public func transition(from: ViewController, to: ViewController, duration: Double = 0,
                           animations: (@MainActor () -> Void)? = nil,
                           completion: (@MainActor (Bool) -> Void)? = nil) {
        precondition(from.parent === self && to.parent === self,
                     "transition(from:to:) needs two children of the container (CT-12)")
        let onScreen = isOnScreen && shouldAutomaticallyForwardAppearanceMethods
        if onScreen {
            from.beginAppearanceTransition(false, animated: duration > 0)
            to.beginAppearanceTransition(true, animated: duration > 0)
        }
        if let superview = from.viewIfLoaded?.superview {
            superview.insertSubview(to.view, aboveSubview: from.view)
        }
        animations?()
        from.viewIfLoaded?.removeFromSuperview()
        if onScreen {
            from.endAppearanceTransition()
            to.endAppearanceTransition()
            application?.systemDidChange(.screen)
        }
        completion?(true)
    }

    /// Called when `title` changes; containers refresh their bars.
    func titleDidChange() {
        parent?.childTitleDidChange(self)
    }

    /// The nearest enclosing navigation controller whose stack holds this controller or an
    /// ancestor of it (NC-11).
    public var navigationController: NavigationController? {
        var controller: ViewController? = self
        while let current = controller {
            if let nav = current.parent as? NavigationController { return nav }
            controller = current.parent
        }
        return nil
    }

    /// The tab bar controller this controller is a tab of, or is inside a tab of; nil when
    /// shown modally (TB-16).
    public var tabBarController: TabBarController? {
        var controller: ViewController? = self
        while let current = controller {
            if let tabs = current.parent as? TabBarController { return tabs }
            if let more = current.parent as? MoreNavigationController { return more.owner }
            controller = current.parent
        }
        return nil
    }

    /// The split view controller this controller is a pane of, or is inside a pane of.
    public var splitViewController: SplitViewController? {
        var controller: ViewController? = parent
        while let current = controller {
            if let split = current as? SplitViewController { return split }
            controller = current.parent
        }
        return nil
    }

    /// The controller at the top of this controller's containment tree.
    public var rootAncestor: ViewController {
        var controller = self
        while let parent = controller.parent { controller = parent }
        return controller
    }

    /// The view with `accessibilityIdentifier == identifier` in this controller's view, if loaded.
    public func view(withIdentifier identifier: String) -> View? {
        viewIfLoaded?.view(withIdentifier: identifier)
    }
}

extension ViewController {
    /// The home indicator's area under this controller's view: the screen's bottom safe-area
    /// inset when the view reaches the bottom of the window, else 0. A tab bar or toolbar
    /// at the bottom of the screen grows by it, as on devices without a home button.
    public var bottomSafeAreaInset: Double {
        guard isViewLoaded, let window = view.window else { return 0 }
        let frame = view.convert(view.bounds, to: nil)
        guard frame.maxY >= window.bounds.maxY - 0.5 else { return 0 }
        return window.screen.device.homeIndicatorHeight(in: window.screen.orientation)
    }
}

extension View {
    /// Whether this is a controller's view placed between the status bar and the bars of its
    /// containers (the window's root, a navigation or tab bar controller's child, a presented
    /// screen), not inside another controller's view (an embedded child).
    package var sitsBetweenBars: Bool {
        guard let controller = viewController, controller.view === self else { return false }
        guard let parent = controller.parent else { return true }
        return parent is NavigationController || parent is TabBarController
    }

    /// This view or the nearest view above it that sits between the bars; nil outside a
    /// controller's view.
    package var betweenBars: View? {
        var area: View? = self
        while let view = area, !view.sitsBetweenBars { area = view.superview }
        return area
    }

    /// The parts of the view the screen's status bar, sensor housing, rounded corners and home
    /// indicator cover, and the bars around its controller's view (`UIView.safeAreaInsets`); zero
    /// outside a window. The model places a controller's view between the bars: only a view
    /// reaching past it (pinned to edges UIKit extends under the bars) has bars in its insets.
    public var safeAreaInsets: EdgeInsets {
        guard let window, !isWindow else { return isWindow ? (self as? Window)?.screen.safeArea ?? EdgeInsets() : EdgeInsets() }
        var safe = window.bounds.inset(by: window.screen.safeArea)
        if let area = betweenBars, area !== self {
            let between = area.convert(area.bounds, to: nil)
            let top = max(safe.minY, between.minY), left = max(safe.minX, between.minX)
            safe = Rect(x: left, y: top, width: max(0, min(safe.maxX, between.maxX) - left),
                        height: max(0, min(safe.maxY, between.maxY) - top))
        }
        let frame = convert(bounds, to: nil)
        return EdgeInsets(top: min(frame.height, max(0, safe.minY - frame.minY)),
                          left: min(frame.width, max(0, safe.minX - frame.minX)),
                          bottom: min(frame.height, max(0, frame.maxY - safe.maxY)),
                          right: min(frame.width, max(0, frame.maxX - safe.maxX)))
    }
}
