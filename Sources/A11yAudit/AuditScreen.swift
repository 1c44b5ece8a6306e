import A11yCore
import A11ySceneModel

/// One screen as the audit sees it: its elements in reading order and the facts the rules
/// need, all values, so each rule is a pure function of it.
///
/// A screen is what one controller hierarchy shows in one orientation (`ScreenKey`); `name`
/// is how to get there from launch, the activated elements joined by ` > ` (`Launch` for the
/// first screen).
public struct AuditScreen: Sendable, Hashable, Codable {
    /// How to get there from launch: `Mail > Anna Haro`, or `Launch`.
    public var name: String
    /// The steps from launch, one name each.
    public var path: [String]
    /// The screen's key: its controller hierarchy, presentation and orientation.
    public var key: String
    /// The elements in reading order (VoiceOverRules, "Reading order").
    public var elements: [AuditElement]
    /// Controls on screen that VoiceOver cannot reach.
    public var hiddenControls: [AuditHiddenControl] = []
    /// The screen's bounds in points, in its orientation.
    public var bounds: Rect
    /// The same-row tolerance of reading order: 8 pt on phone, 13 on pad.
    public var rowTolerance: Double
    public var rightToLeft = false
    /// Whether a presented controller or a popover is on top.
    public var isModal = false
    /// What escape did, on a modal screen the explorer tried it on.
    public var escape: AuditEscapeOutcome?
    /// Where the screen's controller is defined (for findings about the whole screen).
    public var location: AuditLocation
    /// The ids of the view controllers the screen shows (containers, children and presented
    /// ones), for the controllers a file has that no screen reached.
    public var controllers: [String] = []
    /// Whether the last step of `path` activated an element or performed its custom action
    /// (not an escape, a scroll or a rotation): the screen is one a control opens.
    public var isOpenedByControl = false
    /// Whether what controls do is all in the file (a scene file), rather than partly in
    /// code the file does not show (a storyboard's control actions).
    public var actionsAreKnown = true
    /// The device language the screen is shown in (`--language`; nil: English, unaudited for language).
    public var language: String?
    /// With a language, for a storyboard or xib: each text's translation state, by the object
    /// id of the view that shows it; and whether the project translates into the language at all.
    public var translations: [String: [TranslatedText]] = [:]
    public var isTranslated = false

    public init(name: String, path: [String] = [], key: String, elements: [AuditElement], bounds: Rect,
                rowTolerance: Double = 8, location: AuditLocation) {
        self.name = name
        self.path = path
        self.key = key
        self.elements = elements
        self.bounds = bounds
        self.rowTolerance = rowTolerance
        self.location = location
    }
}

/// A control shown on screen that VoiceOver cannot reach, and why.
public struct AuditHiddenControl: Sendable, Hashable, Codable {
    /// Why VoiceOver does not reach it (VoiceOverRules, "The element tree").
    public enum Reason: Sendable, Hashable, Codable {
        /// Inside a view that is itself an element (rule 3): the element is a leaf.
        case insideElement(String)
        /// Under `accessibilityElementsHidden` (rule 1), on it or an ancestor.
        case elementsHidden(String)
        /// `isAccessibilityElement` set to false on a control that is one by default.
        case notAnElement
        /// Left out of an ancestor's explicit `accessibilityElements` (rule 4).
        case leftOut(String)
    }

    public var id: String?
    /// Its title or label, or its kind (`switch`).
    public var name: String
    public var reason: Reason
    public var location: AuditLocation

    public init(id: String?, name: String, reason: Reason, location: AuditLocation) {
        self.id = id
        self.name = name
        self.reason = reason
        self.location = location
    }
}
