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

    mutating func add(_ row: Row, times coefficient: Double) {
        var inserted: [Symbol] = [], removed: [Symbol] = []
        var scratch = MergeScratch()
        add(row, times: coefficient, inserted: &inserted, removed: &removed, scratch: &scratch)
    }

    /// Adds `row` × `coefficient` by merging the two id-ordered term lists into `scratch`'s
    /// buffer, which then takes this row's old one (a solver that keeps one scratch merges
    /// without allocating); the symbols that gained a term and those that lost theirs are
    /// appended to `inserted` and `removed`.
    mutating func add(_ row: Row, times coefficient: Double, inserted: inout [Symbol], removed: inout [Symbol],
                      scratch: inout MergeScratch) {
        constant += row.constant * coefficient
        guard !row.terms.isEmpty else { return }
        var merged = scratch.terms
        merged.removeAll(keepingCapacity: true)
        merged.reserveCapacity(terms.count + row.terms.count)
        var i = 0, j = 0
        while i < terms.count || j < row.terms.count {
            if j == row.terms.count || (i < terms.count && terms[i].symbol < row.terms[j].symbol) {
                merged.append(terms[i])
                i += 1
            } else if i == terms.count || row.terms[j].symbol < terms[i].symbol {
                let value = row.terms[j].value * coefficient
                if !nearZero(value) {
                    merged.append(Term(symbol: row.terms[j].symbol, value: value))
                    inserted.append(row.terms[j].symbol)
                }
                j += 1
            } else {
                let sum = terms[i].value + row.terms[j].value * coefficient
                if nearZero(sum) {
                    removed.append(terms[i].symbol)
                } else {
                    merged.append(Term(symbol: terms[i].symbol, value: sum))
                }
                i += 1
                j += 1
            }
        }
        scratch.terms = terms
        terms = merged
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
    var terms: [Term] = []
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

    func contains(_ symbol: Symbol) -> Bool { symbol.id < storage.count && storage[symbol.id] != nil }

    // Reads in place (a row copied out of the table retains its arrays).

    /// The constant of `basic`'s row.
    func constant(_ basic: Symbol) -> Double? { basic.id < storage.count ? storage[basic.id]?.constant : nil }

    /// The coefficient of `symbol` in `basic`'s row.
    func coefficient(_ symbol: Symbol, inRowOf basic: Symbol) -> Double? {
        basic.id < storage.count ? storage[basic.id]?.coefficient(symbol) : nil
    }

    /// Whether every symbol of `basic`'s row satisfies `predicate`; nil when it has no row.
    func allSymbols(inRowOf basic: Symbol, satisfy predicate: (Symbol) -> Bool) -> Bool? {
        basic.id < storage.count ? storage[basic.id]?.terms.allSatisfy { predicate($0.symbol) } : nil
    }

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
