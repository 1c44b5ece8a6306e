// Value types shared by the speech layer: voices, parameters, errors, rendered audio and events.

/// Audio for a whole utterance, synthesized without playing it.
public struct RenderedSpeech: Sendable {
    /// Mono 16-bit samples.
    public var samples: [Int16]
    /// Samples per second (22050 for eSpeak NG voices).
    public var sampleRate: Int
    /// Where each spoken word starts, in order.
    public var words: [WordMark]
    /// Length of the audio (`samples.count / sampleRate`).
    public var duration: Duration

    /// Creates rendered speech; `duration` is derived from the sample count.
    public init(samples: [Int16], sampleRate: Int, words: [WordMark]) {
        self.samples = samples
        self.sampleRate = sampleRate
        self.words = words
        self.duration = sampleRate > 0
            ? .nanoseconds(Int64(samples.count) * 1_000_000_000 / Int64(sampleRate))
            : .zero
    }
}
