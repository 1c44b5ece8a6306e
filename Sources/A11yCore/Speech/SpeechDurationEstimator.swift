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
