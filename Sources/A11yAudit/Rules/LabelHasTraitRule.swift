import A11yCore
import A11ySceneModel

/// `label-has-trait`: the label repeats what the traits already make VoiceOver say.
///
/// VoiceOver speaks the trait words itself (VoiceOverRules, "What is said for an element" rule 4): a button labelled "Play
/// button" is read "Play button. Button.", an image labelled "Logo image" "Logo image. Image.".
/// A label starting or ending with the trait's word is reported: "button" on a button, "link"
/// on a link, "image", "icon", "picture" or "graphic" on an image, "tab" on a tab, "heading"
/// or "header" on a heading, "slider" or "adjustable" on an adjustable element, "switch" on a
/// switch, "text field" on a text field, "search field" on a search field.
public struct LabelHasTraitRule: AuditRule {
    public init() {}
    public let id = "label-has-trait"
    public var judgesText: Bool { true }
    public let level = AuditLevel.warning
    public let summary = "The label repeats what the element's traits already say."
    public let explanation = """
        VoiceOver speaks the element's type after its label ("Button.", "Image.", "Tab."). A label that names \
        the type as well is heard twice ("Play button. Button.") and takes longer to get through.
        """
    public let help = "Drop the type from the label: \"Play\", not \"Play button\"; \"Company logo\", not \"Company logo image\"."
    public let source = """
        HIG Accessibility (a label does not include the control's type); GTXiLib Accessibility Label is Not \
        Redundant with Traits; XCTest audit type sufficientElementDescription
        """

    /// The words each trait makes VoiceOver say, as a label might repeat them.
    static let traitWords: [(trait: AccessibilityTraits, name: String, words: [String])] = [
        (.button, "button", ["button"]),
        (.link, "link", ["link"]),
        (.image, "image", ["image", "icon", "picture", "graphic"]),
        (.tabBarItem, "tab", ["tab"]),
        (.header, "heading", ["heading", "header"]),
        (.adjustable, "adjustable", ["slider", "adjustable"]),
        (.switchButton, "switch", ["switch"]),
        (.textEntry, "text field", ["text field", "textfield"]),
        (.searchField, "search field", ["search field"]),
    ]

    public func check(_ screen: AuditScreen) -> [AuditFinding] {
        screen.elements.compactMap { element in
            guard let label = element.label, !element.placement.contains(.systemMade) else { return nil }
            var traits = element.traits
            if element.snapshot.context.isTab { traits.insert(.tabBarItem) }
            // A switch's and a back button's own word replaces "Button." (rule 4).
            if traits.contains(.switchButton) || traits.contains(.backButton) || traits.contains(.tabBarItem) {
                traits.remove(.button)
            }
            let words = AuditText.words(label)
            for entry in Self.traitWords where traits.contains(entry.trait) {
                guard let word = entry.words.first(where: { Self.startsOrEnds(words, with: $0) }) else { continue }
                return finding("""
                    The label \(AuditText.quoted(label)) repeats "\(word)": VoiceOver already says \
                    \(AuditText.quoted(element.description)). Drop "\(word)" from the label.
                    """, on: screen, element: element)
            }
            return nil
        }
    }

    /// Whether `words` begin or end with the words of `phrase`.
    static func startsOrEnds(_ words: [String], with phrase: String) -> Bool {
        let target = phrase.split(separator: " ").map(String.init)
        guard words.count >= target.count else { return false }
        return Array(words.prefix(target.count)) == target || Array(words.suffix(target.count)) == target
    }
}
