import A11ySceneModel
import A11yCore  // for its members (no type of it is named here)

/// `truncated-text`: a text its layout cuts off.
///
/// A label held by its constraints to less room than its text needs (often only at a larger
/// text size) shows an ellipsis or loses lines. VoiceOver still reads the whole text, but a
/// low-vision user who reads the screen sees part of it.
public struct TruncatedTextRule: AuditRule {
    public init() {}
    public let id = "truncated-text"
    public var judgesText: Bool { true }
    public let level = AuditLevel.warning
    public let summary = "A text is cut off: its layout gives it less room than it needs."
    public let explanation = """
        The text's constraints hold it narrower (one line) or shorter (several lines) than its text needs at \
        this text size, so it is truncated on screen. People who use larger text sizes, many of them with low \
        vision, read the start of it only. Audit with --text-size accessibility-extra-extra-extra-large to check \
        the largest size, as the App Store's Larger Text accessibility claim asks.
        """
    public let help = """
        Let the text wrap (numberOfLines 0) and grow: pin its top and bottom rather than its height, lower its \
        content compression resistance only where truncation is acceptable, and at accessibility sizes stack \
        side-by-side content vertically (a stack view whose axis follows the text size).
        """
    public let source = "HIG Typography (Dynamic Type: text should not truncate at larger sizes); "
        + "App Store Accessibility Nutrition Labels, Larger Text; WCAG 1.4.4 Resize Text"

    public func check(_ screen: AuditScreen) -> [AuditFinding] {
        screen.elements.compactMap { element in
            guard let needed = element.neededSize else { return nil }
            return finding("""
                \(element.kind == "text" ? "This text is" : "This \(element.kind)'s text is") cut off: it needs \
                \(AuditText.points(needed.width)) × \
                \(AuditText.points(needed.height)) pt, its constraints give it \(AuditText.points(element.frame.width)) × \
                \(AuditText.points(element.frame.height)).
                """, on: screen, element: element)
        }
    }
}
