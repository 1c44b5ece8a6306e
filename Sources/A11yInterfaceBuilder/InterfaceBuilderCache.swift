import A11yCore
import Foundation
import A11ySceneModel
import A11yLocalization

/// What every import of one command shares: each file read once (`FileStore`), each document
/// parsed and translated once per language, each translation found once, the project's
/// storyboards listed once (ReadingInputs.md, "Read once").
///
/// An import's own state (its notes, the controllers it built) is the importer's; the
/// documents here are only read once translated, so one document serves every screen of
/// every import in its language.
package final class InterfaceBuilderCache {
    package let files: FileStore

    package init(files: FileStore = FileStore()) { self.files = files }

    /// One document in one language: the tree with the language's texts put in, and what
    /// translating it found (added to each import that opens it).
    package struct Opened {
        package let document: IBDocument
        package let texts: [TranslatedText]
        package let notes: [ImportNote]
    }

    private struct Variant: Hashable {
        package var path: String
        package var language: String?
        package var everyText: Bool
        package var idiom: DeviceIdiom?
    }

    private var documents: [Variant: Result<Opened, any Error>] = [:]
    private var sources: [String: TranslationSource?] = [:]
    /// The project's storyboards by file name, by the folder walked (StoryboardImporter+References).
    var projectStoryboards: [String: [String: [String]]] = [:]

    /// The document at `path` in `language`, translated by `translate` (called once per
    /// language, device and kind of check, on a tree of its own, with the language; never
    /// without one).
    package func document(path: String, language: String?, everyText: Bool, idiom: DeviceIdiom?,
                          translate: (IBDocument, String) throws -> (texts: [TranslatedText], notes: [ImportNote]))
        throws -> Opened {
        let variant = language == nil
            ? Variant(path: FilePaths.absolute(path), language: nil, everyText: false, idiom: nil)
            : Variant(path: FilePaths.absolute(path), language: language, everyText: everyText, idiom: idiom)
        if let known = documents[variant] { return try known.get() }
        let base = Variant(path: variant.path, language: nil, everyText: false, idiom: nil)
        let opened = Result { () throws -> Opened in
            // The file already read for another language: its tree copied, not read again.
            if let read = documents[base], let language {
                let document = try read.get().document.copy()
                let (texts, notes) = try translate(document, language)
                return Opened(document: document, texts: texts, notes: notes)
            }
            let bytes = try files.bytes(path)
            if bytes.count > InputFile.maximumSize {
                throw SceneError(file: path, line: 1, column: 1,
                                 message: "the file is larger than \(InputFile.maximumSize >> 20) MB; "
                                     + "Interface Builder files are limited to \(InputFile.maximumSize >> 20) MB")
            }
            let document = try IBDocument(path: path, bytes: bytes)
            let (texts, notes) = try language.map { try translate(document, $0) } ?? ([], [])
            return Opened(document: document, texts: texts, notes: notes)
        }
        documents[variant] = opened
        return try opened.get()
    }

    /// The translation of the file at `path` for `language` (TranslationFinder), found once.
    package func source(forFile path: String, language: String) throws -> TranslationSource? {
        let key = FilePaths.absolute(path) + "\n" + language
        if let known = sources[key] { return known }
        let found = try TranslationFinder.source(forFile: path, language: language, store: files)
        sources[key] = .some(found)
        return found
    }

    /// `document` with `source`'s texts for `language` on `idiom` put in: the texts' states
    /// and the notes for keys that name nothing (StoryboardLocalizer).
    package func translate(_ document: IBDocument, source: TranslationSource?, language: String, idiom: DeviceIdiom,
                   everyText: Bool) throws -> (texts: [TranslatedText], notes: [ImportNote]) {
        guard let source, let table = try TranslationLoader.table(source, language: language, idiom: idiom, store: files)
        else { return ([], []) }
        return StoryboardLocalizer.apply(table, to: document, everyText: everyText)
    }
}
