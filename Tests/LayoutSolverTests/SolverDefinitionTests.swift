import LayoutSolver
import Testing

/// Required equalities kept as definitions, constants changed in place, two-sided strengths,
/// and variables shared by solvers.
@Suite("Layout solver: definitions and constants")
struct SolverDefinitionTests {
    /// A chain of views pinned one below the other: each top is a definition.
    @Test("a chain of definitions gives each link its value; a constraint naming one puts the chain in the tableau")
    func chain() throws {
        let solver = Solver()
        let heights = (0..<5).map { Variable("h\($0)") }, tops = (0..<5).map { Variable("top\($0)") }
        try solver.add(tops[0] == 62)
        for index in 1..<5 { try solver.add(tops[index] == tops[index - 1] + heights[index - 1] + 8) }
        for height in heights { try solver.add((height == 44) ~ 500) }
        solver.updateVariables()
        #expect(tops.map(\.value) == [62, 114, 166, 218, 270])
        #expect(solver.isDetermined(tops[2]))
        // A bound on the last top: the chain goes into the tableau and the heights give way.
        try solver.add(tops[4] + heights[4] <= 300)
        solver.updateVariables()
        #expect(tops[4].value + heights[4].value <= 300 + 1e-9)
        // Which heights give way is open (they weigh the same): the tops after the first are not fixed.
        #expect(!solver.isDetermined(tops[2]))
        // Removing a link frees the ones after it from those before.
        let chainFree = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        let first = a == 10
        try chainFree.add(first)
        try chainFree.add(b == a + 5)
        try chainFree.add(c == b * 2)
        chainFree.updateVariables()
        #expect([a.value, b.value, c.value] == [10, 15, 30])
        try chainFree.remove(first)
        chainFree.updateVariables()
        #expect([a.value, b.value, c.value] == [0, 5, 10])
        #expect(!chainFree.isDetermined(c))
        // A contradiction with a definition is refused, as with any required constraint.
        #expect(throws: Solver.UnsatisfiableConstraint.self) { try chainFree.add(c == b * 2 + 1) }
    }

    @Test("a variable that cancels out does not count: `x - x + y == 3` defines y")
    func cancelling() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(x == 7)
        try solver.add(LinearExpression(x) - x + y == 3)
        solver.updateVariables()
        #expect(x.value == 7 && y.value == 3)
    }

    @Test("an optional constraint's constant changes in place; the result is a fresh solve's")
    func constants() throws {
        let solver = Solver()
        let width = Variable("width"), left = Variable("left")
        try solver.add(left == 16)
        try solver.add(left + width <= 386)
        let intrinsic = try #require(Constraint(LinearExpression(width) - 120, excess: .optional(250), shortfall: .optional(750)))
        try solver.add(intrinsic)
        solver.updateVariables()
        #expect(width.value == 120)
        for (size, expected) in [(200.0, 200.0), (500, 370), (90, 90)] {
            try solver.changeConstants([(intrinsic, -size)])
            solver.updateVariables()
            #expect(width.value == expected, "size \(size)")
            #expect(intrinsic.expression.constant == -size)
        }
        let required = width >= 10
        try solver.add(required)
        #expect(throws: Solver.BadConstantChange.self) { try solver.changeConstants([(required, -20)]) }
        #expect(throws: Solver.UnknownConstraint.self) { try solver.changeConstants([(width <= 5, 1)]) }
        #expect(throws: Solver.BadConstantChange.self) { try solver.changeConstants([(intrinsic, .nan)]) }
        // A pending definition's constant changes too.
        let definition = Variable("d") == 4
        try solver.add(definition)
        try solver.changeConstants([(definition, -9)])
        solver.updateVariables()
        #expect(definition.expression.terms[0].variable.value == 9)
    }

    @Test("a two-sided constraint costs its excess and its shortfall at their own weights, as the pair would")
    func twoSided() throws {
        #expect(Constraint(LinearExpression(Variable()), excess: .required, shortfall: .optional(1)) == nil)
        for (pull, expected) in [(300.0, 120.0), (50, 50)] {
            // Hugging 250 holds the width down against a pull of 200 above; compression 750 holds
            // it up against a pull below only while it is the stronger.
            let solver = Solver()
            let width = Variable("width")
            let intrinsic = Constraint(LinearExpression(width) - 120, excess: .optional(250), shortfall: .optional(100))
            try solver.add(try #require(intrinsic))
            try solver.add((width == pull) ~ 200)
            solver.updateVariables()
            #expect(width.value == expected, "pull \(pull)")
        }
    }

    @Test("a variable in two solvers has its value from the last one updated; removal works in either")
    func shared() throws {
        let x = Variable("x")
        let first = Solver(), second = Solver()
        let a = x == 10, b = x == 20
        try first.add(a)
        try second.add(b)
        try first.add((x >= 0) ~ 1)
        try second.add((x >= 0) ~ 1)
        first.updateVariables()
        #expect(x.value == 10)
        second.updateVariables()
        #expect(x.value == 20)
        try second.remove(b)
        #expect(!second.contains(b) && first.contains(a))
        #expect(first.constraints.count == 2 && second.constraints.count == 1)
    }
}
