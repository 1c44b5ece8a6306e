import A11yCore
// The real playback path: speak/stop requests handled by a speaker thread that streams into a sink.

import Foundation

/// Speaks utterances through an audio sink, one at a time, interruptibly.
///
/// `speak` returns at once; the speaker's own thread has the engine synthesize the text
/// and streams the audio into the sink in pieces of at most 10 ms, so `stop` takes effect
/// within one piece. Events are delivered on the speaker's thread, in order:
/// `.started`, `.firstAudio`, `.word`..., then exactly one `.finished` for every `speak`
/// (`completed: true` only after the sink has played everything). A request superseded
/// before it started gets only `.finished(completed: false)`.
public final class LiveSpeaker: @unchecked Sendable {
    private let core: SpeakerCore

    /// Creates a speaker; the sink is opened on the first utterance and kept open until `close()`.
    public init(engine: EspeakEngine, sink: any AudioSink, parameters: SpeechParameters,
                onEvent: @escaping @Sendable (SpeakerEvent) -> Void) {
        core = SpeakerCore(engine: engine, sink: sink, parameters: parameters, onEvent: onEvent)
        let thread = Thread { [core] in core.run() }
        thread.name = "voicenav.speaker"
        thread.start()
    }

    deinit { core.shutdown(wait: false) }

    /// Voice, rate, pitch and volume for the next `speak` (an utterance in progress keeps its own).
    public var parameters: SpeechParameters {
        get { core.withLock { core.parameters } }
        set { core.withLock { core.parameters = newValue } }
    }

    /// The sink audio is written to.
    public var sink: any AudioSink { core.sink }

    /// The last synthesis or audio error; such an utterance ends with `.finished(completed: false)`.
    public var lastError: SpeechError? { core.withLock { core.lastError } }

    /// Length of the audio of the current (or last) utterance written to the sink so far.
    public var audioWritten: Duration {
        let samples = core.withLock { core.samplesPlayed }
        return .nanoseconds(Int64(samples) * 1_000_000_000 / Int64(max(core.engine.sampleRate, 1)))
    }

    /// Starts speaking `text` and returns at once, stopping the utterance in progress first.
    ///
    /// - Parameters:
    ///   - id: the caller's identifier, echoed in this utterance's events.
    ///   - text: the text to say.
    ///   - language: a language tag such as "de", used when `parameters.voice` is nil.
    public func speak(id: UInt64, text: String, language: String?) {
        core.request(SpeakerCore.Request(id: id, text: text, language: language))
    }

    /// Plays `samples` (an earcon) over whatever is being said, or alone: earcons have a
    /// channel of their own and neither wait for speech nor interrupt it (VoiceOverRules, "Speech").
    /// A new sound replaces the rest of one still playing.
    public func playSound(_ samples: [Int16]) {
        core.withLock {
            core.sound = samples
            core.soundPosition = 0
            core.condition.broadcast()
        }
    }

    /// Interrupts the utterance in progress (and drops one waiting to start).
    ///
    /// The synthesizer is aborted and the sink's buffered audio discarded; the speaker
    /// thread then emits `.finished(id:completed: false)`. After `stop()` returns at most
    /// one more piece of audio (≤ 10 ms) is written to the sink.
    public func stop() {
        core.stop()
    }

    /// Forgets an audio failure and has the sink closed and opened again before the next
    /// piece of audio (an audio server that was restarted, a device plugged back). The
    /// speaker thread does the closing and opening, as it does all other work on the sink.
    public func reconnect() {
        core.stop()
        core.withLock {
            core.sinkNeedsReopen = true
            core.lastError = nil
        }
    }

    /// Stops speaking, ends the speaker thread and closes the sink; the speaker is unusable afterwards.
    public func close() {
        core.shutdown(wait: true)
    }
}
