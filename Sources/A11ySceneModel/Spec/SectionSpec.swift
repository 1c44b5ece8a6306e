import A11yCore
import A11yLayout

/// A table section: header, footer and rows (TV-03).
public struct SectionSpec: Sendable {
    public var header: String?
    public var footer: String?
    public var rows: [RowSpec] = []
    /// `spaceAbove:` the space above the section's first row, as a design measured it; nil
    /// is the table style's standard spacing.
    public var spaceAbove: Double?
    /// `headerView:` a view of the app's own in place of the header's title (the delegate's
    /// `tableView(_:viewForHeaderInSection:)`): across the table at its height, read as its views are.
    public var headerView: ViewSpec?
    /// `footerView:` likewise for the footer.
    public var footerView: ViewSpec?

    /// Every stored property, as the memberwise initializer takes them (readers in other targets build it).
    package init(header: String? = nil, footer: String? = nil, rows: [RowSpec] = [], spaceAbove: Double? = nil,
                 headerView: ViewSpec? = nil, footerView: ViewSpec? = nil) {
        self.header = header
        self.footer = footer
        self.rows = rows
        self.spaceAbove = spaceAbove
        self.headerView = headerView
        self.footerView = footerView
    }
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
    /// not an element and VoiceOver reads these views instead, unless `oneElement` is set.
    public var subviews: [ViewSpec] = []
    /// `oneElement: true`: the cell is one element read by its `text` (UIKit's cell whose
    /// content is labels and at most one switch); its `subviews` are drawn and laid out only.
    public var oneElement = false
    /// The row's height (`height:`); nil is the table's standard row height.
    public var height: Double?
    /// For a custom cell with constraints: its content view's subtree and constraints, solved
    /// whenever the table's width changes.
    public var layout: LayoutTree?
    /// With `layout`: the row is self-sizing, as tall as its content needs at the table's
    /// width (UIKit's automatic row height).
    public var fitsContent = false
    /// How far the content view stops short of the cell's trailing and bottom edges in the
    /// design (the accessory's column, the separator).
    public var contentInsets = EdgeInsets()
    public var location: FilePosition

    /// Every stored property, as the memberwise initializer takes them (readers in other targets build it).
    package init(id: String? = nil, text: String, detail: String? = nil, accessory: TableAccessory = .none,
                 onActivate: [ActionSpec] = [], label: String? = nil, value: String? = nil, hint: String? = nil,
                 traits: [String]? = nil, subviews: [ViewSpec] = [], height: Double? = nil, layout: LayoutTree? = nil,
                 location: FilePosition) {
        self.id = id
        self.text = text
        self.detail = detail
        self.accessory = accessory
        self.onActivate = onActivate
        self.label = label
        self.value = value
        self.hint = hint
        self.traits = traits
        self.subviews = subviews
        self.height = height
        self.layout = layout
        self.location = location
    }
}
