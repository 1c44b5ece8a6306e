import A11yCore
import A11ySceneModel

/// Reads a phrase file (`--phrases FILE`): VoiceOver's words in more languages, in the form of
/// `voiceover-phrases.tsv`: tab-separated, `#` comment lines, a header `key` and one column per
/// language (`key<TAB>fr<TAB>it`), then one row per key (the names `PhraseKey` lists).
///
/// A phrase left empty is not given (English is spoken). Errors — a row with the wrong number of
/// cells, a repeated key, a language code iOS would not name, a format that drops its `%@` —
/// name the line and column; a key voicenav does not know is a note (a newer table's words).
public enum PhraseFileReader {
    /// The tables of `text`, one per language column, and notes for keys voicenav does not use.
    public static func read(_ text: String, file: String) throws -> (tables: [PhraseTable], notes: [Diagnostic]) {
        var languages: [String] = []
        var phrases: [[String: String]] = []
        var notes: [Diagnostic] = []
        var seen: [String: Int] = [:]
        for (number, line) in DataLines.of(text) {
            let cells = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            func column(of cell: Int) -> Int { cells.prefix(cell).reduce(1) { $0 + $1.count + 1 } }
            func fail(_ cell: Int, _ message: String) -> SceneError {
                SceneError(file: file, line: number, column: column(of: cell), message: message)
            }
            if languages.isEmpty {
                guard cells.first == "key", cells.count >= 2 else {
                    throw fail(0, "expected the header line: key, then a tab and a language code per column (key\tfr)")
                }
                for (offset, code) in cells.dropFirst().enumerated() {
                    guard LanguageTag.isValid(code) else {
                        throw fail(offset + 1, "\"\(code)\" is not a language code as iOS names them (fr, pt-BR, zh-Hans)")
                    }
                    if languages.contains(where: { $0.lowercased() == code.lowercased() }) {
                        throw fail(offset + 1, "the language \"\(code)\" has two columns")
                    }
                    languages.append(LanguageTag.normalized(code))
                }
                phrases = Array(repeating: [:], count: languages.count)
                continue
            }
            guard cells.count == languages.count + 1 else {
                throw fail(min(cells.count, languages.count + 1) - (cells.count > languages.count + 1 ? 0 : 1),
                           "this row has \(cells.count - 1) phrase\(cells.count == 2 ? "" : "s"), the header names "
                               + "\(languages.count) language\(languages.count == 1 ? "" : "s") (cells are separated by tabs)")
            }
            let key = cells[0]
            if let first = seen[key] { throw fail(0, "the key \"\(key)\" is given twice (first on line \(first))") }
            seen[key] = number
            let known = PhraseKey(rawValue: key)
            if known == nil, !PhraseKey.isKnownUnused(key) {
                notes.append(Diagnostic(file: file, line: number, column: 1,
                                        message: "voicenav does not know the key \"\(key)\"; its phrases are not spoken",
                                        severity: .warning))
            }
            for (offset, phrase) in cells.dropFirst().enumerated() where !phrase.isEmpty {
                if let known, PhraseTable.argumentCount(of: phrase) != known.argumentCount {
                    throw fail(offset + 1, "\"\(key)\" in \(languages[offset]) takes \(known.argumentCount) value"
                        + "\(known.argumentCount == 1 ? "" : "s") (%@), this phrase has "
                        + "\(PhraseTable.argumentCount(of: phrase)): English is \"\(PhraseTable.english[known])\"")
                }
                phrases[offset][key] = phrase
            }
        }
        guard !languages.isEmpty else {
            throw SceneError(file: file, line: 1, column: 1,
                             message: "the phrase file is empty; expected a header line (key, then a language code per column)")
        }
        let tables = zip(languages, phrases).map { PhraseTable(language: $0, phrases: $1) }
        return (tables, notes)
    }
}
