import SwiftSyntax

/// A known array changed in place (SwiftSourceReading.md, "What the source fixes"): `removeFirst()`,
/// `removeLast(_:)`, `remove(at:)`, `popLast()`, `removeAll()` and `removeAll(where:)`, `removeSubrange(_:)`,
/// `reverse()`, `swapAt(_:_:)`, a set's `formUnion(_:)` and `subtract(_:)`, as Swift changes it, as a statement or
/// for the element it takes. A change the source does not fix (an index run time gives, `shuffle()`) leaves the
/// array run time's; one Swift traps on (`removeFirst()` of an empty array) too, never a crash.
extension SwiftEvaluator {
    /// The methods of an array that take an element out and give it (`let next = queue.removeFirst()`).
    static let takingMethods: Set<String> = ["removeFirst", "removeLast", "popFirst", "popLast", "remove"]

    /// `items` after `method` changes them, and the element it gives (`.none` for a method that gives none, or
    /// `popLast()` of an empty array); nil for a change the source does not fix.
    func changedArray(_ method: String, items: [SwiftValue], call: FunctionCallExprSyntax, in scope: SwiftScope)
        -> (items: [SwiftValue], element: SwiftValue)? {
        let arguments = Array(call.arguments)
        let labels = arguments.map { $0.label?.text ?? "_" }
        let count = { (index: Int) -> Int? in
            evaluate(arguments[index].expression, in: scope).number.flatMap { Int(exactly: $0) }
        }
        switch (method, labels) {
        case ("removeFirst", []), ("popFirst", []):
            guard let first = items.first else { return method == "popFirst" ? (items, .none) : nil }
            return (Array(items.dropFirst()), first)
        case ("removeLast", []), ("popLast", []):
            guard let last = items.last else { return method == "popLast" ? (items, .none) : nil }
            return (Array(items.dropLast()), last)
        case ("removeFirst", ["_"]), ("removeLast", ["_"]):
            guard let taken = count(0), taken >= 0, taken <= items.count else { return nil }
            return (method == "removeFirst" ? Array(items.dropFirst(taken)) : Array(items.dropLast(taken)), .none)
        case ("remove", ["at"]):
            guard let index = count(0), items.indices.contains(index) else { return nil }
            var changed = items
            let element = changed.remove(at: index)
            return (changed, element)
        case ("removeAll", []) where call.trailingClosure == nil, ("removeAll", ["keepingCapacity"]):
            return ([], .none)
        case ("removeAll", ["where"]), ("removeAll", []):
            guard let closure = Self.closure(of: call, label: "where") else { return nil }
            var kept: [SwiftValue] = []
            for item in items {
                guard types?.step() ?? true, let removes = runClosure(closure, with: [item], in: scope).bool else {
                    return nil
                }
                if !removes { kept.append(item) }
            }
            return (kept, .none)
        case ("removeSubrange", ["_"]):
            guard case .range(let low, let high) = evaluate(arguments[0].expression, in: scope), low >= 0, low <= high,
                  high <= items.count else { return nil }
            var changed = items
            changed.removeSubrange(low..<high)
            return (changed, .none)
        case ("formUnion", ["_"]), ("subtract", ["_"]):
            // A set carried as an array (`seen.formUnion(more)`): each new element added once, or those given taken out.
            let argument = evaluate(arguments[0].expression, in: scope)
            let given: [SwiftValue]
            switch argument {
            case .array(let list): given = list
            case .member, .symbol: given = [argument]   // (one option: `.selected`)
            default: return nil
            }
            var changed = items
            for element in given {
                let found = changed.map { equal($0, element) }
                guard !found.contains(where: { $0 == nil }) else { return nil }
                if method == "subtract" {
                    changed = zip(changed, found).filter { $0.1 != true }.map(\.0)
                } else if !found.contains(true) {
                    changed.append(element)
                }
            }
            return (changed, .none)
        case ("reverse", []):
            return (items.reversed(), .none)
        case ("swapAt", ["_", "_"]):
            guard let first = count(0), let second = count(1), items.indices.contains(first), items.indices.contains(second)
            else { return nil }
            var changed = items
            changed.swapAt(first, second)
            return (changed, .none)
        default:
            return nil
        }
    }

    /// `queue.removeFirst()` (or another of `takingMethods`) of a known array held by a name or property, used for
    /// its value: the array changed where it is held, the element given; nil for any other call.
    func takenElement(_ call: FunctionCallExprSyntax, items: [SwiftValue], in scope: SwiftScope) -> SwiftValue? {
        guard let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base, Self.isPath(base),
              Self.takingMethods.contains(access.declName.baseName.text),
              access.declName.baseName.text != "remove" || call.arguments.first?.label?.text == "at" else { return nil }
        guard let changed = changedArray(access.declName.baseName.text, items: items, call: call, in: scope) else {
            assign(base, unknown("\(base.excerpt), a value only known when the app runs", base), in: scope)
            return unknown("the result of \(call.calledExpression.excerpt)(…)", call)
        }
        assign(base, .array(changed.items), in: scope)
        return changed.element
    }
}
