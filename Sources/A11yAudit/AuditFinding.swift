import A11ySceneModel

/// One thing the audit found on one screen (issue 13's contract: the field names are fixed).
///
/// `rule` is a stable id (`missing-label`), `message` says what is wrong and how to fix it,
/// `element` is the view's id (nil for a finding about the whole screen), `screen` how to get
/// there from launch (`Mail > Anna Haro`), `location` where the view is defined. Mirrors a
/// result of Xcode's `performAccessibilityAudit` (an issue with its element and audit type)
/// and a SARIF result.
public struct AuditFinding: Sendable, Hashable, Codable {
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

    /// The finding as a located message, as the audit's text prints it: `file:line:column:
    /// level: message [rule] (element)` (one text form for every located message).
    public var diagnostic: Diagnostic {
        Diagnostic(location: location, severity: level, message: "\(message) [\(rule)]" + (element.map { " (\($0))" } ?? ""))
    }

    private enum CodingKeys: String, CodingKey { case rule, level, message, element, screen, location }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(rule, forKey: .rule)
        try container.encode(level.rawValue, forKey: .level)
        try container.encode(message, forKey: .message)
        try container.encode(element, forKey: .element)
        try container.encode(screen, forKey: .screen)
        try container.encode(location, forKey: .location)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(rule: try container.decode(String.self, forKey: .rule),
                  level: try container.decode(AuditLevel.self, forKey: .level),
                  message: try container.decode(String.self, forKey: .message),
                  element: try container.decodeIfPresent(String.self, forKey: .element),
                  screen: try container.decode(String.self, forKey: .screen),
                  location: try container.decode(AuditLocation.self, forKey: .location))
    }
}
