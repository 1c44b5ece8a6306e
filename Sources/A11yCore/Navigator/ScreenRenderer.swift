/// A text drawing of a screen: each element stands where its frame puts it.
public struct RenderedScreen: Sendable, Hashable {
    /// The lines, each exactly `width` characters.
    public var lines: [String]
    /// Where the focused element is drawn: line, first column and length, if on screen.
    public var focus: Focus?

    /// Where the focused element's text is drawn.
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
            text += snapshot.value == "1" ? " [on]" : snapshot.value == "0" ? " [off]" : ""
        } else if let value = snapshot.value, snapshot.label != nil, !value.isEmpty {
            text += ": \(value)"
        }
        if text.isEmpty { text = snapshot.hint ?? "•" }
        return text
    }

    /// Draws `items` (in reading order) scaled from `bounds` into a box of `width` × `height`
    /// characters, border included; `focused` is the index of the focused item.
    public static func render(_ items: [Item], bounds: Rect, focused: Int?, width: Int, height: Int) -> RenderedScreen {
        let width = max(4, width), height = max(3, height)
        let innerWidth = width - 2, innerHeight = height - 2
        var grid = Array(repeating: Array(repeating: Character(" "), count: innerWidth), count: innerHeight)
        var used = Array(repeating: Array(repeating: false, count: innerWidth), count: innerHeight)
        let sx = Double(innerWidth) / max(bounds.width, 1)
        let sy = Double(innerHeight) / max(bounds.height, 1)
        var focus: RenderedScreen.Focus?
        for (index, item) in items.enumerated() {
            let isFocused = index == focused
            var row = Int(((item.frame.minY - bounds.minY) * sy).rounded(.down))
            var column = Int(((item.frame.minX - bounds.minX) * sx).rounded(.down))
            row = min(max(row, 0), innerHeight - 1)
            column = min(max(column, 0), innerWidth - 1)
            let boxWidth = max(3, Int((item.frame.width * sx).rounded(.down)))
            var text = isFocused ? "[\(item.text)]" : item.text
            // Move right past cells already drawn on this row, or down a row when full.
            var attempts = 0
            while used[row][column], attempts < innerHeight * 2 {
                if let free = (column..<innerWidth).first(where: { !used[row][$0] }), free < innerWidth - 1 {
                    column = free + (free > 0 && used[row][free - 1] ? 1 : 0)
                    if column >= innerWidth { column = innerWidth - 1 }
                    if !used[row][column] { break }
                }
                row = (row + 1) % innerHeight
                attempts += 1
            }
            let room = min(max(boxWidth, min(text.count, innerWidth - column)), innerWidth - column)
            if text.count > room { text = room > 1 ? String(text.prefix(room - 1)) + "…" : String(text.prefix(room)) }
            for (offset, character) in text.enumerated() where column + offset < innerWidth {
                grid[row][column + offset] = character
                used[row][column + offset] = true
            }
            if column + text.count < innerWidth { used[row][column + text.count] = true }
            if isFocused { focus = RenderedScreen.Focus(line: row + 1, column: column + 1, length: text.count) }
        }
        var lines = ["┌" + String(repeating: "─", count: innerWidth) + "┐"]
        lines += grid.map { "│" + String($0) + "│" }
        lines.append("└" + String(repeating: "─", count: innerWidth) + "┘")
        return RenderedScreen(lines: lines, focus: focus)
    }
}
