import Testing
@testable import A11ySpeech

/// The eSpeak NG voice for a language as iOS names it, from a voice list like eSpeak's.
@Suite("Voices for languages")
struct VoiceMatcherTests {
    static let voices = [
        Voice(name: "German", identifier: "gmw/de", languages: ["de"]),
        Voice(name: "English (America)", identifier: "gmw/en-US", languages: ["en-us", "en"]),
        Voice(name: "English (Great Britain)", identifier: "gmw/en", languages: ["en-gb", "en"]),
        Voice(name: "French (Belgium)", identifier: "roa/fr-BE", languages: ["fr-be", "fr"]),
        Voice(name: "French (France)", identifier: "roa/fr", languages: ["fr-fr", "fr"]),
        Voice(name: "Portuguese (Portugal)", identifier: "roa/pt", languages: ["pt"]),
        Voice(name: "Portuguese (Brazil)", identifier: "roa/pt-BR", languages: ["pt-br", "pt"]),
        Voice(name: "Spanish (Spain)", identifier: "roa/es", languages: ["es"]),
        Voice(name: "Spanish (Latin America)", identifier: "roa/es-419", languages: ["es-419", "es-mx"]),
        Voice(name: "Chinese (Mandarin)", identifier: "sit/cmn", languages: ["cmn", "zh-cmn", "zh"]),
        Voice(name: "Chinese (Cantonese)", identifier: "sit/yue", languages: ["yue", "zh-yue", "zh"]),
        Voice(name: "Norwegian Bokmål", identifier: "gmq/nb", languages: ["nb", "no"]),
        Voice(name: "Arabic", identifier: "sem/ar", languages: ["ar"]),
    ]

    @Test("language and region where eSpeak has it, else the language", arguments: [
        ("de", "gmw/de"), ("de-AT", "gmw/de"), ("en", "gmw/en-US"), ("en-GB", "gmw/en"), ("en-AU", "gmw/en"),
        ("fr", "roa/fr"), ("fr-BE", "roa/fr-BE"), ("fr-CA", "roa/fr"), ("pt", "roa/pt"), ("pt-BR", "roa/pt-BR"),
        ("pt_BR", "roa/pt-BR"), ("es", "roa/es"), ("es-MX", "roa/es-419"), ("es-419", "roa/es-419"),
        ("zh-Hans", "sit/cmn"), ("zh-Hant-TW", "sit/cmn"), ("zh-HK", "sit/yue"), ("zh-Hant-HK", "sit/yue"),
        ("nb", "gmq/nb"), ("no", "gmq/nb"), ("ar", "sem/ar"), ("ars", "sem/ar"),
    ])
    func match(_ language: String, _ identifier: String) {
        #expect(VoiceMatcher.voice(for: language, in: Self.voices)?.identifier == identifier)
    }

    @Test("no voice for a language eSpeak lacks")
    func none() {
        #expect(VoiceMatcher.voice(for: "ja", in: Self.voices) == nil)
        #expect(VoiceMatcher.voice(for: "xx-nowhere", in: Self.voices) == nil)
    }
}
