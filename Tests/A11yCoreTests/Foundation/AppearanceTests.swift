import Testing
@testable import A11yCore
@testable import TestSupport

/// The generic appearance rules (LC-30..36, V-06). Container-specific orderings are in
/// Containers/ (NC-43, TB-13) and PresentationTests (MP-50).
@MainActor
@Suite("Appearance callbacks")
struct AppearanceTests {
    @Test("the window's root appears on makeKeyAndVisible, not before (LC-30, LC-31, V-06, SB-08)")
    func rootAppearsWhenWindowShows() {
        let log = EventLog()
        let root = Probe("root", log: log)
        let stage = Stage(root, visible: false)
        #expect(root.view.superview === stage.window)          // installed by the window (V-06)
        #expect(log.entries == ["root.viewDidLoad"])

        stage.window.makeKeyAndVisible()
        #expect(log.entries == ["root.viewDidLoad", "root.viewWillAppear", "root.viewDidAppear"])
        #expect(root.appearState == .appeared)
        #expect(stage.app.keyWindow === stage.window)

        stage.window.makeKeyAndVisible()                          // again: nothing new
        #expect(log.entries.count == 3)
    }

    @Test("replacing a visible window's root: the old one disappears, the new one appears (LC-30..33)")
    func replaceRoot() {
        let log = EventLog()
        let old = Probe("old", log: log), new = Probe("new", log: log)
        let stage = Stage(old)
        log.clear()
        stage.window.rootViewController = new
        #expect(log.entries == ["old.viewWillDisappear", "old.viewDidDisappear",
                                "new.viewDidLoad", "new.viewWillAppear", "new.viewDidAppear"])
        #expect(old.viewIfLoaded?.superview == nil)
        #expect(new.view.superview === stage.window)
    }

    /// The view is not yet in the window in viewWillAppear and is in viewDidAppear; it is
    /// still there in viewWillDisappear and gone in viewDidDisappear.
    private func expectWindowTiming(appearing: Probe, disappearing: Probe,
                                    sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(appearing.inWindow["viewWillAppear"] == false, sourceLocation: sourceLocation)
        #expect(appearing.inWindow["viewDidAppear"] == true, sourceLocation: sourceLocation)
        #expect(disappearing.inWindow["viewWillDisappear"] == true, sourceLocation: sourceLocation)
        #expect(disappearing.inWindow["viewDidDisappear"] == false, sourceLocation: sourceLocation)
    }

    @Test("will-callbacks come before the view joins or leaves the window, did-callbacks after (LC-30..33)",
          arguments: ["push", "pop", "tab switch", "present", "dismiss"])
    func windowTiming(transition: String) {
        let a = Probe("A"), b = Probe("B")
        switch transition {
        case "push", "pop":
            let nav = NavigationController(rootViewController: a)
            _ = Stage(nav)
            nav.pushViewController(b, animated: true)
            if transition == "push" { expectWindowTiming(appearing: b, disappearing: a) }
            else { nav.popViewController(animated: true); expectWindowTiming(appearing: a, disappearing: b) }
        case "tab switch":
            let tabs = TabBarController(viewControllers: [a, b])
            _ = Stage(tabs)
            tabs.selectedViewController = b
            expectWindowTiming(appearing: b, disappearing: a)
        default:
            _ = Stage(a)
            a.present(b, animated: true)
            if transition == "present" { expectWindowTiming(appearing: b, disappearing: a) }
            else { a.dismiss(animated: true); expectWindowTiming(appearing: a, disappearing: b) }
        }
    }

    @Test("the root's view sits below the status bar unless it wants full-screen layout (V-11, LO-04)")
    func rootFrame() {
        let plain = Probe("plain")
        let stage = Stage(plain)
        #expect(plain.view.frame == Rect(x: 0, y: 62, width: 402, height: 812))
        let full = Probe("full")
        full.wantsFullScreenLayout = true
        stage.window.rootViewController = full
        #expect(full.view.frame == stage.window.bounds)
    }

    @Test("a container's appearance reaches its displayed child, parent first (CT-20, CT-24)")
    func forwardedToDisplayedChild() {
        let log = EventLog()
        let a = Probe("A", log: log), b = Probe("B", log: log)
        let nav = NavigationController(rootViewController: a)
        nav.identifier = "nav"
        log.watch(nav)
        nav.pushViewController(b, animated: false)
        _ = Stage(nav)
        #expect(log.appearance == ["nav.viewWillAppear", "B.viewWillAppear", "nav.viewDidAppear", "B.viewDidAppear"])
        #expect(a.appearState == .disappeared)
    }

    @Test("begin/end appearance pairs: a repeated begin is ignored, so every will gets exactly one did (LC-35, CT-22)")
    func beginEndPairs() {
        let log = EventLog()
        let controller = Probe("p", log: log)
        controller.beginAppearanceTransition(true, animated: false)
        controller.beginAppearanceTransition(true, animated: false)
        controller.endAppearanceTransition()
        controller.endAppearanceTransition()
        controller.beginAppearanceTransition(false, animated: true)
        controller.endAppearanceTransition()
        #expect(log.entries == ["p.viewDidLoad", "p.viewWillAppear", "p.viewDidAppear",
                                "p.viewWillDisappear", "p.viewDidDisappear"])
    }

    @Test("an appear begun while disappearing completes the disappear first (LC-35)")
    func reversedMidway() {
        let log = EventLog()
        let controller = Probe("p", log: log)
        controller.beginAppearanceTransition(true, animated: false)
        controller.endAppearanceTransition()
        log.clear()
        controller.beginAppearanceTransition(false, animated: false)
        controller.beginAppearanceTransition(true, animated: false)
        controller.endAppearanceTransition()
        #expect(log.entries == ["p.viewWillDisappear", "p.viewDidDisappear", "p.viewWillAppear", "p.viewDidAppear"])
    }

    /// Checks LC-35 over a whole log: per controller, wills and dids alternate properly.
    static func willsMatchDids(_ entries: [String]) -> Bool {
        var open: [String: String] = [:]
        for entry in entries {
            let parts = entry.split(separator: ".", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { continue }
            let (name, event) = (parts[0], parts[1])
            switch event {
            case "viewWillAppear", "viewWillDisappear":
                if open[name] != nil { return false }
                open[name] = event
            case "viewDidAppear":
                if open.removeValue(forKey: name) != "viewWillAppear" { return false }
            case "viewDidDisappear":
                if open.removeValue(forKey: name) != "viewWillDisappear" { return false }
            default: continue
            }
        }
        return open.isEmpty
    }

    @Test("across pushes, pops, tab switches, presentations and dismissals every will is matched by its did (LC-35)")
    func willsMatchDidsEverywhere() {
        let log = EventLog()
        let a = Probe("A", log: log), b = Probe("B", log: log), c = Probe("C", log: log)
        let other = Probe("other", log: log), sheet = Probe("sheet", log: log), top = Probe("top", log: log)
        let nav = NavigationController(rootViewController: a)
        nav.identifier = "nav"
        let tabs = TabBarController(viewControllers: [nav, other])
        tabs.identifier = "tabs"
        log.watch(nav, tabs)
        _ = Stage(tabs)

        nav.pushViewController(b, animated: true)
        nav.pushViewController(c, animated: true)
        nav.popToRootViewController(animated: true)
        tabs.selectedViewController = other
        tabs.selectedViewController = nav
        a.present(sheet, animated: true)
        sheet.present(top, animated: true)
        tabs.dismiss(animated: true)
        nav.setViewControllers([a, c], animated: true)

        #expect(Self.willsMatchDids(log.entries))
        #expect(log.appearance.count.isMultiple(of: 2))
    }

    @Test("the reason flags are only true inside the callbacks of the change they describe (LC-36)")
    func flagsResetAfterwards() {
        let a = Probe("A"), b = Probe("B"), sheet = Probe("sheet")
        let nav = NavigationController(rootViewController: a)
        _ = Stage(nav)
        nav.pushViewController(b, animated: false)
        a.present(sheet, animated: false)
        nav.dismiss(animated: false)
        for controller in [a, b, sheet] {
            #expect(!controller.isMovingToParent && !controller.isMovingFromParent)
            #expect(!controller.isBeingPresented && !controller.isBeingDismissed)
        }
    }
}
