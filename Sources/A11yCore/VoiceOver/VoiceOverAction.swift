/// One thing a VoiceOver user does: a cursor move, an activation, a gesture, a rotor turn.
///
/// The common currency of everything that drives a session — script lines, the navigator's
/// keys, a team's own tests — so that each reaches the session through
/// `VoiceOverSession.perform(_:)` and means the same there. It mirrors VoiceOver's touch
/// gestures and keyboard commands (swipe right = `.next`, double tap = `.activate`,
/// two-finger Z = `.gesture(.escape)`, two-finger swipe down = `.readAll`, ...).
public enum VoiceOverAction: Sendable, Hashable {
    case next, previous, first, last, activate, stop, readAll
    case gesture(Gesture)
    /// Turns the rotor to the next or previous setting.
    case rotor(forward: Bool)
    /// Moves by the rotor's setting (swipe down/up).
    case rotorMove(forward: Bool)
    /// Rotates the device.
    case rotate(InterfaceOrientation)
    /// Moves the cursor to the element with this id, as a touch on it would.
    case focus(String)
    /// Performs the focused element's custom action with this name (the Actions rotor).
    case customAction(String)
    /// Types the text, character by character, into the focused text field while it is
    /// being edited (the on-screen or a hardware keyboard), each character spoken as typed.
    case type(String)
    /// Deletes the character before the insertion point of the focused field being edited
    /// (the keyboard's delete key), speaking it.
    case deleteBackward
}

extension VoiceOverSession {
    /// Performs one user action: the single way in for scripts, keys and tests.
    ///
    /// Whatever cannot be done plays `[no action]`, as VoiceOver's "nothing happened" sound:
    /// a rotation to an orientation the app refuses, a focus on an id that is not on screen,
    /// an unknown custom action, typing with no text field being edited under the cursor.
    public func perform(_ action: VoiceOverAction) {
        switch action {
        case .next: next()
        case .previous: previous()
        case .first: first()
        case .last: last()
        case .activate: activate()
        case .stop: stopSpeech()
        case .readAll: readAll()
        case .gesture(let gesture): perform(gesture)
        case .rotor(let forward): rotor(forward: forward)
        case .rotorMove(let forward): rotorMove(forward: forward)
        case .rotate(let orientation):
            if !rotate(to: orientation) { queue.play(.noAction) }
        case .focus(let identifier):
            focus(identifier: identifier)   // plays [no action] itself when nothing is there
        case .customAction(let name): performCustomAction(named: name)
        case .type(let text): type(text)
        case .deleteBackward: deleteBackward()
        }
    }
}
