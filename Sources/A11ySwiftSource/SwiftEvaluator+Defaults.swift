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
    /// In the project's extension of `UserDefaults`, its own reads called without `self.` (`integer(forKey: #function)`
    /// in `var theme: Theme`, read as `UserDefaults.standard.theme`). A key the code registered a default for
    /// (`register(defaults: [#function: 1])`, in that getter or before) gives that default, as Foundation does.
    func freshDefault(_ call: FunctionCallExprSyntax, in scope: SwiftScope) -> SwiftValue? {
        let method: String
        if let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base {
            method = access.declName.baseName.text
            let registers = method == "register" && call.arguments.first?.label?.text == "defaults"
            let stores = ["set", "removeObject"].contains(method) && call.arguments.last?.label?.text == "forKey"
            guard Self.missingDefault(method) != nil || registers || stores, holdsDefaults(base, in: scope) else { return nil }
        } else if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self), scope[reference.baseName.text] == nil,
                  case .symbol("UserDefaults.standard")? = scope["self"] {
            method = reference.baseName.text
        } else {
            return nil
        }
        if method == "register" {
            // The defaults Foundation gives for keys nothing is stored under yet.
            guard let given = call.arguments.first, given.label?.text == "defaults",
                  case .dictionary(let keys, let values) = evaluate(given.expression, in: scope) else { return nil }
            for (key, value) in zip(keys, values) {
                if case .string(let name, _) = key, !value.isUnknown { types?.registeredDefaults[name] = value }
            }
            return SwiftValue.none
        }
        if method == "set" || method == "removeObject" {
            // What the app stores while the screen is made (a store filling in its settings' defaults) is there
            // when it reads them back, as Foundation keeps it; stored under a key only run time knows: not followed.
            guard let types, let keyArgument = call.arguments.last,
                  case .string(let key, _) = evaluate(keyArgument.expression, in: scope) else { return SwiftValue.none }
            let value = method == "set" ? call.arguments.first.map { evaluate($0.expression, in: scope) } : nil
            types.storedDefaults[key] = value ?? SwiftValue.none
            return SwiftValue.none
        }
        guard let answer = Self.missingDefault(method), call.arguments.count == 1,
              call.arguments.first?.label?.text == "forKey" else { return nil }
        let key = evaluate(call.arguments.first!.expression, in: scope).string
        if let key, let stored = types?.storedDefaults[key] {
            if case .none = stored {
                // (Removed: a registered default again, else Foundation's answer for a missing key.)
            } else if stored.isUnknown {
                return stored
            } else if let read = Self.converted(stored, by: method) {
                types?.host?.note("\(call.excerpt) is read as the app stores it before this screen shows",
                                  at: file.position(call))
                return read
            }
        }
        if let key, let registered = types?.registeredDefaults[key], let read = Self.converted(registered, by: method) {
            types?.host?.note("\(call.excerpt) is read as the default the code registers for it, as nothing is stored "
                              + "yet on a fresh install", at: file.position(call))
            return read
        }
        types?.host?.note("\(call.excerpt) is read as on a fresh install, where nothing is stored yet: "
                          + (answer.string ?? "nil"), at: file.position(call))
        return answer
    }

    /// A registered default as `method` reads it, as Foundation converts a stored value (`bool(forKey:)` of 1 or "YES"
    /// true, `integer(forKey:)` of "3" 3, of another text 0); nil where it is not converted here.
    static func converted(_ value: SwiftValue, by method: String) -> SwiftValue? {
        switch (method, value) {
        case ("bool", .bool), ("integer", .int), ("double", .double), ("float", .double), ("string", .string),
             ("object", _), ("value", _), ("array", .array), ("stringArray", .array), ("dictionary", .dictionary):
            return value
        case ("bool", .int(let number)): return .bool(number != 0)
        case ("bool", .double(let number)): return .bool(number != 0)
        case ("bool", .string(let text, _)):
            return .bool(["yes", "true"].contains(text.lowercased()) || (Int(text) ?? 0) != 0)
        case ("integer", .bool(let flag)): return .int(flag ? 1 : 0)
        case ("integer", .double(let number)): return .int(Int(number))
        case ("integer", .string(let text, _)): return .int(Int(text) ?? 0)
        case ("double", .int(let number)), ("float", .int(let number)): return .double(Double(number))
        case ("double", .string(let text, _)), ("float", .string(let text, _)): return .double(Double(text) ?? 0)
        case ("string", .int(let number)): return .string(String(number), localizable: false)
        default: return nil
        }
    }

    /// `#function`: the name of the function or property whose code holds `node` (`theme` in `var theme: Theme`,
    /// `load(from:)` in a function), as Swift writes it; nil outside one.
    func functionName(at node: some SyntaxProtocol) -> SwiftValue? {
        // (A parameter's default, `key: String = #function`, is the caller's name: not known here.)
        if node.parent?.parent?.is(FunctionParameterSyntax.self) == true { return nil }
        func named(_ name: String, _ parameters: FunctionParameterListSyntax) -> SwiftValue {
            .string(name + "(" + parameters.map { $0.firstName.text + ":" }.joined() + ")", localizable: false)
        }
        var current = node.parent
        while let parent = current {
            if let function = parent.as(FunctionDeclSyntax.self) {
                return named(function.name.text, function.signature.parameterClause.parameters)
            }
            if let initializer = parent.as(InitializerDeclSyntax.self) {
                return named("init", initializer.signature.parameterClause.parameters)
            }
            // A property's (a type's or the file's, not a local's in a function).
            if let binding = parent.as(PatternBindingSyntax.self), let name = binding.name,
               let variable = binding.parent?.parent, variable.parent?.is(MemberBlockItemSyntax.self) == true
                || variable.parent?.parent?.parent?.is(SourceFileSyntax.self) == true {
                return .string(name, localizable: false)
            }
            current = parent.parent
        }
        return nil
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

    /// The keychain libraries' wrappers a project makes without declaring them (KeychainSwift's `KeychainSwift()`,
    /// KeychainAccess's `Keychain(service:)`, the project's extensions of them running with it as `self`), and their
    /// reads on a fresh install (`get`, `getData`, `getBool`, `getString`: nil; `allKeys()`: none), as the keychain
    /// holds nothing yet, with a note where a host takes notes; nil for any other call.
    func keychainLibrary(_ call: FunctionCallExprSyntax, in scope: SwiftScope) -> SwiftValue? {
        let name: String
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
            if Self.keychainTypes.contains(name) {
                guard scope[name] == nil, !projectDeclaresType(name), types?.declaresFunction(name, from: file) == false
                else { return nil }
                let fields = SwiftScope()
                fields[Self.keychainKey] = .bool(true)
                return .object(name, fields)
            }
            // In the project's extension of the wrapper, its own reads called without `self.`.
            guard let me = scope["self"], Self.isKeychain(me) else { return nil }
        } else {
            guard let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base else { return nil }
            name = access.declName.baseName.text
            // (A setting's name is a common one: its base is a name or the wrapper made, never a longer path run twice.)
            let unwrapped = Self.unwrapped(base)
            guard Self.mayHoldKeychain(unwrapped), !Self.keychainSettings.contains(name)
                    || unwrapped.is(DeclReferenceExprSyntax.self) || unwrapped.is(FunctionCallExprSyntax.self) else { return nil }
            let wrapper = evaluate(unwrapped, in: scope)
            guard Self.isKeychain(wrapper) else { return nil }
            // KeychainAccess's settings (`Keychain(service: …).synchronizable(true)`) give the keychain again.
            if Self.keychainSettings.contains(name) { return wrapper }
        }
        guard Self.keychainReads.contains(name) else { return nil }
        let answer: SwiftValue = name == "allKeys" ? .array([]) : .none
        types?.host?.note("\(call.excerpt) is read as on a fresh install, where the keychain holds nothing yet: "
                          + (name == "allKeys" ? "no keys" : "nil"), at: file.position(call))
        return answer
    }

    /// DefaultsKit's reads (`Defaults.shared.get(for: key)`, `Defaults().has(key)`), a library the project uses
    /// without declaring it: on a fresh install nothing is stored, so nil and false, with a note where a host takes
    /// notes; nil for any other call.
    func defaultsKitRead(_ call: FunctionCallExprSyntax) -> SwiftValue? {
        guard let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base,
              call.arguments.count == 1 else { return nil }
        let name = access.declName.baseName.text
        guard name == "has" || name == "get" && call.arguments.first?.label?.text == "for" else { return nil }
        let wrapper = Self.unwrapped(base)
        let isShared = wrapper.as(MemberAccessExprSyntax.self).map {
            $0.declName.baseName.text == "shared" && $0.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Defaults"
        } ?? false
        let isMade = wrapper.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            == "Defaults"
        guard isShared || isMade, !projectDeclaresType("Defaults") else { return nil }
        let answer: SwiftValue = name == "has" ? .bool(false) : .none
        types?.host?.note("\(call.excerpt) is read as on a fresh install, where nothing is stored yet: "
                          + (name == "has" ? "false" : "nil"), at: file.position(call))
        return answer
    }

    /// Whether `value` is a keychain library's wrapper (`keychainLibrary`).
    static func isKeychain(_ value: SwiftValue) -> Bool {
        if case .object(_, let fields) = value { fields[keychainKey] != nil } else { false }
    }

    /// Whether `expression` may be a keychain library's wrapper, by its form (evaluated once more at no cost): a
    /// path of names, the wrapper made, or a setting of one.
    private static func mayHoldKeychain(_ expression: ExprSyntax) -> Bool {
        if isPath(expression) { return true }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return false }
        if let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            return keychainTypes.contains(type)
        }
        guard let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base,
              keychainSettings.contains(access.declName.baseName.text) else { return false }
        return mayHoldKeychain(unwrapped(base))
    }

    /// Whether the project declares a type named `name` itself (its extensions of a library's aside).
    func projectDeclaresType(_ name: String) -> Bool {
        types?.declarations(of: name, from: file).contains { !$0.group.is(ExtensionDeclSyntax.self) } == true
    }

    /// The field that marks a keychain library's wrapper; the wrappers' types, their reads, and KeychainAccess's
    /// settings, which give the wrapper again.
    static let keychainKey = "#keychain"
    static let keychainTypes: Set<String> = ["KeychainSwift", "Keychain"]
    static let keychainReads: Set<String> = ["get", "getData", "getBool", "getString", "allKeys"]
    static let keychainSettings: Set<String> = ["synchronizable", "accessibility", "label", "comment", "attributes",
                                                "authenticationPrompt", "authenticationContext"]

    /// The Security framework's result codes a keychain search is compared with (Apple's `SecBase.h`).
    static let itemNotFound = -25300
    /// The Foundation and Security constants code compares with by name: the result codes a keychain
    /// search gives (`noErr`, MacTypes' success, among them), and `NSNotFound` (`Int.max`), the location of a range
    /// `NSString` does not find.
    static let foundationConstants: [String: Int] = ["errSecSuccess": 0, "noErr": 0, "errSecItemNotFound": itemNotFound,
                                                     "NSNotFound": Int.max]

    /// A stored property the project's own property wrapper holds and no initial value is given
    /// (`@Setting(key: "sounds", defaultValue: true) static var sounds: Bool`): the wrapper made with
    /// the attribute's arguments, its `wrappedValue` read; nil when that is not known.
    /// The field marking an object given its type parameters' types (`#typeArguments.T` each).
    static let typeArgumentsKey = "#typeArguments"

    func wrappedValue(of binding: PatternBindingSyntax, in scope: SwiftScope) -> SwiftValue? {
        guard let types, let variable = binding.parent?.parent?.as(VariableDeclSyntax.self) else { return nil }
        for element in variable.attributes {
            guard let attribute = element.as(AttributeSyntax.self),
                  let name = attribute.attributeName.as(IdentifierTypeSyntax.self)?.name.text,
                  types.isPropertyWrapper(name, from: file) else { continue }
            var arguments: [LabeledExprSyntax] = []
            if case .argumentList(let list)? = attribute.arguments { arguments = Array(list) }
            guard let wrapper = types.make(name, arguments: arguments, at: attribute, caller: self, in: scope) else { return nil }
            // A generic wrapper's one type parameter is the property's type (`@Stored(key: "config") var config: Config?`
            // makes `Stored<Config>`): its code's `T.load(…)` calls the property type's.
            if case .object(_, let fields) = wrapper, let type = binding.declaredType.flatMap({ Self.namedType($0) }),
               let parameters = types.declarations(of: name, from: file).lazy
                   .compactMap({ $0.group.as(StructDeclSyntax.self)?.genericParameterClause?.parameters
                       ?? $0.group.as(ClassDeclSyntax.self)?.genericParameterClause?.parameters }).first,
               parameters.count == 1, let parameter = parameters.first {
                fields[Self.typeArgumentsKey] = .bool(true)
                fields[Self.typeArgumentsKey + "." + parameter.name.text] = .symbol(type)
            }
            guard let value = types.property("wrappedValue", of: wrapper, from: file), !value.isUnknown else { return nil }
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

/// Foundation's `NSCache` as the app finds it at launch (SwiftSourceReading.md, "What the source fixes"): it
/// lives in memory only, so a new one holds nothing; what the code puts in it (`setObject(_:forKey:)`) is there
/// when read back.
extension SwiftEvaluator {
    /// A cache made (`NSCache<NSString, AnyObject>()`), read (`object(forKey:)`: nil for a key not put there)
    /// or changed (`setObject(_:forKey:)`, `removeObject(forKey:)`); nil for any other call.
    func cacheCall(_ call: FunctionCallExprSyntax, in scope: SwiftScope) -> SwiftValue? {
        let callee = call.calledExpression.as(GenericSpecializationExprSyntax.self)?.expression ?? call.calledExpression
        if callee.as(DeclReferenceExprSyntax.self)?.baseName.text == "NSCache" {
            guard call.arguments.isEmpty, scope["NSCache"] == nil, !projectDeclaresType("NSCache") else { return nil }
            let fields = SwiftScope()
            fields[Self.cacheKey] = .bool(true)
            return .object("NSCache", fields)
        }
        guard let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base,
              Self.isPath(Self.unwrapped(base)), case .object("NSCache", let fields) = evaluate(Self.unwrapped(base), in: scope),
              fields[Self.cacheKey] != nil else { return nil }
        let key = call.arguments.first { $0.label?.text == "forKey" }.map { evaluate($0.expression, in: scope) }
        let entry = key.flatMap { key in key.string.map { Self.cacheKey + "." + $0 } }
        switch access.declName.baseName.text {
        case "object":
            guard let key else { return nil }
            if let entry { return fields[entry] ?? SwiftValue.none }
            return key.isUnknown ? key.asUnknown : unknown("a cached value", call)
        case "setObject":
            guard let entry, let value = call.arguments.first.map({ evaluate($0.expression, in: scope) }) else { return nil }
            fields[entry] = value
            return SwiftValue.none
        case "removeObject":
            if let entry { fields[entry] = SwiftValue.none }
            return SwiftValue.none
        default:
            return nil
        }
    }

    /// The field that marks a cache made by `cacheCall`, and the prefix of its entries.
    static let cacheKey = "#cache"
}

