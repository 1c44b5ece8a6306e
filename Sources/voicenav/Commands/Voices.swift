import A11yCore
import A11yBenchmarks
import A11yNavigator
import A11yScenes
import A11ySpeech
import ArgumentParser
import Foundation

/// `voicenav voices`: the eSpeak NG voices.
struct Voices: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List the eSpeak NG voices, for --voice.")

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
        for voice in engine.voices().sorted(by: { $0.identifier < $1.identifier }) {
            let languages = voice.languages.joined(separator: ",")
            print(voice.name.padding(toLength: 24, withPad: " ", startingAt: 0) + " "
                + languages.padding(toLength: 16, withPad: " ", startingAt: 0) + " " + voice.identifier)
        }
    }
}
