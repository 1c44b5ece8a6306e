
/// A rectangular area of the screen, with subviews, that VoiceOver can read.
///
/// Mirrors `UIView` (V-02): a frame in its superview's coordinates, subviews (strong) and a
/// superview (weak), `isHidden`, `alpha`, and UIKit's accessibility properties
/// (`isAccessibilityElement`, `accessibilityLabel` … SceneFileReference, "Views"). Its next
/// responder is its controller when it is a controller's root view, else its superview
/// (RC-02).
///
/// ```swift
/// let row = View(frame: Rect(x: 0, y: 100, width: 402, height: 44))
/// row.addSubview(Label(text: "Wi-Fi", frame: Rect(x: 16, y: 11, width: 200, height: 22)))
/// ```
@MainActor
open class View: Responder {
    /// What the element-tree walk reads of this view (VoiceOverRules, "The element tree"), resolved from the
    /// properties below on first use and forgotten by `setNeedsAccessibilityUpdate()`, so
    /// the walk reads one value instead of calling a dozen dynamic properties per view.
    /// Declared first so it shares a cache line with the object header (the walk's other
    /// touch, when it retains an element). Nonisolated: the walk is a nonisolated function
    /// that runs synchronously on the main actor (`ElementTreeBuilder.walk`).
    nonisolated(unsafe) final var walkState = WalkState()

    // MARK: Geometry and hierarchy

    /// The frame in the superview's coordinates. Changing its size lays out the subviews.
    public var frame: Rect {
        didSet {
            guard frame != oldValue else { return }
            if frame.size != oldValue.size { sizeDidChange(from: oldValue.size) }
            setNeedsAccessibilityUpdate()
        }
    }

    /// The view's own coordinate space: its size at the origin.
    public var bounds: Rect { Rect(origin: .zero, size: frame.size) }

    /// The centre of the frame, in the superview's coordinates.
    public var center: Point {
        get { Point(x: frame.midX, y: frame.midY) }
        set { frame.origin = Point(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    /// The subviews, back to front.
    public var subviews: [View] { storedSubviews }
    /// The storage behind `subviews`; nonisolated so the element-tree walk can read it
    /// (that walk runs synchronously on the main actor, see `ElementTreeBuilder`).
    nonisolated(unsafe) private(set) final var storedSubviews: [View] = []
    /// The superview, or nil when detached.
    public private(set) weak var superview: View?
    /// How the view follows its superview's size changes.
    public var autoresizingMask: AutoresizingMask = []
    /// Hidden views and their subtrees are not drawn and not read (VoiceOverRules, "The element tree" rule 2).
    public var isHidden = false { didSet { if isHidden != oldValue { setNeedsAccessibilityUpdate() } } }
    /// Opacity; 0 hides the view from VoiceOver as `isHidden` does.
    public var alpha: Double = 1 { didSet { if alpha != oldValue { setNeedsAccessibilityUpdate() } } }
    /// Whether subviews are clipped to the bounds.
    public var clipsToBounds = false { didSet { setNeedsAccessibilityUpdate() } }
    /// An app-chosen number.
    public var tag = 0
    /// What activating the view runs in app code the model does not have: an Interface
    /// Builder action's selector (`signIn:`). The model does only what the control itself
    /// does; the navigator tells the user the rest is in code.
    public var codeAction: String?
    /// The id scenes and tests use to find the view (`accessibilityIdentifier`).
    public var accessibilityIdentifier: String? {
        didSet { if accessibilityIdentifier != oldValue { setNeedsAccessibilityUpdate() } }
    }

    /// The controller whose root view this is (RC-01), set by `ViewController`.
    public internal(set) weak var viewController: ViewController?

    public init(frame: Rect = .zero) {
        self.frame = frame
        super.init()
    }

    /// The window the view is in, or nil.
    open var window: Window? { storedWindow }

    /// The window the view is in, kept as views move (`insertSubview` and
    /// `removeFromSuperview` set it for the moved subtree), so asking for it is one load
    /// rather than a walk up the superviews: every property setter asks, to mark the
    /// window's element tree stale. A subtree always shares its root's window.
    private weak var storedWindow: Window?

    /// Sets the window of this view and its subtree (nothing to do when it is already in it).
    private func setWindow(_ newWindow: Window?) {
        guard storedWindow !== newWindow else { return }
        storedWindow = newWindow
        for subview in storedSubviews { subview.setWindow(newWindow) }
    }

    public override var responderWindow: Window? { window }

    /// RC-02: a controller's root view passes to its controller; others to the superview.
    open override var next: Responder? { viewController ?? superview }

    /// Adds `view` on top of the subviews, removing it from its old superview first.
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` in the subviews (0 is the back).
    public func insertSubview(_ view: View, at index: Int) {
        precondition(view !== self, "a view cannot be its own subview")
        precondition(!isDescendant(of: view), "adding an ancestor as a subview would make a cycle")
        if view.superview === self, let old = subviews.firstIndex(where: { $0 === view }) {
            storedSubviews.remove(at: old)
            storedSubviews.insert(view, at: min(index, storedSubviews.count))
            setNeedsAccessibilityUpdate()
            return
        }
        view.removeFromSuperview()
        storedSubviews.insert(view, at: min(max(0, index), storedSubviews.count))
        view.superview = self
        view.setWindow(window)
        setNeedsAccessibilityUpdate()
        // In a window now, constraint-placed views know their safe area: lay them out.
        if window != nil {
            view.notifyMovedToWindow()
            if View.constraintLayoutsExist { view.layoutConstraintViews() }
        }
    }

    /// Called when the view has come into a window (as UIKit's `didMoveToWindow`): what
    /// depends on the window's screen (its layout direction) can be set up.
    open func didMoveToWindow() {}

    /// `didMoveToWindow()` for this view and its subtree.
    private func notifyMovedToWindow() {
        didMoveToWindow()
        for subview in subviews { subview.notifyMovedToWindow() }
    }

    /// Inserts `view` just above `sibling`.
    public func insertSubview(_ view: View, aboveSubview sibling: View) {
        let index = subviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviews.count
        insertSubview(view, at: index)
    }

    /// Moves `view` to the front of the subviews.
    public func bringSubviewToFront(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    /// Detaches the view from its superview.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.setNeedsAccessibilityUpdate()
        if parent.window?.firstResponder.map({ ($0 as? View)?.isDescendant(of: self) ?? false }) == true {
            parent.window?.firstResponder = nil
        }
        parent.storedSubviews.removeAll { $0 === self }
        superview = nil
        setWindow(nil)
    }

    /// Whether `ancestor` is this view or one of its superviews.
    public func isDescendant(of ancestor: View) -> Bool {
        var view: View? = self
        while let current = view {
            if current === ancestor { return true }
            view = current.superview
        }
        return false
    }

    /// The view with `accessibilityIdentifier == identifier` in this subtree, depth first.
    public func view(withIdentifier identifier: String) -> View? {
        if accessibilityIdentifier == identifier { return self }
        for subview in subviews {
            if let found = subview.view(withIdentifier: identifier) { return found }
        }
        if let explicit = accessibilityElements {
            for element in explicit where element.superview == nil {
                if let found = element.view(withIdentifier: identifier) { return found }
            }
        }
        return nil
    }

    // MARK: Coordinates

    /// Converts `rect` from this view's coordinates to `view`'s (the window's when nil).
    public func convert(_ rect: Rect, to view: View?) -> Rect {
        let inWindow = rect.offsetBy(dx: originInRoot.x, dy: originInRoot.y)
        guard let view else { return inWindow }
        let target = view.originInRoot
        return inWindow.offsetBy(dx: -target.x, dy: -target.y)
    }

    /// Converts `rect` from `view`'s coordinates (the window's when nil) to this view's.
    public func convert(_ rect: Rect, from view: View?) -> Rect {
        let inWindow = view.map { $0.convert(rect, to: nil) } ?? rect
        let origin = originInRoot
        return inWindow.offsetBy(dx: -origin.x, dy: -origin.y)
    }

    /// The view's origin in its root view's (normally the window's) coordinates.
    var originInRoot: Point {
        var x = 0.0, y = 0.0
        var view: View? = self
        while let current = view, !(current is Window) {
            x += current.frame.minX
            y += current.frame.minY
            view = current.superview
            if let parent = view {
                x -= parent.scrollOffset.x
                y -= parent.scrollOffset.y
            }
        }
        return Point(x: x, y: y)
    }

    /// How far the content of this view is scrolled (a scroll view's content offset).
    var scrollOffset: Point { .zero }

    /// Whether this is a window (cheaper than a dynamic cast on the tree-building path).
    var isWindow: Bool { false }

    /// Whether the children are a series read as `i of n.` (a segmented control).
    var isAccessibilitySeries: Bool { false }

    // MARK: Layout (LO-01)

    /// Lays out subviews; override to position them. The default does nothing more than
    /// the autoresizing already done and tells the controller (`viewDidLayoutSubviews`).
    open func layoutSubviews() {}

    /// What places the subviews by constraints (Auto Layout), when something does: it runs
    /// before `layoutSubviews()`, as UIKit's engine does in `UIView.layoutSubviews`.
    public var constraintLayout: (any ConstraintLayout)? {
        didSet { if constraintLayout != nil { View.constraintLayoutsExist = true } }
    }
    /// Whether any view was ever given a constraint layout (so apps without one never walk
    /// their trees for it).
    static var constraintLayoutsExist = false

    /// Lays the view out now, with the controller's callbacks around it (LO-01).
    public func layoutIfNeeded() {
        viewController?.viewWillLayoutSubviews()
        constraintLayout?.layoutSubviews(of: self)
        layoutSubviews()
        viewController?.viewDidLayoutSubviews()
    }

    /// Lays out, now, every view in this subtree that places its subviews by constraints:
    /// what a view needs once it is in a window, where its safe area is known.
    public func layoutConstraintViews() {
        if constraintLayout != nil { layoutIfNeeded() }
        for subview in subviews { subview.layoutConstraintViews() }
    }

    private func sizeDidChange(from oldSize: Size) {
        let dw = frame.width - oldSize.width
        let dh = frame.height - oldSize.height
        for subview in subviews where !subview.autoresizingMask.isEmpty {
            subview.frame = subview.autoresizingMask.resize(subview.frame, dw: dw, dh: dh)
        }
        layoutIfNeeded()
    }

    // MARK: Accessibility (SceneFileReference, "Views")

    /// Whether VoiceOver reads this view as one element (a leaf, VoiceOverRules, "The element tree" rule 3).
    public var isAccessibilityElement: Bool {
        get { explicitIsElement ?? defaultIsAccessibilityElement }
        set { explicitIsElement = newValue; setNeedsAccessibilityUpdate() }
    }
    /// The label; controls derive it from their text or title unless set.
    public var accessibilityLabel: String? {
        get { explicitLabel ?? defaultAccessibilityLabel }
        set { explicitLabel = newValue; setNeedsAccessibilityUpdate() }
    }
    /// The value; controls derive it from their state unless set.
    public var accessibilityValue: String? {
        get { explicitValue ?? defaultAccessibilityValue }
        set { explicitValue = newValue; setNeedsAccessibilityUpdate() }
    }
    /// The hint, spoken after a pause.
    public var accessibilityHint: String? { didSet { setNeedsAccessibilityUpdate() } }
    /// The traits; controls start from their type's defaults and add their state
    /// (`notEnabled` when disabled, `selected` when selected).
    public var accessibilityTraits: AccessibilityTraits {
        get {
            var traits = explicitTraits ?? defaultAccessibilityTraits
            if !isEnabled { traits.insert(.notEnabled) }
            if isSelected { traits.insert(.selected) }
            return traits
        }
        set { explicitTraits = newValue; setNeedsAccessibilityUpdate() }
    }
    /// The language of the label, which picks the speech voice.
    public var accessibilityLanguage: String? { didSet { setNeedsAccessibilityUpdate() } }
    /// Whether a tap gesture acts on the view (a `UITapGestureRecognizer` attached in code or in
    /// Interface Builder, SwiftUI's `onTapGesture`). VoiceOver's double tap reaches it, but only
    /// a trait such as `button` tells the user it does anything (the audit's `tap-without-trait`).
    public var handlesTaps = false
    /// Hides this view *and its whole subtree* from VoiceOver (VoiceOverRules, "The element tree" rule 1).
    public var accessibilityElementsHidden = false { didSet { setNeedsAccessibilityUpdate() } }
    /// When set, VoiceOver ignores this view's siblings; the last modal sibling wins (rule 5).
    public var accessibilityViewIsModal = false { didSet { setNeedsAccessibilityUpdate() } }
    /// Keeps the children together as one group in reading order (rule 6).
    public var shouldGroupAccessibilityChildren = false { didSet { setNeedsAccessibilityUpdate() } }
    /// List, landmark, data table or semantic group (rule 6, VoiceOverRules, "What is said for an element" rule 7).
    public var accessibilityContainerType: AccessibilityContainerType = .none { didSet { setNeedsAccessibilityUpdate() } }
    /// A declared data table and cell (`View+DataTable`): out of line, as few views have one.
    final var dataTableStorage: DataTableStorage?
    /// The children in an explicit order, replacing the subviews (rule 4).
    public var accessibilityElements: [View]? {
        didSet {
            hasExplicitAccessibilityElements = accessibilityElements != nil
            setNeedsAccessibilityUpdate()
        }
    }
    /// Whether `accessibilityElements` is set (read on the tree walk without copying the array).
    private(set) var hasExplicitAccessibilityElements = false
    /// Actions offered in the Actions rotor.
    public var accessibilityCustomActions: [AccessibilityCustomAction] = []
    /// Extra content: high importance content is spoken after the description, the rest on demand.
    public var accessibilityCustomContent: [AccessibilityCustomContent] = [] { didSet { setNeedsAccessibilityUpdate() } }
    /// The frame VoiceOver uses, in window coordinates; defaults to the view's frame there.
    public var accessibilityFrame: Rect {
        get { explicitAccessibilityFrame ?? convert(bounds, to: nil) }
        set { explicitAccessibilityFrame = newValue; setNeedsAccessibilityUpdate() }
    }
    /// The point VoiceOver's double tap touches, in window coordinates: the middle of
    /// `accessibilityFrame` unless set (VoiceOverRules, "Gestures").
    public var accessibilityActivationPoint: Point {
        get { explicitActivationPoint ?? Point(x: accessibilityFrame.midX, y: accessibilityFrame.midY) }
        set { explicitActivationPoint = newValue }
    }
    /// The activation point the app set, if it set one.
    public private(set) var explicitActivationPoint: Point?
    /// Whether the view is enabled; false adds `notEnabled` ("Dimmed.").
    public var isEnabled = true { didSet { if isEnabled != oldValue { setNeedsAccessibilityUpdate() } } }
    /// Whether the view is selected; true adds `selected` ("Selected: …").
    public var isSelected = false { didSet { if isSelected != oldValue { setNeedsAccessibilityUpdate() } } }

    private var explicitIsElement: Bool?
    private var explicitLabel: String?
    private var explicitValue: String?
    private var explicitTraits: AccessibilityTraits?
    private var explicitAccessibilityFrame: Rect?
    /// Whether `accessibilityFrame` was set explicitly.
    var hasExplicitAccessibilityFrame: Bool { explicitAccessibilityFrame != nil }

    /// Whether touches reach the view (UIKit's `isUserInteractionEnabled` as each class leaves it).
    open var takesTouches: Bool { true }
    /// Whether this type is an element by default (controls are; plain views are not).
    /// Like every `default…` property: a subclass whose answer depends on its own state
    /// calls `setNeedsAccessibilityUpdate()` when that state changes.
    open var defaultIsAccessibilityElement: Bool { false }
    /// The label this type derives from its content (a label's text, a button's title).
    open var defaultAccessibilityLabel: String? { nil }
    /// The value this type derives from its state (a slider's percentage, a switch's 1/0).
    open var defaultAccessibilityValue: String? { nil }
    /// The traits of this type (staticText for a label, button for a button …).
    open var defaultAccessibilityTraits: AccessibilityTraits { [] }

    /// The default action of a tap at the activation point: what a control does when
    /// VoiceOver activates it and `accessibilityActivate()` declined (VoiceOverRules, "Gestures").
    /// Returns whether the control did something.
    open func performDefaultAction() -> Bool { false }

    /// Marks the window's element tree as stale, so VoiceOver derives it again. Forgets
    /// the walk state of this view and of its superview (whose modal-child bit may change).
    public func setNeedsAccessibilityUpdate() {
        walkState.flags = []
        superview?.walkState.flags = []
        window?.accessibilityGeneration &+= 1
    }

    // MARK: Element-tree walk state

    /// Forgets the walk state of this view and its whole subtree, so the next derivation
    /// resolves every view again (benchmarks measure that; tests compare it with the kept
    /// states).
    package func forgetWalkStates() {
        walkState.flags = []
        for subview in storedSubviews { subview.forgetWalkStates() }
        for element in accessibilityElements ?? [] where element.superview == nil { element.forgetWalkStates() }
    }

    /// The walk state, resolved now if a change made it stale.
    func resolvedWalkState() -> WalkState {
        if walkState.flags.contains(.resolved) { return walkState }
        walkState = resolveWalkState()
        return walkState
    }

    /// Resolves the stale walk states of the subviews, all in one main-actor step.
    func resolveSubviewWalkStates() {
        for subview in storedSubviews where !subview.walkState.flags.contains(.resolved) {
            subview.walkState = subview.resolveWalkState()
        }
        walkState.flags.insert(.subviewsResolved)
    }

    /// The walk state of this view, computed now.
    func resolveWalkState() -> WalkState {
        var flags: WalkState.Flags = [.resolved]
        if accessibilityElementsHidden || isHidden || alpha <= 0 { flags.insert(.excluded) }
        let isElement = isAccessibilityElement
        let explicit = hasExplicitAccessibilityElements
        if isElement { flags.insert(.element) }
        if explicit { flags.insert(.explicitElements) }
        if clipsToBounds { flags.insert(.clips) }
        if isWindow { flags.insert(.window) }
        if hasExplicitAccessibilityFrame { flags.insert(.explicitFrame) }
        if modalSubview != nil { flags.insert(.modalSubview) }
        var group: AccessibilityGroup.Kind?
        if !isElement {
            let traits = accessibilityTraits
            if traits.contains(.tabBar) { flags.insert(.tabBar) }
            group = ElementTreeBuilder.groupKind(of: self, traits: traits, explicit: explicit)
        }
        if scrollOffset != .zero { flags.insert(.scrolled) }
        return WalkState(flags: flags, group: group, frame: isWindow ? bounds : frame)
    }

    /// The last subview that is modal and shown: the only one VoiceOver reads (VoiceOverRules, "The element tree" rule 5).
    package var modalSubview: View? {
        storedSubviews.last { $0.accessibilityViewIsModal && !$0.isHidden && $0.alpha > 0 }
    }
}

/// Places a view's subviews from constraints: Auto Layout, which `A11yLayout` provides
/// (A11yCore itself solves nothing). Called by `View.layoutIfNeeded()` before the view's
/// own `layoutSubviews()`.
@MainActor
public protocol ConstraintLayout: AnyObject {
    func layoutSubviews(of view: View)
}
