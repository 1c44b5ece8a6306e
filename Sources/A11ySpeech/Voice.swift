import A11yCore
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
