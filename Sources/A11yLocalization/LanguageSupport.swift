import A11yCore
import A11ySceneModel

/// What voicenav can say about a language before a screen is shown in it.
public enum LanguageSupport {
    /// A sentence saying which of VoiceOver's words `language` has no phrase for (spoken in
    /// English instead); nil when every word has one, or for English.
    public static func wordsReport(language: String?, book: PhraseBook) -> String? {
        guard let language else { return nil }
        return wordsReport(languages: [language], book: book).first
    }

    /// `wordsReport` for several languages at once: the languages VoiceOver's words are not
    /// known in, on one line; a line for each language that lacks only some of them.
    public static func wordsReport(languages: [String], book: PhraseBook) -> [String] {
        let spoken = languages.filter { LanguageTag.primary($0) != "en" }
        let unknown = spoken.filter { book.table(for: $0) == nil }
        var lines: [String] = []
        if !unknown.isEmpty {
            lines.append("VoiceOver's words (\"Button.\", \"Heading.\" …) are not known in \(unknown.joined(separator: ", ")): "
                + "they are spoken in English. Known: \(book.languages.joined(separator: ", ")); "
                + "add a language with --phrases FILE.")
        }
        for language in spoken where !unknown.contains(language) {
            if let line = partialReport(language: language, book: book) { lines.append(line) }
        }
        return lines
    }

    private static func partialReport(language: String, book: PhraseBook) -> String? {
        guard let table = book.table(for: language) else { return nil }
        let missing = table.missingKeys
        guard !missing.isEmpty else { return nil }
        let shown = missing.prefix(4).map { "\"\(PhraseTable.english[$0])\"" }.joined(separator: ", ")
        let more = missing.count > 4 ? " …" : ""
        return "\(missing.count) of VoiceOver's words have no \(table.language) phrase (\(shown)\(more)): "
            + "they are spoken in English; add them with --phrases FILE."
    }
}

extension SceneSpec {
    /// The languages the scene is spoken in: the device's and every view's
    /// `accessibilityLanguage` (`language:`), once each, in the order met.
    public var spokenLanguages: [String] {
        var result: [String] = language.map { [$0] } ?? []
        func visit(_ view: ViewSpec) {
            for property in view.properties where property.key == "language" {
                if case .text(let code?) = property.value, !code.isEmpty, !result.contains(code) { result.append(code) }
            }
            view.subviews.forEach(visit)
        }
        for controller in controllers { controller.view.map(visit) }
        return result
    }
}
