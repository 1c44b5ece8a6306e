/// Something that speaks one utterance at a time and reports when it ends.
///
/// The speech queue decides what to say and when; a backend only says it. Implementations:
/// `VirtualSpeechBackend` (silent, durations on a virtual clock: the recording backend of
/// scripts and tests) and the live eSpeak backend that plays through an audio sink.
@MainActor
public protocol SpeechBackend: AnyObject {
    /// Called by the backend when an utterance ends: `completed` is true only when all of
    /// it was heard.
    var onFinish: (@MainActor (_ id: UInt64, _ completed: Bool) -> Void)? { get set }
    /// Starts speaking `utterance`; the queue never starts one while another is speaking.
    func start(_ utterance: Utterance)
    /// Stops the current utterance now; `onFinish(id, false)` must follow synchronously or
    /// before any other event.
    func cancel()
    /// A short description for the status line ("eSpeak NG via PulseAudio", "silent").
    var name: String { get }
    /// Plays an earcon on its own channel, over any speech; backends without sound ignore it.
    func play(_ earcon: Earcon)
    /// Why the last utterance was cut short, when the output failed (an audio server that
    /// died, a device unplugged); nil while speech works. Shown to the user ("audio failed").
    var failureMessage: String? { get }
}

extension SpeechBackend {
    public func play(_ earcon: Earcon) {}
    public var failureMessage: String? { nil }
}

/// How long an utterance takes to say, for the virtual clock.
public protocol SpeechDurationEstimator: Sendable {
    func duration(of text: String, language: String?) -> Duration
}

/// Durations estimated from the speaking rate: used when eSpeak is absent.
public struct RateDurationEstimator: SpeechDurationEstimator {
    /// Words per minute.
    public var rate: Int

    public init(rate: Int = 175) { self.rate = rate }

    public func duration(of text: String, language: String?) -> Duration {
        SpeechTiming.estimatedDuration(of: text, rate: rate)
    }
}

/// A silent backend on a virtual clock: each utterance lasts as long as it would be heard.
///
/// Part of the product, not a test fake: `voicenav run --silent` uses it so that scripted
/// sessions with `!` commands interrupt exactly as a fast user would, deterministically.
@MainActor
public final class VirtualSpeechBackend: SpeechBackend {
    public var onFinish: (@MainActor (UInt64, Bool) -> Void)?
    public let scheduler: any Scheduler
    public let estimator: any SpeechDurationEstimator
    public var name: String { "silent" }

    private var current: (id: UInt64, timer: Int)?

    /// With a `VirtualScheduler` the clock is virtual (scripts, tests); with a
    /// `LoopScheduler` utterances take real time without sound (text mode).
    public init(scheduler: any Scheduler, estimator: any SpeechDurationEstimator = RateDurationEstimator()) {
        self.scheduler = scheduler
        self.estimator = estimator
    }

    public func start(_ utterance: Utterance) {
        let duration = utterance.kind == .sound ? .milliseconds(150) : estimator.duration(of: utterance.text, language: utterance.language)
        let id = utterance.id
        let timer = scheduler.schedule(after: duration) { [weak self] in
            guard let self, self.current?.id == id else { return }
            self.current = nil
            self.onFinish?(id, true)
        }
        current = (id, timer)
    }

    public func cancel() {
        guard let current else { return }
        scheduler.cancel(current.timer)
        self.current = nil
        onFinish?(current.id, false)
    }
}
