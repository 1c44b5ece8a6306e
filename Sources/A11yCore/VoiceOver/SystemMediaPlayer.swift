/// The system's own media player, which an unhandled Magic Tap plays or pauses (AX-25).
public struct SystemMediaPlayer: Sendable, Hashable {
    /// Whether something is loaded in the player (it can be paused or resumed).
    public var hasMedia = false
    /// Whether it is playing.
    public var isPlaying = false
    public init(hasMedia: Bool = false, isPlaying: Bool = false) {
        self.hasMedia = hasMedia
        self.isPlaying = isPlaying
    }
}
