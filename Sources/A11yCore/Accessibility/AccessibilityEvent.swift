/// What the screen reader posts for the app to observe: the VoiceOver-to-app channel.
///
/// Mirrors Foundation notifications such as `UIAccessibilityAnnouncementDidFinishNotification`
/// (AX-32) and `UIAccessibilityVoiceOverStatusChanged` (AX-35).
public struct AccessibilityEvent: Sendable, Hashable {
    /// The observable notifications.
    public enum Name: String, Sendable, Hashable, CaseIterable {
        /// An announcement finished; `announcement` and `wasSuccessful` are set (AX-32/33).
        case announcementDidFinish
        /// The screen reader started or stopped; no parameters (AX-35).
        case voiceOverStatusChanged
    }

    public var name: Name
    /// The announcement's text (`UIAccessibilityAnnouncementKeyStringValue`).
    public var announcement: String?
    /// Whether it was spoken through (`UIAccessibilityAnnouncementKeyWasSuccessful`), a Bool (AX-33 R).
    public var wasSuccessful: Bool?

    public init(name: Name, announcement: String? = nil, wasSuccessful: Bool? = nil) {
        self.name = name
        self.announcement = announcement
        self.wasSuccessful = wasSuccessful
    }
}
