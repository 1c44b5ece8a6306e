import Foundation
import Testing
@testable import A11ySceneModel
@testable import A11yLocalization

/// String Catalogs: every state is used as the build uses it, device variants, "Don't
/// translate", and located errors.
@Suite("Languages: String Catalogs")
struct StringCatalogTests {
    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "title.text" : {
              "extractionState" : "extracted_with_value",
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Willkommen" } },
                "en" : { "stringUnit" : { "state" : "new", "value" : "Welcome" } },
                "fr" : { "stringUnit" : { "state" : "needs_review", "value" : "Bienvenue" } },
                "pt-BR" : { "stringUnit" : { "state" : "translated", "value" : "Bem-vindo" } }
              }
            },
            "go.normalTitle" : {
              "localizations" : {
                "de" : { "variations" : { "device" : {
                  "ipad" : { "stringUnit" : { "state" : "translated", "value" : "Weiter (iPad)" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "Weiter" } } } } }
              }
            },
            "brand.text" : { "shouldTranslate" : false },
            "count.text" : {
              "localizations" : {
                "de" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "Ein Eintrag" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "Einträge" } } } } }
              }
            }
          },
          "version" : "1.0"
        }
        """

    @Test("every state is used; device variants by idiom; plurals take other; don't-translate keys are kept apart")
    func reading() throws {
        let catalog = try StringCatalogReader.read(Array(Self.catalog.utf8), file: "Main.xcstrings")
        #expect(catalog.sourceLanguage == "en")
        #expect(catalog.languages == ["en", "de", "fr", "pt-BR"])
        #expect(catalog.entries["title.text"]?.localizations["fr"]?.text(for: .phone) == "Bienvenue")
        #expect(catalog.entries["go.normalTitle"]?.localizations["de"]?.text(for: .pad) == "Weiter (iPad)")
        #expect(catalog.entries["go.normalTitle"]?.localizations["de"]?.text(for: .phone) == "Weiter")
        #expect(catalog.entries["count.text"]?.localizations["de"]?.text(for: .phone) == "Einträge")
        #expect(catalog.entries["brand.text"]?.shouldTranslate == false)
        #expect(catalog.catalogLanguage(for: "pt-BR") == "pt-BR")
        #expect(catalog.catalogLanguage(for: "de-AT") == "de")
        #expect(catalog.catalogLanguage(for: "ja") == nil)
        #expect(catalog.entries["go.normalTitle"]?.position.line == 13)
    }

    @Test("bad catalogs: malformed JSON, no source language, a unit without text are located errors")
    func errors() throws {
        func error(_ text: String) -> SceneError? {
            do { _ = try StringCatalogReader.read(Array(text.utf8), file: "M.xcstrings"); return nil } catch {
                return error as? SceneError
            }
        }
        let truncated = try #require(error("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n"))
        #expect(truncated.line >= 3)
        let noSource = try #require(error("{ \"strings\" : {} }"))
        #expect(noSource.message.contains("sourceLanguage"))
        let noValue = try #require(error("""
            {"sourceLanguage": "en", "strings": {
              "a.text": {"localizations": {"de": {"stringUnit": {"state": "translated"}}}}}}
            """))
        #expect(noValue.line == 2 && noValue.message.contains("no text"))
        #expect(error("[1, 2]")?.message.contains("JSON object") == true)
    }
}
