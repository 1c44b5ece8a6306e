import Testing
@testable import A11yCore
@testable import TestSupport

/// Found by 10,000 random sessions of 200 steps (issue 16), shrunk to 25 steps.
@Suite("Random-session regressions: presentations and memory warnings")
@MainActor
struct PresentationMemoryRegressionTests {
    /// Two full-screen presentations, one from a navigation root and one from its navigation
    /// controller, then a memory warning that unloads the covered views (LC-21), then both
    /// dismissed: the root appears again, so its view must be back in the window (MP-50,
    /// LC-10: a view unloaded while covered is loaded again before it reappears).
    @Test("dismissing two full-screen presentations after a memory warning puts the revealed view back in the window (MP-50, LC-21)")
    func revealedViewComesBackAfterUnload() {
        let root = ViewController(title: "c2")
        let nav = NavigationController(rootViewController: root)
        let harness = SessionHarness(root: nav)
        harness.application.compatibility.unloadsViewsOnMemoryWarning = true
        harness.start()
        let first = ViewController(title: "c5")
        first.modalPresentationStyle = .fullScreen
        #expect(root.present(first, animated: true))
        let second = ViewController(title: "c7")
        second.modalPresentationStyle = .fullScreen
        _ = nav.present(second, animated: true)
        harness.application.simulateMemoryWarning()
        second.dismiss(animated: true)
        first.dismiss(animated: true)
        for controller in [root, nav] where controller.appearState == .appeared {
            #expect(controller.viewIfLoaded?.window === harness.window, "\(controller.title ?? "?") appeared but not in the window")
        }
        #expect(root.appearState == .appeared)
        #expect(harness.window.topViewController === root || harness.window.topViewController === nav)
    }

    /// The random session itself (seed AHIqoSnUhtdeNLSXlmqrAmg261bDU2F/O0Lnjoj496I=, hierarchy
    /// [0, 0, 0, 0, 0, 1, 0, 0]): a controller presents full screen in its navigation
    /// controller's place, the stack changes under it, the navigation controller presents
    /// full screen, a memory warning unloads the navigation controller's view, both are
    /// dismissed. The navigation controller's new view held the first presentation in the
    /// presenter's place, but the presenter's placement still named the unloaded view, so
    /// the presenter "appeared" with its view nowhere. The covered view now goes back where
    /// the presented view stands at dismissal (MP-50, LC-21).
    @Test("the shrunk random session: c2 appears with its view in the window")
    func shrunkRandomSession() {
        let steps = [1359, 3172, 4277, 4466, 3375, 7899, 2383, 5606, 754, 2056, 2473, 1964, 1596, 2957, 3824, 4078, 5640, 9668, 8469, 8709, 5582, 2804, 9223, 9563, 4541, 8457, 935, 294, 5341, 9905, 5915, 4495, 2573, 4896, 6266, 6438, 1445, 4473, 7808, 6537, 9385, 8609, 4044, 7218, 3885, 7837, 3736, 6482, 2139, 9020, 1972, 9733, 4308, 2479, 5092, 3245, 832, 2649, 2705, 7723, 8737, 3725, 7548, 5871, 9792, 1309, 4858, 5094, 9729, 2243, 9573, 1363, 9744, 736, 5422, 2581, 8142, 8763, 3118, 2682, 1561, 2616, 601, 6575, 5518, 8381, 6582, 9553, 9362, 7940, 7617, 8670, 9920, 3284, 1392, 1078, 754, 7968, 7162, 602, 9947, 5166, 2480, 5682, 606, 2840, 9100, 5045, 8515, 9445, 2227, 8851, 7538, 5867, 3671, 573, 6788, 6873, 578, 4961, 2561, 2877, 2083, 3071, 6733, 8667, 7007, 1868, 4640, 2958, 7464, 1147, 714, 144, 8915, 5933, 4633, 6947, 7710, 9139, 5123, 5180, 495, 6473, 6417, 6380, 1704, 2894, 920, 7048, 7200, 4700, 1160, 1446, 9600, 9517, 9383, 8140, 816, 9691, 4127, 5823]
        let world = RandomWorld(tape: Tape([0, 0, 0, 0, 0, 1, 0, 0]))
        let failure = world.run(steps: steps)
        #expect(failure == nil, "\(failure.map { "\($0)" } ?? "")")
    }
}
