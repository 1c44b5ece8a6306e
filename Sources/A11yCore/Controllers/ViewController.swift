/// A step in a controller's life, reported to `lifecycleObservers`.
public enum LifecycleEvent: Sendable, Hashable {
    case viewDidLoad
    case viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear
    case viewWillUnload, viewDidUnload
    /// `willMove(toParent:)`: the new parent's identifier ("" when it has none), nil for removal.
    case willMove(toParent: String?)
    /// `didMove(toParent:)`, likewise.
    case didMove(toParent: String?)
}

/// Where a controller is in its appearance cycle (LC-30..35).
public enum AppearState: String, Sendable, Hashable {
    case disappeared, appearing, appeared, disappearing
}

/// A controller that manages one screenful of content: a view hierarchy it loads lazily.
///
/// Mirrors `UIViewController`:
/// - lazy loading: reading `view` while it is nil runs `loadView()` then `viewDidLoad()`
///   (LC-10..14); `isViewLoaded` never loads;
/// - the four appearance callbacks, each "will" matched by its "did" (LC-30..35), with
///   `isMovingToParent`, `isMovingFromParent`, `isBeingPresented`, `isBeingDismissed`
///   (LC-36);
/// - containment (`addChild`, `removeFromParent`, `willMove(toParent:)`,
///   `didMove(toParent:)`, `transition(from:to:…)`, CT-10..12) and callback forwarding
///   (CT-20..24);
/// - modal presentation (`present`, `dismiss`, MP-01..53), in `ViewController+Presentation`;
/// - rotation (RO-01..21), in `ViewController+Rotation`;
/// - `title`, `navigationItem`, `tabBarItem`, `toolbarItems`, editing (LC-50..66), in
///   `ViewController+Items`.
///
/// Its next responder is its root view's superview (RC-01), or for a presented controller
/// the controller that presented it (RC-09).
///
/// ```swift
/// final class Detail: ViewController {
///     override func loadView() { view = View(); view.addSubview(Label(text: "Hello")) }
/// }
/// ```
@MainActor
open class ViewController: Responder {
    // MARK: Identity

    /// The id scene files use for this controller.
    public var identifier: String?

    /// The human-readable name of the screen (LC-50); feeds the navigation bar, the back
    /// button of the next screen and the tab bar item (LC-52).
    open var title: String? {
        didSet {
            if title != oldValue { titleDidChange() }
        }
    }

    public override init() { super.init() }

    public init(title: String?) {
        super.init()
        self.title = title
    }

    // MARK: View loading (LC-10..27)

    private var loadedView: View?

    /// The root view, loaded on first access (LC-10). Setting nil unloads it (LC-23).
    public var view: View! {
        get {
            if loadedView == nil { loadViewIfNeeded() }
            return loadedView
        }
        set {
            if let old = loadedView, old !== newValue { old.viewController = nil }
            loadedView = newValue
            newValue?.viewController = self
        }
    }

    /// The root view if loaded, without loading it.
    public var viewIfLoaded: View? { loadedView }

    /// Whether the view is in memory; never triggers loading (LC-14).
    public var isViewLoaded: Bool { loadedView != nil }

    /// Loads the view now if it is not loaded (runs `loadView`, then `viewDidLoad`).
    public func loadViewIfNeeded() {
        guard loadedView == nil, !isLoadingView else { return }
        isLoadingView = true
        loadView()
        if loadedView == nil { view = View(frame: Rect(origin: .zero, size: DeviceIdiom.phone.portraitScreenSize)) }
        isLoadingView = false
        viewDidLoad()
        notify(.viewDidLoad)
    }
    private var isLoadingView = false

    /// Creates the root view (LC-11, LC-12). The default makes an empty plain view that
    /// fills its area; override to build your own and assign it to `view` without calling super.
    open func loadView() {
        let root = View(frame: Rect(origin: .zero, size: DeviceIdiom.phone.portraitScreenSize))
        root.autoresizingMask = .flexibleSize
        view = root
    }

    /// Called once the view is in memory (LC-13).
    open func viewDidLoad() {}

    /// iOS 5 and earlier: called before a memory warning unloads the view (LC-22 step 4).
    open func viewWillUnload() {}

    /// iPhone OS 3 to iOS 5: called after a memory warning unloaded the view (LC-21).
    open func viewDidUnload() {}

    /// A low-memory warning (LC-20..24). With `Compatibility.unloadsViewsOnMemoryWarning`
    /// the view is released when it is not in a window and can be rebuilt; otherwise (iOS 6,
    /// LC-23) nothing happens to the view. Overrides must call super (LC-22 step 2).
    open func didReceiveMemoryWarning() {
        guard unloadsOnMemoryWarning, let view = loadedView, view.window == nil, view.superview == nil else { return }
        viewWillUnload()
        notify(.viewWillUnload)
        self.view = nil
        viewDidUnload()
        notify(.viewDidUnload)
    }

    /// The era switch, read from the app the controller belongs to (or was last shown in).
    var unloadsOnMemoryWarning: Bool {
        (owningWindow?.app ?? lastApplication)?.compatibility.unloadsViewsOnMemoryWarning ?? false
    }
    weak var lastApplication: Application?

    // MARK: Responder chain (RC-01, RC-09)

    /// The root view's superview; a presented controller's presenter (RC-09); for a child
    /// whose view is not on screen, its parent; for a window's root whose view is covered
    /// by a full-screen presentation, the window, so the chain still reaches the
    /// application and its delegate (RC-06). A presenter that has left the window meanwhile
    /// (a page turned away under its pad sheet) is skipped for the presented view's
    /// superview, for the same reason.
    open override var next: Responder? {
        if let presenter, presenter.owningWindow != nil { return presenter }
        if let superview = loadedView?.superview { return superview }
        return parent ?? hostWindow
    }

    public override var responderWindow: Window? { loadedView?.window ?? hostWindow }

    /// The window this controller's view is in, or that hosts it as root.
    weak var hostWindow: Window?

    /// The window this controller belongs to even while its view is off screen: its own,
    /// else its nearest container's or presenter's (a hidden tab, a hidden split master,
    /// a covered presenter). Era switches and device defaults come from here.
    var owningWindow: Window? {
        var controller: ViewController? = self
        while let current = controller {
            if let window = current.responderWindow { return window }
            controller = current.parent ?? current.presenter
        }
        return nil
    }

    // MARK: Appearance (LC-30..39, CT-20..22)

    /// Where the controller is in its appearance cycle.
    public internal(set) var appearState: AppearState = .disappeared
    var appearanceAnimated = false

    /// True inside the appearance callbacks when the controller was just added to a container (LC-36).
    public internal(set) var isMovingToParent = false
    /// True inside the appearance callbacks when the controller is being removed from a container (LC-36).
    public internal(set) var isMovingFromParent = false
    /// True inside the appearance callbacks when the controller is being presented (LC-36).
    public internal(set) var isBeingPresented = false
    /// True inside the appearance callbacks when the controller is being dismissed (LC-36).
    public internal(set) var isBeingDismissed = false

    /// Observers of this controller's lifecycle: appearance callbacks, loading and
    /// containment moves, in the order they happen (tests and invariant checks use them).
    public var lifecycleObservers: [@MainActor (ViewController, LifecycleEvent) -> Void] = []

    /// The view is about to join the window (LC-30). Overrides must call super.
    open func viewWillAppear(_ animated: Bool) {}
    /// The view joined the window (LC-31). Overrides must call super.
    open func viewDidAppear(_ animated: Bool) {}
    /// The view is about to leave the window or be covered (LC-32). Overrides must call super.
    open func viewWillDisappear(_ animated: Bool) {}
    /// The view left the window or was covered (LC-33). Overrides must call super.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Whether appearance callbacks reach the children automatically (CT-20/21).
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// The children that are on display and get forwarded appearance callbacks: by default
    /// the children whose views are inside this controller's view (CT-24).
    open var childrenForAppearanceForwarding: [ViewController] {
        guard let root = loadedView else { return [] }
        return children.filter { $0.viewIfLoaded?.isDescendant(of: root) ?? false }
    }

    // MARK: Containment (CT-10..14)

    /// The child controllers, in the order they were added.
    public internal(set) var children: [ViewController] = []
    /// The container this controller is a child of (CT-07, 2012 meaning).
    public internal(set) weak var parent: ViewController?

    /// The controller is about to be added to (`parent` non-nil) or removed from a container.
    /// Overrides must call super.
    open func willMove(toParent parent: ViewController?) {
        if parent != nil { isMovingToParent = true } else { isMovingFromParent = true }
        notify(.willMove(toParent: parent?.identifier ?? (parent == nil ? nil : "")))
    }

    /// The controller was added to or removed from a container. Overrides must call super.
    ///
    /// A child whose view the container put on screen without an appearance transition of
    /// its own (CT-10's listing on a visible custom container) gets will/did-appear here,
    /// with `isMovingToParent` still true, so later callbacks reach it (CT-20, LC-30, LC-36).
    /// Containers that run the transition themselves (navigation, tabs, pages) have already
    /// made it appear, and a container that forwards by hand (CT-21) is left to do so.
    open func didMove(toParent parent: ViewController?) {
        if let parent, parent.shouldAutomaticallyForwardAppearanceMethods, parent.isOnScreen,
           appearState == .disappeared, let container = parent.viewIfLoaded,
           viewIfLoaded?.isDescendant(of: container) == true, viewIfLoaded?.window?.isVisible == true {
            beginAppearanceTransition(true, animated: false)
            if parent.appearState == .appeared { endAppearanceTransition() }   // else the parent's "did" ends it
        }
        isMovingToParent = false
        isMovingFromParent = false
        notify(.didMove(toParent: parent?.identifier ?? (parent == nil ? nil : "")))
    }

    /// Lays out the children's views in this container's view. Containers override this;
    /// it runs when the container's size changes (V-10..12).
    open func layoutChildViews() {}

    /// Called before the view lays out its subviews (LO-01 step 3).
    open func viewWillLayoutSubviews() {}
    /// Called after the view laid out its subviews (LO-01 step 5).
    open func viewDidLayoutSubviews() {
        layoutChildViews()
    }

    /// A child's title changed; navigation and tab bar controllers refresh their bars.
    open func childTitleDidChange(_ child: ViewController) {
        parent?.childTitleDidChange(self)
    }

    // MARK: Finding containers

    // MARK: Items and editing (see ViewController+Items)

    let itemStorage = ViewControllerItemStorage()

    /// Redraws bars that show this controller's items; containers override.
    open func refreshBars() {}

    /// Switches editing mode; overrides call super first (LC-63). Relabels the Edit/Done
    /// button, which is a layout change for VoiceOver (AX-43).
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != storedEditing else { return }
        storedEditing = editing
        if let item = storedEditButtonItem {
            item.title = editing ? "Done" : "Edit"
            item.titleIsUIKits = true
            if isOnScreen { application?.systemDidChange(.layout(resetsFocus: false)) }
        }
    }

    // MARK: Presentation state (see ViewController+Presentation)

    /// The controller this one presented (MP-04; 2008's `modalViewController`).
    public internal(set) var presentedViewController: ViewController?
    /// The controller that presented this one, or one of its ancestors (MP-04): a
    /// controller inside a presented navigation controller answers its presenter, as UIKit does.
    public var presentingViewController: ViewController? {
        get {
            var controller: ViewController? = self
            while let current = controller {
                if let presenter = current.presenter { return presenter }
                controller = current.parent
            }
            return nil
        }
        set { presenter = newValue }
    }
    /// The controller that presented this very controller (not an ancestor).
    weak var presenter: ViewController?
    /// How this controller covers the screen when presented (MP-20).
    public var modalPresentationStyle: ModalPresentationStyle = .fullScreen
    /// How this controller animates in when presented (MP-10..13).
    public var modalTransitionStyle: ModalTransitionStyle = .coverVertical
    /// Whether this controller's area is the context for presentations from inside it (MP-23).
    public var definesPresentationContext = false
    /// Whether this context's own presentation style overrides the presented one's (MP-24).
    public var providesPresentationContextTransitionStyle = false
    /// The style actually used for the current presentation.
    public internal(set) var effectivePresentationStyle: ModalPresentationStyle = .fullScreen
    /// Where the covered view was, to put it back on dismissal (MP-07).
    var coveredViewPlacement: CoveredViewPlacement?
    /// The dimming view that holds a sheet on pad (MP-21, AX-41).
    var presentationContainer: View?
    /// Whether, presented, this controller floats over its presenter in a dimmed layer that
    /// is modal to VoiceOver, whatever its style, leaving the presenter on screen (an alert,
    /// `AlertController`): its view fills the layer.
    var floatsOverPresenter: Bool { false }

    // MARK: Rotation (see ViewController+Rotation)

    /// The orientations this controller supports (RO-01, RO-03): by default all but
    /// upside-down on phone and all on pad (iOS 6), or portrait only in the 2008 era.
    open var supportedInterfaceOrientations: InterfaceOrientationMask {
        get { explicitSupportedOrientations ?? defaultSupportedOrientations }
        set { explicitSupportedOrientations = newValue }
    }
    var explicitSupportedOrientations: InterfaceOrientationMask?

    /// Whether the controller allows rotating now (RO-03); the topmost can block rotation.
    open var shouldAutorotate: Bool { true }

    /// The orientation a full-screen presentation appears in (RO-03).
    open var preferredInterfaceOrientationForPresentation: InterfaceOrientation? { nil }

    /// The 2.x-era question "may I rotate to `orientation`?" (RO-01).
    open func shouldAutorotate(to orientation: InterfaceOrientation) -> Bool {
        supportedInterfaceOrientations.allows(orientation)
    }

    /// Rotation is about to start; `interfaceOrientation` is still the old one (RO-11 step 1).
    open func willRotate(to orientation: InterfaceOrientation, duration: Double) {
        forwardRotation { $0.willRotate(to: orientation, duration: duration) }
    }
    /// Inside the rotation animation; `interfaceOrientation` is already new (RO-11 step 3).
    open func willAnimateRotation(to orientation: InterfaceOrientation, duration: Double) {
        forwardRotation { $0.willAnimateRotation(to: orientation, duration: duration) }
    }
    /// Rotation finished (RO-11 step 5).
    open func didRotate(from orientation: InterfaceOrientation) {
        forwardRotation { $0.didRotate(from: orientation) }
    }
    /// Whether rotation callbacks reach the displayed children automatically (CT-23).
    open var shouldAutomaticallyForwardRotationMethods: Bool { true }

    // MARK: Layout options

    /// Extends the view under the status bar (LO-04, NC-92); never under a tab bar (TB-41).
    public var wantsFullScreenLayout = false
}
