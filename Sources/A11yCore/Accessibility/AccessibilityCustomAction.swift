/// A named action offered through the Actions rotor.
///
/// Mirrors `UIAccessibilityCustomAction`: the handler returns whether it succeeded.
@MainActor
public final class AccessibilityCustomAction {
    /// The name VoiceOver speaks in the Actions rotor.
    public let name: String
    /// Runs the action; returns true when it was performed.
    public let handler: @MainActor () -> Bool

    public init(name: String, handler: @escaping @MainActor () -> Bool) {
        self.name = name
        self.handler = handler
    }
}
