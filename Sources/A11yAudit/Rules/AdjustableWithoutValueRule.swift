import A11ySceneModel
import A11yCore  // for its members (no type of it is named here)

/// `adjustable-without-value`: an adjustable element with no value.
///
/// VoiceOver speaks an adjustable element's value when it is focused and after each swipe up
/// or down (VoiceOverRules, "Gestures": "its new value alone is spoken"); with no value the user adjusts
/// blind, hearing nothing.
public struct AdjustableWithoutValueRule: AuditRule {
    public init() {}
    public let id = "adjustable-without-value"
    public let level = AuditLevel.error
    public let summary = "An adjustable element has no value."
    public let explanation = """
        VoiceOver says an adjustable element's value when it is focused and after every swipe up or down. \
        Without a value the user cannot tell where it is set, nor whether a swipe changed anything.
        """
    public let help = "Give the element an accessibility value that says its setting (\"60%\", \"Medium\", \"page 2 of 3\") "
        + "and update it when it changes."
    public let source = "HIG Accessibility (adjustable elements report their value); WCAG 4.1.2 Name, Role, Value"

    public func check(_ screen: AuditScreen) -> [AuditFinding] {
        screen.elements.compactMap { element in
            guard element.traits.contains(.adjustable), element.value == nil else { return nil }
            return finding("""
                This adjustable element has no value: VoiceOver says \(AuditText.quoted(element.description)) and nothing \
                when the user swipes up or down. Give it an accessibility value that says its setting.
                """, on: screen, element: element)
        }
    }
}
