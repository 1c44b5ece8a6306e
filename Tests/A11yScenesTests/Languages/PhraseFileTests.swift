import Foundation
import Testing
import A11yCore
@testable import A11ySceneModel
@testable import A11yLocalization

/// Phrase files (`--phrases`): a team's VoiceOver words for another language.
@Suite("Languages: phrase files")
struct PhraseFileTests {
    @Test("a column per language; empty cells stay English; unknown keys are notes")
    func reading() throws {
        let text = """
            # French words, as a team recorded them
            key\tfr\tit
            trait.button.description\tBouton.\tPulsante.
            trait.header.description\tEn-tête.\t
            context.series.description_format\t%1$@ %2$@ sur %3$@.\t%1$@ %2$@ di %3$@.
            rotor.heading.description\tTitres\tIntestazioni
            trait.new_thing.description\tNouveau.\tNuovo.
            """
        let (tables, notes) = try PhraseFileReader.read(text, file: "fr.tsv")
        #expect(tables.map(\.language) == ["fr", "it"])
        #expect(tables[0][.button] == "Bouton." && tables[1][.button] == "Pulsante.")
        #expect(tables[1][.header] == "Heading.")   // left empty: English
        #expect(tables[0].format(.seriesFormat, "Onglet.", "2", "4") == "Onglet. 2 sur 4.")
        #expect(notes.count == 1 && notes[0].line == 7 && notes[0].message.contains("trait.new_thing.description"))
        var book = PhraseBook.builtIn
        tables.forEach { book.add($0) }
        #expect(book.table(for: "fr-CA")?[.button] == "Bouton.")
        #expect(LanguageSupport.wordsReport(language: "fr", book: book)?.contains("have no fr phrase") == true)
        #expect(LanguageSupport.wordsReport(language: "ja", book: book)?.contains("not known in ja") == true)
        #expect(LanguageSupport.wordsReport(language: "en-GB", book: book) == nil)
        // Many languages at once: the unknown ones on one line, each partial one on its own.
        let lines = LanguageSupport.wordsReport(languages: ["ja", "fr", "en", "ko"], book: book)
        #expect(lines.count == 2)
        #expect(lines.first?.contains("not known in ja, ko:") == true, "\(lines)")
        #expect(lines.last?.contains("have no fr phrase") == true)
    }

    @Test("bad phrase files: each error names the line and column")
    func errors() {
        let cases: [(String, Int, Int, String)] = [
            ("trait.button.description\tBouton.", 1, 1, "header line"),
            ("key\tfr\tfrench!", 1, 8, "not a language code"),
            ("key\tfr\tFR", 1, 8, "two columns"),
            ("key\tfr\ntrait.button.description\tBouton.\tx", 2, 34, "1 language"),
            ("key\tfr\ntrait.button.description\tBouton.\ntrait.button.description\tB.", 3, 1, "given twice"),
            ("key\tfr\ntrait.selected.format\tChoisi", 2, 23, "takes 1 value"),
            ("# nothing\n", 1, 1, "empty"),
        ]
        for (text, line, column, words) in cases {
            do {
                _ = try PhraseFileReader.read(text, file: "p.tsv")
                Issue.record("\(text) must fail")
            } catch let error as SceneError {
                #expect(error.line == line && error.column == column, "\(text): \(error)")
                #expect(error.message.contains(words), "\(error.message)")
            } catch {
                Issue.record("\(error)")
            }
        }
    }

    @Test("a CRLF phrase file (a spreadsheet's export) reads as the LF one")
    func crlf() throws {
        let text = "key\tfr\r\ntrait.button.description\tBouton.\r\n"
        let (tables, _) = try PhraseFileReader.read(text, file: "fr.tsv")
        #expect(tables.map(\.language) == ["fr"])
        #expect(tables[0][.button] == "Bouton.")
    }
}
