let epsilon = 1e-8
func nearZero(_ value: Double) -> Bool { abs(value) < epsilon }

/// A symbol of the tableau: a variable (external), or one the solver makes.
///
/// One word: the id above two bits of kind, so the rows' term arrays are half as long in bytes.
struct Symbol: Hashable, Comparable {
    enum Kind: Int { case external, slack, error, dummy }
    private let raw: Int
    init(id: Int, kind: Kind) { raw = id << 2 | kind.rawValue }
    var id: Int { raw >> 2 }
    var kind: Kind { Kind(rawValue: raw & 3).unsafelyUnwrapped }
    // The id alone identifies a symbol (ids are never shared between kinds).
    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.raw >> 2 < rhs.raw >> 2 }
    static func == (lhs: Symbol, rhs: Symbol) -> Bool { lhs.raw == rhs.raw }
    func hash(into hasher: inout Hasher) { hasher.combine(raw) }
}

/// What a constraint added: its marker (slack, error or dummy) and, for optional ones, the
/// second error symbol.
struct Tag {
    var marker: Symbol
    var other: Symbol?
}

/// A term of a row: a symbol and its coefficient.
struct Term {
    var symbol: Symbol
    var value: Double
}

/// A row of the tableau: `constant + Σ coefficient × symbol`, standing for a basic symbol. Its
/// terms are kept in symbol-id order in one array: rows are short, so a binary search and a
/// merge beat hashing, and the lowest id a rule asks for is the first found.
struct Row {
    var constant: Double = 0
    private(set) var terms: [Term] = []

    init(constant: Double = 0) { self.constant = constant }
    init(constant: Double, terms: [Term]) {
        self.constant = constant
        self.terms = terms
    }

    /// Where `symbol` is, or where it would go.
    private func position(_ symbol: Symbol) -> (index: Int, found: Bool) {
        var low = 0, high = terms.count
        while low < high {
            let middle = (low + high) / 2
            if terms[middle].symbol < symbol { low = middle + 1 } else { high = middle }
        }
        return (low, low < terms.count && terms[low].symbol == symbol)
    }

    func coefficient(_ symbol: Symbol) -> Double {
        let (index, found) = position(symbol)
        return found ? terms[index].value : 0
    }

    /// Adds `coefficient` to the term of `symbol` (a term that comes to zero goes).
    mutating func add(_ symbol: Symbol, _ coefficient: Double) {
        let (index, found) = position(symbol)
        if found {
            let sum = terms[index].value + coefficient
            if nearZero(sum) { terms.remove(at: index) } else { terms[index].value = sum }
        } else if !nearZero(coefficient) {
            terms.insert(Term(symbol: symbol, value: coefficient), at: index)
        }
    }

    /// Takes the term of `symbol` out; its coefficient, if it had one.
    @discardableResult
    mutating func remove(_ symbol: Symbol) -> Double? {
        let (index, found) = position(symbol)
        guard found else { return nil }
        return terms.remove(at: index).value
    }

    /// Adds `row` × `coefficient`, merging into `scratch`'s buffer, which then takes this row's
    /// old one (a solver that keeps one scratch merges without allocating).
    mutating func add(_ row: Row, times coefficient: Double, scratch: inout MergeScratch) {
        row.terms.withUnsafeBufferPointer { add($0, constant: row.constant, times: coefficient, scratch: &scratch) }
    }

    /// Adds the row of `terms` and `constant`, × `coefficient` (see `add(_:times:scratch:)`).
    mutating func add(_ terms: UnsafeBufferPointer<Term>, constant: Double, times coefficient: Double,
                      scratch: inout MergeScratch) {
        self.constant += constant * coefficient
        guard !terms.isEmpty else { return }
        var merged: [Term] = []
        swap(&merged, &scratch.terms)
        self.terms.withUnsafeBufferPointer { own in
            var ignored = MergeScratch.Changes()
            mergeTerms(own, skipping: nil, terms, times: coefficient, into: &merged, changes: &ignored, track: false)
        }
        scratch.terms = self.terms
        self.terms = merged
    }
    mutating func negate() {
        constant = -constant
        for index in terms.indices { terms[index].value = -terms[index].value }
    }

    /// Solves `0 = row` for `symbol`: the row becomes `symbol = …`.
    mutating func solve(for symbol: Symbol) {
        let coefficient = -1 / remove(symbol)!
        constant *= coefficient
        for index in terms.indices { terms[index].value *= coefficient }
    }

    /// The row stood for `basic`; it becomes the row of `entering` instead.
    mutating func solve(for basic: Symbol, replacing entering: Symbol) {
        add(basic, -1)
        solve(for: entering)
    }

}

/// Merges the id-ordered terms `own` (less the term of `skip`) with `other` × `coefficient`
/// into `merged` (emptied first), a term that comes to zero dropped; with `track`, the symbols
/// that gained a term and those that lost theirs go to `changes`.
@inline(__always)
func mergeTerms(_ own: UnsafeBufferPointer<Term>, skipping skip: Symbol?, _ other: UnsafeBufferPointer<Term>,
                times coefficient: Double, into merged: inout [Term], changes: inout MergeScratch.Changes, track: Bool) {
    merged.removeAll(keepingCapacity: true)
    merged.reserveCapacity(own.count + other.count)
    var i = 0, j = 0
    while i < own.count || j < other.count {
        if i < own.count, own[i].symbol == skip {
            i += 1
        } else if j == other.count || (i < own.count && own[i].symbol < other[j].symbol) {
            merged.append(own[i])
            i += 1
        } else if i == own.count || other[j].symbol < own[i].symbol {
            let value = other[j].value * coefficient
            if !nearZero(value) {
                merged.append(Term(symbol: other[j].symbol, value: value))
                if track { changes.inserted.append(other[j].symbol) }
            }
            j += 1
        } else {
            let sum = own[i].value + other[j].value * coefficient
            if nearZero(sum) {
                if track { changes.removed.append(own[i].symbol) }
            } else {
                merged.append(Term(symbol: own[i].symbol, value: sum))
            }
            i += 1
            j += 1
        }
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
        for term in row.terms { add(term.symbol, term.value * coefficient) }
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
    /// The symbols a merge gave a term to and took one from (for the columns).
    struct Changes {
        var inserted: [Symbol] = []
        var removed: [Symbol] = []
    }

    var terms: [Term] = []
    var changes = Changes()
}

/// The tableau's rows by basic symbol id, their terms in one `SegmentPool` (no array for each
/// row) and read and changed in place; a `Row` is a copy, for a row out of the tableau.
///
/// Not copyable: a copy would share the pool (a class) but not the constants.
struct RowTable: ~Copyable {
    private let terms = SegmentPool<Term>()
    private var constants: [Double] = []
    private var present: [Bool] = []

    func contains(_ symbol: Symbol) -> Bool { symbol.id < present.count && present[symbol.id] }

    /// A copy of `symbol`'s row.
    subscript(_ symbol: Symbol) -> Row? {
        guard contains(symbol) else { return nil }
        return Row(constant: constants[symbol.id], terms: terms.withElements(symbol.id) { Array($0) })
    }

    /// Puts `row` in as the row of `basic` (replacing any it had).
    mutating func insert(_ row: Row, as basic: Symbol) {
        if basic.id >= present.count {
            present.append(contentsOf: repeatElement(false, count: basic.id - present.count + 1))
            constants.append(contentsOf: repeatElement(0, count: basic.id - constants.count + 1))
        }
        present[basic.id] = true
        constants[basic.id] = row.constant
        terms.replace(basic.id, with: row.terms, spare: 1)
    }

    /// Takes the row of `basic` out: a copy of it, if it had one.
    mutating func removeValue(forKey basic: Symbol) -> Row? {
        guard let row = self[basic] else { return nil }
        present[basic.id] = false
        terms.release(basic.id)
        return row
    }

    /// The constant of `basic`'s row.
    func constant(_ basic: Symbol) -> Double? { contains(basic) ? constants[basic.id] : nil }

    /// How many terms `basic`'s row has (0 without a row).
    func termCount(_ basic: Symbol) -> Int { contains(basic) ? terms.count(basic.id) : 0 }

    /// Calls `body` with the terms of `basic`'s row in place (nil without a row); `body` must
    /// not change the table.
    func withTerms<R>(ofRowOf basic: Symbol, _ body: (UnsafeBufferPointer<Term>) throws -> R) rethrows -> R? {
        guard contains(basic) else { return nil }
        return try terms.withElements(basic.id, body)
    }

    /// The coefficient of `symbol` in `basic`'s row.
    func coefficient(_ symbol: Symbol, inRowOf basic: Symbol) -> Double? {
        withTerms(ofRowOf: basic) { terms in
            let (index, found) = position(of: symbol, in: terms)
            return found ? terms[index].value : 0
        }
    }

    /// Whether every symbol of `basic`'s row satisfies `predicate`; nil when it has no row.
    func allSymbols(inRowOf basic: Symbol, satisfy predicate: (Symbol) -> Bool) -> Bool? {
        withTerms(ofRowOf: basic) { terms in terms.allSatisfy { predicate($0.symbol) } }
    }

    /// Adds `basic`'s row × `coefficient` to `row`; false when `basic` has no row.
    func add(rowOf basic: Symbol, times coefficient: Double, to row: inout Row, scratch: inout MergeScratch) -> Bool {
        guard contains(basic) else { return false }
        let constant = constants[basic.id]
        terms.withElements(basic.id) { row.add($0, constant: constant, times: coefficient, scratch: &scratch) }
        return true
    }

    /// Replaces `symbol` by `row` in `basic`'s row, in place: the row's new constant, or nil when
    /// it did not hold the symbol. The symbols that gained or lost a term are in
    /// `scratch.changes` afterwards.
    mutating func substitute(_ symbol: Symbol, by row: Row, inRowOf basic: Symbol, scratch: inout MergeScratch) -> Double? {
        guard contains(basic) else { return nil }
        // Taken out of the scratch while it is written (a second reference would copy it).
        var merged: [Term] = []
        swap(&merged, &scratch.terms)
        let coefficient: Double? = terms.withElements(basic.id) { own in
            let (index, found) = position(of: symbol, in: own)
            guard found else { return nil }
            let coefficient = own[index].value
            row.terms.withUnsafeBufferPointer { other in
                mergeTerms(own, skipping: symbol, other, times: coefficient, into: &merged, changes: &scratch.changes,
                           track: true)
            }
            return coefficient
        }
        defer { scratch.terms = merged }
        guard let coefficient else { return nil }
        terms.replace(basic.id, with: merged, spare: 1)
        constants[basic.id] += row.constant * coefficient
        return constants[basic.id]
    }

    /// Takes the term of `symbol` out of `basic`'s row; its coefficient, if it had one.
    @discardableResult
    mutating func removeTerm(_ symbol: Symbol, inRowOf basic: Symbol) -> Double? {
        guard let (index, value) = withTerms(ofRowOf: basic, { terms -> (Int, Double)? in
            let (index, found) = position(of: symbol, in: terms)
            return found ? (index, terms[index].value) : nil
        }) ?? nil else { return nil }
        terms.remove(at: index, from: basic.id)
        return value
    }

    /// Gives the term of `symbol` in `basic`'s row to `renamed` (a symbol of the same id, so the
    /// row's order holds) and appends a term of `appended`, a symbol newer than any in the row,
    /// with the opposite coefficient; false when the row does not hold `symbol`.
    mutating func split(_ symbol: Symbol, into renamed: Symbol, appending appended: Symbol, inRowOf basic: Symbol) -> Bool {
        guard renamed.id == symbol.id, let index = withTerms(ofRowOf: basic, { terms -> Int? in
            let (index, found) = position(of: symbol, in: terms)
            return found ? index : nil
        }) ?? nil else { return false }
        let value = terms[basic.id, index].value
        terms[basic.id, index] = Term(symbol: renamed, value: value)
        terms.append(Term(symbol: appended, value: -value), to: basic.id)
        return true
    }

    /// Adds `delta` to the constant of `symbol`'s row; the new constant (0 without a row).
    mutating func addToConstant(of symbol: Symbol, _ delta: Double) -> Double {
        guard contains(symbol) else { return 0 }
        constants[symbol.id] += delta
        return constants[symbol.id]
    }

    /// Where `symbol` is in the id-ordered `terms`, or where it would go.
    private func position(of symbol: Symbol, in terms: UnsafeBufferPointer<Term>) -> (index: Int, found: Bool) {
        var low = 0, high = terms.count
        while low < high {
            let middle = (low + high) / 2
            if terms[middle].symbol < symbol { low = middle + 1 } else { high = middle }
        }
        return (low, low < terms.count && terms[low].symbol == symbol)
    }
}
