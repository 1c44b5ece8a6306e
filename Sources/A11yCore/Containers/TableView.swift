/// A scrolling list of rows in sections.
///
/// Mirrors `UITableView` with its data in `sections` (TV-03): headers are heading elements (a
/// section's own header view is read as its views are),
/// each row one element labelled by its text with its detail as the value, plus the button
/// trait when it has a disclosure indicator (TV-10). Selecting a row calls `didSelectRow`
/// (TV-04). Views the app adds to the table itself stay when it reloads its rows, as UIKit's do.
@MainActor
open class TableView: ScrollView {
    /// Plain, grouped, or inset grouped (grouped sections drawn as rounded cards inside the
    /// table's margins).
    public enum Style: String, Sendable {
        case plain, grouped, insetGrouped
        var isGrouped: Bool { self != .plain }
    }

    /// How far an inset grouped table's rows stand in from each side: 16 pt on tables narrower
    /// than 390 pt, 20 pt from there (as Interface Builder's canvas draws them on every iPhone).
    public static func insetGroupedMargin(tableWidth: Double) -> Double { tableWidth < 390 ? 16 : 20 }

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
    /// The views `reloadData` placed (rows, headers, footers), which the next reload replaces.
    private var managed: [View] = []
    private var reloading = false

    public override func addSubview(_ view: View) {
        super.addSubview(view)
        if reloading { managed.append(view) }
    }

    /// Rebuilds the rows from `sections` (a layout change for VoiceOver, AX-15).
    public func reloadData() {
        // The rows, headers and footers it made; views the app added itself stay (UITableView's own subviews).
        for view in managed where view.superview === self { view.removeFromSuperview() }
        managed = []
        reloading = true
        defer { reloading = false }
        cells = [:]
        let width = frame.width
        var y = 0.0
        if let header = tableHeaderView {
            place(header, at: y, width: width)
            y += header.frame.height
        }
        var previousEnd = y
        if style.isGrouped { y += 16 }
        for (s, section) in sections.enumerated() {
            let headerSpace = section.headerView.map(\.frame.height)
                ?? (section.header == nil ? 0 : Self.headerHeight + (style.isGrouped ? 6 : 0))
            // A measured space puts the rows where the design did, the header label just above them.
            let rowsStart = section.spaceAbove.map { previousEnd + max(0, $0) } ?? y + headerSpace
            if let view = section.headerView {
                place(view, at: max(previousEnd, rowsStart - headerSpace), width: width)
            } else if let header = section.header {
                let labelY = max(previousEnd, rowsStart - headerSpace)
                let label = Label(text: header, frame: Rect(x: 16, y: labelY, width: width - 32, height: Self.headerHeight))
                label.accessibilityTraits = [.staticText, .header]
                label.autoresizingMask = .flexibleWidth
                addSubview(label)
            }
            y = rowsStart
            for (r, row) in section.rows.enumerated() {
                let path = IndexPath(row: r, section: s)
                let cell = TableViewCell(row: row, indexPath: path)
                let height = row.fittingHeight?(width) ?? row.height ?? Self.rowHeight
                let inset = style == .insetGrouped ? Self.insetGroupedMargin(tableWidth: width) : 0
                cell.frame = Rect(x: inset, y: y, width: max(0, width - 2 * inset), height: height)
                cell.autoresizingMask = .flexibleWidth
                for content in row.contentViews {
                    // A content view that fills its cell (flexible both ways) gets the cell's bounds
                    // less the accessory's column and the separator.
                    if content.autoresizingMask == .flexibleSize {
                        let insets = row.contentInsets
                        content.frame = Rect(x: 0, y: 0, width: max(0, cell.frame.width - insets.right),
                                             height: max(0, height - insets.bottom))
                    }
                    cell.addSubview(content)
                }
                addSubview(cell)
                cells[path] = cell
                y += height
            }
            previousEnd = y
            if let view = section.footerView {
                place(view, at: y, width: width)
                y += view.frame.height
            } else if let footer = section.footer {
                let label = Label(text: footer, frame: Rect(x: 16, y: y + 4, width: width - 32, height: Self.headerHeight))
                label.autoresizingMask = .flexibleWidth
                addSubview(label)
                y += Self.headerHeight + 8
            }
            if style.isGrouped { y += 20 }
        }
        if let footer = tableFooterView {
            place(footer, at: y, width: width)
            y += footer.frame.height
        }
        contentSize = Size(width: width, height: y)
        laidOutWidth = width
        if window != nil { application?.systemDidChange(.layout(resetsFocus: false)) }
    }

    /// The width the rows were last laid out for.
    private var laidOutWidth: Double?

    /// Self-sizing rows are as tall as their content needs at the table's width, and inset
    /// grouped rows stand in by a margin that depends on it: a new width (a rotation, a split
    /// view's column) lays the rows out again.
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard let laidOutWidth, laidOutWidth != frame.width else { return }
        let marginChanged = style == .insetGrouped
            && Self.insetGroupedMargin(tableWidth: laidOutWidth) != Self.insetGroupedMargin(tableWidth: frame.width)
        guard marginChanged || sections.contains(where: { $0.rows.contains { $0.fittingHeight != nil } }) else { return }
        reloadData()
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
