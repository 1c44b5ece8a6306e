import A11yCore
import Yams
import A11ySceneModel

/// Reads a scene file into a `SceneSpec` (SceneFileReference, "The file" to "Gesture handlers"), validating as it goes:
/// unknown keys, wrong types, unknown ids and containers that refer to themselves are
/// errors naming file, line and column.
public enum SceneParser {
    /// The deepest view or controller nesting accepted.
    public static let maximumDepth = 200
    /// The largest scene file accepted, in bytes.
    public static let maximumSize = InputFile.maximumSize

    /// Composes the YAML of `file` (`what` it is, for messages) with the scene loader's
    /// limits: at most `maximumSize` bytes, nesting and alias chains bounded before the YAML
    /// library sees them (it builds and frees recursively), a tab in the indentation named
    /// as such. Nil for an empty document. Every YAML file voicenav reads goes through here.
    package static func composeYAML(_ text: String, file: String, what: String) throws -> Node? {
        if text.utf8.count > maximumSize {
            throw SceneError(file: file, line: 1, column: 1,
                             message: "\(what) is larger than \(maximumSize >> 20) MB; "
                                 + "files are limited to \(maximumSize >> 20) MB")
        }
        try NestingCheck.check(text, file: file, limit: maximumDepth * 2 + 20)
        do {
            return try Yams.compose(yaml: text)
        } catch let error as YamlError {
            if let tab = YAMLErrors.tabIndentation(before: error, in: text) {
                throw SceneError(file: file, line: tab.line, column: tab.column,
                                 message: "a tab character in the indentation; YAML indents with spaces only, "
                                     + "so replace the tab with spaces")
            }
            throw YAMLErrors.sceneError(error, file: file, text: text)
        }
    }

    /// Parses `text`, the content of `file`.
    public static func parse(_ text: String, file: String) throws -> SceneSpec {
        guard let node = try composeYAML(text, file: file, what: "the scene") else {
            throw SceneError(file: file, line: 1, column: 1,
                             message: "the scene is empty; it needs at least `scene: 1` and `root:`")
        }
        var context = ParseContext(file: file)
        let budget = ReadBudget(forFileOfSize: text.utf8.count)
        let spec = try context.scene(YAMLValue(node: node, file: file, budget: budget))
        var validator = SceneValidator(spec: spec, declaredViews: context.declaredViews, viewReferences: context.viewReferences,
                                       controllerReferences: context.controllerReferences, tabReferences: context.tabReferences,
                                       tabBarSizes: context.tabBarSizes)
        try validator.validate()
        return spec
    }
}

/// Turns Yams' errors into located scene errors.
enum YAMLErrors {
    /// Where `key` is given again after its first occurrence at `first` (1-based): the next
    /// line that starts with `key:` at the same column (block style), else a later `key:`
    /// on the same line (flow style).
    static func repeatedKey(_ key: String, after first: (line: Int, column: Int), in text: String) -> (line: Int, column: Int)? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard first.line >= 1, first.line <= lines.count, !key.isEmpty else { return nil }
        func isKey(_ rest: Substring) -> Bool {
            guard rest.hasPrefix(key) else { return false }
            return rest.dropFirst(key.count).drop { $0 == " " || $0 == "\t" }.hasPrefix(":")
        }
        let firstLine = Array(lines[first.line - 1])
        var column = first.column + key.count
        while column < firstLine.count {
            let rest = Substring(String(firstLine[column...]))
            if isKey(rest), column > 0, [" ", "{", ",", "\t"].contains(firstLine[column - 1]) { return (first.line, column + 1) }
            column += 1
        }
        for index in first.line..<lines.count {
            let line = lines[index]
            let indent = line.prefix { $0 == " " }.count
            let content = line.drop { $0 == " " || $0 == "\t" || $0 == "\r" }
            if indent + 1 < first.column, !content.isEmpty, !content.hasPrefix("#") { return nil }   // the mapping ended
            if indent + 1 == first.column, isKey(line.dropFirst(indent)) { return (index + 1, indent + 1) }
        }
        return nil
    }

    /// Where a tab stands in a line's indentation, on the line YAML stopped at or just
    /// above it (1-based line and column); nil when there is none. YAML
    /// forbids tabs in indentation, and the YAML library's message for one ("found character
    /// that cannot start any token") does not say so. Only looked for when the YAML library
    /// failed, so a tab it accepts (in a quoted text, in flow style) is never reported.
    package static func tabIndentation(before error: YamlError, in text: String) -> (line: Int, column: Int)? {
        let stop: Int
        switch error {
        case .scanner(_, _, let mark, _), .parser(_, _, let mark, _), .composer(_, _, let mark, _): stop = mark.line
        default: return nil
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        // The tab's line, or one of the two above it (the library may stop at the next token).
        for index in stride(from: min(stop, lines.count) - 1, through: max(0, stop - 3), by: -1) {
            let line = lines[index]
            let indentation = line.prefix { $0 == " " || $0 == "\t" }
            guard let tab = indentation.firstIndex(of: "\t") else { continue }
            let rest = line[indentation.endIndex...].drop { $0 == "\r" }
            if rest.isEmpty { continue }                     // a blank line may hold tabs
            return (index + 1, line.distance(from: line.startIndex, to: tab) + 1)
        }
        return nil
    }

    static func sceneError(_ error: YamlError, file: String, text: String = "") -> SceneError {
        switch error {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _), .composer(_, let problem, let mark, _):
            return SceneError(file: file, line: mark.line, column: mark.column, message: "not valid YAML: \(problem)")
        case .reader(let problem, _, _, _):
            return SceneError(file: file, line: 1, column: 1, message: "cannot read the file: \(problem)")
        case .duplicatedKeysInMapping(let duplicates, let context):
            // Yams marks the first occurrence; the mistake is the repeat, so point there.
            let first = (line: context.mark.line, column: context.mark.column)
            let again = duplicates.first.flatMap { repeatedKey($0, after: first, in: text) } ?? first
            let earlier = again == first ? "" : " (first given at line \(first.line))"
            return SceneError(file: file, line: again.line, column: again.column,
                              message: "duplicate key \(duplicates.joined(separator: ", "))\(earlier)")
        default:
            return SceneError(file: file, line: 1, column: 1, message: "not valid YAML: \(error)")
        }
    }
}

/// Rejects absurdly deep nesting before the YAML library recurses into it.
///
/// Aliases nest too: `&b [*a]` holds all of `a` one level down, so a chain of anchors
/// builds a tree as deep as the chain is long, which the YAML library builds and frees
/// recursively. The deepest tree aliases can build is at most (anchors + 1) × the deepest
/// nesting written in the file; that product is limited as well.
enum NestingCheck {
    /// The deepest tree aliases may build.
    static let aliasDepthLimit = 5_000

    package static func check(_ text: String, file: String, limit: Int) throws {
        var depth = 0, line = 1, column = 0
        var lineIndent = 0, countingIndent = true
        // Upper bounds, for the alias rule: the nesting written (indentation, `- ` and
        // brackets all count as levels), and anchors and aliases (`&name`, `*name` after a
        // space or a bracket; ones inside text are counted too, which only errs on the safe side).
        var lineDepth = 0, maximumDepth = 0, anchors = 0, aliases = 0
        var previous = UInt8(ascii: "\n"), anchorLine = 1, anchorColumn = 1
        for byte in text.utf8 {
            column += 1
            defer { previous = byte }
            switch byte {
            case UInt8(ascii: "\n"):
                line += 1; column = 0; lineIndent = 0; countingIndent = true; lineDepth = 0
            case UInt8(ascii: " ") where countingIndent:
                lineIndent += 1
                lineDepth += 1
                if lineIndent / 2 > limit * 2 {
                    throw SceneError(file: file, line: line, column: column, message: "nesting is deeper than \(limit) levels")
                }
            case UInt8(ascii: "-") where countingIndent:
                lineDepth += 1
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                countingIndent = false
                depth += 1
                if depth > limit {
                    throw SceneError(file: file, line: line, column: column, message: "nesting is deeper than \(limit) levels")
                }
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                countingIndent = false
                depth = max(0, depth - 1)
            case UInt8(ascii: "&"), UInt8(ascii: "*"):
                countingIndent = false
                if [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "["), UInt8(ascii: "{"),
                    UInt8(ascii: ","), UInt8(ascii: "-"), UInt8(ascii: ":")].contains(previous) {
                    if byte == UInt8(ascii: "&") {
                        anchors += 1
                        (anchorLine, anchorColumn) = (line, column)
                    } else {
                        aliases += 1
                    }
                }
            default:
                countingIndent = false
            }
            maximumDepth = max(maximumDepth, lineDepth + depth)
        }
        if aliases > 0, anchors > 0, (anchors + 1) * (maximumDepth + 1) > aliasDepthLimit {
            throw SceneError(file: file, line: anchorLine, column: anchorColumn,
                             message: "too many anchors (&name) for this nesting: \(anchors) anchors, "
                                + "nested up to \(maximumDepth) levels, "
                                + "may expand through aliases to more than \(aliasDepthLimit) levels")
        }
    }
}
