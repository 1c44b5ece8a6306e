import A11yCore
/// One line of a voicenav script (scene-format.md §6).
public struct ScriptCommand: Sendable, Hashable {
    /// What to do: something a VoiceOver user does, or let time pass.
    public enum Action: Sendable, Hashable {
        /// A user action, performed on the session.
        case voiceOver(VoiceOverAction)
        /// `wait N`: N milliseconds pass with nothing done.
        case wait(milliseconds: Int)
    }

    public var action: Action
    /// `!`: performed at once, interrupting speech, instead of after speech finished.
    public var immediate: Bool
    /// The line in the script, from 1.
    public var line: Int

    public init(action: Action, immediate: Bool = false, line: Int = 0) {
        self.action = action
        self.immediate = immediate
        self.line = line
    }

    /// A command that performs a user action.
    public init(_ action: VoiceOverAction, immediate: Bool = false, line: Int = 0) {
        self.init(action: .voiceOver(action), immediate: immediate, line: line)
    }
}
