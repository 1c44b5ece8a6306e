import A11ySceneModel
import A11yCore  // for its members (no type of it is named here)

/// Data tables as scene-file YAML (`dataTable:` on the container, `cell:` on its elements;
/// README "Extensions to the contract"), written so that they parse back to the same spec.
extension SceneWriter {
    /// `dataTable:` and `cell:` of a view, when it has them.
    package static func dataTable(_ spec: ViewSpec) -> [(String, Node)] {
        var fields: [(String, Node)] = []
        if let table = spec.dataTable {
            let size: [(String, Node)] = [("rows", .raw(String(table.rowCount))), ("columns", .raw(String(table.columnCount)))]
            fields.append(("dataTable", .map(size)))
        }
        if let cell = spec.cell {
            var entries: [(String, Node)] = []
            if let row = cell.row { entries.append(("row", .raw(String(row)))) }
            if let column = cell.column { entries.append(("column", .raw(String(column)))) }
            if cell.rowSpan != 1 { entries.append(("rowSpan", .raw(String(cell.rowSpan)))) }
            if cell.columnSpan != 1 { entries.append(("columnSpan", .raw(String(cell.columnSpan)))) }
            switch (cell.isRowHeader, cell.isColumnHeader) {
            case (true, true): entries.append(("header", .list([.raw("row"), .raw("column")])))
            case (true, false): entries.append(("header", .raw("row")))
            case (false, true): entries.append(("header", .raw("column")))
            case (false, false): break
            }
            fields.append(("cell", .map(entries)))
        }
        return fields
    }
}
