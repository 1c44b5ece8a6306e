import A11yCore
import A11ySceneModel

/// A String Catalog (`.xcstrings`): every key's text per language, as Xcode's build compiles
/// them into each language's table.
public struct StringCatalog: Sendable {
    /// One key's translations.
    public struct Entry: Sendable {
        /// Where the key's object starts in the file.
        public var position: FilePosition
        /// False for a key marked "Don't translate": every language shows the source text.
        public var shouldTranslate = true
        /// The texts by language (as the catalog names it), with the device variants.
        public var localizations: [String: Localized] = [:]
    }

    /// One language's text for a key: a plain string unit, or variants by device or plural.
    public indirect enum Localized: Sendable {
        case text(String, state: String?)
        case byDevice([String: Localized])
        case byPlural([String: Localized])

        /// The text the build uses on `idiom`: the device's variant (`iphone`, `ipad`), else
        /// `other`; for plurals, the `other` form (a storyboard text has no count).
        public func text(for idiom: DeviceIdiom) -> String? {
            switch self {
            case .text(let text, _): return text
            case .byDevice(let variants):
                let device = idiom == .pad ? "ipad" : "iphone"
                return (variants[device] ?? variants["other"])?.text(for: idiom)
            case .byPlural(let forms):
                return (forms["other"] ?? forms.keys.sorted().first.flatMap { forms[$0] })?.text(for: idiom)
            }
        }

        /// The forms by count of a text with plural variations (on `idiom`, for device variants), each
        /// the whole text; nil for a text that is the same for every count.
        public func plural(for idiom: DeviceIdiom) -> PluralText? {
            switch self {
            case .text: return nil
            case .byDevice(let variants):
                let device = idiom == .pad ? "ipad" : "iphone"
                return (variants[device] ?? variants["other"])?.plural(for: idiom)
            case .byPlural(let forms):
                var texts: [String: String] = [:]
                for (category, form) in forms { texts[category] = form.text(for: idiom) }
                return PluralText(format: text(for: idiom) ?? "", variables: ["count": .init(valueType: "lld", forms: texts)],
                                  whole: true)
            }
        }
    }

    public var sourceLanguage: String
    public var entries: [String: Entry]

    /// Every language a translation is given for (the source language included).
    public var languages: Set<String> {
        var result: Set<String> = [sourceLanguage]
        for entry in entries.values { result.formUnion(entry.localizations.keys) }
        return result
    }

    /// The languages the catalog translates into: those with texts, but not the source language
    /// (the storyboard's base texts are its texts).
    public var translatedLanguages: Set<String> {
        var result: Set<String> = []
        for entry in entries.values { result.formUnion(entry.localizations.keys) }
        result.remove(sourceLanguage)
        return result
    }

    /// The catalog's name for `language`, by the system's fallback from region to language
    /// (`pt-BR`, then `pt`), matched without regard to case or `_`/`-`.
    public func catalogLanguage(for language: String) -> String? {
        TranslationFinder.match(language, in: Array(languages))
    }
}

/// Reads String Catalogs with voicenav's JSON reader (positions for every error).
public enum StringCatalogReader {
    /// The catalog in `bytes`; `file` names it in errors.
    public static func read(_ bytes: [UInt8], file: String) throws -> StringCatalog {
        let locator = JSONScanner.Locator(bytes)
        func fail(_ offset: Int, _ message: String) -> SceneError {
            let position = locator.position(of: offset)
            return SceneError(file: file, line: position.line, column: position.column, message: message)
        }
        let root: ScannedJSON
        do { root = try JSONScanner.parse(bytes) } catch {
            throw fail(error.offset, error.message)
        }
        guard case .object(_, let rootOffset) = root else {
            throw SceneError(file: file, line: 1, column: 1,
                             message: "a String Catalog is a JSON object with \"sourceLanguage\" and \"strings\"")
        }
        guard case .string(let source)? = root["sourceLanguage"] else {
            throw fail(rootOffset, "the String Catalog has no \"sourceLanguage\" (the language its keys are written in)")
        }
        var catalog = StringCatalog(sourceLanguage: source, entries: [:])
        guard let strings = root["strings"] else { return catalog }
        guard case .object(let members, let stringsOffset) = strings else {
            throw fail(rootOffset, "\"strings\" is not an object of keys")
        }
        for (key, value) in members {
            guard case .object(_, let offset) = value else {
                throw fail(stringsOffset, "the entry for \"\(key)\" is not an object")
            }
            var entry = StringCatalog.Entry(position: locator.position(of: offset))
            if case .bool(false)? = value["shouldTranslate"] { entry.shouldTranslate = false }
            if let localizations = value["localizations"] {
                guard case .object(let languages, let languagesOffset) = localizations else {
                    throw fail(offset, "\"localizations\" of \"\(key)\" is not an object of languages")
                }
                for (language, body) in languages {
                    guard let localized = try localized(body, key: key, language: language, near: languagesOffset, fail) else {
                        continue
                    }
                    entry.localizations[language] = localized
                }
            }
            catalog.entries[key] = entry
        }
        return catalog
    }

    /// One language's value: `stringUnit` or `variations` (`device`, `plural`); nil when it
    /// holds neither (a substitution-only entry voicenav cannot fill).
    private static func localized(_ body: ScannedJSON, key: String, language: String, near offset: Int,
                                  _ fail: (Int, String) -> SceneError) throws -> StringCatalog.Localized? {
        guard case .object(_, let bodyOffset) = body else {
            throw fail(offset, "the \"\(language)\" localization of \"\(key)\" is not an object")
        }
        if let unit = body["stringUnit"] {
            guard case .object = unit, case .string(let text)? = unit["value"] else {
                throw fail(bodyOffset, "the \"\(language)\" string unit of \"\(key)\" has no text (\"value\")")
            }
            return .text(text, state: unit["state"]?.string)
        }
        guard let variations = body["variations"] else { return nil }
        for (kind, make) in [("device", StringCatalog.Localized.byDevice), ("plural", StringCatalog.Localized.byPlural)] {
            guard let group = variations[kind] else { continue }
            guard case .object(let variants, let groupOffset) = group else {
                throw fail(bodyOffset, "the \(kind) variations of \"\(key)\" in \"\(language)\" are not an object")
            }
            var result: [String: StringCatalog.Localized] = [:]
            for (name, variant) in variants {
                if let value = try localized(variant, key: key, language: language, near: groupOffset, fail) {
                    result[name] = value
                }
            }
            return make(result)
        }
        return nil
    }
}
