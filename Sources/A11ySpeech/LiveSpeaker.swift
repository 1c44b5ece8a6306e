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
    ///   - language: a language tag such as "de", used when `parameters.voice` is nil.
    public func speak(id: UInt64, text: String, language: String?) {
        core.request(SpeakerCore.Request(id: id, text: text, language: language))
    }

    /// Plays `samples` (an earcon) over whatever is being said, or alone: earcons have a
    /// channel of their own and neither wait for speech nor interrupt it (voiceover.md §7).
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

    /// Stops speaking, ends the speaker thread and closes the sink; the speaker is unusable afterwards.
    public func close() {
        core.shutdown(wait: true)
    }
}

/// The speaker's shared state; every mutable field is guarded by `condition`.
final class SpeakerCore: @unchecked Sendable {
    /// One `speak` call.
    struct Request {
        var id: UInt64
        var text: String
        var language: String?
        var parameters = SpeechParameters()
    }

    let engine: EspeakEngine
    let sink: any AudioSink
    let onEvent: @Sendable (SpeakerEvent) -> Void
    let condition = NSCondition()
    var parameters: SpeechParameters
    var lastError: SpeechError?
    /// Waiting to start (at most one; a newer request supersedes it).
    var pending: Request?
    /// Superseded requests that still need their `.finished(completed: false)`.
    var dropped: [UInt64] = []
    /// Bumped by every interruption; the playing utterance stops when it changes.
    var generation: UInt64 = 0
    var busy = false
    var activeStream: SpeechStream?
    var isShutDown = false
    var threadEnded = false
    var speakerThread: pthread_t?
    var sinkIsOpen = false
    /// Samples of the current (or last) utterance written to the sink.
    var samplesPlayed = 0
    /// An earcon being played, and how much of it was written.
    var sound: [Int16] = []
    var soundPosition = 0

    init(engine: EspeakEngine, sink: any AudioSink, parameters: SpeechParameters,
         onEvent: @escaping @Sendable (SpeakerEvent) -> Void) {
        self.engine = engine
        self.sink = sink
        self.parameters = parameters
        self.onEvent = onEvent
    }

    func withLock<T>(_ body: () throws -> T) rethrows -> T {
        condition.lock()
        defer { condition.unlock() }
        return try body()
    }

    func request(_ request: Request) {
        var request = request
        let interrupted: SpeechStream?? = withLock {
            guard !isShutDown else { return nil }
            request.parameters = parameters
            if let old = pending { dropped.append(old.id) }
            pending = request
            condition.broadcast()
            return interruptLocked()
        }
        finishInterrupt(interrupted)
    }

    func stop() {
        let interrupted: SpeechStream?? = withLock {
            if let old = pending { dropped.append(old.id) }
            pending = nil
            condition.broadcast()
            return interruptLocked()
        }
        finishInterrupt(interrupted)
    }

    /// Marks the playing utterance as interrupted; returns `.some(stream)` when one was playing.
    private func interruptLocked() -> SpeechStream?? {
        guard busy else { return nil }
        generation &+= 1
        return .some(activeStream)
    }

    /// Outside the lock: aborts synthesis and drops the sink's buffered audio.
    private func finishInterrupt(_ interrupted: SpeechStream??) {
        guard case .some(let stream) = interrupted else { return }
        stream?.abort()
        sink.discard()
    }

    func shutdown(wait: Bool) {
        let interrupted: SpeechStream?? = withLock {
            isShutDown = true
            if let old = pending { dropped.append(old.id) }
            pending = nil
            condition.broadcast()
            return interruptLocked()
        }
        finishInterrupt(interrupted)
        guard wait else { return }
        withLock {
            if let speakerThread, pthread_equal(speakerThread, pthread_self()) != 0 { return }
            while !threadEnded { condition.wait() }
        }
    }

    /// True while `generation` is still the one the utterance started with.
    func isCurrent(_ generation: UInt64) -> Bool {
        withLock { self.generation == generation && !isShutDown }
    }

    /// The speaker thread: takes requests one at a time and plays them.
    func run() {
        withLock { speakerThread = pthread_self() }
        while true {
            condition.lock()
            while pending == nil && dropped.isEmpty && !isShutDown && soundPosition >= sound.count { condition.wait() }
            let droppedNow = dropped
            dropped.removeAll()
            let next = isShutDown ? nil : pending
            var stream: SpeechStream?
            let startGeneration = generation
            if next != nil {
                pending = nil
                busy = true
                stream = SpeechStream()
                activeStream = stream
            }
            let ending = isShutDown
            condition.unlock()

            for id in droppedNow { onEvent(.finished(id: id, completed: false)) }
            if next == nil && !ending { playSoundAlone() }
            if let next, let stream {
                play(next, generation: startGeneration, stream: stream)
                withLock {
                    busy = false
                    activeStream = nil
                }
            }
            if ending { break }
        }
        if withLock({ sinkIsOpen }) { sink.close() }
        withLock {
            threadEnded = true
            condition.broadcast()
        }
    }
}
