/// What an app posts to the screen reader: the app-to-VoiceOver channel of AX-30.
///
/// Mirrors `UIAccessibilityPostNotification` with `UIAccessibilityScreenChangedNotification`,
/// `…LayoutChangedNotification`, `…AnnouncementNotification` and
/// `…PageScrolledNotification`. Apps cannot observe these.
@MainActor
public enum AccessibilityNotification {
    /// A new screen: the screen reader plays its sound and focuses the argument's element,
    /// or the first element (AX-12, AX-13).
    case screenChanged(AccessibilityNotificationArgument?)
    /// The arrangement changed: focus moves to an element, speaks a string, or stays
    /// (AX-13, AX-16).
    case layoutChanged(AccessibilityNotificationArgument?)
    /// Speak `text`; interrupts current speech unless `queued` (VoiceOverRules, "Notifications", AX-37).
    case announcement(String, queued: Bool)
    /// After a handled three-finger scroll: the new position, e.g. "Page 2 of 5" (AX-28).
    case pageScrolled(String)
}

/// The argument of a screen-changed or layout-changed notification.
@MainActor
public enum AccessibilityNotificationArgument {
    /// Move the VoiceOver cursor to this element.
    case element(View)
    /// Speak this text.
    case text(String)
}

/// A change the system itself reports to the screen reader (AX-15).
public enum SystemAccessibilityChange: Sendable, Hashable {
    /// Push, pop, present, dismiss, a tab switch, a popover shown or dismissed.
    case screen
    /// Rotation (which resets the cursor, AX-14), bars shown or hidden, toolbar items
    /// changed, a table reloaded, the Edit button relabelled (AX-43).
    case layout(resetsFocus: Bool)
}
