import A11yCore
import A11ySceneModel

/// Text tests the language rules share.
enum LanguageRuleText {
    /// Whether `text` has at least two letters (a word, not a number or a symbol).
    static func hasWords(_ text: String) -> Bool {
        text.unicodeScalars.lazy.filter { $0.properties.isAlphabetic }.prefix(2).count == 2
    }

    /// The translated texts `element` reads: those of its view and its subviews, and for a
    /// segment (`id.2`) its control's `segmentTitles[2]`.
    static func translations(of element: AuditElement, on screen: AuditScreen) -> [TranslatedText] {
        var result = element.textSources.flatMap { screen.translations[$0] ?? [] }
        if let id = element.snapshot.id, let dot = id.lastIndex(of: "."), let index = Int(id[id.index(after: dot)...]) {
            let property = "segmentTitles[\(index)]"
            result += (screen.translations[String(id[..<dot])] ?? []).filter { $0.property == property }
        }
        return result
    }
}

/// The writing systems of letters, by Unicode block, and the ones each language is written in.
enum ScriptOfText {
    static let ranges: [(ClosedRange<UInt32>, String)] = [
        (0x41...0x5A, "Latin"), (0x61...0x7A, "Latin"), (0xC0...0x24F, "Latin"), (0x1E00...0x1EFF, "Latin"),
        (0x370...0x3FF, "Greek"), (0x1F00...0x1FFF, "Greek"), (0x400...0x52F, "Cyrillic"), (0x530...0x58F, "Armenian"),
        (0x590...0x5FF, "Hebrew"), (0x600...0x6FF, "Arabic"), (0x750...0x77F, "Arabic"), (0x8A0...0x8FF, "Arabic"),
        (0xFB50...0xFDFF, "Arabic"), (0xFE70...0xFEFF, "Arabic"), (0x900...0x97F, "Devanagari"),
        (0x980...0x9FF, "Bengali"), (0xB80...0xBFF, "Tamil"), (0xE00...0xE7F, "Thai"), (0x10A0...0x10FF, "Georgian"),
        (0x1100...0x11FF, "Hangul"), (0x3130...0x318F, "Hangul"), (0xAC00...0xD7AF, "Hangul"),
        (0x3040...0x30FF, "Kana"), (0x3400...0x4DBF, "Han"), (0x4E00...0x9FFF, "Han"),
    ]

    static let languageScripts: [String: Set<String>] = [
        "ru": ["Cyrillic"], "uk": ["Cyrillic"], "be": ["Cyrillic"], "bg": ["Cyrillic"], "mk": ["Cyrillic"],
        "kk": ["Cyrillic"], "ky": ["Cyrillic"], "mn": ["Cyrillic"], "sr": ["Cyrillic", "Latin"], "el": ["Greek"],
        "he": ["Hebrew"], "iw": ["Hebrew"], "yi": ["Hebrew"], "ar": ["Arabic"], "fa": ["Arabic"], "ur": ["Arabic"],
        "ps": ["Arabic"], "hi": ["Devanagari"], "mr": ["Devanagari"], "ne": ["Devanagari"], "bn": ["Bengali"],
        "ta": ["Tamil"], "th": ["Thai"], "ka": ["Georgian"], "hy": ["Armenian"], "zh": ["Han"], "yue": ["Han"],
        "ja": ["Han", "Kana"], "ko": ["Hangul", "Han"],
    ]

    /// Languages written in the Latin alphabet (a language in neither table is not judged).
    static let latinLanguages: Set<String> = [
        "en", "de", "fr", "es", "it", "pt", "nl", "sv", "da", "nb", "no", "nn", "fi", "is", "pl", "cs", "sk", "sl", "hr",
        "bs", "hu", "ro", "ca", "eu", "gl", "tr", "az", "vi", "id", "ms", "tl", "fil", "sw", "et", "lv", "lt", "sq",
        "mt", "ga", "cy", "af", "uz", "lb",
    ]

    /// The scripts `language` is written in: a script subtag's (`sr-Latn`), else the language's.
    static func scripts(of language: String) -> Set<String>? {
        let parts = LanguageTag.normalized(language).split(separator: "-").map { $0.lowercased() }
        let subtags: [String: String] = ["latn": "Latin", "cyrl": "Cyrillic", "arab": "Arabic", "hans": "Han", "hant": "Han"]
        if let script = parts.dropFirst().first(where: { $0.count == 4 }), let name = subtags[script] { return [name] }
        guard let primary = parts.first else { return nil }
        if latinLanguages.contains(primary) { return ["Latin"] }
        return languageScripts[primary]
    }

    /// The scripts of the letters of `text` (digits, punctuation and symbols have none).
    static func scripts(in text: String) -> Set<String> {
        var result: Set<String> = []
        for scalar in text.unicodeScalars where scalar.properties.isAlphabetic {
            if let found = ranges.first(where: { $0.0.contains(scalar.value) }) { result.insert(found.1) }
        }
        return result
    }
}
