import SwiftSyntax

/// Matching a call's arguments to parameters (SwiftSourceReading.md, "What is followed").
extension SwiftTypes {
    /// The parameter a trailing closure falls on: the first closure parameter without a default value,
    /// else the last closure parameter.
    static func trailingClosureParameter(of parameters: FunctionParameterListSyntax) -> SyntaxIdentifier? {
        let closures = parameters.filter { Self.takesClosure($0.type) }
        return (closures.first { $0.defaultValue == nil } ?? closures.last)?.id
    }

    /// Whether `expression` is a call whose callee names what it calls (`makeRow()`, `Row(…)`, `view.add(…)`),
    /// not an implicit member (`.init(…)`) that takes its type from where it is given.
    static func isPlainCall(_ expression: ExprSyntax) -> Bool {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return false }
        return SwiftEvaluator.implicitRoot(of: ExprSyntax(call)) == nil
    }

    /// Whether a parameter of `type` takes a closure (`() -> Void`, `@escaping (T) -> Void`, `(() -> Void)?`, a project's
    /// alias of one).
    static func takesClosure(_ type: TypeSyntax) -> Bool {
        if let optional = type.as(OptionalTypeSyntax.self) { return takesClosure(optional.wrappedType) }
        if let forced = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return takesClosure(forced.wrappedType) }
        if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return takesClosure(only.type)
        }
        // (A type alias of the project's naming a function type: `TapHandler` for `() -> ()`.)
        if let named = type.as(IdentifierTypeSyntax.self), named.genericArgumentClause == nil,
           let aliases = ClosureAliases.current {
            return aliases.namesClosure(named.name.text)
        }
        return type.is(FunctionTypeSyntax.self) || type.is(AttributedTypeSyntax.self)
    }

    /// Whether an initializer's parameters take arguments with `labels`, in order (those with
    /// default values may be left out; a variadic parameter takes none, or its label and the
    /// unlabelled arguments after it, as `bind` gives them).
    static func accepts(_ parameters: some Collection<FunctionParameterSyntax>, _ labels: [String]) -> Bool {
        var remaining = labels[...]
        for parameter in parameters {
            if parameter.ellipsis != nil {
                guard remaining.first == parameter.firstName.text else { continue }
                remaining = remaining.dropFirst()
                while remaining.first == "_" { remaining = remaining.dropFirst() }
            } else if remaining.first == parameter.firstName.text {
                remaining = remaining.dropFirst()
            } else if parameter.defaultValue == nil {
                return false
            }
        }
        return remaining.isEmpty
    }
}
