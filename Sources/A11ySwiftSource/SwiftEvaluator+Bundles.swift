import A11yLocalization
import A11ySceneModel
import Foundation
import SwiftSyntax

/// Bundles the code picks its texts through (SwiftSourceReading.md, "The device's language"): the
/// app's own (`Bundle.main`, `Bundle(for:)` a class of the project), a bundle inside it
/// (`Strings.bundle`, found among the project's folders) and a language's folder in either
/// (`bundle.path(forResource: code, ofType: "lproj")`), picked as the device's language picks it.
/// A text such a bundle's `localizedString(forKey:value:table:)` gives is the project's table's.
extension SwiftEvaluator {
    /// A bundle inside the app's, or a language's folder: its folder in the project.
    static let bundleType = "#Bundle"

    /// `Bundle(for: AppDelegate.self)`, `Bundle(path:)`, `Bundle(url:)`, `URL(fileURLWithPath:)` of a
    /// resource's path, `NSLocale.components(fromLocaleIdentifier:)`, and a resource of a bundle
    /// inside the app's (`path(forResource:ofType:)`, `url(forResource:withExtension:)`); nil for
    /// any other call.
    func bundleCall(_ call: FunctionCallExprSyntax, in scope: SwiftScope) -> SwiftValue? {
        let callee = call.calledExpression
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        guard let first = call.arguments.first else { return nil }
        if let type = callee.as(DeclReferenceExprSyntax.self)?.baseName.text, scope[type] == nil {
            switch (type, labels.first) {
            case ("Bundle", "for"?):
                // The bundle holding a class: the app's, for a class the project declares.
                guard case .symbol(let owner) = evaluate(first.expression, in: scope),
                      types?.declarations(of: owner, from: file).isEmpty == false else { return nil }
                return .symbol("Bundle.main")
            case ("String", "contentsOfFile"?), ("String", "contentsOf"?), ("NSString", "contentsOfFile"?),
                 ("NSString", "contentsOf"?):
                // A text file the app bundles, read as UTF-8 (the encoding most files are written in).
                let given = evaluate(first.expression, in: scope)
                guard case .object(Self.fileURLType, let fields) = given, case .string(let path, _)? = fields[Self.pathKey]
                else { return given.isUnknown ? given.asUnknown : nil }
                let file = (path as NSString).lastPathComponent
                guard let bytes = try? types?.project?.resourceBytes(path, limit: Self.maximumJSONBytes),
                      let text = String(validating: bytes, as: UTF8.self) else {
                    return unknown("what \(file) holds, larger than voicenav reads, unreadable or not UTF-8", call)
                }
                return .string(text, localizable: false)
            case ("Bundle", "path"?), ("Bundle", "url"?), ("URL", "fileURLWithPath"?):
                let given = evaluate(first.expression, in: scope)
                guard case .object(let kind, let fields) = given, kind == Self.fileURLType || kind == Self.bundleType,
                      case .string(let path, _)? = fields[Self.pathKey] else {
                    return given.isUnknown ? given.asUnknown : nil
                }
                if type == "URL" { return given }
                // (A bundle is a folder: a file's path makes none, as `Bundle(path:)` gives nil.)
                guard DirectoryListing.isFolder(path) else { return SwiftValue.none }
                return Self.bundle(at: path)
            default:
                return nil
            }
        }
        guard let access = callee.as(MemberAccessExprSyntax.self), let base = access.base else { return nil }
        let name = access.declName.baseName.text
        if name == "components", labels == ["fromLocaleIdentifier"] || labels == ["fromIdentifier"],
           let type = base.as(DeclReferenceExprSyntax.self)?.baseName.text, ["NSLocale", "Locale"].contains(type) {
            guard case .string(let identifier, _) = evaluate(first.expression, in: scope) else {
                return unknown("the parts of a locale only known when the app runs", call)
            }
            return Self.localeComponents(identifier)
        }
        // (`inDirectory:`, `forLocalization:`: not followed.)
        guard name == "path" && labels.first == "forResource" || name == "url" && labels.first == "forResource",
              labels.count <= 2,
              case .object(Self.bundleType, let fields) = evaluate(base, in: scope),
              case .string(let folder, _)? = fields[Self.pathKey],
              case .string(var resource, _) = evaluate(first.expression, in: scope) else { return nil }
        if let second = call.arguments.dropFirst().first {
            switch evaluate(second.expression, in: scope) {
            case .string(let ext, _) where !ext.isEmpty: resource += (ext.hasPrefix(".") ? "" : ".") + ext
            case .string, .none: break
            case let other: return other.isUnknown ? other.asUnknown : nil
            }
        }
        let path = folder + "/" + resource
        guard !resource.contains("/"), DirectoryListing.exists(path) else { return SwiftValue.none }
        let found = SwiftScope()
        found[Self.pathKey] = .string(path, localizable: false)
        return .object(Self.fileURLType, found)
    }

    /// The text `key` has in the table (`Localizable` for nil) of a language's folder the code picked as a
    /// bundle (`Bundle(path: …/en.lproj)`): `.some(nil)` where its table lacks the key or cannot be read; nil
    /// where `bundle` is no language's folder (the tables of the language shown serve).
    func folderText(_ key: String, in bundle: SwiftValue, table: SwiftValue?) -> String?? {
        guard case .object(Self.bundleType, let fields) = bundle, case .string(let folder, _)? = fields[Self.pathKey],
              folder.hasSuffix(".lproj") else { return nil }
        let name = table?.string ?? "Localizable"
        let path = folder + "/" + name + ".strings"
        guard let bytes = try? types?.project?.resourceBytes(path, limit: Self.maximumJSONBytes),
              let entries = try? StringsFileReader.read(bytes, file: path) else { return .some(nil) }
        return .some(entries.last { $0.key == key }?.value)
    }

    /// The bundle of the folder at `path`.
    static func bundle(at path: String) -> SwiftValue {
        let fields = SwiftScope()
        fields[pathKey] = .string(path, localizable: false)
        return .object(bundleType, fields)
    }

    /// `NSLocale.components(fromLocaleIdentifier: "pt_BR")`: its language, script and region under
    /// Foundation's keys (`NSLocale.Key.languageCode.rawValue` …).
    static func localeComponents(_ identifier: String) -> SwiftValue {
        let parts = identifier.split(whereSeparator: { $0 == "_" || $0 == "-" }).map(String.init)
        var keys: [SwiftValue] = [], values: [SwiftValue] = []
        func add(_ key: String, _ value: String) {
            keys.append(.string(key, localizable: false))
            values.append(.string(value, localizable: false))
        }
        guard let language = parts.first else { return .dictionary([], []) }
        add(localeKeys["languageCode"] ?? "", language.lowercased())
        for part in parts.dropFirst() {
            if part.count == 4 { add(localeKeys["scriptCode"] ?? "", part) }
            if part.count == 2 || part.count == 3 && part.allSatisfy(\.isNumber) {
                add(localeKeys["countryCode"] ?? "", part.uppercased())
            }
        }
        return .dictionary(keys, values)
    }

    /// `NSLocale.Key`'s raw values (Foundation's `kCFLocale…Key` names).
    static let localeKeys = ["languageCode": "kCFLocaleLanguageCodeKey", "scriptCode": "kCFLocaleScriptCodeKey",
                             "countryCode": "kCFLocaleCountryCodeKey"]
}

extension SwiftEvaluator {
    /// `items[1..<3]`, `items[2...]`, `items[..<count]`: a known array's elements in a range the source fixes; nil
    /// where the index is not a range, unknown where a bound is not known or past the array's end (where Swift stops
    /// the app).
    func arraySlice(_ items: [SwiftValue], _ index: ExprSyntax, in scope: SwiftScope) -> SwiftValue? {
        guard let bounds = rangeBounds(index, count: items.count, in: scope) else { return nil }
        guard let (low, high) = bounds else { return unknown("a part of an array", index) }
        guard 0 <= low, low <= high, high <= items.count else { return unknown("a part past the array's end", index) }
        return .array(Array(items[low..<high]))
    }

    /// `text[..<i]`, `text[i...]`, `text[i..<j]`, `text[i...j]` of character offsets the source fixes
    /// (what `range(of:)` gives): those characters; nil where the index is not a range, unknown where
    /// a bound is not known or past the text's end.
    func slice(_ text: String, _ index: ExprSyntax, in scope: SwiftScope) -> SwiftValue? {
        guard let bounds = rangeBounds(index, count: text.count, in: scope) else { return nil }
        guard let (low, high) = bounds else { return unknown("a part of a text", index) }
        guard 0 <= low, low <= high, high <= text.count else { return unknown("a part past the text's end", index) }
        let characters = Array(text)
        return .string(String(characters[low..<high]), localizable: false)
    }

    /// The offsets a subscript's range (`..<i`, `i...`, `i..<j`, `i...j`) takes of `count` elements, half-open; nil
    /// where the index is not written as a range, nil inside where a bound is not a known whole number (below a
    /// text's length limit, so `end + 1` cannot overflow).
    private func rangeBounds(_ index: ExprSyntax, count: Int, in scope: SwiftScope) -> (low: Int, high: Int)?? {
        func bound(_ expression: ExprSyntax) -> Int? {
            evaluate(expression, in: scope).number.flatMap { Int(exactly: $0) }
                .flatMap { abs($0) <= Self.maximumString ? $0 : nil }
        }
        if let prefix = index.as(PrefixOperatorExprSyntax.self), ["..<", "..."].contains(prefix.operator.text) {
            guard let end = bound(prefix.expression) else { return .some(nil) }
            return (0, prefix.operator.text == "..<" ? end : end + 1)
        }
        if let postfix = index.as(PostfixOperatorExprSyntax.self), postfix.operator.text == "..." {
            guard let start = bound(postfix.expression) else { return .some(nil) }
            return (start, count)
        }
        guard let sequence = index.as(SequenceExprSyntax.self), sequence.elements.count == 3,
              let op = sequence.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self)?.operator.text,
              op == "..<" || op == "..." else { return nil }
        let parts = Array(sequence.elements)
        guard let start = bound(parts[0]), let end = bound(parts[2]) else { return .some(nil) }
        return (start, op == "..<" ? end : end + 1)
    }
}

/// A text's UTF-8 bytes (`text.data(using: .utf8)`), kept as the text they encode.
struct UTF8Text {
    let text: String

    /// What `NSAttributedString(data:options:documentAttributes:)` reads from the bytes: the text itself for a plain
    /// document, the text an HTML document shows (its tags left out, a line break for `<br>` and each paragraph's end,
    /// the common entities decoded) for HTML.
    func read(asHTML html: Bool) -> String {
        guard html else { return text }
        var shown = "", tag = "", inTag = false
        for character in text {
            if inTag {
                if character == ">" {
                    inTag = false
                    let name = tag.lowercased().split(whereSeparator: { $0 == " " || $0 == "/" }).first.map(String.init) ?? ""
                    if name == "br" || tag.lowercased().hasPrefix("/p") || tag.lowercased().hasPrefix("/div") { shown += "\n" }
                    tag = ""
                } else {
                    tag.append(character)
                }
            } else if character == "<" {
                inTag = true
            } else {
                shown.append(character)
            }
        }
        for (entity, character) in [("&nbsp;", "\u{00A0}"), ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"),
                                    ("&amp;", "&")] {
            shown = shown.replacingOccurrences(of: entity, with: character)
        }
        return shown.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
