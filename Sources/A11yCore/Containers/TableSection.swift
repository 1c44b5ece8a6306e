/// What a table row shows at its right edge.
public enum TableAccessory: Sendable, Hashable {
    case none
    /// A chevron: the row drills down (TV-05); VoiceOver adds the button trait (TV-10).
    case disclosure
    /// A checkmark: the row is chosen; VoiceOver reads it as selected.
    case checkmark
    /// A switch in the row (a Settings-style toggle); the row reads as a switch.
    case toggle(isOn: Bool)
}

/// One row of a table.
@MainActor
public struct TableRow {
    public var identifier: String?
    public var text: String
    public var detail: String?
    public var accessory: TableAccessory
    /// Overrides of what VoiceOver reads for the row.
    public var accessibilityLabel: String?
    public var accessibilityValue: String?
    public var accessibilityHint: String?
    /// Replaces the row's own traits.
    public var accessibilityTraits: AccessibilityTraits?
    /// Added to the row's own traits (a header row that stays a button, say).
    public var additionalAccessibilityTraits: AccessibilityTraits = []
    /// What selecting the row does (TV-04), e.g. push the next level.
    public var action: (@MainActor () -> Void)?
    /// A custom cell's own views, in the cell's coordinates (a cell built in Interface
    /// Builder with a label and a text field, say). A cell with content views is not an
    /// element itself: VoiceOver reads its views, as it does a cell whose subviews are
    /// elements of their own.
    public var contentViews: [View] = []
    /// A custom cell whose content is labels (and at most one switch) is one element, as
    /// UIKit's cell is (TV-10): VoiceOver reads the row's `text`, and its content views are
    /// drawn and laid out but not read one by one.
    public var readsAsOneElement = false
    /// How far the content view stops short of the cell's trailing and bottom edges (the
    /// accessory's column, the separator): a content view that fills its cell (flexible both
    /// ways) is the cell's bounds less these.
    public var contentInsets = EdgeInsets()
    /// The row's height; nil is `TableView.rowHeight`.
    public var height: Double?
    /// For a self-sizing row: its height at a given table width (UIKit's automatic row
    /// height); asked again whenever the table's width changes. Overrides `height`.
    public var fittingHeight: (@MainActor (Double) -> Double)?

    public init(identifier: String? = nil, text: String, detail: String? = nil,
                accessory: TableAccessory = .none, action: (@MainActor () -> Void)? = nil) {
        self.identifier = identifier
        self.text = text
        self.detail = detail
        self.accessory = accessory
        self.action = action
    }
}

/// A section of a table: a header, rows and a footer.
@MainActor
public struct TableSection {
    public var header: String?
    public var footer: String?
    public var rows: [TableRow]
    /// The space above the section's first row (its header and the previous section's
    /// footer, or the table's top for the first section), where a design measured it; nil is
    /// the standard spacing of the table's style.
    public var spaceAbove: Double?
    /// A view of the app's own for the header (the delegate's `tableView(_:viewForHeaderInSection:)`), in place of
    /// `header`'s label: across the table at its own height, its views read as they are (TV-10: a custom view's
    /// labels are not headings unless the app marks them).
    public var headerView: View?
    /// A view of the app's own for the footer (`tableView(_:viewForFooterInSection:)`), in place of `footer`'s label.
    public var footerView: View?

    public init(header: String? = nil, footer: String? = nil, rows: [TableRow]) {
        self.header = header
        self.footer = footer
        self.rows = rows
    }
}

/// A position in a table.
public struct IndexPath: Sendable, Hashable, CustomStringConvertible {
    public var section: Int
    public var row: Int
    public init(row: Int, section: Int) { self.row = row; self.section = section }
    public var description: String { "[\(section), \(row)]" }
}
