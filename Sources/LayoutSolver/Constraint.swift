/// How strongly a constraint is meant: required, or optional with a weight.
///
/// `Strength(priority:)` maps UIKit's priorities onto it plainly: 1000 is required; 1 to 999
/// are optional, each unit of error in a constraint of priority p costing p (a higher priority
/// wins over a lower one of the same error). A client may weigh priorities its own way with
/// `.optional(weight)`: A11yLayout gives priority p the weight 10^(p/200).
public enum Strength: Sendable, Hashable, Comparable {
    case required
    case optional(Double)

    /// UIKit's priority (1 to 1000; above 999 is required).
    public init(priority: Double) {
        self = priority >= 1000 ? .required : .optional(max(0.001, priority))
    }

    /// The weight of a unit of error (required constraints have none: they must hold).
    var weight: Double {
        switch self {
        case .required: 0
        case .optional(let weight): weight
        }
    }

    public static func < (lhs: Strength, rhs: Strength) -> Bool {
        switch (lhs, rhs) {
        case (.optional(let a), .optional(let b)): a < b
        case (.optional, .required): true
        default: false
        }
    }
}

/// `expression relation 0`, with a strength: the solver's unit of input.
public final class Constraint: Hashable, CustomStringConvertible, @unchecked Sendable {
    public enum Relation: String, Sendable { case lessOrEqual = "<=", equal = "==", greaterOrEqual = ">=" }

    /// The left side minus the right side, so the constraint reads `expression relation 0`.
    /// Its constant changes only through `Solver.changeConstants(_:)`.
    public internal(set) var expression: LinearExpression
    public let relation: Relation
    public let strength: Strength
    /// For an optional equality, the weight of a unit of shortfall (the expression below 0)
    /// when it differs from `strength`'s (a unit of excess): an intrinsic size held by
    /// compression resistance from below and hugging from above is one such constraint, where
    /// two inequalities would make two rows of the tableau.
    public let shortfallStrength: Strength
    /// A name for messages (a storyboard constraint's id, say).
    public var name: String
    /// The solver it is in, its tag there and its place in the solver's list (see
    /// `ConstraintTable`).
    var home: (solver: UInt64, tag: Tag?, index: Int) = (0, nil, 0)

    public init(_ expression: LinearExpression, _ relation: Relation, strength: Strength = .required, name: String = "") {
        self.expression = expression
        self.relation = relation
        self.strength = strength
        self.shortfallStrength = strength
        self.name = name
    }

    /// `expression == 0` at two optional strengths: `excess` for each unit the expression is
    /// above 0, `shortfall` for each unit below. It holds as the pair `expression <= 0` at
    /// `excess` and `expression >= 0` at `shortfall` would, in one row of the tableau. Nil when
    /// either is required (add the pair then).
    public init?(_ expression: LinearExpression, excess: Strength, shortfall: Strength, name: String = "") {
        guard excess != .required, shortfall != .required else { return nil }
        self.expression = expression
        self.relation = .equal
        self.strength = excess
        self.shortfallStrength = shortfall
        self.name = name
    }

    /// The same constraint with another strength.
    /// The same constraint with another strength (both sides, for an equality with two).
    public func with(_ strength: Strength) -> Constraint { Constraint(expression, relation, strength: strength, name: name) }

    public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    public var description: String { "\(name.isEmpty ? "" : name + ": ")\(expression) \(relation.rawValue) 0 (\(strength))" }
}

public func == (lhs: LinearExpression, rhs: LinearExpression) -> Constraint { Constraint(lhs - rhs, .equal) }
public func <= (lhs: LinearExpression, rhs: LinearExpression) -> Constraint { Constraint(lhs - rhs, .lessOrEqual) }
public func >= (lhs: LinearExpression, rhs: LinearExpression) -> Constraint { Constraint(lhs - rhs, .greaterOrEqual) }
public func == (lhs: LinearExpression, rhs: Double) -> Constraint { lhs == LinearExpression(rhs) }
public func <= (lhs: LinearExpression, rhs: Double) -> Constraint { lhs <= LinearExpression(rhs) }
public func >= (lhs: LinearExpression, rhs: Double) -> Constraint { lhs >= LinearExpression(rhs) }
public func == (lhs: Variable, rhs: Double) -> Constraint { LinearExpression(lhs) == LinearExpression(rhs) }
public func <= (lhs: Variable, rhs: Double) -> Constraint { LinearExpression(lhs) <= LinearExpression(rhs) }
public func >= (lhs: Variable, rhs: Double) -> Constraint { LinearExpression(lhs) >= LinearExpression(rhs) }
public func == (lhs: Variable, rhs: LinearExpression) -> Constraint { LinearExpression(lhs) == rhs }
public func <= (lhs: Variable, rhs: LinearExpression) -> Constraint { LinearExpression(lhs) <= rhs }
public func >= (lhs: Variable, rhs: LinearExpression) -> Constraint { LinearExpression(lhs) >= rhs }
public func == (lhs: Variable, rhs: Variable) -> Constraint { LinearExpression(lhs) == LinearExpression(rhs) }
public func <= (lhs: Variable, rhs: Variable) -> Constraint { LinearExpression(lhs) <= LinearExpression(rhs) }
public func >= (lhs: Variable, rhs: Variable) -> Constraint { LinearExpression(lhs) >= LinearExpression(rhs) }

infix operator ~ : AdditionPrecedence
/// `constraint ~ 750`: the constraint with UIKit priority 750.
public func ~ (lhs: Constraint, priority: Double) -> Constraint { lhs.with(Strength(priority: priority)) }
