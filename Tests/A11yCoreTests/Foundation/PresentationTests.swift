import Testing
@testable import A11yCore
@testable import TestSupport

/// Modal presentation and dismissal (MP-03..07, MP-20..25, MP-31..37, MP-50, NC-09, TB-16).
@MainActor
@Suite("Modal presentation")
struct PresentationTests {
    // MARK: Relationships and context

    @Test("the root performs a presentation asked for deep inside it, and both links are set (MP-04, MP-22, MP-25)")
    func rootIsTheDefaultContext() {
        let content = Probe("content")
        let nav = NavigationController(rootViewController: content)
        let tabs = TabBarController(viewControllers: [nav, Probe("other")])
        let stage = Stage(tabs)
        let sheet = Probe("sheet")

        #expect(content.present(sheet, animated: false))
        #expect(sheet.presentingViewController === tabs)
        #expect(tabs.presentedViewController === sheet)
        #expect(content.presentedViewController == nil)
        // It covers the whole tab bar controller, tab bar included (MP-25).
        #expect(sheet.view.frame == tabs.viewIfLoaded?.frame)
        #expect(sheet.view.superview === stage.window)
        #expect(tabs.viewIfLoaded?.superview == nil)
    }

    @Test("the nearest ancestor that defines a presentation context is the context (MP-23)")
    func definesPresentationContext() {
        let content = Probe("content")
        let nav = NavigationController(rootViewController: content)
        nav.definesPresentationContext = true
        let tabs = TabBarController(viewControllers: [nav, Probe("other")])
        _ = Stage(tabs)
        let sheet = Probe("sheet")

        #expect(content.presentationContext === nav)
        content.present(sheet, animated: false)
        #expect(sheet.presentingViewController === nav)
        #expect(sheet.view.superview === tabs.view)              // in the nav's place, under the tab bar
        #expect(sheet.view.frame == Rect(x: 0, y: 0, width: 402, height: 812 - TabBar.height - 34))
        #expect(tabs.tabBar.superview === tabs.view)
    }

    @Test("a context that provides its transition style imposes its presentation style (MP-24)")
    func providesPresentationStyle() {
        let root = Probe("root")
        root.definesPresentationContext = true
        root.providesPresentationContextTransitionStyle = true
        root.modalPresentationStyle = .formSheet
        _ = Stage(root, idiom: .pad)
        let sheet = Probe("sheet")
        root.present(sheet, animated: false)
        #expect(sheet.effectivePresentationStyle == .formSheet)
    }

    @Test("one presentation per controller: a second present from the same context fails (MP-03)")
    func onePresentationAtATime() {
        let root = Probe("root")
        _ = Stage(root)
        let first = Probe("first"), second = Probe("second")
        #expect(root.present(first, animated: false))
        #expect(root.present(second, animated: false) == false)
        #expect(root.presentedViewController === first)
        #expect(second.presentingViewController == nil)
        // The presented controller may present in turn: the chain grows (MP-03, MP-04).
        #expect(first.present(second, animated: false))
        #expect(first.presentingViewController === root && first.presentedViewController === second)
    }

    @Test("presenting a controller that is already a child fails (V-07)")
    func presentingAChildFails() {
        let root = Probe("root"), child = Probe("child")
        let nav = NavigationController(rootViewController: root)
        nav.pushViewController(child, animated: false)
        _ = Stage(nav)
        #expect(root.present(child, animated: false) == false)
    }

    // MARK: Appearance (MP-50)

    @Test("full screen: the presenter disappears while the presented appears, with isBeingPresented (MP-50, LC-36)")
    func fullScreenCovers() {
        let log = EventLog()
        let root = Probe("root", log: log), sheet = Probe("sheet", log: log)
        _ = Stage(root)
        log.clear()
        root.present(sheet, animated: true)
        #expect(log.of("root") == ["root.viewWillDisappear", "root.viewDidDisappear"])
        #expect(log.of("sheet") == ["sheet.viewDidLoad", "sheet.viewWillAppear", "sheet.viewDidAppear"])
        #expect(sheet.reasons["viewWillAppear"] == "beingPresented")
        #expect(sheet.reasons["viewDidAppear"] == "beingPresented")

        log.clear()
        root.dismiss(animated: true)
        #expect(log.of("root") == ["root.viewWillAppear", "root.viewDidAppear"])
        #expect(log.of("sheet") == ["sheet.viewWillDisappear", "sheet.viewDidDisappear"])
        #expect(sheet.reasons["viewWillDisappear"] == "beingDismissed")
        #expect(root.reasons["viewWillAppear"] == "none")
        #expect(root.view.superview != nil)
    }

    @Test("pad sheets leave the presenter visible: it gets no disappear (MP-50 GAP, MP-21)",
          arguments: [ModalPresentationStyle.formSheet, .pageSheet])
    func padSheetKeepsPresenter(style: ModalPresentationStyle) {
        let log = EventLog()
        let root = Probe("root", log: log), sheet = Probe("sheet", log: log)
        let stage = Stage(root, idiom: .pad)
        log.clear()
        sheet.modalPresentationStyle = style
        root.present(sheet, animated: true)
        #expect(log.of("root").isEmpty)
        #expect(root.appearState == .appeared)
        #expect(sheet.appearState == .appeared)
        #expect(root.view.window === stage.window)
        // The sheet sits in a modal dimming layer above the presenter (MP-21, AX-41).
        let dimming = sheet.view.superview
        #expect(dimming?.accessibilityViewIsModal == true)
        #expect(dimming?.superview === stage.window)

        root.dismiss(animated: true)
        #expect(log.of("root").isEmpty)
        #expect(dimming?.superview == nil)
    }

    @Test("on phone every style covers the screen (MP-20)", arguments: ModalPresentationStyle.allCases)
    func phoneAlwaysCovers(style: ModalPresentationStyle) {
        let log = EventLog()
        let root = Probe("root", log: log), sheet = Probe("sheet")
        _ = Stage(root)
        log.clear()
        sheet.modalPresentationStyle = style
        root.present(sheet, animated: false)
        #expect(log.of("root") == ["root.viewWillDisappear", "root.viewDidDisappear"])
    }

    @Test("a form sheet is a centred 540 × 620 box on pad (MP-20 GAP)")
    func formSheetGeometry() {
        let root = Probe("root"), sheet = Probe("sheet")
        _ = Stage(root, idiom: .pad)
        sheet.modalPresentationStyle = .formSheet
        root.present(sheet, animated: false)
        #expect(sheet.view.frame == Rect(x: (1024 - 540) / 2, y: (1366 - 620) / 2, width: 540, height: 620))
    }

    // MARK: Dismissal rules (MP-31..37)

    /// root → first → second, all full screen.
    private func chain(log: EventLog) -> (Stage, Probe, Probe, Probe) {
        let root = Probe("root", log: log), first = Probe("first", log: log), second = Probe("second", log: log)
        let stage = Stage(root)
        root.present(first, animated: false)
        first.present(second, animated: false)
        log.clear()
        return (stage, root, first, second)
    }

    @Test("dismiss sent to the top presented controller passes to its presenter (MP-31, MP-34)")
    func dismissPresentedItself() {
        let log = EventLog()
        let (_, _, first, second) = chain(log: log)
        second.dismiss(animated: true)
        #expect(first.presentedViewController == nil)
        #expect(second.presentingViewController == nil)
        #expect(log.appearance == ["second.viewWillDisappear", "first.viewWillAppear",
                                   "second.viewDidDisappear", "first.viewDidAppear"])
    }

    @Test("dismiss sent lower in the chain dismisses everything above; only on-screen controllers get callbacks (MP-32, MP-33)")
    func dismissFromBottom() {
        let log = EventLog()
        let (_, root, first, second) = chain(log: log)
        root.dismiss(animated: true)
        #expect(root.presentedViewController == nil)
        #expect(first.presentingViewController == nil && first.presentedViewController == nil)
        #expect(second.presentingViewController == nil)
        // first was covered by second: it neither reappears nor disappears again.
        #expect(log.of("first").isEmpty)
        #expect(log.appearance == ["second.viewWillDisappear", "root.viewWillAppear",
                                   "second.viewDidDisappear", "root.viewDidAppear"])
        #expect(second.reasons["viewWillDisappear"] == "beingDismissed")
    }

    @Test("dismiss sent to a controller that neither presents nor was presented does nothing (MP-34)")
    func dismissNothing() {
        let log = EventLog()
        let root = Probe("root", log: log)
        _ = Stage(root)
        log.clear()
        var completed = false
        root.dismiss(animated: true) { completed = true }
        #expect(log.entries.isEmpty)
        #expect(completed)
        #expect(root.appearState == .appeared)
    }

    @Test("a content controller inside the context dismisses what the context presented (MP-30, DF-03)")
    func dismissFromChildOfContext() {
        let log = EventLog()
        let list = Probe("list", log: log), editor = Probe("editor", log: log)
        let nav = NavigationController(rootViewController: list)
        _ = Stage(nav)
        list.present(editor, animated: true)          // performed by nav, the root (MP-22)
        log.clear()
        list.dismiss(animated: true)                  // the delegate-callback pattern (DF-03)
        #expect(nav.presentedViewController == nil)
        #expect(log.appearance == ["editor.viewWillDisappear", "list.viewWillAppear",
                                   "editor.viewDidDisappear", "list.viewDidAppear"])
    }

    @Test("dismissing a presented navigation controller: only its top gets viewWillDisappear (MP-37)")
    func presentedNavigationDismissal() {
        let log = EventLog()
        let root = Probe("root", log: log), first = Probe("first", log: log), second = Probe("second", log: log)
        let nav = NavigationController(rootViewController: first)
        nav.pushViewController(second, animated: false)
        nav.identifier = "modalNav"
        log.watch(nav)
        _ = Stage(root)
        root.present(nav, animated: false)
        log.clear()

        second.dismiss(animated: true)     // a child of the presented nav: goes to the presenter
        #expect(root.presentedViewController == nil)
        #expect(log.of("first").isEmpty)
        #expect(log.of("second") == ["second.viewWillDisappear", "second.viewDidDisappear"])
        #expect(log.of("modalNav") == ["modalNav.viewWillDisappear", "modalNav.viewDidDisappear"])
    }

    @Test("dismissing a presented tab bar controller: only the visible tab gets viewWillDisappear (TB-50)")
    func presentedTabBarDismissal() {
        let log = EventLog()
        let root = Probe("root", log: log), first = Probe("first", log: log), second = Probe("second", log: log)
        let tabs = TabBarController(viewControllers: [first, second])
        _ = Stage(root)
        root.present(tabs, animated: false)
        log.clear()
        root.dismiss(animated: true)
        #expect(log.of("first") == ["first.viewWillDisappear", "first.viewDidDisappear"])
        #expect(log.of("second").isEmpty)
        #expect(log.of("root") == ["root.viewWillAppear", "root.viewDidAppear"])
    }

    @Test("""
        a child of a presented navigation controller answers presentingViewController; \
        tabBarController is nil (MP-04, MP-43, TB-16)
        """)
    func childOfPresentedNavigation() {
        let root = Probe("root"), inner = Probe("inner")
        let tabs = TabBarController(viewControllers: [root, Probe("other")])
        _ = Stage(tabs)
        let nav = NavigationController(rootViewController: inner)
        root.present(nav, animated: false)
        #expect(inner.presentingViewController === tabs)
        #expect(nav.presentingViewController === tabs)
        #expect(inner.tabBarController == nil)
        #expect(nav.tabBarController == nil)
        #expect(root.tabBarController === tabs)
    }

    /// A stack whose content defines the context and presents a sheet in its place (MP-23),
    /// the window root a navigation controller.
    private func inPlacePresentation(log: EventLog) -> (NavigationController, Probe, Probe, Stage) {
        let content = Probe("content", log: log), inPlace = Probe("inPlace", log: log)
        content.definesPresentationContext = true
        let nav = NavigationController(rootViewController: content)
        nav.identifier = "nav"
        log.watch(nav)
        let stage = Stage(nav)
        content.present(inPlace, animated: false)
        log.clear()
        return (nav, content, inPlace, stage)
    }

    @Test("""
        covering a container also covers what its children present in their own place, \
        and reveals it again (MP-50, MP-23, LC-35)
        """)
    func coverInPlacePresentation() {
        let log = EventLog()
        let (nav, content, inPlace, stage) = inPlacePresentation(log: log)
        #expect(inPlace.presentingViewController === content)
        #expect(inPlace.view.superview === nav.view)
        let over = Probe("over", log: log)
        #expect(nav.present(over, animated: true))
        #expect(log.of("inPlace") == ["inPlace.viewWillDisappear", "inPlace.viewDidDisappear"])
        #expect(log.of("content").isEmpty)
        #expect(inPlace.viewIfLoaded?.window == nil)

        log.clear()
        nav.dismiss(animated: true)
        #expect(log.of("inPlace") == ["inPlace.viewWillAppear", "inPlace.viewDidAppear"])
        #expect(log.of("content").isEmpty)                  // still covered by inPlace
        #expect(inPlace.view.window === stage.window)
        #expect(content.appearState == .disappeared)
    }

    @Test("rotation reaches a controller presented in its presenter's place, not the presenter (RO-10, RO-16)")
    func rotateInPlacePresentation() {
        let log = EventLog()
        let (_, _, _, stage) = inPlacePresentation(log: log)
        stage.window.rotate(to: .landscapeLeft)
        #expect(log.of("inPlace").count == 3)
        #expect(log.of("content").isEmpty)
    }

    @Test("dismissing an in-place presentation while its container is covered reveals nothing yet (MP-50, LC-30)")
    func dismissInPlaceWhileCovered() {
        let log = EventLog()
        let (nav, content, inPlace, _) = inPlacePresentation(log: log)
        let over = Probe("over", log: log)
        nav.present(over, animated: false)
        log.clear()
        content.dismiss(animated: true)
        #expect(content.presentedViewController == nil)
        #expect(log.appearance.isEmpty)
        #expect(content.appearState == .disappeared && inPlace.appearState == .disappeared)
        nav.dismiss(animated: true)
        #expect(log.of("content") == ["content.viewWillAppear", "content.viewDidAppear"])
        #expect(content.view.superview === nav.view)
    }

    @Test("a push hides what the old top presented in its place, a pop brings it back (MP-23, MP-50, NC-41)")
    func pushOverInPlacePresentation() {
        let log = EventLog()
        let (nav, content, inPlace, stage) = inPlacePresentation(log: log)
        let next = Probe("next", log: log)
        nav.pushViewController(next, animated: true)
        #expect(log.appearance == ["inPlace.viewWillDisappear", "next.viewWillAppear",
                                   "inPlace.viewDidDisappear", "next.viewDidAppear"])
        #expect(inPlace.viewIfLoaded?.window == nil)
        #expect(nav.view.subtree.contains { $0 === next.view })

        log.clear()
        nav.popViewController(animated: true)
        #expect(log.appearance == ["next.viewWillDisappear", "inPlace.viewWillAppear",
                                   "next.viewDidDisappear", "inPlace.viewDidAppear"])
        #expect(inPlace.view.superview === nav.view)
        #expect(inPlace.view.frame == Rect(x: 0, y: NavigationBar.height, width: 402, height: 812 - NavigationBar.height))
        #expect(content.appearState == .disappeared && content.viewIfLoaded?.window == nil)
        _ = stage
    }

    @Test("dismissing an in-place presentation whose presenter is off the stack's top puts nothing back on screen (MP-31, MP-50)")
    func dismissInPlaceBelowTop() {
        let log = EventLog()
        let (nav, content, inPlace, _) = inPlacePresentation(log: log)
        let next = Probe("next", log: log)
        nav.pushViewController(next, animated: false)
        log.clear()
        inPlace.dismiss(animated: true)
        #expect(log.appearance.isEmpty)
        #expect(content.viewIfLoaded?.window == nil)
        #expect(next.view.window != nil)
        nav.popViewController(animated: true)
        #expect(log.of("content") == ["content.viewWillAppear", "content.viewDidAppear"])
        #expect(content.view.superview === nav.view)
    }

    @Test("a tab switch hides what a tab presented in its own place, and switching back shows it (MP-23, TB-13)")
    func tabSwitchOverInPlacePresentation() {
        let log = EventLog()
        let content = Probe("content", log: log), other = Probe("other", log: log), sheet = Probe("sheet", log: log)
        let nav = NavigationController(rootViewController: content)
        nav.definesPresentationContext = true
        let tabs = TabBarController(viewControllers: [nav, other])
        _ = Stage(tabs)
        content.present(sheet, animated: false)
        log.clear()
        tabs.selectedViewController = other
        #expect(log.appearance
                == ["sheet.viewWillDisappear", "other.viewWillAppear", "sheet.viewDidDisappear", "other.viewDidAppear"])
        #expect(sheet.viewIfLoaded?.window == nil)
        log.clear()
        tabs.selectedViewController = nav
        #expect(log.appearance
                == ["other.viewWillDisappear", "sheet.viewWillAppear", "other.viewDidDisappear", "sheet.viewDidAppear"])
        #expect(sheet.view.superview === tabs.view)
        #expect(nav.viewIfLoaded?.window == nil)
        #expect(sheet.view.frame == Rect(x: 0, y: 0, width: 402, height: 812 - TabBar.height - 34))
    }

    @Test("a controller whose view is not in the window cannot present (UIKit's \"not in the window hierarchy\", MP-03)")
    func presentFromOffScreen() {
        let log = EventLog()
        let (nav, content, _, _) = inPlacePresentation(log: log)
        content.dismiss(animated: false)
        nav.present(Probe("over"), animated: false)
        let late = Probe("late", log: log)
        log.clear()
        #expect(content.present(late, animated: true) == false)
        #expect(late.presentingViewController == nil)
        #expect(log.entries.isEmpty)
    }

    @Test("visibleViewController is what is presented over the stack; topViewController does not change (NC-09, MP-43)")
    func visibleVersusTop() {
        let a = Probe("A"), b = Probe("B"), sheet = Probe("sheet"), over = Probe("over")
        let nav = NavigationController(rootViewController: a)
        nav.pushViewController(b, animated: false)
        _ = Stage(nav)
        #expect(nav.visibleViewController === b)
        b.present(sheet, animated: false)
        #expect(nav.topViewController === b)
        #expect(nav.visibleViewController === sheet)
        sheet.present(over, animated: false)
        #expect(nav.visibleViewController === over)
        nav.dismiss(animated: false)
        #expect(nav.visibleViewController === b)
    }

    @Test("visibleViewController also sees a presentation made by an enclosing tab bar controller (NC-09, MP-25)")
    func visibleThroughTabBarPresentation() {
        let a = Probe("A"), sheet = Probe("sheet")
        let nav = NavigationController(rootViewController: a)
        let tabs = TabBarController(viewControllers: [nav, Probe("other")])
        _ = Stage(tabs)
        a.present(sheet, animated: false)
        #expect(tabs.presentedViewController === sheet)
        #expect(nav.topViewController === a)
        #expect(nav.visibleViewController === sheet)
    }

    @Test("presentation and dismissal are screen changes for VoiceOver (AX-15)")
    func screenChanges() {
        let root = Probe("root"), sheet = Probe("sheet")
        let stage = Stage(root)
        let reader = PostRecorder()
        stage.app.screenReader = reader
        root.present(sheet, animated: true)
        root.dismiss(animated: true)
        #expect(reader.changes == [.screen, .screen])
    }

    @Test("presenting modally dismisses a visible popover first, without asking its delegate (PO-10, PO-09)")
    func presentDismissesPopover() {
        let root = Probe("root"), content = Probe("content"), sheet = Probe("sheet")
        let stage = Stage(root, idiom: .pad)
        let popover = PopoverController(contentViewController: content)
        let delegate = PopoverDelegateLog()
        popover.delegate = delegate
        popover.present(from: Rect(x: 100, y: 100, width: 44, height: 44), in: root.view)
        #expect(popover.isPopoverVisible)
        root.present(sheet, animated: true)
        #expect(popover.isPopoverVisible == false)
        #expect(stage.window.popovers.isEmpty)
        #expect(delegate.entries.isEmpty)
        #expect(content.appearState == .disappeared)
    }
}
