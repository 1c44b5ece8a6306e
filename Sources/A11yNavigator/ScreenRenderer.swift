import A11yCore
/// A text drawing of a screen: each element stands where its frame puts it.
public struct RenderedScreen: Sendable, Hashable {
    /// The lines, each exactly `width` terminal cells (`TerminalWidth`).
    public var lines: [String]
    /// Where the focused element is drawn: line, first column and length, if on screen.
    public var focus: Focus?

    /// Where the focused element's text is drawn, in terminal cells.
    public struct Focus: Sendable, Hashable {
        public var line: Int
        public var column: Int
        public var length: Int
    }
}

/// Draws a window's elements into a character grid for the terminal (the navigator's
/// screen pane). Pure: elements and sizes in, lines out, so it is tested without a terminal.
public enum ScreenRenderer {
    /// One element to draw.
    public struct Item: Sendable, Hashable {
        public var text: String
        public var frame: Rect
        public init(text: String, frame: Rect) {
            self.text = text
            self.frame = frame
        }
    }

    /// The short text drawn for an element: its label, else its value, else its kind.
    public static func shortText(_ snapshot: ElementSnapshot) -> String {
        var text = snapshot.label ?? snapshot.value ?? ""
        if snapshot.traits.contains(.switchButton) {
            text += snapshot.value == "1" ? " (on)" : snapshot.value == "0" ? " (off)" : ""
        } else if let value = snapshot.value, snapshot.label != nil, !value.isEmpty {
            text += ": \(value)"
        }
        if text.isEmpty { text = snapshot.hint ?? "•" }
        return text
    }

    /// Draws `items` (in reading order) scaled from `bounds` into a box of `width` × `height`
    /// characters, border included; `focused` is the index of the focused item, drawn in
    /// brackets.
    ///
    /// Nothing is ever drawn over anything else. Elements on one line of the screen share a
    /// text row: tops less than `rowTolerance` points apart, the reading order's rule (pass
    /// the screen's `DeviceIdiom.rowTolerance`, so the drawing's rows are VoiceOver's); when
    /// there are no more lines than rows, each line gets a row of its own, as near its place
    /// as the rows allow, so a short terminal squeezes the spacing, not the elements. Text
    /// is cut (with "…") where the next element on its row begins; an element whose place
    /// is taken goes to the nearest free room below, else above. Every text keeps a blank
    /// cell on each side, where the focused one's brackets go, so focus never moves the
    /// drawing.
    ///
    /// Texts are drawn on one line with their control characters shown visibly
    /// (`TerminalText.safe`), and measured in terminal cells (`TerminalWidth`): a wide
    /// character or an emoji takes two, so the borders stay straight; emoji sequences are
    /// drawn as their base character, whose width all terminals agree on.
    public static func render(_ items: [Item], bounds: Rect, focused: Int?, width: Int, height: Int,
                              rowTolerance: Double) -> RenderedScreen {
        let width = max(5, width), height = max(3, height)
        let innerWidth = width - 2, innerHeight = height - 2
        // One glyph per cell; "" is the right half of a wide glyph.
        var grid = Array(repeating: Array(repeating: " ", count: innerWidth), count: innerHeight)
        var cells = Array(repeating: Array(repeating: Cell.free, count: innerWidth), count: innerHeight)
        let sx = Double(innerWidth) / max(bounds.width, 1)
        let sy = Double(innerHeight) / max(bounds.height, 1)

        let rows = preferredRows(items, bounds: bounds, rows: innerHeight, scale: sy, tolerance: rowTolerance)
        let columns = items.map { item in
            min(max(1, Int(((item.frame.minX - bounds.minX) * sx).rounded(.down))), max(1, innerWidth - 2))
        }
        // For each item, where the next element to its right on its row starts.
        var next = [Int?](repeating: nil, count: items.count)
        for sameRow in Dictionary(grouping: items.indices, by: { rows[$0] }).values {
            let byColumn = sameRow.sorted { columns[$0] < columns[$1] }
            for (position, index) in byColumn.enumerated() {
                next[index] = byColumn[(position + 1)...].first { columns[$0] > columns[index] }.map { columns[$0] }
            }
        }
        var focus: RenderedScreen.Focus?
        for (index, item) in items.enumerated() {
            let text = glyphs(item.text.isEmpty ? "•" : item.text)
            let full = text.reduce(0) { $0 + $1.width }
            // Room on its row up to where the next element to its right starts; the last one
            // on its row moves left, if it must, to end at the edge rather than be cut.
            let next = next[index]
            var column = columns[index]
            if next == nil { column = max(1, min(column, innerWidth - 1 - full)) }
            let wanted = min(full, max(1, (next.map { $0 - 1 } ?? innerWidth - 1) - column))
            guard let (row, start, room) = place(wanted: wanted, full: full, row: rows[index], column: column,
                                                 cells: cells) else { continue }
            column = start
            let shown = full > room ? (room > 1 ? prefix(text, cells: room - 1) + [("…", 1)] : prefix(text, cells: room)) : text
            var offset = 0
            for glyph in shown {
                grid[row][column + offset] = glyph.text
                cells[row][column + offset] = .text
                if glyph.width == 2 {
                    grid[row][column + offset + 1] = ""
                    cells[row][column + offset + 1] = .text
                }
                offset += glyph.width
            }
            for margin in [column - 1, column + offset] where margin >= 0 && margin < innerWidth && cells[row][margin] == .free {
                cells[row][margin] = .margin
            }
            if index == focused {
                if column > 0 { grid[row][column - 1] = "[" }
                if column + offset < innerWidth { grid[row][column + offset] = "]" }
                focus = RenderedScreen.Focus(line: row + 1, column: column + 1, length: offset)
            }
        }
        var lines = ["┌" + String(repeating: "─", count: innerWidth) + "┐"]
        lines += grid.map { "│" + $0.joined() + "│" }
        lines.append("└" + String(repeating: "─", count: innerWidth) + "┘")
        return RenderedScreen(lines: lines, focus: focus)
    }

    private enum Cell { case free, margin, text }

    /// `text` made safe and drawable for the terminal (`TerminalText.safe`,
    /// `TerminalWidth.drawable`) and split into glyphs of one or two cells; a zero-width
    /// character joins the glyph before it (or is dropped at the start).
    static func glyphs(_ text: String) -> [(text: String, width: Int)] {
        var result: [(text: String, width: Int)] = []
        for character in TerminalWidth.drawable(TerminalText.safe(text)) {
            let width = TerminalWidth.of(character)
            if width == 0 {
                if !result.isEmpty { result[result.count - 1].text.append(character) }
            } else {
                result.append((String(character), width))
            }
        }
        return result
    }

    /// The glyphs from the start of `glyphs` that fit in `cells` cells.
    private static func prefix(_ glyphs: [(text: String, width: Int)], cells: Int) -> [(text: String, width: Int)] {
        var used = 0
        var result: [(text: String, width: Int)] = []
        for glyph in glyphs {
            if used + glyph.width > cells { break }
            result.append(glyph)
            used += glyph.width
        }
        return result
    }

    /// Each item's row: its line's place scaled to the box, with the lines kept on rows of
    /// their own (in order) when they fit.
    private static func preferredRows(_ items: [Item], bounds: Rect, rows: Int, scale: Double, tolerance: Double) -> [Int] {
        let scaled = items.map { min(max(0, Int((($0.frame.minY - bounds.minY) * scale).rounded(.down))), rows - 1) }
        // Lines: items sorted by top, a new line when a top is the tolerance below the last.
        let order = items.indices.sorted { (items[$0].frame.minY, $0) < (items[$1].frame.minY, $1) }
        var lineOf = Array(repeating: 0, count: items.count)
        var lineTops: [Double] = []
        for index in order {
            let top = items[index].frame.minY
            if let last = lineTops.last, top - last < tolerance {
                lineTops[lineTops.count - 1] = top
            } else {
                lineTops.append(top)
            }
            lineOf[index] = lineTops.count - 1
        }
        guard !lineTops.isEmpty, lineTops.count <= rows else { return scaled }
        // Each line at its scaled row, pushed down past the line above, then pulled up so
        // the last fits.
        var lineRows: [Int] = []
        for top in lineTops {
            let wanted = min(max(0, Int(((top - bounds.minY) * scale).rounded(.down))), rows - 1)
            lineRows.append(max(wanted, (lineRows.last ?? -1) + 1))
        }
        for line in stride(from: lineRows.count - 1, through: 0, by: -1) {
            lineRows[line] = min(lineRows[line], rows - (lineRows.count - line))
        }
        return items.indices.map { lineRows[lineOf[$0]] }
    }

    /// Where a text of `wanted` characters (at most `full`) goes: its row from its column
    /// on, else the nearest row below, else above, with a free cell or the edge before it.
    /// Returns the row, the column and the room there (at least 1).
    private static func place(wanted: Int, full: Int, row: Int, column: Int, cells: [[Cell]]) -> (Int, Int, Int)? {
        let height = cells.count
        let candidates = Array(row..<height) + Array((0..<row).reversed())
        // First a place for the whole wanted text (or 4 characters of it), then any room.
        for minimum in [wanted, min(wanted, 4), 1] {
            for candidate in candidates {
                if let (start, room) = freeRun(in: cells[candidate], from: column, minimum: minimum) {
                    return (candidate, start, min(room, max(wanted, minimum)))
                }
            }
        }
        return nil
    }

    /// The first run of free cells at or after `column` (else anywhere on the row) that can
    /// hold `minimum` characters with two blank cells between it and any other text (room
    /// for the focus brackets and a space). The first and last cells are kept blank.
    private static func freeRun(in row: [Cell], from column: Int, minimum: Int) -> (Int, Int)? {
        func run(at start: Int) -> Int? {
            guard start >= 1, start < row.count - 1, row[start] == .free, row[start - 1] != .text,
                  start < 2 || row[start - 2] != .text else { return nil }
            var end = start
            while end < row.count - 1 && row[end] == .free { end += 1 }
            var length = end - start
            if end < row.count - 1 {
                if row[end] == .text {
                    length -= 2
                } else if end + 1 < row.count && row[end + 1] == .text {
                    length -= 1
                }
            }
            return length >= minimum ? length : nil
        }
        for start in column..<max(column, row.count) { if let length = run(at: start) { return (start, length) } }
        for start in 0..<min(column, row.count) { if let length = run(at: start) { return (start, length) } }
        return nil
    }
}
