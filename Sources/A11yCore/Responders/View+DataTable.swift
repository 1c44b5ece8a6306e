/// What a view declares about data tables, kept out of line (few views declare any).
final class DataTableStorage {
    var table: AccessibilityDataTable?
    var cell: AccessibilityDataTableCell?
}

/// Data tables as UIKit declares them: `UIAccessibilityContainerDataTable` on the
/// container, `UIAccessibilityContainerDataTableCell` on its elements (VoiceOverRules, "What is said for an element"
/// rule 7; what VoiceOver says is in `DataTableReading`).
extension View {
    /// The data table this view declares itself to be, or nil. A view that declares one is
    /// a data table container (VoiceOverRules, "The element tree" rule 6) whatever its
    /// `accessibilityContainerType`, and its elements are read by their declared cells
    /// rather than by a table guessed from the layout.
    public var accessibilityDataTable: AccessibilityDataTable? {
        get { dataTableStorage?.table }
        set {
            if dataTableStorage == nil { dataTableStorage = DataTableStorage() }
            dataTableStorage?.table = newValue
            setNeedsAccessibilityUpdate()
        }
    }

    /// This element's place in the data table around it, or nil when it is not a cell.
    public var accessibilityDataTableCell: AccessibilityDataTableCell? {
        get { dataTableStorage?.cell }
        set {
            if dataTableStorage == nil { dataTableStorage = DataTableStorage() }
            dataTableStorage?.cell = newValue
            setNeedsAccessibilityUpdate()
        }
    }

    /// The number of rows of the declared table (`accessibilityRowCount()`), 0 without one.
    public var accessibilityRowCount: Int { accessibilityDataTable?.rowCount ?? 0 }
    /// The number of columns of the declared table (`accessibilityColumnCount()`).
    public var accessibilityColumnCount: Int { accessibilityDataTable?.columnCount ?? 0 }

    /// The cell element covering (`row`, `column`) among this table's elements, the first
    /// in reading order when several do (`accessibilityDataTableCellElement(forRow:column:)`).
    public func accessibilityDataTableCellElement(forRow row: Int, column: Int) -> View? {
        dataTableCellElements.first { $0.accessibilityDataTableCell?.covers(row: row, column: column) ?? false }
    }

    /// The cells that head `row` (`accessibilityHeaderElements(forRow:)`), in reading order.
    public func accessibilityHeaderElements(forRow row: Int) -> [View] {
        dataTableCellElements.filter { view in
            guard let cell = view.accessibilityDataTableCell, cell.isRowHeader else { return false }
            return cell.rowRange?.contains(row) ?? false
        }
    }

    /// The cells that head `column` (`accessibilityHeaderElements(forColumn:)`), in reading order.
    public func accessibilityHeaderElements(forColumn column: Int) -> [View] {
        dataTableCellElements.filter { view in
            guard let cell = view.accessibilityDataTableCell, cell.isColumnHeader else { return false }
            return cell.columnRange?.contains(column) ?? false
        }
    }

    /// The elements of this view's subtree that declare a cell, in reading order.
    private var dataTableCellElements: [View] {
        let tolerance = window?.screen.idiom.rowTolerance ?? DeviceIdiom.phone.rowTolerance
        let rightToLeft = window?.screen.layoutDirection == .rightToLeft
        return ReadingOrder.order(ElementTreeBuilder.nodes(of: self), tolerance: tolerance, rightToLeft: rightToLeft)
            .map(\.view).filter { $0.accessibilityDataTableCell != nil }
    }
}
