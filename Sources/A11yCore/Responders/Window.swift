/// The screen a window draws on: device, orientation, layout direction and the device's language.
///
/// Mirrors `UIScreen` together with the app's status-bar orientation (V-01). The device
/// decides the size and the safe area; `Screen(idiom:)` picks the standard device of an
/// idiom (the 402 × 874 phone, the 1024 × 1366 pad).
public struct Screen: Sendable, Hashable {
    public var device: Device
    public var orientation: InterfaceOrientation
    public var layoutDirection: LayoutDirection
    /// The device's language (`de`, `pt-BR`; nil: English): the words UIKit shows on its own
    /// items (`UIKitWords`).
    public var language: String?

    public init(idiom: DeviceIdiom = .phone, orientation: InterfaceOrientation = .portrait,
                layoutDirection: LayoutDirection = .leftToRight, language: String? = nil) {
        self.init(device: .standard(for: idiom), orientation: orientation, layoutDirection: layoutDirection,
                  language: language)
    }

    public init(device: Device, orientation: InterfaceOrientation = .portrait,
                layoutDirection: LayoutDirection = .leftToRight, language: String? = nil) {
        self.device = device
        self.orientation = orientation
        self.layoutDirection = layoutDirection
        self.language = language
    }

    /// The kind of device; setting it picks that idiom's standard device.
    public var idiom: DeviceIdiom {
        get { device.idiom }
        set { if newValue != device.idiom { device = .standard(for: newValue) } }
    }

    /// The screen's bounds in the current orientation.
    public var bounds: Rect { device.bounds(in: orientation) }

    /// The safe-area insets of the whole screen in the current orientation.
    public var safeArea: EdgeInsets { device.safeArea(in: orientation) }
}

/// The window: the root of the view hierarchy on one screen.
///
/// Mirrors `UIWindow` (V-01, V-06): setting `rootViewController` installs that
/// controller's view as the window's content, sized below the status bar (V-11). Its
/// next responder is the application (RC-06). It keeps the presentation layer (modal
/// sheets and popovers are window-level views above the root's view, MP-07) and the
/// accessibility generation VoiceOver uses to know when to derive its tree again.
@MainActor
public final class Window: View {
    /// The screen the window covers.
    public private(set) var screen: Screen
    /// The application the window belongs to.
    public private(set) weak var app: Application?
    /// Whether `makeKeyAndVisible()` was called: controllers get appearance callbacks only then.
    public private(set) var isVisible = false
    /// The current first responder (RC-07).
    public internal(set) weak var firstResponder: Responder?
    /// Bumped by every change that can alter what VoiceOver reads.
    public internal(set) var accessibilityGeneration: UInt64 = 0
    /// The reading order's buffers, reused by each derivation of the element tree (empty
    /// between derivations; their capacity follows the largest screen derived).
    var orderingStorage = OrderingStorage()
    /// The bytes the reused ordering buffers hold (the tree bench reports it per element).
    package var orderingStorageByteCount: Int { orderingStorage.byteCount }

    /// The ordering buffers, leaving the window none while they are in use.
    func takeOrderingStorage() -> OrderingStorage {
        defer { orderingStorage = OrderingStorage() }
        return orderingStorage
    }

    public init(screen: Screen = Screen(), application: Application? = nil) {
        self.screen = screen
        self.app = application
        super.init(frame: screen.bounds)
    }

    public override var window: Window? { self }
    override var isWindow: Bool { true }
    public override var next: Responder? { app }

    /// The area below the status bar, where the root controller's view goes (V-09, V-11).
    public var contentFrame: Rect {
        let status = screen.device.statusBarHeight(in: screen.orientation)
        return Rect(x: 0, y: status, width: frame.width, height: frame.height - status)
    }

    /// The root view controller; setting it installs its view (V-06, V-07).
    public var rootViewController: ViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            if let old = oldValue {
                if isVisible { old.beginAppearanceTransition(false, animated: false) }
                old.view.removeFromSuperview()
                if isVisible { old.endAppearanceTransition() }
                old.hostWindow = nil
            }
            if let root = rootViewController {
                root.hostWindow = self
                if isVisible { root.beginAppearanceTransition(true, animated: false) }
                let view = root.view!
                view.frame = root.wantsFullScreenLayout ? bounds : contentFrame
                insertSubview(view, at: 0)
                root.layoutChildViews()     // bars at the bottom of the screen take its inset
                if isVisible {
                    root.endAppearanceTransition()
                    app?.systemDidChange(.screen)
                }
            }
        }
    }

    /// Shows the window: the root controller's view appears (LC-30/31, SB-08 step 8).
    public func makeKeyAndVisible() {
        app?.attach(self)
        guard !isVisible else { return }
        isVisible = true
        if let root = rootViewController {
            root.beginAppearanceTransition(true, animated: false)
            root.endAppearanceTransition()
        }
    }

    /// Every controller on this window: the root's tree, presented controllers and popovers.
    public var allViewControllers: [ViewController] {
        var result: [ViewController] = []
        var seen = Set<ObjectIdentifier>()
        func visit(_ controller: ViewController) {
            guard seen.insert(ObjectIdentifier(controller)).inserted else { return }
            result.append(controller)
            controller.children.forEach(visit)
            if let presented = controller.presentedViewController { visit(presented) }
        }
        if let root = rootViewController { visit(root) }
        for popover in popovers { visit(popover.contentViewController) }
        return result
    }

    // MARK: Presentation layer

    /// Popovers currently shown on this window, oldest first.
    public internal(set) var popovers: [PopoverController] = []

    /// The controller at the top of everything on screen: the last presented controller,
    /// else the root (used to decide rotation, RO-03, MP-51).
    public var topViewController: ViewController? {
        var controller = rootViewController
        while let presented = controller?.presentedViewController { controller = presented }
        return controller
    }

    // MARK: Rotation (RO-03, RO-10..16)

    /// The controller that decides which orientations are allowed: the last full-screen
    /// presented controller, else the root (RO-03, MP-51).
    public var orientationDecidingController: ViewController? {
        var decider = rootViewController
        var controller = rootViewController
        while let presented = controller?.presentedViewController {
            if presented.presentationCoversPresenter(on: screen.idiom) { decider = presented }
            controller = presented
        }
        return decider
    }

    /// The orientations the window may rotate to now: the app's mask AND the deciding
    /// controller's (RO-03); empty means rotation is refused everywhere.
    public var allowedOrientations: InterfaceOrientationMask {
        let appMask = app?.supportedInterfaceOrientations ?? .all
        guard let decider = orientationDecidingController else { return appMask }
        return appMask.intersection(decider.supportedInterfaceOrientations)
    }

    /// Rotates the interface to `orientation` if the app and the deciding controller allow
    /// it and `shouldAutorotate` agrees; returns whether it rotated (RO-03, RO-11).
    @discardableResult
    public func rotate(to orientation: InterfaceOrientation) -> Bool {
        guard orientation != screen.orientation else { return true }
        guard let decider = orientationDecidingController else {
            setOrientation(orientation)
            return true
        }
        guard decider.shouldAutorotate, allowedOrientations.allows(orientation) else { return false }
        if let app { app.performTransition { performRotation(to: orientation) } } else { performRotation(to: orientation) }
        return true
    }

    /// RO-03, MP-51: when a full-screen presentation or its dismissal hands the decision to
    /// another controller, the interface turns to an orientation that controller allows —
    /// `preferred` (the presented controller's preferred orientation) when it is allowed,
    /// else the current one, else the first allowed — with the rotation callbacks.
    func adoptDecidingOrientation(preferred: InterfaceOrientation?) {
        let allowed = allowedOrientations
        guard !allowed.isEmpty else { return }
        var target = screen.orientation
        if let preferred, allowed.allows(preferred) {
            target = preferred
        } else if !allowed.allows(target) {
            let order: [InterfaceOrientation] = [.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown]
            guard let first = order.first(where: allowed.allows) else { return }
            target = first
        }
        if target != screen.orientation { performRotation(to: target) }
    }

    private func performRotation(to orientation: InterfaceOrientation) {
        let visible = visibleControllersForRotation()
        let old = screen.orientation
        for controller in visible { controller.willRotate(to: orientation, duration: 0.3) }
        setOrientation(orientation)
        for controller in visible { controller.willAnimateRotation(to: orientation, duration: 0.3) }
        for controller in visible { controller.didRotate(from: old) }
        app?.systemDidChange(.layout(resetsFocus: true))
    }

    private func setOrientation(_ orientation: InterfaceOrientation) {
        screen.orientation = orientation
        frame = screen.bounds
        if let root = rootViewController, root.isViewLoaded {
            root.view.frame = root.wantsFullScreenLayout ? bounds : contentFrame
            root.layoutChildViews()
        }
        relayoutPresentations()
        setNeedsAccessibilityUpdate()
    }

    /// Controllers on display, which get rotation messages (RO-10, RO-16).
    /// The window sends to its root and to presented controllers on display; containers
    /// pass the messages on to their displayed children.
    private func visibleControllersForRotation() -> [ViewController] {
        var result: [ViewController] = []
        var controller = rootViewController
        while let current = controller {
            if current.appearState == .appeared { result.append(current) }
            controller = current.presentedViewController
        }
        return result
    }

    /// Lays out presented sheets and popovers again after a size change.
    func relayoutPresentations() {
        var controller = rootViewController
        while let presented = controller?.presentedViewController {
            presented.layoutAsPresented()
            controller = presented
        }
        for popover in popovers { popover.layout() }
    }
}
