// Tests of EspeakEngine: initialisation, voices, rendering, literal text, voice selection.

import Testing
@testable import A11yCore
@testable import A11ySpeech
@testable import TestSupport

extension SpeechTests {
    @Suite struct EngineTests {
        @Test func initialisesOnceWithEnglishVoices() throws {
            let engine = try SpeechTests.engine()
            #expect(try EspeakEngine.shared() === engine)
            #expect(engine.sampleRate > 0)
            let voices = engine.voices()
            #expect(voices.contains { $0.languages.contains("en") })
            #expect(voices.allSatisfy { !$0.name.isEmpty && !$0.identifier.isEmpty })
        }

        @Test func renderGrowsWithText() throws {
            let engine = try SpeechTests.engine()
            let short = try engine.render("Hello.", language: nil, parameters: SpeechParameters())
            let long = try engine.render("Hello. This sentence is a good deal longer than the first one.",
                                         language: nil, parameters: SpeechParameters())
            #expect(!short.samples.isEmpty)
            #expect(short.samples.contains { $0 != 0 })
            #expect(long.duration > short.duration)
            #expect(long.words.count > short.words.count)
            #expect(short.sampleRate == engine.sampleRate)
            let offsets = long.words.map(\.sampleOffset)
            #expect(offsets == offsets.sorted())
            #expect(offsets.allSatisfy { $0 < long.samples.count })
        }

        @Test func fasterRateIsShorter() throws {
            let engine = try SpeechTests.engine()
            let text = "The quick brown fox jumps over the lazy dog."
            let slow = try engine.render(text, language: nil, parameters: SpeechParameters(rate: 120))
            let fast = try engine.render(text, language: nil, parameters: SpeechParameters(rate: 400))
            #expect(fast.duration < slow.duration)
        }

        @Test func markupAndPhonemesAreSpokenLiterally() throws {
            let engine = try SpeechTests.engine()
            let label = "<b>Tom & Jerry [[h@l'oU]]"
            let rendered = try engine.render(label, language: nil, parameters: SpeechParameters())
            let words = SpeechTests.markedWords(label, rendered)
            #expect(words.count == rendered.words.count, "every mark lies on the label's UTF-8")
            for expected in ["b", "Tom", "&", "Jerry"] { #expect(words.contains(expected)) }
            // As phoneme input, [[h@l'oU]] would be one word "hello"; read literally it is spelled.
            let bracket = Array(label.utf8).firstIndex(of: UInt8(ascii: "["))!
            #expect(rendered.words.filter { $0.textOffset > bracket }.count >= 3)
            // The same words without markup are marked the same way.
            let plain = "b Tom & Jerry h@l'oU"
            let plainRendered = try engine.render(plain, language: nil, parameters: SpeechParameters())
            #expect(SpeechTests.markedWords(plain, plainRendered) == words)
        }

        @Test func controlCharactersAreNotCommands() throws {
            let engine = try SpeechTests.engine()
            // U+0001 starts an eSpeak embedded command; here "80S" must be read as text.
            let text = "speed \u{01}80S test"
            let words = SpeechTests.markedWords(text, try engine.render(text, language: nil, parameters: SpeechParameters()))
            #expect(words.contains("80"))
            #expect(words.contains("test"))
        }

        @Test func wordMarksUseUTF8Offsets() throws {
            let engine = try SpeechTests.engine()
            let text = "Grüße aus Köln 👋🏽 und café"
            let rendered = try engine.render(text, language: "de", parameters: SpeechParameters())
            let words = SpeechTests.markedWords(text, rendered)
            #expect(words.contains("Grüße"))
            #expect(words.contains("Köln"))
            #expect(words.contains("café"))
        }

        @Test func languageSwitchesAndReturnsToDefault() throws {
            let engine = try SpeechTests.engine()
            _ = try engine.render("x", language: nil, parameters: SpeechParameters())
            let defaultVoice = try #require(engine.currentVoiceIdentifier())
            let german = try engine.render("Guten Tag, wie geht es Ihnen?", language: "de", parameters: SpeechParameters())
            #expect(!german.samples.isEmpty)
            // The voice stays selected for the next utterance in the language (no switch each time).
            #expect(engine.currentVoiceIdentifier() == "gmw/de")
            _ = try engine.render("x", language: nil, parameters: SpeechParameters())
            #expect(engine.currentVoiceIdentifier() == defaultVoice)
            // The German voice really was used: it reads the same English text at a clearly
            // different length (eSpeak's own run-to-run variation is around 1 %).
            let english = "This is a test of the emergency broadcast system"
            let asDefault = try engine.render(english, language: nil, parameters: SpeechParameters())
            let asGerman = try engine.render(english, language: "de", parameters: SpeechParameters())
            let asDefaultAgain = try engine.render(english, language: nil, parameters: SpeechParameters())
            let change = abs(asGerman.duration / asDefault.duration - 1)
            let drift = abs(asDefaultAgain.duration / asDefault.duration - 1)
            #expect(change > 0.05)
            #expect(drift < 0.03)
            let byName = try engine.render("Bonjour", language: nil, parameters: SpeechParameters(voice: "French (France)"))
            #expect(!byName.samples.isEmpty)
            _ = try engine.render("Hola", language: "es_ES", parameters: SpeechParameters())
            #expect(engine.currentVoiceIdentifier() == "roa/es")
            _ = try engine.render("Olá", language: "pt-BR", parameters: SpeechParameters())
            #expect(engine.currentVoiceIdentifier() == "roa/pt-BR")
            _ = try engine.render("x", language: nil, parameters: SpeechParameters())
            #expect(engine.currentVoiceIdentifier() == defaultVoice)
        }

        @Test func unknownVoiceFailsAndUnknownLanguageUsesTheDefaultVoice() throws {
            let engine = try SpeechTests.engine()
            _ = try engine.render("x", language: nil, parameters: SpeechParameters())
            let defaultVoice = engine.currentVoiceIdentifier()
            #expect { try engine.render("x", language: nil, parameters: SpeechParameters(voice: "no-such-voice")) }
                throws: { ($0 as? SpeechError)?.kind == .voiceNotFound }
            #expect(engine.currentVoiceIdentifier() == defaultVoice)
            // A language eSpeak has no voice for is spoken with the default voice, not refused.
            #expect(engine.voice(forLanguage: "xx-nowhere") == nil)
            #expect(!(try engine.render("x", language: "xx-nowhere", parameters: SpeechParameters())).samples.isEmpty)
            #expect(engine.currentVoiceIdentifier() == defaultVoice)
            #expect(!(try engine.render("still works", language: nil, parameters: SpeechParameters())).samples.isEmpty)
        }

        @Test func parametersAreClamped() {
            let parameters = SpeechParameters(rate: 10, pitch: 500, volume: -3)
            #expect(parameters.rate == 80)
            #expect(parameters.pitch == 100)
            #expect(parameters.volume == 0)
            var changed = SpeechParameters()
            changed.rate = 1000
            #expect(changed.rate == 450)
        }

        @Test func errorsSayWhatToDo() {
            let error = SpeechError(.dataMissing, "No eSpeak NG data at /nowhere")
            #expect(error.description.contains("espeak-ng-data"))
            #expect(error.description.contains("ESPEAK_DATA_PATH"))
        }
    }
}
