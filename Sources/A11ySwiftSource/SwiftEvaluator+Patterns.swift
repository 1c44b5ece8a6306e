import SwiftSyntax

/// Patterns: what a `case` of a `switch`, an `if case` or a `guard case` matches
/// (SwiftSourceReading.md, "Constants of the project").
extension SwiftEvaluator {
    /// Whether `subject` matches a `case` pattern: `.name` and `Type.name` (an enum's case,
    /// also with associated values), literals, ranges, `_`, `let x` and tuples of these
    /// (`case (0, _):` against `(indexPath.section, indexPath.row)`); nil for a pattern it does
    /// not know or a value only run time knows. A name a pattern binds (`case (0, let row)`) is
    /// declared in `scope`, the case's own.
    func matches(_ subject: SwiftValue, _ pattern: PatternSyntax, in scope: SwiftScope, binding: Bool = false) -> Bool? {
        if let bound = pattern.as(ValueBindingPatternSyntax.self) {
            return matches(subject, bound.pattern, in: scope, binding: true)
        }
        if let name = pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            scope[name] = subject
            return true
        }
        if pattern.is(WildcardPatternSyntax.self) { return true }
        // `case is Setting`: the subject's type, where the source fixes it.
        if let test = pattern.as(IsTypePatternSyntax.self) {
            return SwiftEvaluator.namedType(test.type).flatMap { types?.isOfType(subject, $0, from: file) }
        }
        if let tuple = pattern.as(TuplePatternSyntax.self) {
            return matches(subject, elements: tuple.elements.map { element in
                { self.matches($0, element.pattern, in: scope, binding: binding) }
            })
        }
        guard let expression = pattern.as(ExpressionPatternSyntax.self)?.expression else { return nil }
        return matches(subject, expression, in: scope, binding: binding)
    }

    /// Whether two values are equal (`==`, and a pattern's value against its subject); nil when
    /// one is only known at run time or the two cannot be compared.
    func equal(_ left: SwiftValue, _ right: SwiftValue) -> Bool? {
        // Two cases with associated values: the same case with equal values (a pattern matches values itself).
        if let mine = left.associatedValues, let theirs = right.associatedValues {
            guard equal(left.caseName, right.caseName) == true else { return false }
            return matches(.array(mine), elements: theirs.map { value in { self.equal($0, value) } })
        }
        // A case with associated values is its case where a pattern or `==` names it.
        return switch (left.caseName, right.caseName) {
        case (.string(let a, _), .string(let b, _)): a == b
        case (.bool(let a), .bool(let b)): a == b
        case (.member(let a), .member(let b)): a == b
        // `Outer.Kind.a` against `Kind.a`: one type's case, named by a longer or shorter path.
        case (.symbol(let a), .symbol(let b)): a == b || a.hasSuffix("." + b) || b.hasSuffix("." + a)
        // `.faceId` against `Tip.faceId`: the same case when the names match.
        case (.member(let a), .symbol(let b)), (.symbol(let a), .member(let b)): a.lastComponent == b.lastComponent
        case (.none, .none): true
        case (.none, _), (_, .none): false
        // The same instance; two of a project struct or enum instance with equal stored values (a
        // synthesized `==`); UIKit's objects by identity.
        case (.object(let a, let mine), .object(let b, let theirs)):
            if mine === theirs {
                true
            } else if a != b || mine[UIKitReader.uikitKey] != nil || theirs[UIKitReader.uikitKey] != nil {
                false
            } else {
                // (Instances inside them by identity only: a value may hold what holds it.)
                mine.sameValues(as: theirs) { left, right in
                    if case .object(let x, let inner) = left, case .object(let y, let other) = right, x != Self.caseType,
                       y != Self.caseType {
                        return inner === other ? true : nil
                    }
                    return self.equal(left, right)
                }
            }
        default: left.number.flatMap { a in right.number.map { a == $0 } }
        }
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

    private func matches(_ subject: SwiftValue, _ pattern: ExprSyntax, in scope: SwiftScope, binding: Bool) -> Bool? {
        var expression = pattern
        if expression.is(DiscardAssignmentExprSyntax.self) { return true }
        if let inner = expression.as(PatternExprSyntax.self) {
            return matches(subject, inner.pattern, in: scope, binding: binding)
        }
        // `case let .text(value)`: under `let`, a name binds.
        if binding, let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text, name.first?.isLowercase == true {
            scope[name] = subject
            return true
        }
        // `case let setting as Setting`: the subject's type, then the pattern before `as`.
        if let cast = expression.as(SequenceExprSyntax.self), cast.elements.count == 3,
           let first = cast.elements.first, cast.elements.dropFirst().first?.is(UnresolvedAsExprSyntax.self) == true {
            guard let type = cast.elements.last?.as(TypeExprSyntax.self).flatMap({ Self.namedType($0.type) }) else { return nil }
            switch types?.isOfType(subject, type, from: file) {
            case false?: return false
            case true?: return matches(subject, first, in: scope, binding: binding)
            case nil:
                if subject.isUnknown { return nil }
                return matches(subject, first, in: scope, binding: binding).flatMap { $0 ? nil : false }
            }
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count > 1 {
            let elements = tuple.elements.map { element in { self.matches($0, element.expression, in: scope, binding: binding) } }
            return matches(subject, elements: elements)
        }
        if subject.isUnknown { return nil }
        // `.some(x)` and `.caseName(let value)`: the case's name, then each associated value
        // (by position) against its own pattern, where the case carries them.
        var payload: LabeledExprListSyntax?
        // `case correctRow(1, indexPath: indexPath):` a function's result, compared as Swift's `~=` compares.
        if let call = expression.as(FunctionCallExprSyntax.self), call.calledExpression.is(DeclReferenceExprSyntax.self),
           !binding {
            let value = evaluate(expression, in: scope)
            return value.isUnknown ? nil : equal(subject, value)
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            expression = call.calledExpression
            payload = call.arguments
        }
        let value = evaluate(expression, in: scope)
        if case .range(let low, let high) = value, case .int(let number) = subject { return number >= low && number < high }
        if case .unknown = value { return nil }
        // `.some(let x)` against a value that is there: `x` is the value.
        if case .member("some") = value, let payload, payload.count == 1, subject.associatedValues == nil {
            if case .none = subject { return false }
            return matches(subject, payload[payload.startIndex].expression, in: scope, binding: binding)
        }
        guard equal(subject, value) == true else { return equal(subject, value) }
        guard let payload, let values = associatedValues(of: subject, at: expression), values.count == payload.count else {
            return true
        }
        return matches(.array(values), elements: payload.map { argument in
            { self.matches($0, argument.expression, in: scope, binding: binding) }
        })
    }

    /// A case's associated values in the order its declaration lists them, those left out
    /// given their default values (`.filledButton(text: t, callback: c)` of a case that also
    /// takes `isEnabled: Bool = true`); as given where the declaration is not found. The
    /// declaration: in the case's type when the value names it, else in an enum nested in a
    /// type enclosing the pattern (`switch element` in the generator that declares `Element`).
    func associatedValues(of subject: SwiftValue, at pattern: some SyntaxProtocol) -> [SwiftValue]? {
        guard let given = subject.associatedValues, case .object(_, let fields) = subject, let types else {
            return subject.associatedValues
        }
        var candidates: [SwiftTypes.Declaration] = []
        let name: String
        switch fields[Self.caseKey] {
        case .symbol(let path)?:
            name = String(path.lastComponent)
            candidates = types.declarations(of: String(path[..<(path.lastIndex(of: ".") ?? path.endIndex)]), from: file)
        case .member(let member)?:
            name = member
            for enclosing in Self.enclosingTypes(of: pattern).reversed() {
                for declaration in types.declarations(of: enclosing, from: file) {
                    for member in declaration.group.memberBlock.members {
                        if let nested = member.decl.as(EnumDeclSyntax.self) {
                            candidates += types.declarations(of: enclosing + "." + nested.name.text, from: file)
                        }
                    }
                }
                if !candidates.isEmpty { break }
            }
        default:
            return given
        }
        let element = candidates.lazy.compactMap { $0.group.as(EnumDeclSyntax.self) }.flatMap { $0.memberBlock.members }
            .compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }.flatMap(\.elements)
            .first { $0.name.text.trimmingBackticks == name && $0.parameterClause != nil }
        guard let parameters = element?.parameterClause?.parameters else { return given }
        var remaining = given.indices.map { (label: label(at: $0, in: fields), index: $0) }[...]
        var ordered: [SwiftValue] = []
        for parameter in parameters {
            let label = parameter.firstName?.text ?? "_"
            if let next = remaining.first, next.label == label || label == "_" && parameter.firstName == nil {
                ordered.append(given[next.index])
                remaining = remaining.dropFirst()
            } else if let initial = parameter.defaultValue?.value {
                ordered.append(evaluate(initial, in: SwiftScope()))
            } else {
                ordered.append(unknown("an associated value left out", parameter))
            }
        }
        return ordered
    }

    /// The label the value at `index` of a case's values was given under ("_" for none).
    private func label(at index: Int, in fields: SwiftScope) -> String {
        fields[Self.caseLabels]?.tupleParts?[index].string ?? "_"
    }

    /// The field of an enum case's instance holding each value's label, in order.
    static let caseLabels = "#labels"

    /// A value given where `type` is declared (a parameter): an enum case with associated values
    /// written without its type (`.text(title: "On")` for `[Element]`) is named by it, so its
    /// type's properties and methods, and the defaults of values left out, are found.
    func typed(_ value: SwiftValue, as type: TypeSyntax) -> SwiftValue {
        switch value {
        case .array(let items):
            guard let element = Self.elementType(type) else { return value }
            // Cases named without their type (`[.two, .three].compactMap { $0 }`) take the element type's.
            return items.contains(where: {
                if case .member = $0 { return true }
                return $0.associatedValues != nil
            }) ? .array(items.map { typed($0, as: element) }) : value
        case .opaque(let box):
            // `.init(…)` given for a parameter: an instance of the parameter's type.
            guard let implicit = box.value as? ImplicitInitializer else { return value }
            return SwiftEvaluator(file: implicit.file, types: types).evaluate(ExprSyntax(implicit.call), as: type,
                                                                             in: implicit.scope)
        case .member(let name):
            // `.standard` given for a parameter: the type's static constant.
            guard let types, let named = Self.namedType(type), named != "Self" else { return value }
            return types.staticMember(name, of: qualified(named, at: type), from: file) ?? value
        case .object(Self.caseType, let fields):
            guard case .member(let name)? = fields[Self.caseKey], let types, let named = Self.namedType(type) else {
                return value
            }
            let path = qualified(named, at: type)
            let cases = types.cases(in: types.declarations(of: path, from: file))
            guard cases.contains(where: { $0.name == name }) else {
                // `.all(insets)`: the type's static function, given the values.
                var labels: [SwiftValue] = []
                if case .array(let items)? = fields[Self.caseLabels] { labels = items }
                let values = labels.enumerated().map { index, label in
                    (label: label.string ?? "_", value: fields[String(index)] ?? SwiftValue.none)
                }
                return types.runStatic(name, of: path, values: values, from: file) ?? value
            }
            let copy = fields.copy()
            copy[Self.caseKey] = .symbol(path + "." + name)
            return .object(Self.caseType, copy)
        default:
            return value
        }
    }

    /// The type name of an enum's case given with associated values (`.text(title: "On")`),
    /// carried as an instance: its case (`#case`), its values by position and by label.
    static let caseType = "(case)"
    /// The field of an enum case's instance naming the case (`.member`, or `.symbol` with its type).
    static let caseKey = "#case"

    /// `.name(…)` or `Type.name(…)` of an enum's case with associated values, the values
    /// evaluated and kept by position and label.
    func caseValue(_ name: SwiftValue, arguments: [(label: String, value: SwiftValue)]) -> SwiftValue {
        let fields = SwiftScope()
        fields[Self.caseKey] = name
        for (index, argument) in arguments.enumerated() {
            if argument.label != "_" { fields[argument.label] = argument.value }
            fields[String(index)] = argument.value
        }
        fields[Self.caseLabels] = .array(arguments.map { .string($0.label, localizable: false) })
        fields[Self.tupleCount] = .int(arguments.count)
        return .object(Self.caseType, fields)
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

    /// An enum case's associated values in order; nil for anything else.
    var associatedValues: [SwiftValue]? {
        guard case .object(let type, let fields) = self, type == SwiftEvaluator.caseType,
              case .int(let count)? = fields[SwiftEvaluator.tupleCount] else { return nil }
        return (0..<count).map { fields[String($0)] ?? .none }
    }

    /// An enum case with associated values as its case alone (`.member` or `.symbol`); any other value as it is.
    var caseName: SwiftValue {
        guard case .object(let type, let fields) = self, type == SwiftEvaluator.caseType,
              let name = fields[SwiftEvaluator.caseKey] else { return self }
        return name
    }
}
