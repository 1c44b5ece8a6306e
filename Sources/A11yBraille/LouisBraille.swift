import A11yCore
import Foundation

/// Braille cells from print text, by liblouis (the braille contract, "Tables"): a table by its
/// liblouis name (`en-ueb-g1.ctb`, `en-ueb-g2.ctb`, `en-us-comp8.ctb`, `de-g2.ctb`, or a
/// comma-separated list), with liblouis's `unicode.dis` display table, so each cell is one
/// Unicode braille pattern (U+2800–U+28FF; eight-dot tables use dots 7 and 8).
///
/// ```swift
/// let braille = try LouisBraille(table: "en-ueb-g1.ctb")
/// braille.cells(for: "Settings hdg")   // "⠠⠎⠑⠞⠞⠊⠝⠛⠎⠀⠓⠙⠛"
/// ```
public struct LouisBraille: BrailleTranslating {
    /// The table used when none is named: uncontracted Unified English Braille.
    public static let defaultTable = "en-ueb-g1.ctb"

    /// The table as it was named (or chosen for a language).
    public let table: String
    /// What liblouis is given: the display table, then the translation table(s).
    public let tableList: String
    private let library: LouisLibrary

    /// Opens `table` (else the uncontracted table of `language` where liblouis has one, else
    /// `defaultTable`). Throws `.libraryUnavailable` without liblouis, `.unknownTable` (with the
    /// closest names) for a name no table has, `.badTable` for a table liblouis cannot compile.
    public init(table: String? = nil, language: String? = nil) throws {
        let library = try LouisLibrary.shared()
        self.library = library
        let chosen = table ?? language.flatMap { Self.uncontractedTable(for: $0, in: library) } ?? Self.defaultTable
        self.table = chosen
        tableList = "unicode.dis," + chosen
        guard library.canCompile(tableList) else {
            let names = Self.tableNames()
            let parts = chosen.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) }
            if let unknown = parts.first(where: { !names.contains($0) && !$0.contains("/") }) {
                throw BrailleError(kind: .unknownTable, message: "no liblouis table is called \"\(unknown)\"",
                                   suggestions: Self.closest(to: unknown, in: names))
            }
            throw BrailleError(kind: .badTable, message: "liblouis cannot compile the table \"\(chosen)\"")
        }
    }

    /// liblouis's version (`3.24.0`).
    public static func version() throws -> String { try LouisLibrary.shared().version }

    /// The cells of `text`, as liblouis translates it; text it cannot translate is shown as
    /// liblouis shows it (`'\x4e00'`), and a refusal leaves the print text.
    public func cells(for text: String) -> String {
        String(translate(text).cells)
    }

    /// The cells of `text` with the print character each comes from (liblouis's positions,
    /// turned from code units into characters).
    public func translate(_ text: String) -> BrailleText {
        let bounded = BraillePrintLine.bounded(text)
        guard let (cells, positions) = library.translateWithInputPositions(bounded, tableList: tableList) else {
            return BrailleText(cells: Array(bounded), printPositions: Array(0..<bounded.count))
        }
        // Code unit → character index.
        var characterOfUnit: [Int] = []
        for (index, character) in bounded.enumerated() {
            let units = library.charSize == 4 ? character.unicodeScalars.count : character.utf16.count
            characterOfUnit += Array(repeating: index, count: units)
        }
        let last = max(0, bounded.count - 1)
        let characters = cells.map { value -> Character in
            Unicode.Scalar(value).map(Character.init) ?? "\u{FFFD}"
        }
        return BrailleText(cells: characters, printPositions: positions.map { position in
            position >= 0 && position < characterOfUnit.count ? characterOfUnit[position] : last
        })
    }

    /// The uncontracted table of `language` (by the fallback from region to language), or nil.
    static func uncontractedTable(for language: String, in library: LouisLibrary) -> String? {
        let primary = LanguageTag.primary(language)
        if primary == "en" { return defaultTable }
        let found = library.tables(matching: "language:\(primary) contraction:no type:literary")
        for candidate in LanguageTag.fallbacks(language).map({ $0.lowercased() }) {
            if let match = found.first(where: { $0.language?.lowercased() == candidate }) {
                return (match.table as NSString).lastPathComponent
            }
        }
        return nil
    }

    /// The folders liblouis's tables are in: `LOUIS_TABLEPATH`, then the usual places.
    static var tableFolders: [String] {
        let fromEnvironment = ProcessInfo.processInfo.environment["LOUIS_TABLEPATH"]?
            .split(separator: ",").map(String.init) ?? []
        return fromEnvironment + ["/usr/share/liblouis/tables", "/usr/local/share/liblouis/tables",
                                  "/opt/homebrew/share/liblouis/tables"]
    }

    /// Every table file name liblouis has, sorted.
    public static func tableNames() -> [String] {
        var names: Set<String> = []
        for folder in tableFolders {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where !name.hasPrefix(".") {
                names.insert(name)
            }
        }
        return names.sorted()
    }

    /// The (at most five) names closest to `name`: those containing it, then by edit distance.
    static func closest(to name: String, in names: [String]) -> [String] {
        let lower = name.lowercased()
        let containing = names.filter { candidate in
            candidate.lowercased().contains(lower) || lower.contains((candidate as NSString).deletingPathExtension)
        }
        func distance(_ a: String, _ b: String) -> Int {
            let a = Array(a.lowercased()), b = Array(b.lowercased())
            var previous = Array(0...b.count)
            for (i, x) in a.enumerated() {
                var current = [i + 1]
                for (j, y) in b.enumerated() {
                    current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
                }
                previous = current
            }
            return previous[b.count]
        }
        let ranked = names.sorted { (distance(name, $0), $0) < (distance(name, $1), $1) }
        var result: [String] = []
        for candidate in containing.sorted() + ranked where !result.contains(candidate) && result.count < 5 {
            result.append(candidate)
        }
        return result
    }
}
