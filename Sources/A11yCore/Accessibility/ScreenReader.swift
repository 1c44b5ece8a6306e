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
