import Testing
@testable import A11yCore
@testable import TestSupport

/// Lazy view loading and memory warnings (LC-10..16, LC-20..23).
@MainActor
@Suite("View loading and unloading")
struct ViewLoadingTests {
    /// A controller that builds its own view (LC-12) and counts the calls.
    final class Programmatic: ViewController {
        var calls: [String] = []
        override func loadView() {
            calls.append("loadView")
            view = Label(text: "built")
        }
        override func viewDidLoad() {
            super.viewDidLoad()
            calls.append("viewDidLoad(loaded: \(isViewLoaded))")
        }
    }

    @Test("the view is nil until read; reading runs loadView then viewDidLoad, once (LC-10, LC-12, LC-13)")
    func lazyLoad() {
        let controller = Programmatic(title: "P")
        #expect(controller.viewIfLoaded == nil)
        #expect(controller.calls.isEmpty)

        let first = controller.view
        let second = controller.view
        #expect(first === second)
        #expect((first as? Label)?.text == "built")
        #expect(controller.calls == ["loadView", "viewDidLoad(loaded: true)"])
        #expect(first?.viewController === controller)
    }

    @Test("isViewLoaded never loads (LC-14)")
    func isViewLoadedDoesNotLoad() {
        let log = EventLog()
        let controller = Probe("p", log: log)
        #expect(controller.isViewLoaded == false)
        #expect(controller.isViewLoaded == false)
        #expect(controller.loadViewCount == 0)
        #expect(log.entries.isEmpty)
        _ = controller.view
        #expect(controller.isViewLoaded)
        #expect(log.entries == ["p.viewDidLoad"])
    }

    @Test("the default loadView makes an empty plain view that fills its area (LC-11)")
    func defaultLoadView() {
        let controller = ViewController()
        let view = controller.view!
        #expect(type(of: view) == View.self)
        #expect(view.subviews.isEmpty)
        #expect(view.autoresizingMask == .flexibleSize)
    }

    @Test("only the top controller of a stack loads its view, before and after the window shows (LC-15)")
    func onlyTopLoads() {
        let a = Probe("A"), b = Probe("B"), c = Probe("C")
        let nav = NavigationController(rootViewController: a)
        nav.pushViewController(b, animated: false)
        nav.pushViewController(c, animated: false)
        #expect([a, b, c].map(\.isViewLoaded) == [false, false, false])

        _ = Stage(nav)
        #expect([a, b, c].map(\.isViewLoaded) == [false, false, true])

        let d = Probe("D"), e = Probe("E")
        nav.setViewControllers([a, d, e], animated: false)
        #expect([a, d, e].map(\.isViewLoaded) == [false, false, true])
        nav.popViewController(animated: false)
        #expect(d.isViewLoaded)
        #expect(a.isViewLoaded == false)
    }

    @Test("navigationItem and tabBarItem are created on first read, one instance each (LC-16, TB-05)")
    func lazyItems() {
        let controller = ViewController(title: "Mail")
        #expect(controller.storedNavigationItem == nil)
        #expect(controller.hasTabBarItem == false)

        let item = controller.navigationItem
        #expect(controller.navigationItem === item)
        let tab = controller.tabBarItem
        #expect(controller.hasTabBarItem)
        #expect(controller.tabBarItem === tab)
        #expect(controller.isViewLoaded == false)   // neither item needs the view
    }

    // MARK: Memory warnings

    /// A stack whose root has been covered by a push: its view is loaded but off screen.
    private func coveredRoot(unloads: Bool) -> (Stage, NavigationController, Probe, Probe, EventLog) {
        let log = EventLog()
        let a = Probe("A", log: log), b = Probe("B", log: log)
        let nav = NavigationController(rootViewController: a)
        var compatibility = Compatibility()
        compatibility.unloadsViewsOnMemoryWarning = unloads
        let stage = Stage(nav, compatibility: compatibility)
        nav.pushViewController(b, animated: false)
        log.clear()
        return (stage, nav, a, b, log)
    }

    @Test("iOS 6: a memory warning keeps every view (LC-23)")
    func iOS6KeepsViews() {
        let (stage, _, a, b, log) = coveredRoot(unloads: false)
        stage.app.simulateMemoryWarning()
        #expect(a.isViewLoaded)
        #expect(b.isViewLoaded)
        #expect(log.entries.isEmpty)
    }

    @Test("iOS 6: a controller may drop its own off-screen view, and the next read reloads it (LC-23)")
    func iOS6ManualUnload() {
        let (_, _, a, _, log) = coveredRoot(unloads: false)
        #expect(a.view.window == nil)
        a.view = nil
        #expect(a.isViewLoaded == false)
        _ = a.view
        #expect(a.loadViewCount == 2)
        #expect(log.entries == ["A.viewDidLoad"])
    }

    @Test("iOS 5 era: an off-screen view unloads with viewWillUnload, then viewDidUnload (LC-20, LC-21, LC-22)")
    func legacyUnloadsOffScreen() {
        let (stage, _, a, b, log) = coveredRoot(unloads: true)
        stage.app.simulateMemoryWarning()
        #expect(a.isViewLoaded == false)
        #expect(b.isViewLoaded)                      // on screen: kept (LC-22 step 3)
        #expect(log.entries == ["A.viewWillUnload", "A.viewDidUnload"])
    }

    @Test("iOS 5 era: an unloaded view is rebuilt through loadView when it is needed again (LC-20)")
    func legacyReloadOnPop() {
        let (stage, nav, a, _, log) = coveredRoot(unloads: true)
        stage.app.simulateMemoryWarning()
        log.clear()
        nav.popViewController(animated: false)
        #expect(a.isViewLoaded)
        #expect(a.loadViewCount == 2)
        #expect(log.of("A") == ["A.viewDidLoad", "A.viewWillAppear", "A.viewDidAppear"])
    }

    @Test("iOS 5 era: the view is already nil inside viewDidUnload (LC-21)")
    func viewNilInViewDidUnload() {
        final class Checker: ViewController {
            var loadedInDidUnload: Bool?
            override func viewDidUnload() { loadedInDidUnload = isViewLoaded }
        }
        let a = Checker(), b = Probe("B")
        let nav = NavigationController(rootViewController: a)
        var compatibility = Compatibility()
        compatibility.unloadsViewsOnMemoryWarning = true
        let stage = Stage(nav, compatibility: compatibility)
        nav.pushViewController(b, animated: false)
        stage.app.simulateMemoryWarning()
        #expect(a.loadedInDidUnload == false)
    }

    @Test("""
        iOS 5 era: a presenter covered by a full-screen presentation unloads, \
        and is rebuilt and shown again on dismissal (LC-20..22, MP-07, MP-52)
        """)
    func legacyCoveredPresenter() {
        let log = EventLog()
        let root = Probe("root", log: log), sheet = Probe("sheet", log: log)
        var compatibility = Compatibility()
        compatibility.unloadsViewsOnMemoryWarning = true
        let stage = Stage(root, compatibility: compatibility)
        root.present(sheet, animated: false)
        stage.app.simulateMemoryWarning()
        #expect(root.isViewLoaded == false)
        #expect(sheet.isViewLoaded)
        log.clear()

        root.dismiss(animated: true)
        #expect(root.view.superview === stage.window)
        #expect(root.view.frame == stage.window.contentFrame)
        #expect(log.of("root") == ["root.viewDidLoad", "root.viewWillAppear", "root.viewDidAppear"])
        #expect(root.loadViewCount == 2)
    }

    @Test("iOS 5 era: an on-screen view is never unloaded (LC-22 step 3)")
    func legacyKeepsOnScreen() {
        let log = EventLog()
        let content = Probe("content", log: log)
        var compatibility = Compatibility()
        compatibility.unloadsViewsOnMemoryWarning = true
        let stage = Stage(content, compatibility: compatibility)
        log.clear()
        stage.app.simulateMemoryWarning()
        #expect(content.isViewLoaded)
        #expect(log.entries.isEmpty)
    }

    @Test("iOS 5 era: a loaded view that was never shown also unloads; the app's era applies (LC-20, LC-24)")
    func legacyUnloadsNeverShownView() {
        let log = EventLog()
        let shown = Probe("shown", log: log), hidden = Probe("hidden", log: log)
        let tabs = TabBarController(viewControllers: [shown, hidden])
        var compatibility = Compatibility()
        compatibility.unloadsViewsOnMemoryWarning = true
        let stage = Stage(tabs, compatibility: compatibility)
        _ = hidden.view          // app code read it; it never joined the window
        log.clear()
        stage.app.simulateMemoryWarning()
        #expect(hidden.isViewLoaded == false)
        #expect(log.entries == ["hidden.viewWillUnload", "hidden.viewDidUnload"])
    }

    @Test("every controller on the window receives the warning (LC-24)")
    func everyControllerWarned() {
        final class Counting: ViewController {
            var warnings = 0
            override func didReceiveMemoryWarning() { warnings += 1; super.didReceiveMemoryWarning() }
        }
        let a = Counting(), b = Counting(), c = Counting(), sheet = Counting()
        let nav = NavigationController(rootViewController: a)
        nav.pushViewController(b, animated: false)
        let tabs = TabBarController(viewControllers: [nav, c])
        let stage = Stage(tabs)
        tabs.present(sheet, animated: false)
        stage.app.simulateMemoryWarning()
        #expect([a, b, c, sheet].map(\.warnings) == [1, 1, 1, 1])
    }
}
