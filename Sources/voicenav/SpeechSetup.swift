import A11yCore
import A11yBenchmarks
import A11yNavigator
import A11yScenes
import A11ySpeech
import ArgumentParser
import Foundation

/// How speech sounds: the options of every command that speaks, `say` included.
struct VoiceOptions: ParsableArguments {
    @Option(help: "The eSpeak NG voice, by name or language, with an optional +variant (en-us+klatt2; see `voicenav voices --variants`).")
    var voice: String?

    @Option(help: "Speaking rate in words per minute (80 to 450).")
    var rate: Int = 175

    @Option(help: "Pitch, 0 to 100.")
    var pitch: Int = 50

    @Option(help: "Audio output: auto, pulse, alsa, null, or wav:PATH.")
    var sink: String = "auto"

    func validate() throws {
        guard (80...450).contains(rate) else { throw ValidationError("--rate must be between 80 and 450 words per minute.") }
        guard (0...100).contains(pitch) else { throw ValidationError("--pitch must be between 0 and 100.") }
        let sinkName = sink.lowercased()
        let knownSinks = ["auto", "pulse", "pulseaudio", "alsa", "null", "null-unpaced"]
        guard knownSinks.contains(sinkName) || sinkName.hasPrefix("wav:") || sinkName.hasSuffix(".wav") else {
            throw ValidationError("Unknown --sink \"\(sink)\": use auto, pulse, alsa, null, or wav:PATH.")
        }
        // A voice eSpeak NG does not have is a mistake on the command line; whether eSpeak
        // itself is there is checked when speech starts (exit 69 if it is needed and missing).
        if let voice, let engine = try? EspeakEngine.shared(), !engine.hasVoice(voice) {
            throw ValidationError("Unknown voice \"\(voice)\"; `voicenav voices` lists the voices and `voicenav voices --variants` the +variants.")
        }
    }

    var parameters: SpeechParameters { SpeechParameters(voice: voice, rate: rate, pitch: pitch) }
}

/// Speech options of the commands that run a VoiceOver session: the voice, plus the pause
/// before hints and the earcons.
struct SpeechOptions: ParsableArguments {
    @OptionGroup var voiceOptions: VoiceOptions

    @Option(name: .customLong("hint-delay"), help: "The pause before a hint, in milliseconds.")
    var hintDelay: Int = 1000

    @Flag(name: .customLong("no-sounds"), help: "Do not play the earcons (screen changed, boundary, no action) as sounds.")
    var noSounds = false

    func validate() throws {
        guard (0...60_000).contains(hintDelay) else { throw ValidationError("--hint-delay must be between 0 and 60000 milliseconds.") }
    }

    var voice: String? { voiceOptions.voice }
    var rate: Int { voiceOptions.rate }
    var pitch: Int { voiceOptions.pitch }
    var sink: String { voiceOptions.sink }
    var parameters: SpeechParameters { voiceOptions.parameters }
}

/// The speech backend a command uses, and how to describe it on the status line.
@MainActor
struct SpeechSetup {
    let backend: any SpeechBackend
    let status: String
    let close: () -> Void

    /// eSpeak NG through the first audio output that works; without one, text mode (the
    /// utterances still take the time they would take to say), saying why.
    static func make(_ options: SpeechOptions, scheduler: LoopScheduler, inbox: MainLoopInbox, textOnly: Bool = false) -> SpeechSetup {
        let textMode = { (reason: String) -> SpeechSetup in
            SpeechSetup(backend: VirtualSpeechBackend(scheduler: scheduler, estimator: RateDurationEstimator(rate: options.rate)),
                        status: "text mode (\(reason))", close: {})
        }
        if textOnly { return textMode("--silent") }
        let engine: EspeakEngine
        do { engine = try EspeakEngine.shared() } catch {
            return textMode("eSpeak NG unavailable: \(error)")
        }
        let sink: any AudioSink
        if options.sink == "auto" {
            guard let found = AudioSinks.firstAvailable() else { return textMode("no audio output: no PulseAudio server or ALSA device") }
            sink = found
        } else {
            do { sink = try AudioSinks.named(options.sink) } catch { return textMode("\(error)") }
        }
        if let voice = options.voice, !engine.hasVoice(voice) {
            return textMode("unknown voice \(voice); see `voicenav voices`")
        }
        let backend = LiveSpeechBackend(engine: engine, sink: sink, parameters: options.parameters, post: { inbox.post($0) })
        backend.playsEarcons = !options.noSounds
        let voice = options.voice ?? engine.defaultVoice
        return SpeechSetup(backend: backend, status: "\(backend.name), voice \(voice), rate \(options.rate)", close: { backend.close() })
    }
}

/// `voicenav say TEXT`: speaks through eSpeak NG and our own audio output.
struct Say: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Speak text through eSpeak NG.",
        discussion: "Exits 0 when all of the text was played, 69 when speech or audio is unavailable."
    )

    @OptionGroup var speech: VoiceOptions

    @Option(help: "Write the speech to this WAV file instead of playing it.")
    var wav: String?

    @Flag(help: "Print the rendered length (`rendered-duration: S`, in seconds) and whether all of it was played (`completed: true|false`).")
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
        do {
            if let wav { sink = try AudioSinks.named("wav:\(wav)") }
            else if speech.sink == "auto" {
                guard let found = AudioSinks.firstAvailable() else {
                    printError("voicenav: no audio output found (no PulseAudio server, no ALSA device). Use --wav FILE to write the speech to a file.")
                    throw ExitCode(ExitStatus.speechUnavailable)
                }
                sink = found
            } else { sink = try AudioSinks.named(speech.sink) }
        } catch let error as SpeechError {
            printError("voicenav: \(error)")
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
            print(voice.name.padding(toLength: 24, withPad: " ", startingAt: 0) + " " + languages.padding(toLength: 16, withPad: " ", startingAt: 0) + " " + voice.identifier)
        }
    }
}
