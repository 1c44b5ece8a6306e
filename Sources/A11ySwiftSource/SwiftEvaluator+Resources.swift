import A11ySceneModel
import Foundation
import SwiftParser
import SwiftSyntax

/// The app's bundled JSON files (SwiftSourceReading.md, "What the source fixes"): Xcode copies the
/// project's resources into the app, so `Bundle.main.url(forResource:withExtension:)` (and
/// `path(forResource:ofType:)`) find the project's file of that name, `Data(contentsOf:)` reads it,
/// and `JSONDecoder().decode([Chapter].self, from: data)` gives what the file holds as the
/// project's `Decodable` types, as the initializer Swift synthesizes decodes them: each stored
/// property from its key (a `CodingKeys` case's raw value; Foundation's snake_case conversion when
/// the decoder is set to it), arrays, optionals, texts, whole numbers, numbers, Booleans and enums by
/// raw value; a type with its own `init(from:)`, a subclass, a dictionary or a value of another kind
/// is run time's, as is a file only run time picks (several of that name, or no project).
extension SwiftEvaluator {
    static let fileURLType = "#FileURL", dataType = "#Data", pathKey = "#path"
    /// The largest JSON file read, and the most values made from one.
    static let maximumJSONBytes = 4 << 20, maximumJSONValues = 20_000

    /// A resource lookup, reading or decoding call (its callee's name one of `followedCalls`); nil for any other.
    func resourceCall(_ call: FunctionCallExprSyntax, in scope: SwiftScope) -> SwiftValue? {
        let callee = call.calledExpression
        let name = callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? callee.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        switch (name, labels.first) {
        case ("url", "forResource"?), ("path", "forResource"?):
            guard isMainBundleCall(callee, in: scope), let first = call.arguments.first,
                  case .string(var file, _) = evaluate(first.expression, in: scope) else { return nil }
            if let second = call.arguments.dropFirst().first {
                switch evaluate(second.expression, in: scope) {
                case .string(let ext, _) where !ext.isEmpty: file += (ext.hasPrefix(".") ? "" : ".") + ext
                case .string, .none: break
                case let other: return other.isUnknown ? other.asUnknown : nil
                }
            }
            // (A file read with no project around it: what the app bundles is not known.)
            guard let project = types?.project, project.hasProjectFolder else {
                return unknown("whether the app bundles a file named \(file): no project folder to look in", call)
            }
            switch project.resource(named: file) {
            case .found(let path):
                // (A path is the app's on the device: known to be there, its text not shown.)
                let fields = SwiftScope()
                fields[Self.pathKey] = .string(path, localizable: false)
                return .object(Self.fileURLType, fields)
            case .missing: return SwiftValue.none
            case .several: return unknown("which of the project's files named \(file) the app bundles", call)
            }
        case ("Data", "contentsOf"?), ("Data", "contentsOfFile"?):
            guard callee.is(DeclReferenceExprSyntax.self), scope["Data"] == nil, let first = call.arguments.first
            else { return nil }
            let source = evaluate(first.expression, in: scope)
            guard case .object(Self.fileURLType, let url) = source, let path = url[Self.pathKey] else {
                return source.isUnknown ? source.asUnknown : nil
            }
            let fields = SwiftScope()
            fields[Self.pathKey] = path
            return .object(Self.dataType, fields)
        case ("JSONDecoder", nil) where callee.is(DeclReferenceExprSyntax.self) && scope["JSONDecoder"] == nil:
            return .object("JSONDecoder", SwiftScope())
        case ("decode", "_"?) where labels.count == 2 && labels[1] == "from":
            guard let access = callee.as(MemberAccessExprSyntax.self), let base = access.base,
                  case .object("JSONDecoder", let decoder) = evaluate(base, in: scope),
                  case .symbol(let type) = evaluate(call.arguments[call.arguments.startIndex].expression, in: scope),
                  case .object(Self.dataType, let data) = evaluate(call.arguments.last!.expression, in: scope),
                  case .string(let path, _)? = data[Self.pathKey] else { return nil }
            let file = (path as NSString).lastPathComponent
            guard let bytes = try? types?.project?.resourceBytes(path, limit: Self.maximumJSONBytes) else {
                return unknown("what \(file) holds, larger than voicenav reads or unreadable", call)
            }
            // (The scanner reads values one after another as an array: a decoder takes one value only.)
            let opensArray = bytes.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) } == UInt8(ascii: "[")
            guard let json = try? JSONScanner.parse(bytes), opensArray || json.items == nil else {
                return unknown("what \(file) holds, which is not JSON", call)
            }
            let snakeCase: Bool
            switch decoder["keyDecodingStrategy"] {
            case .member("convertFromSnakeCase")?: snakeCase = true
            case .symbol(let path)? where path.hasSuffix(".convertFromSnakeCase"): snakeCase = true
            case nil, .member("useDefaultKeys")?: snakeCase = false
            case .symbol(let path)? where path.hasSuffix(".useDefaultKeys"): snakeCase = false
            default: return unknown("what \(file) decodes to with keys converted in a way voicenav does not follow", call)
            }
            var budget = Self.maximumJSONValues
            return decoded(json, as: type, from: self.file, snakeCase: snakeCase, at: call, budget: &budget)
        default:
            return nil
        }
    }

    /// `Bundle.main.url(…)` (also `Bundle(for: AppDelegate.self).url(…)`), or `url(…)` in an extension of
    /// `Bundle` run on `Bundle.main`.
    private func isMainBundleCall(_ callee: ExprSyntax, in scope: SwiftScope) -> Bool {
        if let access = callee.as(MemberAccessExprSyntax.self), let base = access.base {
            let made = base.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            guard Self.isPath(base) || made == "Bundle", case .symbol("Bundle.main") = evaluate(base, in: scope) else {
                return false
            }
            return true
        }
        if case .symbol("Bundle.main")? = scope["self"] { return true }
        return false
    }
}
