/// Bars, items and editing (LC-16, LC-52, LC-60..66, NC-80..85).
extension ViewController {
    /// The controller's navigation item, created on first read (LC-16).
    public var navigationItem: NavigationItem {
        if let item = storedNavigationItem { return item }
        let item = NavigationItem()
        item.onChange = { [weak self] in self?.barContentDidChange() }
        storedNavigationItem = item
        return item
    }

    /// The controller's tab bar item, created on first read with the controller's title (TB-05).
    public var tabBarItem: TabBarItem {
        get {
            if let item = storedTabBarItem { return item }
            let item = TabBarItem()
            item.onChange = { [weak self] in self?.barContentDidChange() }
            storedTabBarItem = item
            return item
        }
        set {
            newValue.onChange = { [weak self] in self?.barContentDidChange() }
            storedTabBarItem = newValue
            barContentDidChange()
        }
    }

    /// Whether the tab bar item has been created (reading `tabBarItem` creates it).
    public var hasTabBarItem: Bool { storedTabBarItem != nil }

    /// The items the navigation toolbar shows while this controller is on top (NC-81).
    public var toolbarItems: [BarButtonItem] {
        get { storedToolbarItems }
        set { setToolbarItems(newValue, animated: false) }
    }

    /// Replaces the toolbar items; a layout change for VoiceOver when visible (NC-83, AX-15).
    public func setToolbarItems(_ items: [BarButtonItem], animated: Bool) {
        storedToolbarItems = items
        for item in items { item.onChange = { [weak self] in self?.barContentDidChange() } }
        barContentDidChange()
        if isOnScreen { application?.systemDidChange(.layout(resetsFocus: false)) }
    }

    /// Hides the bottom bar (toolbar, or the tab bar) while this controller is in a
    /// navigation stack (NC-85).
    public var hidesBottomBarWhenPushed: Bool {
        get { storedHidesBottomBar }
        set { storedHidesBottomBar = newValue }
    }

    // MARK: Editing (LC-60..66)

    /// Whether the controller lets the user edit (LC-60).
    public var isEditing: Bool {
        get { storedEditing }
        set { setEditing(newValue, animated: false) }
    }

    /// The one Edit/Done item of this controller: "Edit" while not editing, "Done" while
    /// editing; activating it toggles editing (LC-61).
    public var editButtonItem: BarButtonItem {
        if let item = storedEditButtonItem { return item }
        let item = BarButtonItem(title: storedEditing ? "Done" : "Edit")
        item.identifier = "editButton"
        item.titleIsUIKits = true
        item.action = { [weak self] in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
        }
        storedEditButtonItem = item
        return item
    }

    /// The navigation item, tab bar item or toolbar items changed: the container redraws.
    func barContentDidChange() {
        var controller: ViewController? = self
        while let current = controller {
            current.refreshBars()
            controller = current.parent
        }
    }
}

/// Storage for the lazily created items; kept in one place so the class body stays small.
@MainActor
final class ViewControllerItemStorage {
    var navigationItem: NavigationItem?
    var tabBarItem: TabBarItem?
    var toolbarItems: [BarButtonItem] = []
    var hidesBottomBar = false
    var editing = false
    var editButtonItem: BarButtonItem?
}

extension ViewController {
    var storedNavigationItem: NavigationItem? {
        get { itemStorage.navigationItem }
        set { itemStorage.navigationItem = newValue }
    }
    var storedTabBarItem: TabBarItem? {
        get { itemStorage.tabBarItem }
        set { itemStorage.tabBarItem = newValue }
    }
    var storedToolbarItems: [BarButtonItem] {
        get { itemStorage.toolbarItems }
        set { itemStorage.toolbarItems = newValue }
    }
    var storedHidesBottomBar: Bool {
        get { itemStorage.hidesBottomBar }
        set { itemStorage.hidesBottomBar = newValue }
    }
    var storedEditing: Bool {
        get { itemStorage.editing }
        set { itemStorage.editing = newValue }
    }
    package var storedEditButtonItem: BarButtonItem? {
        get { itemStorage.editButtonItem }
        set { itemStorage.editButtonItem = newValue }
    }
}
