import A11yCore
import A11ySceneModel

/// One language's texts for one Interface Builder file, by key (`"<object id>.<property>"`).
public struct TranslationTable: Sendable {
    /// The language asked for (`--language`).
    public var language: String
    public var source: TranslationSource
    public var entries: [String: TranslationEntry]
    /// Keys a String Catalog marks "Don't translate": every language shows the base text.
    public var untranslatable: Set<String> = []
}

/// Reads translation tables (a `.strings` file or a String Catalog's language).
public enum TranslationLoader {
    /// A translation file's bytes (read once, through `store`), with the limits every input has.
    /// A String Catalog read and parsed once per command (`store`), without its byte order mark.
    package static func catalog(_ path: String, store: FileStore) throws -> StringCatalog {
        try store.parsed(path, as: "xcstrings") {
            var body = try bytes(path, store: store)
            if body.starts(with: [0xEF, 0xBB, 0xBF]) { body.removeFirst(3) }
            return try StringCatalogReader.read(body, file: path)
        }
    }

    package static func bytes(_ path: String, store: FileStore) throws -> [UInt8] {
        let bytes = try store.bytes(path)
        if bytes.count > InputFile.maximumSize {
            throw SceneError(file: path, line: 1, column: 1,
                             message: "the file is larger than \(InputFile.maximumSize >> 20) MB; "
                                 + "translation tables are limited to \(InputFile.maximumSize >> 20) MB")
        }
        return bytes
    }

    /// The table `source` gives for `language` on `idiom` (a catalog's device variants);
    /// nil for a whole-file translation, which is read as a storyboard.
    package static func table(_ source: TranslationSource, language: String, idiom: DeviceIdiom) throws -> TranslationTable? {
        try table(source, language: language, idiom: idiom, store: FileStore())
    }

    /// `table`, each file read once through `store` (InputDocument).
    package static func table(_ source: TranslationSource, language: String, idiom: DeviceIdiom,
                      store: FileStore) throws -> TranslationTable? {
        switch source {
        case .wholeFile:
            return nil
        case .stringsFile(let path, _):
            var entries: [String: TranslationEntry] = [:]
            for entry in try StringsFileReader.read(bytes(path, store: store), file: path) { entries[entry.key] = entry }
            return TranslationTable(language: language, source: source, entries: entries)
        case .stringCatalog(let path, let found):
            let catalog = try catalog(path, store: store)
            var table = TranslationTable(language: language, source: source, entries: [:])
            for (key, entry) in catalog.entries {
                guard entry.shouldTranslate else {
                    table.untranslatable.insert(key)
                    continue
                }
                guard let text = entry.localizations[found]?.text(for: idiom) else { continue }
                table.entries[key] = TranslationEntry(key: key, value: text, position: entry.position)
            }
            return table
        }
    }
}
