import A11yCore
import A11ySceneModel
/// Parses scripts: one command per line; blank lines and `#` comments ignored; `!` makes a
/// command immediate. An unknown command is an error naming its line.
public enum ScriptParser {
    /// Every command word, for messages and help.
    public static let commands = ["next", "previous", "first", "last", "activate", "escape", "magicTap", "scroll",
                                  "increment", "decrement", "stop", "readAll", "rotor", "rotorNext", "rotorPrevious",
                                  "rotate", "wait", "focus", "action", "expect", "expect-focus", "scene", "language", "braille",
                                  "type"]

    /// The commands of a script (a `scene` line is checked and left out: see `parseScript`).
    public static func parse(_ text: String, file: String) throws -> [ScriptCommand] {
        try parseScript(text, file: file).commands
    }

    /// A script with the scene its first command names, if it names one (`scene PATH` or
    /// `scene PATH#ID`: a test script says what it runs on).
    public static func parseScript(_ text: String, file: String) throws -> Script {
        var result: [ScriptCommand] = []
        var scene: Script.SceneReference?
        var language: Script.LanguageLine?
        var braille: Script.BrailleLine?
        // Split on the byte: a CRLF end is one Character, so splitting on "\n" would not split it.
        for (index, line) in DataLines.all(text).enumerated() {
            let lineNumber = index + 1
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
            /// The rest of the line after the command word, spaces trimmed.
            var rest = String(body.dropFirst(word.count).drop { $0 == " " || $0 == "\t" })
            while rest.last == " " || rest.last == "\t" { rest.removeLast() }
            if word == "scene" {
                guard result.isEmpty, scene == nil else { throw fail("`scene` must be the script's first command") }
                guard !immediate else { throw fail("`scene` cannot be immediate (`!`)") }
                guard !rest.isEmpty else {
                    throw fail("`scene` takes the scene's path, relative to the script (PATH or PATH#ID)")
                }
                // A path with spaces may be quoted, as in a shell: `scene "My App/Main.storyboard#home"`.
                if rest.count >= 2, rest.first == "\"", rest.last == "\"" { rest = String(rest.dropFirst().dropLast()) }
                let parts = rest.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                scene = Script.SceneReference(path: parts[0], controller: parts.count > 1 && !parts[1].isEmpty ? parts[1] : nil,
                                              line: lineNumber, column: column)
                continue
            }
            if word == "language" {
                guard result.isEmpty, language == nil else {
                    throw fail("`language` comes before the script's commands (after a `scene` line), once")
                }
                guard !immediate else { throw fail("`language` cannot be immediate (`!`)") }
                guard words.count == 2, LanguageTag.isValid(words[1]) else {
                    throw fail("`language` takes one language code as iOS names it (de, pt-BR, zh-Hans)")
                }
                language = Script.LanguageLine(code: LanguageTag.normalized(words[1]), line: lineNumber, column: column)
                continue
            }
            if word == "braille" {
                guard result.isEmpty, braille == nil else {
                    throw fail("`braille` comes before the script's commands (after a `scene` line), once")
                }
                guard !immediate else { throw fail("`braille` cannot be immediate (`!`)") }
                guard words.count <= 2 else { throw fail("`braille` takes at most one liblouis table name (en-ueb-g2.ctb)") }
                braille = Script.BrailleLine(table: words.count == 2 ? words[1] : nil, line: lineNumber, column: column)
                continue
            }
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
                    throw fail("unknown orientation \"\(name)\"; "
                               + "expected \(InterfaceOrientation.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                action = .voiceOver(.rotate(orientation))
            case "wait":
                guard let ms = Int(try one("milliseconds")), ms >= 0, ms <= 3_600_000 else {
                    throw fail("`wait` takes a number of milliseconds from 0 to 3600000")
                }
                action = .wait(milliseconds: ms)
            case "focus": action = .voiceOver(.focus(try one("a view id")))
            case "expect":
                action = .expect(try expectation(rest, fail: fail))
            case "expect-focus":
                action = .expect(.focus(try one("the id of the element that should have the focus")))
            case "action":
                guard !arguments.isEmpty else { throw fail("`action` takes the name of a custom action") }
                action = .voiceOver(.customAction(arguments.joined(separator: " ")))
            case "type":
                // The rest of the line, typed into the field being edited.
                guard !rest.isEmpty else { throw fail("`type` takes the text to type: the rest of the line") }
                action = .voiceOver(.type(rest))
            default:
                throw fail("unknown command \"\(word)\"; expected one of: \(commands.joined(separator: ", "))")
            }
            result.append(ScriptCommand(action: action, immediate: immediate, line: lineNumber, column: column))
        }
        return Script(scene: scene, language: language, braille: braille, commands: result)
    }

    /// `expect "TEXT"` (with `\"`, `\\` and `\n` escapes) or `expect /REGEX/`.
    static func expectation(_ rest: String, fail: (String) -> SceneError) throws -> ScriptCommand.Expectation {
        if rest.hasPrefix("\"") {
            var text = ""
            var escaped = false
            var closed = false
            for character in rest.dropFirst() {
                if closed { throw fail("`expect \"TEXT\"`: nothing may follow the closing quote") }
                if escaped {
                    switch character {
                    case "n": text.append("\n")
                    case "t": text.append("\t")
                    default: text.append(character)
                    }
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    closed = true
                } else {
                    text.append(character)
                }
            }
            guard closed else { throw fail("`expect \"TEXT\"`: the text has no closing quote") }
            return .text(text)
        }
        if rest.hasPrefix("/"), rest.count >= 2, rest.hasSuffix("/") {
            let pattern = String(rest.dropFirst().dropLast())
            do { _ = try Regex(pattern) } catch {
                throw fail("`expect /REGEX/`: not a valid regular expression: \(error)")
            }
            return .regex(pattern)
        }
        throw fail("`expect` takes \"TEXT\" (an utterance, in double quotes) or /REGEX/")
    }
}
