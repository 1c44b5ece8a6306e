import A11yCore
/// The actions of SceneFileReference, "Actions", carried out on the live objects.
extension SceneApp {
    /// Runs `actions` in order, with `context` as the controller they belong to. Returns
    /// true ("handled") unless the list ends in `pass` (AX-22).
    ///
    /// A run started while another is in progress (an action whose callbacks run more
    /// actions) counts against `maximumNestedRuns`; past it, the actions are skipped.
    @discardableResult
    public func run(_ actions: [ActionSpec], context: ViewController?) -> Bool {
        if runDepth > 0 {
            nestedRuns += 1
            if nestedRuns > Self.maximumNestedRuns {
                if nestedRuns == Self.maximumNestedRuns + 1 {
                    warn("actions kept starting more actions (an onAppear that pushes or presents itself?); "
                         + "stopped after \(Self.maximumNestedRuns)")
                }
                return true
            }
        }
        runDepth += 1
        defer {
            runDepth -= 1
            if runDepth == 0 { nestedRuns = 0 }
        }
        return runList(actions, context: context)
    }

    /// Runs `actions` in order; false when the list ends in `pass`. An `if` stands for the
    /// branch it takes, so a branch ending in `pass` declines the whole handler.
    private func runList(_ actions: [ActionSpec], context: ViewController?) -> Bool {
        for action in actions {
            switch action {
            case .pass:
                return false
            case .when(let id, let property, let then, let otherwise):
                guard let target = view(id: id) else {
                    warn("if: no view \(id) is loaded")
                    continue
                }
                if !runList(matches(target, property) ? then : otherwise, context: context) { return false }
            default:
                perform(action, context: context)
            }
        }
        return true
    }

    private func perform(_ action: ActionSpec, context: ViewController?) {
        switch action {
        case .push(let ref):
            guard let nav = navigationController(for: context) else { return warn("push: no navigation controller is on screen") }
            let controller = makeController(ref)
            if controller is AlertController { return warn("push: an alert is presented (present:), not pushed") }
            if controller is TabBarController || controller is NavigationController {
                return warn("push: a \(controller is TabBarController ? "tab bar" : "navigation") controller cannot be pushed")
            }
            nav.pushViewController(controller, animated: true)
        case .pop:
            guard let nav = navigationController(for: context) else { return warn("pop: no navigation controller is on screen") }
            nav.popViewController(animated: true)
        case .popToRoot:
            navigationController(for: context)?.popToRootViewController(animated: true)
        case .popTo(let id):
            guard let nav = navigationController(for: context),
                  let target = nav.viewControllers.last(where: { $0.identifier == id }) else {
                return warn("popTo: \(id) is not in the navigation stack")
            }
            nav.popToViewController(target, animated: true)
        case .present(let ref, let style):
            let controller = makeController(ref)
            if let style { controller.modalPresentationStyle = style }
            var presenter = context ?? window.topViewController
            if let current = presenter, current.presentationContext.presentedViewController != nil {
                presenter = window.topViewController
            }
            // PO-10: an app dismisses its popover before presenting; when the handler ran in
            // the popover, it then presents from the screen the popover was over (UIKit
            // would refuse a presenter that left the window with the popover).
            if let current = presenter,
               let popover = window.popovers.last(where: { current.rootAncestor === $0.contentViewController }) {
                popover.dismiss(animated: false)
                presenter = window.topViewController
            }
            guard let presenter, presenter.present(controller, animated: true) else {
                return warn("present: nothing on screen can present \(controller.identifier ?? "the controller")")
            }
        case .dismiss:
            (context ?? window.topViewController)?.dismiss(animated: true)
        case .selectTab(let index):
            guard let tabs = tabBarController(for: context) else { return warn("selectTab: no tab bar controller") }
            guard tabs.viewControllers.indices.contains(index) else {
                return warn("selectTab: there is no tab \(index); there are \(tabs.viewControllers.count)")
            }
            tabs.select(index: index)
        case .popover(let ref, let from):
            guard let anchor = view(id: from), anchor.window != nil else { return warn("popover: \(from) is not on screen") }
            let popover = PopoverController(contentViewController: makeController(ref))
            popover.present(from: anchor.bounds, in: anchor)
        case .dismissPopover:
            window.popovers.last?.dismiss(animated: true)
        case .announce(let text, let queued):
            application.post(.announcement(text, queued: queued))
        case .post(let name, let element, let text):
            let argument: AccessibilityNotificationArgument?
            if let element, let target = view(id: element) { argument = .element(target) }
            else if let text { argument = .text(text) }
            else { argument = nil }
            switch name {
            case "screenChanged": application.post(.screenChanged(argument))
            case "layoutChanged": application.post(.layoutChanged(argument))
            default: application.post(.pageScrolled(text ?? ""))
            }
        case .set(let id, let properties):
            guard let target = view(id: id) else { return warn("set: no view \(id) is loaded") }
            for property in properties { apply(property, to: target) }
        case .toggle(let id):
            guard let target = view(id: id) else { return warn("toggle: no view \(id) is loaded") }
            if let toggle = target as? Switch { toggle.isOn.toggle() }
            else if let cell = target as? TableViewCell { cell.isOn.toggle() }
            else { warn("toggle: \(id) is not a switch") }
        case .increment(let id), .decrement(let id):
            let up: Bool = if case .increment = action { true } else { false }
            guard let target = view(id: id) as? any AdjustableValue else {
                return warn("\(up ? "increment" : "decrement"): \(id) is not a slider or stepper")
            }
            _ = target.adjust(by: up ? 1 : -1)
            (target as? View)?.setNeedsAccessibilityUpdate()
        case .rotate(let orientation):
            if !window.rotate(to: orientation) { warn("rotate: \(orientation.rawValue) is not allowed here") }
        case .pass:
            break
        case .setEditing(let editing):
            (context ?? window.topViewController)?.setEditing(editing, animated: true)
        case .when(let id, let property, let then, let otherwise):
            _ = runList([.when(view: id, property: property, then: then, otherwise: otherwise)], context: context)
        case .focus(let id):
            guard let target = view(id: id) else { return warn("focus: no view \(id) is loaded") }
            if !target.becomeFirstResponder() { warn("focus: \(id) cannot become first responder here") }
        case .turnPage(let forward):
            guard let pages = pageController(for: context) else { return warn("turnPage: no page view controller") }
            pages.turnPage(toAfter: forward)
        case .showDetail(let ref):
            // showDetailViewController: the split view controller replaces its detail; with
            // none on screen it behaves as `show` (push, else present).
            if let split = splitController(for: context), let master = split.master {
                split.viewControllers = [master, makeController(ref)]
            } else if navigationController(for: context) != nil {
                perform(.push(ref), context: context)
            } else {
                perform(.present(ref, nil), context: context)
            }
        case .unwind:
            // An unwind segue goes back to the screen that led here: a presented screen is
            // dismissed, a pushed one popped.
            let start = context ?? window.topViewController
            if let start, start.rootAncestor.presentingViewController != nil {
                start.dismiss(animated: true)
            } else if let nav = navigationController(for: context), nav.viewControllers.count > 1 {
                nav.popViewController(animated: true)
            } else {
                warn("unwind: there is no screen to go back to")
            }
        }
    }

    /// Whether `view`'s property currently has the value `property` names.
    private func matches(_ view: View, _ property: PropertySpec) -> Bool {
        switch (property.key, property.value) {
        case ("text", .text(let text)):
            let current = (view as? Label)?.text ?? (view as? TextField)?.text ?? view.accessibilityLabel
            return current == text
        case ("label", .text(let text)): return view.accessibilityLabel == text
        case ("value", .number(let number)):
            if let adjustable = view as? any AdjustableValue { return adjustable.value == number }
            return view.accessibilityValue == (property.originalText ?? number.compact)
        case ("value", .text(let text)): return view.accessibilityValue == text
        case ("on", .bool(let on)): return ((view as? Switch)?.isOn ?? (view as? TableViewCell)?.isOn ?? false) == on
        case ("selected", .bool(let selected)): return view.isSelected == selected
        case ("selected", .number(let index)): return (view as? SegmentedControl)?.selectedSegmentIndex == Int(index)
        case ("hidden", .bool(let hidden)): return view.isHidden == hidden
        case ("enabled", .bool(let enabled)): return view.isEnabled == enabled
        default: return false
        }
    }

    private func tabBarController(for context: ViewController?) -> TabBarController? {
        if let tabs = context as? TabBarController { return tabs }
        if let tabs = context?.tabBarController { return tabs }
        return visible(TabBarController.self, from: window.rootViewController)
    }

    private func splitController(for context: ViewController?) -> SplitViewController? {
        var controller = context
        while let current = controller {
            if let split = current as? SplitViewController { return split }
            controller = current.parent
        }
        return visible(SplitViewController.self, from: window.rootViewController)
    }

    private func pageController(for context: ViewController?) -> PageViewController? {
        var controller = context
        while let current = controller {
            if let pages = current as? PageViewController { return pages }
            controller = current.parent
        }
        return visible(PageViewController.self, from: context ?? window.topViewController)
    }
}
