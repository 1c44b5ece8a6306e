/// An incremental simplex solver for linear constraints with strengths, in the Cassowary
/// family (Badros, Borning and Stuckey's algorithm, as Auto Layout's own solver is).
///
/// Required constraints must hold; an optional one of weight w costs w per unit of error, and
/// the solver finds the values that satisfy every required constraint with the least total cost.
/// Constraints are added and removed one at a time, each change reusing the tableau of the
/// last solution, so a change of one constant (a rotation, a text size) costs a few pivots.
///
/// ```swift
/// let solver = Solver()
/// let left = Variable("left"), width = Variable("width")
/// try solver.add(left == 16)
/// try solver.add(left + width <= 402 - 16)
/// try solver.add(width == 500 ~ 750)       // as wide as it can be, priority 750
/// solver.updateVariables()                  // width.value == 370
/// ```
///
/// How it works, in short: each constraint becomes a row `expression + slack/error terms = 0`;
/// a row is solved for one of its symbols (the subject) and substituted into the others, so the
/// tableau always expresses basic symbols in terms of parametric ones, whose values are 0. The
/// objective row sums the error terms by weight; the primal simplex pivots until no parametric
/// symbol with a negative objective coefficient is left. Entering and leaving symbols are chosen
/// by lowest id on ties (Bland's rule), so the solver never cycles and gives the same answer on
/// every run.
public final class Solver {
    public struct UnsatisfiableConstraint: Error, CustomStringConvertible, Sendable {
        public let constraint: String
        public var description: String { "the required constraint \(constraint) cannot be satisfied with the others" }
    }

    public struct UnknownConstraint: Error, CustomStringConvertible, Sendable {
        public let constraint: String
        public var description: String { "the constraint \(constraint) is not in the solver" }
    }

    public struct DuplicateConstraint: Error, CustomStringConvertible, Sendable {
        public let constraint: String
        public var description: String { "the constraint \(constraint) is in the solver already" }
    }

    // The solver's state is unchecked for exclusive access (each access to a class's stored
    // property is otherwise checked at run time, a tenth of the solve): a solver is used from
    // one thread, and no method hands out its storage while changing it.
    @exclusivity(unchecked) var variables: VariableTable
    @exclusivity(unchecked) var tags: ConstraintTable
    /// The rows, by their basic symbol's id (ids are dense: no hashing on the hot path).
    @exclusivity(unchecked) var rows = RowTable()
    /// For each symbol (by id), the basic symbols whose rows hold it: a substitution touches
    /// those rows only, and a pivot looks for its leaving row among them.
    let columns = SegmentPool<Symbol>()
    /// The copy of a column `substitute` works through (kept to be reused).
    @exclusivity(unchecked) var columnScratch: [Symbol] = []
    /// The objective: long (every optional constraint's error terms) and touched by every
    /// pivot, so held densely by symbol id.
    @exclusivity(unchecked) var objective = DenseRow()
    @exclusivity(unchecked) var artificial: Row?
    @exclusivity(unchecked) var nextID = 0
    /// Rows whose constant a suggested value made negative, for the dual simplex.
    @exclusivity(unchecked) var infeasible: [Symbol] = []
    /// Edit variables: the constraint that holds each to its suggested value (its constant the
    /// value negated).
    @exclusivity(unchecked) var edits: [Variable: Constraint] = [:]
    /// Required equalities kept out of the tableau (see `Definition`), oldest first; nil where
    /// one was put in the tableau or removed.
    @exclusivity(unchecked) var definitions: [Definition?] = []
    /// For each symbol (by id), the index of its pending definition, or -1.
    @exclusivity(unchecked) var definitionSlots: [Int] = []
    /// Counts changes to the tableau (for answers kept until it changes).
    @exclusivity(unchecked) var version = 0
    /// False once an incremental re-solve met a row it could not make feasible
    /// (`InconsistentTableau`): the values no longer solve the system.
    public internal(set) var isConsistent = true
    /// `isDetermined` for each pending definition, by index, as of `version`.
    @exclusivity(unchecked) var determinedCache: (answers: [Bool], version: Int) = ([], -1)

    public init() {
        let serial = UInt64.random(in: 1...UInt64.max)
        variables = VariableTable(serial: serial)
        tags = ConstraintTable(serial: serial)
    }


    /// What the solver did so far: for benchmarks and for finding where time goes.
    package struct Statistics: Sendable {
        package var adds = 0, artificialAdds = 0, pivots = 0, dualPivots = 0, substitutedRows = 0
        /// Required equalities kept as definitions, and those later put in the tableau.
        package var definitions = 0, materialized = 0
    }
    @exclusivity(unchecked) package internal(set) var statistics = Statistics()
    /// The buffers row merges write into (see `Row.add(_:times:scratch:)` and
    /// `RowTable.substitute(_:by:inRowOf:scratch:)`).
    @exclusivity(unchecked) var scratch = MergeScratch()

    /// The constraints in the solver.
    public var constraints: [Constraint] { tags.all }

    /// Whether `constraint` is in the solver.
    public func contains(_ constraint: Constraint) -> Bool { tags.tag(constraint) != nil }

    // MARK: Adding and removing

    /// Adds `constraint`. A required constraint that contradicts the required ones already in
    /// the solver throws `UnsatisfiableConstraint` and leaves the solver as it was.
    public func add(_ constraint: Constraint) throws {
        guard tags.tag(constraint) == nil else { throw DuplicateConstraint(constraint: constraint.description) }
        version += 1
        if addAsDefinition(constraint) { return }
        var (row, tag) = makeRow(constraint)
        var subject = chooseSubject(row, tag)
        if subject == nil, row.terms.allSatisfy({ $0.symbol.kind == .dummy }) {
            guard nearZero(row.constant) else { throw UnsatisfiableConstraint(constraint: constraint.description) }
            subject = tag.marker
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, row)
            insertRow(subject, row)
        } else if !addWithArtificialVariable(row) {
            statistics.artificialAdds += 1
            // Undo what the failed attempt left: nothing was kept but the objective's error terms.
            for symbol in [tag.marker, tag.other].compactMap({ $0 }) where symbol.kind == .error {
                objective.remove(symbol)
            }
            throw UnsatisfiableConstraint(constraint: constraint.description)
        }
        tags.set(constraint, tag)
        statistics.adds += 1
        optimize(artificialObjective: false)
    }

    /// Removes `constraint`; the others keep holding, re-solved from the current tableau.
    public func remove(_ constraint: Constraint) throws {
        guard let tag = tags.remove(constraint) else { throw UnknownConstraint(constraint: constraint.description) }
        version += 1
        if tag.marker.kind == .external {
            removeDefinition(tag.marker)
            return
        }
        if let variable = edits.first(where: { $0.value === constraint })?.key { edits[variable] = nil }
        // Take the constraint's error terms out of the objective.
        for symbol in [tag.marker, tag.other].compactMap({ $0 }) where symbol.kind == .error {
            // An equality's second error symbol is its shortfall's.
            let shortfall = constraint.relation == .equal && symbol == tag.other
            let weight = (shortfall ? constraint.shortfallStrength : constraint.strength).weight
            if let row = rows[symbol] { objective.add(row, times: -weight) } else { objective.add(symbol, -weight) }
        }
        if removeRow(tag.marker) == nil {
            guard let leaving = markerLeavingRow(tag.marker), var row = removeRow(leaving) else {
                preconditionFailure("a marker with no row to leave: the tableau is broken")
            }
            row.solve(for: leaving, replacing: tag.marker)
            substitute(tag.marker, row)
        }
        optimize(artificialObjective: false)
    }

    // MARK: Edit variables

    public struct BadEditVariable: Error, CustomStringConvertible, Sendable {
        public let message: String
        public var description: String { message }
    }

    /// Makes `variable` one whose value can be suggested (`suggestValue`) at `strength`, which
    /// must be optional: a value the layout would like (a dragged edge, the design-time frame of
    /// an ambiguous view), held as far as the other constraints allow.
    ///
    /// `value` is the value it starts with (as if suggested at once, without the pivots).
    public func addEditVariable(_ variable: Variable, strength: Strength, value: Double = 0) throws {
        guard edits[variable] == nil else { throw BadEditVariable(message: "\(variable) is an edit variable already") }
        guard strength != .required else { throw BadEditVariable(message: "an edit variable cannot be required") }
        let constraint = Constraint(LinearExpression(variable) - value, .equal, strength: strength, name: "edit \(variable)")
        try add(constraint)
        edits[variable] = constraint
    }

    /// Stops `variable` being an edit variable.
    public func removeEditVariable(_ variable: Variable) throws {
        guard let edit = edits.removeValue(forKey: variable) else {
            throw BadEditVariable(message: "\(variable) is not an edit variable")
        }
        try remove(edit)
    }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool { edits[variable] != nil }

    /// Suggests `value` for the edit variable `variable`; the solution follows at once through
    /// the dual simplex, starting from the current tableau (a few pivots, not a new solve).
    public func suggestValue(_ variable: Variable, _ value: Double) throws {
        try suggestValues([(variable, value)])
    }

    /// Suggests several values at once: one dual simplex for all of them (a text-size change
    /// that moves every label's intrinsic size), cheaper than one each.
    public func suggestValues(_ values: [(Variable, Double)]) throws {
        version += 1
        guard isConsistent else { throw InconsistentTableau(message: "the solver is inconsistent: build it again") }
        for (variable, value) in values { try moveEdit(variable, to: value) }
        try dualOptimize()
    }

    /// Moves the edit variable's constraint (`variable - value == 0`) to `value`: its constant
    /// changes in place (`moveConstant`), leaving rows it made infeasible for the dual simplex.
    private func moveEdit(_ variable: Variable, to value: Double) throws {
        guard let constraint = edits[variable] else { throw BadEditVariable(message: "\(variable) is not an edit variable") }
        try moveConstant(constraint, to: -value)
    }

    /// The incremental re-solve (`suggestValues`, `changeConstants`) met a row it cannot make
    /// feasible: the tableau no longer holds, and the solver is not to be used again.
    public struct InconsistentTableau: Error, CustomStringConvertible, Sendable {
        public let message: String
        public var description: String { message }
    }

    public struct BadConstantChange: Error, CustomStringConvertible, Sendable {
        public let message: String
        public var description: String { message }
    }

    /// Gives each constraint a new constant (its expression's: `width >= 120` moved to
    /// `width >= 150` is a constant of -150), then re-solves from the current tableau in one
    /// dual simplex: an intrinsic size that changes with the text size, without an edit
    /// variable for it. Only optional constraints change this way (and required equalities the
    /// solver keeps as definitions, which always hold): a required one could contradict the
    /// others, so remove it and add the changed one instead. Throws for a required constraint, a
    /// constraint not in the solver, or a constant that is not finite; the changes before it
    /// are kept.
    public func changeConstants(_ changes: [(Constraint, Double)]) throws {
        version += 1
        guard isConsistent else { throw InconsistentTableau(message: "the solver is inconsistent: build it again") }
        var refused: (any Error)?
        for (constraint, constant) in changes {
            do { try moveConstant(constraint, to: constant) } catch {
                refused = error
                break
            }
        }
        try dualOptimize()
        if let refused { throw refused }
    }

    /// One constant change, leaving the rows it made infeasible for the dual simplex.
    ///
    /// The constraint's row was `expression + k × marker = 0` (k is +1 for the slack of `<=`, -1
    /// for the slack of `>=` and for the first error symbol of an optional equality). Adding δ
    /// to the constant is the same system with the marker moved by δ/k: the constants of the
    /// rows that hold the marker move, the coefficients (and so the objective's optimality) do
    /// not.
    private func moveConstant(_ constraint: Constraint, to constant: Double) throws {
        guard let tag = tags.tag(constraint) else { throw UnknownConstraint(constraint: constraint.description) }
        guard constant.isFinite else { throw BadConstantChange(message: "\(constant) is not a finite constant") }
        let delta = constant - constraint.expression.constant
        guard delta != 0 else { return }
        let marker = tag.marker
        if marker.kind == .external {
            // A pending definition: its constant, divided as its terms were.
            if let index = definitionIndex(marker), var definition = definitions[index] {
                definition.constant = constant / -definition.coefficient
                definitions[index] = definition
            }
            constraint.expression.constant = constant
            return
        }
        guard constraint.strength != .required else {
            throw BadConstantChange(message: "the required constraint \(constraint) cannot change its constant in place")
        }
        let shift = constraint.relation == .lessOrEqual ? delta : -delta
        if rows.contains(marker) {
            if rows.addToConstant(of: marker, -shift) < 0 { infeasible.append(marker) }
        } else if constraint.relation == .equal, let other = tag.other, rows.contains(other) {
            // The second error symbol is basic, so no other row holds it: it takes the change
            // alone (its row reads other = marker - expression).
            if rows.addToConstant(of: other, -delta) < 0 { infeasible.append(other) }
        } else {
            var found: [Symbol] = []
            for position in 0..<columns.count(marker.id) {
                let symbol = columns[marker.id, position]
                let coefficient = rows.coefficient(marker, inRowOf: symbol) ?? 0
                guard coefficient != 0 else { continue }
                if rows.addToConstant(of: symbol, coefficient * shift) < 0, symbol.kind != .external { found.append(symbol) }
            }
            // In id order, so the dual simplex pivots the same way on every run.
            infeasible += found.sorted()
        }
        constraint.expression.constant = constant
    }

    /// Whether the constraints fix `expression`'s value in the current solution: it can change
    /// only by breaking a required constraint or by raising the cost (every symbol its value
    /// depends on is a required equality's, or an error term with a cost). An expression this
    /// says is not fixed may still be (an inequality holding it at its bound): the answer errs
    /// on the side of "not fixed".
    public func isDetermined(_ expression: LinearExpression) -> Bool {
        // One variable (a design-frame stay asks for each of a view's): its symbol's answer,
        // from what is known of the tableau as it stands.
        if expression.terms.count == 1, !nearZero(expression.terms[0].coefficient) {
            guard let symbol = variables.symbol(expression.terms[0].variable) else { return false }
            return isDetermined(symbol)
        }
        guard let row = parametricRow(expression) else { return false }
        return row.terms.allSatisfy { isFixedParametric($0.symbol) }
    }

    /// `isDetermined` of one variable (false for one the solver does not know).
    public func isDetermined(_ variable: Variable) -> Bool {
        guard let symbol = variables.symbol(variable) else { return false }
        return isDetermined(symbol)
    }

    /// How many times constraints were added, removed or moved: equal counts mean the same
    /// tableau (for a caller's answers kept until it changes).
    package var changeCount: Int { version }

    /// Whether the parametric `symbol` cannot move in an optimal solution: a dummy, or a slack
    /// or error symbol whose increase costs (it is at its bound of 0 and may only grow).
    func isFixedParametric(_ symbol: Symbol) -> Bool {
        switch symbol.kind {
        case .dummy: true
        case .error, .slack: objective.coefficient(symbol) > epsilon
        case .external: false
        }
    }

    /// `isDetermined` of one external symbol. A pending definition is fixed when every symbol it
    /// names is (an answer that errs on the side of "not fixed", as the expression's does);
    /// the answers for definitions are kept until the tableau changes, so a chain of them is
    /// walked once, not once for each of its variables.
    func isDetermined(_ symbol: Symbol) -> Bool {
        if let fixed = rows.allSymbols(inRowOf: symbol, satisfy: isFixedParametric) { return fixed }
        guard let target = definitionIndex(symbol) else { return isFixedParametric(symbol) }
        if determinedCache.version != version { determinedCache = ([], version) }
        while determinedCache.answers.count <= target {
            let index = determinedCache.answers.count
            var fixed = true
            if let definition = definitions[index] {
                for term in definition.terms {
                    let answer = definitionIndex(term.symbol).map { determinedCache.answers[$0] } ?? isDetermined(term.symbol)
                    if !answer { fixed = false; break }
                }
            }
            determinedCache.answers.append(fixed)
        }
        return determinedCache.answers[target]
    }

    /// The tableau's rows and their terms in all, for `bench layout`.
    package var tableauSize: (rows: Int, terms: Int) {
        var result = (rows: 0, terms: 0)
        for id in 0..<(nextID + 1) {
            let symbol = Symbol(id: id, kind: .external)
            guard rows.contains(symbol) else { continue }
            result.rows += 1
            result.terms += rows.termCount(symbol)
        }
        return result
    }

    /// Gives every variable its value in the current solution.
    public func updateVariables() {
        for variable in variables.all { variable.value = variables.symbol(variable).flatMap { rows.constant($0) } ?? 0 }
        updateDefinedVariables()
    }
}
