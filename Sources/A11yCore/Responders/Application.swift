/// The application's delegate: the last stop of the responder chain.
///
/// Mirrors an app delegate that is a `UIResponder` (RC-06): an app-wide Magic Tap handler
/// lives here (AX-27), and so does anything a scene's `app:` section declares.
@MainActor
open class ApplicationDelegate: Responder {
    public override init() { super.init() }
}

/// The application object: between the window and the app delegate in the chain.
///
/// Mirrors `UIApplication` (RC-06 GAP). It carries the app's supported orientations
/// (the Info.plist mask of RO-03), the era switches, and the two accessibility
/// notification channels of AX-30: what the app posts to the screen reader, and what the
/// screen reader posts for the app to observe.
@MainActor
public final class Application: Responder {
    /// The delegate, the chain's last responder.
    public var delegate: ApplicationDelegate?
    /// The app's windows; the first is the key window.
    public private(set) var windows: [Window] = []
    /// The orientations the app allows (Info.plist), ANDed with the top controller's (RO-03).
    public var supportedInterfaceOrientations: InterfaceOrientationMask = .all
    /// Era switches (LC-20..23, RO-01/03, AX-16).
    public var compatibility = Compatibility()
    /// The screen reader listening to this app's posts, when one runs.
    public weak var screenReader: (any ScreenReader)?
    /// Observers of the screen reader's notifications (AX-31).
    public let accessibilityNotificationCenter = AccessibilityNotificationCenter()

    public init(delegate: ApplicationDelegate? = nil) {
        self.delegate = delegate
        super.init()
    }

    public override var next: Responder? { delegate }

    /// The key window.
    public var keyWindow: Window? { windows.first }

    /// Adds `window` to the app (called by `Window.makeKeyAndVisible()`).
    func attach(_ window: Window) {
        if !windows.contains(where: { $0 === window }) { windows.append(window) }
    }

    /// Whether a screen reader is running (`UIAccessibilityIsVoiceOverRunning`, AX-37).
    public var isVoiceOverRunning: Bool { screenReader != nil }

    /// Posts a notification to the screen reader (AX-30); dropped when none runs.
    public func post(_ notification: AccessibilityNotification) {
        screenReader?.application(self, didPost: notification)
    }

    /// Reports a change the system itself announces: a new screen or a new layout (AX-15).
    func systemDidChange(_ change: SystemAccessibilityChange) {
        screenReader?.application(self, systemDidChange: change)
    }

    /// Runs a system transition: the screen reader settles what the system and the app
    /// post during it together, when it ends, so a post from `viewDidAppear` wins (AX-15).
    public func performTransition(_ body: () -> Void) {
        let reader = screenReader
        reader?.applicationWillBeginTransition(self)
        body()
        reader?.applicationDidEndTransition(self)
    }

    /// Sends a low-memory warning to every controller on every window (LC-22, LC-24).
    public func simulateMemoryWarning() {
        for window in windows {
            for controller in window.allViewControllers {
                controller.didReceiveMemoryWarning()
            }
        }
    }
}
