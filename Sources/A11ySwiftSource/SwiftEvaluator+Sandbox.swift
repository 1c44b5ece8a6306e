import Foundation
import SwiftSyntax

/// The app's own folders as on a fresh install (SwiftSourceReading.md, "The app as freshly installed"):
/// `FileManager`'s documents, caches, application support and temporary folders and an app group's
/// container are where iOS puts them, and hold nothing the app saved yet, so a screen listing the files
/// the app keeps there shows none (its empty state), as the app does when first opened.
extension SwiftEvaluator {
    /// A folder or file in the app's own folders or an app group's container, by its path.
    static let sandboxType = "#SandboxURL"
    /// Where iOS puts the app's folders and its app groups' containers (the app's identifier stands as `APP`).
    static let sandboxRoot = "/var/mobile/Containers/Data/Application/APP"
    static let groupRoot = "/private/var/mobile/Containers/Shared/AppGroup/"

    /// `FileManager.SearchPathDirectory`'s cases and the folders they name in the app's.
    static let sandboxFolders: [String: String] = [
        "documentDirectory": "Documents", "libraryDirectory": "Library", "cachesDirectory": "Library/Caches",
        "applicationSupportDirectory": "Library/Application Support",
    ]

    /// What a fresh install's folders hold, by path below the app's folder, and below an app group's container;
    /// a folder not listed does not exist yet (`Library/Application Support` is made by the app).
    static let freshFolders: [String: [String]] = [
        "": ["Documents", "Library", "SystemData", "tmp"], "Documents": [], "Library": ["Caches", "Preferences"],
        "Library/Caches": [], "Library/Preferences": [], "tmp": [],
    ]
    static let freshGroupFolders: [String: [String]] = [
        "": ["Library"], "Library": ["Caches", "Preferences"], "Library/Caches": [], "Library/Preferences": [],
    ]

    /// The callees' names `sandboxCall` answers.
    static let sandboxCalls: Set<String> = [
        "urls", "url", "containerURL", "contentsOfDirectory", "fileExists", "NSSearchPathForDirectoriesInDomains",
        "NSHomeDirectory", "NSTemporaryDirectory", "appendingPathComponent", "appending", "deletingLastPathComponent",
    ]

    /// The app's folders and what `FileManager` says of them on a fresh install; nil for any other call.
    func sandboxCall(_ call: FunctionCallExprSyntax, name: String, in scope: SwiftScope) -> SwiftValue? {
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        let callee = call.calledExpression
        func argument(_ label: String) -> SwiftValue? {
            call.arguments.first { ($0.label?.text ?? "_") == label }.map { evaluate($0.expression, in: scope) }
        }
        switch name {
        case "NSHomeDirectory" where labels.isEmpty && callee.is(DeclReferenceExprSyntax.self):
            return .string(Self.sandboxRoot, localizable: false)
        case "NSTemporaryDirectory" where labels.isEmpty && callee.is(DeclReferenceExprSyntax.self):
            return .string(Self.sandboxRoot + "/tmp/", localizable: false)
        case "NSSearchPathForDirectoriesInDomains" where call.arguments.count == 3:
            guard let folder = call.arguments.first.flatMap({ Self.searchFolder(evaluate($0.expression, in: scope)) })
            else { return nil }
            return .array([.string(Self.sandboxRoot + "/" + folder, localizable: false)])
        default: break
        }
        // (The base evaluated here only where that costs nothing and runs no code: a name or a path, or the
        // first of the folders `urls(for:in:)` gives.)
        guard let access = callee.as(MemberAccessExprSyntax.self), let base = access.base,
              Self.isPath(Self.unwrapped(base)) || Self.isFolderList(Self.unwrapped(base)) else { return nil }
        let owner = evaluate(base, in: scope)
        if case .object(Self.sandboxType, let fields) = owner, case .string(let path, _)? = fields[Self.pathKey] {
            // A folder's or file's URL: another below it, or its folder.
            switch (name, labels) {
            case ("appendingPathComponent", ["_"]), ("appendingPathComponent", ["_", "isDirectory"]),
                 ("appending", ["path"]), ("appending", ["component"]):
                guard let part = call.arguments.first.flatMap({ evaluate($0.expression, in: scope).string }) else {
                    return nil
                }
                return Self.sandboxURL(path.hasSuffix("/") ? path + part : path + "/" + part)
            case ("deletingLastPathComponent", []):
                return Self.sandboxURL(String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)]))
            default: return nil
            }
        }
        guard isFileManager(owner) else { return nil }
        switch (name, labels.first) {
        case ("urls", "for"?), ("url", "for"?):
            // (`url(for:in:appropriateFor:create:)`: the one folder, which `urls(for:in:)` lists alone.)
            guard let folder = argument("for").flatMap(Self.searchFolder) else { return nil }
            let url = Self.sandboxURL(Self.sandboxRoot + "/" + folder)
            return name == "url" ? url : .array([url])
        case ("containerURL", "forSecurityApplicationGroupIdentifier"?):
            guard let group = argument("forSecurityApplicationGroupIdentifier")?.string else { return nil }
            return Self.sandboxURL(Self.groupRoot + group)
        case ("contentsOfDirectory", "atPath"?), ("contentsOfDirectory", "at"?), ("fileExists", "atPath"?):
            guard let given = call.arguments.first.map({ evaluate($0.expression, in: scope) }),
                  let path = Self.sandboxPath(given) else { return nil }
            let listing = Self.freshListing(path)
            if name == "fileExists" { return .bool(listing != nil) }
            types?.host?.note("\(call.excerpt) is read as on a fresh install, where the app's folders hold nothing it "
                              + "saved yet", at: file.position(call))
            guard let listing else { return SwiftValue.none }   // (a folder not made yet: the call throws)
            if labels.first == "atPath" { return .array(listing.map { .string($0, localizable: false) }) }
            return .array(listing.map { Self.sandboxURL(path + "/" + $0) })
        default:
            return nil
        }
    }

    /// `FileManager.default.urls(for: …).first` (or `[0]`).
    private static func isFolderList(_ expression: ExprSyntax) -> Bool {
        let list = expression.as(MemberAccessExprSyntax.self).flatMap { ["first", "last"].contains($0.declName.baseName.text)
            ? $0.base : nil } ?? expression.as(SubscriptCallExprSyntax.self)?.calledExpression
        guard let call = list.map(unwrapped)?.as(FunctionCallExprSyntax.self),
              let access = call.calledExpression.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "urls",
              let base = access.base else { return false }
        return isPath(unwrapped(base))
    }

    /// A member of a folder's URL (`path`, `absoluteString`, `lastPathComponent`) and
    /// `FileManager.default.temporaryDirectory`; nil for another value.
    func sandboxMember(_ name: String, of value: SwiftValue) -> SwiftValue? {
        if name == "temporaryDirectory", isFileManager(value) { return Self.sandboxURL(Self.sandboxRoot + "/tmp") }
        guard case .object(Self.sandboxType, let fields) = value, case .string(let path, _)? = fields[Self.pathKey] else {
            return nil
        }
        switch name {
        case "path", "relativePath": return .string(path, localizable: false)
        case "absoluteString":
            // (A folder's URL, as `url(for:in:appropriateFor:create:)` gives it, ends with a slash.)
            let isFolder = Self.freshListing(path) != nil || Self.sandboxFolders.values.contains { path.hasSuffix("/" + $0) }
            // (Percent-encoded, as a URL's text is: `Application%20Support`.)
            let encoded = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
            return .string("file://" + encoded + (isFolder && !path.hasSuffix("/") ? "/" : ""), localizable: false)
        case "lastPathComponent": return .string(String(path.split(separator: "/").last ?? ""), localizable: false)
        default: return nil
        }
    }

    /// Whether `value` is `FileManager.default` (or a manager the code made: `FileManager()`).
    private func isFileManager(_ value: SwiftValue) -> Bool {
        switch value {
        case .symbol("FileManager.default"), .object("FileManager", _): true
        default: false
        }
    }

    /// The folder `.documentDirectory` (or `FileManager.SearchPathDirectory.documentDirectory`) names.
    private static func searchFolder(_ value: SwiftValue) -> String? {
        switch value {
        case .member(let name), .symbol(let name): sandboxFolders[String(name.lastComponent)]
        default: nil
        }
    }

    static func sandboxURL(_ path: String) -> SwiftValue {
        let fields = SwiftScope()
        fields[pathKey] = .string(path, localizable: false)
        return .object(sandboxType, fields)
    }

    /// The path of a folder's URL or of a text naming one in the app's folders; nil for another value.
    private static func sandboxPath(_ value: SwiftValue) -> String? {
        switch value {
        case .object(sandboxType, let fields): fields[pathKey]?.string
        case .string(let path, _) where path.hasPrefix(sandboxRoot) || path.hasPrefix(groupRoot): path
        default: nil
        }
    }

    /// What the folder at `path` holds on a fresh install; nil where it does not exist yet.
    private static func freshListing(_ path: String) -> [String]? {
        var trimmed = path
        while trimmed.hasSuffix("/") { trimmed.removeLast() }
        if trimmed.hasPrefix(groupRoot) {
            // (Below the group's folder, named by its identifier.)
            let below = trimmed.dropFirst(groupRoot.count).drop { $0 != "/" }.drop { $0 == "/" }
            return freshGroupFolders[String(below)]
        }
        guard trimmed.hasPrefix(sandboxRoot) else { return nil }
        return freshFolders[String(trimmed.dropFirst(sandboxRoot.count).drop { $0 == "/" })]
    }
}
