/// How an utterance is spoken: voice, rate, pitch and volume (values are clamped to their ranges).
public struct SpeechParameters: Sendable, Hashable {
    /// Allowed speaking rates in words per minute.
    public static let rateRange = 80...450
    /// Allowed pitch values (50 is the voice's normal pitch).
    public static let pitchRange = 0...100
    /// Allowed volume values (100 is normal).
    public static let volumeRange = 0...200

    /// A voice name or identifier; nil selects a voice from the utterance's language (or the default voice).
    public var voice: String?
    /// Speaking rate in words per minute, default 175, clamped to 80...450.
    public var rate: Int { didSet { rate = Self.clamp(rate, Self.rateRange) } }
    /// Base pitch 0...100, default 50.
    public var pitch: Int { didSet { pitch = Self.clamp(pitch, Self.pitchRange) } }
    /// Volume 0...200, default 100.
    public var volume: Int { didSet { volume = Self.clamp(volume, Self.volumeRange) } }

    /// Creates parameters; out-of-range values are clamped.
    public init(voice: String? = nil, rate: Int = 175, pitch: Int = 50, volume: Int = 100) {
        self.voice = voice
        self.rate = Self.clamp(rate, Self.rateRange)
        self.pitch = Self.clamp(pitch, Self.pitchRange)
        self.volume = Self.clamp(volume, Self.volumeRange)
    }

    private static func clamp(_ value: Int, _ range: ClosedRange<Int>) -> Int {
        min(max(value, range.lowerBound), range.upperBound)
    }
}
