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

    /// The audio as a whole WAV file (RIFF, mono 16-bit PCM, little-endian), as
    /// ``WavFileSink`` writes it.
    public var wavBytes: [UInt8] {
        var bytes = WavFileSink.header(sampleRate: sampleRate, dataBytes: samples.count * 2)
        bytes.reserveCapacity(bytes.count + samples.count * 2)
        for sample in samples {
            let value = UInt16(bitPattern: sample.littleEndian)
            bytes.append(UInt8(truncatingIfNeeded: value))
            bytes.append(UInt8(truncatingIfNeeded: value >> 8))
        }
        return bytes
    }
}
