import A11yCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A scene file loaded and built into live objects: the application, its delegate, the
/// window and its root controller, with the actions of SceneFileReference, "Actions" wired in.
///
/// ```swift
/// let app = try SceneApp(contentsOf: "examples/settings.yaml")
/// let session = app.makeSession(backend: backend, scheduler: scheduler)
/// session.start()
/// ```
@MainActor
public final class SceneApp {
    public let spec: SceneSpec
    public let application: Application
    public let window: Window
    /// The screen reader settings the scene asks for.
    public var settings: VoiceOverSettings
    /// Actions that could not be carried out (a push onto a missing stack …), in order.
    public private(set) var warnings: [String] = []
    /// Controllers' `onAnnouncementFinished` actions, by controller.
    var announcementHandlers: [(controller: Weak<ViewController>, actions: [ActionSpec])] = []
    /// Called with each warning as it happens.
    public var onWarning: (@MainActor (String) -> Void)?

    /// How many handler runs one outermost run may start, directly or through the
    /// callbacks its actions cause: an `onAppear` that presents (or pushes) a controller
    /// whose own `onAppear` does it again would otherwise never end. Past this the actions
    /// are skipped, with a warning. `if:` branches do not count.
    public static let maximumNestedRuns = 100
    /// How many runs are in progress, and how many the outermost one has started.
    var runDepth = 0
    var nestedRuns = 0
    /// The scene's controllers by id (the first of each id).
    let controllersByID: [String: ControllerSpec]


    /// Builds `spec`.
    public init(spec: SceneSpec) {
        self.spec = spec
        var byID: [String: ControllerSpec] = [:]
        for controller in spec.controllers where byID[controller.id] == nil { byID[controller.id] = controller }
        controllersByID = byID
        let delegate = SceneAppDelegate()
        application = Application(delegate: delegate)
        if let orientations = spec.appOrientations {
            application.supportedInterfaceOrientations = InterfaceOrientationMask(orientations.map(\.mask))
        }
        window = Window(screen: Screen(device: spec.screenDevice ?? .standard(for: spec.device), orientation: spec.orientation,
                                       layoutDirection: spec.layoutDirection, language: spec.appLanguage),
                        application: application)
        settings = VoiceOverSettings(speakHints: spec.speakHints, language: spec.language, phrases: spec.phrases)
        delegate.accessibilityGestureHandlers = handlers(spec.app, context: { [weak self] in self?.window.topViewController })
        window.rootViewController = makeController(spec.root)
        observeAnnouncements()
    }

    /// Runs the `onAnnouncementFinished` handlers of the app and of the controllers on
    /// screen when an announcement was heard to the end (AX-34: stop when it was not).
    private func observeAnnouncements() {
        application.accessibilityNotificationCenter.addObserver(for: .announcementDidFinish) { [weak self] event in
            guard let self, event.wasSuccessful == true else { return }
            if let actions = self.spec.app.announcementFinished { self.run(actions, context: self.window.topViewController) }
            self.announcementHandlers.removeAll { $0.controller.object == nil }
            for handler in self.announcementHandlers {
                guard let controller = handler.controller.object, controller.appearState == .appeared else { continue }
                self.run(handler.actions, context: controller)
            }
        }
    }

    /// Starts a screen reader session on the scene's window.
    public func makeSession(backend: any SpeechBackend, scheduler: any Scheduler) -> VoiceOverSession {
        let session = VoiceOverSession(application: application, window: window, backend: backend, scheduler: scheduler,
                                       settings: settings)
        session.mediaPlayer = SystemMediaPlayer(hasMedia: spec.mediaPlaying, isPlaying: spec.mediaPlaying)
        session.braille = spec.braille
        session.brailleRoles = spec.brailleRoles
        return session
    }

    package func warn(_ message: String) {
        warnings.append(message)
        onWarning?(message)
    }

    // MARK: Finding things

    /// The view with `id`: on screen first, then in any loaded controller of the window.
    public func view(id: String) -> View? {
        if let view = window.view(withIdentifier: id) { return view }
        for controller in window.allViewControllers {
            if let view = controller.view(withIdentifier: id) { return view }
        }
        return nil
    }

    /// The navigation controller an action in `context` works on: the context's own or
    /// nearest enclosing one, else the one on screen.
    package func navigationController(for context: ViewController?) -> NavigationController? {
        if let nav = context as? NavigationController { return nav }
        if let nav = context?.navigationController { return nav }
        return visible(NavigationController.self, from: context ?? window.topViewController)
    }

    /// The first controller of type `T` on display under `start` (or the window's top).
    package func visible<T: ViewController>(_ type: T.Type, from start: ViewController?) -> T? {
        var controller: ViewController? = start ?? window.topViewController
        var steps = 0
        while let current = controller, steps < 1000 {
            steps += 1
            if let match = current as? T { return match }
            switch current {
            case let tabs as TabBarController: controller = tabs.displayedController
            case let nav as NavigationController: controller = nav.topViewController
            case let split as SplitViewController: controller = split.detail
            case let pages as PageViewController: controller = pages.viewControllers.first
            default: controller = current.children.first
            }
        }
        return nil
    }
}

/// A weak reference, for lists that must not keep their objects alive.
struct Weak<T: AnyObject> {
    weak var object: T?
}

/// The scene's application delegate: the `app:` handlers.
@MainActor
final class SceneAppDelegate: ApplicationDelegate {}

extension SceneSpec {
    /// The language the app runs in, which UIKit's own words follow (Localization.md, "UIKit's own
    /// words"): the device's where the project translates into it, else its development language
    /// (taken as English: an app not localized into German shows "Done" on a German device).
    var appLanguage: String? {
        guard let language else { return nil }
        if let appLocalization { return appLocalization }
        if let translation, translation.source == nil, LanguageTag.primary(language) != "en" { return nil }
        return language
    }
}
