import A11yCore
import A11ySpeech
import ArgumentParser
import Foundation
import A11ySceneModel

/// `voicenav voices`: the eSpeak NG voices.
struct Voices: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the eSpeak NG voices, for --voice.",
        discussion: """
        With --language CODE (as iOS names it: de, pt-BR, zh-Hans): the voice a device in that language \
        (or an element with that accessibilityLanguage) is spoken with, then the other voices of the language. \
        Exit 1 when eSpeak NG has no voice for it (speech then uses the default voice).
        """)

    @Option(help: ArgumentHelp("Show the voice for this language.", valueName: "code"))
    var language: String?

    @Flag(help: "List the voice variants instead, for --voice VOICE+VARIANT (en-us+klatt2).")
    var variants = false

    func run() throws {
        let engine: EspeakEngine
        do { engine = try EspeakEngine.shared() } catch {
            printError("voicenav: \(error)")
            throw ExitCode(ExitStatus.speechUnavailable)
        }
        if variants {
            for variant in engine.variants() { print(variant) }
            return
        }
        if let language {
            guard LanguageTag.isValid(language) else {
                printError("voicenav: \"\(language)\" is not a language code as iOS names them (de, pt-BR, zh-Hans).")
                throw ExitCode(ExitStatus.usage)
            }
            guard let voice = engine.voice(forLanguage: language) else {
                printError("voicenav: eSpeak NG \(engine.version) has no voice for \(language): speech in it uses the default "
                    + "voice (\(engine.defaultVoice)); transcripts are unaffected. "
                    + "See `voicenav voices` for the languages it has.")
                throw ExitCode(1)
            }
            print("\(language): \(voice.name) (\(voice.languages.joined(separator: ",")), \(voice.identifier))")
            let primary = LanguageTag.primary(language)
            let others = engine.voices().filter { other in
                other != voice && other.languages.contains { LanguageTag.primary($0) == primary }
            }
            for other in others.sorted(by: { $0.identifier < $1.identifier }) {
                print("  also: \(other.name) (\(other.languages.joined(separator: ",")), \(other.identifier))")
            }
            return
        }
        for voice in engine.voices().sorted(by: { $0.identifier < $1.identifier }) {
            let languages = voice.languages.joined(separator: ",")
            print(voice.name.padding(toLength: 24, withPad: " ", startingAt: 0) + " "
                + languages.padding(toLength: 16, withPad: " ", startingAt: 0) + " " + voice.identifier)
        }
    }
}
