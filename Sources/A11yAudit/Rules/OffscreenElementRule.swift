import A11ySceneModel
import A11yCore  // for its members (no type of it is named here)

/// `offscreen-element`: an element outside the screen, not inside a scroll view.
///
/// VoiceOver reads every element of the tree, on screen or not (VoiceOverRules, "The element tree" has no rule
/// that drops it), but nobody can see it or find it by touch, and focusing it does not bring
/// it into view unless a scroll view holds it. Reported when any part of the frame lies
/// outside the screen's bounds in the screen's orientation (rotation puts many fixed frames
/// outside a landscape screen).
public struct OffscreenElementRule: AuditRule {
    public init() {}
    public let id = "offscreen-element"
    public let level = AuditLevel.warning
    public let summary = "An element lies outside the screen and is not in a scroll view."
    public let explanation = """
        VoiceOver still reads an element placed outside the screen, but a sighted helper cannot see it, touch \
        exploration cannot find it, and nothing scrolls it into view. Often the layout did not follow a rotation.
        """
    public let help = "Lay the view out inside the screen in every orientation (autoresizing, constraints), "
        + "or put it in a scroll view."
    public let source = "HIG Layout (content stays in the safe area in every orientation); WCAG 1.4.10 Reflow"

    public func check(_ screen: AuditScreen) -> [AuditFinding] {
        let bounds = screen.bounds
        return screen.elements.compactMap { element in
            guard element.placement.isDisjoint(with: [.inScrollView, .systemMade]) else { return nil }
            let frame = element.frame
            let slack = 0.5
            guard frame.minX < bounds.minX - slack || frame.minY < bounds.minY - slack
                    || frame.maxX > bounds.maxX + slack || frame.maxY > bounds.maxY + slack else { return nil }
            let visible = OverlappingControlsRule.intersection(frame, bounds)
            let whole = frame.width * frame.height
            let part = whole > 0 && visible.width * visible.height > 0
                ? "\(Int(max(1, ((1 - visible.width * visible.height / whole) * 100).rounded())))% of it is outside"
                : "it is entirely outside"
            return finding("""
                This \(element.kind) at \(AuditText.frame(frame)) does not fit the \(AuditText.points(bounds.width)) × \
                \(AuditText.points(bounds.height)) pt screen (\(part)): VoiceOver reads it, but nobody can see it or \
                find it by touch. Lay it out inside the screen in this orientation, or put it in a scroll view.
                """, on: screen, element: element)
        }
    }
}
