/// The tableau's machinery: making, solving and substituting rows, and the primal and dual
/// simplex (see `Solver`).
extension Solver {
    // MARK: Rows

    func symbol(_ kind: Symbol.Kind) -> Symbol {
        nextID += 1
        return Symbol(id: nextID, kind: kind)
    }

    /// The row for `constraint`, with its slack or error symbols, in terms of the current
    /// parametric symbols; and the tag that finds them again.
    func makeRow(_ constraint: Constraint) -> (Row, Tag) {
        var row = Row(constant: constraint.expression.constant)
        // Terms combined first: a variable that cancels out (an ancestor's offset on both sides)
        // must not put its pending definition in the tableau.
        let terms = constraint.expression.hasRepeatedVariable ? combinedTerms(constraint.expression) : constraint.expression.terms
        for term in terms where !nearZero(term.coefficient) {
            let symbol = externalSymbol(term.variable)
            if definitionIndex(symbol) != nil { materialize(symbol) }
            addParametric(symbol, term.coefficient, to: &row)
        }
        let weight = constraint.strength.weight
        let optional = constraint.strength != .required
        var tag: Tag
        switch constraint.relation {
        case .lessOrEqual, .greaterOrEqual:
            let sign: Double = constraint.relation == .lessOrEqual ? 1 : -1
            let slack = symbol(.slack)
            tag = Tag(marker: slack)
            row.add(slack, sign)
            if optional {
                let error = symbol(.error)
                tag.other = error
                row.add(error, -sign)
                objective.add(error, weight)
            }
        case .equal:
            if optional {
                let plus = symbol(.error), minus = symbol(.error)
                tag = Tag(marker: plus, other: minus)
                row.add(plus, -1)
                row.add(minus, 1)
                objective.add(plus, weight)
                objective.add(minus, constraint.shortfallStrength.weight)
            } else {
                let dummy = symbol(.dummy)
                tag = Tag(marker: dummy)
                row.add(dummy, 1)
            }
        }
        if row.constant < 0 { row.negate() }
        return (row, tag)
    }

    /// Adds `coefficient × symbol` to `row` in parametric terms (the symbol's row when it is basic).
    func addParametric(_ symbol: Symbol, _ coefficient: Double, to row: inout Row) {
        if !rows.add(rowOf: symbol, times: coefficient, to: &row, scratch: &scratch) { row.add(symbol, coefficient) }
    }

    /// The symbol to solve a new row for: a variable if it has one, else its slack or error
    /// marker when that can enter with a negative coefficient.
    func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol? {
        if let external = row.terms.first(where: { $0.symbol.kind == .external }) { return external.symbol }
        for symbol in [tag.marker, tag.other].compactMap({ $0 }) where symbol.kind == .slack || symbol.kind == .error {
            if row.coefficient(symbol) < 0 { return symbol }
        }
        return nil
    }

    /// Adds `row` through an artificial variable, minimised to zero when the row can hold.
    func addWithArtificialVariable(_ row: Row) -> Bool {
        let art = symbol(.slack)
        insertRow(art, row)
        artificial = row
        optimize(artificialObjective: true)
        let success = nearZero(artificial?.constant ?? 0)
        artificial = nil
        if var basic = removeRow(art) {
            if basic.terms.isEmpty { return success }
            guard let entering = basic.terms.first(where: { $0.symbol.kind == .slack || $0.symbol.kind == .error })?.symbol
            else { return false }
            basic.solve(for: art, replacing: entering)
            substitute(entering, basic)
            insertRow(entering, basic)
        }
        for position in 0..<columns.count(art.id) { rows.removeTerm(art, inRowOf: columns[art.id, position]) }
        columns.removeAll(art.id)
        objective.remove(art)
        return success
    }

    /// Replaces `symbol` by `row` in every row and the objectives; a restricted row left with a
    /// negative constant is infeasible, for the dual simplex.
    func substitute(_ symbol: Symbol, _ row: Row) {
        // Only the rows that hold the symbol, in place, keeping the columns up to date. The
        // column is copied out first (updating the others may move it in the pool).
        var keys: [Symbol] = []
        swap(&keys, &columnScratch)
        defer { swap(&keys, &columnScratch) }
        keys.removeAll(keepingCapacity: true)
        columns.withElements(symbol.id) { keys.append(contentsOf: $0) }
        columns.removeAll(symbol.id)
        var found: [Symbol] = []
        for key in keys {
            statistics.substitutedRows += 1
            let constant = rows.substitute(symbol, by: row, inRowOf: key, scratch: &scratch)
            for other in scratch.changes.inserted { addToColumn(other, key) }
            for other in scratch.changes.removed { removeFromColumn(other, key) }
            scratch.changes.inserted.removeAll(keepingCapacity: true)
            scratch.changes.removed.removeAll(keepingCapacity: true)
            if let constant, key.kind != .external, constant < 0 { found.append(key) }
        }
        // In id order, so the dual simplex pivots the same way on every run.
        if !found.isEmpty { infeasible += found.sorted() }
        _ = objective.substitute(symbol, row)
        if let coefficient = artificial?.remove(symbol) { artificial!.add(row, times: coefficient, scratch: &scratch) }
    }

    /// Puts `row` in the tableau as the row of `key`.
    func insertRow(_ key: Symbol, _ row: Row) {
        rows.insert(row, as: key)
        for term in row.terms { addToColumn(term.symbol, key) }
    }

    /// Takes the row of `key` out of the tableau.
    @discardableResult
    func removeRow(_ key: Symbol) -> Row? {
        guard let row = rows.removeValue(forKey: key) else { return nil }
        for term in row.terms { removeFromColumn(term.symbol, key) }
        return row
    }

    func addToColumn(_ symbol: Symbol, _ key: Symbol) { columns.append(key, to: symbol.id) }

    func removeFromColumn(_ symbol: Symbol, _ key: Symbol) {
        guard let index = columns.withElements(symbol.id, { $0.firstIndex(of: key) }) else { return }
        columns.swapRemove(at: index, from: symbol.id)
    }

    // MARK: Simplex

    /// The primal simplex on the objective (or the artificial one): pivots until no
    /// parametric symbol would lower it.
    func optimize(artificialObjective: Bool) {
        var guardCount = 0
        while true {
            guardCount += 1
            precondition(guardCount < 1_000_000, "the simplex does not terminate")
            // The lowest id that lowers the goal (read in place: a copy would be copied again
            // by the substitution below).
            var candidate: Symbol?
            if artificialObjective {
                if let goal = artificial {
                    for term in goal.terms where term.value < -epsilon && term.symbol.kind != .dummy {
                        candidate = term.symbol
                        break
                    }
                }
            } else {
                candidate = objective.firstLowering()
            }
            guard let entering = candidate else { return }
            var leaving: Symbol?
            var best = Double.infinity
            for position in 0..<columns.count(entering.id) {
                let symbol = columns[entering.id, position]
                guard symbol.kind != .external,
                      let coefficient = rows.coefficient(entering, inRowOf: symbol), coefficient < -epsilon,
                      let constant = rows.constant(symbol) else { continue }
                let ratio = -constant / coefficient
                if ratio < best - epsilon || (abs(ratio - best) <= epsilon && symbol < (leaving ?? symbol)) {
                    best = ratio
                    leaving = symbol
                }
            }
            // An objective that can fall without bound cannot come from constraints with
            // non-negative weights; stop rather than loop.
            guard let leaving, var row = removeRow(leaving) else { return }
            statistics.pivots += 1
            row.solve(for: leaving, replacing: entering)
            substitute(entering, row)
            insertRow(entering, row)
        }
    }

    /// The row a marker leaves through when its constraint is removed.
    ///
    /// A required equality's dummy goes first through the row of a redundant one's dummy (the
    /// second `x == 44` of two, whose row holds dummies only): that constraint then takes the
    /// removed one's place. Any other row would leave the redundant one's dummy basic with a
    /// value of its own, that is, broken (found by making edit variables in place).
    func markerLeavingRow(_ marker: Symbol) -> Symbol? {
        var first: Symbol?, second: Symbol?, third: Symbol?, redundant: Symbol?
        var ratioFirst = Double.infinity, ratioSecond = Double.infinity
        // Ties go to the lowest id, as a scan in id order would give (no sort needed).
        for position in 0..<columns.count(marker.id) {
            let symbol = columns[marker.id, position]
            guard let coefficient = rows.coefficient(marker, inRowOf: symbol), coefficient != 0,
                  let constant = rows.constant(symbol) else { continue }
            if symbol.kind == .dummy {
                if redundant.map({ symbol < $0 }) ?? true { redundant = symbol }
            } else if symbol.kind == .external {
                if third.map({ symbol < $0 }) ?? true { third = symbol }
            } else if coefficient < 0 {
                let ratio = -constant / coefficient
                if ratio < ratioFirst || (ratio == ratioFirst && first.map({ symbol < $0 }) ?? true) {
                    ratioFirst = ratio; first = symbol
                }
            } else {
                let ratio = constant / coefficient
                if ratio < ratioSecond || (ratio == ratioSecond && second.map({ symbol < $0 }) ?? true) {
                    ratioSecond = ratio; second = symbol
                }
            }
        }
        return redundant ?? first ?? second ?? third
    }

    /// The dual simplex: pivots rows a suggested value made infeasible back to feasibility
    /// while keeping the objective optimal. A row that cannot be made feasible (its constant
    /// negative, no symbol to enter) means the tableau no longer describes a solvable system:
    /// the solver is then inconsistent and throws; its owner builds a new one (LayoutSolver.md,
    /// "When the tableau breaks").
    func dualOptimize() throws(InconsistentTableau) {
        while let leaving = infeasible.popLast() {
            guard let constant = rows.constant(leaving), constant < 0, !nearZero(constant) else { continue }
            var entering: Symbol?
            var best = Double.infinity
            rows.withTerms(ofRowOf: leaving) { terms in
                for term in terms where term.value > 0 && term.symbol.kind != .dummy {
                    let ratio = objective.coefficient(term.symbol) / term.value
                    if ratio < best { best = ratio; entering = term.symbol }
                }
            }
            guard let entering, var pivoted = removeRow(leaving) else {
                isConsistent = false
                infeasible.removeAll()
                throw InconsistentTableau(message: "the dual simplex found no symbol to enter for a row of constant "
                                              + "\(constant): the solver must be built again")
            }
            statistics.dualPivots += 1
            pivoted.solve(for: leaving, replacing: entering)
            substitute(entering, pivoted)
            insertRow(entering, pivoted)
        }
    }
}
