import SwiftSyntax

/// Patterns: what a `case` of a `switch`, an `if case` or a `guard case` matches
/// (SwiftSourceReading.md, "Constants of the project").
extension SwiftEvaluator {
    /// Whether `subject` matches a `case` pattern: `.name` and `Type.name` (an enum's case,
    /// also with associated values), literals, ranges, `_`, `let x` and tuples of these
    /// (`case (0, _):` against `(indexPath.section, indexPath.row)`); nil for a pattern it does
    /// not know or a value only run time knows. A name a pattern binds (`case (0, let row)`) is
    /// declared in `scope`, the case's own.
    func matches(_ subject: SwiftValue, _ pattern: PatternSyntax, in scope: SwiftScope) -> Bool? {
        if let binding = pattern.as(ValueBindingPatternSyntax.self) { return matches(subject, binding.pattern, in: scope) }
        if let name = pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            scope[name] = subject
            return true
        }
        if pattern.is(WildcardPatternSyntax.self) { return true }
        if let tuple = pattern.as(TuplePatternSyntax.self) {
            return matches(subject, elements: tuple.elements.map { element in { self.matches($0, element.pattern, in: scope) } })
        }
        guard let expression = pattern.as(ExpressionPatternSyntax.self)?.expression else { return nil }
        return matches(subject, expression, in: scope)
    }

    /// Each element of a tuple against its own pattern: false as soon as one fails, nil when
    /// none fails but one is not known.
    private func matches(_ subject: SwiftValue, elements: [(SwiftValue) -> Bool?]) -> Bool? {
        guard let items = subject.tupleParts, items.count == elements.count else { return subject.isUnknown ? nil : false }
        var result: Bool? = true
        for (item, match) in zip(items, elements) {
            switch match(item) {
            case false?: return false
            case nil: result = nil
            case true?: break
            }
        }
        return result
    }

    private func matches(_ subject: SwiftValue, _ pattern: ExprSyntax, in scope: SwiftScope) -> Bool? {
        var expression = pattern
        if expression.is(DiscardAssignmentExprSyntax.self) { return true }
        if let inner = expression.as(PatternExprSyntax.self) { return matches(subject, inner.pattern, in: scope) }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count > 1 {
            let elements = tuple.elements.map { element in { self.matches($0, element.expression, in: scope) } }
            return matches(subject, elements: elements)
        }
        if subject.isUnknown { return nil }
        // `.some(x)` and `.caseName(let value)`: the case's name is what is matched.
        if let call = expression.as(FunctionCallExprSyntax.self) { expression = call.calledExpression }
        let value = evaluate(expression, in: scope)
        if case .range(let low, let high) = value, case .int(let number) = subject { return number >= low && number < high }
        if case .unknown = value { return nil }
        return equal(subject, value)
    }
}

extension SwiftValue {
    /// The elements of a tuple in order (`(section, row)` is carried as an array, `(title:
    /// "On", value: 1)` as an instance with its labels and positions); nil for any other value.
    var tupleParts: [SwiftValue]? {
        switch self {
        case .array(let items): return items
        case .object(let type, let fields) where type == SwiftEvaluator.tupleType:
            guard case .int(let count)? = fields[SwiftEvaluator.tupleCount] else { return nil }
            return (0..<count).map { fields[String($0)] ?? .none }
        default: return nil
        }
    }
}
