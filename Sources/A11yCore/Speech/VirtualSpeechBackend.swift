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
        let duration = utterance.kind == .sound
            ? .milliseconds(150) : estimator.duration(of: utterance.text, language: utterance.language)
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
