import A11yCore
import A11yScenes

/// `untranslated-text`: in a language that translates the rest of the screen, a text the
/// translation table gives as the base text itself.
///
/// Runs on a storyboard or xib audited with `--language` (or `--all-languages`): the table's
/// entry exists, so a translator saw the text and left it, or a tool copied the base in. A
/// VoiceOver user hears the base language in the middle of their own, spoken with their
/// language's voice. Texts without two letters (numbers, symbols) are left alone, and so are
/// texts a String Catalog marks "Don't translate" and elements with an `accessibilityLanguage`.
public struct UntranslatedTextRule: AuditRule {
    public init() {}
    public let id = "untranslated-text"
    public var judgesText: Bool { true }
    public let level = AuditLevel.warning
    public let summary = "A text is the same as the base text in a language that translates the rest of the screen."
    public let explanation = """
        The translation table has the text, but gives the base-language words back. The rest of the screen is \
        translated, so a VoiceOver user hears one element in another language, read with their own language's voice.
        """
    public let help = """
        Translate the text in the table, or, for a name that is the same in every language, mark it "Don't translate" \
        in the String Catalog (or suppress this finding for the element).
        """
    public let source = "WCAG 3.1.2 Language of Parts; HIG Localization"

    public func check(_ screen: AuditScreen) -> [AuditFinding] {
        guard let language = screen.language, screen.isTranslated else { return [] }
        let texts = screen.elements.map { LanguageRuleText.translations(of: $0, on: screen) }
        guard texts.joined().contains(where: { $0.state == .translated }) else { return [] }
        return zip(screen.elements, texts).flatMap { element, texts in
            // An element that declares its own language is meant to be in it.
            let kept = texts.filter { $0.state == .sameAsBase && LanguageRuleText.hasWords($0.base) }
            return element.snapshot.language != nil ? [] : kept.map { text in
                finding("""
                    \(AuditText.quoted(text.base)) is the same in \(language) as in the base (key \
                    "\(text.objectID).\(text.property)"), on a screen whose other texts are translated.
                    """, on: screen, element: element)
            }
        }
    }
}

/// `missing-translation`: a visible text with no key in the language's table.
///
/// The system then shows the base text: a VoiceOver user hears the base language, spoken
/// with their language's voice. Runs where the project translates the file into the
/// language (a `.strings` table or a String Catalog with that language); a language the
/// project does not translate at all is one line of `voicenav scenes`, not a finding per text.
public struct MissingTranslationRule: AuditRule {
    public init() {}
    public let id = "missing-translation"
    public let level = AuditLevel.warning
    public let summary = "A visible text has no key in the language's translation table."
    public let explanation = """
        The system shows the base text when a key is missing, so a VoiceOver user in this language hears the base \
        language, read with their own language's voice.
        """
    public let help = """
        Export the strings again (Xcode's Export Localizations, or ibtool --export-strings-file) so the table has \
        every key, and translate the new ones.
        """
    public let source = "WCAG 3.1.2 Language of Parts; HIG Localization"

    public func check(_ screen: AuditScreen) -> [AuditFinding] {
        guard let language = screen.language, screen.isTranslated else { return [] }
        return screen.elements.flatMap { element in
            LanguageRuleText.translations(of: element, on: screen)
                .filter { $0.state == .missing && LanguageRuleText.hasWords($0.base) }
                .map { text in
                    finding("""
                        \(AuditText.quoted(text.base)) has no key "\(text.objectID).\(text.property)" in the \(language) \
                        table: VoiceOver reads the base text.
                        """, on: screen, element: element)
                }
        }
    }
}

/// `mixed-language-label`: a label in a script the device language does not use, with no
/// `accessibilityLanguage` to switch VoiceOver's voice. A label with letters of the
/// language's own script too (a brand name inside a sentence) is left alone.
///
/// VoiceOver reads an element with the voice of its `accessibilityLanguage`, else the
/// device's: Latin words on an Arabic screen, or Cyrillic on a German one, come out in the
/// wrong voice. Runs with `--language`; a language voicenav knows no script for is left alone.
public struct MixedLanguageLabelRule: AuditRule {
    public init() {}
    public let id = "mixed-language-label"
    public var judgesText: Bool { true }
    public let level = AuditLevel.note
    public let summary = "A label is in a script the device language does not use, with no accessibilityLanguage."
    public let explanation = """
        VoiceOver speaks an element with the voice of its accessibilityLanguage, else the device's language. Words \
        in another script are read by a voice that does not know them: spelled out, skipped or mispronounced.
        """
    public let help = """
        Set accessibilityLanguage on the element (the language of its words), or translate the label.
        """
    public let source = "WCAG 3.1.2 Language of Parts; UIAccessibility accessibilityLanguage"

    public func check(_ screen: AuditScreen) -> [AuditFinding] {
        guard let language = screen.language, let allowed = ScriptOfText.scripts(of: language) else { return [] }
        return screen.elements.compactMap { element in
            // A label wholly in other scripts: a name in Latin letters inside an Arabic sentence is usual.
            // Words UIKit supplies (Save, Back, In progress) are said in the device's language.
            guard element.snapshot.language == nil, !element.labelIsUIKits, let label = element.snapshot.label
            else { return nil }
            let scripts = ScriptOfText.scripts(in: label)
            guard scripts.isDisjoint(with: allowed), let foreign = scripts.sorted().first else { return nil }
            return finding("""
                \(AuditText.quoted(label)) has \(foreign) letters, which \(language) does not use, and no \
                accessibilityLanguage: VoiceOver reads it with the \(language) voice.
                """, on: screen, element: element)
        }
    }
}

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
