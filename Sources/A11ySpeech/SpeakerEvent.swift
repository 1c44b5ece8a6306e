// Value types shared by the speech layer: voices, parameters, errors, rendered audio and events.

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
