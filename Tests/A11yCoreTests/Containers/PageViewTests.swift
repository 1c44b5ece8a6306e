import Testing
@testable import A11yCore
@testable import TestSupport

/// Page view controllers (PV-05..15, AX-28).
@MainActor
@Suite("Page view controller")
struct PageViewTests {
    /// Five pages "p0" … "p4" in a fixed list.
    private func pages(_ count: Int = 5, log: EventLog? = nil) -> [Probe] {
        (0..<count).map { Probe("p\($0)", log: log) }
    }

    @Test("setViewControllers needs one page for a min or max spine and two for mid or double-sided (PV-05, PV-15)",
          arguments: [
            (PageViewController.SpineLocation.min, false, 1),
            (.max, false, 1),
            (.mid, false, 2),
            (.min, true, 2),
          ])
    func requiredCount(_ example: (spine: PageViewController.SpineLocation, doubleSided: Bool, required: Int)) {
        let (spine, doubleSided, required) = example
        let list = pages()
        let controller = PageViewController(spineLocation: spine, isDoubleSided: doubleSided)
        #expect(controller.requiredPageCount == required)
        for count in 1...3 {
            var completed: Bool?
            let accepted = controller.setViewControllers(Array(list.prefix(count)), direction: .forward, animated: false) {
                completed = $0
            }
            #expect(accepted == (count == required), "\(count) pages")
            #expect(completed == accepted)
        }
        #expect(controller.viewControllers.count == required)
    }

    @Test("orientation, spine and transition style are fixed at creation; the scroll style has no spine (PV-05, PV-15)")
    func fixedAtCreation() {
        let curl = PageViewController(transitionStyle: .pageCurl, navigationOrientation: .vertical, spineLocation: .mid)
        #expect(curl.navigationOrientation == .vertical && curl.spineLocation == .mid && curl.transitionStyle == .pageCurl)
        let scroll = PageViewController(transitionStyle: .scroll, spineLocation: .mid)
        #expect(scroll.spineLocation == .none)
        #expect(scroll.requiredPageCount == 1)
    }

    @Test("PageList answers before and after, with nil at either end (PV-07, PV-11, PV-15)")
    func dataSource() {
        let list = pages(3)
        let source = PageList(pages: list)
        let controller = PageViewController()
        #expect(source.pageViewController(controller, viewControllerBefore: list[1]) === list[0])
        #expect(source.pageViewController(controller, viewControllerAfter: list[1]) === list[2])
        #expect(source.pageViewController(controller, viewControllerBefore: list[0]) == nil)
        #expect(source.pageViewController(controller, viewControllerAfter: list[2]) == nil)
        #expect(source.pageViewController(controller, positionOf: list[1]) == "Page 2 of 3")
    }

    @Test("right-to-left content swaps the data source: before is the logically next page (PV-12)")
    func rightToLeftList() {
        let list = pages(3)
        let source = PageList(pages: list, isRightToLeft: true)
        let controller = PageViewController(spineLocation: .max)
        #expect(source.pageViewController(controller, viewControllerBefore: list[1]) === list[2])
        #expect(source.pageViewController(controller, viewControllerAfter: list[1]) === list[0])
    }

    @Test("turnPage moves through the data source and tells the delegate; at the end it stays (PV-07, PV-10)")
    func turnPage() {
        final class Delegate: PageViewControllerDelegate {
            var turns: [String] = []
            func pageViewController(_ pageViewController: PageViewController, didFinishAnimating finished: Bool,
                                    previousViewControllers: [ViewController], transitionCompleted completed: Bool) {
                turns.append("\(controllerIDs(previousViewControllers)) → \(controllerIDs(pageViewController.viewControllers))")
            }
        }
        let log = EventLog()
        let list = pages(3, log: log)
        let source = PageList(pages: list)
        let delegate = Delegate()
        let controller = PageViewController()
        controller.dataSource = source
        controller.delegate = delegate
        controller.setViewControllers([list[0]], direction: .forward, animated: false)
        _ = Stage(controller)
        log.clear()

        #expect(controller.turnPage(toAfter: true))
        #expect(controllerIDs(controller.viewControllers) == ["p1"])
        #expect(log.appearance == ["p0.viewWillDisappear", "p1.viewWillAppear", "p0.viewDidDisappear", "p1.viewDidAppear"])
        #expect(list[0].parent == nil && list[1].parent === controller)
        #expect(controller.turnPage(toAfter: true))
        #expect(controller.turnPage(toAfter: true) == false)
        #expect(controllerIDs(controller.viewControllers) == ["p2"])
        #expect(controller.turnPage(toAfter: false))
        #expect(controllerIDs(controller.viewControllers) == ["p1"])
        #expect(delegate.turns == [#"["p0"] → ["p1"]"#, #"["p1"] → ["p2"]"#, #"["p2"] → ["p1"]"#])
    }

    @Test("a mid spine turns two pages at a time and keeps each page's containment calls paired (PV-15, CT-10)")
    func midSpine() {
        let log = EventLog()
        let list = pages(5, log: log)
        let controller = PageViewController(spineLocation: .mid)
        controller.ownedDataSource = PageList(pages: list)      // dataSource alone is weak
        controller.identifier = "book"
        controller.setViewControllers([list[0], list[1]], direction: .forward, animated: false)
        _ = Stage(controller, idiom: .pad, orientation: .landscapeLeft)
        #expect(list[0].view.frame.maxX == list[1].view.frame.minX)     // side by side
        controller.turnPage(toAfter: true)
        #expect(controllerIDs(controller.viewControllers) == ["p2", "p3"])
        controller.turnPage(toAfter: true)
        #expect(controllerIDs(controller.viewControllers) == ["p3", "p4"])
        controller.turnPage(toAfter: false)
        #expect(controllerIDs(controller.viewControllers) == ["p1", "p2"])
        // Every page moved in as often as it moved out, plus once for the pages still shown.
        for page in list {
            let moves = log.of(page.name).filter { $0.contains("Move(") }
            let ins = moves.filter { $0.hasSuffix("didMove(book)") }.count
            let outs = moves.filter { $0.hasSuffix("didMove(nil)") }.count
            let shown = controller.viewControllers.contains { $0 === page } ? 1 : 0
            #expect(ins == outs + shown, "\(page.name): \(moves)")
        }
    }

    /// The direction names the swipe and the content follows the fingers (VoiceOverRules, "Gestures"):
    /// a swipe left shows the page after (content to the right, PV-11), right the page before.
    @Test(
        """
        a three-finger scroll turns the page and posts pageScrolled with the position \
        (AX-28, PV-08, PV-11, VoiceOverRules: Gestures)
        """,
        arguments: [
            // (direction, expected page after one scroll from page 2 of 5)
            (AccessibilityScrollDirection.left, "p2"),
            (.right, "p0"),
            (.next, "p2"),
            (.previous, "p0"),
        ]
    )
    func scroll(direction: AccessibilityScrollDirection, expected: String) {
        let list = pages()
        let controller = PageViewController()
        controller.ownedDataSource = PageList(pages: list)
        controller.setViewControllers([list[1]], direction: .forward, animated: false)
        let stage = Stage(controller)
        let reader = PostRecorder()
        stage.app.screenReader = reader
        #expect(controller.accessibilityScroll(direction))
        #expect(controllerIDs(controller.viewControllers) == [expected])
        let index = Int(expected.dropFirst())! + 1
        #expect(reader.posts == ["pageScrolled(Page \(index) of 5)"])
    }

    @Test("a vertical page controller: a swipe up shows the page below, after; down the page before (VoiceOverRules: Gestures)")
    func scrollVertical() {
        let list = pages()
        let controller = PageViewController(navigationOrientation: .vertical)
        controller.ownedDataSource = PageList(pages: list)
        controller.setViewControllers([list[1]], direction: .forward, animated: false)
        _ = Stage(controller)
        #expect(controller.accessibilityScroll(.up))
        #expect(controllerIDs(controller.viewControllers) == ["p2"])
        #expect(controller.accessibilityScroll(.down))
        #expect(controllerIDs(controller.viewControllers) == ["p1"])
        #expect(controller.accessibilityScroll(.left) == false)
    }

    @Test("right-to-left content: next scrolls to the logically next page through the swapped data source (PV-12, AX-28)")
    func scrollRightToLeft() {
        let list = pages()
        let controller = PageViewController(spineLocation: .max)
        controller.ownedDataSource = PageList(pages: list, isRightToLeft: true)
        controller.setViewControllers([list[1]], direction: .forward, animated: false)
        let stage = Stage(controller)
        let reader = PostRecorder()
        stage.app.screenReader = reader
        #expect(controller.accessibilityScroll(.next))
        #expect(controllerIDs(controller.viewControllers) == ["p2"])
        #expect(controller.accessibilityScroll(.left)) // shows the page to the right: "after", logically previous
        #expect(controllerIDs(controller.viewControllers) == ["p1"])
        #expect(reader.posts == ["pageScrolled(Page 3 of 5)", "pageScrolled(Page 2 of 5)"])
    }

    @Test("""
        at the last page a scroll onward is not handled and posts nothing: VoiceOver plays the boundary \
        (AX-28, VoiceOverRules: Gestures)
        """)
    func scrollAtEnd() {
        let list = pages(2)
        let controller = PageViewController()
        controller.ownedDataSource = PageList(pages: list)
        controller.setViewControllers([list[1]], direction: .forward, animated: false)
        let stage = Stage(controller)
        let reader = PostRecorder()
        stage.app.screenReader = reader
        #expect(controller.accessibilityScroll(.left) == false)
        #expect(controller.accessibilityScrollIsAtLimit(.left))
        #expect(!controller.accessibilityScrollIsAtLimit(.right))
        #expect(!controller.accessibilityScrollIsAtLimit(.up))
        #expect(controllerIDs(controller.viewControllers) == ["p1"])
        #expect(reader.posts.isEmpty)
    }

    @Test("without a data source there is no gesture navigation (PV-08, PV-09)")
    func noDataSource() {
        let list = pages(2)
        let controller = PageViewController()
        controller.setViewControllers([list[0]], direction: .forward, animated: false)
        let stage = Stage(controller)
        let reader = PostRecorder()
        stage.app.screenReader = reader
        #expect(controller.accessibilityScroll(.left) == false)
        #expect(controller.turnPage(toAfter: true) == false)
        #expect(reader.posts.isEmpty)
        // The app's own controls jump anywhere with setViewControllers (PV-09).
        controller.setViewControllers([list[1]], direction: .forward, animated: true)
        #expect(list[1].appearState == .appeared)
    }
}
