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

    private var variables: [Variable: Symbol] = [:]
    private var tags: [Constraint: Tag] = [:]
    /// The rows, by their basic symbol's id (ids are dense: no hashing on the hot path).
    private var rows = RowTable()
    /// For each symbol (by id), the basic symbols whose rows hold it: a substitution touches
    /// those rows only, and a pivot looks for its leaving row among them.
    private var columns: [[Symbol]] = []
    /// The objective: long (every optional constraint's error terms) and touched by every
    /// pivot, so held densely by symbol id.
    private var objective = DenseRow()
    private var artificial: Row?
    private var nextID = 0
    /// Rows whose constant a suggested value made negative, for the dual simplex.
    private var infeasible: [Symbol] = []
    /// Edit variables: the constraint that holds each to its suggested value, and that value.
    private var edits: [Variable: (constraint: Constraint, tag: Tag, constant: Double)] = [:]

    public init() {}

    /// What the solver did so far: for benchmarks and for finding where time goes.
    package struct Statistics: Sendable {
        package var adds = 0, artificialAdds = 0, pivots = 0, dualPivots = 0, substitutedRows = 0
    }
    package private(set) var statistics = Statistics()
    /// The buffers row merges write into (see `Row.add(_:times:inserted:removed:scratch:)`).
    private var scratch = MergeScratch()

    /// The constraints in the solver.
    public var constraints: [Constraint] { Array(tags.keys) }

    /// Whether `constraint` is in the solver.
    public func contains(_ constraint: Constraint) -> Bool { tags[constraint] != nil }

    // MARK: Adding and removing

    /// Adds `constraint`. A required constraint that contradicts the required ones already in
    /// the solver throws `UnsatisfiableConstraint` and leaves the solver as it was.
    public func add(_ constraint: Constraint) throws {
        guard tags[constraint] == nil else { throw DuplicateConstraint(constraint: constraint.description) }
        var (row, tag) = makeRow(constraint)
        var subject = chooseSubject(row, tag)
        if subject == nil, row.symbols.allSatisfy({ $0.kind == .dummy }) {
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
        tags[constraint] = tag
        statistics.adds += 1
        optimize(artificialObjective: false)
    }

    /// Removes `constraint`; the others keep holding, re-solved from the current tableau.
    public func remove(_ constraint: Constraint) throws {
        guard let tag = tags.removeValue(forKey: constraint) else { throw UnknownConstraint(constraint: constraint.description) }
        if let variable = edits.first(where: { $0.value.constraint === constraint })?.key { edits[variable] = nil }
        // Take the constraint's error terms out of the objective.
        for symbol in [tag.marker, tag.other].compactMap({ $0 }) where symbol.kind == .error {
            if let row = rows[symbol] { objective.add(row, times: -constraint.strength.weight) }
            else { objective.add(symbol, -constraint.strength.weight) }
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
        guard let tag = tags[constraint] else { return }
        edits[variable] = (constraint, tag, value)
    }

    /// Stops `variable` being an edit variable.
    public func removeEditVariable(_ variable: Variable) throws {
        guard let edit = edits.removeValue(forKey: variable) else {
            throw BadEditVariable(message: "\(variable) is not an edit variable")
        }
        try remove(edit.constraint)
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
        for (variable, value) in values { try moveEdit(variable, to: value) }
        dualOptimize()
    }

    /// Moves the edit variable's constraint to `value`, leaving rows it made infeasible for the
    /// dual simplex.
    private func moveEdit(_ variable: Variable, to value: Double) throws {
        guard var edit = edits[variable] else { throw BadEditVariable(message: "\(variable) is not an edit variable") }
        let delta = value - edit.constant
        edit.constant = value
        edits[variable] = edit
        let marker = edit.tag.marker
        // The constraint's row reads variable - plus + minus = 0, its constant the negated value.
        if rows.contains(marker) {
            let constant = rows.addToConstant(of: marker, -delta)
            if constant < 0 { infeasible.append(marker) }
        } else if let other = edit.tag.other, rows.contains(other) {
            let constant = rows.addToConstant(of: other, delta)
            if constant < 0 { infeasible.append(other) }
        } else {
            var found: [Symbol] = []
            for symbol in column(marker) {
                let coefficient = rows[symbol]?.coefficient(marker) ?? 0
                guard coefficient != 0 else { continue }
                let constant = rows.addToConstant(of: symbol, delta * coefficient)
                if constant < 0 && symbol.kind != .external { found.append(symbol) }
            }
            // In id order, so the dual simplex pivots the same way on every run.
            infeasible += found.sorted()
        }
    }

    /// The dual simplex: pivots rows a suggested value made infeasible back to feasibility
    /// while keeping the objective optimal.
    private func dualOptimize() {
        while let leaving = infeasible.popLast() {
            guard let row = rows[leaving], row.constant < 0, !nearZero(row.constant) else { continue }
            var entering: Symbol?
            var best = Double.infinity
            for (symbol, coefficient) in zip(row.symbols, row.values) where coefficient > 0 && symbol.kind != .dummy {
                let ratio = objective.coefficient(symbol) / coefficient
                if ratio < best { best = ratio; entering = symbol }
            }
            guard let entering, var pivoted = removeRow(leaving) else {
                preconditionFailure("the dual simplex found no entering symbol: the tableau is broken")
            }
            statistics.dualPivots += 1
            pivoted.solve(for: leaving, replacing: entering)
            substitute(entering, pivoted)
            insertRow(entering, pivoted)
        }
    }

    /// Whether the constraints fix `expression`'s value in the current solution: it can change
    /// only by breaking a required constraint or by raising the cost (every symbol its value
    /// depends on is a required equality's, or an error term with a cost). An expression this
    /// says is not fixed may still be (an inequality holding it at its bound): the answer errs
    /// on the side of "not fixed".
    public func isDetermined(_ expression: LinearExpression) -> Bool {
        var row = Row()
        for term in expression.terms where !nearZero(term.coefficient) {
            guard let symbol = variables[term.variable] else { return false }
            if let basic = rows[symbol] { row.add(basic, times: term.coefficient) } else { row.add(symbol, term.coefficient) }
        }
        for symbol in row.symbols {
            switch symbol.kind {
            case .dummy: continue
            case .error where objective.coefficient(symbol) > epsilon: continue
            default: return false
            }
        }
        return true
    }

    /// Gives every variable its value in the current solution.
    public func updateVariables() {
        for (variable, symbol) in variables { variable.value = rows[symbol]?.constant ?? 0 }
    }

    // MARK: Rows

    private func symbol(_ kind: Symbol.Kind) -> Symbol {
        nextID += 1
        return Symbol(id: nextID, kind: kind)
    }

    /// The row for `constraint`, with its slack or error symbols, in terms of the current
    /// parametric symbols; and the tag that finds them again.
    private func makeRow(_ constraint: Constraint) -> (Row, Tag) {
        var row = Row(constant: constraint.expression.constant)
        for term in constraint.expression.terms where !nearZero(term.coefficient) {
            let symbol: Symbol
            if let known = variables[term.variable] { symbol = known } else {
                symbol = self.symbol(.external)
                variables[term.variable] = symbol
            }
            if let basic = rows[symbol] { row.add(basic, times: term.coefficient) } else { row.add(symbol, term.coefficient) }
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
                objective.add(minus, weight)
            } else {
                let dummy = symbol(.dummy)
                tag = Tag(marker: dummy)
                row.add(dummy, 1)
            }
        }
        if row.constant < 0 { row.negate() }
        return (row, tag)
    }

    /// The symbol to solve a new row for: a variable if it has one, else its slack or error
    /// marker when that can enter with a negative coefficient.
    private func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol? {
        if let external = row.symbols.first(where: { $0.kind == .external }) { return external }
        for symbol in [tag.marker, tag.other].compactMap({ $0 }) where symbol.kind == .slack || symbol.kind == .error {
            if row.coefficient(symbol) < 0 { return symbol }
        }
        return nil
    }

    /// Adds `row` through an artificial variable, minimised to zero when the row can hold.
    private func addWithArtificialVariable(_ row: Row) -> Bool {
        let art = symbol(.slack)
        insertRow(art, row)
        artificial = row
        optimize(artificialObjective: true)
        let success = nearZero(artificial?.constant ?? 0)
        artificial = nil
        if var basic = removeRow(art) {
            if basic.symbols.isEmpty { return success }
            guard let entering = basic.symbols.first(where: { $0.kind == .slack || $0.kind == .error }) else { return false }
            basic.solve(for: art, replacing: entering)
            substitute(entering, basic)
            insertRow(entering, basic)
        }
        for key in takeColumn(art) { rows.modify(key) { _ = $0.remove(art) } }
        objective.remove(art)
        return success
    }

    /// Replaces `symbol` by `row` in every row and the objectives; a restricted row left with a
    /// negative constant is infeasible, for the dual simplex.
    private func substitute(_ symbol: Symbol, _ row: Row) {
        // Only the rows that hold the symbol, in place, keeping the columns up to date.
        var found: [Symbol] = []
        var inserted: [Symbol] = [], removed: [Symbol] = []
        for key in takeColumn(symbol) {
            statistics.substitutedRows += 1
            let constant: Double? = rows.modify(key) { target in
                guard let coefficient = target.remove(symbol) else { return nil }
                target.add(row, times: coefficient, inserted: &inserted, removed: &removed, scratch: &scratch)
                return target.constant
            } ?? nil
            for other in inserted { addToColumn(other, key) }
            for other in removed { removeFromColumn(other, key) }
            inserted.removeAll(keepingCapacity: true)
            removed.removeAll(keepingCapacity: true)
            if let constant, key.kind != .external, constant < 0 { found.append(key) }
        }
        // In id order, so the dual simplex pivots the same way on every run.
        infeasible += found.sorted()
        _ = objective.substitute(symbol, row)
        if artificial != nil { _ = artificial!.substitute(symbol, row) }
    }

    /// Puts `row` in the tableau as the row of `key`.
    private func insertRow(_ key: Symbol, _ row: Row) {
        rows[key] = row
        for symbol in row.symbols { addToColumn(symbol, key) }
    }

    /// Takes the row of `key` out of the tableau.
    @discardableResult
    private func removeRow(_ key: Symbol) -> Row? {
        guard let row = rows.removeValue(forKey: key) else { return nil }
        for symbol in row.symbols { removeFromColumn(symbol, key) }
        return row
    }

    /// The basic symbols whose rows hold `symbol`.
    private func column(_ symbol: Symbol) -> [Symbol] { symbol.id < columns.count ? columns[symbol.id] : [] }

    /// `column(symbol)`, emptied.
    private func takeColumn(_ symbol: Symbol) -> [Symbol] {
        guard symbol.id < columns.count else { return [] }
        defer { columns[symbol.id] = [] }
        return columns[symbol.id]
    }

    private func addToColumn(_ symbol: Symbol, _ key: Symbol) {
        if symbol.id >= columns.count { columns.append(contentsOf: repeatElement([], count: symbol.id - columns.count + 1)) }
        columns[symbol.id].append(key)
    }

    private func removeFromColumn(_ symbol: Symbol, _ key: Symbol) {
        guard symbol.id < columns.count, let index = columns[symbol.id].firstIndex(of: key) else { return }
        columns[symbol.id].swapAt(index, columns[symbol.id].count - 1)
        columns[symbol.id].removeLast()
    }

    // MARK: Simplex

    /// The primal simplex on the objective (or the artificial one): pivots until no
    /// parametric symbol would lower it.
    private func optimize(artificialObjective: Bool) {
        var guardCount = 0
        while true {
            guardCount += 1
            precondition(guardCount < 1_000_000, "the simplex does not terminate")
            // The lowest id that lowers the goal (read in place: a copy would be copied again
            // by the substitution below).
            var candidate: Symbol?
            if artificialObjective {
                if let goal = artificial {
                    for (symbol, value) in zip(goal.symbols, goal.values) where value < -epsilon && symbol.kind != .dummy {
                        candidate = symbol
                        break
                    }
                }
            } else {
                candidate = objective.firstLowering()
            }
            guard let entering = candidate else { return }
            var leaving: Symbol?
            var best = Double.infinity
            for symbol in column(entering) where symbol.kind != .external {
                guard let row = rows[symbol] else { continue }
                let coefficient = row.coefficient(entering)
                guard coefficient < -epsilon else { continue }
                let ratio = -row.constant / coefficient
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
    private func markerLeavingRow(_ marker: Symbol) -> Symbol? {
        var first: Symbol?, second: Symbol?, third: Symbol?
        var ratioFirst = Double.infinity, ratioSecond = Double.infinity
        // Ties go to the lowest id, as a scan in id order would give (no sort needed).
        for symbol in column(marker) {
            guard let coefficient = rows[symbol]?.coefficient(marker), coefficient != 0 else { continue }
            let row = rows[symbol]!
            if symbol.kind == .external {
                if third.map({ symbol < $0 }) ?? true { third = symbol }
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if ratio < ratioFirst || (ratio == ratioFirst && first.map({ symbol < $0 }) ?? true) {
                    ratioFirst = ratio; first = symbol
                }
            } else {
                let ratio = row.constant / coefficient
                if ratio < ratioSecond || (ratio == ratioSecond && second.map({ symbol < $0 }) ?? true) {
                    ratioSecond = ratio; second = symbol
                }
            }
        }
        return first ?? second ?? third
    }
}

let epsilon = 1e-8
func nearZero(_ value: Double) -> Bool { abs(value) < epsilon }

/// A symbol of the tableau: a variable (external), or one the solver makes.
struct Symbol: Hashable, Comparable {
    enum Kind { case external, slack, error, dummy }
    let id: Int
    let kind: Kind
    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id < rhs.id }
    // The id alone identifies a symbol: hashing the kind too would only cost time.
    static func == (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// What a constraint added: its marker (slack, error or dummy) and, for optional ones, the
/// second error symbol.
struct Tag {
    var marker: Symbol
    var other: Symbol?
}

/// A row of the tableau: `constant + Σ coefficient × symbol`, standing for a basic symbol. Its
/// terms are kept in symbol-id order in two arrays: rows are short, so a binary search and a
/// merge beat hashing, and the lowest id a rule asks for is the first found.
struct Row {
    var constant: Double = 0
    private(set) var symbols: [Symbol] = []
    private(set) var values: [Double] = []

    init(constant: Double = 0) { self.constant = constant }

    /// Where `symbol` is, or where it would go.
    private func position(_ symbol: Symbol) -> (index: Int, found: Bool) {
        var low = 0, high = symbols.count
        while low < high {
            let middle = (low + high) / 2
            if symbols[middle].id < symbol.id { low = middle + 1 } else { high = middle }
        }
        return (low, low < symbols.count && symbols[low].id == symbol.id)
    }

    func coefficient(_ symbol: Symbol) -> Double {
        let (index, found) = position(symbol)
        return found ? values[index] : 0
    }

    /// Adds `coefficient` to the term of `symbol` (a term that comes to zero goes).
    mutating func add(_ symbol: Symbol, _ coefficient: Double) {
        let (index, found) = position(symbol)
        if found {
            let sum = values[index] + coefficient
            if nearZero(sum) {
                symbols.remove(at: index)
                values.remove(at: index)
            } else {
                values[index] = sum
            }
        } else if !nearZero(coefficient) {
            symbols.insert(symbol, at: index)
            values.insert(coefficient, at: index)
        }
    }

    /// Takes the term of `symbol` out; its coefficient, if it had one.
    @discardableResult
    mutating func remove(_ symbol: Symbol) -> Double? {
        let (index, found) = position(symbol)
        guard found else { return nil }
        symbols.remove(at: index)
        return values.remove(at: index)
    }

    mutating func add(_ row: Row, times coefficient: Double) {
        var inserted: [Symbol] = [], removed: [Symbol] = []
        add(row, times: coefficient, inserted: &inserted, removed: &removed)
    }

    /// Adds `row` × `coefficient` by merging the two id-ordered term lists; the symbols that
    /// gained a term and those that lost theirs are appended to `inserted` and `removed`.
    mutating func add(_ row: Row, times coefficient: Double, inserted: inout [Symbol], removed: inout [Symbol]) {
        var scratch = MergeScratch()
        add(row, times: coefficient, inserted: &inserted, removed: &removed, scratch: &scratch)
    }

    /// `add(_:times:inserted:removed:)` merging into `scratch`'s buffers, which then take this
    /// row's old ones: a solver that keeps one scratch merges without allocating.
    mutating func add(_ row: Row, times coefficient: Double, inserted: inout [Symbol], removed: inout [Symbol],
                      scratch: inout MergeScratch) {
        constant += row.constant * coefficient
        guard !row.symbols.isEmpty else { return }
        scratch.symbols.removeAll(keepingCapacity: true)
        scratch.values.removeAll(keepingCapacity: true)
        scratch.symbols.reserveCapacity(symbols.count + row.symbols.count)
        scratch.values.reserveCapacity(symbols.count + row.symbols.count)
        var i = 0, j = 0
        while i < symbols.count || j < row.symbols.count {
            if j == row.symbols.count || (i < symbols.count && symbols[i].id < row.symbols[j].id) {
                scratch.symbols.append(symbols[i])
                scratch.values.append(values[i])
                i += 1
            } else if i == symbols.count || row.symbols[j].id < symbols[i].id {
                let value = row.values[j] * coefficient
                if !nearZero(value) {
                    scratch.symbols.append(row.symbols[j])
                    scratch.values.append(value)
                    inserted.append(row.symbols[j])
                }
                j += 1
            } else {
                let sum = values[i] + row.values[j] * coefficient
                if nearZero(sum) {
                    removed.append(symbols[i])
                } else {
                    scratch.symbols.append(symbols[i])
                    scratch.values.append(sum)
                }
                i += 1
                j += 1
            }
        }
        swap(&symbols, &scratch.symbols)
        swap(&values, &scratch.values)
    }

    mutating func negate() {
        constant = -constant
        for index in values.indices { values[index] = -values[index] }
    }

    /// Solves `0 = row` for `symbol`: the row becomes `symbol = …`.
    mutating func solve(for symbol: Symbol) {
        let coefficient = -1 / remove(symbol)!
        constant *= coefficient
        for index in values.indices { values[index] *= coefficient }
    }

    /// The row stood for `basic`; it becomes the row of `entering` instead.
    mutating func solve(for basic: Symbol, replacing entering: Symbol) {
        add(basic, -1)
        solve(for: entering)
    }

    /// Replaces `symbol` by `row`; whether the row held it.
    @discardableResult
    mutating func substitute(_ symbol: Symbol, _ row: Row) -> Bool {
        guard let coefficient = remove(symbol) else { return false }
        add(row, times: coefficient)
        return true
    }
}

/// A row held densely, by symbol id: the objective, which holds a term for every optional
/// constraint and is substituted into at every pivot.
struct DenseRow {
    var constant: Double = 0
    private var values: [Double] = []
    private var symbols: [Symbol?] = []
    /// Ids whose term went negative, a min-heap (entries may be stale: checked when taken).
    private var negative: [Int] = []

    func coefficient(_ symbol: Symbol) -> Double { symbol.id < values.count ? values[symbol.id] : 0 }

    mutating func add(_ symbol: Symbol, _ coefficient: Double) {
        if symbol.id >= values.count {
            let count = max(symbol.id + 1, values.count * 2)
            values.append(contentsOf: repeatElement(0, count: count - values.count))
            symbols.append(contentsOf: repeatElement(nil, count: count - symbols.count))
        }
        let sum = values[symbol.id] + coefficient
        values[symbol.id] = nearZero(sum) ? 0 : sum
        symbols[symbol.id] = symbol
        if values[symbol.id] < -epsilon, symbol.kind != .dummy { push(symbol.id) }
    }

    mutating func add(_ row: Row, times coefficient: Double) {
        constant += row.constant * coefficient
        for (symbol, value) in zip(row.symbols, row.values) { add(symbol, value * coefficient) }
    }

    @discardableResult
    mutating func remove(_ symbol: Symbol) -> Double? {
        guard symbol.id < values.count, values[symbol.id] != 0 else { return nil }
        defer { values[symbol.id] = 0 }
        return values[symbol.id]
    }

    @discardableResult
    mutating func substitute(_ symbol: Symbol, _ row: Row) -> Bool {
        guard let coefficient = remove(symbol) else { return false }
        add(row, times: coefficient)
        return true
    }

    /// The lowest-id symbol (not a dummy) whose entering would lower the objective.
    mutating func firstLowering() -> Symbol? {
        while let id = negative.first {
            if values[id] < -epsilon, let symbol = symbols[id] { return symbol }
            pop()
        }
        return nil
    }

    private mutating func push(_ id: Int) {
        negative.append(id)
        var child = negative.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard negative[child] < negative[parent] else { break }
            negative.swapAt(child, parent)
            child = parent
        }
    }

    private mutating func pop() {
        negative.swapAt(0, negative.count - 1)
        negative.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var smallest = parent
            if left < negative.count, negative[left] < negative[smallest] { smallest = left }
            if right < negative.count, negative[right] < negative[smallest] { smallest = right }
            guard smallest != parent else { return }
            negative.swapAt(parent, smallest)
            parent = smallest
        }
    }
}

/// Buffers a merge writes into and keeps for the next one.
struct MergeScratch {
    var symbols: [Symbol] = []
    var values: [Double] = []
}

/// The tableau's rows by basic symbol, in an array indexed by the symbol's id.
struct RowTable {
    private var storage: [Row?] = []

    subscript(_ symbol: Symbol) -> Row? {
        get { symbol.id < storage.count ? storage[symbol.id] : nil }
        set {
            if symbol.id >= storage.count {
                guard newValue != nil else { return }
                storage.append(contentsOf: repeatElement(nil, count: symbol.id - storage.count + 1))
            }
            storage[symbol.id] = newValue
        }
    }

    func contains(_ symbol: Symbol) -> Bool { self[symbol] != nil }

    mutating func removeValue(forKey symbol: Symbol) -> Row? {
        guard let row = self[symbol] else { return nil }
        storage[symbol.id] = nil
        return row
    }

    /// Changes the row of `symbol` in place; nil when there is none.
    mutating func modify<T>(_ symbol: Symbol, _ body: (inout Row) -> T) -> T? {
        guard symbol.id < storage.count, storage[symbol.id] != nil else { return nil }
        return body(&storage[symbol.id]!)
    }

    /// Adds `delta` to the constant of `symbol`'s row; the new constant.
    mutating func addToConstant(of symbol: Symbol, _ delta: Double) -> Double {
        modify(symbol) { row in
            row.constant += delta
            return row.constant
        } ?? 0
    }
}
