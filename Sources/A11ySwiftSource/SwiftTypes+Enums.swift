import SwiftSyntax

/// The project's enums, for the values the source fixes through them (SwiftSourceReading.md,
/// "Constants of the project"): their cases in order, whether they are `CaseIterable`, a case's
/// raw value as Swift gives it, and the case an enum's own initializer assigns to `self`.
extension SwiftTypes {
    /// The cases of the enum `declarations` declare, in order, with their raw values as written.
    func cases(in declarations: [Declaration]) -> [(name: String, raw: ExprSyntax?)] {
        declarations.lazy.compactMap { $0.group.as(EnumDeclSyntax.self) }.flatMap { $0.memberBlock.members }
            .compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }.flatMap(\.elements)
            .map { (name: $0.name.text.trimmingBackticks, raw: $0.rawValue?.value) }
    }

    /// The types of a case's associated values (`case inApp(Group, [Kind])`), by position; empty for a case without.
    func associatedTypes(of name: String, in declarations: [Declaration]) -> [TypeSyntax] {
        let element = declarations.lazy.compactMap { $0.group.as(EnumDeclSyntax.self) }.flatMap { $0.memberBlock.members }
            .compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }.flatMap(\.elements)
            .first { $0.name.text.trimmingBackticks == name }
        return element?.parameterClause?.parameters.map(\.type) ?? []
    }

    func isCaseIterable(_ declarations: [Declaration]) -> Bool {
        declarations.contains { declaration in
            declaration.group.inheritanceClause?.inheritedTypes.contains { $0.type.description.trimmedSwift == "CaseIterable" }
                ?? false
        }
    }

    /// A case's `rawValue`: as written, else its name for a `String` enum and the next number
    /// for an `Int` one (Swift's implicit raw values).
    func rawValue(of name: String, in declarations: [Declaration]) -> SwiftValue? {
        guard let declaration = declarations.first(where: { $0.group.is(EnumDeclSyntax.self) }),
              let rawType = declaration.group.inheritanceClause?.inheritedTypes.first?.type.description.trimmedSwift
        else { return nil }
        let evaluator = SwiftEvaluator(file: declaration.file, types: self)
        var next = 0
        for item in cases(in: declarations) {
            var value: SwiftValue
            if let raw = item.raw {
                // Swift takes only literals as raw values: anything else is not followed.
                guard raw.is(StringLiteralExprSyntax.self) || raw.is(IntegerLiteralExprSyntax.self)
                    || raw.is(FloatLiteralExprSyntax.self) || raw.is(PrefixOperatorExprSyntax.self) else { return nil }
                value = evaluator.evaluate(raw, in: SwiftScope())
            } else if rawType == "String" {
                value = .string(item.name, localizable: false)
            } else if rawType == "Int" {
                value = .int(next)
            } else {
                return nil
            }
            if case .string(let text, _) = value { value = .string(text, localizable: false) }
            if case .int(let number) = value { next = number &+ 1 }
            if item.name == name { return value }
        }
        return nil
    }

    /// Whether the declarations hold an initializer whose first parameter's label is `label` (`init(rawValue:)`).
    static func declaresInitializer(_ label: String, in declarations: [Declaration]) -> Bool {
        declarations.contains { declaration in
            declaration.group.memberBlock.members.contains {
                $0.decl.as(InitializerDeclSyntax.self)?.signature.parameterClause.parameters.first?.firstName.text == label
            }
        }
    }

    /// `Kind(rowIndex: 2)` of one of the project's enums with an initializer of those labels: the case it
    /// assigns to `self` (`self = .appIcon`); nil where a failable one returns before assigning it; unknown
    /// where what it does is only run time's (a `guard` on a run-time value, `self.init(rawValue:)` of a
    /// value voicenav does not follow); nil when the enum declares no such initializer.
    func enumCase(_ type: String, declarations: [Declaration], arguments: [LabeledExprSyntax], caller: SwiftEvaluator,
                  in callerScope: SwiftScope) -> SwiftValue? {
        let labels = arguments.map { $0.label?.text ?? "_" }
        let unassigned = SwiftValue.symbol("#unassigned")
        for declaration in declarations {
            for member in declaration.group.memberBlock.members {
                guard let initializer = member.decl.as(InitializerDeclSyntax.self), let body = initializer.body,
                      Self.accepts(initializer.signature.parameterClause.parameters, labels) else { continue }
                let evaluator = SwiftEvaluator(file: declaration.file, types: self)
                let scope = SwiftScope()
                scope[SwiftEvaluator.typeKey] = .symbol(type)
                scope["self"] = unassigned
                let values = zip(arguments, labels).map { argument, label in
                    (label: label, value: caller.evaluate(argument.expression, in: callerScope))
                }
                bind(initializer.signature.parameterClause.parameters, values, evaluator: evaluator, into: scope)
                var flow = SwiftEvaluator.Flow.next
                guard nested({
                    flow = evaluator.execute(body.statements, in: SwiftScope(parent: scope))
                    return .none
                }) != nil else {
                    return evaluator.unknown("\(type)(…), made more deeply than voicenav follows", initializer)
                }
                if case .returned(let value) = flow, value.isUnknown { return value.asUnknown }
                switch scope["self"] {
                case .symbol("#unassigned")?, nil:
                    // Returned before assigning `self`: a failable initializer's `return nil`.
                    if case .returned = flow, initializer.optionalMark != nil { return SwiftValue.none }
                    return evaluator.unknown("\(type)(…), made in a way voicenav does not follow", initializer)
                case .member(let name)?: return .symbol(type + "." + name)
                case let made?: return made
                }
            }
        }
        return nil
    }
}

extension SwiftTypes {
    /// The type of the one enum of the project that declares a case named `name`, by its path
    /// (`ReaderViewController.ReadingMode`), for a case given where the code leaves its type to
    /// inference (`var mode = saved.flatMap(ReadingMode.init) ?? .rtl`, read as `mode.rawValue`); nil
    /// where no enum or several declare one.
    func enumDeclaring(case name: String, from file: SwiftSourceFile) -> String? {
        if let known = enumsByCase[name] { return known }
        var found: Set<String> = []
        func look(in candidate: SwiftSourceFile) {
            for group in candidate.declarations.values.joined() {
                guard let declared = group.as(EnumDeclSyntax.self),
                      cases(in: [Declaration(file: candidate, group: declared)]).contains(where: { $0.name == name })
                else { continue }
                found.insert((SwiftEvaluator.enclosingTypes(of: declared) + [declared.name.text]).joined(separator: "."))
            }
        }
        look(in: file)
        if let project {
            for other in project.files(mentioning: [name], besides: file.path) {
                if found.count > 1 { break }
                look(in: other)
            }
        }
        let type = found.count == 1 ? found.first : nil
        enumsByCase[name] = .some(type)
        return type
    }
}
