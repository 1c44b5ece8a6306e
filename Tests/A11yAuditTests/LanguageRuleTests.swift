import Foundation
import Testing
@testable import A11yCore
@testable import A11yAudit
@testable import A11yScenes

/// The language rules, on the example project translated into German, Arabic and Portuguese
/// (examples/languages), and the words of the audit in the device language.
@Suite("Audit rules: languages")
@MainActor
struct LanguageRuleTests {
    static let storyboard = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("examples/languages/Base.lproj/Settings.storyboard").path

    func findings(_ language: String?, rule: String) -> [AuditFinding] {
        var options = AuditOptions(forFile: Self.storyboard)
        options.language = language
        options.exploresRotation = false
        options.rules = AuditRules.all.filter { $0.id == rule }
        let audit = AppAudit.audit(file: Self.storyboard, options: options)
        return audit.result?.findings ?? []
    }

    @Test("untranslated-text: German keeps \"Help\" as in the base; the greeting, in French by its language, is meant")
    func untranslated() {
        let found = findings("de", rule: "untranslated-text")
        #expect(found.map(\.element) == ["help"])
        #expect(found.first?.message.contains("\"Help\" is the same in de") == true)
        #expect(found.first?.level == .warning)
        #expect(findings(nil, rule: "untranslated-text").isEmpty)
    }

    @Test("missing-translation: Arabic has no key for Sign Out; a language the project lacks is not judged")
    func missing() {
        let found = findings("ar", rule: "missing-translation")
        #expect(found.map(\.element) == ["signOut"])
        #expect(found.first?.message.contains("signOut.normalTitle") == true)
        #expect(findings("ja", rule: "missing-translation").isEmpty)
    }

    @Test("mixed-language-label: Latin words on an Arabic screen, unless the element has its language")
    func mixed() {
        let found = findings("ar", rule: "mixed-language-label")
        #expect(found.map(\.element) == ["signOut"])
        #expect(found.first?.level == .note)
        #expect(found.first?.message.contains("Latin letters") == true)
        #expect(findings("de", rule: "mixed-language-label").isEmpty)
        #expect(ScriptOfText.scripts(in: "Привет, World 2") == ["Cyrillic", "Latin"])
        #expect(ScriptOfText.scripts(of: "sr-Latn") == ["Latin"])
        #expect(ScriptOfText.scripts(of: "tlh") == nil)
    }

    @Test("the audit's descriptions are in the device language")
    func words() {
        var options = AuditOptions(forFile: Self.storyboard)
        options.language = "de"
        options.exploresRotation = false
        let audit = AppAudit.audit(file: Self.storyboard, options: options)
        let first = audit.result?.screens.first?.elements.first?.description
        #expect(first == "Einstellungen. Überschrift.")
    }
}
