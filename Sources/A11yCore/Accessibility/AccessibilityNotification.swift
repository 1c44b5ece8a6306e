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
    /// Speak `text`; interrupts current speech unless `queued` (voiceover.md §6, AX-37).
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

/// A screen reader attached to an application: it receives what the app posts.
@MainActor
public protocol ScreenReader: AnyObject {
    /// The app posted `notification` (AX-30).
    func application(_ application: Application, didPost notification: AccessibilityNotification)
    /// The system reported a screen or layout change (AX-15).
    func application(_ application: Application, systemDidChange change: SystemAccessibilityChange)
    /// A system transition (push, present, tab switch, rotation …) begins: what is posted
    /// until it ends is settled together, the system's reset first (AX-15).
    func applicationWillBeginTransition(_ application: Application)
    /// The transition that began last has ended.
    func applicationDidEndTransition(_ application: Application)
}

extension ScreenReader {
    public func applicationWillBeginTransition(_ application: Application) {}
    public func applicationDidEndTransition(_ application: Application) {}
}

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

/// The app's observer registry for `AccessibilityEvent`s (AX-31).
@MainActor
public final class AccessibilityNotificationCenter {
    /// A registration; pass it to `removeObserver(_:)`.
    public struct Token: Hashable, Sendable { let id: Int }

    private var observers: [(token: Token, name: AccessibilityEvent.Name, handler: @MainActor (AccessibilityEvent) -> Void)] = []
    private var nextID = 0

    public init() {}

    /// Calls `handler` for each event named `name`, until removed.
    @discardableResult
    public func addObserver(for name: AccessibilityEvent.Name,
                            handler: @escaping @MainActor (AccessibilityEvent) -> Void) -> Token {
        nextID += 1
        let token = Token(id: nextID)
        observers.append((token, name, handler))
        return token
    }

    /// Stops the observer registered with `token`.
    public func removeObserver(_ token: Token) {
        observers.removeAll { $0.token == token }
    }

    /// Delivers `event` to its observers, in registration order.
    public func post(_ event: AccessibilityEvent) {
        for observer in observers where observer.name == event.name {
            observer.handler(event)
        }
    }
}
