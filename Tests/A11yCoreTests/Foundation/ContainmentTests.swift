import Testing
@testable import A11yCore
@testable import TestSupport

/// The iOS 5 containment API and callback forwarding (CT-10..12, CT-20..24).
@MainActor
@Suite("Containment")
struct ContainmentTests {
    /// A custom container that shows one child at a time in a content area.
    final class Container: ViewController {
        var initial: ViewController?
        var customAppearance = false
        override var shouldAutomaticallyForwardAppearanceMethods: Bool { !customAppearance }

        override func viewDidLoad() {
            super.viewDidLoad()
            guard let initial else { return }
            addChild(initial)                                   // CT-10 step 1
            initial.view.frame = view.bounds                    // step 2
            view.addSubview(initial.view)
            initial.didMove(toParent: self)                     // step 3
        }
    }

    @Test("addChild calls willMove(toParent:) itself; didMove is left to the container (CT-10)")
    func addChild() {
        let log = EventLog()
        let container = Container(), child = Probe("child", log: log)
        container.identifier = "box"
        container.addChild(child)
        #expect(log.entries == ["child.willMove(box)"])
        #expect(child.parent === container)
        #expect(controllerIDs(container.children) == ["child"])
        #expect(child.isMovingToParent)
        child.didMove(toParent: container)
        #expect(log.entries == ["child.willMove(box)", "child.didMove(box)"])
        #expect(child.isMovingToParent == false)
    }

    @Test("removeFromParent calls didMove(toParent: nil) itself; willMove(nil) is the container's call (CT-11)")
    func removeChild() {
        let log = EventLog()
        let container = Container(), child = Probe("child", log: log)
        container.identifier = "box"
        container.addChild(child)
        child.didMove(toParent: container)
        log.clear()

        child.willMove(toParent: nil)                          // CT-11 step 1
        child.viewIfLoaded?.removeFromSuperview()              // step 2
        child.removeFromParent()                               // step 3
        #expect(log.entries == ["child.willMove(nil)", "child.didMove(nil)"])
        #expect(child.parent == nil)
        #expect(container.children.isEmpty)
    }

    @Test("adding a child that has another parent moves it (CT-10)")
    func reparent() {
        let log = EventLog()
        let first = Container(), second = Container(), child = Probe("child", log: log)
        first.identifier = "first"
        second.identifier = "second"
        first.addChild(child)
        second.addChild(child)
        #expect(first.children.isEmpty)
        #expect(controllerIDs(second.children) == ["child"])
        #expect(log.entries == ["child.willMove(first)", "child.didMove(nil)", "child.willMove(second)"])
    }

    @Test("swapping children with transition(from:to:) follows Listing 14-3 (CT-12)")
    func transitionOrder() {
        let log = EventLog()
        let old = Probe("old", log: log), new = Probe("new", log: log)
        let container = Container()
        container.identifier = "box"
        container.initial = old
        let stage = Stage(container)
        log.clear()

        old.willMove(toParent: nil)
        container.addChild(new)
        var newViewShownDuringAnimations = false
        container.transition(from: old, to: new, duration: 0.25, animations: {
            log.record("animations")
            newViewShownDuringAnimations = new.viewIfLoaded?.superview === container.view
        }, completion: { finished in
            log.record("completion(\(finished))")
            old.removeFromParent()
            new.didMove(toParent: container)
        })

        #expect(log.entries == [
            "old.willMove(nil)", "new.willMove(box)",
            "old.viewWillDisappear", "new.viewDidLoad", "new.viewWillAppear",
            "animations",
            "old.viewDidDisappear", "new.viewDidAppear",
            "completion(true)", "old.didMove(nil)", "new.didMove(box)",
        ])
        #expect(newViewShownDuringAnimations)
        #expect(old.viewIfLoaded?.superview == nil)
        #expect(new.view.superview === container.view)
        #expect(controllerIDs(container.children) == ["new"])
        _ = stage
    }

    @Test("appearance reaches children whose views are in the container's view, not others (CT-20, CT-24)")
    func automaticForwarding() {
        let log = EventLog()
        let shown = Probe("shown", log: log), offstage = Probe("offstage", log: log)
        let container = Container()
        container.identifier = "box"
        container.initial = shown
        log.watch(container)
        container.addChild(offstage)
        offstage.didMove(toParent: container)
        let stage = Stage(container)
        #expect(log.appearance == ["box.viewWillAppear", "shown.viewWillAppear", "box.viewDidAppear", "shown.viewDidAppear"])

        log.clear()
        stage.window.rootViewController = Probe("next")
        #expect(log.appearance == ["box.viewWillDisappear", "shown.viewWillDisappear",
                                   "box.viewDidDisappear", "shown.viewDidDisappear"])
        #expect(offstage.appearState == .disappeared)
    }

    @Test("a child added to a container already on screen appears, knowing it moves to its parent (CT-10, CT-20, LC-30, LC-36)")
    func addWhileOnScreen() {
        let log = EventLog()
        let container = Container(), child = Probe("child", log: log)
        container.identifier = "box"
        let stage = Stage(container)
        container.addChild(child)
        child.view.frame = container.view.bounds
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
        #expect(log.entries == ["child.willMove(box)", "child.viewDidLoad",
                                "child.viewWillAppear", "child.viewDidAppear", "child.didMove(box)"])
        #expect(child.reasons["viewWillAppear"] == "movingToParent")
        #expect(child.appearState == .appeared)

        // Now it follows the container: rotation reaches it (CT-20, CT-23).
        log.clear()
        stage.window.rotate(to: .landscapeLeft)
        #expect(log.entries.count == 3)
    }

    @Test("a child removed from a container on screen disappears, knowing it moves from its parent (CT-11, LC-32, LC-36)")
    func removeWhileOnScreen() {
        let log = EventLog()
        let container = Container(), child = Probe("child", log: log)
        container.initial = child
        _ = Stage(container)
        log.clear()
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(log.entries == ["child.willMove(nil)", "child.viewWillDisappear", "child.viewDidDisappear", "child.didMove(nil)"])
        #expect(child.reasons["viewWillDisappear"] == "movingFromParent")
        #expect(child.appearState == .disappeared)
    }

    @Test("a container that forwards by hand is left to drive the late child itself (CT-21)")
    func addWhileOnScreenManual() {
        let log = EventLog()
        let container = Container(), child = Probe("child", log: log)
        container.customAppearance = true
        _ = Stage(container)
        container.addChild(child)
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
        #expect(log.appearance.isEmpty)
    }

    @Test("with automatic forwarding off, the container drives its children with begin/end (CT-21, CT-22)")
    func manualForwarding() {
        final class Manual: ViewController {
            let child: ViewController
            init(child: ViewController) { self.child = child; super.init() }
            override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
            override func viewDidLoad() {
                super.viewDidLoad()
                addChild(child)
                view.addSubview(child.view)
                child.didMove(toParent: self)
            }
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated); child.beginAppearanceTransition(true, animated: animated)
            }
            override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); child.endAppearanceTransition() }
            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated); child.beginAppearanceTransition(false, animated: animated)
            }
            override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); child.endAppearanceTransition() }
        }
        let log = EventLog()
        let child = Probe("child", log: log)
        let container = Manual(child: child)
        container.identifier = "box"
        log.watch(container)
        let stage = Stage(container)
        stage.window.rootViewController = nil
        // Each callback reaches the child exactly once, in the order the container chose.
        #expect(log.appearance == ["child.viewWillAppear", "box.viewWillAppear", "child.viewDidAppear", "box.viewDidAppear",
                                   "child.viewWillDisappear", "box.viewWillDisappear", "child.viewDidDisappear",
                                   "box.viewDidDisappear"])
    }

    @Test("rotation callbacks reach displayed children only (CT-23, CT-24, RO-10)")
    func rotationForwarding() {
        let log = EventLog()
        let shown = Probe("shown", log: log), offstage = Probe("offstage", log: log)
        let container = Container()
        container.initial = shown
        container.addChild(offstage)
        offstage.didMove(toParent: container)
        let stage = Stage(container)
        log.clear()
        #expect(stage.window.rotate(to: .landscapeLeft))
        #expect(log.of("shown").count == 3)
        #expect(log.of("offstage").isEmpty)
    }

    @Test("navigationController and tabBarController find the enclosing containers (NC-11, TB-16)")
    func findingContainers() {
        let inner = Probe("inner")
        let page = PageViewController()
        page.setViewControllers([inner], direction: .forward, animated: false)
        let nav = NavigationController(rootViewController: page)
        let tabs = TabBarController(viewControllers: [nav, Probe("x")])
        #expect(inner.navigationController === nav)
        #expect(inner.tabBarController === tabs)
        #expect(nav.tabBarController === tabs)
        #expect(nav.navigationController == nil)
        #expect(Probe("loose").navigationController == nil)
        #expect(inner.rootAncestor === tabs)
    }
}
