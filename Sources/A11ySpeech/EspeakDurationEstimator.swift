import A11yCore
import Foundation

/// Utterance lengths as eSpeak renders them (without playing): the virtual clock of silent
/// runs then matches what a listener would hear. Renders are cached by text and language.
public final class EspeakDurationEstimator: SpeechDurationEstimator, @unchecked Sendable {
    private let engine: EspeakEngine
    private let parameters: SpeechParameters
    private let fallback: RateDurationEstimator
    private let lock = NSLock()
    private var cache: [String: Duration] = [:]

    public init(engine: EspeakEngine, parameters: SpeechParameters = SpeechParameters()) {
        self.engine = engine
        self.parameters = parameters
        self.fallback = RateDurationEstimator(rate: parameters.rate)
    }

    public func duration(of text: String, language: String?) -> Duration {
        let key = (language ?? "") + "\u{0}" + text
        if let cached = lock.withLock({ cache[key] }) { return cached }
        let duration = (try? engine.render(text, language: language, parameters: parameters).duration)
            ?? fallback.duration(of: text, language: language)
        lock.withLock { cache[key] = duration }
        return duration
    }
}
