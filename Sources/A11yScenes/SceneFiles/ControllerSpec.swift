import A11yCore

/// What a controller is declared to be (SceneFileReference, "Controllers").
public struct ControllerSpec: Sendable {
    /// The `kind:` of SceneFileReference, "Controllers".
    public enum Kind: String, Sendable, CaseIterable {
        case content, navigation, tabBar, page, split, table
        /// Extension: an alert or action sheet (`AlertController`), presented with `present:`.
        case alert
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
}

/// An alert's button (`actions:` of `kind: alert`): `UIAlertAction`'s title and style, and
/// the actions run after the alert is dismissed.
public struct AlertActionSpec: Sendable {
    public var id: String?
    public var title: String?
    public var style: AlertAction.Style = .default
    public var then: [ActionSpec] = []
    public var location: FilePosition
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
}

/// A controller's `tabBarItem:` (TB-05, TB-08): title, badge, enabled.
public struct TabBarItemSpec: Sendable {
    public var title: String?
    public var badge: String?
    public var enabled = true
    public var label: String?
}

/// A bar button item of a navigation bar or toolbar (NC-60).
public struct BarItemSpec: Sendable {
    public var id: String?
    public var title: String?
    public var system: BarButtonItem.SystemItem?
    public var label: String?
    public var hint: String?
    public var enabled = true
    public var onActivate: [ActionSpec] = []
    public var location: FilePosition
    /// What activating the item runs in app code (the importer's; not in scene files).
    public var codeAction: String?
}

extension ControllerSpec {
    /// The table controller's header and footer views, header first.
    public var tableEndViews: [ViewSpec] { [tableHeaderView, tableFooterView].compactMap { $0 } }
}
