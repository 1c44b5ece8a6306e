
/// A scene the file cannot open without being told which: an id it does not have, or a
/// storyboard with several view controllers and no initial one.
///
/// It is the command line's fault, not the file's: `voicenav` exits 64 and lists the
/// choices; in a test script it is an error at the script's `scene` line.
public struct SceneChoiceError: Error, CustomStringConvertible, Sendable {
    /// The Interface Builder file.
    public var file: String
    /// The id that was asked for (nil: none was, and the file has no initial one).
    public var requested: String?
    /// What the file offers: its view controllers, or a xib's top-level views.
    public var choices: [InputScreen]
    /// The ids closest to `requested`, closest first.
    public var suggestions: [String]
    /// Whether the suggestions are near enough to be a slip of the typed id.
    public var suggestionsAreClose = false

    /// `--scene` given for a scene file, which has one root: there is nothing to choose.
    package static func sceneFileHasOneRoot(file: String, requested: String) -> SceneChoiceError {
        var error = SceneChoiceError(file: file, requested: requested, choices: [])
        error.oneRoot = true
        return error
    }

    /// Set for a scene file given a `--scene`.
    public private(set) var oneRoot = false

    /// `--scene` given for a page source or JSON dump, which holds one screen.
    package static func dumpHasOneScreen(file: String, requested: String) -> SceneChoiceError {
        var error = SceneChoiceError(file: file, requested: requested, choices: [])
        error.oneRoot = true
        error.isDump = true
        return error
    }

    /// Set for a dump given a `--scene`.
    private var isDump = false

    /// `--scene N` for a debugDescription text with fewer `Element subtree:` blocks.
    package static func noSuchBlock(file: String, requested: Int, count: Int) -> SceneChoiceError {
        var error = SceneChoiceError(file: file, requested: String(requested), choices: [])
        error.blockCount = count
        return error
    }

    /// A Swift file's screen not given (several views and no preview) or not found.
    package static func swiftSource(file: String, requested: String?, choices: [InputScreen]) -> SceneChoiceError {
        var error = SceneChoiceError(file: file, requested: requested, choices: choices)
        error.isSwiftSource = true
        return error
    }

    /// Set for a Swift file: its screens are previews and view types.
    public private(set) var isSwiftSource = false

    /// A debugDescription text's number of blocks, when `--scene` asked for one it lacks.
    public private(set) var blockCount: Int?

    package init(file: String, requested: String?, choices: [InputScreen], sceneIDs: [String: String] = [:]) {
        self.file = file
        self.requested = requested
        self.choices = choices
        if let requested {
            var names = choices.flatMap { [$0.id] + ($0.storyboardIdentifier.map { [$0] } ?? []) }
            names += sceneIDs.keys
            let close = Self.closest(to: requested, in: names, within: true)
            suggestionsAreClose = !close.isEmpty
            suggestions = close.isEmpty ? Self.closest(to: requested, in: names, within: false) : close
        } else {
            suggestions = []
        }
    }

    private var isXib: Bool { file.lowercased().hasSuffix(".xib") }

    private var fileName: String { file.split(separator: "/").last.map(String.init) ?? file }

    /// One line: what went wrong and, for a wrong id, the closest ids.
    public var message: String {
        if oneRoot, isDump, let requested {
            return "--scene \(requested) picks a controller of a storyboard or xib, or a block of a debugDescription; "
                + "\(file) is an accessibility dump of one screen"
        }
        if oneRoot, let requested {
            return "--scene \(requested) picks a controller of a storyboard or xib; \(file) is a scene file, which has one root"
        }
        if let blockCount, let requested {
            return "--scene \(requested): \(fileName) has \(blockCount) element subtree\(blockCount == 1 ? "" : "s"); "
                + "give a number from 1 to \(blockCount) (without --scene: the last)"
        }
        if isSwiftSource {
            guard let requested else {
                let uikit = choices.allSatisfy { $0.kind == .uiKitController || $0.kind == .uiKitView }
                return "\(fileName) has no #Preview and \(choices.count) "
                    + (uikit ? "view controller and view classes" : "View types") + ": choose one with --scene NAME"
            }
            let quoted = suggestions.map { "\"\($0)\"" }
            return "no preview, View type or view controller \"\(requested)\" in \(fileName)"
                + (quoted.isEmpty ? "" : (suggestionsAreClose ? "; did you mean " : "; the closest are ")
                    + quoted.joined(separator: " or "))
        }
        let what = isXib ? "top-level view" : "view controller"
        guard let requested else {
            return "\(fileName) has no initial view controller and \(choices.count) view controllers: "
                + "choose one with --scene ID (its storyboard identifier or object id)"
        }
        var text = "no \(what) \"\(requested)\" in \(fileName)"
        let quoted = suggestions.map { "\"\($0)\"" }
        if suggestionsAreClose, !quoted.isEmpty {
            text += "; did you mean " + quoted.joined(separator: " or ") + "?"
        } else if !quoted.isEmpty {
            text += "; the closest ids are " + quoted.joined(separator: ", ")
        }
        return text
    }

    /// The choices, one line each: id, storyboard identifier, class, title.
    public var listing: String {
        let rows = choices.map { choice -> [String] in
            [choice.id, choice.storyboardIdentifier ?? "-", choice.className, choice.title.map { "\"\($0)\"" } ?? ""]
        }
        let widths = (0..<3).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            (0..<3).map { row[$0].padding(to: widths[$0]) }.joined(separator: "  ") + (row[3].isEmpty ? "" : "  " + row[3])
        }.map { "  " + $0.trimmingTrailingSpaces }.joined(separator: "\n")
    }

    public var description: String {
        if oneRoot || blockCount != nil { return message + "." }
        if isSwiftSource {
            return "\(message)\nThe screens of \(fileName) (name, kind, type):\n"
                + choices.map { "  \($0.id)  \($0.kind.rawValue)  \($0.className)" }.joined(separator: "\n")
        }
        let what = isXib ? "top-level views" : "view controllers"
        return "\(message)\nThe \(what) of \(fileName) (id, storyboard identifier, class, title):\n\(listing)"
    }

    /// The three names at the smallest edit distance from `typed` (ignoring case); `within`:
    /// only those close enough to be a slip (at most a third of the name's length, and at
    /// least 2, or one name containing the other).
    package static func closest(to typed: String, in names: [String], within: Bool) -> [String] {
        let target = Array(typed.lowercased())
        var best: [(String, Int)] = []
        for name in Set(names) {
            let candidate = Array(name.lowercased())
            let limit = max(2, min(target.count, candidate.count) / 3)
            let distance = KeySuggestion.editDistance(String(target), String(candidate))
            let contains = candidate.count >= 3 && target.count >= 3
                && (name.lowercased().contains(typed.lowercased()) || typed.lowercased().contains(name.lowercased()))
            if !within || distance <= limit || contains { best.append((name, contains ? min(distance, limit) : distance)) }
        }
        return best.sorted { ($0.1, $0.0) < ($1.1, $1.0) }.prefix(3).map(\.0)
    }
}

extension String {
    fileprivate func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
    fileprivate var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
