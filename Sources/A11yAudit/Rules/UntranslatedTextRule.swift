import A11ySceneModel
import A11yCore  // for its members (no type of it is named here)

/// `untranslated-text`: in a language that translates the rest of the screen, a text the
/// translation table gives as the base text itself.
///
/// Runs on a storyboard or xib audited with `--language` (or `--all-languages`): the table's
/// entry exists, so a translator saw the text and left it, or a tool copied the base in. A
/// VoiceOver user hears the base language in the middle of their own, spoken with their
/// language's voice. Texts without two letters (numbers, symbols) are left alone, and so are
/// texts a String Catalog marks "Don't translate" and elements with an `accessibilityLanguage`.
public struct UntranslatedTextRule: AuditRule {
    public init() {}
    public let id = "untranslated-text"
    public var judgesText: Bool { true }
    public let level = AuditLevel.warning
    public let summary = "A text is the same as the base text in a language that translates the rest of the screen."
    public let explanation = """
        The translation table has the text, but gives the base-language words back. The rest of the screen is \
        translated, so a VoiceOver user hears one element in another language, read with their own language's voice.
        """
    public let help = """
        Translate the text in the table, or, for a name that is the same in every language, mark it "Don't translate" \
        in the String Catalog (or suppress this finding for the element).
        """
    public let source = "WCAG 3.1.2 Language of Parts; HIG Localization"

    public func check(_ screen: AuditScreen) -> [AuditFinding] {
        guard let language = screen.language, screen.isTranslated else { return [] }
        let texts = screen.elements.map { LanguageRuleText.translations(of: $0, on: screen) }
        guard texts.joined().contains(where: { $0.state == .translated }) else { return [] }
        return zip(screen.elements, texts).flatMap { element, texts in
            // An element that declares its own language is meant to be in it.
            let kept = texts.filter { $0.state == .sameAsBase && LanguageRuleText.hasWords($0.base) }
            return element.snapshot.language != nil ? [] : kept.map { text in
                finding("""
                    \(AuditText.quoted(text.base)) is the same in \(language) as in the base (key \
                    "\(text.objectID).\(text.property)"), on a screen whose other texts are translated.
                    """, on: screen, element: element)
            }
        }
    }
}
