import SwiftSyntax

/// Values given where a type is expected (SwiftSourceReading.md, "Constants of the project"):
/// an implicit member is a member of that type, and an array literal's elements are its
/// element type's.
extension SwiftEvaluator {
    /// A call's callee by name where the evaluator knows it by name (`String`, `NSLocalizedString`,
    /// `.constant`, `Binding.constant`), else empty: read from the tree (the expression's text,
    /// built for every call, was a sixth of the evaluator's time).
    static func calleeName(_ expression: ExprSyntax) -> String {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        guard let access = expression.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "constant" else {
            return ""
        }
        guard let base = access.base else { return ".constant" }
        return base.as(DeclReferenceExprSyntax.self)?.baseName.text == "Binding" ? "Binding.constant" : ""
    }

    /// `expression` given where `type` is expected: `.name`, `.init(…)` and `.name(…)` are
    /// members of that type (an enum's case, a static constant, an instance).
    package func evaluate(_ expression: ExprSyntax, as type: TypeSyntax?, in scope: SwiftScope) -> SwiftValue {
        // `[.numbers, .colors]` declared `[Item]`: each element as the element type gives it.
        if let array = type.map(Self.unwrapped)?.as(ArrayTypeSyntax.self), let literal = expression.as(ArrayExprSyntax.self) {
            return .array(literal.elements.map { evaluate($0.expression, as: array.element, in: scope) })
        }
        if let type, Self.hasLabelledTuple(type) { return Self.relabelled(evaluate(expression, in: scope), as: type) }
        guard let types, let type, let named = Self.namedType(type) else {
            // An array made otherwise (`[.header("Top")] + rows`): its cases named by the element type.
            let value = evaluate(expression, in: scope)
            if let type, case .array = value { return typed(value, as: type) }
            return value
        }
        // A nested type named as the declaration names it (`Row` in the controller that declares one).
        let typeName = qualified(named, at: type)
        if let access = expression.as(MemberAccessExprSyntax.self), access.base == nil {
            let name = access.declName.baseName.text
            // An optional's `.none` is nil, whatever the wrapped type.
            if name == "none", type.is(OptionalTypeSyntax.self) { return .none }
            return types.staticMember(name, of: typeName, from: file) ?? .member(name)
        }
        if let call = expression.as(FunctionCallExprSyntax.self),
           let access = call.calledExpression.as(MemberAccessExprSyntax.self), access.base == nil {
            let name = access.declName.baseName.text
            if name == "init" {
                return types.make(typeName, arguments: Array(call.arguments), at: call, caller: self, in: scope)
                    ?? unknown("an instance of \(typeName), a type voicenav does not find in the project", call)
            }
            if types.cases(in: types.declarations(of: typeName, from: file)).contains(where: { $0.name == name }) {
                // With its associated values (`.text(title: "On")`), which patterns take apart.
                guard !call.arguments.isEmpty else { return .symbol(typeName + "." + name) }
                return caseValue(.symbol(typeName + "." + name), arguments: call.arguments.map {
                    (label: $0.label?.text ?? "_", value: evaluate($0.expression, in: scope))
                })
            }
        }
        let value = evaluate(expression, in: scope)
        guard case .object = value else { return value }
        return types.host?.cast(value, to: typeName, at: Syntax(type), evaluator: self) ?? value
    }

    /// Whether a type is a tuple with labels, or an array or optional of one.
    static func hasLabelledTuple(_ type: TypeSyntax) -> Bool {
        if let array = type.as(ArrayTypeSyntax.self) { return hasLabelledTuple(array.element) }
        if let optional = type.as(OptionalTypeSyntax.self) { return hasLabelledTuple(optional.wrappedType) }
        return type.as(TupleTypeSyntax.self)?.elements.contains { $0.firstName != nil } ?? false
    }

    /// A tuple given where a tuple type with labels is declared (`let rows: [(view: UIView,
    /// spacing: Bool)] = …` of `(view, true)`): the labels the type gives, as Swift converts it.
    static func relabelled(_ value: SwiftValue, as type: TypeSyntax) -> SwiftValue {
        if let array = type.as(ArrayTypeSyntax.self), case .array(let items) = value {
            return .array(items.map { relabelled($0, as: array.element) })
        }
        if let optional = type.as(OptionalTypeSyntax.self) { return relabelled(value, as: optional.wrappedType) }
        guard let tuple = type.as(TupleTypeSyntax.self), let parts = value.tupleParts, parts.count == tuple.elements.count
        else { return value }
        let fields = SwiftScope()
        for (index, (element, part)) in zip(tuple.elements, parts).enumerated() {
            if let label = element.firstName, label.tokenKind != .wildcard { fields[label.text] = part }
            fields[String(index)] = part
        }
        fields[tupleCount] = .int(parts.count)
        return .object(tupleType, fields)
    }

    /// The type a declaration names, without `?`, `!` or generic arguments (`Tip?` → `Tip`).
    /// Whether `type` is an optional (`String?`, `UILabel!`): a `var` of it declared without a
    /// value starts nil, as Swift starts it.
    static func isOptional(_ type: TypeSyntax?) -> Bool {
        type.map { $0.is(OptionalTypeSyntax.self) || $0.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) } ?? false
    }

    /// The type an optional wraps (`[Row]?` → `[Row]`), else the type itself.
    static func unwrapped(_ type: TypeSyntax) -> TypeSyntax {
        if let optional = type.as(OptionalTypeSyntax.self) { return unwrapped(optional.wrappedType) }
        if let forced = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return unwrapped(forced.wrappedType) }
        return type
    }

    static func namedType(_ type: TypeSyntax) -> String? {
        if let optional = type.as(OptionalTypeSyntax.self) { return namedType(optional.wrappedType) }
        if let forced = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return namedType(forced.wrappedType) }
        if let plain = type.as(IdentifierTypeSyntax.self) { return plain.name.text }
        if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
        return nil
    }
}
