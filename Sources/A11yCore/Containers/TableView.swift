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

/// A scrolling list of rows in sections.
///
/// Mirrors `UITableView` with its data in `sections` (TV-03): headers are heading elements,
/// each row one element labelled by its text with its detail as the value, plus the button
/// trait when it has a disclosure indicator (TV-10). Selecting a row calls `didSelectRow`
/// (TV-04).
@MainActor
open class TableView: ScrollView {
    /// Plain or grouped.
    public enum Style: String, Sendable { case plain, grouped }

    public let style: Style
    /// The data; setting it reloads the table.
    public var sections: [TableSection] { didSet { reloadData() } }
    /// Called when a row is selected (the delegate's `tableView:didSelectRowAtIndexPath:`).
    public var didSelectRow: (@MainActor (IndexPath) -> Void)?
    /// Whether the table is in editing mode (LC-64).
    public var isEditing = false
    /// A view above the first section (`UITableView.tableHeaderView`): as wide as the table,
    /// at its own height, scrolling with the rows. Setting it reloads the table.
    public var tableHeaderView: View? { didSet { reloadData() } }
    /// A view below the last section (`UITableView.tableFooterView`), likewise.
    public var tableFooterView: View? { didSet { reloadData() } }

    public static let rowHeight = 44.0
    public static let headerHeight = 28.0

    public init(style: Style = .plain, sections: [TableSection] = [], frame: Rect = .zero) {
        self.style = style
        self.sections = sections
        super.init(frame: frame)
        reloadData()
    }

    /// The row views, by index path.
    public private(set) var cells: [IndexPath: TableViewCell] = [:]

    /// Rebuilds the rows from `sections` (a layout change for VoiceOver, AX-15).
    public func reloadData() {
        subviews.forEach { $0.removeFromSuperview() }
        cells = [:]
        let width = frame.width
        var y = 0.0
        if let header = tableHeaderView {
            place(header, at: y, width: width)
            y += header.frame.height
        }
        if style == .grouped { y += 16 }
        for (s, section) in sections.enumerated() {
            if let header = section.header {
                let label = Label(text: header, frame: Rect(x: 16, y: y, width: width - 32, height: Self.headerHeight))
                label.accessibilityTraits = [.staticText, .header]
                label.autoresizingMask = .flexibleWidth
                addSubview(label)
                y += Self.headerHeight + (style == .grouped ? 6 : 0)
            }
            for (r, row) in section.rows.enumerated() {
                let path = IndexPath(row: r, section: s)
                let cell = TableViewCell(row: row, indexPath: path)
                let height = row.height ?? Self.rowHeight
                cell.frame = Rect(x: 0, y: y, width: width, height: height)
                cell.autoresizingMask = .flexibleWidth
                for content in row.contentViews { cell.addSubview(content) }
                addSubview(cell)
                cells[path] = cell
                y += height
            }
            if let footer = section.footer {
                let label = Label(text: footer, frame: Rect(x: 16, y: y + 4, width: width - 32, height: Self.headerHeight))
                label.autoresizingMask = .flexibleWidth
                addSubview(label)
                y += Self.headerHeight + 8
            }
            if style == .grouped { y += 20 }
        }
        if let footer = tableFooterView {
            place(footer, at: y, width: width)
            y += footer.frame.height
        }
        contentSize = Size(width: width, height: y)
        if window != nil { application?.systemDidChange(.layout(resetsFocus: false)) }
    }

    /// A header or footer view across the table at `y`, keeping its height; it follows the
    /// table's width as UIKit's does.
    private func place(_ view: View, at y: Double, width: Double) {
        view.frame = Rect(x: 0, y: y, width: width, height: view.frame.height)
        view.autoresizingMask = view.autoresizingMask.union(.flexibleWidth)
        addSubview(view)
    }

    /// Selects the row at `indexPath`, as a tap does (TV-04).
    public func selectRow(at indexPath: IndexPath) {
        guard sections.indices.contains(indexPath.section),
              sections[indexPath.section].rows.indices.contains(indexPath.row) else { return }
        if let didSelectRow {
            didSelectRow(indexPath)
        } else {
            sections[indexPath.section].rows[indexPath.row].action?()
        }
    }
}

/// One row of a table view, read by VoiceOver as one element (TV-10).
@MainActor
public final class TableViewCell: View {
    public private(set) var row: TableRow
    public let indexPath: IndexPath
    /// The switch shown in a toggle row.
    public let toggle: Switch?

    init(row: TableRow, indexPath: IndexPath) {
        self.row = row
        self.indexPath = indexPath
        if case .toggle(let isOn) = row.accessory { toggle = Switch(isOn: isOn) } else { toggle = nil }
        super.init()
        accessibilityIdentifier = row.identifier
        if let label = row.accessibilityLabel { accessibilityLabel = label }
        if let value = row.accessibilityValue { accessibilityValue = value }
        if let traits = row.accessibilityTraits { accessibilityTraits = traits }
        accessibilityHint = row.accessibilityHint
    }

    public override var defaultIsAccessibilityElement: Bool { row.contentViews.isEmpty }
    public override var defaultAccessibilityLabel: String? { row.text }
    public override var defaultAccessibilityValue: String? {
        if let toggle { return toggle.isOn ? "1" : "0" }
        return row.detail
    }
    public override var defaultAccessibilityTraits: AccessibilityTraits {
        let own: AccessibilityTraits = switch row.accessory {
        case .disclosure: .button
        case .checkmark: [.button, .selected]
        case .toggle: [.button, .switchButton]
        case .none: row.action == nil ? .staticText : .button
        }
        return own.union(row.additionalAccessibilityTraits)
    }

    /// Whether the switch in a toggle row is on.
    public var isOn: Bool {
        get { toggle?.isOn ?? false }
        set { toggle?.isOn = newValue; setNeedsAccessibilityUpdate() }
    }

    /// A tap: toggles a switch row, else selects the row (TV-04).
    public override func performDefaultAction() -> Bool {
        guard isEnabled else { return false }
        if toggle != nil {
            isOn.toggle()
            (superview as? TableView)?.selectRow(at: indexPath)
            return true
        }
        guard let table = superview as? TableView else { return false }
        table.selectRow(at: indexPath)
        return true
    }
}
