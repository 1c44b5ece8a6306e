import SwiftSyntax

/// Instances of the project's structs and classes (SwiftSourceReading.md, "Constants of the project").
extension SwiftTypes {
    /// The standard library's value types whose initializers the project's extensions add (`extension String {
    /// init(localizationKey: String) { self = NSLocalizedString(localizationKey, comment: "") } }`).
    static let extendedValueTypes: Set<String> = ["String", "Int", "Double", "Float", "CGFloat", "Bool"]

    /// `String(localizationKey: "Settings")` where the project's extension of the type declares an initializer with
    /// those labels: its body run, the value its `self = …` gives; nil where no extension declares one.
    func extensionInitializer(of type: String, in declarations: [Declaration], arguments: [LabeledExprSyntax],
                              caller: SwiftEvaluator, in callerScope: SwiftScope) -> SwiftValue? {
        let labels = arguments.map { $0.label?.text ?? "_" }
        for declaration in declarations where declaration.group.is(ExtensionDeclSyntax.self) {
            for member in declaration.group.memberBlock.members {
                guard let initializer = member.decl.as(InitializerDeclSyntax.self), let body = initializer.body,
                      UIKitReader.accepts(initializer.signature.parameterClause.parameters, labels) else { continue }
                let scope = SwiftScope()
                let evaluator = SwiftEvaluator(file: declaration.file, types: self)
                bind(initializer.signature.parameterClause.parameters,
                     arguments.map { ($0.label?.text ?? "_", caller.evaluate($0.expression, in: callerScope)) },
                     evaluator: evaluator, into: scope)
                scope["self"] = caller.unknown("the \(type) its initializer makes", initializer)
                _ = nested { evaluator.run(body.statements, in: SwiftScope(parent: scope)) }
                return scope["self"]
            }
        }
        return nil
    }

    /// An instance of `type` as Swift makes it: its stored properties' initial values (the base class's first),
    /// then the initializer the arguments match (of overloads with the same labels, the one the values fit),
    /// else the memberwise initializer.
    func construct(_ type: String, main: Declaration, declarations: [Declaration], arguments: [LabeledExprSyntax],
                   at node: some SyntaxProtocol, caller: SwiftEvaluator, in callerScope: SwiftScope) -> SwiftValue {
        let fields = SwiftScope()
        let object = SwiftValue.object(type, fields)
        let evaluator = SwiftEvaluator(file: main.file, types: self)
        let lineage = classLineage(type, main: main, declarations: declarations, from: caller.file)
        func declaresInitializer(_ owner: Declaration) -> Bool {
            owner.group.memberBlock.members.contains { $0.decl.is(InitializerDeclSyntax.self) }
        }
        func stored(_ main: Declaration) -> [PatternBindingSyntax] {
            main.group.memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }
                .filter { !$0.modifiers.contains { ["static", "class"].contains($0.name.text) } }
                .flatMap(\.bindings).filter { $0.getter == nil }
        }
        // Stored properties, the base class's first.
        for owner in lineage.reversed() {
            for binding in stored(owner.main) {
                guard let name = binding.name else { continue }
                // A `lazy var` is made when first used, with `self` (`property`): `lazy var items = self.load()`.
                if let variable = binding.parent?.parent?.as(VariableDeclSyntax.self),
                   variable.modifiers.contains(where: { $0.name.text == "lazy" }) { continue }
                if let initial = binding.initializer?.value {
                    fields[name] = SwiftEvaluator(file: owner.main.file, types: self)
                        .evaluate(initial, as: binding.declaredType, in: fields)
                } else if let wrapped = SwiftEvaluator(file: owner.main.file, types: self).wrappedValue(of: binding, in: fields) {
                    // (`@Persisted(key: "status", defaultValue: .on) var status: Status`: the project's wrapper's value.)
                    fields[name] = wrapped
                } else if SwiftEvaluator.isOptional(binding.declaredType) {
                    fields[name] = SwiftValue.none
                } else {
                    fields[name] = evaluator.unknown("\(owner.name).\(name), which its initializer sets when the app runs",
                                                     binding)
                }
            }
        }
        // A trailing closure (`Item(title: "Sources") { _ in … }`) is the argument of the closure parameter it falls on.
        let trailing = Syntax(node).as(FunctionCallExprSyntax.self)?.trailingClosure
        let labels = arguments.map { $0.label?.text ?? "_" } + (trailing == nil ? [] : [Self.trailingLabel])
        // The initializer the arguments match, of the nearest class that declares any (Swift inherits
        // a superclass's initializers only when a class declares none).
        // Of overloads with the same labels, the one the values fit (evaluated once, only then).
        var values: [SwiftValue]?
        for owner in lineage {
            let candidates = owner.declarations.flatMap { declaration in
                declaration.group.memberBlock.members.compactMap { member -> (Declaration, InitializerDeclSyntax)? in
                    guard let initializer = member.decl.as(InitializerDeclSyntax.self), initializer.body != nil,
                          UIKitReader.accepts(initializer.signature.parameterClause.parameters, labels) else { return nil }
                    return (declaration, initializer)
                }
            }
            let chosen = candidates.count < 2 ? candidates.first : candidates.first { candidate in
                let given = values ?? arguments.map { caller.evaluate($0.expression, in: callerScope) }
                    + (trailing.map { [caller.evaluate(ExprSyntax($0), in: callerScope)] } ?? [])
                values = given
                return fits(given, candidate.1.signature.parameterClause.parameters,
                            generics: candidate.1.genericParameterClause, from: caller.file, labels: labels)
            } ?? candidates.first
            if let chosen, let body = chosen.1.body {
                let (declaration, initializer) = chosen
                do {
                    let scope = SwiftScope(parent: fields)
                    scope["self"] = object
                    // (`super.init(…)` in it runs the superclass's, where a host follows it.)
                    scope[UIKitReader.ownerKey] = .symbol(owner.name)
                    var given = arguments[...]
                    let parameters = initializer.signature.parameterClause.parameters
                    let takesClosure = trailing == nil ? nil : Self.trailingClosureParameter(of: parameters)
                    for parameter in parameters {
                        let name = (parameter.secondName ?? parameter.firstName).text
                        let label = parameter.firstName.text
                        if let trailing, parameter.id == takesClosure {
                            scope[name] = caller.evaluate(ExprSyntax(trailing), as: parameter.type, in: callerScope)
                        } else if let argument = given.first, (argument.label?.text ?? "_") == label {
                            // (A call evaluated already to tell overloads apart is not run again.)
                            let index = arguments.count - given.count
                            let value = if let values, values.indices.contains(index), Self.isPlainCall(argument.expression) {
                                caller.typed(values[index], as: parameter.type)
                            } else {
                                caller.evaluate(argument.expression, as: parameter.type, in: callerScope)
                            }
                            // (What only run time gives is an instance of the parameter's type, as a method's is.)
                            scope[name] = value.isUnknown ? runTimeInstance(of: parameter.type, name: name,
                                                                            evaluator: SwiftEvaluator(file: declaration.file,
                                                                                                      types: self),
                                                                            at: parameter) ?? value : value
                            given = given.dropFirst()
                        } else if let initial = parameter.defaultValue?.value {
                            scope[name] = evaluator.evaluate(initial, as: parameter.type, in: scope)
                        }
                    }
                    let inner = SwiftEvaluator(file: declaration.file, types: self)
                    _ = nested { inner.run(body.statements, in: SwiftScope(parent: scope)) }
                    return object
                }
            }
            if owner.declarations.contains(where: declaresInitializer) { break }
        }
        guard !lineage.contains(where: { declaresInitializer($0.main) }) else {
            return caller.unknown("the result of \(type)(…), an initializer voicenav does not match", node)
        }
        // The memberwise initializer: the stored properties in order, each by its label.
        for argument in arguments {
            guard let label = argument.label?.text, let binding = stored(main).first(where: { $0.name == label }) else {
                continue
            }
            fields[label] = caller.evaluate(argument.expression, as: binding.declaredType, in: callerScope)
        }
        return object
    }
}
