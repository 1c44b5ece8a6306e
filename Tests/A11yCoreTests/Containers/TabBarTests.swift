import Testing
@testable import A11yCore
@testable import TestSupport

/// Tab bar controllers: items, selection, More, customisation, delegate, badges
/// (TB-01..05, TB-10, TB-13, TB-20..25, TB-31..33).
@MainActor
@Suite("Tab bar controller")
struct TabBarTests {
    /// A visible tab bar controller with one probe per title.
    private func tabs(_ titles: [String], log: EventLog? = nil) -> (TabBarController, [Probe], Stage) {
        let probes = titles.map { Probe($0, title: $0, log: log) }
        let tabs = TabBarController(viewControllers: probes)
        tabs.identifier = "tabs"
        let stage = Stage(tabs)
        log?.clear()
        return (tabs, probes, stage)
    }

    private func labels(_ tabs: TabBarController) -> [String] {
        tabs.tabBar.buttons.map { ($0.isSelected ? "*" : "") + ($0.accessibilityLabel ?? "?") }
    }

    @Test("the bar is built from each child's tabBarItem, defaulting to the title; exactly one is selected (TB-01, TB-02, TB-05)")
    func itemsFromChildren() {
        let (tabs, probes, _) = tabs(["Favorites", "Recents", "Contacts"])
        probes[1].tabBarItem = TabBarItem(title: "Calls")
        #expect(labels(tabs) == ["*Favorites", "Calls", "Contacts"])
        #expect(tabs.tabBar.buttons.allSatisfy { $0.accessibilityTraits.contains(.tabBarItem) })
        #expect(tabs.selectedViewController === probes[0])
        #expect(probes[0].view.superview === tabs.view)
        #expect(probes[1].isViewLoaded == false)
    }

    @Test("a navigation controller's tab shows its top controller's title unless it has its own (TB-10, LC-51)")
    func navigationTabTitle() {
        let root = Probe("root", title: "Groups")
        let nav = NavigationController(rootViewController: root)
        let tabs = TabBarController(viewControllers: [nav, Probe("x", title: "Keypad")])
        _ = Stage(tabs)
        #expect(labels(tabs) == ["*Groups", "Keypad"])
        nav.pushViewController(Probe("all", title: "All Contacts"), animated: false)
        #expect(labels(tabs) == ["*All Contacts", "Keypad"])
        nav.title = "Contacts"
        #expect(labels(tabs) == ["*Contacts", "Keypad"])
    }

    @Test("a tab switch: the old child disappears and the new one appears (TB-13)")
    func tabSwitch() {
        let log = EventLog()
        let (tabs, probes, _) = tabs(["A", "B"], log: log)
        tabs.selectedViewController = probes[1]
        #expect(log.appearance == ["A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear"])
        #expect(labels(tabs) == ["A", "*B"])
        #expect(probes[0].viewIfLoaded?.superview == nil)
        #expect(tabs.selectedIndex == 1)
        #expect(probes[1].reasons["viewWillAppear"] == "none")
    }

    @Test("the user's tap asks shouldSelect, selects and reports didSelect (TB-31, TB-32, TB-33)")
    func userTap() {
        let (tabs, probes, _) = tabs(["A", "B", "C"])
        let delegate = TabBarDelegateLog()
        tabs.delegate = delegate
        #expect(tabs.tabBar.buttons[2].performDefaultAction())
        #expect(tabs.selectedViewController === probes[2])
        #expect(delegate.entries == ["shouldSelect(C)", "didSelect(C)"])
    }

    @Test("shouldSelect returning false blocks the user's tap (TB-31)")
    func shouldSelectBlocks() {
        let log = EventLog()
        let (tabs, probes, _) = tabs(["Login", "Data"], log: log)
        let delegate = TabBarDelegateLog()
        delegate.blocked = ["Data"]
        tabs.delegate = delegate
        #expect(tabs.tabBar.buttons[1].performDefaultAction() == false)
        #expect(tabs.selectedViewController === probes[0])
        #expect(delegate.entries == ["shouldSelect(Data)"])
        #expect(log.appearance.isEmpty)
    }

    @Test("selecting in code tells the delegate nothing (TB-33)")
    func codeSelectionIsSilent() {
        let (tabs, probes, _) = tabs(["A", "B"])
        let delegate = TabBarDelegateLog()
        tabs.delegate = delegate
        tabs.selectedViewController = probes[1]
        tabs.select(index: 0)
        #expect(delegate.entries.isEmpty)
        #expect(tabs.selectedViewController === probes[0])
    }

    @Test("a disabled tab cannot be selected by the user, and the delegate is not asked (TB-01, TB-31, GAP)")
    func disabledTab() {
        let (tabs, probes, _) = tabs(["A", "B"])
        probes[1].tabBarItem.isEnabled = false
        let delegate = TabBarDelegateLog()
        tabs.delegate = delegate
        #expect(tabs.tabBar.buttons[1].performDefaultAction() == false)
        #expect(tabs.selectedViewController === probes[0])
        #expect(delegate.entries.isEmpty)
    }

    @Test("a second tap on a selected navigation tab pops it to its root (NC-22, UIKit behaviour, GAP)")
    func secondTapPopsToRoot() {
        let root = Probe("root", title: "Root")
        let nav = NavigationController(rootViewController: root)
        nav.pushViewController(Probe("deep"), animated: false)
        let tabs = TabBarController(viewControllers: [nav, Probe("x")])
        _ = Stage(tabs)
        #expect(tabs.tabBar.buttons[0].performDefaultAction())
        #expect(nav.topViewController === root)
    }

    @Test("badges are spoken as the tab's value (TB-08)",
          arguments: [("3", "3 items"), ("1", "1 item"), ("New", "New")])
    func badges(badge: String, spoken: String) {
        let (tabs, probes, _) = tabs(["Mail", "Notes"])
        #expect(tabs.tabBar.buttons[0].accessibilityValue == nil)
        probes[0].tabBarItem.badgeValue = badge
        #expect(tabs.tabBar.buttons[0].accessibilityValue == spoken)
        probes[0].tabBarItem.badgeValue = nil
        #expect(tabs.tabBar.buttons[0].accessibilityValue == nil)
    }

    // MARK: More (TB-20..25)

    @Test("five tabs or fewer all show; more than five show four plus More (TB-20)",
          arguments: [(5, ["*T0", "T1", "T2", "T3", "T4"]), (6, ["*T0", "T1", "T2", "T3", "More"]),
                      (8, ["*T0", "T1", "T2", "T3", "More"])])
    func moreAppears(count: Int, expected: [String]) {
        let (tabs, _, _) = tabs((0..<count).map { "T\($0)" })
        #expect(labels(tabs) == expected)
        #expect(tabs.showsMore == (count > 5))
        #expect(tabs.viewControllers.count == count)                      // More is not one of them (TB-22)
        #expect(!tabs.viewControllers.contains { $0 === tabs.moreNavigationController })
    }

    @Test("More lists the rest; choosing one pushes it inside More and reports the selection (TB-21, TB-22, TB-32)")
    func moreList() {
        let log = EventLog()
        let (tabs, probes, _) = tabs((0..<7).map { "T\($0)" }, log: log)
        let delegate = TabBarDelegateLog()
        tabs.delegate = delegate
        let more = tabs.moreNavigationController

        #expect(tabs.tabBar.buttons[4].performDefaultAction())          // the More tab
        #expect(tabs.isMoreSelected)
        #expect(labels(tabs) == ["T0", "T1", "T2", "T3", "*More"])
        #expect(tabs.displayedController === more)
        #expect(log.of("T0") == ["T0.viewWillDisappear", "T0.viewDidDisappear"])
        let list = more.topViewController as? TableViewController
        #expect(list?.title == "More")
        #expect(list?.tableView.cells.values.sorted { $0.indexPath.row < $1.indexPath.row }.map(\.accessibilityLabel)
                == ["T4", "T5", "T6"])

        _ = list?.tableView.cells[IndexPath(row: 1, section: 0)]?.performDefaultAction()
        #expect(more.topViewController === probes[5])
        #expect(tabs.selectedViewController === probes[5])
        #expect(probes[5].appearState == .appeared)
        #expect(probes[5].tabBarController === tabs)
        #expect(delegate.entries == ["shouldSelect(T5)", "didSelect(T5)"])
        #expect(labels(tabs) == ["T0", "T1", "T2", "T3", "*More"])
        // The back button of the pushed tab returns to the list.
        #expect(more.navigationBar.backButton?.accessibilityLabel == "More")
    }

    @Test("setting viewControllers resets customizableViewControllers to all of them (TB-24, TB-25)")
    func customizableReset() {
        let (tabs, probes, _) = tabs((0..<6).map { "T\($0)" })
        #expect(tabs.customizableViewControllers?.count == 6)
        tabs.customizableViewControllers = [probes[4]]
        #expect(controllerIDs(tabs.customizableViewControllers ?? []) == ["T4"])
        let extra = Probe("T6", title: "T6")
        tabs.setViewControllers(probes + [extra], animated: true)
        #expect(tabs.customizableViewControllers?.count == 7)
        tabs.customizableViewControllers = nil
        tabs.viewControllers = probes
        #expect(tabs.customizableViewControllers?.count == 6)
    }

    @Test("More's Edit button appears only when some tab is customizable (TB-23, TB-24)")
    func moreEditButton() {
        let (tabs, _, _) = tabs((0..<6).map { "T\($0)" })
        tabs.selectMore()
        let more = tabs.moreNavigationController
        #expect(more.navigationBar.barButtons.map(\.accessibilityLabel).contains("Edit"))
        tabs.customizableViewControllers = nil
        more.refreshBars()
        #expect(!more.navigationBar.barButtons.map(\.accessibilityLabel).contains("Edit"))
    }

    @Test("removing the selected tab selects the first (TB-30, TB-33 GAP)")
    func removeSelected() {
        let log = EventLog()
        let (tabs, probes, _) = tabs(["A", "B", "C"], log: log)
        tabs.selectedViewController = probes[2]
        log.clear()
        tabs.setViewControllers([probes[0], probes[1]], animated: true)
        #expect(tabs.selectedViewController === probes[0])
        #expect(log.appearance == ["C.viewWillDisappear", "C.viewDidDisappear", "A.viewWillAppear", "A.viewDidAppear"])
        #expect(probes[2].parent == nil)
        #expect(labels(tabs) == ["*A", "B"])
    }

    @Test("a tab switch is a screen change for VoiceOver (AX-15)")
    func screenChange() {
        let (tabs, probes, stage) = tabs(["A", "B"])
        let reader = PostRecorder()
        stage.app.screenReader = reader
        tabs.selectedViewController = probes[1]
        tabs.selectedViewController = probes[1]
        #expect(reader.changes == [.screen])
    }
}
