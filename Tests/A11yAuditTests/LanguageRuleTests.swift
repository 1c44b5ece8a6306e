import Foundation
import Testing
@testable import A11yCore
@testable import A11yAudit
@testable import A11ySceneModel

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

/// Words UIKit supplies are said in the device's language, so no label of the app's is mixed
/// in (AuditRuleReference, "mixed-language-label").
@Suite("Audit rules: the words UIKit supplies")
@MainActor
struct UIKitWordsTests {
    @Test("a system item's, the back button's, an activity indicator's and a progress view's words are UIKit's")
    func uikitWords() {
        #expect(ScreenCapture.labelIsUIKits(BarButton(item: BarButtonItem(systemItem: .save))))
        #expect(ScreenCapture.labelIsUIKits(BarButton(item: BarButtonItem(systemItem: .add))))
        #expect(!ScreenCapture.labelIsUIKits(BarButton(item: BarButtonItem(title: "Save"))))
        let renamed = BarButtonItem(systemItem: .done)
        renamed.accessibilityLabel = "Finish"
        #expect(!ScreenCapture.labelIsUIKits(BarButton(item: renamed)))
        let back = BarButton(item: BarButtonItem(title: "Back"))
        back.accessibilityTraits = [.button, .backButton]
        #expect(ScreenCapture.labelIsUIKits(back))
        #expect(ScreenCapture.labelIsUIKits(ActivityIndicatorView(isAnimating: true)))
        #expect(ScreenCapture.labelIsUIKits(ProgressView(progress: 0.5)))
        let named = ProgressView(progress: 0.5)
        named.accessibilityLabel = "Upload"
        #expect(!ScreenCapture.labelIsUIKits(named))
    }

    @Test("mixed-language-label leaves UIKit's words alone and still judges the app's")
    func rule() {
        func element(_ label: String, id: String, uikit: Bool) -> AuditElement {
            var element = AuditElement(snapshot: ElementSnapshot(id: id, label: label, traits: .button), description: label,
                                       location: AuditLocation(file: "x", line: 1, column: 1))
            element.labelIsUIKits = uikit
            return element
        }
        var screen = AuditScreen(name: "Home", path: [], key: "home",
                                 elements: [element("Save", id: "save", uikit: true),
                                            element("Sign Out", id: "out", uikit: false)],
                                 bounds: Rect(x: 0, y: 0, width: 402, height: 874),
                                 location: AuditLocation(file: "x", line: 1, column: 1))
        screen.language = "ar"
        #expect(MixedLanguageLabelRule().check(screen).map(\.element) == ["out"])
    }
}
