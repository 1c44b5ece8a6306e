import A11yCore
import Foundation

/// The spoken backend: eSpeak NG through an audio sink, with completion true to what was heard.
///
/// Adapts `LiveSpeaker` (whose events arrive on its own thread) to the speech queue: events
/// are handed to the owner's main loop through the `post` closure it gives. `cancel()` reports the
/// interruption at once, as the queue requires, and the speaker's later "finished" for the
/// same utterance is ignored.
@MainActor
public final class LiveSpeechBackend: SpeechBackend {
    public var onFinish: (@MainActor (UInt64, Bool) -> Void)?
    public let name: String
    public let speaker: LiveSpeaker
    private var current: UInt64?
    /// The audio or synthesis error that cut the last utterance short, if any (an audio
    /// server that died, a device unplugged).
    public private(set) var failure: SpeechError?
    public var failureMessage: String? { failure?.message }
    /// Whether earcons are heard as sounds (`--no-sounds` turns them off).
    public var playsEarcons = true
    private let sampleRate: Int
    /// Each earcon's tones, made the first time it plays (a boundary can play on every move).
    private var earconSamples: [Earcon: [Int16]] = [:]

    /// Opens nothing yet: the sink opens with the first utterance.
    ///
    /// - Parameters:
    ///   - engine: the process's eSpeak NG engine.
    ///   - sink: where the audio goes.
    ///   - parameters: the voice, rate and pitch.
    ///   - post: hands work to the owner's main loop; called from the speaker's thread, so
    ///     it must be thread-safe (the navigator's inbox, a dispatch queue …).
    public init(engine: EspeakEngine, sink: any AudioSink, parameters: SpeechParameters,
                post: @escaping @Sendable (@escaping @MainActor @Sendable () -> Void) -> Void) {
        name = "eSpeak NG \(engine.version) via \(sink.name)"
        sampleRate = engine.sampleRate
        let relay = SpeechEventRelay()
        speaker = LiveSpeaker(engine: engine, sink: sink, parameters: parameters) { event in
            // Only the end of an utterance matters to the main loop: word, start and
            // first-audio events stay on the speaker's thread instead of waking it.
            guard case .finished(let id, let completed) = event else { return }
            post { relay.backend?.finish(id, completed: completed) }
        }
        relay.backend = self
    }

    public func start(_ utterance: Utterance) {
        current = utterance.id
        speaker.speak(id: utterance.id, text: utterance.text, language: utterance.language)
    }

    /// Plays the earcon's tones over the speech (they do not interrupt it).
    public func play(_ earcon: Earcon) {
        guard playsEarcons else { return }
        if earconSamples[earcon] == nil { earconSamples[earcon] = EarconSound.samples(earcon, sampleRate: sampleRate) }
        speaker.playSound(earconSamples[earcon] ?? [])
    }

    public func cancel() {
        guard let id = current else { return }
        current = nil
        speaker.stop()
        onFinish?(id, false)
    }

    /// Reopens the audio output after a failure (`SpeechBackend.reconnect()`): the next
    /// utterance opens the sink again.
    public func reconnect() {
        cancel()
        speaker.reconnect()
        failure = nil
    }

    /// Stops speech and closes the audio device.
    public func close() {
        current = nil
        speaker.close()
    }

    /// The speaker finished utterance `id` (played to the end when `completed`); one it
    /// already reported cancelled is ignored.
    func finish(_ id: UInt64, completed: Bool) {
        guard id == current else { return }
        current = nil
        failure = completed ? nil : speaker.lastError
        onFinish?(id, completed)
    }
}

/// Carries speaker events to the backend without keeping it alive.
@MainActor
final class SpeechEventRelay {
    weak var backend: LiveSpeechBackend?
}
