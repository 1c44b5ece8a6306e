import A11yCore
import Yams
/// The parsed, validated content of a scene file (SceneFileReference): plain values, built
/// into live objects by `SceneBuilder`.
public struct SceneSpec: Sendable {
    public var file: String
    public var name: String?
    public var device: DeviceIdiom = .phone
    public var orientation: InterfaceOrientation = .portrait
    public var layoutDirection: LayoutDirection = .leftToRight
    public var speakHints = true
    /// Whether the system media player is playing at launch (Magic Tap's default, AX-25).
    public var mediaPlaying = false
    /// Orientations the app allows (Info.plist, RO-03).
    public var appOrientations: [InterfaceOrientation]?
    public var app = HandlerSpec()
    public var root: ControllerRef
    /// Every controller by id, in file order.
    public var controllers: [ControllerSpec] = []

    public func controller(_ id: String) -> ControllerSpec? { controllers.first { $0.id == id } }
}

/// A reference to a controller: by id, or declared in place.
public indirect enum ControllerRef: Sendable {
    case id(String, FilePosition)
    case inline(ControllerSpec)
}

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

/// A table section: header, footer and rows (TV-03).
public struct SectionSpec: Sendable {
    public var header: String?
    public var footer: String?
    public var rows: [RowSpec] = []
}

/// A table row (TV-04, TV-05, TV-10).
public struct RowSpec: Sendable {
    public var id: String?
    public var text: String
    public var detail: String?
    public var accessory: TableAccessory = .none
    public var onActivate: [ActionSpec] = []
    public var label: String?
    public var value: String?
    public var hint: String?
    public var traits: [String]?
    /// `traits!`: the traits replace the row's own instead of adding to them.
    public var replacesTraits = false
    /// A custom cell's own views (`subviews:`), in the cell's coordinates: the cell is then
    /// not an element and VoiceOver reads these views instead.
    public var subviews: [ViewSpec] = []
    /// The row's height (`height:`); nil is the table's standard row height.
    public var height: Double?
    public var location: FilePosition
}

/// Gesture handlers (SceneFileReference, "Gesture handlers"): each a list of actions.
public struct HandlerSpec: Sendable {
    public var escape: [ActionSpec]?
    public var magicTap: [ActionSpec]?
    public var scroll: [AccessibilityScrollDirection: [ActionSpec]] = [:]
    public var onActivate: [ActionSpec]?
    public var increment: [ActionSpec]?
    public var decrement: [ActionSpec]?
    /// Run when an announcement was heard to the end (the iBooks pattern, AX-34).
    public var announcementFinished: [ActionSpec]?
    public init() {}
}

/// A view and its subviews (SceneFileReference, "Views").
public struct ViewSpec: Sendable {
    /// The `type:` of SceneFileReference, "Views".
    public enum Kind: String, Sendable, CaseIterable {
        case view, label, button, `switch`, slider, stepper, segmented, textField, image, scroll, table
        /// Extensions: UIPageControl, UIActivityIndicatorView, UIProgressView, UISearchBar, and a
        /// container view that embeds a child controller's view (an Interface Builder embed segue).
        case pageControl, activityIndicator, progress, searchBar, container
    }
    public var kind: Kind = .view
    public var id: String?
    public var location: FilePosition
    public var frame: Rect?
    public var subviews: [ViewSpec] = []
    public var properties: [PropertySpec] = []
    public var handlers = HandlerSpec()
    public var customActions: [(name: String, actions: [ActionSpec])] = []
    // control state
    public var text: String?
    public var title: String?
    public var placeholder: String?
    public var on: Bool?
    public var number: Double?
    public var min: Double?
    public var max: Double?
    public var step: Double?
    public var segments: [String] = []
    public var selectedSegment: Int?
    public var secure = false
    public var imageName: String?
    public var contentSize: Size?
    public var tableStyle: TableView.Style = .plain
    public var sections: [SectionSpec] = []
    /// `tableHeaderView:` / `tableFooterView:` of a table (`UITableView`'s): stored in an
    /// array because a value type cannot hold an optional of itself.
    public var tableHeaderView: ViewSpec? {
        get { tableEnds.first { $0.isHeader }?.view }
        set { tableEnds.removeAll { $0.isHeader }; if let newValue { tableEnds.insert(TableEnd(isHeader: true, view: newValue), at: 0) } }
    }
    public var tableFooterView: ViewSpec? {
        get { tableEnds.first { !$0.isHeader }?.view }
        set { tableEnds.removeAll { !$0.isHeader }; if let newValue { tableEnds.append(TableEnd(isHeader: false, view: newValue)) } }
    }
    var tableEnds: [TableEnd] = []
    public var elements: [(id: String, location: FilePosition)]?
    /// How the view follows its superview's size changes (`autoresizing:`); nil keeps the
    /// default (none, so the view keeps its frame).
    public var autoresizing: AutoresizingMask?
    // page control
    public var pages: Int?
    public var current: Int?
    // activity indicator
    public var animating: Bool?
    public var hidesWhenStopped: Bool?
    // progress view
    public var progress: Double?
    /// A container view's child controller (`embed:`), added with containment (CT-10).
    public var embed: ControllerRef?
    /// What activating the view runs in app code (an Interface Builder action's selector):
    /// not in scene files; the importer fills it and the navigator reports it.
    public var codeAction: String?
    /// `dataTable: {rows, columns}`: the view declares a data table (`UIAccessibilityContainerDataTable`).
    public var dataTable: AccessibilityDataTable?
    /// `cell: {row, column, rowSpan, columnSpan, header}`: the view's place in the data table around it.
    public var cell: AccessibilityDataTableCell?
}

/// A table's header or footer view (see `ViewSpec.tableHeaderView`).
struct TableEnd: Sendable {
    var isHeader: Bool
    var view: ViewSpec
}

extension ViewSpec {
    /// The table's header and footer views, header first: for walks over every view of a tree.
    public var tableEndViews: [ViewSpec] { [tableHeaderView, tableFooterView].compactMap { $0 } }
}

extension ControllerSpec {
    /// The table controller's header and footer views, header first.
    public var tableEndViews: [ViewSpec] { [tableHeaderView, tableFooterView].compactMap { $0 } }
}

/// One accessibility or state property set on a view, by its scene-file key.
public struct PropertySpec: Sendable {
    /// The value, typed by the key.
    public enum Value: Sendable {
        case text(String?), bool(Bool), number(Double), traits([String]), containerType(AccessibilityContainerType)
    }
    public var key: String
    public var value: Value
    public var location: FilePosition
    /// A number's text as written (`07`), for keys that are text on some views.
    public var originalText: String?

    public init(key: String, value: Value, location: FilePosition, originalText: String? = nil) {
        self.key = key
        self.value = value
        self.location = location
        self.originalText = originalText
    }
}

/// One step of a handler (SceneFileReference, "Actions").
public indirect enum ActionSpec: Sendable {
    case push(ControllerRef)
    case pop, popToRoot
    case popTo(String)
    case present(ControllerRef, ModalPresentationStyle?)
    case dismiss
    case selectTab(Int)
    case popover(ControllerRef, from: String)
    case dismissPopover
    case announce(String, queued: Bool)
    case post(notification: String, element: String?, text: String?)
    case set(view: String, properties: [PropertySpec])
    case toggle(String), increment(String), decrement(String)
    case rotate(InterfaceOrientation)
    case pass
    case setEditing(Bool)
    case turnPage(forward: Bool)
    /// `showDetail: id`: the split view controller on screen shows `id` as its detail
    /// (`showDetailViewController`); without one it pushes or presents, as UIKit does.
    case showDetail(ControllerRef)
    /// `unwind: true`: back to the screen below: dismisses a presented screen, else pops.
    case unwind
    /// Runs `then` when the view's property equals the value, else `otherwise`.
    case when(view: String, property: PropertySpec, then: [ActionSpec], otherwise: [ActionSpec])
}
