import A11yCore
import Foundation
import A11ySceneModel

/// Finds an Interface Builder file's translations as Xcode's build finds them.
///
/// For `App/Base.lproj/Main.storyboard` in language `de`: a String Catalog `Main.xcstrings`
/// with a `de` (or, by the fallback, a `de-…` parent) entry in `App/mul.lproj/`,
/// `App/Base.lproj/`, `App/` or the folder above it; else `App/de.lproj/Main.strings`;
/// else a whole `App/de.lproj/Main.storyboard`. Language folders match without regard to case
/// or `_`/`-` (`pt_BR.lproj` is `pt-BR`), by the fallback from region to language (`pt-BR`,
/// then `pt`); a bare language (`zh`) takes the only regional folder of it (`zh-Hans`).
public enum TranslationFinder {
    /// How many folders above the file a String Catalog is looked for.
    static let catalogSearchDepth = 2

    /// The translation for `language` of the file at `path`, or nil when the project has none
    /// (the base text is shown, as the system does). A String Catalog that cannot be read is an
    /// error (its line and column), as a malformed strings table is when it is loaded.
    ///
    /// `store` reads each table once for the whole command (InputDocument).
    package static func source(forFile path: String, language: String) throws -> TranslationSource? {
        try source(forFile: path, language: language, store: FileStore())
    }

    package static func source(forFile path: String, language: String, store: FileStore) throws -> TranslationSource? {
        for catalog in catalogPaths(forFile: path) {
            let read = try TranslationLoader.catalog(catalog, store: store)
            guard let found = match(language, in: Array(read.translatedLanguages)) else { continue }
            return .stringCatalog(path: catalog, language: found)
        }
        guard let project = projectFolder(of: path) else { return nil }
        // The fast way: the language folder beside Base.lproj the system would pick.
        let folders = languageFolders(in: project)
        if let code = match(language, in: Array(folders.keys)), let folder = folders[code],
           let found = translation(of: path, in: join(project, folder), language: code) {
            return found
        }
        // Else the tables `languages(forFile:)` lists (those a folder below holds, when none beside does).
        let tables = fileTranslations(forFile: path)
        return match(language, in: Array(tables.keys)).flatMap { tables[$0] }
    }

    /// Every language the file is translated into (catalogs, `.strings`, whole files), as
    /// the project names them, sorted; a catalog's source language only when it has texts of
    /// its own for it. A String Catalog that cannot be read is an error.
    package static func languages(forFile path: String) throws -> [(language: String, source: TranslationSource)] {
        try languages(forFile: path, store: FileStore())
    }

    package static func languages(forFile path: String,
                                  store: FileStore) throws -> [(language: String, source: TranslationSource)] {
        var found = fileTranslations(forFile: path)
        for catalog in catalogPaths(forFile: path).reversed() {
            let read = try TranslationLoader.catalog(catalog, store: store)
            for language in read.translatedLanguages {
                found[language] = .stringCatalog(path: catalog, language: language)
            }
        }
        return found.sorted { $0.key.lowercased() < $1.key.lowercased() }.map { ($0.key, $0.value) }
    }

    /// The `.strings` tables and whole files of the file's name in the language folders beside
    /// its `Base.lproj`; when there are none, in those of the folders beside it (a project that
    /// keeps its translations in `external/de.lproj/`).
    static func fileTranslations(forFile path: String) -> [String: TranslationSource] {
        guard let project = projectFolder(of: path) else { return [:] }
        func tables(in folder: String) -> [String: TranslationSource] {
            var found: [String: TranslationSource] = [:]
            for (language, lproj) in languageFolders(in: folder) {
                found[language] = translation(of: path, in: join(folder, lproj), language: language)
            }
            return found
        }
        let beside = tables(in: project)
        guard beside.isEmpty else { return beside }
        var nested: [String: TranslationSource] = [:]
        let folders = DirectoryListing.names(in: project).sorted()
        for entry in folders where !entry.hasPrefix(".") && !entry.lowercased().hasSuffix(".lproj") {
            var isFolder: ObjCBool = false
            let folder = join(project, entry)
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else { continue }
            nested.merge(tables(in: folder)) { first, _ in first }
        }
        return nested
    }

    /// The file's translation in one language folder: `NAME.strings`, else a whole
    /// `NAME.storyboard` (or `.xib`) that is not the file itself; nil when it holds neither.
    package static func translation(of path: String, in lprojFolder: String, language: String) -> TranslationSource? {
        let name = baseName(path)
        let strings = join(lprojFolder, name + ".strings")
        if DirectoryListing.isFile(strings) { return .stringsFile(path: strings, language: language) }
        let whole = join(lprojFolder, name + "." + (path as NSString).pathExtension)
        if FilePaths.absolute(whole) != FilePaths.absolute(path), DirectoryListing.isFile(whole) {
            return .wholeFile(path: whole, language: language)
        }
        return nil
    }

    // MARK: Folders

    /// The file's name without its extension.
    static func baseName(_ path: String) -> String {
        ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    }

    /// The folder holding the file's `.lproj` folder, or nil when the file is in none; a file
    /// named without a folder is in the current one (`Main.storyboard` inside `Base.lproj` has
    /// the project `..`), spelled as the path was (FilePaths).
    static func projectFolder(of path: String) -> String? {
        let folder = FilePaths.folder(of: path)
        guard let slash = folder.lastIndex(of: "/"), folder[folder.index(after: slash)...].lowercased().hasSuffix(".lproj")
        else { return nil }
        let project = slash == folder.startIndex ? "/" : String(folder[..<slash])
        return FilePaths.spelled(project, like: path)
    }

    /// `folder/name`, or `name` alone in the current folder.
    package static func join(_ folder: String, _ name: String) -> String {
        folder.isEmpty || folder == "." ? name : folder == "/" ? "/" + name : folder + "/" + name
    }

    /// The `.lproj` folders of `project` by the language they hold (not `Base`, not `mul`).
    static func languageFolders(in project: String) -> [String: String] {
        let names = DirectoryListing.names(in: project)
        var result: [String: String] = [:]
        for name in names where name.lowercased().hasSuffix(".lproj") {
            let language = languageOf(name)
            guard LanguageTag.isValid(language), !["base", "mul"].contains(language.lowercased()) else { continue }
            result[language] = name
        }
        return result
    }

    /// `pt_BR.lproj` → `pt-BR`.
    static func languageOf(_ folder: String) -> String {
        LanguageTag.normalized(String(folder.dropLast(".lproj".count)))
    }

    /// The catalogs that may hold the file's texts, nearest first (two `stat`s a folder: the
    /// folders above may be large, so none is listed).
    static func catalogPaths(forFile path: String) -> [String] {
        let file = baseName(path) + ".xcstrings"
        // The folders above, the same however the path is spelled (`../Base.lproj/X`, `./X`):
        // made absolute, `.` and `..` resolved by hand (Foundation's path helpers cost a
        // `stat` a component).
        var folder = FilePaths.folder(of: path)
        var found: [String] = []
        for _ in 0...catalogSearchDepth {
            let inLanguageFolder = folder.lowercased().hasSuffix(".lproj")   // Base.lproj holds no mul.lproj
            let candidates = inLanguageFolder ? [join(folder, file)] : [join(folder, file), join(folder, "mul.lproj/" + file)]
            for candidate in candidates where DirectoryListing.isFile(candidate) {
                found.append(FilePaths.spelled(candidate, like: path))
            }
            guard let slash = folder.lastIndex(of: "/"), folder != "/" else { break }
            folder = slash == folder.startIndex ? "/" : String(folder[..<slash])
        }
        return found
    }

    /// The name among `available` that serves `language`: by the fallback from region to
    /// language, then (for a bare language) its only regional form.
    package static func match(_ language: String, in available: [String]) -> String? {
        for candidate in LanguageTag.fallbacks(language) {
            if let found = available.first(where: { LanguageTag.normalized($0).lowercased() == candidate.lowercased() }) {
                return found
            }
        }
        guard !LanguageTag.normalized(language).contains("-") else { return nil }
        let regional = available.filter { LanguageTag.primary($0) == language.lowercased() }.sorted()
        return regional.count == 1 ? regional[0] : nil
    }
}
