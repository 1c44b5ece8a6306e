import A11yScenes
import A11ySceneModel

/// Audits every screen an app can reach, with no device: `voicenav audit`.
///
/// Explores the app from launch as a VoiceOver user would (`AuditExplorer`), takes each
/// screen once, and runs the rules on it. A problem that shows on several screens (a
/// control in a tab bar, a screen seen again in landscape) is reported once, on the first
/// screen where it shows. Xcode's Accessibility Inspector audit and
/// `XCUIApplication.performAccessibilityAudit()` check the screen a running app shows; this
/// checks all of them, from the scene file or storyboard alone.
///
/// ```swift
/// let result = AccessibilityAudit.run(spec: try InputDocument.load(path: "examples/settings.yaml").spec)
/// for finding in result.findings { print(finding.location.description, finding.rule, finding.message) }
/// ```
@MainActor
public enum AccessibilityAudit {
    /// Explores `spec` and checks every screen found.
    public static func run(spec: SceneSpec, options: AuditOptions = AuditOptions()) -> AuditResult {
        run(spec: spec, options: options, following: nil)
    }

    /// Explores `spec`, or, given the map of the same app in another language, takes its
    /// screens along that map (`AuditMap`; explored after all where a screen differs).
    public static func run(spec: SceneSpec, options: AuditOptions, following map: AuditMap?) -> AuditResult {
        var spec = spec
        // The display was checked where it was chosen; a design canvas a scene file lacks
        // leaves the standard device.
        try? options.display.apply(to: &spec)
        let explorer = AuditExplorer(spec: spec, options: options)
        let screens = explorer.screens(following: map)
        var findings: [AuditFinding] = []
        // Each problem once: where the same rule finds the same element (or, for a finding
        // about a whole screen, the same controller) again — the same tab bar on every tab,
        // a screen again after rotation — only the first finding, on the screen fewest steps
        // from launch, is kept.
        var reported = Set<FindingIdentity>()
        for screen in screens {
            // An element reading design-time text is `placeholder-text`'s: the rules that judge
            // its words would blame the placeholder, not the app's real text.
            let placeholders = Set(screen.elements.filter(\.hasDesignTimeText).map(\.location))
            for rule in options.rules {
                for var finding in rule.check(screen) {
                    if PlaceholderTextRule.supersedes.contains(finding.rule), finding.element != nil,
                       placeholders.contains(finding.location) { continue }
                    if rule.judgesText, let table = tableLocation(of: finding, on: screen) { finding.location = table }
                    if reported.insert(FindingIdentity(finding)).inserted { findings.append(finding) }
                }
            }
        }
        var result = AuditResult(screens: screens, findings: findings, actionsPerformed: explorer.actionsPerformed,
                                 boundReached: explorer.boundReached, screensBeyondBound: explorer.screensBeyondBound,
                                 replayFailures: explorer.replayFailures)
        result.map = explorer.map
        return result
    }

    /// Where the translation table holds the text a finding judges: the table's line for the
    /// element's first text the table gives (the same or another text), nil when the screen is
    /// in its base language or the text is not the table's.
    static func tableLocation(of finding: AuditFinding, on screen: AuditScreen) -> AuditLocation? {
        guard screen.language != nil, finding.element != nil,
              let element = screen.elements.first(where: { $0.id == finding.element && $0.location == finding.location })
        else { return nil }
        let texts = element.textSources.flatMap { screen.translations[$0] ?? [] }
        guard let position = texts.first(where: { $0.state != .missing && $0.state != .notTranslatable })?.position,
              let file = position.file else { return nil }
        return AuditLocation(file: file, line: position.line, column: position.column)
    }
}

/// What makes two findings the same problem: the rule, the element and where it is defined
/// (within one exploration, and across the starts and files `AppAudit` merges).
struct FindingIdentity: Hashable {
    var rule: String
    var element: String?
    var location: AuditLocation

    /// For a language rule, the message (which names the language): the same element is a
    /// finding in each language `--all-languages` audits.
    var detail: String?

    /// The rules whose findings differ by language.
    static let languageRules: Set<String> = ["untranslated-text", "missing-translation", "mixed-language-label"]

    init(_ finding: AuditFinding) {
        rule = finding.rule
        element = finding.element
        location = finding.location
        if Self.languageRules.contains(finding.rule) { detail = finding.message }
    }
}

/// What an audit found: the screens visited, the findings, and how the exploration ended.
public struct AuditResult: Sendable, Codable {
    /// Every screen audited, in the order found (launch first).
    public var screens: [AuditScreen]
    /// Every finding, screen by screen, rule by rule.
    public var findings: [AuditFinding]
    /// User actions performed, replays from launch included.
    public var actionsPerformed: Int
    /// Which bound stopped the exploration (`250 screens`), or nil when every screen a user
    /// can reach was audited.
    public var boundReached: String?
    /// Screens found but left unaudited by the bound.
    public var screensBeyondBound: Int
    /// Screens whose path from launch did not lead back to them (none, in a deterministic model).
    public var replayFailures: [String]
    /// The file's view controllers no screen leads to (containers included), which code opens:
    /// each was audited from itself, in file order.
    public var openedByCode: [InputScreen] = []
    /// The file's view controllers no audit showed, even started from themselves, in file order.
    public var unreachedControllers: [InputScreen] = []
    /// What the exploration found, to audit the app in another language along it (nil when
    /// the screens were taken along a map, or a bound stopped the exploration).
    public internal(set) var map: AuditMap?

    private enum CodingKeys: String, CodingKey {
        case screens, findings, actionsPerformed, boundReached, screensBeyondBound, replayFailures, openedByCode,
             unreachedControllers
    }
}
