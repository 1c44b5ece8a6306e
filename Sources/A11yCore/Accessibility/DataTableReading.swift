/// What VoiceOver says of the cells of a declared data table (`UIAccessibilityContainerDataTable`),
/// as a pure function of the cells in reading order.
///
/// VoiceOverRules, "What is said for an element" rule 7 says only that data table cells add headers, `Row r.` and
/// `Column c.`; the order and the conditions below are VoiceOver's as AccessibilitySnapshot's
/// parser records them (the public record VoiceOverRules points to):
///
/// - the **headers** come first, each with a period: the row's headers, but only on the first
///   cell of its row, then the column's headers. A cell is never its own header; a row
///   header counts only if it is itself the table's cell at its own position; and the
///   column header in the row just above is left out on the first cell of a row.
/// - then the cell's **label**, with a period;
/// - then `Spans N rows.` when it spans rows (and its row is defined), `Spans N columns.`
///   likewise;
/// - then `Row r.` on the **first cell of its row** only (no cell of the table covers an
///   earlier column of that row), and `Column c.` whenever its column is defined; both
///   counted from 1.
/// - a row or column left undefined (UIKit's `NSNotFound`, nil here) is never spoken, nor
///   are its spans, and such a cell is not the first of a row.
///
/// The cell's value follows all that after a space, not as `label: value`
/// (`ElementDescriber`). A header is spoken as its label, its value, or `label: value`.
///
/// Example, a 3 × 2 table whose first row heads the columns and whose first column heads
/// the rows: `Name. Row 1. Column 1.` · `Score. Column 2.` · `Ada. Row 2. Column 1.` ·
/// `Score. 42. Column 2.`
public enum DataTableReading {
    /// One element of the table, as the reading needs it.
    public struct Cell: Sendable, Hashable {
        /// The element's declared place, or nil when it is not a cell (it gets no context).
        public var declaration: AccessibilityDataTableCell?
        /// How the element is spoken when it heads other cells, or nil when it says nothing.
        public var headerText: String?

        public init(declaration: AccessibilityDataTableCell?, headerText: String? = nil) {
            self.declaration = declaration
            self.headerText = headerText
        }

        /// A header's words: its label, its value, or `label: value` (empty ones left out).
        public static func headerText(label: String?, value: String?) -> String? {
            let label = label.flatMap { $0.isEmpty ? nil : $0 }, value = value.flatMap { $0.isEmpty ? nil : $0 }
            switch (label, value) {
            case (let label?, let value?): return "\(label): \(value)"
            case (let label?, nil): return label
            case (nil, let value?): return value
            case (nil, nil): return nil
            }
        }
    }

    /// What is said of one cell, besides its own label and value.
    public struct Reading: Sendable, Hashable {
        /// The headers said before the cell: row headers, then column headers.
        public var headers: [String] = []
        /// `Spans N rows.`, when said.
        public var rowSpan: Int?
        /// `Spans N columns.`, when said.
        public var columnSpan: Int?
        /// `Row r.` (from 1), said on the first cell of a row only.
        public var row: Int?
        /// `Column c.` (from 1), said when the column is defined.
        public var column: Int?

        public init(headers: [String] = [], rowSpan: Int? = nil, columnSpan: Int? = nil, row: Int? = nil, column: Int? = nil) {
            self.headers = headers
            self.rowSpan = rowSpan
            self.columnSpan = columnSpan
            self.row = row
            self.column = column
        }

        /// Writes the reading into an element's context.
        public func apply(to context: inout ElementContext) {
            context.isDataTableCell = true
            context.tableHeaders = headers
            context.tableRowSpan = rowSpan
            context.tableColumnSpan = columnSpan
            context.tableRow = row
            context.tableColumn = column
        }
    }

    /// The reading of each of `cells` (the table's elements in reading order); nil for the
    /// elements that are not cells.
    public static func readings(_ cells: [Cell]) -> [Reading?] {
        let declared = cells.map(\.declaration)
        // The leftmost column each row has a cell in: a cell is the first of its row when no
        // cell covers an earlier column there.
        var firstColumn: [Int: Int] = [:]
        var coveredRows = 0
        for case let cell? in declared {
            guard let rows = cell.rowRange, let column = cell.column else { continue }
            coveredRows += rows.count
            if coveredRows > 64 * declared.count + 1024 { break }   // absurd spans: fall back below
            for row in rows { firstColumn[row] = min(firstColumn[row] ?? .max, column) }
        }
        let spansAreSane = coveredRows <= 64 * declared.count + 1024
        func isFirstInRow(_ cell: AccessibilityDataTableCell) -> Bool {
            guard let row = cell.row, let column = cell.column else { return false }
            if spansAreSane { return (firstColumn[row] ?? .max) >= column }
            return !declared.contains { other in
                guard let other, let rows = other.rowRange, let start = other.column else { return false }
                return rows.contains(row) && start < column
            }
        }
        let rowHeaders = tableCells(among: declared.indices.filter { declared[$0]?.isRowHeader == true }, of: declared)
        let columnHeaders = declared.indices.filter { declared[$0]?.isColumnHeader == true }
        // The row headers of each row, in reading order (linear lookups when spans are absurd).
        var rowHeadersByRow: [Int: [Int]]? = [:]
        var headedRows = 0
        for header in rowHeaders {
            guard let rows = declared[header]?.rowRange else { continue }
            headedRows += rows.count
            if headedRows > 64 * declared.count + 1024 { rowHeadersByRow = nil; break }
            for row in rows { rowHeadersByRow?[row, default: []].append(header) }
        }
        func rowHeaderIndices(_ row: Int) -> [Int] {
            if let rowHeadersByRow { return rowHeadersByRow[row] ?? [] }
            return rowHeaders.filter { declared[$0]?.rowRange?.contains(row) ?? false }
        }

        return declared.indices.map { index -> Reading? in
            guard let cell = declared[index] else { return nil }
            let first = isFirstInRow(cell)
            var headers: [String] = []
            if first, let row = cell.row {
                for header in rowHeaderIndices(row) where header != index {
                    if let text = cells[header].headerText { headers.append(text) }
                }
            }
            if let column = cell.column {
                for header in columnHeaders where header != index {
                    guard let other = declared[header], other.columnRange?.contains(column) ?? false else { continue }
                    // The header just above the first cell of a row was read on the way there.
                    if first, let row = cell.row, other.row == row - 1, other.column == column { continue }
                    if let text = cells[header].headerText { headers.append(text) }
                }
            }
            return Reading(headers: headers,
                           rowSpan: cell.rowSpan > 1 && cell.row != nil ? cell.rowSpan : nil,
                           columnSpan: cell.columnSpan > 1 && cell.column != nil ? cell.columnSpan : nil,
                           row: first ? cell.row.map { $0 + 1 } : nil,
                           column: cell.column.map { $0 + 1 })
        }
    }

    /// Which of `candidates` are what the table answers at their own position (the first
    /// cell in reading order covering it), so that they can head a row. One pass files the
    /// first cell covering each position of the cells of up to 64 positions; larger cells,
    /// rare, are checked one by one.
    private static func tableCells(among candidates: [Int], of declared: [AccessibilityDataTableCell?]) -> [Int] {
        guard !candidates.isEmpty else { return [] }
        struct Position: Hashable { var row: Int, column: Int }
        var firstCovering: [Position: Int] = [:]
        var largeCells: [Int] = []
        for (index, cell) in declared.enumerated() {
            guard let cell, let rows = cell.rowRange, let columns = cell.columnRange else { continue }
            guard rows.count <= 64, columns.count <= 64, rows.count * columns.count <= 64 else {
                largeCells.append(index)
                continue
            }
            for row in rows {
                for column in columns where firstCovering[Position(row: row, column: column)] == nil {
                    firstCovering[Position(row: row, column: column)] = index
                }
            }
        }
        return candidates.filter { index in
            guard let cell = declared[index], let row = cell.row, let column = cell.column else { return false }
            var first = firstCovering[Position(row: row, column: column)] ?? .max
            if let large = largeCells.first(where: { $0 < first && declared[$0]?.covers(row: row, column: column) == true }) {
                first = large
            }
            return first == index
        }
    }

    /// The words of a declared cell before its value: headers, label, spans, row, column,
    /// each ending in a period.
    static func text(label: String, context: ElementContext, words: PhraseTable = .english) -> String {
        var parts = context.tableHeaders.map(ElementDescriber.withPeriod)
        if !label.isEmpty { parts.append(ElementDescriber.withPeriod(label)) }
        if let rows = context.tableRowSpan { parts.append(words.format(.rowSpanFormat, String(rows))) }
        if let columns = context.tableColumnSpan { parts.append(words.format(.columnSpanFormat, String(columns))) }
        if let row = context.tableRow { parts.append(words.format(.rowFormat, String(row))) }
        if let column = context.tableColumn { parts.append(words.format(.columnFormat, String(column))) }
        return parts.joined(separator: " ")
    }
}
