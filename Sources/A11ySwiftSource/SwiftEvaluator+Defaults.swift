import SwiftSyntax

/// The app as freshly installed (SwiftSourceReading.md, "What the source fixes"): `UserDefaults`
/// holds nothing yet, so each read gives what Foundation gives for a missing key, and a property
/// the project's own property wrapper stores (`@Setting(key: "sounds", defaultValue: true)`) is
/// what the wrapper's `wrappedValue` gives then: usually its default.
extension SwiftEvaluator {
    /// Foundation's answer for a key `UserDefaults` does not hold: false, 0, or nil.
    static func missingDefault(_ method: String) -> SwiftValue? {
        switch method {
        case "bool": .bool(false)
        case "integer": .int(0)
        case "double", "float": .double(0)
        case "object", "string", "array", "dictionary", "stringArray", "data", "url", "value": SwiftValue.none
        default: nil
        }
    }

    /// A read of the standard defaults or a suite's (`UserDefaults.standard.bool(forKey: "sounds")`)
    /// as a fresh install answers it, with a note where a host takes notes; nil for any other call.
    func freshDefault(_ call: FunctionCallExprSyntax, in scope: SwiftScope) -> SwiftValue? {
        guard let access = call.calledExpression.as(MemberAccessExprSyntax.self),
              let answer = Self.missingDefault(access.declName.baseName.text),
              call.arguments.count == 1, call.arguments.first?.label?.text == "forKey", let base = access.base,
              holdsDefaults(base, in: scope) else { return nil }
        types?.host?.note("\(call.excerpt) is read as on a fresh install, where nothing is stored yet: "
                          + (answer.string ?? "nil"), at: file.position(call))
        return answer
    }

    /// Whether `base` is the defaults: `UserDefaults.standard`, `UserDefaults(suiteName: …)` or
    /// `UserDefaults()` (which evaluate to the same: a fresh install's are all empty), made there or kept in a
    /// top-level constant, a type's static property (`shared?.bool(forKey:)`) or an instance's, or given as an
    /// argument (a parameter's default `.standard` included); `?` and `!` after it aside.
    private func holdsDefaults(_ base: ExprSyntax, in scope: SwiftScope) -> Bool {
        let path = Self.unwrapped(base)
        guard Self.isPath(path)
                || path.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                    == "UserDefaults" else { return false }
        switch evaluate(path, in: scope) {
        case .symbol("UserDefaults.standard"), .member("standard"): return true
        default: return false
        }
    }

    /// The Security framework's keychain search on a fresh install (`SecItemCopyMatching(query, &result)`): the
    /// app's keychain holds nothing yet, so the search finds nothing (`errSecItemNotFound`, its result left
    /// nil), with a note where a host takes notes; nil for any other call.
    func freshKeychain(_ call: FunctionCallExprSyntax) -> SwiftValue? {
        guard call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "SecItemCopyMatching",
              call.arguments.count == 2 else { return nil }
        types?.host?.note("\(call.excerpt) is read as on a fresh install, where the keychain holds nothing yet: "
                          + "errSecItemNotFound", at: file.position(call))
        return .int(Self.itemNotFound)
    }

    /// The Security framework's result codes a keychain search is compared with (Apple's `SecBase.h`).
    static let itemNotFound = -25300
    static let securityStatuses: [String: Int] = ["errSecSuccess": 0, "errSecItemNotFound": itemNotFound]

    /// A stored property the project's own property wrapper holds and no initial value is given
    /// (`@Setting(key: "sounds", defaultValue: true) static var sounds: Bool`): the wrapper made with
    /// the attribute's arguments, its `wrappedValue` read; nil when that is not known.
    func wrappedValue(of binding: PatternBindingSyntax, in scope: SwiftScope) -> SwiftValue? {
        guard let types, let variable = binding.parent?.parent?.as(VariableDeclSyntax.self) else { return nil }
        for element in variable.attributes {
            guard let attribute = element.as(AttributeSyntax.self),
                  let name = attribute.attributeName.as(IdentifierTypeSyntax.self)?.name.text,
                  types.isPropertyWrapper(name, from: file) else { continue }
            var arguments: [LabeledExprSyntax] = []
            if case .argumentList(let list)? = attribute.arguments { arguments = Array(list) }
            guard let wrapper = types.make(name, arguments: arguments, at: attribute, caller: self, in: scope),
                  let value = types.property("wrappedValue", of: wrapper, from: file), !value.isUnknown else { return nil }
            return value
        }
        return nil
    }
}

extension SwiftTypes {
    /// Whether the project declares `name` as a property wrapper (`@propertyWrapper struct Setting<T>`).
    func isPropertyWrapper(_ name: String, from file: SwiftSourceFile) -> Bool {
        declarations(of: name, from: file).contains { declaration in
            declaration.group.attributes.contains {
                $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "propertyWrapper"
            }
        }
    }
}
