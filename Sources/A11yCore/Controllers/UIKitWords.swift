/// The words UIKit itself puts on its system bar button items (Done, Cancel, Save, Edit, Add …),
/// in the language the app runs in.
///
/// UIKit shows those titles from its own translations, not the app's, in the app's language: an
/// app localized into German shows "Fertig" on a German device even where its own tables
/// translate no such word (one that is not shows "Done"). The words are KeyboardKit's key-command
/// titles, which its author took from Apple's localisation glossaries, with the bar item's
/// accessibility label where KeyboardKit's comments name a different one (`scripts/uikit-words`
/// writes `UIKitWords+Table.swift`; Localization.md, "UIKit's own words"). A language without a
/// table keeps the English word, as do Play, Pause, Stop, Rewind and Fast Forward.
public enum UIKitWords {
    /// `english` (one of the model's system item words) in `language`, else `english`.
    public static func word(_ english: String, in language: String?) -> String {
        guard let language, let words = words(for: language) else { return english }
        return words[english] ?? english
    }

    /// The table for `language`: its own, else by iOS's fallback from region to language, with
    /// Apple's folder names for Chinese (`zh-Hans`, `zh-Hant`, `zh-HK`), Portuguese (`pt` is
    /// Brazil's) and Latin American Spanish (`es-419` for a region other than Spain).
    static func words(for language: String) -> [String: String]? {
        let tag = LanguageTag.normalized(language)
        let parts = tag.lowercased().split(separator: "-").map(String.init)
        let subtags = parts.dropFirst()
        switch parts.first {
        case "zh":
            // By region before script: `zh-Hant-HK` is Hong Kong's.
            if subtags.contains("hk") || subtags.contains("mo") { return table["zh-HK"] }
            return subtags.contains("hant") || subtags.contains("tw") ? table["zh-Hant"] : table["zh-Hans"]
        case "pt":
            // Brazil's without a region; Portugal's for the other regions (`pt-AO`), as iOS falls back.
            return subtags.isEmpty || subtags.contains("br") ? table["pt-BR"] : table["pt-PT"]
        case "es":
            if subtags.contains("419") { return table["es-419"] }
            return subtags.contains { $0.count == 2 || $0.count == 3 } && !subtags.contains("es") ? table["es-419"] : table["es"]
        case "en":
            return nil
        default:
            // The region's table (`fr-CA`), else the language's.
            for candidate in LanguageTag.fallbacks(tag) {
                if let words = table.first(where: { $0.key.lowercased() == candidate.lowercased() })?.value { return words }
            }
            return nil
        }
    }
}
