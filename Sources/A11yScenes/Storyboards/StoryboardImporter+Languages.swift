import A11yCore
import Foundation

/// The device language (`--language`): each document's texts from its translation table
/// (TranslationFinder) before it is read, and the language on the scene.
extension StoryboardImporter {
    /// Puts `document`'s translation into its texts; `source` when already found (the main file).
    func localize(_ document: IBDocument, source known: TranslationSource? = nil) throws {
        guard let language else { return }
        let source = try known ?? TranslationFinder.source(forFile: document.path, language: language)
        guard let source, let table = try TranslationLoader.table(source, language: language, idiom: device) else { return }
        let (texts, notes) = StoryboardLocalizer.apply(table, to: document, everyText: checksEveryText)
        translation?.texts += texts
        for note in notes {
            diagnostics.note(file: note.location.file, line: note.location.line, column: note.location.column, note.message)
        }
    }

    /// The scene as a device in the language shows it: right to left for Arabic, Hebrew and
    /// the other right-to-left languages.
    func applyLanguage(to spec: inout SceneSpec) {
        guard let language else { return }
        spec.language = language
        if LanguageTag.isRightToLeft(language) { spec.layoutDirection = .rightToLeft }
    }
}
