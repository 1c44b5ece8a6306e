import A11yCore

/// A window with a screen reader on a virtual clock: build, act, read the transcript.
@MainActor
final class SessionHarness {
    let application: Application
    let window: Window
    let scheduler = VirtualScheduler()
    let session: VoiceOverSession

    init(root: ViewController, idiom: DeviceIdiom = .phone, orientation: InterfaceOrientation = .portrait,
         direction: LayoutDirection = .leftToRight, delegate: ApplicationDelegate? = nil, hints: Bool = true) {
        application = Application(delegate: delegate)
        window = Window(screen: Screen(idiom: idiom, orientation: orientation, layoutDirection: direction),
                        application: application)
        window.rootViewController = root
        session = VoiceOverSession(application: application, window: window,
                                   backend: VirtualSpeechBackend(scheduler: scheduler), scheduler: scheduler,
                                   settings: VoiceOverSettings(speakHints: hints))
    }

    /// Starts the session and lets the launch speech finish.
    @discardableResult
    func start() -> [String] {
        session.start()
        return settle()
    }

    /// Lets speech finish and returns the transcript lines since the last call.
    @discardableResult
    func settle() -> [String] {
        scheduler.runUntilIdle()
        let lines = session.transcript.lines
        defer { consumed = lines.count }
        return Array(lines.dropFirst(consumed))
    }
    private var consumed = 0

    /// Runs `body` (a user action) and returns what was said because of it.
    @discardableResult
    func said(_ body: () -> Void) -> [String] {
        settle()
        body()
        return settle()
    }

    /// The descriptions of every element in reading order.
    var descriptions: [String] { session.elements.map { ElementDescriber.describe($0.snapshot).text } }
}

/// A content controller whose view is built by a closure.
@MainActor
final class ContentController: ViewController {
    let build: (View) -> Void
    init(title: String? = nil, build: @escaping (View) -> Void = { _ in }) {
        self.build = build
        super.init(title: title)
    }
    override func loadView() {
        let root = View(frame: Rect(x: 0, y: 0, width: 402, height: 854))
        root.autoresizingMask = .flexibleSize
        build(root)
        view = root
    }
}

/// A screen reader that records what the app posts (for tests without a session).
@MainActor
final class RecordingScreenReader: ScreenReader {
    var posts: [String] = []
    var systemChanges: [SystemAccessibilityChange] = []
    func application(_ application: Application, didPost notification: AccessibilityNotification) {
        switch notification {
        case .screenChanged: posts.append("screenChanged")
        case .layoutChanged: posts.append("layoutChanged")
        case .announcement(let text, _): posts.append("announcement: \(text)")
        case .pageScrolled(let text): posts.append("pageScrolled: \(text)")
        }
    }
    func application(_ application: Application, systemDidChange change: SystemAccessibilityChange) {
        systemChanges.append(change)
    }
    func applicationWillBeginTransition(_ application: Application) {}
    func applicationDidEndTransition(_ application: Application) {}
}

@MainActor
func label(_ text: String, _ x: Double, _ y: Double, _ w: Double = 100, _ h: Double = 20, id: String? = nil) -> Label {
    let label = Label(text: text, frame: Rect(x: x, y: y, width: w, height: h))
    label.accessibilityIdentifier = id
    return label
}
