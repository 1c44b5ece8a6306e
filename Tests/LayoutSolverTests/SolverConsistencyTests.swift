import Testing
@testable import LayoutSolver

/// A tableau that an incremental re-solve cannot make feasible is an error the owner can act
/// on (build the solver again), never a crash (LayoutSolver.md, "When the tableau breaks").
@Suite("LayoutSolver: an inconsistent tableau")
struct SolverConsistencyTests {
    /// A solver with an edit variable, and a row no symbol can enter: two slacks whose sum
    /// must be negative (what a real storyboard's audit once reached after many re-solves).
    func brokenSolver() throws -> (Solver, Variable) {
        let solver = Solver()
        let x = Variable("x")
        try solver.addEditVariable(x, strength: .optional(1000), value: 10)
        let first = solver.symbol(.slack), second = solver.symbol(.slack)
        solver.insertRow(first, Row(constant: -20, terms: [Term(symbol: second, value: -1)]))
        solver.infeasible.append(first)
        return (solver, x)
    }

    @Test("suggestValues throws InconsistentTableau and marks the solver; later calls throw too")
    func suggest() throws {
        let (solver, x) = try brokenSolver()
        #expect(throws: Solver.InconsistentTableau.self) { try solver.suggestValue(x, 20) }
        #expect(!solver.isConsistent)
        #expect(throws: Solver.InconsistentTableau.self) { try solver.suggestValue(x, 30) }
        #expect(throws: Solver.InconsistentTableau.self) { try solver.changeConstants([]) }
    }

    @Test("changeConstants throws InconsistentTableau too")
    func constants() throws {
        let (solver, _) = try brokenSolver()
        #expect(throws: Solver.InconsistentTableau.self) { try solver.changeConstants([]) }
        #expect(!solver.isConsistent)
    }

    @Test("a consistent solver stays consistent through suggestions")
    func consistent() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addEditVariable(x, strength: .optional(1000), value: 10)
        try solver.add(x >= 0)
        try solver.suggestValue(x, -5)
        solver.updateVariables()
        #expect(solver.isConsistent)
        #expect(x.value == 0)
    }
}
