import A11yCore

/// What makes two screens the same screen to the audit: the controller hierarchy on display,
/// its presentations and the orientation.
///
/// Built from the window as UIKit's hierarchy is: the root controller; for a navigation
/// controller its whole stack (the back button names the screen below); for a tab bar
/// controller the tab on display (or More); a split view's master and detail; a page view
/// controller's pages on display; any other container's children; each presented controller
/// with its style; popovers; then the orientation. Controllers are named by their scene ids
/// (the class name for those the system makes, such as More's list). Values on screen (a
/// switch's state, a label's text) are not part of it: a toggle does not make a new screen.
@MainActor
public enum ScreenKey {
    /// The key of what `window` shows.
    public static func key(of window: Window) -> String {
        var key = window.screen.orientation.rawValue + " "
        if let root = window.rootViewController { describe(root, into: &key) }
        for popover in window.popovers {
            key += " popover("
            describe(popover.contentViewController, into: &key)
            key += ")"
        }
        return key
    }

    /// The controller that a finding about the whole screen points at: the innermost
    /// controller on display of the topmost presentation or popover.
    public static func leafController(of window: Window) -> ViewController? {
        if let popover = window.popovers.last { return leaf(popover.contentViewController) }
        return window.topViewController.map(leaf)
    }

    /// Whether a presented controller or a popover is on top of the root's screen.
    public static func isModal(_ window: Window) -> Bool { modalController(of: window) != nil }

    /// The controller a modal screen is: the last popover's content, else the topmost presented one.
    static func modalController(of window: Window) -> ViewController? {
        if let popover = window.popovers.last { return popover.contentViewController }
        guard let top = window.topViewController, top !== window.rootViewController else { return nil }
        return top
    }

    /// The key of `controller` alone (with what it presents).
    static func key(of controller: ViewController) -> String {
        var key = ""
        describe(controller, into: &key)
        return key
    }

    static func name(of controller: ViewController) -> String {
        controller.identifier ?? String(describing: type(of: controller))
    }

    private static func describe(_ controller: ViewController, into key: inout String) {
        key += name(of: controller)
        switch controller {
        case let nav as NavigationController:
            list(nav.viewControllers, open: "[", close: "]", into: &key)
        case let tabs as TabBarController:
            if let shown = tabs.displayedController { list([shown], open: "{", close: "}", into: &key) }
        case let split as SplitViewController:
            list([split.master, split.detail].compactMap { $0 }, open: "(", close: split.isMasterHidden ? ")h" : ")", into: &key)
        case let pages as PageViewController:
            list(pages.viewControllers, open: "<", close: ">", into: &key)
        default:
            if !controller.children.isEmpty { list(controller.children, open: "(", close: ")", into: &key) }
        }
        if let presented = controller.presentedViewController {
            key += " ^" + presented.effectivePresentationStyle.rawValue + " "
            describe(presented, into: &key)
        }
    }

    private static func list(_ controllers: [ViewController], open: String, close: String, into key: inout String) {
        key += open
        for (index, child) in controllers.enumerated() {
            if index > 0 { key += "," }
            describe(child, into: &key)
        }
        key += close
    }

    private static func leaf(_ controller: ViewController) -> ViewController {
        var current = controller
        for _ in 0..<100 {
            let next: ViewController?
            switch current {
            case let nav as NavigationController: next = nav.topViewController
            case let tabs as TabBarController: next = tabs.displayedController
            case let split as SplitViewController: next = split.detail
            case let pages as PageViewController: next = pages.viewControllers.first
            default: next = nil
            }
            guard let next else { return current }
            current = next
        }
        return current
    }
}
