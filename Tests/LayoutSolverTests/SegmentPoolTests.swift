@testable import LayoutSolver
import Testing

/// The pool the tableau's rows and columns live in, against plain arrays.
@Suite("Layout solver: segment pool")
struct SegmentPoolTests {
    /// A small deterministic generator (the runs repeat exactly).
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    @Test("random appends, removals, replacements and releases keep every list as plain arrays would")
    func againstArrays() {
        let pool = SegmentPool<Int>()
        var model: [[Int]] = Array(repeating: [], count: 40)
        var random = Generator(state: 7)
        for step in 0..<40_000 {
            let id = random.next(model.count)
            switch random.next(10) {
            case 0...3:
                pool.append(step, to: id)
                model[id].append(step)
            case 4 where !model[id].isEmpty:
                let index = random.next(model[id].count)
                pool.swapRemove(at: index, from: id)
                model[id][index] = model[id][model[id].count - 1]
                model[id].removeLast()
            case 5 where !model[id].isEmpty:
                let index = random.next(model[id].count)
                pool.remove(at: index, from: id)
                model[id].remove(at: index)
            case 6:
                // Lists longer than a block have blocks of their own.
                let count = random.next(20) == 0 ? 9_000 + random.next(3_000) : random.next(40)
                let elements = (0..<count).map { step * 100_000 + $0 }
                pool.replace(id, with: elements, spare: 4)
                model[id] = elements
            case 7 where random.next(4) == 0:
                pool.release(id)
                model[id] = []
            case 8 where random.next(4) == 0:
                pool.removeAll(id)
                model[id] = []
            default:
                break
            }
            if step % 997 == 0 || step == 39_999 {
                for (id, expected) in model.enumerated() {
                    #expect(pool.count(id) == expected.count)
                    #expect(pool.withElements(id) { Array($0) } == expected)
                }
            }
        }
        #expect(pool.withElements(1_000) { $0.count } == 0)
        #expect(pool.count(1_000) == 0)
    }

    @Test("an element is read and written in place")
    func subscripts() {
        let pool = SegmentPool<Double>()
        for value in 0..<10 { pool.append(Double(value), to: 3) }
        pool[3, 4] = 40
        #expect(pool[3, 4] == 40)
        #expect(pool.withElements(3) { $0.reduce(0, +) } == 81)
    }

    @Test("pools given up return their blocks for the next, which read as new")
    func blocksReused() {
        for round in 0..<3 {
            let pool = SegmentPool<Int>()
            for id in 0..<200 {
                for value in 0..<(id % 50) { pool.append(round * 1_000_000 + id * 1_000 + value, to: id) }
            }
            for id in 0..<200 {
                #expect(pool.withElements(id) { Array($0) } == (0..<(id % 50)).map { round * 1_000_000 + id * 1_000 + $0 })
            }
        }
    }

    @Test("a constraint of 6,000 terms (a row longer than a block) solves")
    func longRow() throws {
        let solver = Solver()
        let variables = (0..<6_000).map { Variable("v\($0)") }
        for variable in variables { try solver.add(variable >= 1) }
        let total = LinearExpression(variables.map { ($0, 1.0) })
        try solver.add(total == 7_000)
        try solver.add(Constraint(LinearExpression(variables[0]) - 5_000, .equal, strength: .optional(1)))
        solver.updateVariables()
        #expect(abs(variables.reduce(0) { $0 + $1.value } - 7_000) < 1e-6)
        #expect(variables.allSatisfy { $0.value >= 1 - 1e-9 })
        #expect(abs(variables[0].value - 1_001) < 1e-6)
    }
}
