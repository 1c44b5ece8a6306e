import A11yCore
import A11ySceneModel

/// `placeholder-text`: an element reads design-time text ("Label", "Button", "Lorem ipsum…").
///
/// Interface Builder gives new views placeholder titles, and designers type filler, for code
/// to replace at run time. Where the file is all voicenav has, the element reads that text; on
/// the phone it reads whatever the code sets, or, if the code forgets, the placeholder. The
/// texts are `DesignTimeText`'s (the README lists them). The label rules that would judge the
/// words themselves (`label-has-trait`, `label-ends-with-period`, `duplicate-label`,
/// `image-name-label`) leave such an element to this rule.
public struct PlaceholderTextRule: AuditRule {
    public init() {}
    public let id = "placeholder-text"
    public var judgesText: Bool { true }
    public let level = AuditLevel.warning
    public let summary = "An element reads design-time placeholder text."
    public let explanation = """
        "Label", "Button" or "Lorem ipsum" is what Interface Builder or a designer put in the file for code to \
        replace. If the code sets the real text, this screen sounds different on the phone than here; if it \
        forgets, a VoiceOver user hears "Label".
        """
    public let help = """
        Set the real text (or an accessibility label) in the file, so the file says what the user hears; or check \
        that the code always replaces it, and suppress this finding for the element.
        """
    public let source = "HIG Accessibility (labels that describe the element); WCAG 2.4.6 Headings and Labels; "
        + "XCTest audit type sufficientElementDescription"

    /// The rules whose findings on such an element this rule replaces.
    public static let supersedes: Set<String> = [
        "label-has-trait", "label-ends-with-period", "duplicate-label", "image-name-label",
    ]

    public func check(_ screen: AuditScreen) -> [AuditFinding] {
        screen.elements.compactMap { element in
            guard element.hasDesignTimeText, let label = element.label else { return nil }
            return finding("""
                This \(element.kind) reads \(AuditText.quoted(label)), design-time placeholder text that code \
                normally replaces: VoiceOver says \(AuditText.quoted(element.description)) here.
                """, on: screen, element: element)
        }
    }
}

extension AuditElement {
    /// Whether the label is design-time text (`DesignTimeText`). In Swift source the text is
    /// what the code shows, so only filler counts there ("Lorem ipsum…", "Placeholder"): a title
    /// "Detail" written in code is the screen's real title, not Interface Builder's default.
    public var hasDesignTimeText: Bool {
        guard !placement.contains(.systemMade), let label else { return false }
        if location.file.hasSuffix(".swift") { return DesignTimeText.isFiller(label) }
        return DesignTimeText.matches(label)
    }
}
