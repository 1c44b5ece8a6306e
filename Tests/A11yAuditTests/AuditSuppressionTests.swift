import Testing
@testable import A11yAudit
@testable import A11ySceneModel

/// The suppression file: its forms, its errors, what an entry matches, and the counts.
@Suite("Audit suppressions")
@MainActor
struct AuditSuppressionTests {
    static let scene = AuditHarness.screen("""
            - { type: label, text: Home, traits: [header] }
            - { type: button, id: tiny, title: X, frame: [16, 100, 20, 20], onActivate: [announce: X] }
            - { type: button, id: small, title: Y, frame: [16, 200, 20, 20], onActivate: [announce: Y] }
    """)

    func report(_ suppressions: String) throws -> AuditReport {
        AuditReport(result: try AuditHarness.run(Self.scene),
                    suppressions: try AuditSuppressions.parse(suppressions, file: "s.yaml"))
    }

    @Test("An entry by rule and element silences that finding; the summary counts it")
    func byElement() throws {
        let report = try report("""
        suppressions:
          - rule: small-hit-region
            element: tiny
            reason: A close button drawn small on purpose; its accessibility frame is enlarged in code.
        """)
        #expect(report.findings.map(\.element) == ["small"])
        #expect(report.suppressed.map(\.finding.element) == ["tiny"])
        #expect(report.summary.hasSuffix("0 errors, 1 warning, 0 notes; 1 suppressed."))
        #expect(report.unusedSuppressions.isEmpty)
    }

    @Test(
        "A suppression file is read with the scene loader's limits: a tab in the indentation and an alias bomb are located errors"
    )
    func yamlLimits() {
        #expect(throws: SceneError.self) { try AuditSuppressions.parse("suppressions:\n\t- rule: no-heading\n", file: "s.yaml") }
        do {
            _ = try AuditSuppressions.parse("suppressions:\n\t- rule: no-heading\n", file: "s.yaml")
        } catch let error as SceneError {
            #expect(error.message.contains("tab character"))
        } catch {}
        let chain = (1...400).map { "a\($0): &a\($0) [*a\($0 - 1), *a\($0 - 1)]" }.joined(separator: "\n")
        #expect(throws: SceneError.self) { try AuditSuppressions.parse("a0: &a0 x\n" + chain, file: "s.yaml") }
    }

    @Test("By screen, with a wildcard; a plain list works too; unused entries are listed")
    func byScreen() throws {
        let report = try report("""
        - screen: "Laun*"
          reason: The launch screen is being redesigned.
        - element: gone
          reason: Removed last week.
        """)
        #expect(report.findings.isEmpty)
        #expect(report.suppressed.count == 2)
        #expect(report.unusedSuppressions.map(\.element) == ["gone"])
        #expect(report.unusedSuppressions.first?.location == AuditLocation(file: "s.yaml", line: 3, column: 3))
    }

    @Test("Malformed files are errors with file, line and column", arguments: [
        ("- rule: small-hit-region\n", "needs the key \"reason\"", 1),
        ("- { rule: small-hit-region, reason: \"  \" }\n", "the reason is empty", 1),
        ("- { reason: Because }\n", "needs a rule, an element or a screen", 1),
        ("- { rule: small-hit-regoin, reason: Typo }\n",
         "unknown rule \"small-hit-regoin\" (did you mean `small-hit-region`?)", 1),
        ("suppressions:\n  - { rule: no-heading, reason: R, file: x }\n", "unknown key \"file\"", 2),
        ("other: 1\n", "unknown key \"other\"", 1),
        ("- [unclosed\n", "not valid YAML", 2),
    ])
    func malformed(text: String, message: String, line: Int) {
        do {
            _ = try AuditSuppressions.parse(text, file: "s.yaml")
            Issue.record("no error for \(text)")
        } catch let error as SceneError {
            #expect(error.file == "s.yaml")
            #expect(error.message.contains(message), "\(error.message)")
            #expect(error.line == line, "\(error)")
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test("An empty file suppresses nothing")
    func empty() throws {
        #expect(try AuditSuppressions.parse("", file: "s.yaml").entries.isEmpty)
        #expect(try AuditSuppressions.parse("suppressions: []\n", file: "s.yaml").entries.isEmpty)
    }

    @Test("Glob: `*` stands for any text, elsewhere the whole value must match", arguments: [
        ("Settings > *", "Settings > Wi-Fi", true), ("Settings > *", "Settings", false), ("*", "", true),
        ("*Wi-Fi", "Settings > Wi-Fi", true), ("A*B*C", "AxxBxxC", true), ("A*B*C", "AxxC", false),
        ("Launch", "Launch", true), ("Launch", "Launch > X", false),
    ])
    func glob(pattern: String, text: String, matches: Bool) {
        #expect(AuditSuppressions.glob(pattern, matches: text) == matches)
    }
}
