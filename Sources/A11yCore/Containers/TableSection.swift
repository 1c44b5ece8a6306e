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
