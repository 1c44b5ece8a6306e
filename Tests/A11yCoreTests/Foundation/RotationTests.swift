import Testing
@testable import A11yCore
@testable import TestSupport

/// Deciding whether to rotate and the rotation callbacks (RO-01..03, RO-10..17, TB-40,
/// SV-05, PV-06, MP-51).
@MainActor
@Suite("Rotation")
struct RotationTests {
    @Test("iOS 6 defaults: all but upside-down on phone, all on pad (RO-03)",
          arguments: [(DeviceIdiom.phone, InterfaceOrientationMask.allButUpsideDown), (.pad, .all)])
    func iOS6Defaults(idiom: DeviceIdiom, expected: InterfaceOrientationMask) {
        let root = Probe("root")
        let stage = Stage(root, idiom: idiom)
        #expect(root.supportedInterfaceOrientations == expected)
        #expect(stage.window.allowedOrientations == expected)
    }

    @Test("2008 era: controllers support portrait only by default (RO-01)", arguments: DeviceIdiom.allCases)
    func portraitOnlyEra(idiom: DeviceIdiom) {
        var compatibility = Compatibility()
        compatibility.portraitOnlyByDefault = true
        let root = Probe("root")
        let stage = Stage(root, idiom: idiom, compatibility: compatibility)
        #expect(root.supportedInterfaceOrientations == .portrait)
        #expect(stage.window.rotate(to: .landscapeLeft) == false)
        #expect(stage.window.screen.orientation == .portrait)
    }

    @Test("the window rotates only to what the app mask AND the deciding controller allow (RO-03)",
          arguments: [
            // (app mask, controller mask, target, rotates)
            (InterfaceOrientationMask.all, InterfaceOrientationMask.all, InterfaceOrientation.landscapeLeft, true),
            (.portrait, .all, .landscapeLeft, false),
            (.all, .portrait, .landscapeLeft, false),
            (.landscape, .allButUpsideDown, .landscapeRight, true),
            (.landscapeLeft, .landscapeRight, .landscapeRight, false),   // empty intersection: refused
            (.all, .all, .portraitUpsideDown, true),
          ])
    func appAndControllerMasks(_ example: (app: InterfaceOrientationMask, controller: InterfaceOrientationMask,
                                           target: InterfaceOrientation, rotates: Bool)) {
        let (app, controller, target, rotates) = example
        let root = Probe("root")
        root.supportedInterfaceOrientations = controller
        let stage = Stage(root)
        stage.app.supportedInterfaceOrientations = app
        #expect(stage.window.rotate(to: target) == rotates)
        #expect(stage.window.screen.orientation == (rotates ? target : .portrait))
    }

    @Test("shouldAutorotate false on the deciding controller blocks rotation (RO-03)")
    func shouldAutorotateBlocks() {
        let log = EventLog()
        let root = Probe("root", log: log)
        root.autorotates = false
        let stage = Stage(root)
        log.clear()
        #expect(stage.window.rotate(to: .landscapeLeft) == false)
        #expect(log.entries.isEmpty)
        root.autorotates = true
        #expect(stage.window.rotate(to: .landscapeLeft))
    }

    @Test("one-step callbacks in order, interfaceOrientation old in willRotate and new afterwards (RO-11, RO-17)")
    func oneStepSequence() {
        let log = EventLog()
        let root = Probe("root", log: log)
        let stage = Stage(root)
        log.clear()
        #expect(root.interfaceOrientation == .portrait)
        stage.window.rotate(to: .landscapeRight)
        #expect(log.entries == [
            "root.willRotate(to: landscapeRight) now portrait",
            "root.willAnimateRotation(to: landscapeRight) now landscapeRight",
            "root.didRotate(from: portrait) now landscapeRight",
        ])
        #expect(root.interfaceOrientation == .landscapeRight)
        // The window and the root's view take the landscape size (RO-15).
        #expect(stage.window.bounds.size == Size(width: 874, height: 402))
        #expect(root.view.frame == Rect(x: 0, y: 0, width: 874, height: 402))
    }

    @Test("rotating to the current orientation sends nothing (RO-11, RO-03: no orientation change to act on)")
    func sameOrientation() {
        let log = EventLog()
        let root = Probe("root", log: log)
        let stage = Stage(root)
        log.clear()
        #expect(stage.window.rotate(to: .portrait))
        #expect(log.entries.isEmpty)
    }

    @Test("a navigation stack forwards rotation to its top only; the controllers below get nothing (RO-10, CT-24)")
    func navigationForwardsToTop() {
        let log = EventLog()
        let a = Probe("A", log: log), b = Probe("B", log: log)
        let nav = NavigationController(rootViewController: a)
        nav.pushViewController(b, animated: false)
        let stage = Stage(nav)
        log.clear()
        stage.window.rotate(to: .landscapeLeft)
        #expect(log.of("A").isEmpty)
        #expect(log.of("B").count == 3)
    }

    @Test("a controller covered by a full-screen presentation gets no rotation messages (RO-16, MP-52)")
    func coveredGetsNothing() {
        let log = EventLog()
        let root = Probe("root", log: log), sheet = Probe("sheet", log: log)
        let stage = Stage(root)
        root.present(sheet, animated: false)
        log.clear()
        stage.window.rotate(to: .landscapeLeft)
        #expect(log.of("root").isEmpty)
        #expect(log.of("sheet").count == 3)
        // When it reappears it is simply laid out for the new orientation (MP-52).
        root.dismiss(animated: false)
        #expect(root.view.frame == Rect(x: 0, y: 0, width: 874, height: 402))
    }

    @Test("a full-screen presented controller decides the orientations, not the root (MP-51, RO-03)")
    func presentedDecides() {
        let root = Probe("root"), sheet = Probe("sheet")
        root.supportedInterfaceOrientations = .all
        sheet.supportedInterfaceOrientations = .portrait
        let stage = Stage(root)
        root.present(sheet, animated: false)
        #expect(stage.window.orientationDecidingController === sheet)
        #expect(stage.window.rotate(to: .landscapeLeft) == false)
    }

    @Test("under a pad form sheet the presenter still decides (MP-51)")
    func sheetDoesNotDecide() {
        let root = Probe("root"), sheet = Probe("sheet")
        sheet.supportedInterfaceOrientations = .portrait
        sheet.modalPresentationStyle = .formSheet
        let stage = Stage(root, idiom: .pad)
        root.present(sheet, animated: false)
        #expect(stage.window.orientationDecidingController === root)
        #expect(stage.window.rotate(to: .landscapeLeft))
    }

    @Test("a tab bar controller rotates only when every child agrees, shown or not (TB-40, RO-02)")
    func tabBarNeedsEveryChild() {
        let shown = Probe("shown"), other = Probe("other")
        other.supportedInterfaceOrientations = .portrait
        let tabs = TabBarController(viewControllers: [shown, other])
        let stage = Stage(tabs)
        #expect(tabs.supportedInterfaceOrientations == .portrait)
        #expect(stage.window.rotate(to: .landscapeLeft) == false)
        other.supportedInterfaceOrientations = .all
        #expect(stage.window.rotate(to: .landscapeLeft))
    }

    @Test("children that never loaded still answer with the device's defaults (TB-40, RO-03)")
    func unloadedChildrenUseDeviceDefaults() {
        let tabs = TabBarController(viewControllers: [Probe("shown"), Probe("neverShown")])
        let stage = Stage(tabs, idiom: .pad)
        #expect(tabs.supportedInterfaceOrientations == .all)
        #expect(stage.window.rotate(to: .portraitUpsideDown))
    }

    @Test("a split view rotates only to what both panes support, including a hidden master (SV-05)")
    func splitNeedsBoth() {
        let master = Probe("master"), detail = Probe("detail")
        let split = SplitViewController(master: master, detail: detail)
        let stage = Stage(split, idiom: .pad)
        #expect(split.isMasterHidden)                     // portrait: master hidden (SV-06)
        #expect(split.supportedInterfaceOrientations == .all)
        master.supportedInterfaceOrientations = [.portrait, .landscapeLeft, .landscapeRight]
        #expect(stage.window.rotate(to: .portraitUpsideDown) == false)
        #expect(stage.window.rotate(to: .landscapeLeft))
    }

    @Test("a page view controller without pages refuses every orientation (PV-06)")
    func pageWithoutPages() {
        let pages = PageViewController()
        let stage = Stage(pages)
        #expect(pages.supportedInterfaceOrientations.isEmpty)
        #expect(stage.window.allowedOrientations.isEmpty)
        #expect(stage.window.rotate(to: .landscapeLeft) == false)
        pages.setViewControllers([Probe("one")], direction: .forward, animated: false)
        #expect(stage.window.rotate(to: .landscapeLeft))
    }

    @Test("a navigation controller follows its top controller's orientations (RO-02)")
    func navigationFollowsTop() {
        let a = Probe("A"), b = Probe("B")
        b.supportedInterfaceOrientations = .portrait
        let nav = NavigationController(rootViewController: a)
        let stage = Stage(nav)
        nav.pushViewController(b, animated: false)
        #expect(stage.window.rotate(to: .landscapeLeft) == false)
        nav.popViewController(animated: false)
        #expect(stage.window.rotate(to: .landscapeLeft))
    }

    @Test("a rotation is a layout change that resets VoiceOver's cursor (RO-21, AX-14)")
    func rotationIsLayoutChange() {
        let stage = Stage(Probe("root"))
        let reader = PostRecorder()
        stage.app.screenReader = reader
        stage.window.rotate(to: .landscapeLeft)
        #expect(reader.changes == [.layout(resetsFocus: true)])
    }
}
