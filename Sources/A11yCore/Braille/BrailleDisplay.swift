/// A refreshable braille display of `cellCount` cells (the braille contract, "Where the line
/// appears"): the cursor's line panned in windows of `cellCount` cells, with the print text
/// under each cell, the caret of a field being edited in dots 7 and 8, and flash messages that
/// stand in for the line for a while. Pure: the navigator draws it, tests drive it.
public struct BrailleDisplay: Sendable {
    /// The number of cells (`--braille-cells`, default 40).
    public let cellCount: Int
    /// How long a flash message stays (`--braille-flash`, default 4 s).
    public let flashDuration: Duration
    /// The cursor's line: its cells and the print text.
    public private(set) var line = BrailleText(cells: [], printPositions: [])
    public private(set) var printText: [Character] = []
    /// The first cell shown (a multiple of `cellCount`).
    public private(set) var offset = 0
    /// The cell of the caret (dots 7 and 8), when a field is being edited.
    public private(set) var caretCell: Int?
    /// A flash message and when it ends (on the session's clock).
    public private(set) var flash: (text: BrailleText, print: [Character], until: Duration)?

    public init(cellCount: Int = 40, flashDuration: Duration = .seconds(4)) {
        self.cellCount = max(1, cellCount)
        self.flashDuration = flashDuration
    }

    /// Shows the cursor's line from the start; `caretAfter` puts the caret after that many print
    /// characters (a field being edited: after its text).
    public mutating func show(_ text: BrailleText, print: String, caretAfter: Int? = nil) {
        line = text
        printText = Array(print)
        offset = 0
        caretCell = caretAfter.map { position in
            text.printPositions.firstIndex { $0 >= position } ?? text.cells.count
        }
        // A field being edited opens on the window that holds its caret, as a display follows it.
        offset = caretCell.map { $0 / cellCount * cellCount } ?? 0
        flash = nil
    }

    /// Shows `text` instead of the line until `now + flashDuration`.
    public mutating func flash(_ text: BrailleText, print: String, now: Duration) {
        flash = (text, Array(print), now + flashDuration)
    }

    /// Whether a flash message is showing at `now`.
    public func isFlashing(at now: Duration) -> Bool { flash.map { now < $0.until } ?? false }

    /// Pans one display's width to the right; false at the end of the line (nothing moves).
    @discardableResult
    public mutating func panRight() -> Bool {
        let length = line.cells.count + (caretCell == line.cells.count ? 1 : 0)
        guard offset + cellCount < length else { return false }
        offset += cellCount
        return true
    }

    /// Pans one display's width to the left; false at the start.
    @discardableResult
    public mutating func panLeft() -> Bool {
        guard offset > 0 else { return false }
        offset = max(0, offset - cellCount)
        return true
    }

    /// The cells shown at `now` (exactly `cellCount`, blank cells `⠀` after the text) and the
    /// print character under each (a space where a cell repeats the one before's character).
    public func window(at now: Duration) -> (cells: String, print: String) {
        let showingFlash = isFlashing(at: now)
        let text = showingFlash ? flash!.text : line
        let print = showingFlash ? flash!.print : printText
        let start = showingFlash ? 0 : offset
        var cells: [Character] = [], under: [Character] = []
        for index in start..<(start + cellCount) {
            var cell: Character = index < text.cells.count ? text.cells[index] : "\u{2800}"
            if !showingFlash, index == caretCell { cell = Self.withDots78(cell) }
            cells.append(cell)
            if index < text.cells.count {
                let position = text.printPositions[index]
                let repeats = index > 0 && text.printPositions[index - 1] == position
                under.append(!repeats && position < print.count ? print[position] : " ")
            } else {
                under.append(" ")
            }
        }
        return (String(cells), String(under))
    }

    /// `cell` with dots 7 and 8 raised (a caret), when it is a braille pattern.
    static func withDots78(_ cell: Character) -> Character {
        guard let scalar = cell.unicodeScalars.first, (0x2800...0x28FF).contains(scalar.value),
              let raised = Unicode.Scalar(scalar.value | 0xC0) else { return cell }
        return Character(raised)
    }
}

/// A real braille display the navigator writes its panel to and reads panning keys from
/// (BrlAPI in A11yBraille); the model only knows this shape.
@MainActor
public protocol BrailleOutput: AnyObject {
    /// The display's cells.
    var cellCount: Int { get }
    /// A descriptor that becomes readable when the display has keys (for the event loop's poll).
    var fileDescriptor: Int32 { get }
    /// Shows `cells` (Unicode braille patterns; the first `cellCount` of them).
    func write(_ cells: String)
    /// The panning keys pressed since the last call, in order: true pans right, false left;
    /// nil when the display has gone (BRLTTY stopped): it is not written to again.
    func readPans() -> [Bool]?
}
