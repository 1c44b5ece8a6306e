import A11yCore
import A11yLocalization
import Foundation
import SwiftSyntax

/// What Foundation and UIKit tell the code about the device's language (SwiftSourceReading.md,
/// "The device's language"): the screen is shown on a device set to the language asked for (the
/// app's development language without one), with the app's language folders and catalogs as
/// its bundle's localizations. Code that picks a text, a direction mark or a layout by the
/// language then takes the branch that device takes.
extension SwiftEvaluator {
    /// The values that stand for the app's bundle, the device's locale and the application.
    private static let deviceRoots: Set<String> = [
        "Bundle.main", "Bundle.module", "Locale.current", "Locale.autoupdatingCurrent", "NSLocale.current",
        "NSLocale.autoupdatingCurrent", "Locale.current.language", "Locale.autoupdatingCurrent.language",
        "UIApplication.shared", "Locale", "NSLocale",
    ]

    /// A member of the app's bundle or the device's locale: `Bundle.main.localizations`,
    /// `preferredLocalizations`, `Locale.preferredLanguages`, `Locale.current.languageCode`,
    /// `identifier`, `regionCode` and `region` (the language tag's region, else nil),
    /// `Locale.current.language.characterDirection`, and
    /// `UIApplication.shared.userInterfaceLayoutDirection`. Nil for any other.
    func deviceMember(_ name: String, of value: SwiftValue) -> SwiftValue? {
        guard case .symbol(let root) = value, let device = types?.device else { return nil }
        // `NSLocale.Key.languageCode.rawValue`: the key `components(fromLocaleIdentifier:)` gives it under.
        if name == "rawValue", root.hasPrefix("NSLocale.Key."), let key = Self.localeKeys[String(root.dropFirst(13))] {
            return .string(key, localizable: false)
        }
        let language = device.language
        guard Self.deviceRoots.contains(root) else { return nil }
        let strings = { (texts: [String]) in SwiftValue.array(texts.map { .string($0, localizable: false) }) }
        switch (root, name) {
        // The app as the App Store installs it: its receipt is `StoreKit/receipt` in its folder (TestFlight's and the
        // sandbox's `sandboxReceipt`, which apps test to tell a beta).
        case ("Bundle.main", "appStoreReceiptURL"):
            return Self.sandboxURL(Self.sandboxRoot + "/StoreKit/receipt")
        case ("Bundle.main", "localizations"), ("Bundle.module", "localizations"):
            return strings(device.localizations)
        case ("Bundle.main", "preferredLocalizations"), ("Bundle.module", "preferredLocalizations"):
            return strings([types?.appLocalization ?? language])
        case ("Locale", "preferredLanguages"), ("NSLocale", "preferredLanguages"):
            return strings([language])
        case ("Locale", _), ("NSLocale", _):
            return nil
        case (_, "language") where root.hasSuffix(".current") || root.hasSuffix(".autoupdatingCurrent"):
            return .symbol(root + ".language")
        case (_, "languageCode") where !root.hasSuffix(".language"):
            return .string(LanguageTag.primary(language), localizable: false)
        case (_, "languageCode"):
            // A `Locale.LanguageCode`: its `identifier` is the code; compared with a named code
            // (`.arabic`) it is left to run time, as the names are not the codes.
            let code = SwiftScope()
            code["identifier"] = .string(LanguageTag.primary(language), localizable: false)
            return .object("Locale.LanguageCode", code)
        case (_, "regionCode") where !root.hasSuffix(".language"), (_, "region"):
            // The region the language asked for names (`en-GB`), else none, as `identifier` has none.
            let parts: [String] = LanguageTag.normalized(language).split(separator: "-").dropFirst().map { String($0) }
            let found = parts.first { $0.count == 2 && $0.allSatisfy(\.isLetter) || $0.count == 3 && $0.allSatisfy(\.isNumber) }
            guard let region = found else { return SwiftValue.none }
            guard name == "region" else { return .string(region.uppercased(), localizable: false) }
            let code = SwiftScope()
            code["identifier"] = .string(region.uppercased(), localizable: false)
            return .object("Locale.Region", code)
        case (_, "identifier") where root.hasPrefix("Locale.") || root.hasPrefix("NSLocale."):
            return .string(LanguageTag.normalized(language).replacingOccurrences(of: "-", with: "_"), localizable: false)
        case (_, "characterDirection") where root.hasSuffix(".language"):
            return Self.direction(of: language, type: "Locale.LanguageDirection")
        case ("UIApplication.shared", "userInterfaceLayoutDirection"):
            return Self.direction(of: language, type: "UIUserInterfaceLayoutDirection")
        default:
            return nil
        }
    }

    /// `Locale.characterDirection(forLanguage:)` of a language the source fixes, and
    /// `Bundle.preferredLocalizations(from:)` (with `forPreferences:` too) of a list it fixes:
    /// the language of those the device picks, as Foundation picks it. Nil for any other call.
    func deviceCall(_ call: FunctionCallExprSyntax, in scope: SwiftScope) -> SwiftValue? {
        guard let access = call.calledExpression.as(MemberAccessExprSyntax.self),
              let type = access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let first = call.arguments.first, let device = types?.device else { return nil }
        switch (type, access.declName.baseName.text, first.label?.text) {
        case ("Locale", "characterDirection", "forLanguage"), ("NSLocale", "characterDirection", "forLanguage"):
            guard case .string(let language, _) = evaluate(first.expression, in: scope) else {
                return unknown("the direction of a language only known when the app runs", call)
            }
            return Self.direction(of: language, type: "Locale.LanguageDirection")
        case ("Bundle", "preferredLocalizations", "from"):
            guard case .array(let items) = evaluate(first.expression, in: scope) else {
                return unknown("the languages the app is localized into, only known when the app runs", call)
            }
            let available = items.compactMap(\.string)
            var wanted = [device.language]
            if let preferences = call.arguments.dropFirst().first(where: { $0.label?.text == "forPreferences" }),
               case .array(let given) = evaluate(preferences.expression, in: scope) {
                wanted = given.compactMap(\.string)
            }
            guard !available.isEmpty else { return .array([]) }
            return .array([.string(Self.preferred(wanted, from: available, development: device.development), localizable: false)])
        default:
            return nil
        }
    }

    /// Of `available`, the localization a device preferring `languages` in turn is shown in: the
    /// first they match (a region falling back to its language), else the app's development
    /// language when it is among them, else the first, as Foundation picks.
    static func preferred(_ languages: [String], from available: [String], development: String) -> String {
        let named = available.filter { $0 != "Base" }
        return languages.lazy.compactMap { TranslationFinder.match($0, in: named) }.first
            ?? TranslationFinder.match(development, in: named) ?? named.first ?? available.first ?? development
    }

    /// `.rightToLeft` for a language written right to left, else `.leftToRight`, as a case of `type`.
    private static func direction(of language: String, type: String) -> SwiftValue {
        .symbol(type + (LanguageTag.isRightToLeft(language) ? ".rightToLeft" : ".leftToRight"))
    }
}
