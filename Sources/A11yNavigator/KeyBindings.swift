import A11yCore
/// What a key does in the interactive navigator.
public enum NavigatorCommand: Sendable, Hashable {
    /// A VoiceOver action, shared with scripts.
    case voiceOver(VoiceOverAction)
    /// Rotate to the next orientation the app allows.
    case rotateNext
    case toggleHints
    /// Reopen the audio output after it failed (a restarted audio server).
    case reconnectAudio
    /// Show or hide what the import left to code (a storyboard's notes).
    case importNotes
    /// Show or hide the braille panel (`--braille`).
    case toggleBraille
    /// Pan the braille display one width to the right (`true`) or left.
    case panBraille(forward: Bool)
    case help
    case quit
}

/// The navigator's keys, modelled on VoiceOver's keyboard commands; `?` shows this table.
public enum KeyBindings {
    /// Keys, the command they run, and the help text.
    public struct Binding: Sendable, Hashable {
        public var keys: [Key]
        public var command: NavigatorCommand
        public var summary: String
    }

    public static let table: [Binding] = [
        Binding(keys: [.character("?")], command: .help, summary: "show or hide this help"),
        Binding(keys: [.character("q"), .control("c")], command: .quit, summary: "quit"),
        Binding(keys: [.right], command: .voiceOver(.next), summary: "next element"),
        Binding(keys: [.left], command: .voiceOver(.previous), summary: "previous element"),
        Binding(keys: [.home], command: .voiceOver(.first), summary: "first element"),
        Binding(keys: [.end], command: .voiceOver(.last), summary: "last element"),
        Binding(keys: [.space, .enter], command: .voiceOver(.activate), summary: "activate (double tap)"),
        Binding(keys: [.escape], command: .voiceOver(.gesture(.escape)), summary: "escape (two-finger Z)"),
        Binding(keys: [.character("m")], command: .voiceOver(.gesture(.magicTap)), summary: "magic tap"),
        Binding(keys: [.up], command: .voiceOver(.gesture(.increment)), summary: "increment an adjustable element"),
        Binding(keys: [.down], command: .voiceOver(.gesture(.decrement)), summary: "decrement an adjustable element"),
        Binding(keys: [.pageDown], command: .voiceOver(.gesture(.scroll(.next))),
                summary: "scroll to the next page (three fingers)"),
        Binding(keys: [.pageUp], command: .voiceOver(.gesture(.scroll(.previous))), summary: "scroll to the previous page"),
        // The swipe's direction names the gesture; content follows the fingers (VoiceOverRules, "Gestures").
        Binding(keys: [.shiftPageUp], command: .voiceOver(.gesture(.scroll(.right))),
                summary: "show what is to the left (swipe right)"),
        Binding(keys: [.shiftPageDown], command: .voiceOver(.gesture(.scroll(.left))),
                summary: "show what is to the right (swipe left)"),
        Binding(keys: [.character("a")], command: .voiceOver(.readAll), summary: "read all from here"),
        Binding(keys: [.character("s")], command: .voiceOver(.stop), summary: "stop speech"),
        Binding(keys: [.character("[")], command: .voiceOver(.rotor(forward: false)), summary: "previous rotor setting"),
        Binding(keys: [.character("]")], command: .voiceOver(.rotor(forward: true)), summary: "next rotor setting"),
        Binding(keys: [.character("{")], command: .voiceOver(.rotorMove(forward: false)), summary: "move back by the rotor"),
        Binding(keys: [.character("}")], command: .voiceOver(.rotorMove(forward: true)), summary: "move on by the rotor"),
        Binding(keys: [.character("r")], command: .rotateNext, summary: "rotate the device"),
        Binding(keys: [.character("h")], command: .toggleHints, summary: "hints on or off"),
        Binding(keys: [.character("o")], command: .reconnectAudio, summary: "reconnect the audio output after it failed"),
        Binding(keys: [.character("n")], command: .importNotes,
                summary: "show or hide the import notes (what the storyboard leaves to code)"),
        Binding(keys: [.character("b")], command: .toggleBraille, summary: "show or hide the braille panel (--braille)"),
        Binding(keys: [.character(",")], command: .panBraille(forward: false), summary: "pan the braille display left"),
        Binding(keys: [.character(".")], command: .panBraille(forward: true), summary: "pan the braille display right"),
    ]

    /// The command bound to `key`, if any.
    public static func command(for key: Key) -> NavigatorCommand? {
        table.first { $0.keys.contains(key) }?.command
    }

    /// The help text: one binding per line.
    public static var helpLines: [String] {
        table.map { binding in
            let keys = binding.keys.map(\.description).joined(separator: " or ")
            return keys + String(repeating: " ", count: max(0, 18 - keys.count)) + binding.summary
        }
    }
}
