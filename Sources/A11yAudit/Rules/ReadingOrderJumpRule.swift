import A11ySceneModel
import A11yCore  // for its members (no type of it is named here)

/// `reading-order-jump`: the reading order jumps back up the screen.
///
/// Reading order follows the frames, top to bottom and leading to trailing (VoiceOverRules,
/// "Reading order"), except where the app reorders it: explicit `accessibilityElements`, groups read
/// together. Reported where the next element is wholly above the previous one and not beside
/// it on the trailing side (the next column of a layout read column by column is fine): what
/// VoiceOver reads next is back up the screen, behind the user. A note: an order chosen on
/// purpose is suppressed with a reason.
public struct ReadingOrderJumpRule: AuditRule {
    public init() {}
    public let id = "reading-order-jump"
    public let level = AuditLevel.note
    public let summary = "The reading order jumps back up the screen."
    public let explanation = """
        VoiceOver reads top to bottom and leading to trailing unless the app reorders its elements. When the next \
        element is above the one just read (and not in the next column), the order no longer matches what a \
        sighted user sees, and a VoiceOver user exploring by touch finds things in a different order than by \
        swiping.
        """
    public let help = "Check the order of accessibilityElements and the grouping (shouldGroupAccessibilityChildren), "
        + "or move the views so the order follows the layout."
    public let source = "WCAG 1.3.2 Meaningful Sequence and 2.4.3 Focus Order; HIG Accessibility (reading order)"

    public func check(_ screen: AuditScreen) -> [AuditFinding] {
        var findings: [AuditFinding] = []
        let elements = screen.elements
        guard elements.count > 1 else { return [] }
        for index in 1..<elements.count {
            let previous = elements[index - 1], element = elements[index]
            guard !previous.placement.contains(.systemMade), !element.placement.contains(.systemMade) else { continue }
            let above = element.frame.maxY <= previous.frame.minY - screen.rowTolerance
            let beside = screen.rightToLeft
                ? element.frame.maxX <= previous.frame.minX
                : element.frame.minX >= previous.frame.maxX
            guard above, !beside else { continue }
            findings.append(finding("""
                After \(previous.name), VoiceOver reads this \(element.kind), which is above it on the screen: the \
                reading order jumps back up. Check accessibilityElements and grouping, or the layout.
                """, on: screen, element: element))
        }
        return findings
    }
}
