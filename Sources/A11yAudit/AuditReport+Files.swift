import A11yCore
import A11ySceneModel  // for its members (no type of it is named here)

/// One file's line in the report of a folder audit.
public struct AuditFileSummary: Sendable, Hashable, Encodable {
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

    private enum CodingKeys: String, CodingKey {
        case file, screens, errors, warnings, notes, suppressed, problem, unreached, openedByCode
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(file, forKey: .file)
        try container.encode(screens, forKey: .screens)
        try container.encode(errors, forKey: .errors)
        try container.encode(warnings, forKey: .warnings)
        try container.encode(notes, forKey: .notes)
        try container.encode(suppressed, forKey: .suppressed)
        try container.encode(problem, forKey: .problem)
        try container.encode(unreached, forKey: .unreached)
        try container.encode(openedByCode, forKey: .openedByCode)
    }

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

    /// A folder audit's JSON: `{"schemaVersion", "files": [{file, screens, errors, warnings,
    /// notes, suppressed, problem, unreached, openedByCode}], "findings": [...]}`, the findings
    /// as `json()` prints them.
    public func filesJSON() -> String {
        JSONOutput.document(FolderJSON(files: files, findings: findings), layout: .pretty)
    }
}

/// What a folder audit prints as JSON.
private struct FolderJSON: Encodable {
    var files: [AuditFileSummary]
    var findings: [AuditFinding]
}
