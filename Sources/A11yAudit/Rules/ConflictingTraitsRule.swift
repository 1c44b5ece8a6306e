import A11yCore
import A11ySceneModel
import A11yDumps

/// `conflicting-traits`: traits that cannot both hold on one element.
///
/// GTXiLib's two sets of mutually exclusive traits — button, link, search field and keyboard
/// key; button and adjustable — and the pairs that make VoiceOver describe one element as two
/// kinds of control: a link that is adjustable, a text field that is also a button, link or
/// adjustable element, a switch that is adjustable. VoiceOver says every trait word ("Button.
/// Link."), and the user cannot tell what activating it will do.
public struct ConflictingTraitsRule: AuditRule {
    public init() {}
    public let id = "conflicting-traits"
    public let level = AuditLevel.warning
    public let summary = "The element has traits that cannot both hold."
    public let explanation = """
        VoiceOver says the word of every trait, so an element that is both a button and a link is read "Button. \
        Link.", and one that is both a button and adjustable offers a double tap and a swipe that may do different \
        things. The user cannot tell what kind of control it is.
        """
    public let help = """
        Keep the one trait that says what the element does: a link opens content, a button performs an action, an \
        adjustable element changes a value with swipes up and down, a search field takes text.
        """
    /// On a dump: only where the format records it (it judges traits).
    public let needs: DumpCapabilities = [.labels, .traits]
    public let source = "GTXiLib Accessibility Traits Don't Conflict; Deque axe Conflicting Traits; XCTest audit type trait"

    /// Pairs of traits that cannot both hold.
    static let conflicts: [(AccessibilityTraits, String, AccessibilityTraits, String)] = [
        (.button, "button", .link, "link"),
        (.button, "button", .searchField, "search field"),
        (.button, "button", .keyboardKey, "keyboard key"),
        (.link, "link", .searchField, "search field"),
        (.link, "link", .keyboardKey, "keyboard key"),
        (.searchField, "search field", .keyboardKey, "keyboard key"),
        (.button, "button", .adjustable, "adjustable"),
        (.link, "link", .adjustable, "adjustable"),
        (.textEntry, "text field", .button, "button"),
        (.textEntry, "text field", .link, "link"),
        (.textEntry, "text field", .adjustable, "adjustable"),
        (.switchButton, "switch", .adjustable, "adjustable"),
    ]

    public func check(_ screen: AuditScreen) -> [AuditFinding] {
        screen.elements.compactMap { element in
            let pairs = Self.conflicts.filter { element.traits.contains($0.0) && element.traits.contains($0.2) }
            guard !pairs.isEmpty else { return nil }
            let names = pairs.map { "\($0.1) and \($0.3)" }.joined(separator: "; ")
            return finding("""
                This element has the traits \(names), which cannot both hold: VoiceOver says \
                \(AuditText.quoted(element.description)). Keep only the trait that says what activating it does.
                """, on: screen, element: element)
        }
    }
}
