import Foundation
import Testing
import A11yCore
@testable import A11yScenes
@testable import A11ySceneModel
@testable import A11yLocalization

/// A storyboard shown in a language: its translations found as Xcode's build finds them,
/// put into its texts, the base text where a key is missing; right to left for Arabic.
@Suite("Languages: translated storyboards")
@MainActor
struct TranslationTests {
    typealias F = LanguageFixtures

    func project(_ extra: [String: [UInt8]]) throws -> String {
        var files = extra
        files["App/Base.lproj/Main.storyboard"] = F.utf8(F.storyboard)
        return try F.project(files)
    }

    @Test("a .strings table replaces each text it has a key for; the rest keep the base text")
    func stringsTable() throws {
        let root = try project(["App/de.lproj/Main.strings": F.utf8(F.germanStrings)])
        let input = try InputDocument.load(path: root + "/App/Base.lproj/Main.storyboard", language: "de", checksEveryText: true)
        #expect(input.spec.language == "de")
        #expect(F.descriptions(input.spec) == [
            "Willkommen", "Weiter. Taste.", "Dein Name. Textfeld.", "Ton. Schalter. Ein.",
            "Auswahl: Klein. Taste. 1 von 2.", "Groß. Taste. 2 von 2.", "Keep",
        ])
        let report = try #require(input.translation)
        #expect(report.source == .stringsFile(path: root + "/App/de.lproj/Main.strings", language: "de"))
        #expect(report.texts(of: "keep").map(\.state) == [.missing])
        #expect(report.texts(of: "go").map(\.state) == [.translated])
        #expect(report.texts(of: "sound").map(\.property) == ["accessibilityLabel", "accessibilityHint"])
        // What showing the screen needs: only the objects the table names are looked at.
        let german = try InputDocument.load(path: root + "/App/Base.lproj/Main.storyboard", language: "de")
        let shown = try #require(german.translation)
        #expect(!shown.coversEveryText && shown.texts(of: "keep").isEmpty)
        #expect(shown.texts(of: "go").map(\.state) == [.translated])
        // The base, with no language: English and no report.
        let base = try InputDocument.load(path: root + "/App/Base.lproj/Main.storyboard")
        #expect(F.descriptions(base.spec).first == "Welcome")
        #expect(base.translation == nil && base.spec.language == nil)
    }

    @Test("UTF-16 tables; a region falls back to its language (pt-BR to pt), pt_BR folders are pt-BR")
    func fallbacks() throws {
        let root = try project([
            "App/pt.lproj/Main.strings": F.utf16LE("\"title.text\" = \"Bem-vindo\";"),
            "App/zh_Hans.lproj/Main.strings": F.utf8("\"title.text\" = \"欢迎\";"),
        ])
        let path = root + "/App/Base.lproj/Main.storyboard"
        #expect(F.descriptions(try InputDocument.load(path: path, language: "pt-BR").spec).first == "Bem-vindo")
        #expect(F.descriptions(try InputDocument.load(path: path, language: "zh-Hans").spec).first == "欢迎")
        // A bare language takes its only regional form; a language with none shows the base.
        #expect(F.descriptions(try InputDocument.load(path: path, language: "zh").spec).first == "欢迎")
        let french = try InputDocument.load(path: path, language: "fr")
        #expect(F.descriptions(french.spec).first == "Welcome")
        #expect(french.translation?.source == nil)
        #expect(try TranslationFinder.languages(forFile: path).map(\.language) == ["pt", "zh-Hans"])
    }

    @Test("a String Catalog in mul.lproj, beside the file or a folder above, with every state used")
    func catalogs() throws {
        let catalog = F.utf8("""
            {"sourceLanguage": "en", "strings": {
              "title.text": {"localizations": {"fr": {"stringUnit": {"state": "needs_review", "value": "Bienvenue"}}}},
              "go.normalTitle": {"localizations": {"fr": {"stringUnit": {"state": "new", "value": "Continuer"}}}},
              "keep.text": {"shouldTranslate": false}
            }, "version": "1.0"}
            """)
        for place in ["App/mul.lproj/Main.xcstrings", "App/Base.lproj/Main.xcstrings", "Main.xcstrings"] {
            let root = try project([place: catalog])
            let input = try InputDocument.load(path: root + "/App/Base.lproj/Main.storyboard", language: "fr-CA",
                                             checksEveryText: true)
            #expect(Array(F.descriptions(input.spec).prefix(2)) == ["Bienvenue", "Continuer. Button."], "\(place)")
            #expect(input.translation?.texts(of: "keep").map(\.state) == [.notTranslatable])
            #expect(input.translation?.texts(of: "name").map(\.state) == [.missing])
        }
    }

    @Test("a whole storyboard per language (no base) is read instead of the base one")
    func wholeFile() throws {
        let french = F.storyboard.replacingOccurrences(of: "Welcome", with: "Bienvenue")
        let root = try project(["App/fr.lproj/Main.storyboard": F.utf8(french)])
        let input = try InputDocument.load(path: root + "/App/Base.lproj/Main.storyboard", language: "fr")
        #expect(F.descriptions(input.spec).first == "Bienvenue")
    }

    @Test("keys for ids that do not exist are import notes at their line in the table; bad tables are errors")
    func notesAndErrors() throws {
        let root = try project([
            "App/de.lproj/Main.strings":
                F.utf8("\"title.text\" = \"Hallo\";\n\n\"gone-1.text\" = \"Weg\";\n\"go.toolTip\" = \"x\";"),
            "App/ru.lproj/Main.strings": F.utf8("\"title.text\" = \"Привет\"\n\"go.normalTitle\" = \"Далее\";"),
        ])
        let path = root + "/App/Base.lproj/Main.storyboard"
        let input = try InputDocument.load(path: path, language: "de")
        let notes = input.diagnostics.filter { $0.file.hasSuffix("Main.strings") }
        #expect(notes.map(\.line) == [3, 4])
        #expect(notes[0].message.contains("names no object"))
        #expect(notes[1].message.contains("no toolTip"))
        do {
            _ = try InputDocument.load(path: path, language: "ru")
            Issue.record("a malformed table must be an error")
        } catch let error as SceneError {
            #expect(error.file.hasSuffix("ru.lproj/Main.strings") && error.line == 2 && error.column == 1, "\(error)")
        }
    }

    @Test("right-to-left languages lay the screen out right to left; an element's language is kept")
    func rightToLeft() throws {
        let root = try project(["App/ar.lproj/Main.strings": F.utf16LE("\"title.text\" = \"أهلا\";")])
        let input = try InputDocument.load(path: root + "/App/Base.lproj/Main.storyboard", language: "ar")
        #expect(input.spec.layoutDirection == .rightToLeft)
        #expect(F.descriptions(input.spec).first == "أهلا")
        #expect(LanguageTag.isRightToLeft("he") && LanguageTag.isRightToLeft("fa-IR") && LanguageTag.isRightToLeft("az-Arab"))
        #expect(!LanguageTag.isRightToLeft("de") && !LanguageTag.isRightToLeft("ku-Latn"))
    }

    @Test("the example project: German words and texts, Arabic right to left, French for its element")
    func exampleProject() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
                "examples/languages/Base.lproj/Settings.storyboard").path
        let german = try InputDocument.load(path: path, language: "de")
        let lines = F.descriptions(german.spec)
        #expect(lines.first == "Einstellungen. Überschrift.")
        #expect(lines.contains("Mitteilungen. Schalter. Ein."))
        #expect(german.spec.spokenLanguages == ["de", "fr"])
        let arabic = try InputDocument.load(path: path, language: "ar", checksEveryText: true)
        let arabicLines = F.descriptions(arabic.spec)
        // The first segment is at the right, read first; Help (leading) before Sign Out.
        #expect(arabicLines.contains("Selected: فاتح. Button. 1 of 2."))
        let help = try #require(arabicLines.firstIndex(of: "مساعدة. Button."))
        let signOut = try #require(arabicLines.firstIndex(of: "Sign Out. Button."))
        #expect(help < signOut)
        #expect(arabic.translation?.texts(of: "signOut").map(\.state) == [.missing])
    }

    @Test("a malformed catalog is an error; its source language is no translation; scenes and --language agree on folders below")
    func catalogErrorsAndFolders() throws {
        let broken = try project(["App/mul.lproj/Main.xcstrings": F.utf8("{\"sourceLanguage\": \"en\", \"strings\": {\n")])
        do {
            _ = try InputDocument.load(path: broken + "/App/Base.lproj/Main.storyboard", language: "de")
            Issue.record("a malformed catalog must be an error")
        } catch let error as SceneError {
            #expect(error.file.hasSuffix("Main.xcstrings") && error.line == 2, "\(error)")
        }
        let english = try project(["App/mul.lproj/Main.xcstrings": F.utf8("""
            {"sourceLanguage": "en", "strings": {"title.text": {"localizations": {
              "en": {"stringUnit": {"state": "new", "value": "Welcome"}},
              "de": {"stringUnit": {"state": "translated", "value": "Willkommen"}}}}}}
            """)])
        let path = english + "/App/Base.lproj/Main.storyboard"
        #expect(try TranslationFinder.languages(forFile: path).map(\.language) == ["de"])
        #expect(try TranslationFinder.source(forFile: path, language: "en") == nil)
        // Tables a folder below, with an unrelated language folder beside Base.lproj.
        let nested = try project([
            "App/fr.lproj/InfoPlist.strings": F.utf8("\"CFBundleName\" = \"App\";"),
            "App/external/de.lproj/Main.strings": F.utf8("\"title.text\" = \"Hallo\";"),
        ])
        let nestedPath = nested + "/App/Base.lproj/Main.storyboard"
        #expect(try TranslationFinder.languages(forFile: nestedPath).map(\.language) == ["de"])
        #expect(F.descriptions(try InputDocument.load(path: nestedPath, language: "de").spec).first == "Hallo")
    }
}
