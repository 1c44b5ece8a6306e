import A11ySceneModel

/// `missing-translation`: a visible text with no key in the language's table.
///
/// The system then shows the base text: a VoiceOver user hears the base language, spoken
/// with their language's voice. Runs where the project translates the file into the
/// language (a `.strings` table or a String Catalog with that language); a language the
/// project does not translate at all is one line of `voicenav scenes`, not a finding per text.
public struct MissingTranslationRule: AuditRule {
    public init() {}
    public let id = "missing-translation"
    public let level = AuditLevel.warning
    public let summary = "A visible text has no key in the language's translation table."
    public let explanation = """
        The system shows the base text when a key is missing, so a VoiceOver user in this language hears the base \
        language, read with their own language's voice.
        """
    public let help = """
        Export the strings again (Xcode's Export Localizations, or ibtool --export-strings-file) so the table has \
        every key, and translate the new ones.
        """
    public let source = "WCAG 3.1.2 Language of Parts; HIG Localization"

    public func check(_ screen: AuditScreen) -> [AuditFinding] {
        guard let language = screen.language, screen.isTranslated else { return [] }
        return screen.elements.flatMap { element in
            LanguageRuleText.translations(of: element, on: screen)
                .filter { $0.state == .missing && LanguageRuleText.hasWords($0.base) }
                .map { text in
                    finding("""
                        \(AuditText.quoted(text.base)) has no key "\(text.objectID).\(text.property)" in the \(language) \
                        table: VoiceOver reads the base text.
                        """, on: screen, element: element)
                }
        }
    }
}
