import Testing
@testable import A11yCore
@testable import TestSupport

/// The navigation bar's slots, the toolbar and the Edit/Done button (NC-50..59, NC-80..86,
/// LC-61..65, TB-41).
@MainActor
@Suite("Navigation bar and toolbar")
struct NavigationBarTests {
    /// A visible stack of controllers titled by `titles`.
    private func stack(_ titles: [String?]) -> (NavigationController, [Probe], Stage) {
        let probes = titles.enumerated().map { Probe("p\($0.offset)", title: $0.element) }
        let nav = NavigationController(rootViewController: probes[0])
        for probe in probes.dropFirst() { nav.pushViewController(probe, animated: false) }
        return (nav, probes, Stage(nav))
    }

    /// What the bar shows in reading order (top to bottom, then left to right): prompt,
    /// left slot, centre, right slot (AX-42).
    private func bar(_ nav: NavigationController) -> [String] {
        let views = nav.navigationBar.subviews.sorted { ($0.frame.minY, $0.frame.minX) < ($1.frame.minY, $1.frame.minX) }
        return views.map { view in
            switch view {
            case let button as BarButton:
                button === nav.navigationBar.backButton
                    ? "back:\(button.accessibilityLabel ?? "")" : "button:\(button.accessibilityLabel ?? "")"
            case let label as Label where label === nav.navigationBar.titleLabel: "title:\(label.text ?? "")"
            case let label as Label where label === nav.navigationBar.promptLabel: "prompt:\(label.text ?? "")"
            default: "view:\(view.accessibilityIdentifier ?? "?")"
            }
        }
    }

    // MARK: Left slot (NC-53..56)

    @Test("the root shows no back button; the left slot is empty (NC-53 rule 4, NC-02)")
    func rootHasNoBack() {
        let (nav, _, _) = stack(["Inbox"])
        #expect(nav.navigationBar.backButton == nil)
        #expect(bar(nav) == ["title:Inbox"])
    }

    @Test("the default back button is titled after the previous controller (NC-53 rule 3, NC-56)",
          arguments: [
            // (previous title, previous navigationItem.title, expected back title)
            (String?.some("Inbox"), String?.none, "Inbox"),
            ("Inbox", "Mail", "Mail"),
            (nil, "Mail", "Mail"),
            (nil, nil, "Back"),
            ("", nil, "Back"),
          ])
    func defaultBackTitle(_ example: (previousTitle: String?, previousItemTitle: String?, expected: String)) {
        let (previousTitle, previousItemTitle, expected) = example
        let (nav, probes, _) = stack([previousTitle, "Message"])
        if let previousItemTitle { probes[0].navigationItem.title = previousItemTitle }
        #expect(nav.navigationBar.backButton?.accessibilityLabel == expected)
        #expect(nav.navigationBar.backButton?.accessibilityTraits.contains(.backButton) == true)
    }

    @Test("the previous controller's backBarButtonItem is the back button, and it still pops (NC-53 rule 2, NC-54, NC-55)")
    func customBackItem() {
        let (nav, probes, _) = stack(["Inbox", "Message"])
        let custom = BarButtonItem(title: "Mailboxes")
        probes[0].navigationItem.backBarButtonItem = custom
        probes[1].navigationItem.backBarButtonItem = BarButtonItem(title: "Ignored")   // read from below, not from the top
        #expect(nav.navigationBar.backButton?.item === custom)
        #expect(bar(nav) == ["back:Mailboxes", "title:Message"])
        #expect(nav.navigationBar.backButton?.performDefaultAction() == true)
        #expect(nav.topViewController === probes[0])
    }

    @Test("tapping the default back button pops the top (NC-54, NC-21)")
    func backPops() {
        let (nav, probes, _) = stack(["Inbox", "Message", "Attachment"])
        #expect(nav.navigationBar.backButton?.accessibilityLabel == "Message")
        _ = nav.navigationBar.backButton?.performDefaultAction()
        #expect(nav.topViewController === probes[1])
        #expect(nav.navigationBar.backButton?.accessibilityLabel == "Inbox")
    }

    @Test("a left item replaces the back button and does not pop by itself (NC-53 rule 1, NC-54)")
    func leftItemReplacesBack() {
        let (nav, probes, _) = stack(["Inbox", "Compose"])
        var cancelled = 0
        probes[1].navigationItem.leftBarButtonItem = BarButtonItem(systemItem: .cancel) { cancelled += 1 }
        #expect(nav.navigationBar.backButton == nil)
        #expect(bar(nav) == ["button:Cancel", "title:Compose"])
        let cancel = nav.navigationBar.barButtons.first
        #expect(cancel?.performDefaultAction() == true)
        #expect(cancelled == 1)
        #expect(nav.topViewController === probes[1])
    }

    @Test("hidesBackButton leaves the left slot empty (NC-53, UIKit's hidesBackButton, GAP)")
    func hidesBackButton() {
        let (nav, probes, _) = stack(["Inbox", "Message"])
        probes[1].navigationItem.hidesBackButton = true
        #expect(bar(nav) == ["title:Message"])
    }

    // MARK: Centre, right and prompt (NC-57..59)

    @Test("the centre shows titleView, else navigationItem.title, else title (NC-57)")
    func centre() {
        let (nav, probes, _) = stack(["Inbox"])
        #expect(nav.navigationBar.titleLabel?.text == "Inbox")
        #expect(nav.navigationBar.titleLabel?.accessibilityTraits.contains(.header) == true)
        probes[0].navigationItem.title = "All Inboxes"
        #expect(nav.navigationBar.titleLabel?.text == "All Inboxes")
        let segments = SegmentedControl(segments: ["All", "Missed"])
        segments.accessibilityIdentifier = "segments"
        probes[0].navigationItem.titleView = segments
        #expect(nav.navigationBar.titleLabel == nil)
        #expect(segments.superview === nav.navigationBar)
        #expect(bar(nav) == ["view:segments"])
    }

    @Test("the title follows the controller's title when it changes (NC-57, LC-52)")
    func titleChange() {
        let (nav, probes, _) = stack(["Inbox", "Message"])
        probes[1].title = "Re: Lunch"
        probes[0].title = "Mailboxes"
        #expect(bar(nav) == ["back:Mailboxes", "title:Re: Lunch"])
    }

    @Test("the right slot shows the right item and nothing by default (NC-58)")
    func rightSlot() {
        let (nav, probes, _) = stack(["Inbox"])
        #expect(bar(nav) == ["title:Inbox"])
        probes[0].navigationItem.rightBarButtonItem = BarButtonItem(systemItem: .compose)
        #expect(bar(nav) == ["title:Inbox", "button:Compose"])
    }

    @Test("the prompt is a line above the title and controls; the bar grows (NC-59, NC-52)")
    func prompt() {
        let (nav, probes, _) = stack(["Inbox", "Message"])
        probes[1].navigationItem.prompt = "Choose a folder"
        #expect(bar(nav) == ["prompt:Choose a folder", "back:Inbox", "title:Message"])
        #expect(nav.navigationBar.frame.height == NavigationBar.height + NavigationBar.promptHeight)
        #expect(probes[1].view.frame.minY == NavigationBar.height + NavigationBar.promptHeight)
    }

    @Test("each controller's items show while it is on top: the bar follows pushes and pops (NC-50, NC-51)")
    func itemsFollowTop() {
        let (nav, probes, _) = stack(["Inbox"])
        probes[0].navigationItem.rightBarButtonItem = BarButtonItem(systemItem: .compose)
        let detail = Probe("detail", title: "Message")
        detail.navigationItem.rightBarButtonItem = BarButtonItem(systemItem: .reply)
        nav.pushViewController(detail, animated: true)
        #expect(bar(nav) == ["back:Inbox", "title:Message", "button:Reply"])
        nav.popViewController(animated: true)
        #expect(bar(nav) == ["title:Inbox", "button:Compose"])
    }

    // MARK: Toolbar (NC-80..86)

    @Test("the toolbar is hidden until asked for, then shows the top's items in order (NC-80, NC-81, NC-82)")
    func toolbar() {
        let (nav, probes, _) = stack(["Inbox"])
        probes[0].toolbarItems = [BarButtonItem(systemItem: .refresh), BarButtonItem(systemItem: .flexibleSpace),
                                  BarButtonItem(systemItem: .compose)]
        #expect(nav.isToolbarShowing == false)
        #expect(nav.toolbar.isHidden)
        nav.setToolbarHidden(false, animated: false)
        #expect(nav.toolbar.barButtons.map(\.accessibilityLabel) == ["Refresh", "Compose"])
        let detail = Probe("detail", title: "Message")
        detail.toolbarItems = [BarButtonItem(systemItem: .trash)]
        nav.pushViewController(detail, animated: true)
        #expect(nav.toolbar.barButtons.map(\.accessibilityLabel) == ["Delete"])
        detail.setToolbarItems([BarButtonItem(systemItem: .reply)], animated: true)
        #expect(nav.toolbar.barButtons.map(\.accessibilityLabel) == ["Reply"])
    }

    @Test("hidesBottomBarWhenPushed hides the toolbar while the flagged controller is anywhere in the stack (NC-85)")
    func hidesToolbar() {
        let (nav, _, _) = stack(["Inbox"])
        nav.setToolbarHidden(false, animated: false)
        let flagged = Probe("flagged", title: "Photo"), above = Probe("above", title: "Info")
        flagged.hidesBottomBarWhenPushed = true
        nav.pushViewController(flagged, animated: true)
        #expect(nav.isToolbarShowing == false)
        #expect(nav.toolbar.isHidden)
        #expect(flagged.view.frame.maxY == nav.view.bounds.height)
        nav.pushViewController(above, animated: true)
        #expect(nav.isToolbarShowing == false)
        nav.popViewController(animated: true)
        #expect(nav.isToolbarShowing == false)
        nav.popViewController(animated: true)
        #expect(nav.isToolbarShowing)
    }

    @Test("hidesBottomBarWhenPushed hides the tab bar while the flagged controller is in the selected stack (NC-85, TB-41)")
    func hidesTabBar() {
        let root = Probe("root", title: "Albums")
        let nav = NavigationController(rootViewController: root)
        let tabs = TabBarController(viewControllers: [nav, Probe("other", title: "Other")])
        _ = Stage(tabs)
        #expect(tabs.isTabBarHidden == false)
        let flagged = Probe("flagged", title: "Photo"), above = Probe("above", title: "Info")
        flagged.hidesBottomBarWhenPushed = true
        nav.pushViewController(flagged, animated: true)
        #expect(tabs.isTabBarHidden)
        #expect(tabs.tabBar.isHidden)
        #expect(nav.view.frame.height == tabs.view.bounds.height)
        nav.pushViewController(above, animated: true)
        #expect(tabs.isTabBarHidden)
        nav.popToRootViewController(animated: true)
        #expect(tabs.isTabBarHidden == false)
        #expect(nav.view.frame.height == tabs.view.bounds.height - TabBar.height - 34)
    }

    // MARK: Edit/Done (LC-60..65)

    @Test("editButtonItem is one object reading Edit or Done; tapping it toggles editing (LC-61, LC-65)")
    func editButton() {
        let (nav, probes, _) = stack(["Notes"])
        let list = probes[0]
        let item = list.editButtonItem
        list.navigationItem.rightBarButtonItem = item
        #expect(item.title == "Edit")
        #expect(bar(nav) == ["title:Notes", "button:Edit"])

        _ = nav.navigationBar.barButtons.first { $0.item === item }?.performDefaultAction()
        #expect(list.isEditing)
        #expect(list.editButtonItem === item)
        #expect(item.title == "Done")
        #expect(bar(nav) == ["title:Notes", "button:Done"])     // relabelled on screen (AX-43)

        list.isEditing = false                                   // code changes follow too (LC-65)
        #expect(item.title == "Edit")
        #expect(bar(nav) == ["title:Notes", "button:Edit"])
    }

    @Test("relabelling the Edit button on screen is a layout change that keeps focus (AX-43, AX-15)")
    func editIsLayoutChange() {
        let (_, probes, stage) = stack(["Notes"])
        probes[0].navigationItem.rightBarButtonItem = probes[0].editButtonItem
        let reader = PostRecorder()
        stage.app.screenReader = reader
        probes[0].setEditing(true, animated: true)
        #expect(reader.changes == [.layout(resetsFocus: false)])
    }

    @Test("the edit button created while editing reads Done (LC-61)")
    func editButtonCreatedWhileEditing() {
        let controller = ViewController()
        controller.setEditing(true, animated: false)
        #expect(controller.editButtonItem.title == "Done")
    }

    @Test("bar buttons mirror their item: label, enabled state, identifier (NC-60)")
    func barButtonMirrorsItem() {
        let (nav, probes, _) = stack(["Inbox"])
        let item = BarButtonItem(title: "Sync")
        item.identifier = "sync"
        item.accessibilityLabel = "Synchronise"
        item.isEnabled = false
        probes[0].navigationItem.rightBarButtonItem = item
        let button = nav.navigationBar.barButtons.first
        #expect(button?.accessibilityIdentifier == "sync")
        #expect(button?.accessibilityLabel == "Synchronise")
        #expect(button?.accessibilityTraits.contains(.notEnabled) == true)
        #expect(button?.performDefaultAction() == false)
    }

    // MARK: Large titles

    @Test("a bar that prefers large titles shows the root's title on its own row below the items, 52 pt taller")
    func largeTitles() {
        let (nav, probes, _) = stack(["Mailboxes"])
        probes[0].navigationItem.rightBarButtonItem = BarButtonItem(title: "Edit")
        nav.prefersLargeTitles = true
        #expect(nav.navigationBar.frame.height == 96)
        // The items' row first, then the title below it, from the leading margin (AX-42).
        #expect(bar(nav) == ["button:Edit", "title:Mailboxes"])
        let title = nav.navigationBar.titleLabel
        #expect(title?.frame.minX == 16 && title?.frame.minY == 44)
        #expect(probes[0].view.frame.minY == nav.navigationBar.frame.maxY)
    }

    @Test("a pushed item's automatic mode follows the item below; never and always decide for their own screen")
    func largeTitleModes() {
        let (nav, probes, _) = stack(["Mailboxes", "Inbox"])
        nav.prefersLargeTitles = true
        #expect(nav.navigationBar.frame.height == 96)
        probes[1].navigationItem.largeTitleDisplayMode = .never
        #expect(nav.navigationBar.frame.height == 44)
        #expect(bar(nav) == ["back:Mailboxes", "title:Inbox"])
        probes[0].navigationItem.largeTitleDisplayMode = .never
        probes[1].navigationItem.largeTitleDisplayMode = .automatic
        #expect(nav.navigationBar.frame.height == 44)
        probes[1].navigationItem.largeTitleDisplayMode = .always
        #expect(nav.navigationBar.frame.height == 96)
        nav.prefersLargeTitles = false
        #expect(nav.navigationBar.frame.height == 44)
    }
}
