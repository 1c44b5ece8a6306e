import A11yCore
import A11ySceneModel  // for its members (no type of it is named here)

/// One file's line in the report of a folder audit.
public struct AuditFileSummary: Sendable, Hashable {
    public var file: String
    public var screens: Int
    public var errors: Int
    public var warnings: Int
    public var notes: Int
    public var suppressed: Int
    /// Why the file was not audited: skipped (another platform's) or a bad file.
    public var problem: String?
    /// Whether `problem` is a bad file (the command exits 65) rather than a skipped one.
    public var isBadFile = false
    /// The ids of its view controllers no screen led to, audited from themselves (a storyboard's).
    public var openedByCode: [String] = []
    /// The ids of its view controllers no audit showed (a storyboard's).
    public var unreached: [String] = []

    /// `Main.storyboard: 12 screens, 1 error, 2 warnings, 0 notes, 3 suppressed`, or the problem.
    public var line: String {
        func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
        if let problem { return "\(file): \(isBadFile ? "not audited" : "skipped"): \(problem)" }
        return "\(file): \(counted(screens, "screen")), \(counted(errors, "error")), \(counted(warnings, "warning")), "
            + "\(counted(notes, "note")), \(suppressed) suppressed"
            + (openedByCode.isEmpty ? "" : "; \(counted(openedByCode.count, "controller")) no screen leads to "
                + "(code, or a row code fills, opens \(openedByCode.count == 1 ? "it" : "them")), "
                + "audited from \(openedByCode.count == 1 ? "itself" : "themselves"): " + openedByCode.joined(separator: ", "))
            + (unreached.isEmpty ? "" : "; \(counted(unreached.count, "controller")) not reached: "
                + unreached.joined(separator: ", "))
    }
}

extension AuditReport {
    /// The report of a folder audit: every file's findings as one report (a problem seen from
    /// two files reported once), with a summary line per file. Screen names are led by the
    /// file's name.
    @MainActor
    public init(files audits: [AppAudit.FileAudit], suppressions: AuditSuppressions, name: (String) -> String = { $0 }) {
        var parts: [(prefix: String, result: AuditResult)] = []
        var summaries: [AuditFileSummary] = []
        for audit in audits {
            var summary = AuditFileSummary(file: name(audit.file), screens: 0, errors: 0, warnings: 0, notes: 0, suppressed: 0)
            if let result = audit.result {
                let own = AuditReport(result: result, suppressions: suppressions)
                summary.screens = result.screens.count
                summary.errors = own.count(.error)
                summary.warnings = own.count(.warning)
                summary.notes = own.count(.note)
                summary.suppressed = own.suppressed.count
                summary.unreached = result.unreachedControllers.map(\.id)
                summary.openedByCode = result.openedByCode.map(\.id)
                parts.append((name(audit.file) + ": ", result))
            } else if let error = audit.error {
                summary.problem = error.description
                summary.isBadFile = true
            } else if let skipped = audit.skipped {
                summary.problem = skipped
            }
            summaries.append(summary)
        }
        self.init(result: AuditResult.merging(parts), suppressions: suppressions)
        files = summaries
    }

    /// Whether some file of a folder audit could not be read.
    public var hasBadFiles: Bool { files.contains { $0.isBadFile } }

    /// A folder audit's JSON: `{"files": [{file, screens, errors, warnings, notes, suppressed,
    /// problem}], "findings": [...]}`, the findings as `json()` prints them.
    public func filesJSON() -> String {
        let entries = files.map { file in
            "    {\"file\": \(JSONText.quote(file.file)), \"screens\": \(file.screens), \"errors\": \(file.errors), "
                + "\"warnings\": \(file.warnings), \"notes\": \(file.notes), \"suppressed\": \(file.suppressed), "
                + "\"problem\": \(file.problem.map(JSONText.quote) ?? "null"), "
                + "\"unreached\": [\(file.unreached.map(JSONText.quote).joined(separator: ", "))], "
                + "\"openedByCode\": [\(file.openedByCode.map(JSONText.quote).joined(separator: ", "))]}"
        }
        let findingsJSON = json().split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
            .joined(separator: "\n")
        return "{\n  \"files\": [\(entries.isEmpty ? "" : "\n" + entries.joined(separator: ",\n") + "\n  ")],\n  \"findings\": "
            + findingsJSON.trimmingLeadingBlanks + "\n}\n"
    }
}

extension String {
    fileprivate var trimmingLeadingBlanks: String {
        var text = Substring(self)
        while text.first == " " { text.removeFirst() }
        while text.last == " " || text.last == "\n" { text.removeLast() }
        return String(text)
    }
}
