/// VoiceOver's words in every language voicenav knows: the built-in English, German and
/// Russian tables and any a team adds (`--phrases FILE`).
///
/// A device language or an element's `accessibilityLanguage` picks a table by iOS's fallback
/// (`pt-BR`, then `pt`); a language with no table is spoken with the device's words, and a
/// device language with none with English words (`voicenav` reports that once).
public struct PhraseBook: Sendable, Hashable {
    /// The tables by language, keyed by the lower-cased tag (`pt-br`).
    public private(set) var tables: [String: PhraseTable]

    public init(_ tables: [PhraseTable] = []) {
        self.tables = [:]
        for table in tables { add(table) }
    }

    /// English, German and Russian.
    public static let builtIn = PhraseBook([.english, .german, .russian])

    /// Adds `table`; its phrases replace those of a table already there for that language.
    public mutating func add(_ table: PhraseTable) {
        let key = LanguageTag.normalized(table.language).lowercased()
        tables[key] = tables[key].map { $0.merging(table) } ?? table
    }

    /// The languages with a table, as their tables name them, sorted.
    public var languages: [String] { tables.values.map(\.language).sorted() }

    /// The table for `language`, by the system's fallback from region to language; nil when none.
    public func table(for language: String) -> PhraseTable? {
        if let exact = tables[language] { return exact }   // the common case: `de`
        for candidate in LanguageTag.fallbacks(language) {
            if let table = tables[candidate.lowercased()] { return table }
        }
        return nil
    }

    /// The words an element is spoken with: its own language's table, else the device's, else English.
    public func words(element: String?, device: String?) -> PhraseTable {
        if let element, let table = table(for: element) { return table }
        if let device, let table = table(for: device) { return table }
        return .english
    }
}

/// Language tags as iOS names them (`de`, `pt-BR`, `zh-Hans`): the fallback from region to
/// language, and the direction a language is written in.
public enum LanguageTag {
    /// `tag` with underscores as hyphens (`pt_BR` is an older `.lproj` spelling of `pt-BR`).
    public static func normalized(_ tag: String) -> String {
        tag.replacingUnderscores()
    }

    /// The tags tried for `tag`, most specific first: `zh-Hant-HK`, `zh-Hant`, `zh`.
    public static func fallbacks(_ tag: String) -> [String] {
        var parts = normalized(tag).split(separator: "-").map(String.init)
        var result: [String] = []
        while !parts.isEmpty {
            result.append(parts.joined(separator: "-"))
            parts.removeLast()
        }
        return result
    }

    /// The primary language subtag, lower-cased (`pt` for `pt-BR`).
    public static func primary(_ tag: String) -> String {
        String(normalized(tag).split(separator: "-").first ?? "").lowercased()
    }

    /// Languages written right to left (Arabic, Hebrew, Persian, Urdu and others in those scripts).
    static let rightToLeftLanguages: Set<String> = ["ar", "he", "iw", "fa", "ur", "ps", "yi", "dv", "ckb", "ug", "sd", "syr"]

    /// Whether a device in `tag` lays its interface out right to left: the language's, unless a
    /// script subtag says otherwise (`az-Arab` is, `ku-Latn` is not).
    public static func isRightToLeft(_ tag: String) -> Bool {
        let parts = normalized(tag).split(separator: "-").map { $0.lowercased() }
        if parts.contains(where: { ["arab", "hebr", "thaa", "syrc", "nkoo", "adlm"].contains($0) }) { return true }
        if parts.dropFirst().contains(where: { $0.count == 4 }) { return false }
        return parts.first.map { rightToLeftLanguages.contains($0) } ?? false
    }

    /// Whether `tag` is a plausible language tag: letters, digits and hyphens, starting with
    /// a 2- or 3-letter language (`de`, `pt-BR`, `zh-Hans`, `yue`, `Base` is not one).
    public static func isValid(_ tag: String) -> Bool {
        let parts = normalized(tag).split(separator: "-", omittingEmptySubsequences: false)
        guard let first = parts.first, (2...3).contains(first.count), first.allSatisfy({ $0.isASCII && $0.isLetter }) else {
            return false
        }
        return parts.dropFirst().allSatisfy { part in
            (1...8).contains(part.count) && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        }
    }
}

extension String {
    fileprivate func replacingUnderscores() -> String {
        String(map { $0 == "_" ? "-" : $0 })
    }
}
