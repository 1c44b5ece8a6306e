import A11yCore
/// Building controllers and views from their specs. Each use of a controller id makes a
/// new instance, so popped and dismissed controllers are released as in UIKit (LC-26).
extension SceneApp {
    /// A new controller for `ref`.
    public func makeController(_ ref: ControllerRef) -> ViewController {
        let spec: ControllerSpec
        switch ref {
        case .inline(let inline): spec = inline
        case .id(let id, _):
            guard let found = controllersByID[id] else {
                warn("unknown controller \(id)")
                return ViewController(title: id)
            }
            spec = found
        }
        return makeController(spec)
    }

    package func makeController(_ spec: ControllerSpec) -> ViewController {
        let controller: ViewController
        switch spec.kind {
        case .content:
            controller = SceneViewController(spec: spec.view, app: self)
        case .navigation:
            let nav = NavigationController()
            nav.setViewControllers(spec.stack.map(makeController), animated: false)
            if spec.showsToolbar == true { nav.setToolbarHidden(false, animated: false) }
            if spec.hidesNavigationBar { nav.setNavigationBarHidden(true, animated: false) }
            nav.prefersLargeTitles = spec.prefersLargeTitles
            controller = nav
        case .tabBar:
            let tabs = spec.tabs.map(makeController)
            let tabBar = TabBarController(viewControllers: tabs, selectedIndex: spec.selected)
            if let customizable = spec.customizable {
                tabBar.customizableViewControllers = tabs.filter { tab in customizable.contains { $0 == tab.identifier } }
            }
            if spec.selected >= TabBarController.visibleWithMore, tabs.count > TabBarController.maximumTabs {
                tabBar.select(index: spec.selected)
            }
            controller = tabBar
        case .page:
            // A page view controller of the app's own with views of its own (a page control it adds in its
            // `viewDidLoad`) shows them over the pages, as UIKit's subclass does.
            let pages = spec.view.map {
                ScenePageViewController(spec: $0, app: self, orientation: spec.pageOrientation, spine: spec.spine,
                                        doubleSided: spec.doubleSided)
            } ?? PageViewController(navigationOrientation: spec.pageOrientation, spineLocation: spec.spine,
                                    isDoubleSided: spec.doubleSided)
            // PV-12: right-to-left content (a max spine, or a right-to-left layout, as the page
            // view controller itself judges it) has "before" return the logically next page.
            let list = PageList(pages: spec.pages.map(makeController),
                                isRightToLeft: spec.spine == .max || self.spec.layoutDirection == .rightToLeft)
            pages.ownedDataSource = list
            let count = pages.requiredPageCount
            let start = min(spec.current, max(0, list.pages.count - count))
            pages.setViewControllers(Array(list.pages[start..<min(list.pages.count, start + count)]), direction: .forward,
                                     animated: false)
            controller = pages
        case .split:
            let split = SplitViewController(master: makeController(spec.master!), detail: makeController(spec.detail!))
            split.opensHiddenMasterOnAppear = spec.showsMaster
            controller = split
        case .table:
            let table = TableViewController(style: spec.tableStyle, sections: [])
            controller = table
            table.sections = sections(spec.sections, context: { [weak table] in table })
            let context: @MainActor () -> ViewController? = { [weak table] in table }
            table.tableHeaderView = spec.tableHeaderView.map { tableEndView($0, context: context) }
            table.tableFooterView = spec.tableFooterView.map { tableEndView($0, context: context) }
        case .alert:
            controller = makeAlert(spec)   // SceneApp+Alerts
        }
        configure(controller, with: spec)
        return controller
    }

    private func configure(_ controller: ViewController, with spec: ControllerSpec) {
        controller.identifier = spec.id
        if let title = spec.title { controller.title = title }
        controller.hidesBottomBarWhenPushed = spec.hidesBottomBarWhenPushed
        if let orientations = spec.supportedOrientations {
            controller.supportedInterfaceOrientations = InterfaceOrientationMask(orientations.map(\.mask))
        }
        controller.definesPresentationContext = spec.definesPresentationContext
        controller.modalPresentationStyle = spec.modalPresentationStyle
        controller.modalTransitionStyle = spec.modalTransitionStyle
        let context: @MainActor () -> ViewController? = { [weak controller] in controller }
        controller.accessibilityGestureHandlers = handlers(spec.handlers, context: context)
        if let finished = spec.handlers.announcementFinished { announcementHandlers.append((Weak(object: controller), finished)) }
        if let itemSpec = spec.navigationItem {
            let item = controller.navigationItem
            item.title = itemSpec.title
            item.prompt = itemSpec.prompt
            item.largeTitleDisplayMode = itemSpec.largeTitleDisplayMode
            if let back = itemSpec.backButtonTitle { item.backBarButtonItem = BarButtonItem(title: back) }
            item.leftBarButtonItems = itemSpec.leftItems.map { barItem($0, owner: controller, context: context) }
            item.rightBarButtonItems = itemSpec.rightItems.map { barItem($0, owner: controller, context: context) }
            if let titleView = itemSpec.titleView { item.titleView = makeView(titleView, context: context, parentWidth: 200) }
            if let search = itemSpec.search { item.searchBar = SearchBar(placeholder: search.isEmpty ? nil : search) }
        }
        if let itemSpec = spec.tabBarItem {
            let item = controller.tabBarItem
            item.title = itemSpec.title
            item.badgeValue = itemSpec.badge
            item.isEnabled = itemSpec.enabled
            item.accessibilityLabel = itemSpec.label
            item.accessibilityHint = itemSpec.hint
        }
        if !spec.toolbarItems.isEmpty {
            controller.toolbarItems = spec.toolbarItems.map { barItem($0, owner: controller, context: context) }
        }
        if !spec.onAppear.isEmpty {
            let actions = spec.onAppear
            controller.lifecycleObservers.append { [weak self] controller, event in
                if event == .viewDidAppear { _ = self?.run(actions, context: controller) }
            }
        }
    }

    /// A bar button item; `owner` is the controller whose Edit item it may be (none for a
    /// stand-alone toolbar's), `context` the controller its actions run for.
    package func barItem(_ spec: BarItemSpec, owner: ViewController?,
                 context: @escaping @MainActor () -> ViewController?) -> BarButtonItem {
        let item: BarButtonItem
        if spec.system == .edit && spec.onActivate.isEmpty, let owner {
            item = owner.editButtonItem                     // LC-61: the one Edit/Done item
        } else if let system = spec.system {
            item = BarButtonItem(systemItem: system)
        } else {
            // An image item has no title: its label is what VoiceOver reads, the icon what the bar sizes.
            item = BarButtonItem(title: spec.title ?? (spec.image == nil ? spec.label : nil) ?? "")
        }
        if let title = spec.title, spec.system != nil, item !== owner?.storedEditButtonItem {
            item.title = title   // the app's own title (no longer UIKit's word)
        }
        item.identifier = spec.id ?? item.identifier
        item.accessibilityLabel = spec.label
        item.accessibilityHint = spec.hint
        item.isEnabled = spec.enabled
        item.codeAction = spec.codeAction
        if !spec.onActivate.isEmpty {
            let actions = spec.onActivate
            item.action = { [weak self] in _ = self?.run(actions, context: context()) }
        }
        return item
    }

    /// Table sections with each row's actions run in `context`.
    package func sections(_ specs: [SectionSpec], context: @escaping @MainActor () -> ViewController?) -> [TableSection] {
        specs.map { section in
            var built = TableSection(header: section.header, footer: section.footer, rows: section.rows.map { row in
                var tableRow = TableRow(identifier: row.id, text: row.text, detail: row.detail, accessory: row.accessory)
                tableRow.accessibilityLabel = row.label
                tableRow.accessibilityValue = row.value
                tableRow.accessibilityHint = row.hint
                if let traits = row.traits {
                    // SceneFileReference, "Views": `traits` adds to the row's own, `traits!` replaces them.
                    let named = AccessibilityTraits(traits.compactMap(AccessibilityTraits.trait(named:)))
                    if row.replacesTraits {
                        tableRow.accessibilityTraits = named
                    } else {
                        tableRow.additionalAccessibilityTraits = named
                    }
                }
                tableRow.height = row.height
                tableRow.contentViews = row.subviews.map { makeView($0, context: context, parentWidth: window.bounds.width) }
                tableRow.readsAsOneElement = row.oneElement
                tableRow.contentInsets = row.contentInsets
                if let tree = row.layout { layOutContent(&tableRow, tree: tree, spec: row) }
                if !row.onActivate.isEmpty {
                    let actions = row.onActivate
                    tableRow.action = { [weak self] in _ = self?.run(actions, context: context()) }
                }
                return tableRow
            })
            built.spaceAbove = section.spaceAbove
            built.headerView = section.headerView.map { tableEndView($0, context: context) }
            built.footerView = section.footerView.map { tableEndView($0, context: context) }
            return built
        }
    }

    /// Gesture handlers that run the scene's actions in `context`.
    func handlers(_ spec: HandlerSpec, context: @escaping @MainActor () -> ViewController?) -> AccessibilityGestureHandlers {
        var handlers = AccessibilityGestureHandlers()
        if let actions = spec.escape { handlers.escape = { [weak self] in self?.run(actions, context: context()) ?? false } }
        if let actions = spec.magicTap { handlers.magicTap = { [weak self] in self?.run(actions, context: context()) ?? false } }
        if !spec.scroll.isEmpty {
            let table = spec.scroll
            handlers.scroll = { [weak self] direction in
                guard let actions = table[direction] else { return false }
                return self?.run(actions, context: context()) ?? false
            }
        }
        if let actions = spec.onActivate {
            handlers.activate = { [weak self] in self?.run(actions, context: context()) ?? false }
        }
        if let actions = spec.increment {
            handlers.increment = { [weak self] in self?.run(actions, context: context()) ?? false }
        }
        if let actions = spec.decrement {
            handlers.decrement = { [weak self] in self?.run(actions, context: context()) ?? false }
        }
        return handlers
    }
}

/// A content controller whose view is built from a scene's view spec when first needed (LC-10).
@MainActor
final class SceneViewController: ViewController {
    let viewSpec: ViewSpec?
    weak var app: SceneApp?

    package init(spec: ViewSpec?, app: SceneApp) {
        self.viewSpec = spec
        self.app = app
        super.init()
    }

    package override func loadView() {
        let size = app?.window.contentFrame.size ?? DeviceIdiom.phone.portraitScreenSize
        guard let spec = viewSpec, let app else {
            super.loadView()
            return
        }
        let root = app.makeView(spec, context: { [weak self] in self }, parentWidth: size.width, isRoot: true)
        root.frame = Rect(origin: .zero, size: size)
        root.autoresizingMask = .flexibleSize
        view = root
    }
}

/// A page view controller whose own view (with what the app's subclass adds to it) is built from a scene's
/// view spec; the pages on display go under what the subclass added, as UIKit's pages are under views a
/// subclass adds after its `viewDidLoad` called `super`'s.
@MainActor
final class ScenePageViewController: PageViewController {
    let viewSpec: ViewSpec
    weak var app: SceneApp?

    init(spec: ViewSpec, app: SceneApp, orientation: PageViewController.NavigationOrientation,
         spine: PageViewController.SpineLocation, doubleSided: Bool) {
        self.viewSpec = spec
        self.app = app
        super.init(navigationOrientation: orientation, spineLocation: spine, isDoubleSided: doubleSided)
    }

    override func loadView() {
        guard let app else {
            super.loadView()
            return
        }
        let size = app.window.contentFrame.size
        let root = app.makeView(viewSpec, context: { [weak self] in self }, parentWidth: size.width, isRoot: true)
        root.frame = Rect(origin: .zero, size: size)
        root.autoresizingMask = .flexibleSize
        view = root
    }

    override func layoutChildViews() {
        super.layoutChildViews()
        for page in viewControllers.reversed() {
            if let shown = page.viewIfLoaded, shown.superview === view { view.insertSubview(shown, at: 0) }
        }
    }
}
