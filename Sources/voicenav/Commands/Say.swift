import A11yCore
import A11ySpeech
import ArgumentParser
import Foundation

/// `voicenav say TEXT`: speaks through eSpeak NG and our own audio output.
struct Say: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Speak text through eSpeak NG.",
        discussion: "Exits 0 when all of the text was played, 69 when speech or audio is unavailable."
    )

    @OptionGroup var speech: VoiceOptions

    @Option(help: "Write the speech to this WAV file instead of playing it.")
    var wav: String?

    @Flag(help: """
        Print the rendered length (`rendered-duration: S`, in seconds) and whether all of it was played \
        (`completed: true|false`).
        """)
    var report = false

    @Argument(help: "The text to say.")
    var text: [String]

    func validate() throws {
        if text.isEmpty { throw ValidationError("Give the text to say, e.g. voicenav say \"Hello\".") }
    }

    func run() throws {
        let engine: EspeakEngine
        do { engine = try EspeakEngine.shared() } catch {
            printError("voicenav: \(error)")
            throw ExitCode(ExitStatus.speechUnavailable)
        }
        let sink: any AudioSink
        do { sink = try speech.chosenSink(wav: wav) } catch let error as SpeechError {
            let advice = error.kind == .audioUnavailable && speech.sink == "auto"
                ? " Use --wav FILE to write the speech to a file." : ""
            printError("voicenav: \(error)\(advice)")
            throw ExitCode(ExitStatus.speechUnavailable)
        }
        do {
            let joined = text.joined(separator: " ")
            let result = try speakBlocking(text: joined, parameters: speech.parameters, sink: sink)
            if report {
                let rendered = try engine.render(joined, language: nil, parameters: speech.parameters).duration
                print("rendered-duration: \(String(format: "%.3f", rendered.seconds))")
                print("completed: \(result.completed)")
            }
            if !result.completed {
                printError("voicenav: speech was cut off before the end.")
                throw ExitCode(ExitStatus.speechUnavailable)
            }
        } catch let error as SpeechError {
            printError("voicenav: \(error)")
            throw ExitCode(ExitStatus.speechUnavailable)
        }
    }
}
