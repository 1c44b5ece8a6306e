import A11ySceneModel

/// `unreachable-control`: a control shown on screen that VoiceOver cannot reach.
///
/// From VoiceOverRules, "The element tree": a control inside a view that is itself an element (rule 3: an element
/// is a leaf), under `accessibilityElementsHidden` (rule 1) while it is shown, left out of an
/// ancestor's explicit `accessibilityElements` (rule 4), or a control with
/// `isAccessibilityElement` turned off while none of its parts is an element. Controls behind a
/// modal view (`accessibilityViewIsModal`, a sheet, a popover) are meant to be out of reach and
/// are not reported, nor is a control inside an element that offers custom actions (the
/// Actions rotor is the way to such controls).
public struct UnreachableControlRule: AuditRule {
    public init() {}
    public let id = "unreachable-control"
    public let level = AuditLevel.error
    public let summary = "A control on screen cannot be reached with VoiceOver."
    public let explanation = """
        A sighted user sees and taps the control, but VoiceOver never lands on it: it sits inside a view that is \
        itself one element, under accessibilityElementsHidden, outside an explicit accessibilityElements list, or \
        has isAccessibilityElement turned off. A VoiceOver user cannot use it at all.
        """
    public let help = """
        Let VoiceOver reach it: make the enclosing view a container rather than an element (or expose the control's \
        action as a custom action), clear accessibilityElementsHidden, list it in accessibilityElements, or turn \
        isAccessibilityElement back on.
        """
    public let source = "Deque axe Nested A11y Elements; XCTest audit type elementDetection; "
        + "HIG Accessibility (every control is accessible)"

    public func check(_ screen: AuditScreen) -> [AuditFinding] {
        screen.hiddenControls.map { control in
            let why: String
            switch control.reason {
            case .insideElement(let ancestor):
                why = "it is inside \(ancestor), which is itself an element, so VoiceOver reads that view and never its parts"
            case .elementsHidden(let ancestor):
                why = "accessibilityElementsHidden on \(ancestor) hides it from VoiceOver while it is shown"
            case .notAnElement:
                why = "isAccessibilityElement is turned off on it"
            case .leftOut(let ancestor):
                why = "\(ancestor) lists its accessibilityElements and leaves it out"
            }
            return AuditFinding(rule: id, level: level, message: """
                The control \(AuditText.quoted(control.name)) is on screen but VoiceOver cannot reach it: \(why). \
                Make it reachable, or hide it from everyone.
                """, element: control.id, screen: screen.name, location: control.location)
        }
    }
}
