import Foundation
import SwiftParser
import SwiftSyntax

/// The app's bundled JSON files (SwiftSourceReading.md, "What the source fixes"): Xcode copies the
/// project's resources into the app, so `Bundle.main.url(forResource:withExtension:)` (and
/// `path(forResource:ofType:)`) find the project's file of that name, `Data(contentsOf:)` reads it,
/// and `JSONDecoder().decode([Chapter].self, from: data)` gives what the file holds as the
/// project's `Decodable` types: each stored property from the key of its name (a `CodingKeys`
/// case's raw value, snake_case keys when the decoder converts them), arrays, optionals, texts,
/// numbers, Booleans and enums with raw values; a type with its own `init(from:)`, or a value of
/// another kind, is run time's.
extension SwiftEvaluator {
    static let fileURLType = "#FileURL", dataType = "#Data", pathKey = "#path"
    private static let resourceCalls: Set<String> = ["url", "path", "Data", "JSONDecoder", "decode"]

    /// A resource lookup, reading or decoding call; nil for any other call.
    func resourceCall(_ call: FunctionCallExprSyntax, in scope: SwiftScope) -> SwiftValue? {
        let callee = call.calledExpression
        let name = callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? callee.as(DeclReferenceExprSyntax.self)?.baseName.text
        // (Asked of every call: most are none of these, told by their name alone.)
        guard let name, Self.resourceCalls.contains(name) else { return nil }
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        switch (name, labels.first) {
        case ("url", "forResource"?), ("path", "forResource"?):
            guard isMainBundleCall(callee, in: scope), let first = call.arguments.first,
                  case .string(var file, _) = evaluate(first.expression, in: scope) else { return nil }
            if let second = call.arguments.dropFirst().first, case .string(let ext, _) = evaluate(second.expression, in: scope),
               !ext.isEmpty {
                file += (ext.hasPrefix(".") ? "" : ".") + ext
            }
            guard let path = types?.project?.resource(named: file) else { return SwiftValue.none }
            if name == "path" { return .string(path, localizable: false) }
            let fields = SwiftScope()
            fields[Self.pathKey] = .string(path, localizable: false)
            return .object(Self.fileURLType, fields)
        case ("Data", "contentsOf"?) where callee.is(DeclReferenceExprSyntax.self) && scope["Data"] == nil:
            guard let first = call.arguments.first else { return nil }
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
            guard let bytes = FileManager.default.contents(atPath: path),
                  let json = try? JSONSerialization.jsonObject(with: bytes, options: [.fragmentsAllowed]) else {
                return unknown("what \((path as NSString).lastPathComponent) holds, which is not JSON voicenav reads", call)
            }
            let snakeCase: Bool = if case .member("convertFromSnakeCase")? = decoder["keyDecodingStrategy"] { true }
                else { false }
            return decoded(json, as: type, snakeCase: snakeCase, at: call, depth: 0)
        default:
            return nil
        }
    }

    /// `Bundle.main.url(…)`, or `url(…)` in an extension of `Bundle` run on `Bundle.main`.
    private func isMainBundleCall(_ callee: ExprSyntax, in scope: SwiftScope) -> Bool {
        if let access = callee.as(MemberAccessExprSyntax.self), let base = access.base {
            guard Self.isPath(base), case .symbol("Bundle.main") = evaluate(base, in: scope) else { return false }
            return true
        }
        if case .symbol("Bundle.main")? = scope["self"] { return true }
        return false
    }

    /// `json` as the Swift type named `type` decodes it.
    func decoded(_ json: Any, as type: String, snakeCase: Bool, at node: some SyntaxProtocol, depth: Int) -> SwiftValue {
        let type = type.trimmedSwift
        guard depth < 32 else { return unknown("a JSON value nested more deeply than voicenav follows", node) }
        if type.hasSuffix("?") || type.hasSuffix("!") {
            if json is NSNull { return .none }
            return decoded(json, as: String(type.dropLast()), snakeCase: snakeCase, at: node, depth: depth + 1)
        }
        if type.hasPrefix("["), type.hasSuffix("]"), !type.contains(":") {
            guard let items = json as? [Any] else { return unknown("a JSON value not of type \(type)", node) }
            let element = String(type.dropFirst().dropLast())
            return .array(items.prefix(10_000).map { decoded($0, as: element, snakeCase: snakeCase, at: node, depth: depth + 1) })
        }
        switch type {
        case "String": return (json as? String).map { .string($0, localizable: false) } ?? unknown("a JSON text", node)
        case "Int": return (json as? NSNumber).map { .int($0.intValue) } ?? unknown("a JSON number", node)
        case "Double", "Float", "CGFloat":
            return (json as? NSNumber).map { .double($0.doubleValue) } ?? unknown("a JSON number", node)
        case "Bool": return (json as? NSNumber).map { .bool($0.boolValue) } ?? unknown("a JSON Boolean", node)
        default: break
        }
        guard let types else { return unknown("a value of \(type) decoded from JSON", node) }
        let declarations = types.declarations(of: type, from: file)
        if declarations.contains(where: { $0.group.is(EnumDeclSyntax.self) }) {
            // An enum with raw values: the case whose raw value the JSON holds.
            let found = types.cases(in: declarations).first { item in
                switch types.rawValue(of: item.name, in: declarations) {
                case .string(let raw, _)?: (json as? String) == raw
                case .int(let raw)?: (json as? NSNumber)?.intValue == raw && !(json is String)
                default: false
                }
            }
            return found.map { .symbol(type + "." + $0.name) } ?? unknown("a JSON value not of type \(type)", node)
        }
        guard let main = declarations.first(where: { $0.group.is(StructDeclSyntax.self) || $0.group.is(ClassDeclSyntax.self) }),
              let object = json as? [String: Any],
              !declarations.contains(where: { declaration in
                  declaration.group.memberBlock.members.contains {
                      $0.decl.as(InitializerDeclSyntax.self)?.signature.parameterClause.parameters.first?.firstName.text == "from"
                  }
              }) else { return unknown("a value of \(type) decoded from JSON", node) }
        let keys = Self.codingKeys(in: declarations)
        let fields = SwiftScope()
        for member in main.group.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                  !variable.modifiers.contains(where: { ["static", "class", "lazy"].contains($0.name.text) }) else { continue }
            for binding in variable.bindings where binding.getter == nil && binding.accessorBlock == nil {
                guard let name = binding.name else { continue }
                let declared = binding.typeAnnotation?.type.trimmedDescription
                // A `let` with a value is not decoded (Swift keeps the value); a `var` with one is, when the key is there.
                let key = keys[name] ?? name
                let value = object[key] ?? (snakeCase ? object.first { Self.camelCased($0.key) == key }?.value : nil)
                let fixed = variable.bindingSpecifier.tokenKind == .keyword(.let) && binding.initializer != nil
                if let value, let declared, !fixed {
                    fields[name] = decoded(value, as: declared, snakeCase: snakeCase, at: node, depth: depth + 1)
                } else if let initial = binding.initializer?.value {
                    fields[name] = SwiftEvaluator(file: main.file, types: types).evaluate(initial, in: fields)
                } else if declared?.hasSuffix("?") == true {
                    fields[name] = SwiftValue.none
                } else {
                    return unknown("a value of \(type) decoded from JSON that lacks its \(key)", node)
                }
            }
        }
        return .object(type, fields)
    }

    /// A `CodingKeys` enum's keys: each case's raw value, by the case's name.
    private static func codingKeys(in declarations: [SwiftTypes.Declaration]) -> [String: String] {
        var keys: [String: String] = [:]
        for declaration in declarations {
            for member in declaration.group.memberBlock.members {
                guard let keysEnum = member.decl.as(EnumDeclSyntax.self), keysEnum.name.text == "CodingKeys" else { continue }
                for item in keysEnum.memberBlock.members {
                    for element in item.decl.as(EnumCaseDeclSyntax.self)?.elements ?? [] {
                        if let raw = element.rawValue?.value.as(StringLiteralExprSyntax.self)?.representedLiteralValue {
                            keys[element.name.text] = raw
                        }
                    }
                }
            }
        }
        return keys
    }

    /// `first_name` as Foundation's `convertFromSnakeCase` makes it: `firstName`.
    static func camelCased(_ key: String) -> String {
        let parts = key.split(separator: "_", omittingEmptySubsequences: true)
        guard let first = parts.first else { return key }
        return String(first) + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
