import A11yCore
import A11ySceneModel

/// `small-hit-region`: a control smaller than 44 × 44 pt.
///
/// Apple's minimum touch target. VoiceOver users explore by touch, and a double tap lands on
/// the element's frame (its activation point). Buttons in navigation bars, toolbars and tab
/// bars are left out: UIKit gives them a touch area larger than their drawn frame.
public struct SmallHitRegionRule: AuditRule {
    public init() {}
    /// The smallest side a control may have, in points (HIG).
    public static let minimumSide = 44.0

    public let id = "small-hit-region"
    public let level = AuditLevel.warning
    public let summary = "A control is smaller than 44 × 44 pt."
    public let explanation = """
        VoiceOver users find controls by moving a finger over the screen, and people with limited dexterity tap \
        them directly: a control smaller than 44 × 44 points is easy to miss and easy to confuse with its \
        neighbours.
        """
    public let help = "Make the control's frame (or its accessibility frame) at least 44 × 44 pt, with room around it."
    public let source = """
        HIG Accessibility and Layout (44 × 44 pt); XCTest audit type hitRegion; GTXiLib Element has Minimum \
        Tappable Area; Deque axe Touch Target Size
        """

    public func check(_ screen: AuditScreen) -> [AuditFinding] {
        screen.elements.compactMap { element in
            guard element.isControl, element.placement.isDisjoint(with: [.inSystemBar, .systemMade]) else { return nil }
            let frame = element.frame
            // Half a point of slack: frames computed from fractions land just under.
            guard frame.width < Self.minimumSide - 0.5 || frame.height < Self.minimumSide - 0.5 else { return nil }
            return finding("""
                This \(element.kind) is \(AuditText.points(frame.width)) × \(AuditText.points(frame.height)) pt, \
                smaller than 44 × 44 pt: it is hard to find by touch and to tap. Make its frame (or its \
                accessibility frame) at least 44 × 44 pt.
                """, on: screen, element: element)
        }
    }
}
