import A11yCore
import A11yLayout

/// A view and its subviews (SceneFileReference, "Views").
public struct ViewSpec: Sendable {
    /// The `type:` of SceneFileReference, "Views".
    public enum Kind: String, Sendable, CaseIterable {
        case view, label, button, `switch`, slider, stepper, segmented, textField, image, scroll, table
        /// Extensions: UIPageControl, UIActivityIndicatorView, UIProgressView, UISearchBar, a
        /// container view that embeds a child controller's view (an Interface Builder embed
        /// segue), a stand-alone UIToolbar with its items, and a stand-alone UINavigationBar
        /// with its one navigation item.
        case pageControl, activityIndicator, progress, searchBar, container, toolbar, navigationBar
    }
    public var kind: Kind = .view
    public var id: String?
    public var location: FilePosition
    public var frame: Rect?
    public var subviews: [ViewSpec] = []
    public var properties: [PropertySpec] = []
    // control state
    public var text: String?
    public var title: String?
    public var placeholder: String?
    public var on: Bool?
    public var secure = false
    public var imageName: String?

    /// The fields most views leave at their defaults, kept in one box that every view shares
    /// until it sets one of them (copy on write): a spec is copied and stored by the
    /// thousand (a 5,000-element dump), and these would make each copy three times larger.
    private var more = More.defaults

    public init(kind: Kind = .view, location: FilePosition) {
        self.kind = kind
        self.location = location
    }

    public var handlers: HandlerSpec {
        get { more.fields.handlers }
        _modify { makeUnique(); yield &more.fields.handlers }
    }

    public var customActions: [(name: String, actions: [ActionSpec])] {
        get { more.fields.customActions }
        _modify { makeUnique(); yield &more.fields.customActions }
    }

    /// Custom content (`customContent:` in scene files; SwiftUI's `accessibilityCustomContent`).
    public var customContent: [AccessibilityCustomContent] {
        get { more.fields.customContent }
        _modify { makeUnique(); yield &more.fields.customContent }
    }

    public var number: Double? {
        get { more.fields.number }
        _modify { makeUnique(); yield &more.fields.number }
    }

    public var min: Double? {
        get { more.fields.min }
        _modify { makeUnique(); yield &more.fields.min }
    }

    public var max: Double? {
        get { more.fields.max }
        _modify { makeUnique(); yield &more.fields.max }
    }

    public var step: Double? {
        get { more.fields.step }
        _modify { makeUnique(); yield &more.fields.step }
    }

    public var segments: [String] {
        get { more.fields.segments }
        _modify { makeUnique(); yield &more.fields.segments }
    }

    public var selectedSegment: Int? {
        get { more.fields.selectedSegment }
        _modify { makeUnique(); yield &more.fields.selectedSegment }
    }

    public var contentSize: Size? {
        get { more.fields.contentSize }
        _modify { makeUnique(); yield &more.fields.contentSize }
    }

    /// The scroll view's `contentInsetAdjustmentBehavior` (nil: UIKit's default, automatic).
    public var contentInsetAdjustment: ScrollView.ContentInsetAdjustmentBehavior? {
        get { more.fields.contentInsetAdjustment }
        _modify { makeUnique(); yield &more.fields.contentInsetAdjustment }
    }

    /// The scroll view's own `contentInset` (nil: none).
    public var contentInset: EdgeInsets? {
        get { more.fields.contentInset }
        _modify { makeUnique(); yield &more.fields.contentInset }
    }

    public var tableStyle: TableView.Style {
        get { more.fields.tableStyle }
        _modify { makeUnique(); yield &more.fields.tableStyle }
    }

    public var sections: [SectionSpec] {
        get { more.fields.sections }
        _modify { makeUnique(); yield &more.fields.sections }
    }

    var tableEnds: [TableEnd] {
        get { more.fields.tableEnds }
        _modify { makeUnique(); yield &more.fields.tableEnds }
    }

    public var elements: [(id: String, location: FilePosition)]? {
        get { more.fields.elements }
        _modify { makeUnique(); yield &more.fields.elements }
    }

    /// How the view follows its superview's size changes (`autoresizing:`); nil keeps the
    /// default (none, so the view keeps its frame).
    public var autoresizing: AutoresizingMask? {
        get { more.fields.autoresizing }
        _modify { makeUnique(); yield &more.fields.autoresizing }
    }

    /// For a view laid out by constraints (a storyboard controller's view, a xib's view): its
    /// subtree and their constraints, which the model solves whenever the view's size or
    /// safe area changes (see `A11yLayout`).
    public var layout: LayoutTree? {
        get { more.fields.layout }
        _modify { makeUnique(); yield &more.fields.layout }
    }

    /// The frame and activation point the code gives VoiceOver (`accessibilityFrame`,
    /// `accessibilityActivationPoint`), in screen coordinates; nil keeps UIKit's (the view's
    /// frame on screen, its middle).
    public var accessibilityFrame: Rect? {
        get { more.fields.accessibilityFrame }
        _modify { makeUnique(); yield &more.fields.accessibilityFrame }
    }

    public var activationPoint: Point? {
        get { more.fields.activationPoint }
        _modify { makeUnique(); yield &more.fields.activationPoint }
    }

    /// A page control's number of pages and current page.
    public var pages: Int? {
        get { more.fields.pages }
        _modify { makeUnique(); yield &more.fields.pages }
    }

    public var current: Int? {
        get { more.fields.current }
        _modify { makeUnique(); yield &more.fields.current }
    }

    /// An activity indicator's state.
    public var animating: Bool? {
        get { more.fields.animating }
        _modify { makeUnique(); yield &more.fields.animating }
    }

    public var hidesWhenStopped: Bool? {
        get { more.fields.hidesWhenStopped }
        _modify { makeUnique(); yield &more.fields.hidesWhenStopped }
    }

    /// A progress view's fraction.
    public var progress: Double? {
        get { more.fields.progress }
        _modify { makeUnique(); yield &more.fields.progress }
    }

    /// A stand-alone navigation bar's left items (`leftItems:`); its title is `title` and its
    /// right items are `items` (`rightItems:`).
    public var leftItems: [BarItemSpec] {
        get { more.fields.leftItems }
        _modify { makeUnique(); yield &more.fields.leftItems }
    }

    /// A stand-alone toolbar's items (`items:`), as `UIToolbar.items`; a stand-alone navigation
    /// bar's right items (`rightItems:`).
    public var items: [BarItemSpec] {
        get { more.fields.items }
        _modify { makeUnique(); yield &more.fields.items }
    }

    /// A container view's child controller (`embed:`), added with containment (CT-10).
    public var embed: ControllerRef? {
        get { more.fields.embed }
        _modify { makeUnique(); yield &more.fields.embed }
    }

    /// What activating the view runs in app code (an Interface Builder action's selector):
    /// not in scene files; the importer fills it and the navigator reports it.
    public var codeAction: String? {
        get { more.fields.codeAction }
        _modify { makeUnique(); yield &more.fields.codeAction }
    }

    /// Where the source gives the view's label, title or image a value only the running app has
    /// (a Swift source reader's note is there): not in scene files; the audit does not call such
    /// a view unlabelled, as it cannot know.
    public var labelAtRunTime: FilePosition? {
        get { more.fields.labelAtRunTime }
        _modify { makeUnique(); yield &more.fields.labelAtRunTime }
    }

    /// `dataTable: {rows, columns}`: the view declares a data table (`UIAccessibilityContainerDataTable`).
    public var dataTable: AccessibilityDataTable? {
        get { more.fields.dataTable }
        _modify { makeUnique(); yield &more.fields.dataTable }
    }

    /// `cell: {row, column, rowSpan, columnSpan, header}`: the view's place in the data table around it.
    public var cell: AccessibilityDataTableCell? {
        get { more.fields.cell }
        _modify { makeUnique(); yield &more.fields.cell }
    }

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

    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&more) { more = More(more.fields) }
    }

    /// The box behind the rarely set fields. Shared only while unchanged: a spec writes to
    /// it only after making it its own, so sharing it between threads is safe.
    private final class More: @unchecked Sendable {
        package var fields: Fields
        package init(_ fields: Fields) { self.fields = fields }
        package static let defaults = More(Fields())
    }

    private struct Fields: Sendable {
        package var handlers: HandlerSpec = HandlerSpec()
        package var customActions: [(name: String, actions: [ActionSpec])] = []
        package var customContent: [AccessibilityCustomContent] = []
        package var number: Double? = nil
        package var min: Double? = nil
        package var max: Double? = nil
        package var step: Double? = nil
        package var segments: [String] = []
        package var selectedSegment: Int? = nil
        package var contentSize: Size? = nil
        package var contentInsetAdjustment: ScrollView.ContentInsetAdjustmentBehavior? = nil
        package var contentInset: EdgeInsets? = nil
        package var tableStyle: TableView.Style = .plain
        package var sections: [SectionSpec] = []
        var tableEnds: [TableEnd] = []
        package var elements: [(id: String, location: FilePosition)]? = nil
        package var autoresizing: AutoresizingMask? = nil
        package var layout: LayoutTree? = nil
        package var pages: Int? = nil
        package var current: Int? = nil
        package var animating: Bool? = nil
        package var hidesWhenStopped: Bool? = nil
        package var progress: Double? = nil
        package var embed: ControllerRef? = nil
        package var items: [BarItemSpec] = []
        package var leftItems: [BarItemSpec] = []
        package var codeAction: String? = nil
        package var labelAtRunTime: FilePosition? = nil
        package var dataTable: AccessibilityDataTable? = nil
        package var cell: AccessibilityDataTableCell? = nil
        package var accessibilityFrame: Rect? = nil
        package var activationPoint: Point? = nil
    }
}

/// A table's header or footer view (see `ViewSpec.tableHeaderView`).
struct TableEnd: Sendable {
    package var isHeader: Bool
    package var view: ViewSpec

    /// Every stored property, as the memberwise initializer takes them (readers in other targets build it).
    package init(isHeader: Bool, view: ViewSpec) {
        self.isHeader = isHeader
        self.view = view
    }
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
