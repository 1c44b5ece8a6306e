import Testing
@testable import A11yNavigator
@testable import TestSupport

/// The terminal key decoder (KeyParser): escape sequences, control bytes and UTF-8, whole or
/// split across reads; a lone Esc only once the caller flushes.
@Suite("Key parser")
struct KeyParserTests {
    /// The keys of `bytes` fed in one read, then flushed (as after the Esc timeout).
    static func keys(_ bytes: [UInt8]) -> [Key] {
        var parser = KeyParser()
        return parser.feed(bytes) + parser.flush()
    }

    static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    /// Terminal sequences for the keys the bindings use: xterm's CSI and SS3 forms and the
    /// VT220 `~` forms, with and without Shift.
    static let sequences: [(String, Key)] = [
        ("\u{1B}[A", .up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
        ("\u{1B}OA", .up), ("\u{1B}OB", .down), ("\u{1B}OC", .right), ("\u{1B}OD", .left),
        ("\u{1B}[H", .home), ("\u{1B}OH", .home), ("\u{1B}[1~", .home), ("\u{1B}[7~", .home),
        ("\u{1B}[F", .end), ("\u{1B}OF", .end), ("\u{1B}[4~", .end), ("\u{1B}[8~", .end),
        ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown),
        ("\u{1B}[5;2~", .shiftPageUp), ("\u{1B}[6;2~", .shiftPageDown),
        ("\u{1B}[5;5~", .pageUp), ("\u{1B}[3~", .backspace),
    ]

    @Test("escape sequences for arrows, Home/End and Page Up/Down (with Shift)", arguments: sequences)
    func sequence(_ text: String, _ key: Key) {
        var parser = KeyParser()
        #expect(parser.feed(Self.bytes(text)) == [key])
        #expect(!parser.hasPending)
    }

    /// Single bytes: Enter as CR or LF, Space, Tab, both Backspaces, control keys, printable ASCII.
    static let singleBytes: [(UInt8, Key)] = [
        (0x0D, .enter), (0x0A, .enter), (0x20, .space), (0x09, .tab), (0x7F, .backspace), (0x08, .backspace),
        (0x01, .control("a")), (0x03, .control("c")), (0x1A, .control("z")),
        (UInt8(ascii: "q"), .character("q")), (UInt8(ascii: "?"), .character("?")), (UInt8(ascii: "]"), .character("]")),
    ]

    @Test("single bytes: Enter, Space, Tab, Backspace, Ctrl keys, characters", arguments: singleBytes)
    func singleByte(_ byte: UInt8, _ key: Key) {
        var parser = KeyParser()
        #expect(parser.feed([byte]) == [key])
    }

    @Test("several keys in one read come out in order")
    func severalKeys() {
        var parser = KeyParser()
        let keys = parser.feed(Self.bytes("a\u{1B}[C\r \u{1B}[6;2~q"))
        #expect(keys == [.character("a"), .right, .enter, .space, .shiftPageDown, .character("q")])
    }

    @Test("a lone Esc waits for more bytes and is the Esc key only after flush")
    func loneEscape() {
        var parser = KeyParser()
        #expect(parser.feed([0x1B]).isEmpty)
        #expect(parser.hasPending)
        #expect(parser.flush() == [.escape])
        #expect(!parser.hasPending)
        #expect(parser.flush().isEmpty)
    }

    @Test("Esc followed by another key (Alt+key) is Esc, then that key; Esc Esc is two Escs")
    func escapeThenKey() {
        var parser = KeyParser()
        #expect(parser.feed(Self.bytes("\u{1B}a")) == [.escape, .character("a")])
        #expect(parser.feed([0x1B, 0x1B]) == [.escape])
        #expect(parser.hasPending)
        #expect(parser.flush() == [.escape])
    }

    @Test("a sequence split across reads at every byte is decoded once it is complete")
    func splitSequences() {
        for (text, key) in Self.sequences {
            var parser = KeyParser()
            var keys: [Key] = []
            for byte in Self.bytes(text) {
                #expect(keys.isEmpty, "\(key) decoded early")
                keys += parser.feed([byte])
            }
            #expect(keys == [key], "\(text.debugDescription)")
            #expect(!parser.hasPending)
        }
    }

    @Test("the start of a sequence in one read and its end in the next")
    func sequenceAcrossReads() {
        var parser = KeyParser()
        #expect(parser.feed(Self.bytes("x\u{1B}[")) == [.character("x")])
        #expect(parser.hasPending)
        #expect(parser.feed(Self.bytes("6;2~y")) == [.shiftPageDown, .character("y")])
        #expect(!parser.hasPending)
    }

    /// UTF-8 characters of two, three and four bytes.
    static let characters: [Character] = ["é", "ß", "€", "あ", "😀"]

    @Test("UTF-8 characters, whole and split across reads", arguments: characters)
    func utf8(_ character: Character) {
        let bytes = Self.bytes(String(character))
        var whole = KeyParser()
        #expect(whole.feed(bytes) == [.character(character)])
        var split = KeyParser()
        for byte in bytes.dropLast() {
            #expect(split.feed([byte]).isEmpty)
            #expect(split.hasPending)
        }
        #expect(split.feed([bytes.last!]) == [.character(character)])
        #expect(!split.hasPending)
    }

    @Test("invalid or cut-off UTF-8 is dropped, and the bytes after it still decode")
    func invalidUTF8() {
        // A lead byte without its continuation, then a stray continuation byte.
        #expect(Self.keys([0xC3, UInt8(ascii: "A")]) == [.character("A")])
        #expect(Self.keys([0x80, UInt8(ascii: "b")]) == [.character("b")])
        // Cut off: kept for the next read, then dropped by the flush.
        #expect(Self.keys([0xE2, 0x82]).isEmpty)
    }

    /// Well-formed sequences the navigator has no key for, and malformed ones.
    static let unknown: [String] = [
        "\u{1B}[Z",  // Shift+Tab
        "\u{1B}[2~",  // Insert
        "\u{1B}[15~",  // F5
        "\u{1B}OP",  // F1
        "\u{1B}[1;5P",  // Ctrl+F1
    ]

    @Test("unknown sequences are one unknown key each, taken whole; the next key still decodes", arguments: unknown)
    func unknownSequence(_ text: String) {
        var parser = KeyParser()
        #expect(parser.feed(Self.bytes(text + "a")) == [.unknown, .character("a")])
        #expect(!parser.hasPending)
    }

    @Test("NUL and the other unused control bytes are skipped")
    func skippedControlBytes() {
        #expect(Self.keys([0x00, 0x1C, 0x1D, 0x1E, 0x1F, UInt8(ascii: "m")]) == [.character("m")])
    }

    @Test("an unfinished sequence is dropped by flush, not turned into keys")
    func unfinishedSequenceFlushed() {
        var parser = KeyParser()
        #expect(parser.feed(Self.bytes("\u{1B}[5")).isEmpty)
        #expect(parser.hasPending)
        #expect(parser.flush().isEmpty)
        #expect(!parser.hasPending)
        #expect(parser.feed(Self.bytes("~")) == [.character("~")])
    }

    @Test("key names as the help shows them")
    func descriptions() {
        #expect(Key.shiftPageUp.description == "Shift+Page Up")
        #expect(Key.control("c").description == "Ctrl-C")
        #expect(Key.escape.description == "Esc")
        #expect(Key.character("?").description == "?")
    }
}
