import Testing
@testable import A11yCore
@testable import TestSupport

/// Found by 10,000 random sessions of 200 steps (issue 16), shrunk to 25 steps.
@Suite("Random-session regressions: presentations in place, memory warnings, split panes")
@MainActor
struct PresentationMemoryRegressionTests {
    /// Two full-screen presentations, one from a navigation root and one from its navigation
    /// controller, then a memory warning that unloads the covered views (LC-21), then both
    /// dismissed: the root appears again, so its view must be back in the window (MP-50,
    /// LC-10: a view unloaded while covered is loaded again before it reappears).
    @Test(
        "dismissing two full-screen presentations after a memory warning puts the revealed view back in the window (MP-50, LC-21)"
    )
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
            #expect(controller.viewIfLoaded?.window === harness.window,
                    "\(controller.title ?? "?") appeared but not in the window")
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
        let steps = [
            1359, 3172, 4277, 4466, 3375, 7899, 2383, 5606, 754, 2056, 2473, 1964, 1596, 2957, 3824, 4078, 5640, 9668, 8469, 8709,
            5582, 2804, 9223, 9563, 4541, 8457, 935, 294, 5341, 9905, 5915, 4495, 2573, 4896, 6266, 6438, 1445, 4473, 7808, 6537,
            9385, 8609, 4044, 7218, 3885, 7837, 3736, 6482, 2139, 9020, 1972, 9733, 4308, 2479, 5092, 3245, 832, 2649, 2705, 7723,
            8737, 3725, 7548, 5871, 9792, 1309, 4858, 5094, 9729, 2243, 9573, 1363, 9744, 736, 5422, 2581, 8142, 8763, 3118, 2682,
            1561, 2616, 601, 6575, 5518, 8381, 6582, 9553, 9362, 7940, 7617, 8670, 9920, 3284, 1392, 1078, 754, 7968, 7162, 602,
            9947, 5166, 2480, 5682, 606, 2840, 9100, 5045, 8515, 9445, 2227, 8851, 7538, 5867, 3671, 573, 6788, 6873, 578, 4961,
            2561, 2877, 2083, 3071, 6733, 8667, 7007, 1868, 4640, 2958, 7464, 1147, 714, 144, 8915, 5933, 4633, 6947, 7710, 9139,
            5123, 5180, 495, 6473, 6417, 6380, 1704, 2894, 920, 7048, 7200, 4700, 1160, 1446, 9600, 9517, 9383, 8140, 816, 9691,
            4127, 5823,
        ]
        expectInvariantsHold(hierarchy: [0, 0, 0, 0, 0, 1, 0, 0], steps: steps)
    }

    /// A tab that defines its presentation context presents full screen in its own place,
    /// that presentation presents again, the tab bar controller presents full screen over
    /// everything, and a memory warning unloads the tab bar controller's view (LC-21). Its
    /// rebuilt view shows the top of the tab's in-place presentations (MP-23); dismissing
    /// that top puts the one below back there, in the rebuilt view, not in the unloaded one
    /// the placement recorded (MP-07, MP-50).
    @Test("""
        a presentation over an in-place presentation, revealed in a rebuilt container view, \
        gives its place back (MP-07, MP-23, LC-21)
        """)
    func inPlacePresentationInRebuiltContainer() {
        let tab = ViewController(title: "c2")
        tab.definesPresentationContext = true
        let tabs = TabBarController(viewControllers: [tab])
        let harness = SessionHarness(root: tabs)
        harness.application.compatibility.unloadsViewsOnMemoryWarning = true
        harness.start()
        let first = ViewController(title: "c5")
        first.modalPresentationStyle = .fullScreen
        #expect(tab.present(first, animated: true))
        let second = ViewController(title: "c7")
        second.modalPresentationStyle = .fullScreen
        #expect(first.present(second, animated: true))
        let cover = ViewController(title: "c9")
        cover.modalPresentationStyle = .fullScreen
        #expect(tabs.present(cover, animated: true))
        harness.application.simulateMemoryWarning()
        cover.dismiss(animated: true)
        #expect(second.appearState == .appeared)
        #expect(second.viewIfLoaded?.window === harness.window)
        second.dismiss(animated: true)
        #expect(first.appearState == .appeared)
        #expect(first.viewIfLoaded?.window === harness.window, "c5 appeared but its view is not in the window")
        #expect(first.viewIfLoaded?.superview === tabs.viewIfLoaded)
        first.dismiss(animated: true)
        #expect(tab.appearState == .appeared)
        #expect(tab.viewIfLoaded?.window === harness.window)
    }

    /// The random session that found it (seed ColCGsVEIqSCG2S25zKa5I/qwiRIWySOGAke6EAmDQc=,
    /// 200 steps; it shrinks to the six steps above).
    @Test("the 10,000-session run's case: replaced tabs under a full-screen presentation and memory warnings")
    func replacedTabsUnderPresentation() {
        let hierarchy = [
            7265, 6924, 9926, 9233, 3001, 677, 4800, 7709, 6787, 8954, 5630, 8108, 6874, 466, 1790, 1754, 4529, 5682, 8956, 5954,
            3, 6661, 9326, 2692, 6620, 7001, 157, 7156, 906, 2351, 7386, 2601, 1848, 6354, 4892, 5695, 1053, 6983, 5849, 8356,
            2976, 5444, 5349, 7536, 9946, 8557, 5857, 3392, 6676, 1327, 379, 2649, 5644, 5631, 2369, 8347, 5353, 7607, 2650, 1696,
            178, 1980,
        ]
        let steps = [
            8937, 5523, 4613, 7631, 4096, 8623, 2155, 9028, 3786, 3320, 7141, 5749, 4466, 499, 161, 1728, 4942, 8002, 5647, 7828,
            2515, 2340, 2524, 4619, 1514, 4501, 2178, 6843, 3219, 7494, 4211, 4991, 6483, 8241, 8345, 5582, 3511, 9537, 2788,
            2001, 7423, 8319, 6898, 841, 2907, 946, 9331, 853, 843, 8246, 8612, 2713, 2157, 3150, 6818, 9204, 7885, 9710, 2840,
            3392, 2833, 1828, 561, 4143, 4009, 3200, 3803, 8806, 6036, 500, 7557, 2857, 460, 4813, 6123, 3519, 5658, 161, 8338,
            2981, 2832, 3700, 8430, 8862, 2471, 4503, 5131, 342, 2912, 2887, 1255, 9921, 7892, 9034, 4334, 7587, 7018, 1114, 8188,
            7785, 9364, 1281, 7775, 65, 7441, 5049, 1001, 6645, 3685, 6529, 7220, 1996, 6149, 4612, 4184, 3302, 7310, 7742, 3244,
            3517, 1586, 2249, 3834, 5771, 6473, 6567, 1725, 5398, 5841, 3258, 1280, 7824, 1284, 3463, 1800, 2008, 3078, 5423,
            2946, 2066, 4802, 6276, 4767, 9356, 4614, 6110, 7293, 3006, 6482, 198, 8461, 6219, 4508, 5051, 6138, 8860, 5211, 5783,
            3575, 8916, 8992, 7770, 3975, 3178, 1460, 1992, 5865, 7018, 4913, 3999, 8721, 6390, 8178, 1469, 1355, 8100, 9788,
            9078, 9982, 7869, 6093, 9587, 7922, 3927, 5856, 7237, 3060, 9711, 3971, 4204, 2531, 9913, 4991, 7215, 2548, 9712,
            7457, 1631, 7541, 1092,
        ]
        expectInvariantsHold(hierarchy: hierarchy, steps: steps)
    }

    /// Found by the 10,000-session run (seed aGzzI2WsfMxYImKjISg0kT6TfH3HYLm6bXG0s5CMSwI=),
    /// shrunk to three steps: on a pad in landscape, a master that defines its presentation
    /// context presents a portrait-only controller full screen in its own place; the screen
    /// turns to portrait for it (RO-03), so the split view hides its master (SV-06), and
    /// what the master shows in its place must hide with it: it disappears and leaves the
    /// window, and a later reveal of the split view leaves it hidden.
    @Test("a split view hides and shows what its master presented in its place (SV-06, MP-23, RO-03)")
    func splitHidesMastersInPlacePresentation() {
        let master = ViewController(title: "Master")
        master.definesPresentationContext = true
        master.supportedInterfaceOrientations = .portrait
        let detailRoot = ViewController(title: "Detail")
        detailRoot.supportedInterfaceOrientations = .portrait
        let split = SplitViewController(master: master, detail: NavigationController(rootViewController: detailRoot))
        let harness = SessionHarness(root: split, idiom: .pad, orientation: .landscapeRight)
        harness.start()
        let editor = ViewController(title: "Editor")
        editor.supportedInterfaceOrientations = .portrait
        editor.modalPresentationStyle = .fullScreen
        #expect(master.present(editor, animated: true))
        #expect(harness.window.screen.orientation == .portrait)
        #expect(split.isMasterHidden)
        #expect(editor.appearState == .disappeared)
        #expect(editor.viewIfLoaded?.window == nil, "the editor stays in the window with its master hidden")

        let cover = ViewController(title: "Cover")
        cover.supportedInterfaceOrientations = .portrait
        #expect(split.detail?.present(cover, animated: true) == true)
        cover.dismiss(animated: true)
        #expect(editor.appearState == .disappeared)
        #expect(editor.viewIfLoaded?.window == nil)
        #expect(detailRoot.appearState == .appeared)
    }

    /// Replays a recorded random session (its hierarchy and steps tapes): no invariant breaks.
    private func expectInvariantsHold(hierarchy: [Int], steps: [Int], sourceLocation: SourceLocation = #_sourceLocation) {
        let failure = RandomWorld(tape: Tape(hierarchy)).run(steps: steps)
        #expect(failure == nil, "\(failure ?? "")", sourceLocation: sourceLocation)
    }
}
