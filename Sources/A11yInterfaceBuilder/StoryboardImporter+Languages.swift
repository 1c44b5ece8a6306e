import A11yCore
import Foundation
import A11ySceneModel
import A11yLocalization

/// The device language (`--language`): each document's texts from its translation table
/// (TranslationFinder) before it is imported, and the language on the scene.
extension StoryboardImporter {
    /// `document` opened in the import's language (once per command: InterfaceBuilderCache),
    /// its texts' states and notes added to this import's.
    package func open(_ path: String) throws -> IBDocument {
        let opened = try cache.document(path: path, language: language, everyText: checksEveryText, idiom: device) {
            tree, language in
            try cache.translate(tree, source: try cache.source(forFile: tree.path, language: language), language: language,
                                idiom: device, everyText: checksEveryText)
        }
        take(opened)
        return opened.document
    }

    /// What translating an open document found, added to this import's report and notes.
    package func take(_ opened: InterfaceBuilderCache.Opened) {
        translation?.texts += opened.texts
        for note in opened.notes {
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
