import A11yCore
import A11ySceneModel
import A11yDumps

/// `placeholder-only`: a text field whose only name is its placeholder.
///
/// UIKit's text field is labelled by its placeholder when the app sets no label (as the model's
/// `TextField` is), but the placeholder disappears as soon as the user types: from then on
/// VoiceOver reads the text alone ("Anna. Text Field.") and the field has no name. Search
/// fields are left out: "Search" is the name UIKit's search bar gives them.
public struct PlaceholderOnlyRule: AuditRule {
    public init() {}
    public let id = "placeholder-only"
    public let level = AuditLevel.warning
    public let summary = "A text field is named only by its placeholder."
    public let explanation = """
        A placeholder is grey example text that disappears when the user types. VoiceOver reads it as the \
        field's name while the field is empty, and reads only the typed text after that: the user loses track of \
        what the field is for.
        """
    public let help = "Give the field a label of its own (`label:`, or a visible label the field is labelled by); "
        + "keep the placeholder as an example."
    /// On a dump: only where the format records it (it needs the placeholder).
    public let needs: DumpCapabilities = [.labels, .placeholders]
    public let source = "HIG Text fields (a placeholder is not a label); WCAG 3.3.2 Labels or Instructions; "
        + "XCTest audit type sufficientElementDescription"

    public func check(_ screen: AuditScreen) -> [AuditFinding] {
        screen.elements.compactMap { element in
            guard let placeholder = element.placeholder, !placeholder.trimmedWhitespace.isEmpty, !element.hasOwnLabel,
                  element.label == nil || element.label == placeholder.trimmedWhitespace else { return nil }
            return finding("""
                This text field is named only by its placeholder \(AuditText.quoted(placeholder)): once the user types, \
                the placeholder is gone and VoiceOver reads the text alone. Give the field a label of its own.
                """, on: screen, element: element)
        }
    }
}
