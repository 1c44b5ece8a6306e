/// Closures that answer VoiceOver's special gestures for a responder.
///
/// Scene files and Swift users that prefer not to subclass set these; the responder's
/// `accessibilityPerform…` methods call them. A closure returns true when it handled the
/// gesture (AX-22); nil means "not implemented", which is the same as declining (AX-23).
public struct AccessibilityGestureHandlers {
    public var escape: (@MainActor () -> Bool)?
    public var magicTap: (@MainActor () -> Bool)?
    public var scroll: (@MainActor (AccessibilityScrollDirection) -> Bool)?
    public var activate: (@MainActor () -> Bool)?
    public var increment: (@MainActor () -> Bool)?
    public var decrement: (@MainActor () -> Bool)?

    public init() {}
}

/// An object that can receive events and pass them on along the responder chain.
///
/// Mirrors `UIResponder`. The chain is RC-01..06 plus RC-09: a view passes to its
/// controller when it is that controller's root view, else to its superview; a controller
/// passes to its root view's superview (a presented controller to its presenter); the
/// window passes to the application, and the application to its delegate.
///
/// The accessibility action methods return `Bool`, "handled" (AX-22): true stops the walk
/// of a special gesture up the chain, false lets it continue.
@MainActor
open class Responder {
    /// Handlers for the special VoiceOver gestures, used by the default implementations
    /// of the `accessibilityPerform…` methods below.
    public var accessibilityGestureHandlers: AccessibilityGestureHandlers {
        get { gestureHandlerBox?.handlers ?? AccessibilityGestureHandlers() }
        set {
            if let box = gestureHandlerBox { box.handlers = newValue } else { gestureHandlerBox = GestureHandlerBox(newValue) }
        }
    }

    /// Few responders have handlers: they live out of line, so a view's first bytes are
    /// the state the element-tree walk reads (next to the object header).
    private var gestureHandlerBox: GestureHandlerBox?

    private final class GestureHandlerBox {
        var handlers: AccessibilityGestureHandlers
        init(_ handlers: AccessibilityGestureHandlers) { self.handlers = handlers }
    }

    public init() {}

    /// The next responder in the chain, or nil at its end (RC-01..06, RC-09).
    open var next: Responder? { nil }

    /// Whether this responder can become first responder (text fields can).
    open var canBecomeFirstResponder: Bool { false }

    /// The window whose first responder this responder would be.
    open var responderWindow: Window? { nil }

    /// Whether this responder is its window's first responder.
    public var isFirstResponder: Bool {
        guard let window = responderWindow else { return false }
        return window.firstResponder === self
    }

    /// Asks to become first responder; returns whether it did (RC-07).
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let window = responderWindow else { return false }
        if window.firstResponder === self { return true }
        if let current = window.firstResponder, !current.resignFirstResponder() { return false }
        window.firstResponder = self
        return true
    }

    /// Gives up first-responder status; returns whether it did.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        if let window = responderWindow, window.firstResponder === self { window.firstResponder = nil }
        return true
    }

    // MARK: Accessibility actions (AX-20..29)

    /// Activates the element (a VoiceOver double tap); true when it did something.
    ///
    /// Mirrors `accessibilityActivate()`. When it returns false VoiceOver falls back to the
    /// control's default action (VoiceOverRules, "Gestures").
    open func accessibilityActivate() -> Bool {
        accessibilityGestureHandlers.activate?() ?? false
    }

    /// Answers the Escape gesture (two-finger Z); true stops the walk up the chain (AX-26).
    open func accessibilityPerformEscape() -> Bool {
        accessibilityGestureHandlers.escape?() ?? false
    }

    /// Answers the Magic Tap (two-finger double tap); true stops the walk (AX-27).
    open func accessibilityPerformMagicTap() -> Bool {
        accessibilityGestureHandlers.magicTap?() ?? false
    }

    /// Answers a three-finger scroll; true stops the walk (AX-28).
    open func accessibilityScroll(_ direction: AccessibilityScrollDirection) -> Bool {
        accessibilityGestureHandlers.scroll?(direction) ?? false
    }

    /// Whether this is a built-in scroller (a scroll view, a page view controller) that
    /// scrolls that way but is at its end: it declines the scroll, and when nobody else
    /// handles it VoiceOver plays the boundary sound at once instead of `[no action]`
    /// (VoiceOverRules, "Gestures"). The model's own scrollers answer; other responders say false.
    func accessibilityScrollIsAtLimit(_ direction: AccessibilityScrollDirection) -> Bool {
        false
    }

    /// Increments an adjustable element; sent to the focused element only (AX-29).
    open func accessibilityIncrement() -> Bool {
        accessibilityGestureHandlers.increment?() ?? false
    }

    /// Decrements an adjustable element; sent to the focused element only (AX-29).
    open func accessibilityDecrement() -> Bool {
        accessibilityGestureHandlers.decrement?() ?? false
    }

    /// The application this responder's chain reaches, if any.
    public var application: Application? {
        var responder: Responder? = self
        var steps = 0
        while let current = responder, steps < 100_000 {
            if let app = current as? Application { return app }
            responder = current.next
            steps += 1
        }
        return nil
    }

    /// Posts a notification to the screen reader through this responder's application
    /// (`UIAccessibilityPostNotification`, AX-30). Dropped when no screen reader runs.
    public func postAccessibilityNotification(_ notification: AccessibilityNotification) {
        application?.post(notification)
    }

    /// The responders from this one to the end of the chain, this one first.
    ///
    /// Stops if the chain loops back on itself, which a correct hierarchy never does.
    public var responderChain: [Responder] {
        var chain: [Responder] = []
        var seen = Set<ObjectIdentifier>()
        var responder: Responder? = self
        while let current = responder, seen.insert(ObjectIdentifier(current)).inserted {
            chain.append(current)
            responder = current.next
        }
        return chain
    }
}
