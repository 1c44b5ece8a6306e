import Testing
@testable import A11yCore
@testable import TestSupport

/// Navigation stack operations and their callbacks (NC-02, NC-09..43, NC-96, LC-36, AX-25).
@MainActor
@Suite("Navigation stack")
struct NavigationStackTests {
    /// A visible navigation controller with `names` stacked, a delegate log, cleared.
    private func stack(_ names: [String]) -> (NavigationController, [Probe], EventLog, NavigationDelegateLog, Stage) {
        let log = EventLog()
        let probes = names.map { Probe($0, title: $0, log: log) }
        let nav = NavigationController(rootViewController: probes[0])
        nav.identifier = "nav"
        for probe in probes.dropFirst() { nav.pushViewController(probe, animated: false) }
        let delegate = NavigationDelegateLog(log)
        nav.delegate = delegate
        let stage = Stage(nav)
        log.clear()
        return (nav, probes, log, delegate, stage)
    }

    @Test("pushing B over A: NC-43's exact order, B loads first, B knows it is moving to its parent (NC-43, LC-36)")
    func push() {
        let (nav, probes, log, delegate, _) = stack(["A"])
        let b = Probe("B", log: log)
        nav.pushViewController(b, animated: true)
        #expect(log.appearance == [
            "A.viewWillDisappear", "B.viewWillAppear", "delegate.willShow(B)",
            "A.viewDidDisappear", "B.viewDidAppear", "delegate.didShow(B)",
        ])
        // B's view loads before the first callback (NC-43, LC-10).
        #expect(log.entries.first == "B.willMove(nav)")
        #expect(log.entries.firstIndex(of: "B.viewDidLoad")! < log.entries.firstIndex(of: "A.viewWillDisappear")!)
        #expect(log.entries.last == "B.didMove(nav)")
        #expect(b.reasons["viewWillAppear"] == "movingToParent")
        #expect(b.reasons["viewDidAppear"] == "movingToParent")
        #expect(probes[0].reasons["viewWillDisappear"] == "none")     // covered, not removed
        #expect(controllerIDs(nav.viewControllers) == ["A", "B"])
        #expect(b.view.superview === nav.view)
        #expect(probes[0].viewIfLoaded?.superview == nil)
        _ = delegate
    }

    @Test("popping B reveals A: mirrored order, isMovingFromParent for B, false isMovingToParent for A (NC-43, LC-36)")
    func pop() {
        let (nav, probes, log, delegate, _) = stack(["A", "B"])
        let popped = nav.popViewController(animated: true)
        #expect(popped === probes[1])
        #expect(log.appearance == [
            "B.viewWillDisappear", "A.viewWillAppear", "delegate.willShow(A)",
            "B.viewDidDisappear", "A.viewDidAppear", "delegate.didShow(A)",
        ])
        #expect(log.entries.first == "B.willMove(nil)")
        #expect(log.entries.last == "B.didMove(nil)")
        #expect(probes[1].reasons["viewWillDisappear"] == "movingFromParent")
        #expect(probes[1].reasons["viewDidDisappear"] == "movingFromParent")
        #expect(probes[0].reasons["viewWillAppear"] == "none")
        #expect(probes[1].parent == nil)
        _ = delegate
    }

    @Test("the root can never be popped (NC-02)")
    func rootStays() {
        let (nav, _, log, _, _) = stack(["A"])
        #expect(nav.popViewController(animated: true) == nil)
        #expect(nav.popToRootViewController(animated: true).isEmpty)
        #expect(controllerIDs(nav.viewControllers) == ["A"])
        #expect(log.entries.isEmpty)
    }

    @Test("multi-level pops: only the outgoing top and the revealed controller get callbacks (NC-41, NC-22, NC-23)",
          arguments: ["popToRoot", "popTo"])
    func multiLevelPop(kind: String) {
        let (nav, probes, log, delegate, _) = stack(["A", "B", "C", "D"])
        let target = kind == "popToRoot" ? probes[0] : probes[1]
        let popped = kind == "popToRoot" ? nav.popToRootViewController(animated: true)
                                         : nav.popToViewController(probes[1], animated: true)
        let t = target.name
        #expect(controllerIDs(popped) == (kind == "popToRoot" ? ["B", "C", "D"] : ["C", "D"]))
        #expect(log.appearance == [
            "D.viewWillDisappear", "\(t).viewWillAppear", "delegate.willShow(\(t))",
            "D.viewDidDisappear", "\(t).viewDidAppear", "delegate.didShow(\(t))",
        ])
        // The ones in between are only unhooked from the container.
        #expect(log.of("C") == ["C.willMove(nil)", "C.didMove(nil)"])
        #expect(nav.topViewController === target)
        _ = delegate
    }

    @Test("setViewControllers: only the outgoing and incoming tops get callbacks; the others don't load (NC-24, NC-41, LC-15)")
    func setStack() {
        let (nav, probes, log, delegate, _) = stack(["A", "B"])
        let x = Probe("X", log: log), y = Probe("Y", log: log)
        nav.setViewControllers([probes[0], x, y], animated: true)
        #expect(log.appearance == [
            "B.viewWillDisappear", "Y.viewWillAppear", "delegate.willShow(Y)",
            "B.viewDidDisappear", "Y.viewDidAppear", "delegate.didShow(Y)",
        ])
        #expect(x.isViewLoaded == false)
        #expect(log.of("X") == ["X.willMove(nav)", "X.didMove(nav)"])
        #expect(y.reasons["viewWillAppear"] == "movingToParent")
        #expect(probes[1].reasons["viewWillDisappear"] == "movingFromParent")
        #expect(controllerIDs(nav.viewControllers) == ["A", "X", "Y"])
        _ = delegate
    }

    @Test("setViewControllers with the same top sends no appearance callbacks (NC-41)")
    func setStackSameTop() {
        let (nav, probes, log, delegate, _) = stack(["A", "B"])
        let x = Probe("X", log: log)
        nav.setViewControllers([x, probes[1]], animated: false)
        #expect(log.appearance.isEmpty)
        #expect(controllerIDs(nav.viewControllers) == ["X", "B"])
        #expect(probes[0].parent == nil)
        _ = delegate
    }

    @Test("a push made inside viewWillAppear is a second, separate transition (NC-41, NC-26)")
    func chainedPush() {
        final class Forwarding: ViewController {
            var following: ViewController?
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                if let following {
                    self.following = nil
                    navigationController?.pushViewController(following, animated: animated)
                }
            }
        }
        let (nav, _, log, delegate, _) = stack(["A"])
        let b = Forwarding(), c = Probe("C", log: log)
        b.identifier = "B"
        log.watch(b)
        b.following = c
        nav.pushViewController(b, animated: true)
        #expect(log.appearance == [
            "A.viewWillDisappear", "B.viewWillAppear", "delegate.willShow(B)",
            "A.viewDidDisappear", "B.viewDidAppear", "delegate.didShow(B)",
            "B.viewWillDisappear", "C.viewWillAppear", "delegate.willShow(C)",
            "B.viewDidDisappear", "C.viewDidAppear", "delegate.didShow(C)",
        ])
        #expect(controllerIDs(nav.viewControllers) == ["A", "B", "C"])
        _ = delegate
    }

    @Test("a stack changed while off screen sends no appearance callbacks, but the delegate still hears (NC-40)")
    func offScreenChanges() {
        let log = EventLog()
        let a = Probe("A", log: log), b = Probe("B", log: log)
        let nav = NavigationController(rootViewController: a)
        let delegate = NavigationDelegateLog(log)
        nav.delegate = delegate
        nav.pushViewController(b, animated: false)
        #expect(log.appearance == ["delegate.willShow(B)", "delegate.didShow(B)"])
    }

    @Test("pushing a controller already in the stack is refused by precondition; the stack is bottom first (NC-10)")
    func stackOrder() {
        let (nav, probes, _, _, _) = stack(["A", "B", "C"])
        #expect(controllerIDs(nav.viewControllers) == ["A", "B", "C"])
        #expect(nav.topViewController === probes[2])
        #expect(probes.allSatisfy { $0.navigationController === nav })
    }

    @Test("a navigation controller's title defaults to its top's (LC-51)")
    func titleFollowsTop() {
        let (nav, _, _, _, _) = stack(["Inbox", "Message"])
        #expect(nav.title == "Message")
        nav.title = "Mail"
        #expect(nav.title == "Mail")
    }

    @Test("Escape pops one level and declines at the root (NC-96, AX-25)")
    func escape() {
        let (nav, probes, _, _, _) = stack(["A", "B", "C"])
        #expect(nav.accessibilityPerformEscape())
        #expect(nav.topViewController === probes[1])
        #expect(nav.accessibilityPerformEscape())
        #expect(nav.accessibilityPerformEscape() == false)
        #expect(nav.topViewController === probes[0])
    }

    @Test("Escape from the focused view travels up the chain to the navigation controller (NC-96, AX-21)")
    func escapeThroughChain() {
        let (nav, probes, _, _, _) = stack(["A", "B"])
        let button = Button(title: "OK")
        probes[1].view.addSubview(button)
        let handler = button.responderChain.first { $0.accessibilityPerformEscape() }
        #expect(handler === nav)
        #expect(nav.topViewController === probes[0])
    }

    @Test("push and pop on screen are screen changes for VoiceOver (AX-15)")
    func screenChanges() {
        let (nav, _, _, _, stage) = stack(["A"])
        let reader = PostRecorder()
        stage.app.screenReader = reader
        nav.pushViewController(Probe("B"), animated: true)
        nav.popViewController(animated: true)
        #expect(reader.changes == [.screen, .screen])
    }

    @Test("the top view fills the space between the bar and the bottom (NC-04, V-12)")
    func topFrame() {
        let (nav, probes, _, _, _) = stack(["A"])
        #expect(nav.view.frame == Rect(x: 0, y: 62, width: 402, height: 812))
        #expect(nav.navigationBar.frame == Rect(x: 0, y: 0, width: 402, height: 44))
        #expect(probes[0].view.frame == Rect(x: 0, y: 44, width: 402, height: 768))
        nav.setToolbarHidden(false, animated: false)
        #expect(probes[0].view.frame.height == 768 - Toolbar.height - 34)
        nav.setNavigationBarHidden(true, animated: false)
        #expect(probes[0].view.frame == Rect(x: 0, y: 0, width: 402, height: 812 - Toolbar.height - 34))
    }
}
