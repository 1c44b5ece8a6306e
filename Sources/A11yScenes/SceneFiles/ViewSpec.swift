import A11yCore
import A11yLayout
import Yams

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
        set {
            tableEnds.removeAll { $0.isHeader }
            if let newValue { tableEnds.insert(TableEnd(isHeader: true, view: newValue), at: 0) }
        }
    }
    public var tableFooterView: ViewSpec? {
        get { tableEnds.first { !$0.isHeader }?.view }
        set {
            tableEnds.removeAll { !$0.isHeader }
            if let newValue { tableEnds.append(TableEnd(isHeader: false, view: newValue)) }
        }
    }
    var tableEnds: [TableEnd] = []
    public var elements: [(id: String, location: FilePosition)]?
    /// How the view follows its superview's size changes (`autoresizing:`); nil keeps the
    /// default (none, so the view keeps its frame).
    public var autoresizing: AutoresizingMask?
    /// For a view laid out by constraints (a storyboard controller's view, a xib's view): its
    /// subtree and their constraints, which the model solves whenever the view's size or
    /// safe area changes (see `A11yLayout`).
    public var layout: LayoutTree?
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
