/// A variable the solver gives a value: a view's left edge, a width, a guide's top.
///
/// Compared by identity: two variables with one name are two variables.
public final class Variable: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// A name for messages and debugging.
    public let name: String
    /// The value the last `Solver.updateVariables()` gave it.
    public internal(set) var value: Double = 0
    /// The solver it is in and its symbol there (see `VariableTable`).
    var home: (solver: UInt64, symbol: Symbol) = (0, Symbol(id: 0, kind: .external))

    public init(_ name: String = "") { self.name = name }

    public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    public var description: String { name.isEmpty ? "v\(ObjectIdentifier(self).hashValue & 0xFFFF)" : name }
}

/// A linear expression: a sum of variables times coefficients, plus a constant.
///
/// ```swift
/// let left = Variable("left"), width = Variable("width")
/// let right = left + width            // an LinearExpression
/// let constraint = right == 320 - 16  // a Constraint, required
/// ```
public struct LinearExpression: Sendable, CustomStringConvertible {
    public var terms: [(variable: Variable, coefficient: Double)]
    public var constant: Double

    public init(_ terms: [(variable: Variable, coefficient: Double)] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: Variable) { self.init([(variable, 1)]) }
    public init(_ constant: Double) { self.init([], constant: constant) }

    /// Whether a variable has more than one term (checked pairwise for short expressions,
    /// which is every expression a layout makes; longer ones are taken to have one).
    var hasRepeatedVariable: Bool {
        guard terms.count > 1 else { return false }
        guard terms.count <= 16 else { return true }
        for i in 1..<terms.count {
            for j in 0..<i where terms[i].variable === terms[j].variable { return true }
        }
        return false
    }

    public var description: String {
        let parts = terms.map { "\($0.coefficient == 1 ? "" : "\($0.coefficient)*")\($0.variable)" }
        return (parts + (constant != 0 || parts.isEmpty ? ["\(constant)"] : [])).joined(separator: " + ")
    }
}

extension LinearExpression {
    // Each operator builds its result's terms in one array (layouts build a thousand
    // expressions for a screen: intermediate arrays were a tenth of a full solve).
    public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        if rhs.terms.isEmpty { return LinearExpression(lhs.terms, constant: lhs.constant + rhs.constant) }
        if lhs.terms.isEmpty { return LinearExpression(rhs.terms, constant: lhs.constant + rhs.constant) }
        return LinearExpression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }
    public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        var terms = lhs.terms
        terms.reserveCapacity(lhs.terms.count + rhs.terms.count)
        for term in rhs.terms { terms.append((term.variable, -term.coefficient)) }
        return LinearExpression(terms, constant: lhs.constant - rhs.constant)
    }
    public static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        if rhs == 1 { return lhs }
        return LinearExpression(lhs.terms.map { ($0.variable, $0.coefficient * rhs) }, constant: lhs.constant * rhs)
    }
    public static func * (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs * lhs }
    public static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(lhs.terms, constant: lhs.constant + rhs)
    }
    public static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(lhs.terms, constant: lhs.constant - rhs)
    }
    public static func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs + LinearExpression(rhs) }
    public static func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs - LinearExpression(rhs) }
}

extension Variable {
    public static func + (lhs: Variable, rhs: Variable) -> LinearExpression { LinearExpression(lhs) + LinearExpression(rhs) }
    public static func - (lhs: Variable, rhs: Variable) -> LinearExpression { LinearExpression(lhs) - LinearExpression(rhs) }
    public static func + (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression(lhs) + rhs }
    public static func - (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression(lhs) - rhs }
    public static func * (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression(lhs) * rhs }
    public static func * (lhs: Double, rhs: Variable) -> LinearExpression { LinearExpression(rhs) * lhs }
    public static func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) + rhs }
    public static func - (lhs: Variable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) - rhs }
}
