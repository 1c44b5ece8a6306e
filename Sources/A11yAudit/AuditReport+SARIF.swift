import A11yCore
import A11ySceneModel

/// SARIF 2.1.0, as GitHub code scanning reads it (`github/codeql-action/upload-sarif`).
///
/// One run: the tool driver `voicenav` with every rule (id, short and full description,
/// help, default level), and one result per finding that counts, located by the file's URI
/// relative to the current folder (base `%SRCROOT%`, the repository's root when the audit
/// runs there) and the line and column where the view is defined. The screen and element go
/// in the result's `properties`.
extension AuditReport {
    /// The version the SARIF driver reports (no `informationUri`: the tool has no public
    /// page yet, and SARIF does not require one).
    public static var toolVersion: String { ToolVersion.current }

    /// The SARIF log; file paths are made relative to `currentDirectory`.
    public func sarif(currentDirectory: String, rules: [any AuditRule] = AuditRules.all) -> String {
        JSONOutput.document(sarifLog(currentDirectory: currentDirectory, rules: rules), layout: .pretty, versioned: false)
    }

    /// The SARIF log as values.
    func sarifLog(currentDirectory: String, rules: [any AuditRule]) -> SARIFLog {
        let ruleIndex = Dictionary(rules.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
        let ruleEntries = rules.map { rule in
            SARIFLog.Rule(id: rule.id, name: Self.ruleName(rule.id), shortDescription: .init(text: rule.summary),
                          fullDescription: .init(text: rule.explanation),
                          help: .init(text: rule.help + " Source: " + rule.source + "."),
                          defaultConfiguration: .init(level: rule.level.rawValue))
        }
        let results = findings.map { finding in
            let (uri, base) = Self.artifactURI(finding.location.file, currentDirectory: currentDirectory)
            let location = SARIFLog.PhysicalLocation(artifactLocation: .init(uri: uri, uriBaseId: base),
                                                     region: .init(finding.location))
            return SARIFLog.Result(ruleId: finding.rule, ruleIndex: ruleIndex[finding.rule], level: finding.level.rawValue,
                                   message: .init(text: finding.message), locations: [.init(physicalLocation: location)],
                                   properties: .init(screen: finding.screen, element: finding.element))
        }
        // A folder audit's summary per file, as the run's property bag.
        let fileEntries = files.map { file in
            SARIFLog.FileEntry(uri: Self.artifactURI(file.file, currentDirectory: currentDirectory).uri, screens: file.screens,
                               errors: file.errors, warnings: file.warnings, notes: file.notes, suppressed: file.suppressed,
                               problem: file.problem)
        }
        let run = SARIFLog.Run(tool: .init(driver: .init(version: Self.toolVersion, rules: ruleEntries)), results: results,
                               properties: files.isEmpty ? nil : .init(files: fileEntries))
        return SARIFLog(runs: [run])
    }

    /// `missing-label` → `MissingLabel`: SARIF's rule name, an identifier-like form of the id.
    static func ruleName(_ id: String) -> String {
        id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// The URI of `file` for a SARIF artifact location: relative to `currentDirectory` (with the
    /// base `%SRCROOT%`) when it lies inside it, else an absolute `file://` URI.
    static func artifactURI(_ file: String, currentDirectory: String) -> (uri: String, base: String?) {
        let absolute = file.hasPrefix("/") ? file : currentDirectory + "/" + file
        let path = normalized(absolute)
        let root = normalized(currentDirectory)
        let prefix = root == "/" ? "/" : root + "/"
        if path.hasPrefix(prefix) { return (percentEncoded(String(path.dropFirst(prefix.count))), "%SRCROOT%") }
        return ("file://" + percentEncoded(path), nil)
    }

    /// `path` with `.` and `..` components resolved and no repeated or trailing slash.
    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            if part == "." { continue }
            if part == ".." { if !parts.isEmpty { parts.removeLast() }; continue }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    /// `path` with every byte outside RFC 3986's unreserved set and `/` percent-encoded.
    static func percentEncoded(_ path: String) -> String {
        var result = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                result += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return result
    }
}
