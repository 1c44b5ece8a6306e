/// Where a covered view was, so dismissal can put it back (MP-07); where in its superview
/// is read at dismissal from where the presented view stands then.
struct CoveredViewPlacement {
    weak var superview: View?
    var frame: Rect
}

/// Modal presentation and dismissal (MP-01..53).
extension ViewController {
    /// The controller whose area a presentation from this controller covers (MP-22..25):
    /// the first of this controller and its ancestors that defines a presentation context,
    /// else the top of its containment tree (the window's root or a presented controller).
    public var presentationContext: ViewController {
        var controller: ViewController? = self
        while let current = controller {
            if current.definesPresentationContext { return current }
            if current.parent == nil { return current }
            controller = current.parent
        }
        return self
    }

    /// Presents `controller` modally over the presentation context (MP-03..07, MP-20..25).
    ///
    /// The context performs the presentation and becomes `presentingViewController`
    /// (MP-25). Only one presentation at a time per controller (MP-03): presenting from a
    /// context that already presents does nothing and returns false. The presented
    /// controller gets will/did-appear with `isBeingPresented`; the controllers it covers
    /// get will/did-disappear, except under a pad sheet (MP-50). A screen change follows (AX-15).
    @discardableResult
    public func present(_ controller: ViewController, animated: Bool = true,
                        completion: (@MainActor () -> Void)? = nil) -> Bool {
        var presented = false
        if let app = application {
            app.performTransition { presented = performPresent(controller, animated: animated) }
        } else {
            presented = performPresent(controller, animated: animated)
        }
        if presented { completion?() }
        return presented
    }

    private func performPresent(_ controller: ViewController, animated: Bool) -> Bool {
        let context = presentationContext
        guard context.presentedViewController == nil, controller.presentingViewController == nil,
              controller.parent == nil, controller !== context,
              let window = context.responderWindow else { return false }
        // PO-10: a visible popover is dismissed before presenting.
        for shown in window.popovers.reversed() { shown.dismiss(animated: false) }
        // A context that was in that popover left the window with it: as in UIKit, a
        // controller whose view is not in the window hierarchy cannot present.
        guard context.responderWindow === window else { return false }
        var style = controller.modalPresentationStyle
        if context.providesPresentationContextTransitionStyle { style = context.modalPresentationStyle }
        // A current-context presentation takes the place of the context's view, wherever
        // that view is, so it shares the context's own style (MP-20).
        controller.effectivePresentationStyle = style
        context.presentedViewController = controller
        controller.presentingViewController = context
        controller.hostWindow = window
        controller.isBeingPresented = true

        let covers = controller.presentationCoversPresenter(on: window.screen.idiom)
        let covered = covers ? context : nil
        covered?.beginAppearanceTransition(false, animated: animated)
        controller.beginAppearanceTransition(true, animated: animated)
        controller.installPresentedView(over: context, in: window, covering: covers)
        covered?.endAppearanceTransition()
        controller.endAppearanceTransition()
        controller.isBeingPresented = false
        // RO-03: a full-screen presentation appears in an orientation it supports.
        if covers { window.adoptDecidingOrientation(preferred: controller.preferredInterfaceOrientationForPresentation) }
        window.app?.systemDidChange(.screen)
        return true
    }

    /// Dismisses following UIKit's rules (MP-30..37): a controller that presented
    /// something dismisses that controller and everything it presented in turn (MP-32);
    /// a presented controller with nothing above it passes the call to its presenter
    /// (MP-31); otherwise nothing happens (MP-34). Only the controllers on screen get
    /// will/did-disappear, with `isBeingDismissed`; the revealed one gets will/did-appear.
    ///
    /// A controller inside the context that performed a presentation counts as having
    /// presented it, as UIKit's `presentedViewController` answers for ancestors: a list in
    /// a navigation controller dismisses the editor it asked to present, though the
    /// navigation controller (the root, MP-22) performed it (MP-30, DF-03).
    public func dismiss(animated: Bool = true, completion: (@MainActor () -> Void)? = nil) {
        if let owner = presentationOwner {
            if let app = application {
                app.performTransition { owner.dismissPresentedChain(animated: animated) }
            } else {
                owner.dismissPresentedChain(animated: animated)
            }
        } else if let presenter = presentingViewController {
            presenter.dismiss(animated: animated, completion: nil)
        }
        completion?()
    }

    /// Whether this controller, presented, takes the place of what it covers (a full-screen
    /// style, or any style on phone), so the covered controllers disappear (MP-50); not an
    /// alert, which floats over its presenter whatever its style.
    func presentationCoversPresenter(on idiom: DeviceIdiom) -> Bool {
        effectivePresentationStyle.coversScreen(on: idiom) && !floatsOverPresenter
    }

    /// This controller or the nearest container around it that presents something.
    var presentationOwner: ViewController? {
        var controller: ViewController? = self
        while let current = controller {
            if current.presentedViewController != nil { return current }
            controller = current.parent
        }
        return nil
    }

    private func dismissPresentedChain(animated: Bool) {
        guard let first = presentedViewController else { return }
        var chain: [ViewController] = []
        var controller: ViewController? = first
        while let current = controller {
            chain.append(current)
            controller = current.presentedViewController
        }
        let window = responderWindow ?? first.responderWindow
        for presented in chain { presented.isBeingDismissed = true }
        // What was covered comes back only if the chain was on screen: dismissing a
        // presentation made in place inside a container that is itself covered reveals
        // nothing yet (MP-50, LC-30).
        // And only a presentation that covered this controller made it disappear: a pad
        // sheet left it on screen (MP-50), so if it is off screen now something else
        // covers it, and dismissing the sheet reveals nothing.
        let covered = window.map { first.presentationCoversPresenter(on: $0.screen.idiom) } ?? false
        let reveals = window?.isVisible == true && !isOnScreen && covered && chain.contains { $0.isOnScreen }
        for presented in chain.reversed() where presented.isOnScreen {
            presented.beginAppearanceTransition(false, animated: animated && presented === chain.last)
        }
        if reveals { beginAppearanceTransition(true, animated: animated) }
        for presented in chain.reversed() { presented.removePresentedView() }
        for presented in chain.reversed() { presented.endAppearanceTransition() }
        if reveals { endAppearanceTransition() }
        for presented in chain {
            presented.isBeingDismissed = false
            presented.presentingViewController?.presentedViewController = nil
            presented.presentingViewController = nil
            presented.hostWindow = nil
        }
        // RO-03: the revealed deciding controller may not support the current orientation.
        window?.adoptDecidingOrientation(preferred: nil)
        window?.app?.systemDidChange(.screen)
    }

    /// Puts the presented view on screen: in place of the context's view when it covers
    /// (MP-07), or in a dimming container over the window for a pad sheet (MP-21).
    func installPresentedView(over context: ViewController, in window: Window, covering: Bool) {
        let presentedView = view!
        if covering, let coveredView = context.viewIfLoaded, let superview = coveredView.superview {
            let index = superview.subviews.firstIndex { $0 === coveredView } ?? superview.subviews.count
            context.coveredViewPlacement = CoveredViewPlacement(superview: superview, frame: coveredView.frame)
            presentedView.frame = coveredView.frame
            superview.insertSubview(presentedView, at: index + 1)
            coveredView.removeFromSuperview()
        } else {
            let dimming = View(frame: window.bounds)
            dimming.accessibilityViewIsModal = true
            dimming.accessibilityIdentifier = "presentation-dimming"
            presentationContainer = dimming
            window.addSubview(dimming)
            dimming.addSubview(presentedView)
        }
        layoutAsPresented()
    }

    /// Sizes the presented view for its style and the current orientation (MP-20, MP-53).
    func layoutAsPresented() {
        guard let window = responderWindow, let presentedView = viewIfLoaded else { return }
        if let dimming = presentationContainer {
            dimming.frame = window.bounds
            let bounds = window.bounds
            switch effectivePresentationStyle {
            case _ where floatsOverPresenter:
                presentedView.frame = bounds        // an alert lays out its own box in it
            case .pageSheet:
                // MP-20: portrait width (the whole width in portrait), full height.
                let width = min(bounds.width, bounds.height)
                presentedView.frame = Rect(x: (bounds.width - width) / 2, y: window.contentFrame.minY,
                                           width: width, height: window.contentFrame.height)
            default:
                let size = Size(width: min(540, bounds.width), height: min(620, bounds.height))
                presentedView.frame = Rect(x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2,
                                           width: size.width, height: size.height)
            }
        } else if let placement = presentingViewController?.coveredViewPlacement {
            var frame = placement.frame
            if presentingViewController === window.rootViewController {
                frame = presentingViewController?.wantsFullScreenLayout == true ? window.bounds : window.contentFrame
                presentingViewController?.coveredViewPlacement?.frame = frame
            }
            presentedView.frame = frame
        }
        layoutChildViews()
    }

    /// Whether `superview` is where this controller's view belongs now: its parent's view
    /// (a container showing it), or the window for a root.
    /// A controller presented in its presenter's place (a covering presentation, MP-07)
    /// belongs where the presenter would be: a container that rebuilt its view after a
    /// memory warning shows it there (LC-21, MP-50).
    func isShownInPlace(in superview: View) -> Bool {
        if let parent { return parent.viewIfLoaded === superview }
        if hostWindow === superview || presenter?.viewIfLoaded === superview { return true }
        guard let presenter, presenter.coveredViewPlacement != nil, presenter.presentedViewController === self else {
            return false
        }
        return presenter.isShownInPlace(in: superview)
    }

    /// Takes the presented view off screen and puts back what it covered.
    func removePresentedView() {
        if let dimming = presentationContainer {
            dimming.removeFromSuperview()
            presentationContainer = nil
        }
        guard let presenter = presentingViewController, let placement = presenter.coveredViewPlacement else {
            viewIfLoaded?.removeFromSuperview()
            return
        }
        // The covered view goes back where this view stands now: a container may have taken
        // it off screen meanwhile (a push over the presenter, a tab switch), and then shows
        // the presenter's own view when it shows the presenter again (MP-23, MP-50); or it
        // may have put it back in a view of its own that a memory warning rebuilt (LC-21),
        // which the placement recorded at presentation does not know.
        let standing = viewIfLoaded.flatMap { view in
            view.superview.map { (superview: $0, frame: view.frame, index: $0.subviews.firstIndex { $0 === view } ?? 0) }
        }
        let stoodInPlace = standing.map {
            $0.superview === placement.superview || presenter.isShownInPlace(in: $0.superview)
        } ?? false
        viewIfLoaded?.removeFromSuperview()
        presenter.coveredViewPlacement = nil
        guard stoodInPlace, let standing else { return }
        // The covered view is the presenter's root view; in the iOS 5 era a memory warning
        // may have unloaded it meanwhile, and reading `view` rebuilds it (LC-20..22).
        let coveredView: View = presenter.view
        coveredView.frame = standing.superview === placement.superview ? placement.frame : standing.frame
        standing.superview.insertSubview(coveredView, at: min(standing.index, standing.superview.subviews.count))
        presenter.layoutChildViews()
    }
}
