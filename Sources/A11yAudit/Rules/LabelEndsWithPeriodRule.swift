import A11yCore
import A11ySceneModel

/// `label-ends-with-period`: a control's or image's label ends with a period.
///
/// VoiceOver makes its own pause after a label before the trait words (VoiceOverRules, "What is said for an element" rule
/// 6 adds the period itself), and a label with a period is read with a sentence's falling
/// tone. Static text is left out (a paragraph ends with a period), and so are ellipses and
/// labels that are punctuation alone (a calculator's "." key).
public struct LabelEndsWithPeriodRule: AuditRule {
    public init() {}
    public let id = "label-ends-with-period"
    public var judgesText: Bool { true }
    public let level = AuditLevel.note
    public let summary = "A label ends with a period."
    public let explanation = """
        A label names an element; it is not a sentence. VoiceOver pauses after the label by itself, and a final \
        period makes it read the label as a sentence, with a falling tone.
        """
    public let help = "Drop the final period from the label (\"Send\", not \"Send.\")."
    public let source = "GTXiLib Accessibility Label Not Punctuated; HIG Accessibility (labels are not sentences)"

    public func check(_ screen: AuditScreen) -> [AuditFinding] {
        screen.elements.compactMap { element in
            guard let label = element.label, label.hasSuffix("."), !label.hasSuffix(".."),
                  label.dropLast().contains(where: \.isLetter),
                  !element.traits.contains(.staticText), !element.placement.contains(.systemMade) else { return nil }
            return finding("""
                The label \(AuditText.quoted(label)) ends with a period: VoiceOver pauses after a label by itself and \
                reads this one as a sentence. Drop the period.
                """, on: screen, element: element)
        }
    }
}
