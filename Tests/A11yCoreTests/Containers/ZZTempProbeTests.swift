import Testing
@testable import A11yCore

@MainActor
@Suite struct ZZTempProbeTests {
    @Test func reproduce() {
        var h = Array(repeating: 0, count: 40); h[13] = 2
        let world = RandomWorld(tape: Tape(h))
        print("ZZ1", world.run(steps: [2538, 4358, 7438, 9566]) ?? "ok")
        let world2 = RandomWorld(tape: Tape([0, 0, 0, 0, 0, 0, 0, 0, 2499, 0, 2015, 2, 1]))
        print("ZZ2", world2.run(steps: [186, 9770]) ?? "ok")
    }
}
