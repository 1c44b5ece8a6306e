import Testing
@testable import A11yCore

/// The braille display: windows of `cellCount` cells, panning, the caret's dots 7 and 8, and
/// flash messages that give way to the line.
@Suite("Braille: the display")
struct BrailleDisplayTests {
    /// One cell per print character: ⠁ for a, ⠃ for b … (enough to see positions).
    static func text(_ print: String) -> BrailleText {
        let cells = print.map { character -> Character in
            guard let value = character.asciiValue, character.isLetter else { return "\u{2800}" }
            return Character(Unicode.Scalar(0x2800 + UInt32(value % 32))!)
        }
        return BrailleText(cells: cells, printPositions: Array(0..<print.count))
    }

    @Test("a line longer than the display pans by its width; the ends refuse; blank cells pad the last window")
    func panning() {
        var display = BrailleDisplay(cellCount: 4)
        display.show(Self.text("abcdefghij"), print: "abcdefghij")
        #expect(display.window(at: .zero).print == "abcd")
        var moved = display.panLeft()
        #expect(!moved)
        moved = display.panRight()
        #expect(moved && display.window(at: .zero).print == "efgh")
        moved = display.panRight()
        #expect(moved && display.window(at: .zero).print == "ij  ")
        #expect(display.window(at: .zero).cells.hasSuffix("\u{2800}\u{2800}"))
        moved = display.panRight()
        #expect(!moved)
        moved = display.panLeft()
        #expect(moved && display.window(at: .zero).print == "efgh")
        // A new line starts at its first cell.
        display.show(Self.text("xyz"), print: "xyz")
        #expect(display.window(at: .zero).print == "xyz ")
    }

    @Test("several cells for one print character show it once; the caret's cell has dots 7 and 8")
    func positionsAndCaret() {
        var display = BrailleDisplay(cellCount: 8)
        // A capital sign and the letter both come from "S"; "ing" is one cell.
        display.show(BrailleText(cells: ["⠠", "⠎", "⠬", "⠎"], printPositions: [0, 0, 1, 4]), print: "Sings")
        #expect(display.window(at: .zero).print == "S is    ")   // the letter's cell repeats the capital's "S"
        var field = BrailleDisplay(cellCount: 8)
        field.show(Self.text("ab txt"), print: "ab txt", caretAfter: 2)
        let cells = Array(field.window(at: .zero).cells)
        #expect(cells[2] == Character(Unicode.Scalar(0x2800 | 0xC0)!))   // the blank after "ab", dots 7 and 8
        #expect(cells[0] == "⠁")
    }

    @Test("a flash stands in for the line until it ends, from the first cell")
    func flash() {
        var display = BrailleDisplay(cellCount: 6, flashDuration: .seconds(4))
        display.show(Self.text("abcdefghij"), print: "abcdefghij")
        display.panRight()
        display.flash(Self.text("saved"), print: "saved", now: .seconds(10))
        #expect(display.isFlashing(at: .seconds(12)))
        #expect(display.window(at: .seconds(12)).print == "saved ")
        #expect(!display.isFlashing(at: .seconds(14)))
        #expect(display.window(at: .seconds(14)).print == "ghij  ")
    }

    @Test("a field whose caret is past the first window opens on the caret's window")
    func caretWindow() {
        var display = BrailleDisplay(cellCount: 4)
        display.show(Self.text("abcdefg txt"), print: "abcdefg txt", caretAfter: 7)
        #expect(display.offset == 4)
        #expect(display.window(at: .zero).print == "efg ")
    }
}
