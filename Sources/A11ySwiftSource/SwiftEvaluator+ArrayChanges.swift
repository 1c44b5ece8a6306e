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
        // (`views?.popLast()`: the optional array held by the name, changed where it is held when it is not nil.)
        guard let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base.map(Self.unwrapped),
              Self.isPath(base),
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

/// What an array is declared to hold, for what is appended to it (SwiftSourceReading.md, "What the source fixes"):
/// `result.append(.init(title: …))` to `var result: [Item.Model] = []` makes an `Item.Model`, as Swift infers it.
extension SwiftEvaluator {
    /// The type `argument` of `base.append(…)` is given as: the array's element type (the array's for
    /// `append(contentsOf:)`) where the argument takes its type from it (`.init(…)`, `.case`, an array literal) and
    /// the array is a local or parameter declared with its type, or a stored property of `self`; else nil.
    func appendedType(_ argument: LabeledExprSyntax, to base: ExprSyntax, in scope: SwiftScope) -> TypeSyntax? {
        let expression = argument.expression
        guard Self.implicitRoot(of: expression) != nil || expression.is(ArrayExprSyntax.self),
              let declared = declaredType(of: base, in: scope) else { return nil }
        return argument.label?.text == "contentsOf" ? declared : Self.elementType(declared)
    }

    /// The type `base` (a name, or `self.name`) is declared with: a local declared before it in a block enclosing it,
    /// a parameter of the function it is in, else a stored property of `self`'s type; nil where none says.
    func declaredType(of base: ExprSyntax, in scope: SwiftScope) -> TypeSyntax? {
        let name: String
        var local = true
        if let reference = base.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let access = base.as(MemberAccessExprSyntax.self),
                  access.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            name = access.declName.baseName.text
            local = false
        } else {
            return nil
        }
        var current = local ? base.parent : nil
        while let node = current, !node.isProtocol((any DeclGroupSyntax).self) {
            if let list = node.as(CodeBlockItemListSyntax.self) {
                var found: TypeSyntax?
                for item in list where item.position < base.position {
                    guard case .decl(let declaration) = item.item, let variable = declaration.as(VariableDeclSyntax.self) else {
                        continue
                    }
                    for binding in variable.bindings where binding.name == name {
                        found = binding.declaredType
                    }
                }
                if let found { return found }
            }
            let parameters = node.as(FunctionDeclSyntax.self)?.signature.parameterClause.parameters
                ?? node.as(InitializerDeclSyntax.self)?.signature.parameterClause.parameters
            if let parameter = parameters?.first(where: { ($0.secondName ?? $0.firstName).text == name }) {
                return parameter.type.as(AttributedTypeSyntax.self)?.baseType ?? parameter.type
            }
            current = node.parent
        }
        guard case .object(let type, _)? = scope["self"], let types else { return nil }
        return types.variable(name, isStatic: false, in: types.declarations(of: type, from: file))?.binding.declaredType
    }
}
