/// Edit variables made from required equalities (LayoutSolver.md, "Edit variables").
extension Solver {
    /// Makes the required equality `constraint` (`variable == value`, added with `add`) the edit
    /// constraint of `variable` at `strength`, in place, as `addEditVariable(variable, strength:,
    /// value:)` would have made it: a system built with its environment held as required
    /// constraints, then handed to edit variables so that later changes stay incremental.
    ///
    /// Nothing is pivoted or merged: the constraint's row read `expression + dummy = 0` and an
    /// edit's reads `expression - plus + minus = 0`, so the dummy becomes the shortfall's error
    /// symbol (its id, so every row keeps its order) and the excess's, a new symbol, is appended
    /// to each row that holds it with the opposite coefficient. Both are parametric at 0: the
    /// solution and its feasibility are unchanged, and the objective gains their weights (a primal
    /// simplex follows, for an objective that held the dummy). Removing the constraint and adding
    /// an edit variable instead would pivot every row that depends on it.
    public func makeEditVariable(from constraint: Constraint, strength: Strength) throws {
        guard strength != .required else { throw BadEditVariable(message: "an edit variable cannot be required") }
        guard constraint.strength == .required, constraint.relation == .equal, constraint.expression.terms.count == 1,
              constraint.expression.terms[0].coefficient == 1, var tag = tags.tag(constraint) else {
            throw BadEditVariable(message: "\(constraint) is not a required `variable == value` in the solver")
        }
        let variable = constraint.expression.terms[0].variable
        guard edits[variable] == nil else { throw BadEditVariable(message: "\(variable) is an edit variable already") }
        let value = -constraint.expression.constant
        if tag.marker.kind == .external {
            // A pending definition: put in the tableau first, with its dummy.
            materialize(tag.marker)
            tag = tags.tag(constraint) ?? tag
        }
        let redundant = tag.marker.kind == .dummy
            && columns.withElements(tag.marker.id) { $0.contains { $0.kind == .dummy } }
        guard tag.marker.kind == .dummy, !rows.contains(tag.marker), !redundant else {
            // The constraint is redundant (its dummy basic), or others are redundant with it (a
            // dummy's row holds its dummy, and must hold dummies only): the slow way, in which
            // such a constraint takes its place.
            try remove(constraint)
            try addEditVariable(variable, strength: strength, value: value)
            return
        }
        version += 1
        let edit = Constraint(LinearExpression(variable) - value, .equal, strength: strength, name: "edit \(variable)")
        let dummy = tag.marker
        let minus = Symbol(id: dummy.id, kind: .error), plus = symbol(.error)
        var keys: [Symbol] = []
        columns.withElements(dummy.id) { keys.append(contentsOf: $0) }
        for key in keys where rows.split(dummy, into: minus, appending: plus, inRowOf: key) { addToColumn(plus, key) }
        let held = objective.remove(dummy) ?? 0
        objective.add(minus, held + edit.shortfallStrength.weight)
        objective.add(plus, -held + edit.strength.weight)
        _ = tags.remove(constraint)
        tags.set(edit, Tag(marker: plus, other: minus))
        edits[variable] = edit
        optimize(artificialObjective: false)
    }
}
