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
              isDefaults(base, in: scope) || holdsDefaults(base, in: scope) else { return nil }
        types?.host?.note("\(call.excerpt) is read as on a fresh install, where nothing is stored yet: "
                          + (answer.string ?? "nil"), at: file.position(call))
        return answer
    }

    /// Whether `base`, a path (`self.userDefaults?`), holds the defaults: `UserDefaults.standard` or a
    /// suite, kept in a property or given as an argument.
    private func holdsDefaults(_ base: ExprSyntax, in scope: SwiftScope) -> Bool {
        var path = base
        while true {
            if let chained = path.as(OptionalChainingExprSyntax.self) {
                path = chained.expression
            } else if let forced = path.as(ForceUnwrapExprSyntax.self) {
                path = forced.expression
            } else {
                break
            }
        }
        guard Self.isPath(path) else { return false }
        switch evaluate(path, in: scope) {
        case .symbol("UserDefaults.standard"): return true
        // A parameter's default `.standard` (`init(defaults: UserDefaults = .standard)`).
        case .member("standard"): return true
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

    /// `UserDefaults.standard`, `UserDefaults(suiteName: …)` (also force-unwrapped) or
    /// `UserDefaults()`, or a top-level constant of the project made so (`defaults`).
    private func isDefaults(_ base: ExprSyntax, in scope: SwiftScope?, depth: Int = 0) -> Bool {
        if let forced = base.as(ForceUnwrapExprSyntax.self) { return isDefaults(forced.expression, in: scope, depth: depth) }
        if let chained = base.as(OptionalChainingExprSyntax.self) {
            return isDefaults(chained.expression, in: scope, depth: depth)
        }
        // A top-level constant (not a local or parameter of that name), followed a few constants deep.
        if let reference = base.as(DeclReferenceExprSyntax.self), depth < 4, let types,
           scope?[reference.baseName.text] == nil {
            let name = reference.baseName.text
            if let (declaring, binding) = types.global(name, from: file), let initial = binding.initializer?.value {
                return SwiftEvaluator(file: declaring, types: types).isDefaults(initial, in: nil, depth: depth + 1)
            }
            // A static property of the type whose static member reads it (`shared?.bool(forKey:)` in
            // `static var sounds: Bool`, where `static var shared = UserDefaults(suiteName: …)`).
            if case .symbol(let type)? = scope?[Self.typeKey] { return isStaticDefaults(name, of: type, depth: depth) }
            return false
        }
        if let access = base.as(MemberAccessExprSyntax.self) {
            guard var owner = access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
            if owner == "UserDefaults" { return access.declName.baseName.text == "standard" }
            // `Self.shared` in the type's own static members.
            if owner == "Self" {
                guard case .symbol(let type)? = scope?[Self.typeKey] else { return false }
                owner = type
            }
            return depth < 4 && owner.namesType && scope?[owner] == nil
                && isStaticDefaults(access.declName.baseName.text, of: owner, depth: depth)
        }
        if let call = base.as(FunctionCallExprSyntax.self) {
            return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "UserDefaults"
        }
        return false
    }

    /// Whether the project's `type` declares a static property `name` made as the defaults are.
    private func isStaticDefaults(_ name: String, of type: String, depth: Int) -> Bool {
        guard let types, let (declaration, binding) = types.variable(name, isStatic: true,
                                                                     in: types.declarations(of: type, from: file)),
              let initial = binding.initializer?.value else { return false }
        return SwiftEvaluator(file: declaration.file, types: types).isDefaults(initial, in: nil, depth: depth + 1)
    }

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
