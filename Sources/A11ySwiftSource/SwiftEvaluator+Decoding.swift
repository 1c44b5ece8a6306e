import A11ySceneModel
import Foundation
import SwiftParser
import SwiftSyntax

/// JSON decoded into the project's `Decodable` types as the initializer Swift synthesizes for them
/// decodes it (SwiftSourceReading.md, "What the source fixes"; `SwiftEvaluator+Resources`).
extension SwiftEvaluator {
    /// `json` as the Swift type written `type` (looked up from `file`) decodes it; unknown where
    /// decoding would fail or is not followed. `budget` bounds the values made.
    func decoded(_ json: ScannedJSON, as type: String, from file: SwiftSourceFile, snakeCase: Bool,
                 at node: some SyntaxProtocol, budget: inout Int) -> SwiftValue {
        let type = type.trimmedSwift
        budget -= 1
        guard budget >= 0 else { return unknown("more values decoded from JSON than voicenav follows", node) }
        if type.hasSuffix("?") || type.hasSuffix("!") {
            if case .null = json { return .none }
            return decoded(json, as: String(type.dropLast()), from: file, snakeCase: snakeCase, at: node, budget: &budget)
        }
        func mismatch() -> SwiftValue { unknown("a JSON value that is not of type \(type)", node) }
        if type.hasPrefix("["), type.hasSuffix("]"), !type.contains(":") {
            guard case .array(let items) = json else { return mismatch() }
            let element = String(type.dropFirst().dropLast())
            var values: [SwiftValue] = []
            for item in items {
                let value = decoded(item, as: element, from: file, snakeCase: snakeCase, at: node, budget: &budget)
                if value.isUnknown { return value.asUnknown }
                values.append(value)
            }
            return .array(values)
        }
        switch (type, json) {
        case ("String", .string(let text)): return .string(text, localizable: false)
        case ("Bool", .bool(let flag)): return .bool(flag)
        // A whole number only where the JSON's is one Swift's `Int` holds (`1.5` and `true` do not decode).
        case ("Int", .number(let number)):
            return number.rounded() == number && abs(number) < 9e15 ? .int(Int(number)) : mismatch()
        case ("Double", .number(let number)), ("Float", .number(let number)), ("CGFloat", .number(let number)):
            return .double(number)
        case ("String", _), ("Bool", _), ("Int", _), ("Double", _), ("Float", _), ("CGFloat", _): return mismatch()
        default: break
        }
        guard let types else { return unknown("a value of \(type) decoded from JSON", node) }
        let declarations = types.declarations(of: type, from: file)
        guard let main = declarations.first(where: { !$0.group.is(ExtensionDeclSyntax.self) }),
              !declarations.contains(where: Self.decodesItself) else {
            return unknown("a value of \(type) decoded from JSON in a way voicenav does not follow", node)
        }
        if main.group.is(EnumDeclSyntax.self) {
            // An enum by its raw value.
            let found = types.cases(in: declarations).first { item in
                switch (types.rawValue(of: item.name, in: declarations), json) {
                case (.string(let raw, _)?, .string(let text)): raw == text
                case (.int(let raw)?, .number(let number)): Double(raw) == number
                default: false
                }
            }
            return found.map { .symbol(type + "." + $0.name) } ?? mismatch()
        }
        // A struct, or a class that inherits none of the project's (a subclass decodes through its superclass's).
        let inherits = main.group.inheritanceClause?.inheritedTypes.first.map { first in
            types.declarations(of: first.type.trimmedDescription, from: main.file)
                .contains { $0.group.is(ClassDeclSyntax.self) }
        } ?? false
        guard main.group.is(StructDeclSyntax.self) || main.group.is(ClassDeclSyntax.self) && !inherits,
              case .object(let members, _) = json else { return mismatch() }
        // The keys as the decoder sees them: converted from snake_case first; of keys equal after that, the
        // first, as Foundation keeps.
        var object: [String: ScannedJSON] = [:]
        for member in members {
            let key = snakeCase ? Self.convertedFromSnakeCase(member.key) : member.key
            if object[key] == nil { object[key] = member.value }
        }
        guard let keys = Self.codingKeys(in: declarations) else {
            return unknown("a value of \(type) decoded from JSON by keys voicenav does not read", node)
        }
        let evaluator = SwiftEvaluator(file: main.file, types: types)
        let fields = SwiftScope()
        for member in main.group.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                  !variable.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }) else { continue }
            let lazy = variable.modifiers.contains { $0.name.text == "lazy" }
            for binding in variable.bindings where binding.getter == nil && !lazy {
                guard let name = binding.name else { continue }
                let fixed = variable.bindingSpecifier.tokenKind == .keyword(.let) && binding.initializer != nil
                // A property `CodingKeys` leaves out, or a `let` with a value: not decoded, its value kept.
                if fixed || keys.map({ $0[name] == nil }) == true {
                    if binding.initializer != nil {
                        fields[name] = evaluator.value(of: binding, in: fields)
                    } else if binding.declaredType.map({ SwiftEvaluator.isOptional($0) }) == true {
                        fields[name] = SwiftValue.none
                    }
                    continue
                }
                let key = keys?[name] ?? name
                guard let declared = binding.declaredType.map({ evaluator.qualifiedType($0) }) else {
                    return unknown("a value of \(type) decoded from JSON, its \(name) of a type voicenav does not infer", node)
                }
                if let value = object[key] {
                    let made = decoded(value, as: declared, from: main.file, snakeCase: snakeCase, at: node, budget: &budget)
                    if made.isUnknown { return made.asUnknown }
                    fields[name] = made
                } else if declared.hasSuffix("?") || declared.hasSuffix("!") {
                    fields[name] = SwiftValue.none
                } else {
                    return unknown("a value of \(type) decoded from JSON that lacks its \(key)", node)
                }
            }
        }
        return .object(type, fields)
    }

    /// Whether a declaration has its own `init(from:)`.
    private static func decodesItself(_ declaration: SwiftTypes.Declaration) -> Bool {
        declaration.group.memberBlock.members.contains {
            $0.decl.as(InitializerDeclSyntax.self)?.signature.parameterClause.parameters.first?.firstName.text == "from"
        }
    }

    /// A property's type as written, its named types taken by their path from where it is declared
    /// (`[Section]` in `Chapter` is `[Chapter.Section]` when `Chapter` declares one).
    func qualifiedType(_ type: TypeSyntax) -> String {
        if let optional = type.as(OptionalTypeSyntax.self) { return qualifiedType(optional.wrappedType) + "?" }
        if let forced = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return qualifiedType(forced.wrappedType) + "!" }
        if let array = type.as(ArrayTypeSyntax.self) { return "[" + qualifiedType(array.element) + "]" }
        if let named = type.as(IdentifierTypeSyntax.self), named.genericArgumentClause == nil {
            return qualified(named.name.text, at: named)
        }
        return type.trimmedDescription
    }

    /// A `CodingKeys` enum's keys: each case's raw value (else its name), by the case's name; `.some(nil)`
    /// where the type declares none (every stored property is then decoded by its name); nil where a
    /// raw value is not a plain text literal.
    private static func codingKeys(in declarations: [SwiftTypes.Declaration]) -> [String: String]?? {
        for declaration in declarations {
            for member in declaration.group.memberBlock.members {
                guard let keysEnum = member.decl.as(EnumDeclSyntax.self), keysEnum.name.text == "CodingKeys" else { continue }
                var keys: [String: String] = [:]
                for item in keysEnum.memberBlock.members {
                    for element in item.decl.as(EnumCaseDeclSyntax.self)?.elements ?? [] {
                        guard let raw = element.rawValue else {
                            keys[element.name.text] = element.name.text
                            continue
                        }
                        guard let text = raw.value.as(StringLiteralExprSyntax.self)?.representedLiteralValue else { return nil }
                        keys[element.name.text] = text
                    }
                }
                return .some(keys)
            }
        }
        return .some(nil)
    }

    /// A key as `JSONDecoder.KeyDecodingStrategy.convertFromSnakeCase` gives it: underscores at either
    /// end kept, the parts between lowercased first and capitalized after (`user_ID` → `userId`), a
    /// key without inner underscores as it is.
    static func convertedFromSnakeCase(_ key: String) -> String {
        guard let first = key.firstIndex(where: { $0 != "_" }), let last = key.lastIndex(where: { $0 != "_" }) else { return key }
        let middle = key[first...last]
        let parts = middle.split(separator: "_")
        guard parts.count > 1 else { return key }
        let joined = parts[0].lowercased() + parts.dropFirst().map { $0.capitalized }.joined()
        return String(key[..<first]) + joined + String(key[key.index(after: last)...])
    }
}
