/// An element's place in the data table around it: its row and column (from 0), how many
/// it spans, and whether it heads its rows or its columns.
///
/// Mirrors `UIAccessibilityContainerDataTableCell` (`accessibilityRowRange()`,
/// `accessibilityColumnRange()`) together with the container's
/// `accessibilityHeaderElements(forRow:)` and `(forColumn:)`, which here are the cells that
/// say they head that row or column. A row or column of nil is UIKit's `NSNotFound`: the app
/// leaves it undefined, and VoiceOver says nothing of it.
///
/// ```swift
/// name.accessibilityDataTableCell = AccessibilityDataTableCell(row: 0, column: 0, isColumnHeader: true)
/// ```
public struct AccessibilityDataTableCell: Sendable, Hashable {
    /// The first row the cell covers, from 0; nil for `NSNotFound`.
    public var row: Int?
    /// The first column the cell covers, from 0; nil for `NSNotFound`.
    public var column: Int?
    /// How many rows the cell covers (the row range's length), at least 1.
    public var rowSpan: Int
    /// How many columns the cell covers, at least 1.
    public var columnSpan: Int
    /// Whether the cell is a header of the rows it covers.
    public var isRowHeader: Bool
    /// Whether the cell is a header of the columns it covers.
    public var isColumnHeader: Bool

    public init(row: Int?, column: Int?, rowSpan: Int = 1, columnSpan: Int = 1, isRowHeader: Bool = false,
                isColumnHeader: Bool = false) {
        precondition(rowSpan >= 1 && columnSpan >= 1, "a data table cell spans at least one row and one column")
        precondition((row ?? 0) >= 0 && (column ?? 0) >= 0, "a data table cell's row and column count from 0")
        self.row = row
        self.column = column
        self.rowSpan = rowSpan
        self.columnSpan = columnSpan
        self.isRowHeader = isRowHeader
        self.isColumnHeader = isColumnHeader
    }

    /// The rows the cell covers, or nil when its row is undefined.
    public var rowRange: Range<Int>? { row.map { Self.range($0, rowSpan) } }
    /// The columns the cell covers, or nil when its column is undefined.
    public var columnRange: Range<Int>? { column.map { Self.range($0, columnSpan) } }

    private static func range(_ start: Int, _ length: Int) -> Range<Int> {
        let (end, overflow) = start.addingReportingOverflow(length)
        return start ..< (overflow ? Int.max : end)
    }

    /// Whether the cell covers the position (`row`, `column`).
    public func covers(row: Int, column: Int) -> Bool {
        (rowRange?.contains(row) ?? false) && (columnRange?.contains(column) ?? false)
    }
}
