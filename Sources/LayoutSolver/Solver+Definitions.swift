/// Definitions: required equalities kept out of the tableau while nothing else needs them.
///
/// A required equality that names a variable the solver has never seen (`row2.top == row1.bottom
/// + 8`, when `row2.top` is new) can always hold: it fixes that variable and nothing else. In
/// the tableau it would be the new variable's row, every term of the rows it names substituted
/// in; a chain of such constraints (views pinned one below the other) makes each row longer than
/// the one before, and every later pivot rewrites them all. Kept aside as a definition in terms
/// of the other variables (some of them defined in turn), it costs nothing until a constraint
/// that is not such a definition names the variable: the definition is then put in the tableau
/// (with the ones it reaches, oldest first), as if it had been added there. Values come from
/// evaluating the definitions in the order they were made, after the tableau's.
struct Definition {
    let constraint: Constraint
    let variable: Variable
    let symbol: Symbol
    /// The variable's coefficient in the constraint.
    let coefficient: Double
    /// `symbol = constant + Σ coefficient × other`, each other symbol an external one (basic,
    /// parametric, or defined earlier).
    var terms: [(symbol: Symbol, coefficient: Double)]
    var constant: Double
}

extension Solver {
    /// A constraint's terms with each variable once (its coefficients summed, zero sums dropped),
    /// in the order the variables first appear.
    func combinedTerms(_ expression: LinearExpression) -> [(variable: Variable, coefficient: Double)] {
        guard expression.hasRepeatedVariable else { return expression.terms.filter { !nearZero($0.coefficient) } }
        var result: [(variable: Variable, coefficient: Double)] = []
        result.reserveCapacity(expression.terms.count)
        if expression.terms.count > 16 {
            var position: [Variable: Int] = [:]
            for term in expression.terms {
                if let index = position[term.variable] { result[index].coefficient += term.coefficient } else {
                    position[term.variable] = result.count
                    result.append(term)
                }
            }
        } else {
            for term in expression.terms {
                if let index = result.firstIndex(where: { $0.variable === term.variable }) {
                    result[index].coefficient += term.coefficient
                } else {
                    result.append(term)
                }
            }
        }
        result.removeAll { nearZero($0.coefficient) }
        return result
    }

    /// Keeps `constraint` as a definition when it is a required equality naming a variable not
    /// yet in the solver (the first such, in the order the terms are written); false otherwise.
    func addAsDefinition(_ constraint: Constraint) -> Bool {
        guard constraint.relation == .equal, constraint.strength == .required, constraint.expression.terms.count < 256,
              constraint.expression.terms.contains(where: { variables.symbol($0.variable) == nil }) else { return false }
        let terms = combinedTerms(constraint.expression)
        guard let subject = terms.firstIndex(where: { variables.symbol($0.variable) == nil }) else { return false }
        let divisor = -terms[subject].coefficient
        let symbol = self.symbol(.external)
        variables.insert(terms[subject].variable, symbol)
        var definition = Definition(constraint: constraint, variable: terms[subject].variable, symbol: symbol,
                                    coefficient: terms[subject].coefficient, terms: [],
                                    constant: constraint.expression.constant / divisor)
        definition.terms.reserveCapacity(terms.count - 1)
        for (index, term) in terms.enumerated() where index != subject {
            definition.terms.append((externalSymbol(term.variable), term.coefficient / divisor))
        }
        setDefinitionSlot(symbol, definitions.count)
        definitions.append(definition)
        // The marker says "pending definition": the defined symbol itself (an external one).
        tags.set(constraint, Tag(marker: symbol))
        statistics.definitions += 1
        return true
    }

    /// The symbol of `variable`, made (parametric, in no row) if the solver has not seen it.
    func externalSymbol(_ variable: Variable) -> Symbol {
        if let known = variables.symbol(variable) { return known }
        let symbol = self.symbol(.external)
        variables.insert(variable, symbol)
        return symbol
    }

    /// The index in `definitions` of `symbol`'s pending definition, if it has one.
    func definitionIndex(_ symbol: Symbol) -> Int? {
        guard symbol.id < definitionSlots.count else { return nil }
        let slot = definitionSlots[symbol.id]
        return slot >= 0 ? slot : nil
    }

    private func setDefinitionSlot(_ symbol: Symbol, _ slot: Int) {
        if symbol.id >= definitionSlots.count {
            definitionSlots.append(contentsOf: repeatElement(-1, count: symbol.id - definitionSlots.count + 1))
        }
        definitionSlots[symbol.id] = slot
    }

    /// Puts the pending definition of `symbol`, and those it reaches, in the tableau, oldest
    /// first (a definition names only older ones, so each row is built from rows already there).
    func materialize(_ symbol: Symbol) {
        guard let first = definitionIndex(symbol) else { return }
        // The common case: a definition that names no other pending one.
        if definitions[first]?.terms.contains(where: { definitionIndex($0.symbol) != nil }) == false {
            materializeDefinition(at: first)
            return
        }
        var reached: [Int] = [first], stack: [Int] = [first]
        var seen: Set<Int> = [first]
        while let index = stack.popLast() {
            guard let definition = definitions[index] else { continue }
            for term in definition.terms {
                guard let other = definitionIndex(term.symbol), seen.insert(other).inserted else { continue }
                reached.append(other)
                stack.append(other)
            }
        }
        for index in reached.sorted() { materializeDefinition(at: index) }
    }

    /// The definition at `index` as a row of the tableau: its symbol basic, with the dummy
    /// marker a required equality has, so that removing the constraint later works as for any.
    private func materializeDefinition(at index: Int) {
        guard let definition = definitions[index] else { return }
        definitions[index] = nil
        setDefinitionSlot(definition.symbol, -1)
        var row = Row(constant: definition.constant)
        for term in definition.terms { addParametric(term.symbol, term.coefficient, to: &row) }
        // The constraint read `expression + dummy = 0`; solved for the symbol (coefficient a),
        // the dummy's term is -1/a, and the other terms were divided by -a already.
        let dummy = self.symbol(.dummy)
        row.add(dummy, -1 / definition.coefficient)
        insertRow(definition.symbol, row)
        tags.set(definition.constraint, Tag(marker: dummy))
        statistics.materialized += 1
    }

    /// Drops the pending definition of a removed constraint: its variable is free again.
    func removeDefinition(_ symbol: Symbol) {
        guard let index = definitionIndex(symbol) else { return }
        definitions[index] = nil
        setDefinitionSlot(symbol, -1)
    }

    /// `expression` in the tableau's parametric symbols, pending definitions expanded (not put in
    /// the tableau); nil when it names a variable the solver does not know.
    func parametricRow(_ expression: LinearExpression) -> Row? {
        var row = Row()
        var pending: [(symbol: Symbol, coefficient: Double)] = []
        for term in expression.terms where !nearZero(term.coefficient) {
            guard let symbol = variables.symbol(term.variable) else { return nil }
            pending.append((symbol, term.coefficient))
        }
        var steps = 0
        while let (symbol, coefficient) = pending.popLast() {
            steps += 1
            // A bound on the work for a hostile chain of definitions.
            if steps > 1_000_000 { return nil }
            if let index = definitionIndex(symbol), let definition = definitions[index] {
                row.constant += definition.constant * coefficient
                for term in definition.terms { pending.append((term.symbol, term.coefficient * coefficient)) }
            } else {
                addParametric(symbol, coefficient, to: &row)
            }
        }
        return row
    }

    /// The values of the pending definitions' variables, oldest first (each names only older
    /// ones), once the tableau's variables have theirs.
    func updateDefinedVariables() {
        guard definitions.contains(where: { $0 != nil }) else { return }
        // Each defined symbol's value by id (0 for any other, parametric symbols among them).
        var values = [Double](repeating: 0, count: nextID + 1)
        for index in definitions.indices {
            guard let definition = definitions[index] else { continue }
            var total = definition.constant
            for term in definition.terms {
                total += term.coefficient * (rows.constant(term.symbol) ?? values[term.symbol.id])
            }
            values[definition.symbol.id] = total
            definition.variable.value = total
        }
    }
}
