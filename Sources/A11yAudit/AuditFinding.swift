import A11ySceneModel

/// One thing the audit found on one screen (issue 13's contract: the field names are fixed).
///
/// `rule` is a stable id (`missing-label`), `message` says what is wrong and how to fix it,
/// `element` is the view's id (nil for a finding about the whole screen), `screen` how to get
/// there from launch (`Mail > Anna Haro`), `location` where the view is defined. Mirrors a
/// result of Xcode's `performAccessibilityAudit` (an issue with its element and audit type)
/// and a SARIF result.
public struct AuditFinding: Sendable, Hashable {
    public var rule: String
    public var level: AuditLevel
    public var message: String
    public var element: String?
    public var screen: String
    public var location: AuditLocation

    public init(rule: String, level: AuditLevel, message: String, element: String?, screen: String, location: AuditLocation) {
        self.rule = rule
        self.level = level
        self.message = message
        self.element = element
        self.screen = screen
        self.location = location
    }
}
