/// The words UIKit itself puts on its system bar button items (Done, Cancel, Save, Edit, Add …),
/// in the device's language.
///
/// UIKit shows those titles from its own translations, not the app's, so an app whose tables
/// translate nothing of them still shows "Fertig" on a German device. The words come from
/// Apple's localisation glossaries as KeyboardKit's tables record them, chosen there to match
/// what iOS shows, VoiceOver's label where its comments name one (`scripts/uikit-words` writes
/// `UIKitWords+Table.swift`; Localization.md, "UIKit's own words"). A language without a table
/// keeps the English word, as do Play, Pause, Stop, Rewind and Fast Forward.
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
        for candidate in LanguageTag.fallbacks(tag) {
            if let words = table[candidate] ?? table.first(where: { $0.key.lowercased() == candidate.lowercased() })?.value {
                if candidate.contains("-") || !["zh", "pt", "es"].contains(candidate.lowercased()) { return words }
                break
            }
        }
        let parts = tag.lowercased().split(separator: "-").map(String.init)
        let subtags = parts.dropFirst()
        switch parts.first {
        case "zh":
            if subtags.contains("hk") || subtags.contains("mo") { return table["zh-HK"] }
            return subtags.contains("hant") || subtags.contains("tw") ? table["zh-Hant"] : table["zh-Hans"]
        case "pt":
            // Brazil's without a region; Portugal's for the other regions (`pt-AO`), as iOS falls back.
            return subtags.isEmpty || subtags.contains("br") ? table["pt-BR"] : table["pt-PT"]
        case "es":
            return subtags.contains { $0.count == 2 || $0.count == 3 } && !subtags.contains("es") ? table["es-419"] : table["es"]
        case "en":
            return nil
        default:
            return parts.first.flatMap { table[$0] }
        }
    }
}
