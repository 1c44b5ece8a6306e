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

/// The special gestures (AX-20) and the other actions a VoiceOver user performs.
public enum Gesture: Sendable, Hashable {
    case escape
    case magicTap
    case scroll(AccessibilityScrollDirection)
    case increment
    case decrement
}

/// A rotor setting (VoiceOverRules, issue: headings, links, form controls, containers, actions).
public enum RotorSetting: String, Sendable, Hashable, CaseIterable {
    case actions = "Actions"
    case headings = "Headings"
    case links = "Links"
    case formControls = "Form Controls"
    case containers = "Containers"
}

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
