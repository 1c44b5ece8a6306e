import SwiftSyntax

/// Functions of the project's types, run by the evaluator for either reader
/// (SwiftSourceReading.md, "Constants of the project"): a static function called on its type
/// (`Texts.lookUp("Localizable", "key", fallback: "…")`, as generated string constants call
/// one), its arguments bound to its parameters as Swift binds them.
extension SwiftTypes {
    /// The label a trailing closure is given under: it goes to the parameter it falls on.
    static let trailingLabel = "#trailing"

    /// Binds each parameter to its argument (in order, by label), its default value, or what
    /// `given` says (a lifecycle method's `animated`); a parameter with none is a run-time value.
    func bind(_ parameters: FunctionParameterListSyntax, _ arguments: [(label: String, value: SwiftValue)],
              evaluator: SwiftEvaluator, into scope: SwiftScope, given: [String: SwiftValue] = [:]) {
        var remaining = arguments[...]
        for parameter in parameters {
            let name = (parameter.secondName ?? parameter.firstName).text
            let label = parameter.firstName.text
            if parameter.ellipsis != nil {
                // A variadic takes its first value (by its label) and the unlabelled ones after it,
                // up to the next labelled argument (`tr("T", "key", 3, fallback: "…")`).
                var taken: [SwiftValue] = []
                if let first = remaining.first, first.label == label {
                    taken.append(first.value)
                    remaining = remaining.dropFirst()
                    while let next = remaining.first, next.label == "_" {
                        taken.append(next.value)
                        remaining = remaining.dropFirst()
                    }
                }
                scope[name] = .array(taken.map { evaluator.typed($0, as: parameter.type) })
            } else if let argument = remaining.first, argument.label == label
                        || argument.label == Self.trailingLabel && (parameter.type.is(FunctionTypeSyntax.self)
                            || parameter.type.is(AttributedTypeSyntax.self) || parameter == parameters.last) {
                var value = argument.value
                // A closure given to a result builder's parameter builds an array of its expressions' values.
                if case .opaque(let box) = value, var closure = box.value as? ClosureValue,
                   parameter.attributes.contains(where: { isResultBuilder($0, from: evaluator.file) }) {
                    closure.builds = true
                    value = .opaque(.init(closure))
                }
                scope[name] = value.isUnknown ? runTimeInstance(of: parameter.type, name: name, evaluator: evaluator,
                                                                at: parameter) ?? value
                    : evaluator.typed(value, as: parameter.type)
                // An argument given for an `@autoclosure` parameter (evaluated where it is given): what calling it gives.
                if !value.isUnknown, Self.isAutoclosure(parameter.type), let given = scope[name] {
                    scope[name] = .opaque(.init(Autoclosure(value: given)))
                }
                // A type given for a generic parameter (`decode<T>(_ type: T.Type, …)` given `[Chapter].self`): `T` is it.
                if case .symbol = value, let generic = parameter.type.as(MetatypeTypeSyntax.self)?.baseType
                    .as(IdentifierTypeSyntax.self)?.name.text, Self.isGenericParameter(generic, of: parameter) {
                    scope[generic] = value
                }
                remaining = remaining.dropFirst()
            } else if let value = given[name] ?? given[label] {
                scope[name] = value
            } else if let initial = parameter.defaultValue?.value {
                scope[name] = evaluator.evaluate(initial, as: parameter.type, in: scope)
            } else {
                scope[name] = runTimeInstance(of: parameter.type, name: name, evaluator: evaluator, at: parameter)
                    ?? evaluator.unknown("\(name), a value only known when the app runs", parameter)
            }
        }
    }

    /// Whether a parameter's type is marked `@autoclosure` (`viewMaker: @escaping @autoclosure () -> View`).
    static func isAutoclosure(_ type: TypeSyntax) -> Bool {
        type.as(AttributedTypeSyntax.self)?.attributes.contains {
            $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "autoclosure"
        } == true
    }

    /// Whether `name` is a generic parameter of the function or initializer `parameter` belongs to, or of
    /// a function or type around it (`class Loader<T> { func load(_ type: T.Type) }`).
    static func isGenericParameter(_ name: String, of parameter: FunctionParameterSyntax) -> Bool {
        var current = parameter.parent
        while let node = current {
            let clause = node.as(FunctionDeclSyntax.self)?.genericParameterClause
                ?? node.as(InitializerDeclSyntax.self)?.genericParameterClause
                ?? node.as(SubscriptDeclSyntax.self)?.genericParameterClause
                ?? node.as(StructDeclSyntax.self)?.genericParameterClause
                ?? node.as(ClassDeclSyntax.self)?.genericParameterClause
                ?? node.as(EnumDeclSyntax.self)?.genericParameterClause
            if clause?.parameters.contains(where: { $0.name.text == name }) == true { return true }
            current = node.parent
        }
        return false
    }

    /// `Type.name(…)`: the project's static function of that name whose labels the arguments
    /// match, run with its parameters bound; nil when the project declares none.
    func runStatic(_ name: String, of type: String, call: FunctionCallExprSyntax, caller: SwiftEvaluator,
                   in scope: SwiftScope) -> SwiftValue? {
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        let candidates = staticFunctions(name, of: type, labels: labels, from: caller.file)
        guard !candidates.isEmpty else { return nil }
        let values = call.arguments.map { argument in
            (label: argument.label?.text ?? "_", value: caller.evaluate(argument.expression, in: scope))
        }
        return runStatic(candidates, of: type, values: values, from: caller.file)
    }

    /// Whether a parameter's attribute names a result builder: a type of the project declared
    /// `@resultBuilder` (or, for one from another module, a name ending in `Builder`).
    private func isResultBuilder(_ attribute: AttributeListSyntax.Element, from file: SwiftSourceFile) -> Bool {
        guard let name = attribute.as(AttributeSyntax.self)?.attributeName.trimmedDescription else { return false }
        if name.hasSuffix("Builder") { return true }
        return declarations(of: name, from: file).contains { declaration in
            declaration.group.attributes.contains {
                $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "resultBuilder"
            }
        }
    }

    /// A top-level function of the file or the project (`localize(.title)`) that takes the call's
    /// arguments, run with them; nil when none is declared.
    func runFunction(_ name: String, call: FunctionCallExprSyntax, caller: SwiftEvaluator, in scope: SwiftScope) -> SwiftValue? {
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        let candidates = [caller.file] + (project?.files(definingFunction: name, besides: caller.file.path) ?? [])
        for file in candidates {
            guard let function = file.functions[name]?.first(where: {
                Self.accepts($0.signature.parameterClause.parameters, labels)
            }) else { continue }
            let values = call.arguments.map { (label: $0.label?.text ?? "_", value: caller.evaluate($0.expression, in: scope)) }
            return run(function, in: file, arguments: values, scope: SwiftScope())
        }
        return nil
    }

    /// `value.name(…)` where `value` is an instance of one of the project's types, a case of its
    /// enums, or a text or number whose type the project extends: the type's method of that
    /// name whose labels the call's arguments match (its own, its protocols' extensions', its
    /// superclasses'), run with `self` the value; nil when none is declared. A `mutating`
    /// method is not run: what it changes would change every copy.
    func runMethod(_ name: String, of value: SwiftValue, call: FunctionCallExprSyntax, caller: SwiftEvaluator,
                   in scope: SwiftScope) -> SwiftValue? {
        let type: String
        var fields: SwiftScope?
        switch value {
        case .object(SwiftEvaluator.caseType, let stored):
            guard case .symbol(let path)? = stored[SwiftEvaluator.caseKey], let dot = path.lastIndex(of: ".") else { return nil }
            type = String(path[..<dot])
        case .object(let objectType, let stored):
            type = objectType
            fields = stored
        case .symbol(let symbol):
            guard let dot = symbol.lastIndex(of: "."),
                  !declarations(of: symbol, from: caller.file).contains(where: { !$0.group.is(ExtensionDeclSyntax.self) })
            else { return nil }
            type = String(symbol[..<dot])
        // A method the project adds to `String` or a number type in an extension.
        case .string: type = "String"
        case .int: type = "Int"
        case .double: type = "Double"
        default:
            return nil
        }
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        var candidates: [(declaration: Declaration, function: FunctionDeclSyntax)] = []
        var current: String? = type
        var depth = 0
        while candidates.isEmpty, let owner = current, depth < 16 {
            let declarations = self.declarations(of: owner, from: caller.file)
            for declaration in declarations + adopted(by: declarations, from: caller.file) {
                for member in declaration.group.memberBlock.members {
                    guard let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == name,
                          function.body != nil,
                          !function.modifiers.contains(where: { ["static", "class", "mutating"].contains($0.name.text) }),
                          Self.accepts(function.signature.parameterClause.parameters, labels) else { continue }
                    candidates.append((declaration, function))
                }
            }
            current = declarations.lazy.compactMap { $0.group.as(ClassDeclSyntax.self)?.inheritanceClause?.inheritedTypes.first }
                .first.flatMap { SwiftEvaluator.namedType($0.type) }
            depth += 1
        }
        guard !candidates.isEmpty else { return nil }
        let values = call.arguments.map { (label: $0.label?.text ?? "_", value: caller.evaluate($0.expression, in: scope)) }
        let (declaration, function) = candidates.first {
            fits(values.map(\.value), $0.function, from: caller.file, labels: labels)
        } ?? candidates[0]
        let inner = SwiftScope(parent: fields)
        inner["self"] = value
        inner[SwiftEvaluator.typeKey] = .symbol(String(type.lastComponent))
        return run(function, in: declaration.file, arguments: values, scope: inner)
    }

    /// The static function `name` of `type` that takes `values` (by their labels), run with them;
    /// nil when the type declares none.
    func runStatic(_ name: String, of type: String, values: [(label: String, value: SwiftValue)],
                   from file: SwiftSourceFile) -> SwiftValue? {
        let candidates = staticFunctions(name, of: type, labels: values.map(\.label), from: file)
        guard !candidates.isEmpty else { return nil }
        return runStatic(candidates, of: type, values: values, from: file)
    }

    /// The static functions `name` of `type` (with bodies) whose parameters take `labels`.
    private func staticFunctions(_ name: String, of type: String, labels: [String], from file: SwiftSourceFile)
        -> [(declaration: Declaration, function: FunctionDeclSyntax)] {
        var candidates: [(declaration: Declaration, function: FunctionDeclSyntax)] = []
        for declaration in declarations(of: type, from: file) {
            for member in declaration.group.memberBlock.members {
                guard let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == name,
                      function.body != nil,
                      function.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }),
                      Self.accepts(function.signature.parameterClause.parameters, labels) else { continue }
                candidates.append((declaration, function))
            }
        }
        return candidates
    }

    private func runStatic(_ candidates: [(declaration: Declaration, function: FunctionDeclSyntax)], of type: String,
                           values: [(label: String, value: SwiftValue)], from file: SwiftSourceFile) -> SwiftValue {
        // Overloads of one name and labels (`labelItem(_ key: Key)`, `labelItem(_ text: String)`): the one
        // whose parameters' types the values fit, as Swift picks it.
        let given = values.map(\.value)
        let (declaration, function) = candidates.first { fits(given, $0.function, from: file, labels: values.map(\.label)) }
            ?? candidates[0]
        let inner = SwiftScope()
        inner[SwiftEvaluator.typeKey] = .symbol(String(type.lastComponent))
        inner[SwiftEvaluator.staticKey] = .bool(true)
        return run(function, in: declaration.file, arguments: values, scope: inner)
    }

    /// Runs `function`'s body with its parameters bound in `scope` (which holds `self`, the type,
    /// what a local function captured); its result, unknown past the nesting limit.
    func run(_ function: FunctionDeclSyntax, in file: SwiftSourceFile, arguments: [(label: String, value: SwiftValue)],
             scope: SwiftScope, given: [String: SwiftValue] = [:]) -> SwiftValue {
        guard let body = function.body else { return .none }
        var evaluator = SwiftEvaluator(file: file, types: self)
        bind(function.signature.parameterClause.parameters, arguments, evaluator: evaluator, into: scope, given: given)
        evaluator.returnType = function.signature.returnClause?.type
        return nested { evaluator.run(body.statements, in: SwiftScope(parent: scope)) }
            ?? evaluator.unknown("\(function.name.text)(…), called more deeply than voicenav follows", function)
    }

    /// Whether `values`, in order, can be the arguments of `function`'s parameters: false only
    /// where a value plainly is not of its parameter's type (a string, a number or an object
    /// given for an enum of the project; a text for a number or the reverse; a case of an enum
    /// for a text or a number), so that of overloads with the same labels the one Swift would
    /// call is run. Protocols, generic parameters and `Any` take anything.
    func fits(_ values: [SwiftValue], _ function: FunctionDeclSyntax, from file: SwiftSourceFile,
              labels: [String]? = nil) -> Bool {
        fits(values, function.signature.parameterClause.parameters, generics: function.genericParameterClause,
             from: file, labels: labels)
    }

    /// `fits` for an initializer's parameters (`TitleSetting(title: "Plain")` where one initializer takes
    /// a text and another a closure giving it); a closure given for a text, or a text for a closure, does
    /// not fit.
    func fits(_ values: [SwiftValue], _ parameters: some Sequence<FunctionParameterSyntax>,
              generics clause: GenericParameterClauseSyntax?, from file: SwiftSourceFile, labels: [String]? = nil) -> Bool {
        let parameters = Array(parameters)
        // Paired by position when every parameter is given; by label, in order, when some with
        // defaults are left out (`localize(key, applyDirection: true)` of three parameters).
        var pairs: [(SwiftValue, FunctionParameterSyntax)] = []
        if parameters.count == values.count {
            pairs = Array(zip(values, parameters))
        } else if let labels, labels.count == values.count, !parameters.contains(where: { $0.ellipsis != nil }) {
            var next = 0
            for parameter in parameters where next < values.count && parameter.firstName.text == labels[next] {
                pairs.append((values[next], parameter))
                next += 1
            }
        }
        // A generic parameter (`func localize<Key: RawRepresentable>(_ key: Key)`) takes anything.
        let generics = Set(clause?.parameters.map(\.name.text) ?? [])
        for (value, parameter) in pairs {
            let isClosure = if case .opaque(let box) = value { box.value is ClosureValue } else { false }
            // An array given for a variadic parameter of single elements, or one thing for an array parameter,
            // is the other overload's (`addArrangedSubviews(_ views: UIView...)` beside `(_ views: [UIView])`).
            let takesArray = SwiftEvaluator.elementType(parameter.type) != nil
            if case .array = value, parameter.ellipsis != nil, !takesArray { return false }
            if parameter.ellipsis == nil, takesArray {
                switch value.caseName {
                case .object, .string, .int, .double, .bool: return false
                default: break
                }
            }
            if Self.takesClosure(parameter.type) {
                switch value.caseName {
                case .string, .int, .double, .bool, .object: return false
                default: continue
                }
            }
            guard let type = SwiftEvaluator.namedType(parameter.type), !generics.contains(type) else { continue }
            let textual = ["String", "Substring", "LocalizedStringKey", "LocalizedStringResource", "NSString"].contains(type)
            let numeric = ["Int", "Double", "CGFloat", "Float", "Bool", "UInt"].contains(type)
            if isClosure && (textual || numeric) { return false }
            let enumeration = !textual && !numeric
                && declarations(of: type, from: file).contains { $0.group.is(EnumDeclSyntax.self) }
            switch value.caseName {
            case .string: if numeric || enumeration { return false }
            case .int, .double, .bool: if textual || enumeration { return false }
            case .object:
                // An instance plainly of another type (an `IndexPath` for a `CGPoint`: `row(at point:)` beside
                // `row(at indexPath:)`) is the other overload's.
                if textual || numeric || enumeration || isOfType(value, type, from: file) == false { return false }
            case .symbol(let symbol):
                let owner = symbol.split(separator: ".").dropLast().last.map(String.init)
                if textual || numeric || enumeration && owner != nil && owner != type { return false }
            case .member(let member):
                // An implicit member (`.edges`) is one of the parameter's type's cases or static properties: of the
                // project's types, one declaring neither is another overload's (`pinToSuperview(_: AutoLayoutPinTarget)`
                // beside `pinToSuperview(_: DirectionalPinTargets)`).
                let declared = declarations(of: type, from: file)
                if !declared.isEmpty, !cases(in: declared).contains(where: { $0.name == member }),
                   variable(member, isStatic: true, in: declared) == nil,
                   inheritedStatic(member, of: type, declarations: declared, from: file) == nil { return false }
            default: continue
            }
        }
        return true
    }

    /// A type and the project's classes it inherits from, along the first type each class names
    /// (a struct: itself alone), with each one's main declaration and all its declarations.
    func classLineage(_ type: String, main: Declaration, declarations: [Declaration], from file: SwiftSourceFile)
        -> [(name: String, main: Declaration, declarations: [Declaration])] {
        var lineage = [(name: type, main: main, declarations: declarations)]
        while lineage.count < 16, let last = lineage.last?.main.group.as(ClassDeclSyntax.self),
              let name = last.inheritanceClause?.inheritedTypes.first.flatMap({ SwiftEvaluator.namedType($0.type) }),
              !lineage.contains(where: { $0.name == name }) {
            let found = self.declarations(of: name, from: file)
            guard let superclass = found.first(where: { $0.group.is(ClassDeclSyntax.self) }) else { break }
            lineage.append((name, superclass, found))
        }
        return lineage
    }

    /// Whether `value` is of `type` (`value as? type`, `case is type`): false where it plainly
    /// is not (a text or a number as another of those or as one of the project's types; an
    /// instance of the project's types as a text, a number, or a project type it neither is nor
    /// inherits from), true where it plainly is, nil otherwise (protocols, UIKit's classes, types
    /// the project does not declare).
    func isOfType(_ value: SwiftValue, _ type: String, from file: SwiftSourceFile) -> Bool? {
        let textual = ["String", "Substring", "NSString"].contains(type)
        let numeric = ["Int", "Double", "CGFloat", "Float", "Bool", "UInt", "NSNumber"].contains(type)
        func isDeclared(_ name: String) -> Bool {
            declarations(of: name, from: file).contains {
                !$0.group.is(ProtocolDeclSyntax.self) && !$0.group.is(ExtensionDeclSyntax.self)
            }
        }
        func decided(_ isType: Bool, unless other: Bool) -> Bool? { isType ? true : other ? false : nil }
        // nil is of no type (`case is ReaderTextViewController` of a delegate not set yet).
        if case .none = value { return false }
        switch value.caseName {
        case .string: return decided(textual, unless: numeric || isDeclared(type))
        case .int, .double: return decided(numeric && type != "Bool", unless: textual || type == "Bool" || isDeclared(type))
        case .bool: return decided(type == "Bool", unless: textual || numeric || isDeclared(type))
        case .symbol(let symbol):
            // A case of the project's enum (`Tip.faceId`): of its own type only.
            guard let owner = symbol.split(separator: ".").dropLast().last.map(String.init), isDeclared(owner) else { return nil }
            return decided(owner == type.lastComponent, unless: textual || numeric || isDeclared(type))
        case .object(let made, _) where !made.hasPrefix("(") && isDeclared(made):
            if textual || numeric { return false }
            guard isDeclared(type) else { return nil }
            // The type itself or a superclass the project declares.
            let found = declarations(of: made, from: file)
            guard let main = found.first(where: { $0.group.is(ClassDeclSyntax.self) || $0.group.is(StructDeclSyntax.self) })
            else { return nil }
            return classLineage(made, main: main, declarations: found, from: file).contains {
                $0.name.lastComponent == type.lastComponent
            }
        case .object(let made, _) where Self.libraryStructs.contains(made) && !isDeclared(made):
            // A value of Foundation's or Core Graphics' structs (`IndexPath`, `CGPoint`) is of no other type.
            return decided(made == type.lastComponent, unless: textual || numeric || Self.libraryStructs.contains(type)
                           || isDeclared(type))
        case .object(let made, _) where UIKitClasses.superclasses[made] != nil && !isDeclared(made):
            // An object of UIKit's own class the code made (`UIViewController()`) is no instance of the project's class.
            return isDeclared(type) ? false : nil
        default:
            return nil
        }
    }

    /// `value[index]` for an instance of the project's types, or of the type itself (`LS["Title"]`, a
    /// `static subscript`): the type's `subscript` whose first parameter takes `index` (the others
    /// with their default values), its getter run with `self` the instance (or the type) and the
    /// parameters bound; nil when the type declares none.
    func subscripted(_ value: SwiftValue, _ index: SwiftValue, from file: SwiftSourceFile) -> SwiftValue? {
        let type: String, fields: SwiftScope?
        var receiver = value
        switch value {
        case .object(let name, let members): (type, fields) = (name, members)
        // The defaults, through the project's extension of `UserDefaults` (`UserDefaults.standard[key]`).
        case .symbol("UserDefaults.standard"), .member("standard"):
            (type, fields, receiver) = ("UserDefaults", SwiftScope(), .symbol("UserDefaults.standard"))
        case .symbol(let name) where name.namesType: (type, fields) = (name, nil)
        default: return nil
        }
        for declaration in declarations(of: type, from: file) {
            for member in declaration.group.memberBlock.members {
                guard let found = member.decl.as(SubscriptDeclSyntax.self),
                      found.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }) == (fields == nil),
                      let parameter = found.parameterClause.parameters.first, let accessors = found.accessorBlock,
                      found.parameterClause.parameters.dropFirst().allSatisfy({ $0.defaultValue != nil }),
                      // Of overloads, the one the index fits (`Key<T>` beside `OptionalKey<T>`).
                      fits([index], [parameter], generics: found.genericParameterClause, from: declaration.file)
                else { continue }
                let statements: CodeBlockItemListSyntax
                switch accessors.accessors {
                case .getter(let body): statements = body
                case .accessors(let list):
                    let getter = list.first { $0.accessorSpecifier.text == "get" }
                    guard let body = getter?.body?.statements else { continue }
                    statements = body
                }
                let scope = SwiftScope(parent: fields)
                scope["self"] = receiver
                var evaluator = SwiftEvaluator(file: declaration.file, types: self)
                // (`defaults[.launchCount]`: the key's static constant, as a parameter's value is typed.)
                scope[(parameter.secondName ?? parameter.firstName).text] = evaluator.typed(index, as: parameter.type)
                for other in found.parameterClause.parameters.dropFirst() {
                    if let given = other.defaultValue?.value {
                        scope[(other.secondName ?? other.firstName).text] = evaluator.evaluate(given, as: other.type, in: scope)
                    }
                }
                evaluator.returnType = found.returnClause.type
                return nested { evaluator.run(statements, in: scope) }
                    ?? evaluator.unknown("\(type)[…], defined through itself or nested too deep to follow", found)
            }
        }
        return nil
    }
}
