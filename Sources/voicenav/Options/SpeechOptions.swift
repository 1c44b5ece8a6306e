import A11yCore
import A11ySpeech
import ArgumentParser
import Foundation

/// How speech sounds: the options of every command that speaks, `say` included.
struct VoiceOptions: ParsableArguments {
    @Option(help: """
        The eSpeak NG voice, by name or language, with an optional +variant (en-us+klatt2; \
        see `voicenav voices --variants`).
        """)
    var voice: String?

    @Option(help: "Speaking rate in words per minute (80 to 450).")
    var rate: Int = 175

    @Option(help: "Pitch, 0 to 100.")
    var pitch: Int = 50

    @Option(help: """
        Audio output: auto, pulse, alsa, player (the system's player: afplay on macOS), player:COMMAND \
        (a command that plays the WAV file it is given last), null, or wav:PATH.
        """)
    var sink: String = "auto"

    /// The audio output `--sink` names (`wav` instead, when given): the one place the choice
    /// is made, for `say` and for the commands that run a session. Throws a `SpeechError`
    /// saying what is missing.
    func chosenSink(wav: String? = nil) throws -> any AudioSink {
        if let wav { return try AudioSinks.named("wav:\(wav)") }
        guard sink == "auto" else { return try AudioSinks.named(sink) }
        guard let found = AudioSinks.firstAvailable() else {
            throw SpeechError(.audioUnavailable, "no audio output: no PulseAudio server, ALSA device or system player")
        }
        return found
    }

    func validate() throws {
        guard (80...450).contains(rate) else { throw ValidationError("--rate must be between 80 and 450 words per minute.") }
        guard (0...100).contains(pitch) else { throw ValidationError("--pitch must be between 0 and 100.") }
        guard AudioSinks.isKnownName(sink) else {
            throw ValidationError("Unknown --sink \"\(sink)\": use one of \(AudioSinks.namesForHelp).")
        }
        // A voice eSpeak NG does not have is a mistake on the command line; whether eSpeak
        // itself is there is checked when speech starts (exit 69 if it is needed and missing).
        if let voice, let engine = try? EspeakEngine.shared(), !engine.hasVoice(voice) {
            throw ValidationError("Unknown voice \"\(voice)\"; `voicenav voices` lists the voices and "
                                  + "`voicenav voices --variants` the +variants.")
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
        guard (0...60_000).contains(hintDelay) else {
            throw ValidationError("--hint-delay must be between 0 and 60000 milliseconds.")
        }
    }

    var voice: String? { voiceOptions.voice }
    var rate: Int { voiceOptions.rate }
    var pitch: Int { voiceOptions.pitch }
    var sink: String { voiceOptions.sink }
    var parameters: SpeechParameters { voiceOptions.parameters }
}
