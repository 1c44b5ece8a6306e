// Value types shared by the speech layer: voices, parameters, errors, rendered audio and events.

/// A synthesizer voice that can be selected by name.
public struct Voice: Sendable, Hashable {
    /// The voice's display name, usable with `SpeechParameters.voice` (e.g. "English (Great Britain)").
    public var name: String
    /// The voice file identifier, also accepted as a voice name (e.g. "gmw/en").
    public var identifier: String
    /// Language tags the voice speaks, most preferred first (e.g. ["en-gb", "en"]).
    public var languages: [String]
    /// "male", "female", or nil when the voice does not say.
    public var gender: String?

    /// Creates a voice description.
    public init(name: String, identifier: String, languages: [String], gender: String? = nil) {
        self.name = name
        self.identifier = identifier
        self.languages = languages
        self.gender = gender
    }
}

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

/// An error from the speech layer; its description tells the user what to do about it.
public struct SpeechError: Error, CustomStringConvertible, Sendable {
    /// What went wrong, broadly.
    public enum Kind: Sendable {
        /// The eSpeak NG library (or an audio library) cannot be used.
        case libraryUnavailable
        /// eSpeak NG's data directory (espeak-ng-data) was not found or is unusable.
        case dataMissing
        /// No voice matches the requested voice name or language.
        case voiceNotFound
        /// eSpeak NG rejected or failed the synthesis request.
        case synthesisFailed
        /// No audio server or device could be opened.
        case audioUnavailable
        /// Writing to an open audio server or device failed.
        case audioFailed
        /// Reading or writing a file failed.
        case fileFailed
    }

    /// The category of the failure.
    public var kind: Kind
    /// What failed, in words; `description` adds what to do.
    public var message: String

    /// Creates an error.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    /// The message followed by a hint on how to fix the problem.
    public var description: String {
        let hint: String
        switch kind {
        case .libraryUnavailable:
            hint = "Install eSpeak NG (Debian/Ubuntu: apt-get install libespeak-ng1 espeak-ng-data; macOS: brew install espeak-ng)."
        case .dataMissing:
            hint = "Install espeak-ng-data (apt-get install espeak-ng-data) or set ESPEAK_DATA_PATH to the directory that contains espeak-ng-data."
        case .voiceNotFound:
            hint = "Run the voice list to see installed voices, or pick another voice or language."
        case .synthesisFailed:
            hint = "Try shorter or different text; if it persists, reinstall espeak-ng-data."
        case .audioUnavailable:
            hint = "Start PulseAudio/PipeWire (or check ALSA devices with aplay -l), or use the WAV file or null sink."
        case .audioFailed:
            hint = "The audio server or device stopped working; restart it or choose another sink."
        case .fileFailed:
            hint = "Check that the path exists and is writable."
        }
        return "\(message). \(hint)"
    }
}

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

/// The start of one spoken word: where it is in the audio and in the text.
public struct WordMark: Sendable, Hashable {
    /// Index of the first sample of the word's audio.
    public var sampleOffset: Int
    /// UTF-8 byte offset of the word in the utterance text.
    public var textOffset: Int
    /// Length of the word in UTF-8 bytes.
    public var length: Int

    /// Creates a word mark.
    public init(sampleOffset: Int, textOffset: Int, length: Int) {
        self.sampleOffset = sampleOffset
        self.textOffset = textOffset
        self.length = length
    }
}

/// Progress of an utterance spoken by `LiveSpeaker`, delivered on the speaker's thread.
public enum SpeakerEvent: Sendable, Hashable {
    /// The speaker began working on the utterance.
    case started(id: UInt64)
    /// The first audio of the utterance was written to the sink.
    case firstAudio(id: UInt64)
    /// The audio of the word at `textOffset` (UTF-8 bytes, `length` bytes long) reached the sink.
    case word(id: UInt64, textOffset: Int, length: Int)
    /// The utterance ended; `completed` is true only when all of it was played out.
    case finished(id: UInt64, completed: Bool)
}
