import A11yCore
import A11ySceneModel
import A11yDumps

/// `no-heading`: a screen with several elements and no heading.
///
/// VoiceOver users skim a screen by its headings with the rotor (VoiceOverRules, the rotor's
/// Headings setting); a navigation bar's title is one. A screen of five elements or more with
/// none leaves them swiping through everything. A note: a short screen may not need one.
public struct NoHeadingRule: AuditRule {
    public init() {}
    /// How many elements make a screen long enough to need a heading.
    public static let minimumElements = 5

    public let id = "no-heading"
    public let level = AuditLevel.note
    public let summary = "A screen with several elements has no heading."
    public let explanation = """
        VoiceOver users move by headings with the rotor to skim a screen and to find where they are. A screen \
        with several elements and no heading (not even a navigation bar title) has to be read element by element.
        """
    public let help = "Mark the screen's title, and each section's title, with the header trait (`traits: [header]`)."
    /// On a dump: only where the format records it (headings are a trait).
    public let needs: DumpCapabilities = [.labels, .frames, .traits]
    public let source = "HIG Accessibility (headings); WCAG 2.4.6 Headings and Labels, 1.3.1 Info and Relationships"

    public func check(_ screen: AuditScreen) -> [AuditFinding] {
        guard screen.elements.count >= Self.minimumElements,
              !screen.elements.contains(where: { $0.traits.contains(.header) }) else { return [] }
        return [finding("""
            This screen has \(screen.elements.count) elements and no heading: VoiceOver users cannot skim it with \
            the rotor. Mark its title (or each section's title) with the header trait.
            """, on: screen)]
    }
}
