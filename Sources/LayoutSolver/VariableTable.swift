/// Where the solver finds a variable's symbol and a constraint's tag: on the object itself,
/// marked with the solver's serial number, so the hot path hashes nothing. An object already
/// in another solver (a variable two solvers share, or one a solver that is gone had) is kept
/// in a dictionary instead; serial numbers are random 64-bit values, so a gone solver's never
/// matches a new one's.
struct VariableTable {
    let serial: UInt64
    /// Every variable in the solver, in the order they came.
    private(set) var all: [Variable] = []
    private var shared: [Variable: Symbol] = [:]

    init(serial: UInt64) { self.serial = serial }

    func symbol(_ variable: Variable) -> Symbol? {
        if variable.home.solver == serial { return variable.home.symbol }
        return shared.isEmpty ? nil : shared[variable]
    }

    mutating func insert(_ variable: Variable, _ symbol: Symbol) {
        if variable.home.solver == 0 { variable.home = (serial, symbol) } else { shared[variable] = symbol }
        all.append(variable)
    }
}

struct ConstraintTable {
    let serial: UInt64
    /// Every constraint in the solver (in no particular order: a removal moves the last one).
    private(set) var all: [Constraint] = []
    private var shared: [Constraint: (tag: Tag, index: Int)] = [:]

    init(serial: UInt64) { self.serial = serial }

    func tag(_ constraint: Constraint) -> Tag? {
        if constraint.home.solver == serial { return constraint.home.tag }
        return shared.isEmpty ? nil : shared[constraint]?.tag
    }

    /// Adds `constraint` with `tag`, or replaces the tag of one already in.
    mutating func set(_ constraint: Constraint, _ tag: Tag) {
        if constraint.home.solver == serial {
            constraint.home.tag = tag
        } else if let entry = shared.isEmpty ? nil : shared[constraint] {
            shared[constraint] = (tag, entry.index)
        } else if constraint.home.solver == 0 {
            constraint.home = (serial, tag, all.count)
            all.append(constraint)
        } else {
            shared[constraint] = (tag, all.count)
            all.append(constraint)
        }
    }

    /// Takes `constraint` out; its tag, if it was in.
    mutating func remove(_ constraint: Constraint) -> Tag? {
        let tag: Tag, index: Int
        if constraint.home.solver == serial, let owned = constraint.home.tag {
            (tag, index) = (owned, constraint.home.index)
            constraint.home = (0, nil, 0)
        } else if let entry = shared.isEmpty ? nil : shared.removeValue(forKey: constraint) {
            (tag, index) = entry
        } else {
            return nil
        }
        let last = all.removeLast()
        if last !== constraint {
            all[index] = last
            if last.home.solver == serial { last.home.index = index } else { shared[last]?.index = index }
        }
        return tag
    }
}
