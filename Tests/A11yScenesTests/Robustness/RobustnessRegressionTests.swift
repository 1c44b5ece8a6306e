import Foundation
import Testing
@testable import A11yCore
@testable import TestSupport
@testable import A11ySceneModel
@testable import A11ySceneFiles

/// The bugs the random sessions and the fuzzers found, each as a fixed case.
@Suite("Robustness regressions")
@MainActor
struct RobustnessRegressionTests {
    // MARK: Found by the random sessions

    /// A tab past the fourth, shown through More and popped off More's stack again (Back,
    /// Escape), used to be left without a parent: no tab bar controller, no window, and on
    /// pad the phone's default orientations, so the tab bar refused upside-down (TB-40).
    @Test func tabPoppedOffMoreStaysTheTabBarsChild() {
        let tabs = (0..<7).map { ViewController(title: "T\($0)") }
        let tabBar = TabBarController(viewControllers: tabs)
        let harness = SessionHarness(root: tabBar, idiom: .pad)
        harness.start()
        let allOrientations = tabBar.supportedInterfaceOrientations
        tabBar.select(index: 6)
        #expect(tabs[6].parent === tabBar.moreNavigationController)
        tabBar.moreNavigationController.popViewController(animated: true)
        #expect(tabs[6].parent === tabBar)
        #expect(tabs[6].tabBarController === tabBar)
        #expect(tabBar.supportedInterfaceOrientations == allOrientations)
        #expect(harness.session.rotate(to: .portraitUpsideDown))
    }

    /// A navigation controller shown through More lends its stack to More; popping its
    /// root off More's stack used to leave it with no root at all (NC-02) and the root
    /// with no parent, kept alive only by More.
    @Test func borrowedStackComesBackWhenItsRootIsPopped() {
        let root = ViewController(title: "Inbox")
        let nav = NavigationController(rootViewController: root)
        let tabs = (0..<4).map { ViewController(title: "T\($0)") } + [nav, ViewController(title: "Last")]
        let tabBar = TabBarController(viewControllers: tabs)
        let harness = SessionHarness(root: tabBar)
        harness.start()
        tabBar.select(index: 4)
        #expect(tabBar.moreNavigationController.topViewController === root)
        tabBar.moreNavigationController.popViewController(animated: true)
        #expect(nav.viewControllers.count == 1)
        #expect(nav.viewControllers.first === root)
        #expect(root.parent === nav)
    }

    /// A page that defines a presentation context and presented over it (MP-23): turning
    /// the page used to put the covered page's own view back on screen beside the
    /// controller covering it, and turning away left the covering controller on screen.
    @Test func pageCoveredByItsPresentationTurnsWithIt() {
        let pages = (1...3).map { ViewController(title: "Page \($0)") }
        pages[0].definesPresentationContext = true
        let pageController = PageViewController(spineLocation: .min)
        let list = PageList(pages: pages)
        pageController.ownedDataSource = list
        pageController.setViewControllers([pages[0]], direction: .forward, animated: false)
        let harness = SessionHarness(root: pageController)
        harness.start()
        let cover = ViewController(title: "Cover")
        #expect(pages[0].present(cover, animated: true))
        #expect(cover.appearState == .appeared && pages[0].appearState == .disappeared)

        pageController.turnPage(toAfter: true)
        #expect(cover.appearState == .disappeared)
        #expect(cover.viewIfLoaded?.window == nil)
        #expect(pages[1].appearState == .appeared)

        pageController.turnPage(toAfter: false)
        #expect(cover.appearState == .appeared)
        #expect(cover.viewIfLoaded?.window === harness.window)
        #expect(pages[0].appearState == .disappeared)
        #expect(pages[0].viewIfLoaded?.window == nil)
    }

    /// Presenting from a controller that defines a context inside a popover: the popover
    /// is dismissed first (PO-10), taking the context off screen, and the presentation used
    /// to go ahead into a view outside the window, "appeared" yet unseen. Like UIKit, a
    /// controller whose view is not in the window cannot present.
    @Test func contextThatLeftWithItsPopoverCannotPresent() {
        let anchorHost = ViewController(title: "Host")
        let harness = SessionHarness(root: anchorHost, idiom: .pad)
        harness.start()
        let content = ViewController(title: "In popover")
        content.definesPresentationContext = true
        let popover = PopoverController(contentViewController: content)
        popover.present(from: Rect(x: 10, y: 100, width: 44, height: 44), in: anchorHost.view)
        #expect(content.appearState == .appeared)
        let sheet = ViewController(title: "Sheet")
        #expect(!content.present(sheet, animated: true))
        #expect(!popover.isPopoverVisible)
        #expect(sheet.appearState == .disappeared)
        #expect(content.presentedViewController == nil)
    }

    /// Setting the tabs again used to send viewWillDisappear/viewDidDisappear to a
    /// selected tab that stays selected, and never make it appear again, though its view
    /// stayed on screen (TB-13, LC-35).
    @Test func settingTabsKeepsTheSelectedTabAppeared() {
        let tabs = (0..<3).map { ViewController(title: "T\($0)") }
        let tabBar = TabBarController(viewControllers: tabs, selectedIndex: 1)
        let harness = SessionHarness(root: tabBar)
        harness.start()
        var events: [LifecycleEvent] = []
        tabs[1].lifecycleObservers.append { _, event in events.append(event) }
        tabBar.setViewControllers([tabs[1], tabs[2]], animated: false)
        #expect(events.isEmpty)
        #expect(tabs[1].appearState == .appeared)
        #expect(tabBar.selectedViewController === tabs[1])
    }

    /// With a tab past the fourth selected, More is what shows: replacing the tabs used to
    /// leave More "appeared" with its view gone, and the tab removed kept alive by More.
    @Test func settingTabsWhileMoreShowsSwitchesAwayFromMore() {
        var tabs: [ViewController]? = (0..<7).map { ViewController(title: "T\($0)") }
        let tabBar = TabBarController(viewControllers: tabs!)
        let harness = SessionHarness(root: tabBar)
        harness.start()
        tabBar.select(index: 5)
        weak let removed = tabs![5]
        let kept = Array(tabs!.prefix(3))
        tabs = nil
        tabBar.setViewControllers(kept, animated: false)
        harness.settle()
        let more = tabBar.moreNavigationController
        #expect(more.appearState == .disappeared)
        #expect(more.viewIfLoaded?.window == nil)
        #expect(kept[0].appearState == .appeared)
        #expect(removed == nil)
    }

    /// A table view controller kept the rows it was given before its view loaded for ever,
    /// with whatever their actions captured (More's list held every tab it ever listed).
    @Test func tableControllerReleasesReplacedRows() {
        let table = TableViewController(style: .plain)
        var captured: ViewController? = ViewController(title: "Captured")
        weak let weakCaptured = captured
        table.sections = [TableSection(rows: [TableRow(text: "Row") { [captured] in _ = captured }])]
        captured = nil
        table.loadViewIfNeeded()
        table.sections = []
        #expect(weakCaptured == nil)
        // The latest rows come back when an unloaded view is rebuilt (LC-20..22).
        table.sections = [TableSection(rows: [TableRow(text: "Latest")])]
        table.view = nil
        #expect(table.sections.first?.rows.first?.text == "Latest")
    }

    /// Dismissing a pad sheet presented by a context that a later full-screen presentation
    /// covers (from its container) used to make the context "appear" off screen: the
    /// sheet never made it disappear (MP-50), so there is nothing to reveal.
    @Test func dismissingASheetUnderAnotherPresentationRevealsNothing() {
        let page = ViewController(title: "Page")
        page.definesPresentationContext = true
        let pages = PageViewController()
        pages.ownedDataSource = PageList(pages: [page])
        pages.setViewControllers([page], direction: .forward, animated: false)
        let harness = SessionHarness(root: pages, idiom: .pad)
        harness.start()
        let sheet = ViewController(title: "Sheet")
        sheet.modalPresentationStyle = .pageSheet
        #expect(page.present(sheet, animated: true))
        #expect(pages.present(ViewController(title: "Full"), animated: true))
        #expect(page.appearState == .disappeared)
        sheet.dismiss(animated: true)
        #expect(page.appearState == .disappeared)
        #expect(page.viewIfLoaded?.window == nil)
    }

    /// A page that presented a pad sheet and was then turned away left the sheet on screen
    /// with a responder chain ending at the page, outside the window: the chain now goes
    /// from the sheet through its window to the application delegate (RC-06, RC-09).
    @Test func sheetOfAPageTurnedAwayStillReachesTheDelegate() {
        let delegate = ApplicationDelegate()
        let first = ViewController(title: "One"), second = ViewController(title: "Two")
        first.definesPresentationContext = true
        let pages = PageViewController()
        pages.ownedDataSource = PageList(pages: [first, second])
        pages.setViewControllers([first], direction: .forward, animated: false)
        let harness = SessionHarness(root: pages, idiom: .pad, delegate: delegate)
        harness.start()
        let sheet = NavigationController(rootViewController: ViewController(title: "Sheet"))
        sheet.modalPresentationStyle = .pageSheet
        #expect(first.present(sheet, animated: true))
        pages.turnPage(toAfter: true)
        for element in harness.session.elements {
            let chain = element.view.responderChain
            #expect(chain.last === delegate, "\(element.view.accessibilityIdentifier ?? "?")")
        }
    }

    // MARK: Found by fuzzing and by hand-made hostile scenes

    /// Every regression seed in Fuzz/corpus/scene loads without crashing or hanging: it
    /// parses into a scene that builds and describes, or fails with a located SceneError.
    @Test(arguments: RegressionScenes.seedNames)
    func regressionSeed(_ name: String) throws {
        let text = try #require(try? String(contentsOfFile: RegressionScenes.seedDirectory + "/" + name, encoding: .utf8))
        RegressionScenes.load(text, file: name)
    }

    /// Big hostile scenes, made here rather than kept in the corpus.
    @Test func hostileScenesAreRefusedQuickly() throws {
        let clock = ContinuousClock()
        for (name, text, expected) in RegressionScenes.hostile {
            let start = clock.now
            #expect(throws: SceneError.self, "\(name)") { try SceneParser.parse(text, file: name) }
            do { _ = try SceneParser.parse(text, file: name) } catch let error as SceneError {
                #expect(error.message.contains(expected), "\(name): \(error.message)")
            } catch {
                Issue.record("\(name): not a SceneError: \(error)")
            }
            #expect(clock.now - start < .seconds(20), "\(name) took \(clock.now - start)")
        }
    }

    /// `onAppear` actions that present or push their own controller again used to recurse
    /// until the stack overflowed, or push forever: they stop after
    /// `SceneApp.maximumNestedRuns` with a warning.
    @Test func selfRepeatingOnAppearStops() throws {
        for root in ["a", "nav"] {
            let text = """
            scene: 1
            root: \(root)
            controllers:
              nav: { kind: navigation, stack: [a] }
              a: { title: A, onAppear: [\(root == "a" ? "present" : "push"): a] }
            """
            let app = SceneApp(spec: try SceneParser.parse(text, file: "loop.yaml"))
            app.window.makeKeyAndVisible()
            #expect(app.warnings.contains { $0.contains("kept starting more actions") })
        }
    }

    /// `if:` branches are not nested runs: a handler of many `if`s runs them all.
    @Test func manyIfActionsAllRun() throws {
        let ifs = (0..<150).map { _ in
            "      - if: { view: state, text: Off, then: [increment: level], else: [increment: level] }"
        }
        let text = """
        scene: 1
        root: a
        controllers:
          a:
            view:
              subviews:
                - { type: label, id: state, text: Off }
                - { type: stepper, id: level, label: Level, value: 0, min: 0, max: 1000, step: 1 }
            magicTap:
        \(ifs.joined(separator: "\n"))
        """
        let app = SceneApp(spec: try SceneParser.parse(text, file: "ifs.yaml"))
        app.window.makeKeyAndVisible()
        let handled = app.window.rootViewController?.accessibilityPerformMagicTap()
        #expect(handled == true)
        #expect((app.view(id: "level") as? Stepper)?.value == 150)
        #expect(app.warnings.isEmpty)
    }
}

/// The scene regression seeds and generated hostile scenes.
enum RegressionScenes {
    static let seedDirectory: String = {
        var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(4)   // Properties/RobustnessRegressionTests.swift, A11yCoreTests, Tests
        return parts.joined(separator: "/") + "/Fuzz/corpus/scene"
    }()

    static var seedNames: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: seedDirectory)) ?? []).filter { $0.contains(".") }.sorted()
    }

    /// Parses, builds, shows and describes `text`; a parse error must be a SceneError.
    @MainActor
    static func load(_ text: String, file: String) {
        let spec: SceneSpec
        do {
            spec = try SceneParser.parse(text, file: file)
        } catch is SceneError {
            return
        } catch {
            Issue.record("\(file): not a SceneError: \(error)")
            return
        }
        let app = SceneApp(spec: spec)
        app.window.makeKeyAndVisible()
        _ = ScreenDescription.describe(window: app.window)
    }

    /// (name, scene text, what the error says).
    static var hostile: [(String, String, String)] {
        var result: [(String, String, String)] = []
        // A chain of 50,000 anchors, each holding the previous one: a 100,000-level tree
        // the YAML library used to build and free recursively, overflowing the stack.
        var lines = ["scene: 1", "root: a", "x0: &a0 [x]"]
        for i in 1..<50_000 { lines.append("x\(i): &a\(i) [*a\(i - 1)]") }
        result.append(("alias-chain", lines.joined(separator: "\n"), "too many anchors"))
        // Billion laughs through subviews: 3^30 views from 30 lines.
        lines = ["scene: 1", "root: a", "controllers:", "  a:", "    view:", "      subviews:",
                 "        - &l0 { type: view, subviews: [{ type: label, text: x }, { type: label, text: y }] }"]
        for i in 1..<30 { lines.append("        - &l\(i) { type: view, subviews: [*l\(i - 1), *l\(i - 1), *l\(i - 1)] }") }
        result.append(("laughs", lines.joined(separator: "\n"), "expand"))
        // Pages of pages by id: each use builds anew, 3^30 controllers.
        lines = ["scene: 1", "root: p0", "controllers:"]
        for i in 0..<30 { lines.append("  p\(i): { kind: page, pages: [p\(i + 1), p\(i + 1), p\(i + 1)] }") }
        lines.append("  p30: { title: leaf }")
        result.append(("page-fanout", lines.joined(separator: "\n"), "builds more than"))
        // A page inside a page, 5,000 deep, by id: the validator used to overflow the stack.
        lines = ["scene: 1", "root: p0", "controllers:"]
        for i in 0..<5_000 { lines.append("  p\(i): { kind: page, pages: [p\(i + 1)] }") }
        lines.append("  p5000: { title: leaf }")
        result.append(("page-chain", lines.joined(separator: "\n"), "nest deeper than"))
        return result
    }
}
