import A11yCore
import A11ySceneModel
import A11yDumps

/// One check of the audit: a pure function from a screen to its findings.
///
/// Each rule has a stable `id` (the finding's `rule`, the SARIF `ruleId`, what a
/// suppression names), a default `level`, a one-line `summary`, an `explanation` of what it
/// checks and why a VoiceOver user cares, `help` saying how to fix it, and the `source` it
/// comes from (Apple's Human Interface Guidelines, XCTest's audit types, Google's GTXiLib,
/// Deque's axe rules, WCAG). Rules read only the `AuditScreen` value, so they are tested on
/// tiny scenes and cost nothing to run twice.
public protocol AuditRule: Sendable {
    var id: String { get }
    var level: AuditLevel { get }
    var summary: String { get }
    var explanation: String { get }
    var help: String { get }
    var source: String { get }
    /// What the rule reads beyond labels and frames, for screens read from a running app's
    /// dump: a rule runs on a dump only when the dump's format records all of it (a
    /// debugDescription has no traits, so no heading rule runs on one).
    var needs: DumpCapabilities { get }
    /// Whether the rule judges an element's text (its words, length or language): in a
    /// language, a finding on a text the translation table gives is that table's, located at
    /// the line that holds the text, and reported for each language (AuditRuleReference,
    /// "Languages").
    var judgesText: Bool { get }
    func check(_ screen: AuditScreen) -> [AuditFinding]
}

extension AuditRule {
    /// Labels and frames, which every format has.
    public var needs: DumpCapabilities { [.labels, .frames] }
    public var judgesText: Bool { false }
}

extension AuditRule {
    /// A finding about `element` on `screen`.
    func finding(_ message: String, on screen: AuditScreen, element: AuditElement) -> AuditFinding {
        AuditFinding(rule: id, level: level, message: message, element: element.id, screen: screen.name,
                     location: element.location)
    }

    /// A finding about the whole screen.
    func finding(_ message: String, on screen: AuditScreen) -> AuditFinding {
        AuditFinding(rule: id, level: level, message: message, element: nil, screen: screen.name, location: screen.location)
    }
}

/// Small text helpers the rules share.
enum AuditText {
    /// The words of `text`, lowercased, split at anything that is not a letter or digit.
    static func words(_ text: String) -> [String] {
        text.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
    }

    /// `value` as points, at most two decimals, without a needless `.0` (`44`, `30.5`, `32.33`).
    static func points(_ value: Double) -> String { value.short }

    /// A frame as `x, y, width × height`.
    static func frame(_ rect: Rect) -> String {
        "\(rect.minX.short), \(rect.minY.short), \(rect.width.short) × \(rect.height.short)"
    }

    /// `text` quoted for a message, cut at 60 characters.
    static func quoted(_ text: String) -> String {
        let short = text.count > 60 ? String(text.prefix(59)) + "…" : text
        return "\"\(short)\""
    }
}
