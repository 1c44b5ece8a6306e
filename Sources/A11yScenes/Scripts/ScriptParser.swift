import A11yCore
/// Parses scripts: one command per line; blank lines and `#` comments ignored; `!` makes a
/// command immediate. An unknown command is an error naming its line.
public enum ScriptParser {
    /// Every command word, for messages and help.
    public static let commands = ["next", "previous", "first", "last", "activate", "escape", "magicTap", "scroll",
                                  "increment", "decrement", "stop", "readAll", "rotor", "rotorNext", "rotorPrevious",
                                  "rotate", "wait", "focus", "action"]

    public static func parse(_ text: String, file: String) throws -> [ScriptCommand] {
        var result: [ScriptCommand] = []
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let lineNumber = index + 1
            var line = Substring(rawLine)
            if line.hasSuffix("\r") { line = line.dropLast() }
            let leading = line.prefix { $0 == " " || $0 == "\t" }.count
            var body = line.dropFirst(leading)
            if body.isEmpty || body.hasPrefix("#") { continue }
            var column = leading + 1
            var immediate = false
            if body.hasPrefix("!") {
                immediate = true
                body = body.dropFirst()
                column += 1
                let spaces = body.prefix { $0 == " " || $0 == "\t" }.count
                body = body.dropFirst(spaces)
                column += spaces
            }
            let words = body.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            func fail(_ message: String) -> SceneError {
                SceneError(file: file, line: lineNumber, column: column, message: message)
            }
            guard let word = words.first else { throw fail("`!` needs a command after it") }
            let arguments = Array(words.dropFirst())
            func noArguments(_ action: VoiceOverAction) throws -> ScriptCommand.Action {
                guard arguments.isEmpty else { throw fail("`\(word)` takes no argument") }
                return .voiceOver(action)
            }
            func one(_ what: String) throws -> String {
                guard arguments.count == 1 else { throw fail("`\(word)` takes one argument: \(what)") }
                return arguments[0]
            }
            let action: ScriptCommand.Action
            switch word {
            case "next": action = try noArguments(.next)
            case "previous": action = try noArguments(.previous)
            case "first": action = try noArguments(.first)
            case "last": action = try noArguments(.last)
            case "activate": action = try noArguments(.activate)
            case "escape": action = try noArguments(.gesture(.escape))
            case "magicTap": action = try noArguments(.gesture(.magicTap))
            case "increment": action = try noArguments(.gesture(.increment))
            case "decrement": action = try noArguments(.gesture(.decrement))
            case "stop": action = try noArguments(.stop)
            case "readAll": action = try noArguments(.readAll)
            case "rotorNext": action = try noArguments(.rotorMove(forward: true))
            case "rotorPrevious": action = try noArguments(.rotorMove(forward: false))
            case "scroll":
                let name = try one("up, down, left, right, next or previous")
                guard let direction = AccessibilityScrollDirection(rawValue: name) else {
                    throw fail("unknown scroll direction \"\(name)\"; expected up, down, left, right, next or previous")
                }
                action = .voiceOver(.gesture(.scroll(direction)))
            case "rotor":
                switch try one("next or previous") {
                case "next": action = .voiceOver(.rotor(forward: true))
                case "previous": action = .voiceOver(.rotor(forward: false))
                case let other: throw fail("unknown rotor direction \"\(other)\"; expected next or previous")
                }
            case "rotate":
                let name = try one("an orientation")
                guard let orientation = InterfaceOrientation(rawValue: name) else {
                    throw fail("unknown orientation \"\(name)\"; expected \(InterfaceOrientation.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                action = .voiceOver(.rotate(orientation))
            case "wait":
                guard let ms = Int(try one("milliseconds")), ms >= 0, ms <= 3_600_000 else {
                    throw fail("`wait` takes a number of milliseconds from 0 to 3600000")
                }
                action = .wait(milliseconds: ms)
            case "focus": action = .voiceOver(.focus(try one("a view id")))
            case "action":
                guard !arguments.isEmpty else { throw fail("`action` takes the name of a custom action") }
                action = .voiceOver(.customAction(arguments.joined(separator: " ")))
            default:
                throw fail("unknown command \"\(word)\"; expected one of: \(commands.joined(separator: ", "))")
            }
            result.append(ScriptCommand(action: action, immediate: immediate, line: lineNumber))
        }
        return result
    }
}
