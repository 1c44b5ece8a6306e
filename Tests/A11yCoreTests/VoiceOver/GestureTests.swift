import Testing
@testable import A11yCore
@testable import TestSupport

/// A delegate whose Magic Tap handler records and handles (AX-27).
@MainActor
final class MagicDelegate: ApplicationDelegate {
    var taps = 0
    var handles = true
    override func accessibilityPerformMagicTap() -> Bool {
        taps += 1
        return handles
    }
}

@Suite("Gestures (VoiceOverRules: Gestures, AX-20..29)")
@MainActor
struct GestureTests {
    @Test("escape pops a navigation stack and declines at the root (NC-96, AX-25)")
    func escapePops() {
        let nav = NavigationController(rootViewController: ContentController(title: "Home") {
            $0.addSubview(label("Root", 16, 100))
        })
        let harness = SessionHarness(root: nav)
        harness.start()
        nav.pushViewController(ContentController(title: "Detail"), animated: false)
        harness.settle()
        #expect(harness.said { harness.session.perform(.escape) } == ["[screen changed]", "Home. Heading."])
        #expect(nav.viewControllers.count == 1)
        #expect(harness.said { harness.session.perform(.escape) } == ["[no action]"])
    }

    @Test("the chain runs from the focused element to the app delegate (RC-06, AX-21)")
    func chain() {
        let delegate = MagicDelegate()
        let controller = ContentController(title: "Home") { $0.addSubview(label("Only", 16, 100, id: "only")) }
        let nav = NavigationController(rootViewController: controller)
        let harness = SessionHarness(root: nav, delegate: delegate)
        harness.start()
        harness.session.focus(identifier: "only")
        let chain = harness.session.gestureChain
        let only = controller.view(withIdentifier: "only")!
        let expected: [Responder] = [only, controller.view, controller, nav.view, nav, harness.window, harness.application,
                                     delegate]
        #expect(chain.count == expected.count)
        #expect(zip(chain, expected).allSatisfy { $0 === $1 })
    }

    @Test("magic tap: the controller's handler works whatever element is focused (AX-27)")
    func magicTapController() {
        var started = 0
        let controller = ContentController(title: "Stopwatch") { root in
            root.addSubview(label("00:00", 16, 100))
            root.addSubview(Button(title: "Lap", frame: Rect(x: 16, y: 200, width: 80, height: 44)))
        }
        controller.accessibilityGestureHandlers.magicTap = { started += 1; return true }
        let delegate = MagicDelegate()
        let harness = SessionHarness(root: controller, delegate: delegate)
        harness.start()
        harness.session.perform(.magicTap)
        harness.session.next()
        harness.session.perform(.magicTap)
        #expect(started == 2)
        #expect(delegate.taps == 0)
    }

    @Test("magic tap falls through to the app delegate; a false return goes on to the system default (AX-22, AX-25)")
    func magicTapDefaults() {
        let delegate = MagicDelegate()
        let harness = SessionHarness(root: ContentController { $0.addSubview(label("Hi", 16, 100)) }, delegate: delegate)
        harness.start()
        #expect(harness.said { harness.session.perform(.magicTap) } == [])
        #expect(delegate.taps == 1)
        delegate.handles = false
        harness.session.mediaPlayer = SystemMediaPlayer(hasMedia: true, isPlaying: true)
        #expect(harness.said { harness.session.perform(.magicTap) } == [])
        #expect(harness.session.mediaPlayer.isPlaying == false)
        // It plays or pauses: the next magic tap resumes playback.
        #expect(harness.said { harness.session.perform(.magicTap) } == [])
        #expect(harness.session.mediaPlayer.isPlaying == true)
        harness.session.mediaPlayer = SystemMediaPlayer(hasMedia: false, isPlaying: false)
        #expect(harness.said { harness.session.perform(.magicTap) } == ["[no action]"])
    }

    @Test("escape in a presented screen that does not handle it reaches the covered stack (RC-09, AX-26)")
    func escapeThroughPresenter() {
        let nav = NavigationController(rootViewController: ContentController(title: "Home"))
        nav.pushViewController(ContentController(title: "Detail"), animated: false)
        let harness = SessionHarness(root: nav)
        harness.start()
        let sheet = ContentController(title: "Sheet") { $0.addSubview(label("Sheet body", 16, 100)) }
        nav.present(sheet, animated: false)
        harness.settle()
        harness.session.perform(.escape)
        #expect(nav.viewControllers.count == 1)          // the covered stack popped: why AX-26 asks sheets to handle escape
        #expect(nav.presentedViewController === sheet)
        sheet.accessibilityGestureHandlers.escape = { sheet.dismiss(animated: true); return true }
        #expect(harness.said { harness.session.perform(.escape) } == ["[screen changed]", "Home. Heading."])
        #expect(nav.presentedViewController == nil)
    }

    @Test("increment and decrement only on a focused adjustable element, speaking the new value (AX-29)")
    func adjust() {
        let harness = SessionHarness(root: ContentController { root in
            root.addSubview(label("Volume", 16, 100))
            let slider = Slider(value: 50, minimumValue: 0, maximumValue: 100, frame: Rect(x: 16, y: 140, width: 300, height: 30))
            slider.accessibilityLabel = "Level"
            slider.accessibilityIdentifier = "level"
            root.addSubview(slider)
        })
        harness.start()
        #expect(harness.said { harness.session.perform(.increment) } == ["[no action]"])
        harness.session.focus(identifier: "level")
        #expect(harness.said { harness.session.perform(.increment) } == ["60%"])
        #expect(harness.said { harness.session.perform(.decrement) } == ["50%"])
        for _ in 0..<8 { harness.session.perform(.increment) }
        #expect(harness.said { harness.session.perform(.increment) } == ["100%"])
    }

    @Test("activation: accessibilityActivate first, else the control's action; a changed state is spoken")
    func activation() {
        var tapped = 0
        let harness = SessionHarness(root: ContentController { root in
            let toggle = Switch(isOn: true, frame: Rect(x: 16, y: 100, width: 60, height: 30))
            toggle.accessibilityLabel = "Wi-Fi"
            root.addSubview(toggle)
            root.addSubview(Button(title: "Go", frame: Rect(x: 16, y: 200, width: 60, height: 44)) { _ in tapped += 1 })
            let custom = label("Custom", 16, 300)
            custom.accessibilityGestureHandlers.activate = { tapped += 10; return true }
            root.addSubview(custom)
        })
        harness.start()
        #expect(harness.said { harness.session.activate() } == ["Off."])
        #expect(harness.said { harness.session.activate() } == ["On."])
        harness.session.next()
        harness.session.activate()
        #expect(tapped == 1)
        harness.session.next()
        harness.session.activate()
        #expect(tapped == 11)
    }

    @Test("an activation point on the row's switch: a double tap on the row toggles it (VoiceOverRules: Gestures)")
    func activationPoint() {
        let toggle = Switch(isOn: false, frame: Rect(x: 330, y: 7, width: 51, height: 31))
        let lamp = Switch(isOn: false, frame: Rect(x: 16, y: 400, width: 51, height: 31))
        var rang = 0
        let ring = Button(title: "Ring", frame: Rect(x: 16, y: 500, width: 60, height: 44)) { _ in rang += 1 }
        let harness = SessionHarness(root: ContentController { root in
            let row = View(frame: Rect(x: 0, y: 100, width: 402, height: 44))
            row.isAccessibilityElement = true
            row.accessibilityLabel = "Airplane Mode"
            row.addSubview(toggle)
            root.addSubview(row)
            let other = label("Elsewhere", 16, 300)
            other.accessibilityActivationPoint = Point(x: 200, y: 700)
            root.addSubview(other)
            // A switch whose activation point is on a button: the button takes the tap, not the switch.
            lamp.accessibilityLabel = "Lamp"
            root.addSubview(lamp)
            // A caption over the button takes no touch (UIKit's labels do not): the button under it does.
            root.addSubview(ring)
            root.addSubview(Label(text: "", frame: Rect(x: 16, y: 510, width: 60, height: 20)))
        })
        harness.start()
        // A touch at the switch's middle, in window coordinates.
        let onScreen = toggle.convert(toggle.bounds, to: nil)
        toggle.superview?.accessibilityActivationPoint = Point(x: onScreen.midX, y: onScreen.midY)
        let ringOnScreen = ring.convert(ring.bounds, to: nil)
        lamp.accessibilityActivationPoint = Point(x: ringOnScreen.midX, y: ringOnScreen.midY)
        #expect(harness.session.focusedElement?.view.accessibilityLabel == "Airplane Mode")
        #expect(harness.said { harness.session.activate() } != ["[no action]"])
        #expect(toggle.isOn)
        // Where nothing takes a touch, nothing happens.
        harness.session.next()
        #expect(harness.said { harness.session.activate() } == ["[no action]"])
        harness.session.next()
        #expect(harness.session.focusedElement?.view === lamp)
        harness.session.activate()
        #expect(!lamp.isOn)
        #expect(rang == 1)
    }

    @Test("""
        scroll: a handled scroll's pageScrolled is spoken; at the last page the boundary plays at once \
        (AX-28, VoiceOverRules: Gestures)
        """)
    func scroll() {
        let pages = (1...3).map { number in
            ContentController(title: "P\(number)") { $0.addSubview(label("Page \(number) text", 16, 100)) }
        }
        let pager = PageViewController()
        let list = PageList(pages: pages)
        pager.ownedDataSource = list
        pager.setViewControllers([pages[0]], direction: .forward, animated: false)
        let harness = SessionHarness(root: pager)
        #expect(harness.start() == ["[screen changed]", "Page 1 text"])
        #expect(harness.said { harness.session.perform(.scroll(.right)) } == ["[boundary]"])
        #expect(harness.said { harness.session.perform(.scroll(.left)) } == ["Page 2 of 3"])
        #expect(harness.said { harness.session.next() } == ["[boundary]"])
        harness.session.perform(.scroll(.left))
        harness.settle()
        #expect(harness.said { harness.session.perform(.scroll(.left)) } == ["[boundary]"])
        #expect(harness.said { harness.session.perform(.scroll(.right)) } == ["Page 2 of 3"])
        #expect(harness.said { harness.session.perform(.scroll(.up)) } == ["[no action]"])
    }
}
