import A11yCore

/// Picks the eSpeak NG voice for a language as iOS names it (`de`, `pt-BR`, `zh-Hans`): the
/// voice for the language and region where eSpeak has one, else for the language.
///
/// iOS and eSpeak name some languages differently: Chinese in simplified or traditional script
/// is Mandarin (`cmn`) and Hong Kong's is Cantonese (`yue`), Norwegian is Bokmål (`nb`), Latin
/// American Spanish is one voice (`es-419`), and English without a region is American, as on
/// an iPhone. A pure function of the voice list, so it is tested without eSpeak.
public enum VoiceMatcher {
    /// eSpeak's language for iOS names it does not know by that name (lower case).
    static let aliases: [String: String] = [
        "en": "en-us", "fr": "fr-fr", "zh": "cmn", "zh-hans": "cmn", "zh-cn": "cmn", "zh-sg": "cmn", "zh-hant": "cmn",
        "zh-tw": "cmn", "zh-hk": "yue", "zh-hant-hk": "yue", "zh-mo": "yue", "zh-hant-mo": "yue", "no": "nb", "nn": "nb",
        "iw": "he", "in": "id", "ars": "ar", "ji": "yi", "ms-my": "ms", "en-in": "en-gb", "en-au": "en-gb", "en-nz": "en-gb",
        "en-ie": "en-gb", "en-za": "en-gb",
    ]

    /// The regions whose Spanish is eSpeak's Latin American voice.
    static let latinAmerica: Set<String> = [
        "419", "mx", "ar", "co", "cl", "pe", "ve", "ec", "gt", "cu", "bo", "do", "hn", "py", "sv", "ni", "cr", "pa", "uy",
        "pr", "us",
    ]

    /// The voice for `language`, or nil when eSpeak has none for it.
    public static func voice(for language: String, in voices: [Voice]) -> Voice? {
        for candidate in candidates(for: language) {
            let speaking = voices.filter { $0.languages.contains { $0.lowercased() == candidate } }
            if let best = speaking.min(by: { rank($0, for: candidate) < rank($1, for: candidate) }) { return best }
        }
        return nil
    }

    /// The eSpeak language tags tried for `language`, most specific first.
    static func candidates(for language: String) -> [String] {
        var result: [String] = []
        func add(_ tag: String) { if !result.contains(tag) { result.append(tag) } }
        let fallbacks = LanguageTag.fallbacks(language).map { $0.lowercased() }
        for tag in fallbacks {
            let parts = tag.split(separator: "-").map(String.init)
            if parts.first == "es", parts.count > 1, latinAmerica.contains(parts.last!) { add("es-419") }
            if let alias = aliases[tag] { add(alias) }
            add(tag)
        }
        return result
    }

    /// Lower is better: a voice whose first language is the tag, then one whose file is named
    /// for it (`roa/fr` for `fr`), then the shorter identifier.
    static func rank(_ voice: Voice, for tag: String) -> (Int, Int, Int, String) {
        let file = voice.identifier.split(separator: "/").last.map { $0.lowercased() } ?? ""
        return (voice.languages.first?.lowercased() == tag ? 0 : 1, file == tag ? 0 : 1, voice.identifier.count, voice.identifier)
    }
}
