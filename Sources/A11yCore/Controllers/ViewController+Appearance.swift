/// The appearance cycle (LC-30..36) and its forwarding to children (CT-20..24).
extension ViewController {
    func notify(_ event: LifecycleEvent) {
        for observer in lifecycleObservers { observer(self, event) }
    }

    /// Starts an appearance change: `true` sends `viewWillAppear`, `false`
    /// `viewWillDisappear` (CT-21/22). A call that would repeat the current state is ignored,
    /// so every "will" is matched by exactly one "did" (LC-35).
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        if isAppearing {
            guard appearState == .disappeared || appearState == .disappearing else { return }
            if appearState == .disappearing { endAppearanceTransition() }
            loadViewIfNeeded()
            lastApplication = responderWindow?.app ?? lastApplication
            appearState = .appearing
            appearanceAnimated = animated
            viewWillAppear(animated)
            notify(.viewWillAppear)
            if shouldAutomaticallyForwardAppearanceMethods {
                for child in childrenForAppearanceForwarding {
                    child.shownInPlace.beginAppearanceTransition(true, animated: animated)
                }
            }
        } else {
            guard appearState == .appeared || appearState == .appearing else { return }
            if appearState == .appearing { endAppearanceTransition() }
            appearState = .disappearing
            appearanceAnimated = animated
            viewWillDisappear(animated)
            notify(.viewWillDisappear)
            if shouldAutomaticallyForwardAppearanceMethods {
                for child in children.map(\.shownInPlace)
                    where child.appearState == .appeared || child.appearState == .appearing {
                    child.beginAppearanceTransition(false, animated: animated)
                }
            }
        }
    }

    /// Finishes the change begun by `beginAppearanceTransition`: sends the matching "did".
    public func endAppearanceTransition() {
        switch appearState {
        case .appearing:
            appearState = .appeared
            viewDidAppear(appearanceAnimated)
            notify(.viewDidAppear)
        case .disappearing:
            appearState = .disappeared
            viewDidDisappear(appearanceAnimated)
            notify(.viewDidDisappear)
        default:
            return
        }
        if shouldAutomaticallyForwardAppearanceMethods {
            for child in children.map(\.shownInPlace)
                where child.appearState == .appearing || child.appearState == .disappearing {
                child.endAppearanceTransition()
            }
        }
    }

    /// Whether the controller's view is on a visible window now.
    var isOnScreen: Bool { appearState == .appeared || appearState == .appearing }

    /// The controller shown in this one's place: itself, or what it presented in its own
    /// area (a context that defines it, MP-23), followed up such presentations. Callbacks a
    /// container forwards to a child go there: the covered child is already off screen,
    /// what covers it comes and goes with the container (MP-50, RO-16).
    var shownInPlace: ViewController {
        var controller = self
        while controller.coveredViewPlacement != nil, let presented = controller.presentedViewController {
            controller = presented
        }
        return controller
    }
}
