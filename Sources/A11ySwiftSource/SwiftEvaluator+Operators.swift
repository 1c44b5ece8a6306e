import A11ySceneModel
import SwiftSyntax

/// Operators: binary ones folded by precedence, `?:` below them.
extension SwiftEvaluator {
    /// Binary operators, folded by Swift's precedence (`||` below `&&` below comparison below
    /// `+`/`-` below `*`/`/`): the parser leaves them as a flat sequence. Where `type` is expected,
    /// a `?:`'s branches are given it (`.none` of an optional is nil).
    func sequence(_ elements: [ExprSyntax], as type: TypeSyntax? = nil, in scope: SwiftScope) -> SwiftValue {
        guard elements.count >= 3 else {
            guard let first = elements.first else { return .none }
            return type == nil ? evaluate(first, in: scope) : evaluate(first, as: type, in: scope)
        }
        // `value as Type` (and `as!`, `as?`), the loosest after assignment: the value, its type only a view of it.
        if elements.count == 3, elements[1].is(UnresolvedAsExprSyntax.self) {
            let value = evaluate(elements[0], in: scope)
            guard var type = elements[2].as(TypeExprSyntax.self).flatMap({ Self.namedType($0.type) }) else { return value }
            // A generic parameter a metatype argument gave (`as? Cell`, `Cell` given `NameCell.self`): that type.
            if case .symbol(let bound)? = scope[type], bound.namesType { type = bound }
            if let cast = types?.host?.cast(value, to: type, at: Syntax(elements[2]), evaluator: self) { return cast }
            // `item as? Setting` of a value that plainly is not one is nil (the row of another kind).
            let conditional = elements[1].as(UnresolvedAsExprSyntax.self)?.questionOrExclamationMark?.tokenKind
                == .postfixQuestionMark
            return conditional && types?.isOfType(value, type, from: file) == false ? .none : value
        }
        // A longer run of operators than code holds (each split copies the rest): not folded.
        guard elements.count <= Self.maximumSequence else { return unknown("an expression", elements[1]) }
        // `a ? b : c`, below every binary operator: the condition decides, else the first choice.
        if let (condition, then, otherwise) = Self.ternary(elements) {
            let first = { type == nil ? self.evaluate(then, in: scope) : self.evaluate(then, as: type, in: scope) }
            switch sequence(condition, in: scope) {
            case .bool(let flag): return flag ? first() : sequence(otherwise, as: type, in: scope)
            case let value where value.isUnknown:
                return fewest(of: value, at: condition[0], first, { sequence(otherwise, as: type, in: scope) })
                    ?? value.asUnknown
            default: return unknown("a condition", condition[0])
            }
        }
        let levels: [[String]] = [
            // (`~`: Cartography's priority, below the comparisons that make its constraints.)
            ["~"], ["??"], ["||"], ["&&"], ["==", "!=", "<", "<=", ">", ">="], ["...", "..<"], ["+", "-"], ["*", "/", "%"],
        ]
        for level in levels {
            // The last operator of the lowest level splits the sequence (left-associative).
            for index in stride(from: elements.count - 2, through: 1, by: -1) {
                guard let op = elements[index].as(BinaryOperatorExprSyntax.self), level.contains(op.operator.text) else {
                    continue
                }
                let left = sequence(Array(elements[..<index]), in: scope)
                // (`settings?.extra ?? .init()` where a type is expected: the fallback is of that type.)
                let right = sequence(Array(elements[(index + 1)...]), as: op.operator.text == "??" ? type : nil, in: scope)
                return apply(op.operator.text, left, right, at: elements[index])
            }
        }
        return unknown("an expression", elements[1])
    }

    /// The parts of the first `?:` of an unfolded sequence (the parser leaves `a ? b : c` as `a`,
    /// `? b :`, `c`): its condition, its first choice and the rest (a `?:` is right-associative).
    static func ternary(_ elements: [ExprSyntax]) -> (condition: [ExprSyntax], then: ExprSyntax, otherwise: [ExprSyntax])? {
        guard let index = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }), index > 0,
              index < elements.count - 1, let marker = elements[index].as(UnresolvedTernaryExprSyntax.self) else { return nil }
        return (Array(elements[..<index]), marker.thenExpression, Array(elements[(index + 1)...]))
    }

    /// `left op right` (a compound assignment's too, `x += y`): the operator's result.
    func apply(_ op: String, _ left: SwiftValue, _ right: SwiftValue, at node: ExprSyntax) -> SwiftValue {
        // An object the host made (a layout library's expression, Cartography's `view.top == other.bottom + 8`) first.
        if case .object = left, let host = types?.host, let value = host.apply(op, left, right, at: node, evaluator: self) {
            return value
        }
        if op == "~", let host = types?.host, let value = host.apply(op, left, right, at: node, evaluator: self) { return value }
        switch (op, left, right) {
        case ("...", .int(let low), .int(let high)): return .range(low, high &+ 1)
        case ("..<", .int(let low), .int(let high)): return .range(low, high)
        case ("...", _, _) where left.number != nil && right.number != nil:
            return .array([left, right])
        case ("??", .none, _): return right
        case ("??", _, _): return left
        case ("||", .bool(true), _), ("||", _, .bool(true)): return .bool(true)
        case ("&&", .bool(false), _), ("&&", _, .bool(false)): return .bool(false)
        case ("||", .bool(let a), .bool(let b)): return .bool(a || b)
        case ("&&", .bool(let a), .bool(let b)): return .bool(a && b)
        // A text joined to one only run time gives, or gives in part: the rest of the text shows.
        case ("+", .string, _) where right.isUnknown,
             ("+", .partial, .string),
             ("+", .partial, _) where right.isUnknown,
             ("+", _, .string) where left.isUnknown,
             ("+", _, .partial) where left.isUnknown:
            return Self.joined([left, right])
        case (_, .unknown, _), (_, .partial, _): return left.asUnknown
        case (_, _, .unknown), (_, _, .partial): return right.asUnknown
        case ("+", .string(let a, let localizable), .string(let b, _)):
            // A text longer than any screen shows is not built (strings doubled in a loop).
            guard a.utf8.count + b.utf8.count <= Self.maximumString else { return unknown("a text too long to show", node) }
            return .string(a + b, localizable: localizable)
        case ("+", .array(let a), .array(let b)):
            // Arrays joined (`[header] + rows`), bounded as texts are (arrays doubled in a loop).
            guard a.count + b.count <= Self.maximumString else { return unknown("an array too long to show", node) }
            return .array(a + b)
        // Texts ordered as Swift's `String` orders them (by their characters' Unicode values, not the device's language).
        case ("<", .string(let a, _), .string(let b, _)): return .bool(a < b)
        case ("<=", .string(let a, _), .string(let b, _)): return .bool(a <= b)
        case (">", .string(let a, _), .string(let b, _)): return .bool(a > b)
        case (">=", .string(let a, _), .string(let b, _)): return .bool(a >= b)
        case ("==", _, _): return equal(left, right).map { .bool($0) } ?? unknown("a comparison", node)
        case ("!=", _, _): return equal(left, right).map { .bool(!$0) } ?? unknown("a comparison", node)
        default:
            if case .int(let a) = left, case .int(let b) = right {
                switch op {
                case "+": return .int(a &+ b)
                case "-": return .int(a &- b)
                case "*": return .int(a &* b)
                case "/", "%":
                    // Nothing the compiler would let trap here: a zero or an overflowing division is unknown.
                    let (result, overflow) = op == "/"
                        ? a.dividedReportingOverflow(by: b) : a.remainderReportingOverflow(dividingBy: b)
                    return b == 0 || overflow ? unknown("a division that does not give a number", node) : .int(result)
                default: break
                }
            }
            guard let a = left.number, let b = right.number else { return unknown("an expression", node) }
            switch op {
            case "<": return .bool(a < b)
            case "<=": return .bool(a <= b)
            case ">": return .bool(a > b)
            case ">=": return .bool(a >= b)
            case "+": return .double(a + b)
            case "-": return .double(a - b)
            case "*": return .double(a * b)
            case "/": return b == 0 ? unknown("a division by zero", node) : .double(a / b)
            default: return unknown("an expression", node)
            }
        }
    }

    /// The fewer of a `?:`'s two numbers where its condition only run time knows and a table is
    /// asking for a count (`SwiftTypes.fewestChoices`); nil otherwise.
    func fewest(of condition: SwiftValue, at node: some SyntaxProtocol, _ first: () -> SwiftValue,
                _ second: () -> SwiftValue) -> SwiftValue? {
        guard condition.isUnknown, let log = types?.fewestChoices, case .int(let a) = first(), case .int(let b) = second()
        else { return nil }
        log.record(condition, at: file.position(node), min(a, b), max(a, b))
        return .int(min(a, b))
    }
}

/// The choices a `?:` made for a count only run time decides: the fewer, what decides and where.
package final class FewestChoices {
    private(set) var made: [(reason: String, place: FilePosition, fewer: Int, more: Int)] = []

    func record(_ condition: SwiftValue, at place: FilePosition, _ fewer: Int, _ more: Int) {
        switch condition {
        case .unknown(let reason, _), .partial(_, let reason, _): made.append((reason, place, fewer, more))
        default: made.append(("a value only known when the app runs", place, fewer, more))
        }
    }
}
