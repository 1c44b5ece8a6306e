import A11yCore
import A11ySceneModel

/// `missing-label`: an element a user can act on, or an image element, with no label.
///
/// VoiceOver names an element by its accessibility label (VoiceOverRules, "What is said for an element" rule 1). Without
/// one a control is read by its traits alone ("Button."), or by a value or hint that does not
/// say what it is, and an image by "Image.". A page control, whose value ("page 2 of 3") is
/// its name in UIKit too, is not reported; nor is an element read from Swift source whose
/// label, title or image the code sets from a value only the running app has (the reader's note
/// is at that line): what it will say is not known.
public struct MissingLabelRule: AuditRule {
    public init() {}
    public let id = "missing-label"
    public let level = AuditLevel.error
    public let summary = "An element a user can act on, or an image, has no label."
    public let explanation = """
        VoiceOver names an element by its accessibility label. Without one, a control is read by its traits \
        alone ("Button."), or by a value or hint that does not say what it is, and an image is read as "Image.": \
        the user cannot tell what the element is or does.
        """
    public let help = """
        Give the element an accessibility label that names it in a word or two ("Play", "Profile photo"): \
        `label:` in a scene file, Accessibility > Label in Interface Builder, `accessibilityLabel` in code.
        """
    public let source = """
        HIG Accessibility (VoiceOver: labels); XCTest audit type sufficientElementDescription; GTXiLib \
        Accessibility Label Present; Deque axe Active Control Name and ImageView Name
        """

    public func check(_ screen: AuditScreen) -> [AuditFinding] {
        screen.elements.compactMap { element in
            guard element.label == nil, element.isActionable || element.traits.contains(.image),
                  !element.placement.contains(.systemMade), !element.valueIsName, element.labelAtRunTime == nil
            else { return nil }
            return finding("""
                This \(element.kind) has no label: VoiceOver says only \(AuditText.quoted(element.description)). \
                Give it an accessibility label that names what it \(element.isActionable ? "does" : "shows").
                """, on: screen, element: element)
        }
    }
}
