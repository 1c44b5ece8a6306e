import Testing
@testable import A11yAudit
@testable import A11ySceneFiles

/// Audits of tiny scenes for the audit's tests.
@MainActor
enum AuditHarness {
    /// The audit of `yaml` (rotation off unless asked for: most tests look at one orientation).
    static func run(_ yaml: String, file: String = "t.yaml", rotation: Bool = false,
                    _ configure: (inout AuditOptions) -> Void = { _ in }) throws -> AuditResult {
        var options = AuditOptions()
        options.exploresRotation = rotation
        configure(&options)
        return AccessibilityAudit.run(spec: try SceneParser.parse(yaml, file: file), options: options)
    }

    /// The findings of `rule` on `yaml`.
    static func findings(_ yaml: String, rule: String, rotation: Bool = false,
                         _ configure: (inout AuditOptions) -> Void = { _ in }) throws -> [AuditFinding] {
        try run(yaml, rotation: rotation, configure).findings.filter { $0.rule == rule }
    }

    /// The element ids `rule` reports on `yaml`.
    static func elements(_ yaml: String, rule: String, rotation: Bool = false) throws -> [String?] {
        try findings(yaml, rule: rule, rotation: rotation).map(\.element)
    }

    /// A one-screen scene whose root view holds `subviews` (YAML list items, indented by 8).
    static func screen(_ subviews: String, extra: String = "") -> String {
        """
        scene: 1
        root: home
        controllers:
          home:
            view:
              subviews:
        \(subviews)
        \(extra)
        """
    }
}
