import A11yCore
import A11yLocalization
import A11ySceneModel
import Foundation

/// The app's strings tables for a Swift file (SwiftSourceReading.md, "Texts"): a String
/// Catalog (`Localizable.xcstrings`) or `Localizable.strings` and `Localizable.stringsdict` in
/// the language folders, found from the file's folder up to the project's root (the folder with
/// an `.xcodeproj`, `Package.swift` or `.git`) and down into that root; the project's other
/// tables (`Settings.strings`, `Settings.xcstrings`) read when the code asks for them by name.
package final class SwiftStrings: @unchecked Sendable {
    private var catalogs: [(path: String, catalog: StringCatalog)] = []
    /// `Localizable.strings` by language folder (`de`, `Base`, `en`), with its path.
    private var tables: [String: (path: String, entries: [String: String])] = [:]
    /// `Localizable.stringsdict` by language folder: the texts that depend on a count.
    private var plurals: [String: [String: PluralText]] = [:]
    /// The project's other tables by name (`tableName: "Settings"`): their files, each set read
    /// on its first use.
    private var namedFiles: [String: [String]] = [:]
    private var named: [String: SwiftStrings] = [:]
    private var store: FileStore?
    /// What could not be read, this set's and its named tables' (read when first asked for).
    var notes: [Diagnostic] {
        languagesLock.lock()
        defer { languagesLock.unlock() }
        return readNotes + named.keys.sorted().flatMap { named[$0]?.notes ?? [] }
    }
    private var readNotes: [Diagnostic] = []
    /// Which of each catalog's languages a language asked for reads (by language, one entry a
    /// catalog), and which table folder: found once, not for every text (the tables are all read
    /// when the set is made).
    private var catalogLanguages: [String: Wanted] = [:]
    /// The catalogs' languages (one a catalog), the `.strings` folder and the `.stringsdict` folder serving a language.
    private typealias Wanted = (catalogs: [String], folder: String?, plurals: String?)
    private let languagesLock = NSLock()
    /// Every key of the tables by the name R.swift generates for it, made on first use.
    private var generatedNames: [String: String]?
    private var swiftGenPaths: [String: String]?
    private var catalogSymbols: [String: String]?

    /// No tables: every key shows as written.
    package init() {}

    /// The tables `files` name (`--strings`), each read now: one that cannot be read or parsed
    /// is an error at its place. A `.strings` table's language is its `CODE.lproj` folder's, else
    /// the development language's.
    package init(files: [String], store: FileStore) throws {
        for file in files {
            do {
                try read(file, store: store)
            } catch let error as Diagnostic {
                throw error
            } catch {
                throw Diagnostic(file: file, line: 1, column: 1, message: "this strings table cannot be read: \(error)")
            }
        }
    }

    /// One table: a catalog, or a `.strings` file filed under its language folder's name.
    private func read(_ table: String, store: FileStore) throws {
        if table.hasSuffix(".xcstrings") {
            var bytes = try store.bytes(table)
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
            catalogs.append((table, try StringCatalogReader.read(bytes, file: table)))
        } else {
            let folder = ((table as NSString).deletingLastPathComponent as NSString).lastPathComponent
            let language = folder.hasSuffix(".lproj") ? folder.replacingOccurrences(of: ".lproj", with: "") : "Base"
            if table.hasSuffix(".stringsdict") {
                for (key, text) in try StringsDictReader.read(store.bytes(table), file: table)
                    where plurals[language]?[key] == nil {
                    plurals[language, default: [:]][key] = text
                }
                return
            }
            // Two tables of one language (`--strings` twice) hold one set of texts; the first keeps its keys.
            var entries = tables[language]?.entries ?? [:]
            for entry in try StringsFileReader.read(store.bytes(table), file: table) where entries[entry.key] == nil {
                entries[entry.key] = entry.value
            }
            tables[language] = (tables[language]?.path ?? table, entries)
        }
    }

    /// The tables of the project that holds `path`, each read once through `store`.
    package convenience init(forFile path: String, store: FileStore) {
        let found = Self.tables(under: Self.projectRoot(of: path))
        self.init(tables: found.localizable, named: found.named, store: store)
    }

    private init(tables found: [String], named: [String: [String]] = [:], store: FileStore) {
        namedFiles = named
        self.store = store
        for table in found {
            do {
                try read(table, store: store)
            } catch let error as Diagnostic {
                let message = "this strings table cannot be read (\(error.message)): its texts are not used"
                readNotes.append(Diagnostic(location: error.location, severity: .note, message: message))
            } catch {
                readNotes.append(Diagnostic(file: table, line: 1, column: 1,
                                            message: "this strings table cannot be read: \(error)", severity: .note))
            }
        }
    }

    /// The tables of each project root read in this process, with the size and date of each
    /// table when it was read: the Swift files of one project share them.
    private static let cache = NSLock()
    nonisolated(unsafe) private static var cached: [String: (signature: [String], strings: SwiftStrings)] = [:]

    /// The tables of the project that holds `path`, as `init(forFile:store:)` reads them, but
    /// read once a process for each project while none of them changes on disk (a folder's
    /// audit or report opens every Swift file of the project).
    package static func shared(forFile path: String, store: FileStore) -> SwiftStrings {
        let root = projectRoot(of: path)
        let found = tables(under: root)
        let signature = found.localizable.map { table in
            let attributes = try? FileManager.default.attributesOfItem(atPath: table)
            let date = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            return "\(table) \((attributes?[.size] as? Int) ?? -1) \(date)"
        }
        cache.lock()
        defer { cache.unlock() }
        if let hit = cached[root], hit.signature == signature { return hit.strings }
        let strings = SwiftStrings(tables: found.localizable, named: found.named, store: store)
        if cached.count >= 16 { cached.removeAll() }
        cached[root] = (signature, strings)
        return strings
    }

    /// The text `key` shows in `language` (nil: the development language): the catalog's, else
    /// the language folder's table (its `.stringsdict` first: the format a count fills), else the
    /// key itself, as SwiftUI shows a key with no entry. `table` names another of the project's
    /// tables (`NSLocalizedString(_:tableName:…)`); one the project does not have reads these.
    package func text(for key: String, table: String? = nil, language: String?) -> String {
        lookUp(key, table: table, language: language) ?? key
    }

    /// `text(for:table:language:)`, nil where no table has the key (a text the same as its key is found).
    package func lookUp(_ key: String, table: String? = nil, language: String?) -> String? {
        if let other = self.table(named: table) { return other.lookUp(key, language: language) }
        let wanted = wanted(language)
        if let localized = catalogEntry(key, wanted: wanted) { return localized.text(for: DeviceIdiom.phone) }
        return folderEntry(key, wanted: wanted).map { $0.plural?.format ?? $0.text }
    }

    /// The forms of `key` by count in `language` (Localization.md, "Plurals"): a catalog's plural
    /// variations, else the language folder's `.stringsdict` entry; nil for a text that is
    /// the same for every count.
    package func plural(for key: String, table: String? = nil, language: String?) -> PluralText? {
        if let other = self.table(named: table) { return other.plural(for: key, language: language) }
        let wanted = wanted(language)
        if let localized = catalogEntry(key, wanted: wanted) { return localized.plural(for: DeviceIdiom.phone) }
        return plurals.isEmpty ? nil : folderEntry(key, wanted: wanted)?.plural
    }

    /// `key`'s localization in the first catalog that has a text for it: the language's, else the source language's.
    private func catalogEntry(_ key: String, wanted: Wanted?) -> StringCatalog.Localized? {
        for (index, (_, catalog)) in catalogs.enumerated() {
            guard let entry = catalog.entries[key] else { continue }
            for language in [wanted?.catalogs[index] ?? catalog.sourceLanguage, catalog.sourceLanguage] {
                if let localized = entry.localizations[language], localized.text(for: DeviceIdiom.phone) != nil {
                    return localized
                }
            }
        }
        return nil
    }

    /// `key`'s entry in the language folders' tables, as Foundation looks it up: the language's `.stringsdict`,
    /// then its `.strings`, then the same of `Base` and of `en`; nil where none has it.
    private func folderEntry(_ key: String, wanted: Wanted?) -> (text: String, plural: PluralText?)? {
        let folders = [(wanted?.plurals, wanted?.folder), ("Base", "Base"), ("en", "en")]
        for (pluralFolder, tableFolder) in folders {
            if let pluralFolder, let plural = plurals[pluralFolder]?[key] { return (plural.format, plural) }
            if let tableFolder, let text = tables[tableFolder]?.entries[key] { return (text, nil) }
        }
        return nil
    }

    /// The catalogs' languages and the table folders that serve `language`, found once a language.
    private func wanted(_ language: String?) -> Wanted? {
        language.map { language in
            // A shared table set may be asked from several documents: its one cache is locked.
            languagesLock.lock()
            defer { languagesLock.unlock() }
            if let known = catalogLanguages[language] { return known }
            let found = (catalogs.map { $0.catalog.catalogLanguage(for: language) ?? $0.catalog.sourceLanguage },
                         TranslationFinder.match(language, in: Array(tables.keys)),
                         TranslationFinder.match(language, in: Array(plurals.keys)))
            catalogLanguages[language] = found
            return found
        }
    }

    /// The set of the project's tables named `name` (read on first use); nil for the default
    /// table (`Localizable`, or none named) and for a name the project has no table of.
    private func table(named name: String?) -> SwiftStrings? {
        guard let name, name != "Localizable", let files = namedFiles[name], let store else { return nil }
        languagesLock.lock()
        defer { languagesLock.unlock() }
        if let known = named[name] { return known }
        let set = SwiftStrings(tables: files, store: store)
        named[name] = set
        return set
    }

    /// The key R.swift's accessor `name` reads (`R.string.localizable.settings_title()`): the key
    /// of the development language's table (or any table, or a catalog) whose generated name is
    /// `name`; nil when none is.
    package func key(generated name: String) -> String? {
        languagesLock.lock()
        defer { languagesLock.unlock() }
        if generatedNames == nil { generatedNames = index(by: Self.generatedName) }
        return generatedNames?[name]
    }

    /// The app's keys by the name `name` gives each (the catalogs' first, then the development
    /// language's tables', then the others'; the first key to a name keeps it).
    private func index(by name: (String) -> String) -> [String: String] {
        let keys = catalogs.flatMap { $0.catalog.entries.keys.sorted() }
            + ["Base", "en"].flatMap { tables[$0]?.entries.keys.sorted() ?? [] }
            + tables.keys.sorted().flatMap { tables[$0]?.entries.keys.sorted() ?? [] }
        var names: [String: String] = [:]
        for key in keys where names[name(key)] == nil { names[name(key)] = key }
        return names
    }

    /// The key of the app's String Catalogs whose symbol Xcode generates as `name` (its build
    /// setting `STRING_CATALOG_GENERATE_SYMBOLS`: `.settingsTitle` for "Settings.Title", read by
    /// `String(localized: .settingsTitle)`), in the table named `table` (nil: `Localizable`, whose
    /// symbols are not nested; another table's are, under its name: `.GameSetup.title`); nil when none is.
    package func key(catalogSymbol name: String, table: String? = nil) -> String? {
        if table != nil && table != "Localizable" {
            return self.table(named: table).flatMap { $0.key(catalogSymbol: name) }
        }
        languagesLock.lock()
        defer { languagesLock.unlock() }
        if catalogSymbols == nil {
            var names: [String: String] = [:]
            for key in catalogs.flatMap({ $0.catalog.entries.keys.sorted() }) where names[Self.catalogSymbol(key)] == nil {
                names[Self.catalogSymbol(key)] = key
            }
            catalogSymbols = names
        }
        return catalogSymbols?[name]
    }

    /// The name Xcode gives a catalog key's symbol, as apps that use them show (MetaX's catalog
    /// and code): the key split into words at every character that is neither a letter nor a
    /// digit, and where a letter follows a digit; each word's leading capitals lowered
    /// (`FNumber` → `fnumber`, `ISOSpeedRatings` → `isospeedRatings`, `AE` → `ae`), then every
    /// word after the first capitalised (`Error.iCloud` → `errorICloud`, `35mm` → `35Mm`).
    static func catalogSymbol(_ key: String) -> String {
        var words: [String] = []
        var word = ""
        for character in key {
            let isWordCharacter = character.isLetter || character.isNumber
            if !isWordCharacter || character.isLetter && word.last?.isNumber == true {
                if !word.isEmpty { words.append(word) }
                word = isWordCharacter ? String(character) : ""
            } else {
                word.append(character)
            }
        }
        if !word.isEmpty { words.append(word) }
        return words.enumerated().map { index, word in
            let capitals = word.prefix(while: \.isUppercase)
            let lowered = capitals.lowercased() + word.dropFirst(capitals.count)
            return index == 0 ? lowered : lowered.prefix(1).uppercased() + lowered.dropFirst()
        }.joined()
    }

    /// The key SwiftGen's `L10n` accessor at `path` reads (`Pdf.Locked.enterPassword`, from
    /// `L10n.Pdf.Locked.enterPassword`, reads "pdf.locked.enter_password"): the key of the
    /// development language's table (or any table, or a catalog) whose path SwiftGen's default
    /// template makes is `path`; nil when none is.
    package func key(swiftGen path: String) -> String? {
        languagesLock.lock()
        defer { languagesLock.unlock() }
        if swiftGenPaths == nil { swiftGenPaths = index(by: Self.swiftGenPath) }
        return swiftGenPaths?[path]
    }

    /// The path SwiftGen's strings template (`structured-swift5`) gives a key: a nested enum for
    /// each part before a dot, the last part a property; each part's words (split at `_` and at
    /// characters an identifier cannot hold) joined with their first letters capitalised (a word
    /// all in capitals lowered first), the property's start then lowered as R.swift's is.
    static func swiftGenPath(_ key: String) -> String {
        func pretty(_ part: Substring) -> String {
            part.split { !($0.isLetter || $0.isNumber) }.map { word in
                let word = word.count > 1 && word.allSatisfy(\.isUppercase) ? word.lowercased() : String(word)
                return word.prefix(1).uppercased() + word.dropFirst()
            }.joined()
        }
        var parts = key.split(separator: ".").map(pretty)
        guard let last = parts.popLast() else { return key }
        return (parts + [generatedName(last)]).joined(separator: ".")
    }

    /// The Swift name R.swift gives a key: split at every character a Swift identifier cannot
    /// hold (spaces, dots, dashes; `_` stays), each part after the first capitalised, a leading
    /// number dropped, then its start lowered: the run of capitals but the last when a lowercase
    /// letter or nothing follows (`URLTitle` → `urlTitle`, `OK` → `oK`), the whole run when
    /// something else does (`ID2` → `id2`), else the first letter (`Log in` → `logIn`).
    static func generatedName(_ key: String) -> String {
        let parts = key.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
        guard let first = parts.first else { return key }
        let joined = parts.dropFirst().reduce(first) { name, part in name + part.prefix(1).uppercased() + part.dropFirst() }
        let name = String(joined.drop(while: \.isNumber))
        let capitals = name.prefix(while: \.isUppercase).count
        guard capitals > 0 else { return name }
        let next = name.dropFirst(capitals).first
        let lowered = next == nil || next?.isLowercase == true ? max(1, capitals - 1) : capitals
        return name.prefix(lowered).lowercased() + name.dropFirst(lowered)
    }

    /// The app's development language: its catalogs' source language, else English.
    package var developmentLanguage: String { catalogs.first?.catalog.sourceLanguage ?? "en" }

    /// The localization the app runs in on a device in `language` (nil: none asked for), as
    /// Foundation picks it among the project's (its development language when none matches).
    func appLocalization(for language: String?) -> String? {
        language.map { SwiftEvaluator.preferred([$0], from: localizations, development: developmentLanguage) }
    }

    /// What `Bundle.main.localizations` gives: every language folder a table is in (`Base`
    /// too) and every language a catalog holds, sorted; the development language alone when
    /// the app has no tables.
    package var localizations: [String] {
        var found = Set(tables.keys).union(plurals.keys)
        for (_, catalog) in catalogs { found.formUnion(catalog.languages) }
        return found.isEmpty ? [developmentLanguage] : found.sorted()
    }

    /// The languages the tables translate into, each with the table it comes from.
    package var languages: [(language: String, source: TranslationSource)] {
        var found: [String: TranslationSource] = [:]
        for (language, table) in tables where language != "Base" {
            found[language] = .stringsFile(path: table.path, language: language)
        }
        for (path, catalog) in catalogs {
            for language in catalog.translatedLanguages where found[language] == nil {
                found[language] = .stringCatalog(path: path, language: language)
            }
        }
        return found.keys.sorted().map { ($0, found[$0]!) }
    }

    /// Whether `folder` holds what marks a project's root: an `.xcodeproj`, an `.xcworkspace`, a `Package.swift`,
    /// `.git`; else (`generated`) what a project whose Xcode project is generated or whose dependencies are fetched
    /// holds: XcodeGen's `project.yml`, Tuist's `Project.swift`, a `Podfile`, a `Cartfile`, fastlane's folder.
    static func isProjectFolder(_ folder: String, names: [String]? = nil, generated: Bool = false) -> Bool {
        (names ?? (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).contains {
            generated ? ["project.yml", "Project.swift", "Workspace.swift", "Podfile", "Cartfile", "fastlane"].contains($0)
                : $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") || $0 == "Package.swift" || $0 == ".git"
        }
    }

    /// The folder above `path` that holds an `.xcodeproj`, an `.xcworkspace`, a `Package.swift` or a `.git`; with
    /// none, the outermost that holds a generated project's marks (a repository's copy without its `.git`, its
    /// modules' `project.yml` below a root holding `fastlane`); with none of those either, the current folder when it
    /// holds the file, else the file's folder.
    static func projectRoot(of path: String) -> String {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent().path
        var folder = absolute
        var generated: String?
        while true {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            if isProjectFolder(folder, names: names) { return folder }
            if isProjectFolder(folder, names: names, generated: true) { generated = folder }
            let parent = (folder as NSString).deletingLastPathComponent
            if parent == folder || parent.isEmpty { break }
            folder = parent
        }
        if let generated { return generated }
        let current = FileManager.default.currentDirectoryPath
        return current != "/" && (absolute == current || absolute.hasPrefix(current + "/")) ? current : absolute
    }

    /// The String Catalogs, `.strings` and `.stringsdict` tables under `root` (`SwiftProject.files`):
    /// the default table's (`Localizable`), and the others by their names.
    static func tables(under root: String) -> (localizable: [String], named: [String: [String]]) {
        var localizable: [String] = [], named: [String: [String]] = [:]
        for path in SwiftProject.files(under: root) {
            let name = path.utf8.lastIndex(of: 0x2F).map { path[path.index(after: $0)...] } ?? path[...]
            let table: Substring
            if name.hasSuffix(".xcstrings") {
                table = name.dropLast(".xcstrings".count)
            } else if name.hasSuffix(".strings") || name.hasSuffix(".stringsdict"),
                      path.dropLast(name.count + 1).hasSuffix(".lproj") {
                table = name.prefix { $0 != "." }
            } else {
                continue
            }
            if table.hasPrefix("Localizable") && (table == "Localizable" || name.hasSuffix(".xcstrings")) {
                localizable.append(path)
            } else if table != "InfoPlist" {
                named[String(table), default: []].append(path)
            }
        }
        return (localizable, named)
    }
}
