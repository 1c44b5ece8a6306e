import A11yCore

/// Gesture handlers (SceneFileReference, "Gesture handlers"): each a list of actions.
public struct HandlerSpec: Sendable {
    public var escape: [ActionSpec]?
    public var magicTap: [ActionSpec]?
    public var scroll: [AccessibilityScrollDirection: [ActionSpec]] = [:]
    public var onActivate: [ActionSpec]?
    public var increment: [ActionSpec]?
    public var decrement: [ActionSpec]?
    /// Run when an announcement was heard to the end (the iBooks pattern, AX-34).
    public var announcementFinished: [ActionSpec]?
    public init() {}
}

/// One step of a handler (SceneFileReference, "Actions").
public indirect enum ActionSpec: Sendable {
    case push(ControllerRef)
    case pop, popToRoot
    case popTo(String)
    case present(ControllerRef, ModalPresentationStyle?)
    case dismiss
    case selectTab(Int)
    case popover(ControllerRef, from: String)
    case dismissPopover
    case announce(String, queued: Bool)
    case post(notification: String, element: String?, text: String?)
    case set(view: String, properties: [PropertySpec])
    case toggle(String), increment(String), decrement(String)
    case rotate(InterfaceOrientation)
    case pass
    case setEditing(Bool)
    case turnPage(forward: Bool)
    /// `focus: id`: the text field, text view or search bar becomes first responder (`becomeFirstResponder()`), so
    /// VoiceOver reads it as being edited.
    case focus(String)
    /// `showDetail: id`: the split view controller on screen shows `id` as its detail
    /// (`showDetailViewController`); without one it pushes or presents, as UIKit does.
    case showDetail(ControllerRef)
    /// `unwind: true`: back to the screen below: dismisses a presented screen, else pops.
    case unwind
    /// Runs `then` when the view's property equals the value, else `otherwise`.
    case when(view: String, property: PropertySpec, then: [ActionSpec], otherwise: [ActionSpec])
}
