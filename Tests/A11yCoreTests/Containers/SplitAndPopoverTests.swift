import Testing
@testable import A11yCore
@testable import TestSupport

/// Split view controllers (SV-01, SV-05, SV-06, SV-09) and popovers (PO-03..10).
@MainActor
@Suite("Split view and popovers")
struct SplitAndPopoverTests {
    /// A pad split: a master list and a detail navigation controller.
    private func split(orientation: InterfaceOrientation, log: EventLog? = nil)
        -> (SplitViewController, Probe, NavigationController, Probe, Stage) {
        let master = Probe("master", title: "Plays", log: log)
        let detailRoot = Probe("detail", title: "Hamlet", log: log)
        let detail = NavigationController(rootViewController: detailRoot)
        let split = SplitViewController(master: master, detail: detail)
        let stage = Stage(split, idiom: .pad, orientation: orientation)
        return (split, master, detail, detailRoot, stage)
    }

    // MARK: Split view

    @Test("landscape shows both panes side by side, the master 320 points wide (SV-01, SV-06)")
    func landscapeBothPanes() {
        let (split, master, detail, _, stage) = split(orientation: .landscapeLeft)
        #expect(split.isMasterHidden == false)
        #expect(master.view.superview === split.view)
        #expect(detail.view.superview === split.view)
        #expect(master.view.frame == Rect(x: 0, y: 0, width: 320, height: split.view.bounds.height))
        #expect(detail.view.frame.minX > 320)
        #expect(detail.view.frame.maxX == stage.window.bounds.width)
        #expect(master.appearState == .appeared)
        #expect(detail.appearState == .appeared)
        #expect(split.masterBarButtonItem == nil)
    }

    @Test("portrait hides the master and puts its bar button in the detail navigation's root item (SV-06, SV-09 GAP)")
    func portraitHidesMaster() {
        let (split, master, detail, detailRoot, _) = split(orientation: .portrait)
        #expect(split.isMasterHidden)
        #expect(master.viewIfLoaded?.superview == nil)
        #expect(detail.view.frame == split.view.bounds)
        let item = split.masterBarButtonItem
        #expect(item?.title == "Plays")
        #expect(detailRoot.navigationItem.leftBarButtonItem === item)
        #expect(detail.navigationBar.barButtons.first?.item === item)
    }

    @Test("tapping the bar button shows the master in a popover; tapping outside hides it (SV-06, PO-06)")
    func masterPopover() {
        let log = EventLog()
        let (split, master, detail, _, stage) = split(orientation: .portrait, log: log)
        log.clear()
        let button = detail.navigationBar.barButtons.first { $0.item === split.masterBarButtonItem }
        #expect(button?.performDefaultAction() == true)
        #expect(split.masterPopover?.isPopoverVisible == true)
        #expect(stage.window.popovers.count == 1)
        #expect(master.view.window === stage.window)
        #expect(master.view.frame.width == 320)
        #expect(log.of("master") == ["master.viewDidLoad", "master.viewWillAppear", "master.viewDidAppear"])

        let outside = stage.window.subtree.first { $0.accessibilityIdentifier == "dismissPopup" }
        #expect(outside?.performDefaultAction() == true)
        #expect(split.masterPopover?.isPopoverVisible == false)
        #expect(master.appearState == .disappeared)
    }

    @Test("rotating to landscape brings the master back and removes the bar button (SV-06, SV-09)")
    func rotateShowsMaster() {
        let log = EventLog()
        let (split, master, detail, detailRoot, stage) = split(orientation: .portrait, log: log)
        log.clear()
        #expect(stage.window.rotate(to: .landscapeLeft))
        #expect(split.isMasterHidden == false)
        #expect(master.view.superview === split.view)
        #expect(detailRoot.navigationItem.leftBarButtonItem == nil)
        #expect(detail.navigationBar.barButtons.isEmpty)
        #expect(log.of("master") == ["master.viewDidLoad", "master.viewWillAppear", "master.viewDidAppear"])
        #expect(stage.window.rotate(to: .portrait))
        #expect(split.isMasterHidden)
        #expect(log.of("master").suffix(2) == ["master.viewWillDisappear", "master.viewDidDisappear"])
    }

    @Test("rotating to landscape while the master popover shows puts the master back in its pane (SV-06, PO-09)")
    func rotateWithPopoverOpen() {
        let log = EventLog()
        let (split, master, _, _, stage) = split(orientation: .portrait, log: log)
        split.showMasterPopover()
        let popover = split.masterPopover
        #expect(popover?.isPopoverVisible == true)
        log.clear()
        stage.window.rotate(to: .landscapeLeft)
        #expect(popover?.isPopoverVisible == false)
        #expect(stage.window.popovers.isEmpty)
        #expect(master.view.superview === split.view)
        #expect(master.view.frame.width == SplitViewController.masterWidth)
        #expect(master.appearState == .appeared)
        #expect(AppearanceTests.willsMatchDids(log.entries))
    }

    @Test("a split asked to open its hidden master does so once when it appears, as its bar button would (SV-06)")
    func opensHiddenMasterOnAppear() {
        for orientation in [InterfaceOrientation.portrait, .landscapeLeft] {
            let master = Probe("master", title: "Plays")
            let split = SplitViewController(master: master, detail: NavigationController(rootViewController: Probe("detail")))
            split.opensHiddenMasterOnAppear = true
            let stage = Stage(split, idiom: .pad, orientation: orientation)
            // In portrait the master opens in its popover; in landscape it is beside the detail already.
            #expect((split.masterPopover?.isPopoverVisible == true) == orientation.isPortrait)
            #expect(stage.window.popovers.count == (orientation.isPortrait ? 1 : 0))
            #expect(split.opensHiddenMasterOnAppear == false)
        }
    }

    @Test("a delegate decides whether the master hides and receives the bar button (SV-06, SV-09)")
    func splitDelegate() {
        final class Delegate: SplitViewControllerDelegate {
            var hides = true
            var entries: [String] = []
            func splitViewController(_ split: SplitViewController, shouldHide master: ViewController,
                                     in orientation: InterfaceOrientation) -> Bool {
                hides && orientation.isPortrait
            }
            func splitViewController(_ split: SplitViewController, willHide master: ViewController,
                                     with barButtonItem: BarButtonItem, for popover: PopoverController) {
                entries.append("willHide(\(barButtonItem.title ?? ""))")
            }
            func splitViewController(_ split: SplitViewController, willShow master: ViewController,
                                     invalidating barButtonItem: BarButtonItem) {
                entries.append("willShow")
            }
        }
        let delegate = Delegate()
        let master = Probe("master", title: "Plays"), detail = Probe("detail")
        let split = SplitViewController(master: master, detail: detail)
        split.delegate = delegate
        let stage = Stage(split, idiom: .pad, orientation: .landscapeLeft)
        #expect(delegate.entries.isEmpty)
        stage.window.rotate(to: .portrait)
        stage.window.rotate(to: .landscapeRight)
        #expect(delegate.entries == ["willHide(Plays)", "willShow"])
    }

    // MARK: Popovers

    @Test("a popover's default content size is 320 × 1100; popoverContentSize takes precedence (PO-03)")
    func defaultSize() {
        let root = Probe("root"), content = Probe("content")
        _ = Stage(root, idiom: .pad)
        let popover = PopoverController(contentViewController: content)
        #expect(PopoverController.defaultContentSize == Size(width: 320, height: 1100))
        popover.present(from: Rect(x: 100, y: 40, width: 44, height: 44), in: root.view)
        #expect(content.view.frame.size == Size(width: 320, height: 1100))
        #expect(popover.arrowDirection == .up)
        popover.dismiss(animated: false)
        popover.popoverContentSize = Size(width: 400, height: 300)
        popover.present(from: Rect(x: 100, y: 40, width: 44, height: 44), in: root.view)
        #expect(content.view.frame.size == Size(width: 400, height: 300))
    }

    @Test("replacing the content controller drops a custom size (PO-04)")
    func replacingContentDropsSize() {
        let popover = PopoverController(contentViewController: Probe("one"))
        popover.popoverContentSize = Size(width: 200, height: 200)
        popover.contentViewController = Probe("two")
        #expect(popover.popoverContentSize == nil)
    }

    /// A shown popover with a delegate log.
    private func shownPopover(log: EventLog) -> (PopoverController, PopoverDelegateLog, Probe, Stage) {
        let root = Probe("root", log: log), content = Probe("content", log: log)
        let stage = Stage(root, idiom: .pad)
        let popover = PopoverController(contentViewController: content)
        let delegate = PopoverDelegateLog()
        popover.delegate = delegate
        popover.present(from: Rect(x: 500, y: 600, width: 44, height: 44), in: root.view)
        log.clear()
        return (popover, delegate, content, stage)
    }

    @Test("showing a popover makes its content appear; the content under it stays on screen (PO-01)")
    func showing() {
        let log = EventLog()
        let root = Probe("root", log: log), content = Probe("content", log: log)
        let stage = Stage(root, idiom: .pad)
        log.clear()
        let popover = PopoverController(contentViewController: content)
        popover.present(from: Rect(x: 500, y: 600, width: 44, height: 44), in: root.view)
        #expect(log.entries == ["content.viewDidLoad", "content.viewWillAppear", "content.viewDidAppear"])
        #expect(popover.isPopoverVisible)
        #expect(root.appearState == .appeared)
        #expect(content.view.window === stage.window)
        // The content sits in a window-level layer that is modal to VoiceOver (PO-01, PO-14).
        let layer = content.view.superview?.superview
        #expect(layer?.accessibilityViewIsModal == true)
        #expect(layer?.superview === stage.window)
    }

    @Test("a tap outside asks shouldDismiss, dismisses, then sends didDismiss (PO-06, PO-08)")
    func tapOutside() {
        let log = EventLog()
        let (popover, delegate, content, stage) = shownPopover(log: log)
        let outside = stage.window.subtree.first { $0.accessibilityIdentifier == "dismissPopup" }
        #expect(outside?.accessibilityLabel == "Dismiss popup")
        #expect(outside?.performDefaultAction() == true)
        #expect(delegate.entries == ["shouldDismiss", "didDismiss"])
        #expect(popover.isPopoverVisible == false)
        #expect(log.of("content") == ["content.viewWillDisappear", "content.viewDidDisappear"])
        #expect(content.viewIfLoaded?.window == nil)
    }

    @Test("Escape inside the popover goes the same way as a tap outside (PO-08, AX-26)")
    func escape() {
        let log = EventLog()
        let (popover, delegate, content, _) = shownPopover(log: log)
        let button = Button(title: "Bold")
        content.view.addSubview(button)
        let handler = button.responderChain.first { $0.accessibilityPerformEscape() }
        #expect(handler != nil)
        #expect(delegate.entries == ["shouldDismiss", "didDismiss"])
        #expect(popover.isPopoverVisible == false)
    }

    @Test("a delegate that refuses keeps the popover up (PO-08)")
    func refused() {
        let log = EventLog()
        let (popover, delegate, _, _) = shownPopover(log: log)
        delegate.allowsDismissal = false
        #expect(popover.userDismiss() == false)
        #expect(delegate.entries == ["shouldDismiss"])
        #expect(popover.isPopoverVisible)
        #expect(log.entries.isEmpty)
    }

    @Test("dismissing in code does not call the delegate (PO-09)")
    func codeDismissal() {
        let log = EventLog()
        let (popover, delegate, _, stage) = shownPopover(log: log)
        popover.dismiss(animated: true)
        #expect(delegate.entries.isEmpty)
        #expect(popover.isPopoverVisible == false)
        #expect(stage.window.popovers.isEmpty)
        #expect(log.of("content") == ["content.viewWillDisappear", "content.viewDidDisappear"])
    }

    @Test("showing and dismissing a popover are screen changes (AX-15)")
    func popoverScreenChanges() {
        let log = EventLog()
        let (popover, _, _, stage) = shownPopover(log: log)
        let reader = PostRecorder()
        stage.app.screenReader = reader
        popover.dismiss(animated: false)
        #expect(reader.changes == [.screen])
    }
}
