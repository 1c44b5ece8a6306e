import Foundation
import Testing
@testable import A11ySceneModel
@testable import A11yLocalization

/// `.strings` files as Xcode writes them: UTF-8 or UTF-16, comments, escapes; bad ones are
/// located errors, never a crash.
@Suite("Languages: strings files")
struct StringsFileTests {
    typealias F = LanguageFixtures

    func read(_ bytes: [UInt8]) throws -> [String: String] {
        Dictionary(try StringsFileReader.read(bytes, file: "T.strings").map { ($0.key, $0.value) }) { _, last in last }
    }

    @Test("entries with block and line comments, escapes, unquoted keys and a key alone")
    func entries() throws {
        let text = """
            /* Class = "UILabel"; text = "Hi"; ObjectID = "a-1"; */
            "a-1.text" = "Hallo \\"Welt\\"\\n\\\\ \\U00E9\\t!";
            // a line comment
            b.title = "Zwei";   "c.text"="drei";
            "only";
            "emoji" = "\\UD83D\\UDE00";
            "octal" = "\\101";
            """
        let table = try read(F.utf8(text))
        #expect(table["a-1.text"] == "Hallo \"Welt\"\n\\ é\t!")
        #expect(table["b.title"] == "Zwei")
        #expect(table["c.text"] == "drei")
        #expect(table["only"] == "only")
        #expect(table["emoji"] == "😀")
        #expect(table["octal"] == "A")
    }

    @Test("UTF-16 with either byte order mark, UTF-16 without one, UTF-8 with one")
    func encodings() throws {
        let text = "\"k.text\" = \"Überschrift ✓ مرحبا\";\n"
        for bytes in [F.utf16LE(text), F.utf16BE(text), Array(F.utf16LE(text).dropFirst(2)), [0xEF, 0xBB, 0xBF] + F.utf8(text)] {
            #expect(try read(bytes)["k.text"] == "Überschrift ✓ مرحبا")
        }
        let ascii = "\"k.text\" = \"Plain\";"
        #expect(try read(Array(F.utf16LE(ascii).dropFirst(2)))["k.text"] == "Plain")
    }

    @Test("Unicode's line and paragraph separators between an entry's parts are blanks, as Foundation reads them")
    func unicodeSeparators() throws {
        let text = "\"first\" = \"One\"\u{2028};\n\u{2029}\"second\"\u{2028}=\u{2029}\"Two\";"
        let table = try read(F.utf8(text))
        #expect(table["first"] == "One")
        #expect(table["second"] == "Two")
        #expect(try read(F.utf16LE(text))["second"] == "Two")
    }

    @Test("a repeated key: the last one wins; an empty file has no entries")
    func repeatsAndEmpty() throws {
        #expect(try read(F.utf8("\"a\" = \"1\";\n\"a\" = \"2\";"))["a"] == "2")
        #expect(try read([]).isEmpty)
        #expect(try read(F.utf8("\n  /* only a comment */\n")).isEmpty)
    }

    @Test("bad files: each error names the line and column")
    func errors() throws {
        let cases: [(String, Int, Int, String)] = [
            ("\"a\" = \"b\";\n\"c\" = \"d\"", 2, 10, "expected ;"),
            ("\"a\" = \"b\";\n\"c\" = \"never closed;\n", 2, 7, "never closed"),
            ("\"a\" = \"b\";\n  /* open comment", 2, 3, "never closed"),
            ("\"a\" = ;", 1, 7, "expected the translated text"),
            ("\"a\" = \"\\U12\";", 1, 8, "four hexadecimal digits"),
            ("\"a\" = \"\\UDC00\";", 1, 8, "lone surrogate"),
            ("\"a\" \"b\";", 1, 5, "expected ;"),
            ("\"a\" =", 1, 6, "ends after"),
        ]
        for (text, line, column, words) in cases {
            let error = try #require(F.stringsError(F.utf8(text)), "\(text)")
            #expect(error.line == line && error.column == column, "\(text): \(error)")
            #expect(error.message.contains(words), "\(error.message)")
        }
        let invalid = try #require(F.stringsError(F.utf8("\"a\" = \"ok\";\n\"b\" = \"") + [0xC3, 0x28] + F.utf8("\";")))
        #expect(invalid.line == 2 && invalid.message.contains("neither UTF-8 nor UTF-16"))
        let odd = try #require(F.stringsError([0xFF, 0xFE, 0x41]))
        #expect(odd.message.contains("odd number of bytes"))
        let compiled = try #require(F.stringsError(F.utf8("bplist00") + [0, 1, 2]))
        #expect(compiled.message.contains("compiled"))
    }

    @Test("mutated tables and catalogs are read or refused with a located error, never a crash")
    func mutations() {
        var generator = SystemRandomNumberGenerator()
        let seeds: [[UInt8]] = [
            F.utf8(LanguageFixtures.germanStrings), F.utf16LE(LanguageFixtures.germanStrings),
            F.utf8(StringCatalogTests.catalog),
        ]
        let interesting: [UInt8] = [0x22, 0x5C, 0x3B, 0x3D, 0x2F, 0x2A, 0x0A, 0x00, 0xFF, 0xFE, 0xC3, 0xED, 0x7B, 0x7D, 0x55]
        for round in 0..<3_000 {
            var bytes = seeds[round % seeds.count]
            for _ in 0..<(1 + round % 6) where !bytes.isEmpty {
                let index = Int.random(in: 0..<bytes.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: bytes[index] = interesting.randomElement(using: &generator)!
                case 1: bytes.remove(at: index)
                default: bytes = Array(bytes[..<index])
                }
            }
            for read in [{ _ = try StringsFileReader.read(bytes, file: "m.strings") },
                         { _ = try StringCatalogReader.read(bytes, file: "m.xcstrings") }] {
                do { try read() } catch let error as SceneError {
                    #expect(error.line >= 1 && error.column >= 1)
                } catch {
                    Issue.record("unexpected error \(error)")
                }
            }
        }
    }
}
