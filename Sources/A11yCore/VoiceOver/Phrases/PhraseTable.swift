/// One language's VoiceOver words (`PhraseKey` to phrase), with English for any key the
/// table lacks.
///
/// ```swift
/// let german = PhraseBook.builtIn.table(for: "de-AT")!   // German, by the region fallback
/// german[.button]                                       // "Taste."
/// german.format(.seriesFormat, "Tab.", "2", "4")        // "Tab. 2 von 4."
/// ```
public struct PhraseTable: Sendable, Hashable {
    /// The language the words are in, as iOS names it (`de`, `pt-BR`).
    public var language: String
    /// The phrases by key name (a phrase file's names; unknown names are kept, never used).
    public private(set) var phrases: [String: String]

    public init(language: String, phrases: [String: String]) {
        self.language = language
        self.phrases = phrases
    }

    /// The phrase for `key`: this table's, else the English one.
    public subscript(key: PhraseKey) -> String {
        phrases[key.rawValue] ?? PhraseTable.english.phrases[key.rawValue] ?? ""
    }

    /// Whether the table has its own phrase for `key` (else English is spoken).
    public func has(_ key: PhraseKey) -> Bool { phrases[key.rawValue] != nil }

    /// The keys this table leaves to English, in `PhraseKey` order.
    public var missingKeys: [PhraseKey] { PhraseKey.allCases.filter { !has($0) } }

    /// This table with `other`'s phrases over its own (a team's phrase file over the built-in words).
    public func merging(_ other: PhraseTable) -> PhraseTable {
        PhraseTable(language: language, phrases: phrases.merging(other.phrases) { _, new in new })
    }

    /// The phrase for `key` with its `%@` (or `%1$@` …, or `%lld`) filled from `arguments`.
    public func format(_ key: PhraseKey, _ arguments: String...) -> String {
        Self.fill(self[key], arguments)
    }

    /// Fills a printf-style phrase: `%@` and `%lld` take the next argument, `%n$@` the n-th,
    /// `%%` is a percent sign; anything else is kept as written.
    public static func fill(_ phrase: String, _ arguments: [String]) -> String {
        var result = ""
        var next = 0
        var characters = phrase[...]
        while let percent = characters.firstIndex(of: "%") {
            result += characters[..<percent]
            var rest = characters[characters.index(after: percent)...]
            if rest.first == "%" {
                result += "%"
                characters = rest.dropFirst()
                continue
            }
            var position: Int?
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            if !digits.isEmpty, rest.dropFirst(digits.count).first == "$" {
                position = Int(digits)
                rest = rest.dropFirst(digits.count + 1)
            }
            let specifier: Substring? = rest.hasPrefix("@") ? rest.prefix(1) : rest.hasPrefix("lld") ? rest.prefix(3)
                : rest.hasPrefix("d") ? rest.prefix(1) : nil
            guard let specifier else {
                result += "%"
                characters = characters[characters.index(after: percent)...]
                continue
            }
            let index = position.map { $0 - 1 } ?? next
            if position == nil { next += 1 }
            result += arguments.indices.contains(index) ? arguments[index] : ""
            characters = rest.dropFirst(specifier.count)
        }
        result += characters
        return result
    }

    /// How many arguments `phrase` takes (its highest position, or its count of `%@`).
    public static func argumentCount(of phrase: String) -> Int {
        var count = 0, highest = 0
        var characters = phrase[...]
        while let percent = characters.firstIndex(of: "%") {
            var rest = characters[characters.index(after: percent)...]
            if rest.first == "%" { characters = rest.dropFirst(); continue }
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            var positional = false
            if !digits.isEmpty, rest.dropFirst(digits.count).first == "$" {
                highest = max(highest, Int(digits) ?? 0)
                rest = rest.dropFirst(digits.count + 1)
                positional = true
            }
            if rest.hasPrefix("@") || rest.hasPrefix("lld") || rest.hasPrefix("d") {
                if !positional { count += 1 }
            }
            characters = rest
        }
        return max(count, highest)
    }

}
