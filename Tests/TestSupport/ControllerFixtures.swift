import A11yCore

// Fixtures for the controller-world tests (Foundation/ and Containers/): an event log fed
// by `ViewController.lifecycleObservers`, a probe controller that also records why it
// appears and its rotation callbacks, a stage (application + window), recording delegates
// and a recording screen reader. Nothing here sleeps or reads the clock.

/// An ordered log of what happened, one string per event: `"B.viewWillAppear"`,
/// `"A.willMove(nav)"`, `"delegate.willShow(B)"`.
@MainActor
final class EventLog {
    private(set) var entries: [String] = []

    func record(_ entry: String) { entries.append(entry) }

    /// Forgets everything recorded so far (call after building a screen, before acting).
    func clear() { entries.removeAll() }

    /// Records every lifecycle event of `controllers`, named by their `identifier`.
    func watch(_ controllers: ViewController...) {
        for controller in controllers {
            controller.lifecycleObservers.append { [weak self] controller, event in
                self?.record("\(controller.identifier ?? "?").\(event.logName)")
            }
        }
    }

    /// Only the four appearance callbacks and the navigation delegate's messages (NC-43).
    var appearance: [String] {
        entries.filter { entry in
            ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear", "willShow(", "didShow("]
                .contains { entry.contains($0) }
        }
    }

    /// The entries that mention `name` (e.g. one controller's own events).
    func of(_ name: String) -> [String] { entries.filter { $0.hasPrefix(name + ".") } }
}

extension LifecycleEvent {
    /// The event as a log word: `viewWillAppear`, `willMove(nav)`, `didMove(nil)`.
    var logName: String {
        switch self {
        case .viewDidLoad: "viewDidLoad"
        case .viewWillAppear: "viewWillAppear"
        case .viewDidAppear: "viewDidAppear"
        case .viewWillDisappear: "viewWillDisappear"
        case .viewDidDisappear: "viewDidDisappear"
        case .viewWillUnload: "viewWillUnload"
        case .viewDidUnload: "viewDidUnload"
        case .willMove(let parent): "willMove(\(parent ?? "nil"))"
        case .didMove(let parent): "didMove(\(parent ?? "nil"))"
        }
    }
}

/// A content controller that records, besides the observer events, how often `loadView`
/// ran, why each appearance callback happened (LC-36) and its rotation callbacks with the
/// `interfaceOrientation` seen inside them (RO-11).
@MainActor
final class Probe: ViewController {
    let log: EventLog?
    private(set) var loadViewCount = 0
    /// Why the controller was last in each appearance callback: "movingToParent",
    /// "movingFromParent", "beingPresented", "beingDismissed", joined by ","; "none".
    private(set) var reasons: [String: String] = [:]
    /// Whether the view was in a window during each appearance callback (LC-30..33).
    private(set) var inWindow: [String: Bool] = [:]
    /// What `shouldAutorotate` answers (RO-03).
    var autorotates = true

    init(_ name: String, title: String? = nil, log: EventLog? = nil) {
        self.log = log
        super.init(title: title)
        identifier = name
        log?.watch(self)
    }

    var name: String { identifier ?? "?" }

    override func loadView() {
        loadViewCount += 1
        super.loadView()
    }

    override var shouldAutorotate: Bool { autorotates }

    private var reason: String {
        let flags = [isMovingToParent ? "movingToParent" : nil, isMovingFromParent ? "movingFromParent" : nil,
                     isBeingPresented ? "beingPresented" : nil, isBeingDismissed ? "beingDismissed" : nil]
        let text = flags.compactMap { $0 }.joined(separator: ",")
        return text.isEmpty ? "none" : text
    }

    private func note(_ event: String) {
        reasons[event] = reason
        inWindow[event] = viewIfLoaded?.window != nil
    }

    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); note("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); note("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); note("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); note("viewDidDisappear") }

    override func willRotate(to orientation: InterfaceOrientation, duration: Double) {
        log?.record("\(name).willRotate(to: \(orientation)) now \(interfaceOrientation)")
        super.willRotate(to: orientation, duration: duration)
    }
    override func willAnimateRotation(to orientation: InterfaceOrientation, duration: Double) {
        log?.record("\(name).willAnimateRotation(to: \(orientation)) now \(interfaceOrientation)")
        super.willAnimateRotation(to: orientation, duration: duration)
    }
    override func didRotate(from orientation: InterfaceOrientation) {
        log?.record("\(name).didRotate(from: \(orientation)) now \(interfaceOrientation)")
        super.didRotate(from: orientation)
    }
}

/// An application with one window showing `root`: what a launch sets up (SB-08).
///
/// In the model nothing above the application owns it (a window holds its application
/// weakly, as views hold their superviews), so every stage is kept for the rest of the
/// test run; a test may then write `_ = Stage(root)` and keep only the controllers.
@MainActor
final class Stage {
    let app: Application
    let window: Window
    private static var kept: [Stage] = []

    init(_ root: ViewController? = nil, idiom: DeviceIdiom = .phone, orientation: InterfaceOrientation = .portrait,
         direction: LayoutDirection = .leftToRight, compatibility: Compatibility = Compatibility(),
         delegate: ApplicationDelegate? = nil, visible: Bool = true, language: String? = nil) {
        app = Application(delegate: delegate)
        app.compatibility = compatibility
        window = Window(screen: Screen(idiom: idiom, orientation: orientation, layoutDirection: direction, language: language),
                        application: app)
        window.rootViewController = root
        if visible { window.makeKeyAndVisible() }
        Self.kept.append(self)
    }
}

/// A screen reader that only writes down what reaches it (AX-30, AX-15).
@MainActor
final class PostRecorder: ScreenReader {
    private(set) var posts: [String] = []
    private(set) var changes: [SystemAccessibilityChange] = []

    func application(_ application: Application, didPost notification: AccessibilityNotification) {
        switch notification {
        case .screenChanged: posts.append("screenChanged")
        case .layoutChanged: posts.append("layoutChanged")
        case .announcement(let text, _): posts.append("announcement(\(text))")
        case .pageScrolled(let text): posts.append("pageScrolled(\(text))")
        }
    }

    func application(_ application: Application, systemDidChange change: SystemAccessibilityChange) {
        changes.append(change)
    }
}

/// A navigation delegate that writes `delegate.willShow(X)` / `delegate.didShow(X)` (NC-43).
@MainActor
final class NavigationDelegateLog: NavigationControllerDelegate {
    let log: EventLog
    init(_ log: EventLog) { self.log = log }
    func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController,
                              animated: Bool) {
        log.record("delegate.willShow(\(viewController.identifier ?? "?"))")
    }
    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController,
                              animated: Bool) {
        log.record("delegate.didShow(\(viewController.identifier ?? "?"))")
    }
}

/// A tab bar delegate that can block tabs and writes what it is asked (TB-31..33).
@MainActor
final class TabBarDelegateLog: TabBarControllerDelegate {
    private(set) var entries: [String] = []
    var blocked: Set<String> = []
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool {
        entries.append("shouldSelect(\(viewController.identifier ?? "?"))")
        return !blocked.contains(viewController.identifier ?? "?")
    }
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {
        entries.append("didSelect(\(viewController.identifier ?? "?"))")
    }
}

/// A popover delegate that can refuse and writes what it is asked (PO-08, PO-09).
@MainActor
final class PopoverDelegateLog: PopoverControllerDelegate {
    private(set) var entries: [String] = []
    var allowsDismissal = true
    func popoverControllerShouldDismissPopover(_ popoverController: PopoverController) -> Bool {
        entries.append("shouldDismiss")
        return allowsDismissal
    }
    func popoverControllerDidDismissPopover(_ popoverController: PopoverController) {
        entries.append("didDismiss")
    }
}

extension View {
    /// Every view in this subtree, depth first, this one first.
    var subtree: [View] { [self] + subviews.flatMap(\.subtree) }

    /// The bar buttons drawn in this subtree, in subview order.
    var barButtons: [BarButton] { subtree.compactMap { $0 as? BarButton } }
}

/// The controllers' identifiers, for comparing stacks and child lists by identity of name.
@MainActor
func controllerIDs(_ controllers: [ViewController]) -> [String] {
    controllers.map { $0.identifier ?? "?" }
}
