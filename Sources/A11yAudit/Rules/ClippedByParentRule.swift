import A11ySceneModel
import A11yCore  // for its members (no type of it is named here)

/// `clipped-by-parent`: an element partly outside a superview that clips its subviews.
///
/// A view with `clipsToBounds` hides whatever of its subviews lies outside it. An element
/// there is read by VoiceOver, and its focus ring drawn, where nothing shows: a sighted helper
/// or a low-vision user cannot see what VoiceOver speaks about, and touch exploration finds
/// only the visible part.
public struct ClippedByParentRule: AuditRule {
    public init() {}
    public let id = "clipped-by-parent"
    public let level = AuditLevel.warning
    public let summary = "An element reaches outside a superview that clips it."
    public let explanation = """
        Part of the element lies outside a superview that clips its subviews (clipsToBounds), so that part is \
        not drawn, yet VoiceOver reads the whole element and outlines its full frame. It happens most when text \
        grows at larger text sizes inside a container of fixed size.
        """
    public let help = """
        Let the container grow with its content (constraints to its subviews' edges rather than a fixed height), \
        or turn clipping off; check at --text-size accessibility-extra-extra-extra-large.
        """
    public let source = "HIG Accessibility (content stays visible at every text size); WCAG 1.4.10 Reflow"

    public func check(_ screen: AuditScreen) -> [AuditFinding] {
        screen.elements.compactMap { element in
            guard let clipping = element.clipping else { return nil }
            let frame = element.frame
            let shown = frame.width * frame.height > 0
                ? Int(((clipping.visible.width * clipping.visible.height) / (frame.width * frame.height) * 100).rounded()) : 0
            return finding("""
                \(clipping.ancestor) clips this \(element.kind): \(shown)% of its frame (\(AuditText.frame(frame))) shows.
                """, on: screen, element: element)
        }
    }
}
