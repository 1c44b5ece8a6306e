/// The special gestures (AX-20) and the other actions a VoiceOver user performs.
public enum Gesture: Sendable, Hashable {
    case escape
    case magicTap
    case scroll(AccessibilityScrollDirection)
    case increment
    case decrement
}
