/// Notifications gathered while an action runs, settled when the outermost action ends
/// (VoiceOverRules, "Notifications", AX-15).
@MainActor
struct PendingNotifications {
    /// How many actions are running, one inside another.
    var depth = 0
    /// The strongest screen or layout change posted so far.
    var systemChange: SystemAccessibilityChange?
    /// The other notifications posted, in order.
    var posts: [AccessibilityNotification] = []
}
