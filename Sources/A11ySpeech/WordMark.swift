// Value types shared by the speech layer: voices, parameters, errors, rendered audio and events.

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
