import A11yCore
import A11ySceneModel

/// `tap-without-trait`: a view a tap gesture acts on that VoiceOver does not present as
/// something to activate.
///
/// A tap gesture (`onTapGesture`, a `UITapGestureRecognizer`) makes any view act like a button
/// for someone who sees it, but VoiceOver says only the view's label: with no `button`, `link`
/// or other interactive trait, nothing tells the user that a double tap does anything, and
/// Voice Control and Switch Control offer no action for it. Elements the gesture reaches
/// (the view itself or the views drawn in it) are reported once per gesture, unless one of
/// them carries such a trait.
public struct TapWithoutTraitRule: AuditRule {
    public init() {}
    public let id = "tap-without-trait"
    public let level = AuditLevel.warning
    public let summary = "A tap does something here, but VoiceOver does not say it is a button."
    public let explanation = """
        A tap gesture makes the view act like a button for someone who sees it. VoiceOver reads only its label: \
        with no button or link trait the user does not know a double tap does anything, and Voice Control and \
        Switch Control offer nothing to activate.
        """
    public let help = """
        Use a Button (SwiftUI) or a UIButton, or add the button trait: .accessibilityAddTraits(.isButton), \
        accessibilityTraits.insert(.button); for a stack, combine it into one element first \
        (.accessibilityElement(children: .combine)).
        """
    public let source = """
        Apple, SwiftUI accessibilityAddTraits(_:) and AccessibilityTraits.isButton; HIG Accessibility (controls \
        say what they do); WCAG 4.1.2 Name, Role, Value
        """

    /// Traits that tell VoiceOver, Voice Control and Switch Control the element acts.
    static let interactive: AccessibilityTraits = [
        .button, .link, .adjustable, .keyboardKey, .allowsDirectInteraction, .tabBarItem, .switchButton, .textEntry,
        .searchField, .backButton, .causesPageTurn, .startsMediaSession, .playsSound,
    ]

    public func check(_ screen: AuditScreen) -> [AuditFinding] {
        var byHandler: [String: [AuditElement]] = [:]
        var order: [String] = []
        for element in screen.elements {
            guard let handler = element.tapHandler else { continue }
            if byHandler[handler] == nil { order.append(handler) }
            byHandler[handler, default: []].append(element)
        }
        return order.compactMap { handler in
            guard let elements = byHandler[handler], let first = elements.first,
                  !elements.contains(where: { !$0.traits.isDisjoint(with: Self.interactive) }) else { return nil }
            let what = elements.count == 1 && first.id == handler
                ? "This view acts on a tap, but VoiceOver says only \(AuditText.quoted(first.description))"
                : "A tap on the view drawn around \(elements.count == 1 ? "this element" : "these \(elements.count) elements") "
                    + "acts, but VoiceOver says only \(AuditText.quoted(first.description))"
                    + (elements.count > 1 ? " and the others" : "")
            return finding("""
                \(what): nothing tells the user that a double tap does anything. Make it a button, or add the button \
                trait.
                """, on: screen, element: first)
        }
    }
}
