import A11yCore
import ArgumentParser
import A11ySceneModel
import A11yLocalization

/// `--language CODE`, `--phrases FILE`: the device language a screen is shown and spoken in,
/// and VoiceOver's words for languages voicenav has no table for. Shared by every command that
/// shows a screen (describe, run, audit, import, test).
struct LanguageOptions: ParsableArguments {
    @Option(help: ArgumentHelp("""
        The device language, as iOS names it (de, pt-BR, zh-Hans, ar): the app's texts from its translations, \
        VoiceOver's words and voice in that language, right to left for Arabic and Hebrew.
        """, valueName: "code"))
    var language: String?

    @Option(help: ArgumentHelp("""
        A phrase file of VoiceOver's words in more languages (tab-separated: key, then a column per language, \
        as voicenav's own table).
        """, valueName: "file"))
    var phrases: String?

    func validate() throws {
        if let language, !LanguageTag.isValid(language) {
            throw ValidationError("\"\(language)\" is not a language code as iOS names them (de, pt-BR, zh-Hans).")
        }
    }

    /// The language asked for, hyphenated (`pt_BR` → `pt-BR`).
    var code: String? { language.map(LanguageTag.normalized) }

    /// The built-in words and the phrase file's; its notes are printed. A bad file is a
    /// located error (exit 65).
    func phraseBook() throws -> PhraseBook { try Self.phraseBook(file: phrases) }

    /// The built-in words and those of the phrase file at `phrases`, if any.
    static func phraseBook(file phrases: String?) throws -> PhraseBook {
        var book = PhraseBook.builtIn
        guard let phrases else { return book }
        let (tables, notes) = try PhraseFileReader.read(try InputFile.readText(path: phrases), file: phrases)
        for note in notes { printError(TerminalText.safeLines(note.description)) }
        for table in tables { book.add(table) }
        return book
    }

    /// Sets the phrase book on `spec` and says, once, which of VoiceOver's words have no
    /// phrase in the spec's language (they are spoken in English).
    func apply(to spec: inout SceneSpec) throws {
        spec.phrases = try phraseBook()
        Self.reportWords(language: spec.language, book: spec.phrases)
    }

    /// The one line about VoiceOver's words in `language` that voicenav cannot give.
    static func reportWords(language: String?, book: PhraseBook) {
        reportWords(languages: language.map { [$0] } ?? [], book: book)
    }

    /// `reportWords` for several languages: the unknown ones on one line.
    static func reportWords(languages: [String], book: PhraseBook) {
        for line in LanguageSupport.wordsReport(languages: languages, book: book) { printError("voicenav: " + line) }
    }
}
