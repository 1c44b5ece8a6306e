import A11ySceneModel
import A11yCore  // for its members (no type of it is named here)

/// `mixed-language-label`: a label in a script the device language does not use, with no
/// `accessibilityLanguage` to switch VoiceOver's voice. A label with letters of the
/// language's own script too (a brand name inside a sentence) is left alone.
///
/// VoiceOver reads an element with the voice of its `accessibilityLanguage`, else the
/// device's: Latin words on an Arabic screen, or Cyrillic on a German one, come out in the
/// wrong voice. Runs with `--language`; a language voicenav knows no script for is left alone.
public struct MixedLanguageLabelRule: AuditRule {
    public init() {}
    public let id = "mixed-language-label"
    public var judgesText: Bool { true }
    public let level = AuditLevel.note
    public let summary = "A label is in a script the device language does not use, with no accessibilityLanguage."
    public let explanation = """
        VoiceOver speaks an element with the voice of its accessibilityLanguage, else the device's language. Words \
        in another script are read by a voice that does not know them: spelled out, skipped or mispronounced.
        """
    public let help = """
        Set accessibilityLanguage on the element (the language of its words), or translate the label.
        """
    public let source = "WCAG 3.1.2 Language of Parts; UIAccessibility accessibilityLanguage"

    public func check(_ screen: AuditScreen) -> [AuditFinding] {
        guard let language = screen.language, let allowed = ScriptOfText.scripts(of: language) else { return [] }
        return screen.elements.compactMap { element in
            // A label wholly in other scripts: a name in Latin letters inside an Arabic sentence is usual.
            // Words UIKit supplies (Save, Back, In progress) are said in the device's language.
            guard element.snapshot.language == nil, !element.labelIsUIKits, let label = element.snapshot.label
            else { return nil }
            let scripts = ScriptOfText.scripts(in: label)
            guard scripts.isDisjoint(with: allowed), let foreign = scripts.sorted().first else { return nil }
            return finding("""
                \(AuditText.quoted(label)) has \(foreign) letters, which \(language) does not use, and no \
                accessibilityLanguage: VoiceOver reads it with the \(language) voice.
                """, on: screen, element: element)
        }
    }
}
