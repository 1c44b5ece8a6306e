/// Where VoiceOver's cursor is, as a session keeps it between actions.
@MainActor
struct CursorState {
    /// The view the cursor was last put on (it may have left the screen since).
    var view: View?
    /// Where the focused element was in the element list when last seen (a hint for lookup).
    var indexHint = 0
    /// The focused element's frame when it was focused, to recognise it after a rebuild.
    var lastFrame: Rect?
    /// The chosen custom action of the focused element, when the rotor is on Actions.
    var actionIndex: Int?
}
