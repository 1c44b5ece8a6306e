import Testing
@testable import A11yCore
@testable import TestSupport

/// Issue 15, data tables as UIKit declares them (`UIAccessibilityContainerDataTable`):
/// headers before the cell, spans, the row on the first cell of a row, the column always;
/// undefined rows and columns (NSNotFound) unsaid (VoiceOverRules, "What is said for an element" rule 7, `DataTableReading`).
@Suite("Declared data tables")
@MainActor
struct DataTableTests {
    typealias Cell = AccessibilityDataTableCell

    /// A table view at y 100 holding labels laid out in a grid of 40 × 100 pt cells.
    static func table(rows: Int, columns: Int, _ cells: [(String, Cell?, value: String?)],
                      rightToLeft: Bool = false) -> SessionHarness {
        let root = ContentController { root in
            let table = View(frame: Rect(x: 0, y: 100, width: 402, height: Double(rows) * 40))
            table.accessibilityDataTable = AccessibilityDataTable(rowCount: rows, columnCount: columns)
            for (index, (text, cell, value)) in cells.enumerated() {
                let row = cell?.row ?? index, column = cell?.column ?? 0
                let label = Label(text: text, frame: Rect(x: Double(column) * 100 + 8, y: Double(row) * 40,
                                                          width: Double(cell?.columnSpan ?? 1) * 100 - 16,
                                                          height: Double(cell?.rowSpan ?? 1) * 40 - 8))
                label.accessibilityIdentifier = text
                label.accessibilityDataTableCell = cell
                label.accessibilityValue = value
                table.addSubview(label)
            }
            root.addSubview(table)
        }
        return SessionHarness(root: root, direction: rightToLeft ? .rightToLeft : .leftToRight, hints: false)
    }

    static let scores: [(String, Cell?, value: String?)] = [
        ("Name", Cell(row: 0, column: 0, isColumnHeader: true), nil),
        ("Score", Cell(row: 0, column: 1, isColumnHeader: true), nil),
        ("Ada", Cell(row: 1, column: 0, isRowHeader: true), nil),
        ("42", Cell(row: 1, column: 1), nil),
        ("Grace", Cell(row: 2, column: 0, isRowHeader: true), nil),
        ("17", Cell(row: 2, column: 1), nil),
    ]

    @Test("""
        headers come before the cell; the first cell of a row says its row, every cell its column; \
        the column header just above a row's first cell is left out
        """)
    func headersRowsAndColumns() {
        let harness = Self.table(rows: 3, columns: 2, Self.scores)
        harness.start()
        #expect(harness.descriptions == ["Name. Row 1. Column 1.", "Score. Column 2.",
                                         "Ada. Row 2. Column 1.", "Score. 42. Column 2.",
                                         "Name. Grace. Row 3. Column 1.", "Score. 17. Column 2."])
        #expect(harness.said { harness.session.next(); harness.session.next(); harness.session.next() }
                == ["Score. Column 2.", "Ada. Row 2. Column 1.", "Score. 42. Column 2."])
    }

    @Test("a row header is read on the first cell of its row when it is not that cell")
    func rowHeaderOnFirstCell() {
        let cells: [(String, Cell?, value: String?)] = [
            ("Mon", Cell(row: 0, column: 0), nil),
            ("Tue", Cell(row: 0, column: 1), nil),
            ("Week 1", Cell(row: 0, column: 2, isRowHeader: true), nil),
        ]
        let harness = Self.table(rows: 1, columns: 3, cells)
        harness.start()
        #expect(harness.descriptions == ["Week 1. Mon. Row 1. Column 1.", "Tue. Column 2.", "Week 1. Column 3."])
    }

    @Test("spans are said before the row and column, a cell's value after them, not as `label: value`")
    func spansAndValues() {
        let cells: [(String, Cell?, value: String?)] = [
            ("Day", Cell(row: 0, column: 0, isColumnHeader: true), nil),
            ("Forecast", Cell(row: 0, column: 1, columnSpan: 2, isColumnHeader: true), nil),
            ("Weekend", Cell(row: 1, column: 0, rowSpan: 2, isRowHeader: true), nil),
            ("High", Cell(row: 1, column: 1), "21°"),
            ("Low", Cell(row: 1, column: 2), "12°"),
        ]
        let harness = Self.table(rows: 3, columns: 3, cells)
        harness.start()
        #expect(harness.descriptions == ["Day. Row 1. Column 1.", "Forecast. Spans 2 columns. Column 2.",
                                         "Weekend. Spans 2 rows. Row 2. Column 1.",
                                         "Forecast. High. Column 2. 21°", "Forecast. Low. Column 3. 12°"])
    }

    @Test("a row or column left undefined (NSNotFound) is never said; such a cell is not the first of its row")
    func undefinedRowsAndColumns() {
        let cells: [(String, Cell?, value: String?)] = [
            ("Total", Cell(row: 0, column: 0, isColumnHeader: true), nil),
            ("Note", Cell(row: nil, column: 0, rowSpan: 3), nil),
            ("Footer", Cell(row: 2, column: nil, columnSpan: 2), nil),
            ("Plain", nil, nil),
        ]
        let harness = Self.table(rows: 3, columns: 2, cells)
        harness.start()
        #expect(harness.descriptions == ["Total. Row 1. Column 1.", "Total. Note. Column 1.", "Footer.", "Plain"])
    }

    @Test("a cell may head both its row and its column; it is never its own header")
    func cornerHeadsBoth() {
        let cells: [(String, Cell?, value: String?)] = [
            ("Team", Cell(row: 0, column: 0, isRowHeader: true, isColumnHeader: true), nil),
            ("Wins", Cell(row: 0, column: 1, isColumnHeader: true), nil),
            ("Reds", Cell(row: 1, column: 0, isRowHeader: true), nil),
            ("9", Cell(row: 1, column: 1), nil),
        ]
        let harness = Self.table(rows: 2, columns: 2, cells)
        harness.start()
        #expect(harness.descriptions == ["Team. Row 1. Column 1.", "Wins. Column 2.", "Reds. Row 2. Column 1.",
                                         "Wins. 9. Column 2."])
    }

    @Test("the table answers UIKit's questions: the cell at a position (spans included), the headers of a row and of a column")
    func tableQueries() {
        let harness = Self.table(rows: 3, columns: 2, Self.scores)
        harness.start()
        let table = harness.session.elements[0].view.superview!
        #expect(table.accessibilityRowCount == 3 && table.accessibilityColumnCount == 2)
        #expect(table.accessibilityDataTableCellElement(forRow: 2, column: 1)?.accessibilityIdentifier == "17")
        #expect(table.accessibilityDataTableCellElement(forRow: 3, column: 0) == nil)
        #expect(table.accessibilityHeaderElements(forRow: 1).map(\.accessibilityIdentifier) == ["Ada"])
        #expect(table.accessibilityHeaderElements(forColumn: 1).map(\.accessibilityIdentifier) == ["Score"])
    }

    @Test("without a declaration the table is still guessed from the layout, as before")
    func guessedTableUnchanged() {
        let root = ContentController { root in
            let table = View(frame: Rect(x: 0, y: 100, width: 402, height: 80))
            table.accessibilityContainerType = .dataTable
            let name = label("Name", 8, 0, 80, 30)
            name.accessibilityTraits = [.staticText, .header]
            table.addSubview(name)
            table.addSubview(label("Ada", 8, 40, 80, 30))
            root.addSubview(table)
        }
        let harness = SessionHarness(root: root, hints: false)
        harness.start()
        #expect(harness.descriptions == ["Name. Heading. Row 1. Column 1.", "Ada. Name. Row 2. Column 1."])
    }

    @Test("the reading as a pure function: headers are spoken as label, value or label: value")
    func pureReading() {
        let cells = [
            DataTableReading.Cell(declaration: Cell(row: 0, column: 0, isColumnHeader: true),
                                  headerText: DataTableReading.Cell.headerText(label: "Price", value: "EUR")),
            DataTableReading.Cell(declaration: Cell(row: 1, column: 0)),
            DataTableReading.Cell(declaration: nil),
        ]
        #expect(DataTableReading.readings(cells) == [
            DataTableReading.Reading(row: 1, column: 1),
            DataTableReading.Reading(headers: [], row: 2, column: 1),   // the header just above a row's first cell is left out
            nil,
        ])
        let below = [cells[0], DataTableReading.Cell(declaration: Cell(row: 1, column: 1)),
                     DataTableReading.Cell(declaration: Cell(row: 1, column: 0, columnSpan: 1))]
        #expect(DataTableReading.readings(below)[1]?.headers == [])   // column 1 has no header
        #expect(DataTableReading.Cell.headerText(label: "", value: "EUR") == "EUR")
        #expect(DataTableReading.Cell.headerText(label: nil, value: nil) == nil)
        var context = ElementContext()
        DataTableReading.Reading(headers: ["Price: EUR"], column: 1).apply(to: &context)
        #expect(ElementDescriber.describe(ElementSnapshot(label: "3", traits: .button, context: context)).text
                == "Price: EUR. 3. Column 1. Button.")
    }
}

/// `DataTableReading.readings` files cells and row headers by position; this checks it
/// against the direct definition (each header found by scanning every cell), on random
/// tables with spans, undefined places, overlaps and repeated headers.
@Suite("Data table readings: indexed against direct")
struct DataTableReadingIndexTests {
    @Test("random tables read the same as the direct definition")
    func randomTables() {
        var random = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            let count = Int.random(in: 0...40, using: &random)
            let cells = (0..<count).map { index -> DataTableReading.Cell in
                if Int.random(in: 0..<10, using: &random) == 0 { return DataTableReading.Cell(declaration: nil) }
                let big = Int.random(in: 0..<15, using: &random) == 0
                let declaration = AccessibilityDataTableCell(
                    row: Int.random(in: 0..<12, using: &random) == 0 ? nil : Int.random(in: 0..<8, using: &random),
                    column: Int.random(in: 0..<12, using: &random) == 0 ? nil : Int.random(in: 0..<5, using: &random),
                    rowSpan: big ? Int.random(in: 1...100, using: &random) : Int.random(in: 1...2, using: &random),
                    columnSpan: big ? Int.random(in: 1...20, using: &random) : 1,
                    isRowHeader: Int.random(in: 0..<4, using: &random) == 0,
                    isColumnHeader: Int.random(in: 0..<4, using: &random) == 0)
                return DataTableReading.Cell(declaration: declaration, headerText: "h\(index)")
            }
            #expect(DataTableReading.readings(cells) == Self.referenceReadings(cells), "\(cells)")
        }
    }

        static func referenceReadings(_ cells: [DataTableReading.Cell]) -> [DataTableReading.Reading?] {
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
            /// Whether the cell at `index` is what the table answers at its own position (the
            /// first cell in reading order covering it), so that it can head a row.
            func isTableCell(_ index: Int) -> Bool {
                guard let cell = declared[index], let row = cell.row, let column = cell.column else { return false }
                return declared.firstIndex { $0?.covers(row: row, column: column) ?? false } == index
            }
            let rowHeaders = declared.indices.filter { declared[$0]?.isRowHeader == true && isTableCell($0) }
            let columnHeaders = declared.indices.filter { declared[$0]?.isColumnHeader == true }

            return declared.indices.map { index -> DataTableReading.Reading? in
                guard let cell = declared[index] else { return nil }
                let first = isFirstInRow(cell)
                var headers: [String] = []
                if first, let row = cell.row {
                    for header in rowHeaders where header != index && (declared[header]?.rowRange?.contains(row) ?? false) {
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
                return DataTableReading.Reading(headers: headers,
                               rowSpan: cell.rowSpan > 1 && cell.row != nil ? cell.rowSpan : nil,
                               columnSpan: cell.columnSpan > 1 && cell.column != nil ? cell.columnSpan : nil,
                               row: first ? cell.row.map { $0 + 1 } : nil,
                               column: cell.column.map { $0 + 1 })
        }
    }
}
