import A11yCore
import Foundation

/// The plural category of a count in a language, as Unicode's CLDR defines them and as
/// Foundation picks a `.stringsdict` form or a String Catalog's plural variation
/// (Localization.md, "Plurals").
public enum PluralCategory: String, Sendable, CaseIterable {
    case zero, one, two, few, many, other
}

/// CLDR's cardinal plural rules for the languages apps are translated into.
///
/// Each language's rules are written in CLDR's rule syntax (`one: i = 1 and v = 0`) and read
/// once; a count is matched against them in order, and a count none matches is `other`. A
/// language without rules here (and its regional variants' base language) is `other` for
/// every count, as for Japanese.
public enum PluralRules {
    /// The category of `count`, written with `fractionDigits` digits after the point (nil: as
    /// few as the number needs; a whole number has none), in `language` (`pt-PT`, `de`, `zh-Hans`).
    public static func category(of count: Double, fractionDigits: Int? = nil, language: String) -> PluralCategory {
        guard count.isFinite else { return .other }
        let operands = Operands(count, fractionDigits: fractionDigits)
        for (category, condition) in rules(for: language) where condition.holds(for: operands) { return category }
        return .other
    }

    /// The categories `language` tells apart, `other` last.
    public static func categories(of language: String) -> [PluralCategory] {
        rules(for: language).map(\.0) + [.other]
    }

    private static func rules(for language: String) -> [(PluralCategory, Condition)] {
        for tag in LanguageTag.fallbacks(language) {
            if let rules = parsed[tag.lowercased()] { return rules }
        }
        return []
    }

    /// The rules of each language, by its lower-cased tag.
    private static let parsed: [String: [(PluralCategory, Condition)]] = {
        var result: [String: [(PluralCategory, Condition)]] = [:]
        for (languages, text) in written {
            var rules: [(PluralCategory, Condition)] = []
            for rule in text.split(separator: ";") {
                let parts = rule.split(separator: ":", maxSplits: 1)
                guard parts.count == 2, let category = PluralCategory(rawValue: parts[0].trimmed),
                      let condition = Condition(parts[1]) else {
                    preconditionFailure("a plural rule voicenav cannot read: \(rule)")
                }
                rules.append((category, condition))
            }
            for language in languages.split(separator: " ") { result[String(language)] = rules }
        }
        return result
    }()

    /// The many of French, Spanish, Italian, Portuguese and Catalan: a million and its multiples.
    private static let million = "many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0"

    /// Languages (space-separated) and their rules (`;`-separated), from CLDR's cardinal rules.
    private static let written: [(String, String)] = [
        ("en de nl sv fi et gl ur ast fy ia io ji yi lij sc sw", "one: i = 1 and v = 0"),
        ("ca it", "one: i = 1 and v = 0; \(million)"),
        ("es", "one: n = 1; \(million)"),
        ("fr", "one: i = 0,1; \(million)"),
        ("pt", "one: i = 0..1; \(million)"),
        ("pt-pt", "one: i = 1 and v = 0; \(million)"),
        ("af an az bg ce ee el eo eu fo fur ha haw hu ka kk kl ks ku ky lb lg ml mn mr nb nd ne nn no om or os ps "
            + "rm sd sn so sq ss st ta te tk tn tr ts ug uz ve vo xh", "one: n = 1"),
        ("am as bn doi fa gu hi kn pcm zu", "one: i = 0 or n = 1"),
        ("ak bho guw ln mg nso pa ti wa", "one: n = 0..1"),
        ("ff hy kab", "one: i = 0,1"),
        ("si", "one: n = 0,1 or i = 0 and f = 1"),
        ("da", "one: n = 1 or t != 0 and i = 0,1"),
        ("is", "one: t = 0 and i % 10 = 1 and i % 100 != 11 or t % 10 = 1 and t % 100 != 11"),
        ("mk", "one: v = 0 and i % 10 = 1 and i % 100 != 11 or f % 10 = 1 and f % 100 != 11"),
        ("fil tl ceb", "one: v = 0 and i = 1,2,3 or v = 0 and i % 10 != 4,6,9 or v != 0 and f % 10 != 4,6,9"),
        ("lv", "zero: n % 10 = 0 or n % 100 = 11..19 or v = 2 and f % 100 = 11..19; "
            + "one: n % 10 = 1 and n % 100 != 11 or v = 2 and f % 10 = 1 and f % 100 != 11 or v != 2 and f % 10 = 1"),
        ("lt", "one: n % 10 = 1 and n % 100 != 11..19; few: n % 10 = 2..9 and n % 100 != 11..19; many: f != 0"),
        ("ro mo", "one: i = 1 and v = 0; few: v != 0 or n = 0 or n != 1 and n % 100 = 1..19"),
        ("ru uk", "one: v = 0 and i % 10 = 1 and i % 100 != 11; few: v = 0 and i % 10 = 2..4 and i % 100 != 12..14; "
            + "many: v = 0 and i % 10 = 0 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 11..14"),
        ("be", "one: n % 10 = 1 and n % 100 != 11; few: n % 10 = 2..4 and n % 100 != 12..14; "
            + "many: n % 10 = 0 or n % 10 = 5..9 or n % 100 = 11..14"),
        ("pl", "one: i = 1 and v = 0; few: v = 0 and i % 10 = 2..4 and i % 100 != 12..14; "
            + "many: v = 0 and i != 1 and i % 10 = 0..1 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 12..14"),
        ("cs sk", "one: i = 1 and v = 0; few: i = 2..4 and v = 0; many: v != 0"),
        ("bs hr sr sh", "one: v = 0 and i % 10 = 1 and i % 100 != 11 or f % 10 = 1 and f % 100 != 11; "
            + "few: v = 0 and i % 10 = 2..4 and i % 100 != 12..14 or f % 10 = 2..4 and f % 100 != 12..14"),
        ("sl", "one: v = 0 and i % 100 = 1; two: v = 0 and i % 100 = 2; few: v = 0 and i % 100 = 3..4 or v != 0"),
        ("he iw", "one: i = 1 and v = 0 or i = 0 and v != 0; two: i = 2 and v = 0"),
        ("ar ars", "zero: n = 0; one: n = 1; two: n = 2; few: n % 100 = 3..10; many: n % 100 = 11..99"),
        ("ga", "one: n = 1; two: n = 2; few: n = 3..6; many: n = 7..10"),
        ("cy", "zero: n = 0; one: n = 1; two: n = 2; few: n = 3; many: n = 6"),
        ("mt", "one: n = 1; two: n = 2; few: n = 0 or n % 100 = 3..10; many: n % 100 = 11..19"),
        ("gd", "one: n = 1,11; two: n = 2,12; few: n = 3..10,13..19"),
        // One form for every count.
        ("ja zh ko th vi id in ms my lo km bo dz ig ii jv kea ses sg to wo yo yue sah", ""),
    ]

    /// CLDR's operands of a count: `n` its absolute value, `i` its whole part, `v` the digits
    /// shown after the point, `f` those digits as a number, `t` the same without trailing zeros.
    struct Operands {
        var n: Double, i: Double, v: Double, f: Double, t: Double

        /// The operands of `count` as it is written: with `fractionDigits` digits after the point, rounded as
        /// `%.Nf` writes it (nil: Swift's shortest form, `1.5`); a count too large to write is its whole part.
        init(_ count: Double, fractionDigits: Int?) {
            var value = abs(count)
            var digits = ""
            if value < 1e15 {
                let text = fractionDigits.map { String(format: "%.\(min(max($0, 0), 15))f", value) } ?? "\(value)"
                if let dot = text.firstIndex(of: "."), !text.contains("e") {
                    let whole = String(text[..<dot])
                    digits = String(text[text.index(after: dot)...])
                    // (Swift writes a whole number with `.0`: no digits shown.)
                    if fractionDigits == nil, digits == "0" { digits = "" }
                    value = (Double(whole) ?? value) + (Double("0." + (digits.isEmpty ? "0" : digits)) ?? 0)
                } else if let written = Double(text) {
                    value = written
                }
            }
            n = value
            i = value.rounded(.towardZero)
            v = Double(digits.count)
            f = Double(digits) ?? 0
            let trimmed = digits.reversed().drop { $0 == "0" }
            t = Double(String(trimmed.reversed())) ?? 0
        }

        func value(of operand: Character) -> Double {
            switch operand {
            case "n": n
            case "i": i
            case "v": v
            case "f": f
            case "t": t
            case "w": t == 0 ? 0 : Double(String(Int64(t)).count)
            default: 0   // `e` and `c`: no compact exponent in a counted text
            }
        }
    }

    /// A rule's condition: relations joined by `and`, those joined by `or`.
    struct Condition {
        /// `operand % modulus = ranges` (or `!=`).
        struct Relation {
            var operand: Character
            var modulus: Double?
            var equal: Bool
            var ranges: [ClosedRange<Double>]

            func holds(for operands: Operands) -> Bool {
                var value = operands.value(of: operand)
                if let modulus { value = value.truncatingRemainder(dividingBy: modulus) }
                // A range holds whole values only: `n = 2..4` is not true of 2.5.
                let inside = value.rounded() == value && ranges.contains { $0.contains(value) }
                return inside == equal
            }
        }

        /// Alternatives (`or`), each a conjunction (`and`).
        var alternatives: [[Relation]]

        func holds(for operands: Operands) -> Bool {
            alternatives.contains { $0.allSatisfy { $0.holds(for: operands) } }
        }

        /// `text` in CLDR's syntax; nil when it is not.
        init?(_ text: Substring) {
            alternatives = []
            for alternative in text.components(separatedBy: " or ") {
                var relations: [Relation] = []
                for relation in alternative.components(separatedBy: " and ") {
                    guard let parsed = Self.relation(relation) else { return nil }
                    relations.append(parsed)
                }
                alternatives.append(relations)
            }
        }

        private static func relation(_ text: String) -> Relation? {
            let words = text.split(separator: " ").map(String.init)
            guard let operandWord = words.first, operandWord.count == 1, let operand = operandWord.first else { return nil }
            var index = 1
            var modulus: Double?
            if index + 1 < words.count, words[index] == "%" {
                modulus = Double(words[index + 1])
                index += 2
            }
            guard index + 1 < words.count, ["=", "!="].contains(words[index]) else { return nil }
            var ranges: [ClosedRange<Double>] = []
            for item in words[(index + 1)...].joined().split(separator: ",") {
                let bounds = item.components(separatedBy: "..").compactMap(Double.init)
                guard bounds.count == (item.contains("..") ? 2 : 1), bounds[0] <= bounds[bounds.count - 1] else { return nil }
                ranges.append(bounds[0]...bounds[bounds.count - 1])
            }
            guard !ranges.isEmpty, modulus != 0 else { return nil }
            return Relation(operand: operand, modulus: modulus, equal: words[index] == "=", ranges: ranges)
        }
    }
}

extension Substring {
    fileprivate var trimmed: String { String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()) }
}
