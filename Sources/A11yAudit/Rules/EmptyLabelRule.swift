import A11yCore
import A11ySceneModel

/// `empty-label`: an element VoiceOver stops on but says nothing for.
///
/// An element whose label, value and traits give no words (a view made an element with no
/// label, a label whose text is only blanks made an element by hand) is a silent stop: the
/// cursor lands on it and VoiceOver says nothing, so the user cannot tell whether anything is
/// there.
public struct EmptyLabelRule: AuditRule {
    public init() {}
    public let id = "empty-label"
    public let level = AuditLevel.error
    public let summary = "An element has an empty spoken description."
    public let explanation = """
        VoiceOver moves to the element and says nothing: no label, no value, no trait word. A VoiceOver user \
        hears silence and cannot tell what is there or whether the app has stopped responding.
        """
    public let help = """
        Give the element an accessibility label, or make it not an element (`isAccessibilityElement: false`, \
        Accessibility > Enabled off in Interface Builder) if it shows nothing a user needs.
        """
    public let source = "HIG Accessibility (every element has a label); XCTest audit type sufficientElementDescription; "
        + "GTXiLib Accessibility Label Present"

    public func check(_ screen: AuditScreen) -> [AuditFinding] {
        screen.elements.compactMap { element in
            guard element.description.trimmedWhitespace.isEmpty, !element.placement.contains(.systemMade) else { return nil }
            // "This element is an element" says nothing: a plain one is a view made an element.
            let kind = element.kind == "element" ? "view" : element.kind
            return finding("""
                This \(kind) is an accessibility element, but VoiceOver says nothing for it. Give it a label, or make \
                it not an element.
                """, on: screen, element: element)
        }
    }
}
