import Yams
import A11ySceneModel
import A11ySceneFiles

/// Known findings to leave out of an audit's failures: the `.voicenav-audit.yaml` file.
///
/// Each entry names a `rule`, an `element` (a view id), a `screen` (as findings name it,
/// `Mail > Anna Haro`), or several of these, and must give a `reason`. A finding is
/// suppressed by the first entry whose every given key matches it; `*` in a value stands for
/// any text (`screen: "Settings > *"`). Suppressed findings are counted in the summary, not
/// printed, and never fail the run. Like a baseline file of SwiftLint or a `// swiftlint:disable`
/// with a reason, and SARIF's `suppressions`.
///
/// ```yaml
/// suppressions:
///   - rule: reading-order-jump
///     screen: Launch
///     reason: The two columns are read column by column on purpose.
///   - element: legacyBanner
///     reason: Removed in the next release.
/// ```
public struct AuditSuppressions: Sendable, Hashable {
    /// The file's usual name, looked for in the current folder and beside the audited file.
    public static let fileName = ".voicenav-audit.yaml"

    /// One entry: what it matches and why.
    public struct Entry: Sendable, Hashable {
        public var rule: String?
        public var element: String?
        public var screen: String?
        public var reason: String
        /// Where the entry is written.
        public var location: AuditLocation

        /// Whether every key the entry gives matches `finding`.
        public func matches(_ finding: AuditFinding) -> Bool {
            if let rule, !AuditSuppressions.glob(rule, matches: finding.rule) { return false }
            if let element {
                guard let id = finding.element, AuditSuppressions.glob(element, matches: id) else { return false }
            }
            if let screen, !AuditSuppressions.glob(screen, matches: finding.screen) { return false }
            return true
        }
    }

    public var entries: [Entry]

    public init(entries: [Entry] = []) { self.entries = entries }

    /// Reads the suppression file at `path`; a malformed one throws a located `SceneError`.
    public static func load(path: String) throws -> AuditSuppressions {
        try parse(try InputFile.readText(path: path), file: path)
    }

    /// Parses a suppression file's text: a mapping with `suppressions:`, or the list alone.
    public static func parse(_ text: String, file: String) throws -> AuditSuppressions {
        guard let node = try SceneParser.composeYAML(text, file: file, what: "the suppression file") else {
            return AuditSuppressions()
        }
        let root = YAMLValue(node: node, file: file, budget: ReadBudget(forFileOfSize: text.utf8.count))
        let list: [YAMLValue]
        if case .mapping = node {
            let mapping = try root.mapping("the suppression file", allowed: ["suppressions"])
            list = try mapping["suppressions"]?.list("suppressions") ?? []
        } else {
            list = try root.list("the suppression file")
        }
        return AuditSuppressions(entries: try list.map(entry))
    }

    private static func entry(_ value: YAMLValue) throws -> Entry {
        let mapping = try value.mapping("a suppression", allowed: ["rule", "element", "screen", "reason"])
        let rule = try mapping["rule"]?.optionalString("the rule id")
        if let rule, !rule.contains("*"), AuditRules.rule(rule) == nil {
            let ids = AuditRules.all.map(\.id)
            let hint = KeySuggestion.nearest(to: rule, in: ids).map { " (did you mean `\($0)`?)" } ?? ""
            throw mapping["rule"]!.error("unknown rule \"\(rule)\"\(hint); the rules are: \(ids.joined(separator: ", "))")
        }
        let element = try mapping["element"]?.optionalString("the element id")
        let screen = try mapping["screen"]?.optionalString("the screen")
        guard rule != nil || element != nil || screen != nil else {
            throw value.error("a suppression needs a rule, an element or a screen (or several) to say what it silences")
        }
        let reason = try mapping.required("reason", in: "a suppression").string("the reason")
        guard !reason.trimmedWhitespace.isEmpty else {
            throw mapping["reason"]!.error("the reason is empty; say why this finding is accepted")
        }
        let position = value.location
        return Entry(rule: rule, element: element, screen: screen, reason: reason,
                     location: AuditLocation(file: value.file, line: position.line, column: position.column))
    }

    /// Whether `pattern`, where `*` stands for any text, matches all of `text`.
    static func glob(_ pattern: String, matches text: String) -> Bool {
        guard pattern.contains("*") else { return pattern == text }
        let parts = pattern.split(separator: "*", omittingEmptySubsequences: false).map(String.init)
        var rest = Substring(text)
        guard rest.hasPrefix(parts[0]) else { return false }
        rest = rest.dropFirst(parts[0].count)
        for (index, part) in parts.enumerated().dropFirst() {
            if index == parts.count - 1 { return part.isEmpty || rest.hasSuffix(part) }
            guard !part.isEmpty else { continue }
            guard let range = rest.firstRange(of: part) else { return false }
            rest = rest[range.upperBound...]
        }
        return true
    }
}
