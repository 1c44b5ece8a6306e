import A11yCore
import Yams
import A11ySceneModel

/// Data tables as UIKit declares them (an extension of SceneFileReference, "Views"):
/// `dataTable: {rows, columns}` on the container (`UIAccessibilityContainerDataTable`) and
/// `cell: {row, column, rowSpan, columnSpan, header: row|column|[row, column]}` on its
/// elements (`UIAccessibilityContainerDataTableCell`). Rows and columns count from 0, as
/// UIKit's ranges do; a `row` or `column` left out is UIKit's `NSNotFound`.
extension ParseContext {
    static let dataTableKeys = ["dataTable", "cell"]

    package func dataTable(_ value: YAMLValue) throws -> AccessibilityDataTable {
        let map = try value.mapping("dataTable", allowed: ["rows", "columns"])
        let rows = try map.required("rows", in: "dataTable")
        let columns = try map.required("columns", in: "dataTable")
        let rowCount = try rows.int("the number of rows"), columnCount = try columns.int("the number of columns")
        if rowCount < 0 { throw rows.error("a data table cannot have a negative number of rows") }
        if columnCount < 0 { throw columns.error("a data table cannot have a negative number of columns") }
        return AccessibilityDataTable(rowCount: rowCount, columnCount: columnCount)
    }

    package func cell(_ value: YAMLValue) throws -> AccessibilityDataTableCell {
        let map = try value.mapping("cell", allowed: ["row", "column", "rowSpan", "columnSpan", "header"])
        func position(_ key: String) throws -> Int? {
            guard let item = map[key], !item.isNull else { return nil }
            let number = try item.int("the cell's \(key) (from 0)")
            if number < 0 {
                throw item.error("a cell's \(key) counts from 0; leave it out when the app leaves it undefined (NSNotFound)")
            }
            return number
        }
        func span(_ key: String) throws -> Int {
            guard let item = map[key] else { return 1 }
            let number = try item.int("the cell's \(key)")
            if number < 1 { throw item.error("a cell's \(key) is at least 1") }
            return number
        }
        let row = try position("row"), column = try position("column")
        let rowSpan = try span("rowSpan"), columnSpan = try span("columnSpan")
        var headsRow = false, headsColumn = false
        if let header = map["header"] {
            var names = [header]
            if case .sequence = header.node { names = try header.list("header (row, column or [row, column])") }
            if names.isEmpty { throw header.error("`header` names row, column or both: header: [row, column]") }
            for name in names {
                switch try name.choice("header", [("row", 0), ("column", 1)]) {
                case 0: headsRow = true
                default: headsColumn = true
                }
            }
        }
        return AccessibilityDataTableCell(row: row, column: column, rowSpan: rowSpan, columnSpan: columnSpan,
                                          isRowHeader: headsRow, isColumnHeader: headsColumn)
    }

    /// Every `cell:` under `root` is inside a view with `dataTable:` and within its rows and
    /// columns: a cell outside any table, or past its size, is a mistake in the scene.
    func checkDataTableCells(in root: ViewSpec) throws {
        func visit(_ view: ViewSpec, table: AccessibilityDataTable?) throws {
            if let cell = view.cell {
                guard let table else {
                    throw error(view.location, "`cell` belongs to an element of a data table: "
                        + "give a view around it `dataTable: {rows, columns}`")
                }
                if let rows = cell.rowRange, rows.upperBound > table.rowCount {
                    throw error(view.location, "the cell covers rows \(rows.lowerBound) to \(rows.upperBound - 1), "
                        + "past the table's \(table.rowCount) rows (counted from 0)")
                }
                if let columns = cell.columnRange, columns.upperBound > table.columnCount {
                    throw error(view.location, "the cell covers columns \(columns.lowerBound) to \(columns.upperBound - 1), "
                        + "past the table's \(table.columnCount) columns (counted from 0)")
                }
            }
            for subview in view.subviews + view.tableEndViews { try visit(subview, table: view.dataTable ?? table) }
        }
        try visit(root, table: nil)
    }

    private func error(_ location: FilePosition, _ message: String) -> SceneError {
        SceneError(file: file, line: location.line, column: location.column, message: message)
    }
}
