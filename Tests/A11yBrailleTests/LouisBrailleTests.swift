import Foundation
import Testing
@testable import A11yBraille

/// liblouis translations, checked against liblouis's own `lou_translate` tool (liblouis-bin) on
/// print lines written out by hand from the contract: uncontracted, contracted, eight-dot.
@Suite("Braille: liblouis")
struct LouisBrailleTests {
    /// `lou_translate --forward unicode.dis,TABLE` on `text`, or nil when the tool is missing.
    static func oracle(_ text: String, table: String) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/lou_translate")
        process.arguments = ["--forward", "unicode.dis," + table]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        input.fileHandleForWriting.write(Data((text + "\n").utf8))
        try? input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .newlines)
    }

    @Test("each kind of table, as lou_translate translates it", arguments: [
        ("en-ueb-g1.ctb", "Settings hdg"), ("en-ueb-g1.ctb", "Airplane Mode swtch off"),
        ("en-ueb-g2.ctb", "Wi-Fi Home btn"), ("en-ueb-g2.ctb", "Volume 50% adj"),
        ("en-us-comp8.ctb", "Library tab sel"), ("de-g2.ctb", "Einstellungen hdg"),
    ])
    func tables(_ table: String, _ text: String) throws {
        let braille = try LouisBraille(table: table)
        let cells = braille.cells(for: text)
        #expect(cells.unicodeScalars.allSatisfy { (0x2800...0x28FF).contains($0.value) }, "\(cells)")
        if let expected = Self.oracle(text, table: table) { #expect(cells == expected) }
        let usesDots78 = cells.unicodeScalars.contains { $0.value & 0xC0 != 0 }
        if table.contains("comp8") { #expect(cells.unicodeScalars.count == text.unicodeScalars.count) }
        else { #expect(!usesDots78, "six-dot tables never use dots 7 and 8") }
    }

    @Test("the default and a language's uncontracted table; an unknown name has the closest names")
    func choosing() throws {
        #expect(try LouisBraille().table == "en-ueb-g1.ctb")
        #expect(try LouisBraille(language: "de-AT").table == "de-g0.utb")
        #expect(try LouisBraille(language: "en-GB").table == "en-ueb-g1.ctb")
        #expect(try LouisBraille(language: "tlh").table == "en-ueb-g1.ctb")
        do {
            _ = try LouisBraille(table: "en-ueb-g3.ctb")
            Issue.record("an unknown table must be refused")
        } catch let error as BrailleError {
            #expect(error.kind == .unknownTable)
            #expect(error.suggestions.contains("en-ueb-g1.ctb") || error.suggestions.contains("en-ueb-g2.ctb"))
        }
    }

    @Test("text liblouis has no rule for is shown as liblouis shows it; long and empty texts are fine")
    func edges() throws {
        let braille = try LouisBraille(table: "en-ueb-g1.ctb")
        #expect(braille.cells(for: "") == "")
        let chinese = braille.cells(for: "设置")
        if let expected = Self.oracle("设置", table: "en-ueb-g1.ctb") { #expect(chinese == expected) }
        let long = braille.cells(for: String(repeating: "word ", count: 5_000))
        #expect(long.count > 1_000)
    }

    @Test("positions: each cell's print character, a capital sign and a contraction included")
    func positions() throws {
        let braille = try LouisBraille(table: "en-ueb-g2.ctb")
        let text = braille.translate("Settings")
        #expect(String(text.cells) == braille.cells(for: "Settings"))
        #expect(String(text.cells) == "⠠⠎⠑⠞⠞⠬⠎")
        #expect(text.printPositions == [0, 0, 1, 2, 3, 4, 7])
        let accented = try LouisBraille(table: "en-ueb-g1.ctb").translate("Café 😀")
        #expect(accented.printPositions.allSatisfy { (0..<6).contains($0) })
    }
}
