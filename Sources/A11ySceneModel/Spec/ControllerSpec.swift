import A11yCore

/// What a controller is declared to be (SceneFileReference, "Controllers").
public struct ControllerSpec: Sendable {
    /// The `kind:` of SceneFileReference, "Controllers".
    public enum Kind: String, Sendable, CaseIterable {
        case content, navigation, tabBar, page, split, table
        /// Extension: an alert or action sheet (`AlertController`), presented with `present:`.
        case alert

        /// The UIKit class a controller of this kind is (`UINavigationController`).
        public var uikitClassName: String {
            switch self {
            case .content: "UIViewController"
            case .navigation: "UINavigationController"
            case .tabBar: "UITabBarController"
            case .page: "UIPageViewController"
            case .split: "UISplitViewController"
            case .table: "UITableViewController"
            case .alert: "UIAlertController"
            }
        }
    }

    public var id: String
    public var kind: Kind = .content
    public var location: FilePosition
    public var title: String?
    public var navigationItem: NavigationItemSpec?
    public var tabBarItem: TabBarItemSpec?
    public var toolbarItems: [BarItemSpec] = []
    public var showsToolbar: Bool?
    /// A navigation controller whose bar is hidden (`navigationBarHidden`, NC-70).
    public var hidesNavigationBar = false
    /// A navigation controller whose bar shows titles large (`prefersLargeTitles`).
    public var prefersLargeTitles = false
    /// A split view controller whose hidden master opens when it appears (`masterShown`).
    public var showsMaster = false
    public var hidesBottomBarWhenPushed = false
    public var supportedOrientations: [InterfaceOrientation]?
    public var definesPresentationContext = false
    public var modalPresentationStyle: ModalPresentationStyle = .fullScreen
    public var modalTransitionStyle: ModalTransitionStyle = .coverVertical
    public var handlers = HandlerSpec()
    public var onAppear: [ActionSpec] = []
    // content
    public var view: ViewSpec?
    // navigation
    public var stack: [ControllerRef] = []
    // tab bar
    public var tabs: [ControllerRef] = []
    public var selected: Int = 0
    public var customizable: [String]?
    // page
    public var pages: [ControllerRef] = []
    public var current: Int = 0
    public var pageOrientation: PageViewController.NavigationOrientation = .horizontal
    public var spine: PageViewController.SpineLocation = .min
    public var doubleSided = false
    // split
    public var master: ControllerRef?
    public var detail: ControllerRef?
    // table
    public var tableStyle: TableView.Style = .plain
    public var sections: [SectionSpec] = []
    /// `tableHeaderView:` / `tableFooterView:`: the table's views above its first section and
    /// below its last (`UITableView.tableHeaderView`, `tableFooterView`).
    public var tableHeaderView: ViewSpec?
    public var tableFooterView: ViewSpec?
    // alert (the title is `title`)
    public var message: String?
    public var alertStyle: AlertController.Style = .alert
    public var alertActions: [AlertActionSpec] = []

    /// Every stored property, as the memberwise initializer takes them (readers in other targets build it).
    package init(id: String, kind: Kind = .content, location: FilePosition, title: String? = nil,
                 navigationItem: NavigationItemSpec? = nil, tabBarItem: TabBarItemSpec? = nil, toolbarItems: [BarItemSpec] = [],
                 showsToolbar: Bool? = nil, supportedOrientations: [InterfaceOrientation]? = nil,
                 modalPresentationStyle: ModalPresentationStyle = .fullScreen,
                 modalTransitionStyle: ModalTransitionStyle = .coverVertical, onAppear: [ActionSpec] = [],
                 view: ViewSpec? = nil, stack: [ControllerRef] = [], tabs: [ControllerRef] = [], selected: Int = 0,
                 customizable: [String]? = nil, pages: [ControllerRef] = [], current: Int = 0,
                 pageOrientation: PageViewController.NavigationOrientation = .horizontal,
                 spine: PageViewController.SpineLocation = .min, master: ControllerRef? = nil, detail: ControllerRef? = nil,
                 tableStyle: TableView.Style = .plain, sections: [SectionSpec] = [], tableHeaderView: ViewSpec? = nil,
                 tableFooterView: ViewSpec? = nil, message: String? = nil, alertStyle: AlertController.Style = .alert,
                 alertActions: [AlertActionSpec] = []) {
        self.id = id
        self.kind = kind
        self.location = location
        self.title = title
        self.navigationItem = navigationItem
        self.tabBarItem = tabBarItem
        self.toolbarItems = toolbarItems
        self.showsToolbar = showsToolbar
        self.supportedOrientations = supportedOrientations
        self.modalPresentationStyle = modalPresentationStyle
        self.modalTransitionStyle = modalTransitionStyle
        self.onAppear = onAppear
        self.view = view
        self.stack = stack
        self.tabs = tabs
        self.selected = selected
        self.customizable = customizable
        self.pages = pages
        self.current = current
        self.pageOrientation = pageOrientation
        self.spine = spine
        self.master = master
        self.detail = detail
        self.tableStyle = tableStyle
        self.sections = sections
        self.tableHeaderView = tableHeaderView
        self.tableFooterView = tableFooterView
        self.message = message
        self.alertStyle = alertStyle
        self.alertActions = alertActions
    }
}

/// An alert's button (`actions:` of `kind: alert`): `UIAlertAction`'s title and style, and
/// the actions run after the alert is dismissed.
public struct AlertActionSpec: Sendable {
    public var id: String?
    public var title: String?
    public var style: AlertAction.Style = .default
    public var then: [ActionSpec] = []
    public var location: FilePosition

    /// Every stored property, as the memberwise initializer takes them (readers in other targets build it).
    package init(id: String? = nil, title: String? = nil, style: AlertAction.Style = .default, then: [ActionSpec] = [],
                 location: FilePosition) {
        self.id = id
        self.title = title
        self.style = style
        self.then = then
        self.location = location
    }
}

/// A controller's `navigationItem:` (NC-53..59): title, prompt, back title, items, title view.
public struct NavigationItemSpec: Sendable {
    public var title: String?
    public var prompt: String?
    public var backButtonTitle: String?
    public var leftItems: [BarItemSpec] = []
    public var rightItems: [BarItemSpec] = []
    public var titleView: ViewSpec?
    public var largeTitleDisplayMode = NavigationItem.LargeTitleDisplayMode.automatic
    /// The placeholder of the search bar the item's search controller shows below the title
    /// ("" for UIKit's "Search"); nil: no search controller.
    public var search: String?

    /// Every stored property, as the memberwise initializer takes them (readers in other targets build it).
    package init(title: String? = nil, prompt: String? = nil, backButtonTitle: String? = nil, leftItems: [BarItemSpec] = [],
                 rightItems: [BarItemSpec] = [], titleView: ViewSpec? = nil) {
        self.title = title
        self.prompt = prompt
        self.backButtonTitle = backButtonTitle
        self.leftItems = leftItems
        self.rightItems = rightItems
        self.titleView = titleView
    }
}

/// A controller's `tabBarItem:` (TB-05, TB-08): title, badge, enabled.
public struct TabBarItemSpec: Sendable {
    public var title: String?
    public var badge: String?
    public var enabled = true
    public var label: String?
    public var hint: String?

    /// Every stored property, as the memberwise initializer takes them (readers in other targets build it).
    package init(title: String? = nil, badge: String? = nil, label: String? = nil, hint: String? = nil) {
        self.title = title
        self.badge = badge
        self.label = label
        self.hint = hint
    }
}

/// A bar button item of a navigation bar or toolbar (NC-60).
public struct BarItemSpec: Sendable {
    public var id: String?
    public var title: String?
    public var system: BarButtonItem.SystemItem?
    public var label: String?
    public var hint: String?
    /// The image shown instead of a title (`UIBarButtonItem(image:…)`): the button is then an
    /// icon's width, its label the image's word.
    public var image: String?
    public var enabled = true
    public var onActivate: [ActionSpec] = []
    public var location: FilePosition
    /// What activating the item runs in app code (the importer's; not in scene files).
    public var codeAction: String?

    /// Every stored property, as the memberwise initializer takes them (readers in other targets build it).
    package init(id: String? = nil, title: String? = nil, system: BarButtonItem.SystemItem? = nil, label: String? = nil,
                 hint: String? = nil, onActivate: [ActionSpec] = [], location: FilePosition, codeAction: String? = nil) {
        self.id = id
        self.title = title
        self.system = system
        self.label = label
        self.hint = hint
        self.onActivate = onActivate
        self.location = location
        self.codeAction = codeAction
    }
}

extension ControllerSpec {
    /// The table controller's header and footer views, header first.
    public var tableEndViews: [ViewSpec] { [tableHeaderView, tableFooterView].compactMap { $0 } }
}
