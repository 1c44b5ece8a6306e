import Testing
@testable import A11yCore
@testable import TestSupport

@Suite("Cursor (VoiceOverRules: The cursor, AX-10..16)")
@MainActor
struct CursorTests {
    func threeLabels() -> ContentController {
        ContentController(title: "Home") { root in
            root.addSubview(label("One", 16, 100, id: "one"))
            root.addSubview(label("Two", 16, 140, id: "two"))
            let button = Button(title: "Three", frame: Rect(x: 16, y: 180, width: 100, height: 44))
            button.accessibilityIdentifier = "three"
            button.accessibilityHint = "Does three."
            root.addSubview(button)
        }
    }

    @Test("launch plays the screen-changed sound, then reads the first element (AX-10)")
    func launch() {
        let harness = SessionHarness(root: threeLabels())
        #expect(harness.start() == ["[screen changed]", "One"])
        #expect(harness.session.focusedView?.accessibilityIdentifier == "one")
    }

    @Test("next and previous do not wrap: a boundary sound at each end")
    func boundaries() {
        let harness = SessionHarness(root: threeLabels())
        harness.start()
        #expect(harness.said { harness.session.previous() } == ["[boundary]"])
        #expect(harness.said { harness.session.next() } == ["Two"])
        #expect(harness.said { harness.session.next() } == ["Three. Button.", "Does three."])
        #expect(harness.said { harness.session.next() } == ["[boundary]"])
        #expect(harness.session.focusedView?.accessibilityIdentifier == "three")
        #expect(harness.said { harness.session.first() } == ["One"])
        #expect(harness.said { harness.session.last() } == ["Three. Button.", "Does three."])
    }

    @Test("moving interrupts speech and drops the pending hint")
    func interruption() {
        let harness = SessionHarness(root: threeLabels())
        harness.start()
        harness.session.last()
        harness.scheduler.advance(by: .milliseconds(50))
        harness.session.first()
        harness.settle()
        let records = harness.session.transcript.records.suffix(3).map { "\($0.kind.rawValue): \($0.text)" }
        #expect(records == ["speech: Three. Button.", "interrupt: Three. Button.", "speech: One"])
        #expect(!harness.session.transcript.lines.contains("Does three."))
    }

    @Test("a touch focuses the element under it")
    func touch() {
        let harness = SessionHarness(root: threeLabels())
        harness.start()
        #expect(harness.said { harness.session.focus(identifier: "two") } == ["Two"])
    }

    @Test("moving the cursor on an unchanged screen does not derive the tree again")
    func noRebuild() {
        let harness = SessionHarness(root: threeLabels())
        harness.start()
        let derivations = harness.session.treeDerivations
        for _ in 0..<10 { harness.session.next(); harness.session.previous() }
        #expect(harness.session.treeDerivations == derivations)
        (harness.window.view(withIdentifier: "two") as? Label)?.text = "Deux"
        _ = harness.session.elements
        #expect(harness.session.treeDerivations == derivations + 1)
    }

    @Test("after a push the cursor lands on the Back button (AX-11, NC-95)")
    func pushLandsOnBack() {
        let detail = ContentController(title: "Detail") { $0.addSubview(label("Body", 16, 100)) }
        let home = ContentController(title: "Home")
        let nav = NavigationController(rootViewController: home)
        let harness = SessionHarness(root: nav)
        #expect(harness.start() == ["[screen changed]", "Home. Heading."])
        #expect(harness.said { nav.pushViewController(detail, animated: true) } == ["[screen changed]", "Home. Back Button."])
        #expect(harness.said { harness.session.next() } == ["Detail. Heading."])
        #expect(harness.said { harness.session.next() } == ["Body"])
    }

    @Test("screenChanged with an element, posted in viewDidAppear, wins over the reset (AX-12, AX-15)")
    func screenChangedElement() {
        let detail = ContentController(title: "Detail") { $0.addSubview(label("Body", 16, 100, id: "body")) }
        detail.lifecycleObservers.append { controller, event in
            guard event == .viewDidAppear, let body = controller.view(withIdentifier: "body") else { return }
            controller.postAccessibilityNotification(.screenChanged(.element(body)))
        }
        let nav = NavigationController(rootViewController: ContentController(title: "Home"))
        let harness = SessionHarness(root: nav)
        harness.start()
        #expect(harness.said { nav.pushViewController(detail, animated: true) } == ["[screen changed]", "Body"])
    }

    @Test("layoutChanged: an element moves focus, a string is spoken, nothing keeps focus (AX-16)")
    func layoutChanged() {
        let controller = threeLabels()
        let harness = SessionHarness(root: controller)
        harness.start()
        harness.session.next()
        harness.settle()
        let three = controller.view(withIdentifier: "three")!
        #expect(harness.said { controller.postAccessibilityNotification(.layoutChanged(.element(three))) }
                == ["Three. Button.", "Does three."])
        #expect(harness.said { controller.postAccessibilityNotification(.layoutChanged(.text("Loaded"))) } == ["Loaded"])
        #expect(harness.said { controller.postAccessibilityNotification(.layoutChanged(nil)) } == [])
        #expect(harness.session.focusedView === three)
        three.isHidden = true
        #expect(harness.said { controller.postAccessibilityNotification(.layoutChanged(nil)) } == ["One"])
    }

    @Test("rotation is a layout change that resets the cursor (AX-14, RO-21)")
    func rotation() {
        let harness = SessionHarness(root: threeLabels())
        harness.start()
        harness.session.last()
        #expect(harness.said { harness.session.rotate(to: .landscapeLeft) } == ["One"])
        #expect(harness.window.screen.orientation == .landscapeLeft)
        #expect(harness.said { harness.session.rotate(to: .portraitUpsideDown) } == [])   // phone: refused (RO-03)
    }
}
