import Foundation

/// A `NumberFormatter` the code configures with literal settings (SwiftSourceReading.md, "UIKit
/// screens built in code"): formatted by Foundation's own formatter, in the locale the code
/// names (`Locale(identifier:)`), else in the language the screen is shown in, as the device's
/// current locale would: in that language's likely region where it names none (`en` as `en-US`, `de`
/// as `de-DE`), as a device always has a region, so that a currency has its symbol.
enum UIKitNumberFormat {
    /// `NumberFormatter.Style`'s cases by name.
    static let styles: [String: NumberFormatter.Style] = [
        "none": .none, "decimal": .decimal, "percent": .percent, "currency": .currency, "scientific": .scientific,
        "spellOut": .spellOut, "ordinal": .ordinal, "currencyISOCode": .currencyISOCode,
        "currencyPlural": .currencyPlural, "currencyAccounting": .currencyAccounting,
    ]
    /// The whole-number settings read, by property name.
    static var counts: [(name: String, path: ReferenceWritableKeyPath<NumberFormatter, Int>)] { [
        ("minimumFractionDigits", \.minimumFractionDigits), ("maximumFractionDigits", \.maximumFractionDigits),
        ("minimumIntegerDigits", \.minimumIntegerDigits), ("maximumIntegerDigits", \.maximumIntegerDigits),
    ] }
    /// The text settings read, by property name.
    static var texts: [(name: String, path: ReferenceWritableKeyPath<NumberFormatter, String?>)] { [
        ("currencyCode", \.currencyCode), ("positivePrefix", \.positivePrefix), ("positiveSuffix", \.positiveSuffix),
        ("negativePrefix", \.negativePrefix), ("negativeSuffix", \.negativeSuffix), ("percentSymbol", \.percentSymbol),
        ("currencySymbol", \.currencySymbol), ("internationalCurrencySymbol", \.internationalCurrencySymbol),
        ("decimalSeparator", \.decimalSeparator), ("groupingSeparator", \.groupingSeparator),
    ] }

    /// `number` as a formatter with `settings` (its fields) writes it; nil when a setting is
    /// one only run time knows or one this does not read.
    static func string(_ number: Double, settings: SwiftScope, language: String?) -> String? {
        let formatter = NumberFormatter()
        switch settings["locale"] {
        case nil, .symbol("Locale.current")?, .member("current")?, .symbol("Locale.autoupdatingCurrent")?:
            formatter.locale = Locale(identifier: Locale.Language(identifier: language ?? "en").maximalIdentifier)
        case .object(_, let locale)?:
            guard case .string(let identifier, _)? = locale["identifier"] ?? locale["_"] else { return nil }
            formatter.locale = Locale(identifier: identifier)
        default:
            return nil
        }
        switch settings["numberStyle"] {
        case nil: break
        case .member(let name)?, .symbol(let name)?:
            guard let style = styles[String(name.lastComponent)] else { return nil }
            formatter.numberStyle = style
        default: return nil
        }
        for (name, path) in counts {
            guard let value = settings[name] else { continue }
            guard case .int(let count) = value, (0...64).contains(count) else { return nil }
            formatter[keyPath: path] = count
        }
        for (name, path) in texts {
            guard let value = settings[name] else { continue }
            guard case .string(let text, _) = value else { return nil }
            formatter[keyPath: path] = text
        }
        if let value = settings["usesGroupingSeparator"] {
            guard case .bool(let flag) = value else { return nil }
            formatter.usesGroupingSeparator = flag
        }
        guard number.isFinite else { return nil }
        return formatter.string(from: NSNumber(value: number))
    }
}
