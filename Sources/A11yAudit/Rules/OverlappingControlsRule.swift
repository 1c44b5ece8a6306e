import A11yCore
import A11ySceneModel

/// `overlapping-controls`: two controls whose frames intersect.
///
/// Where two controls overlap, a touch lands on either: VoiceOver's touch exploration jumps
/// between them and a double tap may act on the wrong one. Frames that touch, or meet by a
/// point or two as Interface Builder's rounding leaves them, do not count; nor does the
/// popover's "Dismiss popup" outside, which lies under the popover by design.
public struct OverlappingControlsRule: AuditRule {
    public init() {}
    /// How far two frames may run into each other, each way, before they count as overlapping.
    public static let slack = 2.0

    public let id = "overlapping-controls"
    public let level = AuditLevel.warning
    public let summary = "Two controls overlap."
    public let explanation = """
        Where the frames of two controls intersect, a touch can land on either: exploring by touch, VoiceOver \
        jumps between them, and a tap may act on the one the user did not mean.
        """
    public let help = "Move or resize the controls so their frames do not intersect (leave room between them)."
    public let source = "Deque axe Colliding Controls; HIG Layout (space between controls)"

    public func check(_ screen: AuditScreen) -> [AuditFinding] {
        let controls = screen.elements.filter { $0.isControl && !$0.placement.contains(.systemMade) && !$0.frame.isEmpty }
        var findings: [AuditFinding] = []
        for (index, element) in controls.enumerated() {
            for earlier in controls[..<index] {
                let overlap = Self.intersection(element.frame, earlier.frame)
                guard overlap.width > Self.slack, overlap.height > Self.slack else { continue }
                findings.append(finding("""
                    This \(element.kind) overlaps \(earlier.name) by \(AuditText.points(overlap.width)) × \
                    \(AuditText.points(overlap.height)) pt: a touch there can land on either. Move them apart.
                    """, on: screen, element: element))
                break
            }
        }
        return findings
    }

    /// The size of the intersection of `a` and `b` (zero when they do not meet).
    static func intersection(_ a: Rect, _ b: Rect) -> Size {
        Size(width: max(0, min(a.maxX, b.maxX) - max(a.minX, b.minX)), height: max(0, min(a.maxY, b.maxY) - max(a.minY, b.minY)))
    }
}
