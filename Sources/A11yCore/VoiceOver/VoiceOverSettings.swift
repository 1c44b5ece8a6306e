/// The screen reader's settings (SceneFileReference, "The file" `voiceOver:`).
public struct VoiceOverSettings: Sendable, Hashable {
    /// Whether hints are spoken (`speakHints`, `--no-hints`).
    public var speakHints = true
    /// The pause before a hint.
    public var hintDelay: Duration = .seconds(1)

    public init(speakHints: Bool = true, hintDelay: Duration = .seconds(1)) {
        self.speakHints = speakHints
        self.hintDelay = hintDelay
    }
}
