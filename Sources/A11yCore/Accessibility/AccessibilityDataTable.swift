/// A container's declaration that it is a data table of so many rows and columns.
///
/// Mirrors `UIAccessibilityContainerDataTable`'s `accessibilityRowCount()` and
/// `accessibilityColumnCount()`. Set it as a view's `accessibilityDataTable`: the view's
/// elements are then read as a table, each element that declares its
/// `accessibilityDataTableCell` with its headers, spans, row and column (`DataTableReading`),
/// instead of a table guessed from the layout.
///
/// ```swift
/// scores.accessibilityDataTable = AccessibilityDataTable(rowCount: 3, columnCount: 2)
/// ```
public struct AccessibilityDataTable: Sendable, Hashable {
    /// The number of rows (`accessibilityRowCount()`).
    public var rowCount: Int
    /// The number of columns (`accessibilityColumnCount()`).
    public var columnCount: Int

    public init(rowCount: Int, columnCount: Int) {
        precondition(rowCount >= 0 && columnCount >= 0, "a data table cannot have a negative number of rows or columns")
        self.rowCount = rowCount
        self.columnCount = columnCount
    }
}
