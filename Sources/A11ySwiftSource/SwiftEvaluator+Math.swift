import SwiftSyntax

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The standard library's and Foundation's arithmetic on known numbers (SwiftSourceReading.md, "What is followed"):
/// `max`, `min`, `abs`, `floor`, `ceil`, `round`, `trunc`, `sqrt`, `pow`, a number's `rounded()` and
/// `squareRoot()`, which layout code computes sizes and spacing with.
extension SwiftEvaluator {
    static let mathFunctions: Set<String> = ["max", "min", "abs", "fabs", "floor", "ceil", "round", "trunc", "sqrt", "pow"]
    static let numberMethods: Set<String> = ["rounded", "squareRoot"]

    /// A call of one of `mathFunctions` by its name alone, where neither the code around it nor the project declares
    /// a function of that name, or by the standard library's module (`Swift.min(a, b)`): its result on known values,
    /// the values' own unknown where one is; nil for any other call.
    func mathCall(_ call: FunctionCallExprSyntax, named name: String, in scope: SwiftScope) -> SwiftValue? {
        // (`Swift.min(…)`, named by its module where a type's own `min` would be taken: the standard library's.)
        let qualified = call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self)?
            .baseName.text == "Swift"
        guard Self.mathFunctions.contains(name), call.trailingClosure == nil, call.arguments.allSatisfy({ $0.label == nil }),
              qualified || call.calledExpression.is(DeclReferenceExprSyntax.self) && scope[name] == nil
                && types?.declaresFunction(name, from: file) != true && !enclosingTypeDeclares(name, at: call)
        else { return nil }
        let values = call.arguments.map { evaluate($0.expression, in: scope) }
        if let open = values.first(where: \.isUnknown) { return open.asUnknown }
        switch (name, values.count) {
        case ("max", 2...), ("min", 2...):
            // Swift's `max` keeps the last of equal greatest values, `min` the first of equal least ones.
            var best = values[0]
            for value in values.dropFirst() {
                guard case .bool(let less) = apply("<", value, best, at: ExprSyntax(call)) else {
                    return unknown("how the values compare", call)
                }
                if name == "max" ? !less : less { best = value }
            }
            // (Numbers of two kinds are a floating-point one, as the literal given with a `CGFloat` is.)
            if values.contains(where: { if case .double = $0 { true } else { false } }), let number = best.number {
                return .double(number)
            }
            return best
        case ("abs", 1):
            if case .int(let number) = values[0] {
                return number == .min ? unknown("a number too large", call) : .int(abs(number))
            }
            return values[0].number.map { .double(abs($0)) } ?? unknown("a number", call)
        case ("pow", 2):
            guard let base = values[0].number, let exponent = values[1].number else { return unknown("a number", call) }
            return .double(pow(base, exponent))
        case ("floor", 1), ("ceil", 1), ("round", 1), ("trunc", 1), ("sqrt", 1), ("fabs", 1):
            guard let number = values[0].number else { return unknown("a number", call) }
            return .double(Self.rounded(number, name: name))
        default:
            return nil
        }
    }

    /// `number.rounded()` (to the nearest, halves away from zero), `rounded(.up)` and the other rules, and
    /// `squareRoot()`, of a known number whose expression runs no code; nil for any other call.
    func numberMethod(_ call: FunctionCallExprSyntax, in scope: SwiftScope) -> SwiftValue? {
        guard let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base,
              Self.numberMethods.contains(access.declName.baseName.text), Self.runsNoCode(base)
        else { return nil }
        return numberMethod(access.declName.baseName.text, of: evaluate(base, in: scope), call: call, in: scope)
    }

    /// The method `name` of `numberMethods` called on `value` (evaluated already); nil for another method or value.
    func numberMethod(_ name: String, of value: SwiftValue, call: FunctionCallExprSyntax, in scope: SwiftScope)
        -> SwiftValue? {
        guard Self.numberMethods.contains(name), call.trailingClosure == nil, call.arguments.count <= 1,
              call.arguments.first?.label == nil
        else { return nil }
        guard let number = value.number else { return value.isUnknown ? value.asUnknown : nil }
        if name == "squareRoot" {
            return call.arguments.isEmpty ? .double(number.squareRoot()) : nil
        }
        guard let rule = call.arguments.first else { return .double(number.rounded()) }
        let named = evaluate(rule.expression, in: scope)
        let given: FloatingPointRoundingRule? = switch named {
        case .member("up"), .symbol("FloatingPointRoundingRule.up"): .up
        case .member("down"), .symbol("FloatingPointRoundingRule.down"): .down
        case .member("towardZero"), .symbol("FloatingPointRoundingRule.towardZero"): .towardZero
        case .member("awayFromZero"), .symbol("FloatingPointRoundingRule.awayFromZero"): .awayFromZero
        case .member("toNearestOrEven"), .symbol("FloatingPointRoundingRule.toNearestOrEven"): .toNearestOrEven
        case .member("toNearestOrAwayFromZero"), .symbol("FloatingPointRoundingRule.toNearestOrAwayFromZero"):
            .toNearestOrAwayFromZero
        default: nil
        }
        // (Another argument, `rounded(2)`: a method of the project's own, not the standard library's.)
        guard let given else { return named.isUnknown ? named.asUnknown : nil }
        return .double(number.rounded(given))
    }

    /// The numbers an integer type holds (nil for a floating-point type).
    static func integerBounds(of type: String) -> ClosedRange<Int>? {
        switch type {
        case "Int8": Int(Int8.min)...Int(Int8.max)
        case "Int16": Int(Int16.min)...Int(Int16.max)
        case "Int32": Int(Int32.min)...Int(Int32.max)
        case "UInt8": 0...Int(UInt8.max)
        case "UInt16": 0...Int(UInt16.max)
        case "UInt32": 0...Int(UInt32.max)
        case "UInt", "UInt64", "NSUInteger": 0...Int.max
        case let type where integerTypes.contains(type): Int.min...Int.max
        default: nil
        }
    }

    /// `floor`, `ceil`, `round`, `trunc`, `sqrt` and `fabs` of `number`, as the C library's.
    private static func rounded(_ number: Double, name: String) -> Double {
        switch name {
        case "floor": number.rounded(.down)
        case "ceil": number.rounded(.up)
        case "round": number.rounded(.toNearestOrAwayFromZero)
        case "trunc": number.rounded(.towardZero)
        case "sqrt": number.squareRoot()
        default: abs(number)
        }
    }

    /// Whether evaluating `expression` runs none of the app's code, so evaluating it again changes nothing: names and
    /// paths of names, literals, and operators, parentheses and arrays of those.
    static func runsNoCode(_ expression: ExprSyntax) -> Bool {
        if isPath(expression) || expression.is(IntegerLiteralExprSyntax.self) || expression.is(FloatLiteralExprSyntax.self)
            || expression.is(StringLiteralExprSyntax.self) || expression.is(BooleanLiteralExprSyntax.self) {
            return true
        }
        if let tuple = expression.as(TupleExprSyntax.self) { return tuple.elements.allSatisfy { runsNoCode($0.expression) } }
        if let array = expression.as(ArrayExprSyntax.self) { return array.elements.allSatisfy { runsNoCode($0.expression) } }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self) { return runsNoCode(prefix.expression) }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            return sequence.elements.allSatisfy { $0.is(BinaryOperatorExprSyntax.self) || runsNoCode($0) }
        }
        if let infix = expression.as(InfixOperatorExprSyntax.self) {
            return infix.operator.is(BinaryOperatorExprSyntax.self) && runsNoCode(infix.leftOperand)
                && runsNoCode(infix.rightOperand)
        }
        return false
    }
}
