import Foundation
import Testing

/// `voicenav audit`, end to end: formats, exit codes, `--fail-on`, suppression files (issue 13).
@Suite("voicenav audit")
struct AuditCommandTests {
    typealias CLI = CommandLineTests

    /// A new folder holding `files` (name → text).
    func folder(_ files: [String: String]) throws -> String {
        let path = NSTemporaryDirectory() + "voicenav-audit-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        for (name, text) in files { try text.write(toFile: path + "/" + name, atomically: true, encoding: .utf8) }
        return path
    }

    /// One error (a button without a label), one warning (a small button), one note (a label ending in a period).
    static let flawed = """
    scene: 1
    root: home
    controllers:
      home:
        view:
          subviews:
            - { type: label, text: Home, traits: [header] }
            - { type: button, id: unnamed, frame: [16, 100, 100, 44], onActivate: [announce: Hi] }
            - { type: button, id: tiny, title: X, frame: [16, 200, 20, 20], onActivate: [announce: X] }
            - { type: button, id: send, title: Send., frame: [16, 300, 100, 44], onActivate: [announce: Sent] }
    """

    static let warningsOnly = """
    scene: 1
    root: home
    controllers:
      home:
        view:
          subviews:
            - { type: label, text: Home, traits: [header] }
            - { type: button, id: tiny, title: X, frame: [16, 200, 20, 20], onActivate: [announce: X] }
    """

    @Test("A clean scene exits 0 and prints the summary")
    func clean() throws {
        let result = try CLI.voicenav(["audit", "examples/settings.yaml"])
        #expect(result.status == 0)
        #expect(result.stdout == "12 screens audited: 0 errors, 0 warnings, 0 notes; 0 suppressed.\n")
    }

    @Test("An error fails the run (exit 1); --fail-on sets the level, never never fails")
    func failOn() throws {
        let dir = try folder(["app.yaml": Self.flawed, "warn.yaml": Self.warningsOnly])
        let flawed = try CLI.voicenav(["audit", dir + "/app.yaml", "--no-rotation"])
        #expect(flawed.status == 1)
        #expect(flawed.stdout.contains("app.yaml:8:11: error: This button has no label"))
        #expect(flawed.stdout.hasSuffix("1 screen audited: 1 error, 1 warning, 1 note; 0 suppressed.\n"))
        #expect(try CLI.voicenav(["audit", dir + "/app.yaml", "--fail-on", "never"]).status == 0)
        #expect(try CLI.voicenav(["audit", dir + "/warn.yaml", "--no-rotation"]).status == 0)
        #expect(try CLI.voicenav(["audit", dir + "/warn.yaml", "--no-rotation", "--fail-on", "warning"]).status == 1)
        #expect(try CLI.voicenav(["audit", dir + "/warn.yaml", "--no-rotation", "--fail-on", "note"]).status == 1)
    }

    @Test("--format json prints an array of findings; --format sarif a SARIF log; the summary goes to standard error")
    func formats() throws {
        let dir = try folder(["app.yaml": Self.flawed])
        let json = try CLI.voicenav(["audit", dir + "/app.yaml", "--format", "json", "--no-rotation"])
        #expect(json.status == 1)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(array.map { $0["rule"] as? String } == ["missing-label", "small-hit-region", "label-ends-with-period"])
        #expect(json.stderr.contains("1 error, 1 warning, 1 note"))
        let sarif = try CLI.voicenav(["audit", dir + "/app.yaml", "--format", "sarif", "--no-rotation"])
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let results = (log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]
        #expect(results?.count == 3)
    }

    @Test("A suppression file beside the scene silences findings and counts them; --suppressions names another")
    func suppressions() throws {
        let suppressions = """
        suppressions:
          - rule: missing-label
            element: unnamed
            reason: The icon button gets its label in code.
        """
        let dir = try folder(["app.yaml": Self.flawed, ".voicenav-audit.yaml": suppressions])
        let result = try CLI.voicenav(["audit", dir + "/app.yaml", "--no-rotation"])
        #expect(result.status == 0)
        #expect(result.stdout.hasSuffix("1 screen audited: 0 errors, 1 warning, 1 note; 1 suppressed.\n"))
        let other = try folder(["other.yaml": "- { rule: small-hit-region, reason: Known. }\n"])
        let named = try CLI.voicenav(["audit", dir + "/app.yaml", "--no-rotation", "--suppressions", other + "/other.yaml"])
        #expect(named.status == 1)
        #expect(named.stdout.hasSuffix("1 error, 0 warnings, 1 note; 1 suppressed.\n"))
        let unused = try folder(["u.yaml": "- { element: nothing, reason: Old. }\n"])
        let stale = try CLI.voicenav(["audit", dir + "/app.yaml", "--no-rotation", "--suppressions", unused + "/u.yaml"])
        #expect(stale.stderr.contains("u.yaml:1:3: note: this suppression matched no finding"))
    }

    @Test("Bad files exit 65 with file:line:column; a bad command line exits 64")
    func badInput() throws {
        let dir = try folder(["broken.yaml": "scene: 1\nroot: nowhere\n", "bad.yaml": "- { rule: nope, reason: x }\n"])
        let broken = try CLI.voicenav(["audit", dir + "/broken.yaml"])
        #expect(broken.status == 65)
        #expect(broken.stderr.contains("broken.yaml:2:"))
        let badSuppressions = try CLI.voicenav(["audit", "examples/settings.yaml", "--suppressions", dir + "/bad.yaml"])
        #expect(badSuppressions.status == 65)
        #expect(badSuppressions.stderr.contains("bad.yaml:1:11: error: unknown rule \"nope\""))
        #expect(try CLI.voicenav(["audit", dir + "/missing.yaml"]).status == 65)
        #expect(try CLI.voicenav(["audit", "examples/settings.yaml", "--format", "xml"]).status == 64)
        #expect(try CLI.voicenav(["audit", "examples/settings.yaml", "--fail-on", "sometimes"]).status == 64)
        #expect(try CLI.voicenav(["audit"]).status == 64)
    }

    @Test("--list-rules lists every rule with its level")
    func listRules() throws {
        let result = try CLI.voicenav(["audit", "--list-rules"])
        #expect(result.status == 0)
        #expect(result.stdout.split(separator: "\n").count == 24)
        #expect(result.stdout.contains("no-heading"))
    }
}
