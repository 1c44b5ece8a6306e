import A11yCore
import A11ySceneModel

/// An audit's findings sorted into those that count and those a suppression silences, and
/// the three ways to print them: text, JSON and SARIF.
///
/// Text is for a terminal: findings grouped by screen, one `file:line:column: level: message
/// [rule] (element)` line each, as compilers print diagnostics, then a summary with counts per
/// level and the suppressed count. JSON is an array of findings with issue 13's field names;
/// SARIF 2.1.0 is what GitHub code scanning reads (`AuditReport+SARIF.swift`).
public struct AuditReport: Sendable {
    public let result: AuditResult
    /// Findings no suppression matches, in the order found.
    public let findings: [AuditFinding]
    /// Findings a suppression matched, with the entry.
    public let suppressed: [(finding: AuditFinding, entry: AuditSuppressions.Entry)]
    /// Suppression entries that matched nothing (stale, or mistyped).
    public let unusedSuppressions: [AuditSuppressions.Entry]
    /// A folder audit's summary per file (empty for one file).
    public internal(set) var files: [AuditFileSummary] = []

    public init(result: AuditResult, suppressions: AuditSuppressions = AuditSuppressions()) {
        self.result = result
        var active: [AuditFinding] = []
        var silenced: [(AuditFinding, AuditSuppressions.Entry)] = []
        var used = Set<Int>()
        for finding in result.findings {
            if let index = suppressions.entries.firstIndex(where: { $0.matches(finding) }) {
                silenced.append((finding, suppressions.entries[index]))
                used.insert(index)
            } else {
                active.append(finding)
            }
        }
        findings = active
        suppressed = silenced
        unusedSuppressions = suppressions.entries.enumerated().filter { !used.contains($0.offset) }.map(\.element)
    }

    /// How many findings that count are at `level`.
    public func count(_ level: AuditLevel) -> Int { findings.filter { $0.level == level }.count }

    /// Whether a finding that counts is at `level` or above (nil: never fails).
    public func fails(at level: AuditLevel?) -> Bool {
        guard let level else { return false }
        return findings.contains { $0.level >= level }
    }

    // MARK: Text

    /// Findings grouped by screen, then the summary. Text from the app is made safe for a
    /// terminal (`TerminalText`): no control character reaches it. With `listingScreens`, the
    /// screens audited come first, one line each with its element count.
    public func text(listingScreens: Bool = false) -> String {
        var lines: [String] = []
        if listingScreens {
            lines.append("Screens audited:")
            for screen in result.screens {
                let count = screen.elements.count
                lines.append(TerminalText.safe("  \(screen.name) (\(count) element\(count == 1 ? "" : "s"))"))
            }
            lines.append("")
        }
        var order: [String] = []
        var byScreen: [String: [AuditFinding]] = [:]
        for finding in findings {
            if byScreen[finding.screen] == nil { order.append(finding.screen) }
            byScreen[finding.screen, default: []].append(finding)
        }
        for screen in order {
            lines.append(TerminalText.safe(screen))
            for finding in byScreen[screen] ?? [] {
                lines.append(TerminalText.safe("  \(finding.diagnostic)"))
            }
        }
        if !lines.isEmpty { lines.append("") }
        if !files.isEmpty {
            lines += files.map { TerminalText.safe($0.line) }
            lines.append("")
        }
        lines.append(summary)
        return lines.joined(separator: "\n") + "\n"
    }

    /// `12 screens audited: 1 error, 2 warnings, 0 notes; 3 suppressed.` and, when the bound
    /// stopped the exploration, what was left.
    public var summary: String {
        func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
        let audited = files.filter { $0.problem == nil }.count
        var text = (files.isEmpty ? "" : "\(counted(audited, "file")), ")
            + "\(counted(result.screens.count, "screen")) audited: \(counted(count(.error), "error")), "
            + "\(counted(count(.warning), "warning")), \(counted(count(.note), "note")); \(suppressed.count) suppressed."
        if let bound = result.boundReached {
            text += "\nThe exploration stopped at its bound (\(bound)): "
                + "\(counted(result.screensBeyondBound, "more screen")) found and not audited."
        }
        func names(_ controllers: [InputScreen]) -> String {
            TerminalText.safe(controllers.map { controller in
                controller.className.hasPrefix("UI") || controller.className == controller.id
                    ? controller.id + " (" + controller.className + ")" : controller.className + " (" + controller.id + ")"
            }.joined(separator: ", "))
        }
        if files.isEmpty, !result.openedByCode.isEmpty {
            text += "\n\(counted(result.openedByCode.count, "controller")) no screen leads to "
                + "(code, or a row code fills, opens them), audited from themselves: " + names(result.openedByCode)
        }
        if files.isEmpty, !result.unreachedControllers.isEmpty {
            text += "\n\(counted(result.unreachedControllers.count, "controller")) not reached: "
                + names(result.unreachedControllers)
        }
        if !result.replayFailures.isEmpty {
            text += "\n\(counted(result.replayFailures.count, "screen")) could not be reached again from launch: "
                + TerminalText.safe(result.replayFailures.joined(separator: "; "))
        }
        return text
    }

    // MARK: JSON

    /// The findings that count as a JSON array of `{rule, level, message, element, screen,
    /// location: {file, line, column}}` (`AuditFinding`'s `Encodable` form).
    public func json() -> String {
        JSONOutput.document(findings, layout: .pretty)
    }
}
