import A11yCore
import A11ySceneModel
/// One line of a voicenav script (SceneFileReference, "Script commands").
public struct ScriptCommand: Sendable, Hashable {
    /// What to do: something a VoiceOver user does, or let time pass.
    public enum Action: Sendable, Hashable {
        /// A user action, performed on the session.
        case voiceOver(VoiceOverAction)
        /// `wait N`: N milliseconds pass with nothing done.
        case wait(milliseconds: Int)
        /// `expect …` / `expect-focus ID`: a check of what was spoken, or of the focus.
        case expect(Expectation)
    }

    /// What an `expect` line checks.
    public enum Expectation: Sendable, Hashable {
        /// An utterance since the previous command equals the text.
        case text(String)
        /// An utterance since the previous command matches the regular expression.
        case regex(String)
        /// The focused element has this id.
        case focus(String)
    }

    public var action: Action
    /// `!`: performed at once, interrupting speech, instead of after speech finished.
    public var immediate: Bool
    /// The line in the script, from 1.
    public var line: Int
    /// The column the command starts at, from 1.
    public var column: Int

    public init(action: Action, immediate: Bool = false, line: Int = 0, column: Int = 1) {
        self.action = action
        self.immediate = immediate
        self.line = line
        self.column = column
    }

    /// A command that performs a user action.
    public init(_ action: VoiceOverAction, immediate: Bool = false, line: Int = 0) {
        self.init(action: .voiceOver(action), immediate: immediate, line: line)
    }
}

/// A parsed script: its commands, and the scene its first line names, if any.
public struct Script: Sendable, Hashable {
    /// `scene PATH` or `scene PATH#ID`: the scene file or storyboard the script runs on,
    /// relative to the script, and the storyboard controller to start on.
    public struct SceneReference: Sendable, Hashable {
        public var path: String
        public var controller: String?
        public var line: Int
        public var column: Int
    }

    /// `language CODE`: the device language the script runs in (as `--language`).
    public struct LanguageLine: Sendable, Hashable {
        public var code: String
        public var line: Int
        public var column: Int
    }

    /// `braille` or `braille TABLE`: the run shows the braille line of each element (as `--braille`).
    public struct BrailleLine: Sendable, Hashable {
        /// The liblouis table; nil for the default one.
        public var table: String?
        public var line: Int
        public var column: Int
    }

    public var scene: SceneReference?
    public var language: LanguageLine?
    public var braille: BrailleLine?
    public var commands: [ScriptCommand]

    public init(scene: SceneReference? = nil, language: LanguageLine? = nil, braille: BrailleLine? = nil,
                commands: [ScriptCommand]) {
        self.scene = scene
        self.language = language
        self.braille = braille
        self.commands = commands
    }
}
