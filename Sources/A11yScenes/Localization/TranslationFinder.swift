import A11yCore
import Foundation

/// Where a language's texts for an Interface Builder file come from.
public enum TranslationSource: Sendable, Hashable {
    /// `CODE.lproj/NAME.strings` beside the file's `Base.lproj`.
    case stringsFile(path: String, language: String)
    /// A String Catalog `NAME.xcstrings` (in `mul.lproj/`, beside the file, or a folder above).
    case stringCatalog(path: String, language: String)
    /// A whole storyboard or xib for the language (`CODE.lproj/NAME.storyboard`, a file localized
    /// without a base).
    case wholeFile(path: String, language: String)

    /// The file the texts are read from.
    public var path: String {
        switch self {
        case .stringsFile(let path, _), .stringCatalog(let path, _), .wholeFile(let path, _): path
        }
    }

    /// The language as the project names it (the `.lproj` or the catalog's name).
    public var language: String {
        switch self {
        case .stringsFile(_, let language), .stringCatalog(_, let language), .wholeFile(_, let language): language
        }
    }
}

/// Finds an Interface Builder file's translations as Xcode's build finds them.
///
/// For `App/Base.lproj/Main.storyboard` in language `de`: a String Catalog `Main.xcstrings`
/// with a `de` (or, by the fallback, a `de-…` parent) entry in `App/mul.lproj/`,
/// `App/Base.lproj/`, `App/` or up to three folders above; else `App/de.lproj/Main.strings`;
/// else a whole `App/de.lproj/Main.storyboard`. Language folders match without regard to case
/// or `_`/`-` (`pt_BR.lproj` is `pt-BR`), by the fallback from region to language (`pt-BR`,
/// then `pt`); a bare language (`zh`) takes the only regional folder of it (`zh-Hans`).
public enum TranslationFinder {
    /// How many folders above the file a String Catalog is looked for.
    static let catalogSearchDepth = 3

    /// The translation for `language` of the file at `path`, or nil when the project has none
    /// (the base text is shown, as the system does).
    public static func source(forFile path: String, language: String) -> TranslationSource? {
        let name = baseName(path)
        for catalog in catalogPaths(forFile: path) {
            guard let catalogLanguages = try? catalogLanguageList(catalog),
                  let found = match(language, in: catalogLanguages) else { continue }
            return .stringCatalog(path: catalog, language: found)
        }
        guard let project = projectFolder(of: path) else { return nil }
        let folders = languageFolders(in: project)
        guard let folder = match(language, in: Array(folders.keys)).flatMap({ folders[$0] }) else { return nil }
        let strings = project + "/" + folder + "/" + name + ".strings"
        if FileManager.default.fileExists(atPath: strings) {
            return .stringsFile(path: strings, language: languageOf(folder))
        }
        let ext = (path as NSString).pathExtension
        let whole = project + "/" + folder + "/" + name + "." + ext
        if whole != path, FileManager.default.fileExists(atPath: whole) {
            return .wholeFile(path: whole, language: languageOf(folder))
        }
        return nil
    }

    /// Every language the file is translated into (catalogs, `.strings`, whole files), as
    /// the project names them, sorted; the development language is among them only when a
    /// catalog or folder names it.
    public static func languages(forFile path: String) -> [(language: String, source: TranslationSource)] {
        var found: [String: TranslationSource] = [:]
        let name = baseName(path)
        if let project = projectFolder(of: path) {
            let ext = (path as NSString).pathExtension
            for (language, folder) in languageFolders(in: project) {
                let strings = project + "/" + folder + "/" + name + ".strings"
                let whole = project + "/" + folder + "/" + name + "." + ext
                if FileManager.default.fileExists(atPath: strings) {
                    found[language] = .stringsFile(path: strings, language: language)
                } else if whole != path, FileManager.default.fileExists(atPath: whole) {
                    found[language] = .wholeFile(path: whole, language: language)
                }
            }
        }
        for catalog in catalogPaths(forFile: path).reversed() {
            for language in (try? catalogLanguageList(catalog)) ?? [] {
                found[language] = .stringCatalog(path: catalog, language: language)
            }
        }
        return found.sorted { $0.key.lowercased() < $1.key.lowercased() }.map { ($0.key, $0.value) }
    }

    // MARK: Folders

    /// The file's name without its extension.
    static func baseName(_ path: String) -> String {
        ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    }

    /// The folder holding the file's `.lproj` folder, or nil when the file is in none.
    static func projectFolder(of path: String) -> String? {
        let folder = (path as NSString).deletingLastPathComponent
        guard (folder as NSString).lastPathComponent.lowercased().hasSuffix(".lproj") else { return nil }
        let project = (folder as NSString).deletingLastPathComponent
        return project.isEmpty ? "." : project
    }

    /// The `.lproj` folders of `project` by the language they hold (not `Base`, not `mul`).
    static func languageFolders(in project: String) -> [String: String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: project)) ?? []
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

    /// The catalogs that may hold the file's texts, nearest first.
    static func catalogPaths(forFile path: String) -> [String] {
        let file = baseName(path) + ".xcstrings"
        var folder = (path as NSString).deletingLastPathComponent
        if folder.isEmpty { folder = "." }
        var candidates: [String] = []
        for _ in 0...catalogSearchDepth {
            candidates.append(folder + "/" + file)
            candidates.append(folder + "/mul.lproj/" + file)
            let parent = (folder as NSString).deletingLastPathComponent
            if parent.isEmpty || parent == folder { break }
            folder = parent
        }
        var seen: Set<String> = []
        return candidates.filter { seen.insert($0).inserted && FileManager.default.fileExists(atPath: $0) }
    }

    /// The languages a catalog names (read whole: a bad catalog is an error when used).
    static func catalogLanguageList(_ path: String) throws -> [String] {
        Array(try StringCatalogReader.read(TranslationLoader.bytes(path), file: path).languages)
    }

    /// The name among `available` that serves `language`: by the fallback from region to
    /// language, then (for a bare language) its only regional form.
    static func match(_ language: String, in available: [String]) -> String? {
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
