import Testing
@testable import A11yCore
@testable import TestSupport

/// Geometry values, view hierarchy basics and the controls' own behaviour (V-02, V-03,
/// LO-03, RO-17, AX-28, AX-29).
@MainActor
@Suite("Geometry, views and controls")
struct GeometryAndControlsTests {
    // MARK: Geometry

    @Test("rectangles: edges, containment with the right and bottom edges excluded, overlap, insets (V-02)")
    func rect() {
        let rect = Rect(x: 10, y: 20, width: 100, height: 50)
        #expect([rect.minX, rect.maxX, rect.midX, rect.minY, rect.maxY, rect.midY] == [10, 110, 60, 20, 70, 45])
        #expect(rect.contains(Point(x: 10, y: 20)))
        #expect(rect.contains(Point(x: 110, y: 20)) == false)
        #expect(rect.intersects(Rect(x: 109, y: 69, width: 5, height: 5)))
        #expect(rect.intersects(Rect(x: 110, y: 20, width: 5, height: 5)) == false)
        #expect(rect.insetBy(dx: 5, dy: 10) == Rect(x: 15, y: 30, width: 90, height: 30))
        #expect(rect.inset(by: EdgeInsets(top: 100)) == Rect(x: 10, y: 120, width: 100, height: 0))
        #expect(Rect(x: 0, y: 0, width: 0, height: 5).isEmpty)
        #expect(rect.description == "[10, 20, 100, 50]")
    }

    @Test("screen bounds swap width and height in landscape (RO-15)",
          arguments: [(DeviceIdiom.phone, InterfaceOrientation.landscapeLeft, Size(width: 874, height: 402)),
                      (.phone, .portraitUpsideDown, Size(width: 402, height: 874)),
                      (.pad, .landscapeRight, Size(width: 1366, height: 1024))])
    func screenBounds(_ example: (idiom: DeviceIdiom, orientation: InterfaceOrientation, size: Size)) {
        #expect(example.idiom.screenBounds(in: example.orientation).size == example.size)
        #expect(example.orientation.isLandscape
                == (example.orientation == .landscapeLeft || example.orientation == .landscapeRight))
    }

    @Test("orientation masks: allows, orientations and the named sets (RO-03)")
    func masks() {
        #expect(InterfaceOrientationMask.allButUpsideDown.orientations == [.portrait, .landscapeLeft, .landscapeRight])
        #expect(InterfaceOrientationMask.landscape.allows(.portrait) == false)
        #expect(InterfaceOrientationMask.all.intersection(.portrait) == .portrait)
        #expect(InterfaceOrientation.allCases.allSatisfy { $0.mask.orientations == [$0] })
    }

    // MARK: Views

    @Test("autoresizing: flexible size fills, flexible width plus top margin sticks to the bottom (LO-03, LC-17)")
    func autoresizing() {
        let parent = View(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let filler = View(frame: parent.bounds)
        filler.autoresizingMask = .flexibleSize
        let footer = View(frame: Rect(x: 0, y: 436, width: 320, height: 44))
        footer.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        let fixed = View(frame: Rect(x: 10, y: 10, width: 20, height: 20))
        parent.addSubview(filler)
        parent.addSubview(footer)
        parent.addSubview(fixed)
        parent.frame = Rect(x: 0, y: 0, width: 480, height: 320)
        #expect(filler.frame == Rect(x: 0, y: 0, width: 480, height: 320))
        #expect(footer.frame == Rect(x: 0, y: 276, width: 480, height: 44))
        #expect(fixed.frame == Rect(x: 10, y: 10, width: 20, height: 20))
    }

    @Test("subviews are positioned relative to their superview and move with it (V-02)")
    func coordinates() {
        let window = Window()
        let outer = View(frame: Rect(x: 10, y: 100, width: 200, height: 200))
        let inner = View(frame: Rect(x: 5, y: 5, width: 20, height: 20))
        window.addSubview(outer)
        outer.addSubview(inner)
        #expect(inner.convert(inner.bounds, to: nil) == Rect(x: 15, y: 105, width: 20, height: 20))
        outer.center = Point(x: 110, y: 300)
        #expect(inner.convert(inner.bounds, to: nil) == Rect(x: 15, y: 205, width: 20, height: 20))
        #expect(inner.window === window)
        inner.removeFromSuperview()
        #expect(inner.window == nil && outer.subviews.isEmpty)
    }

    @Test("adding a view elsewhere moves it; its old superview lets it go (V-02)")
    func reparentView() {
        let a = View(), b = View(), child = View()
        a.addSubview(child)
        b.addSubview(child)
        #expect(a.subviews.isEmpty)
        #expect(b.subviews.count == 1 && child.superview === b)
    }

    @Test("a view's window follows its subtree's moves: built apart then added, moved to another window, removed")
    func windowFollowsMoves() {
        let first = Window(), second = Window()
        let row = View(), label = Label(text: "Wi-Fi"), icon = ImageView(imageName: nil)
        row.addSubview(label)
        label.addSubview(icon)
        #expect(row.window == nil && icon.window == nil)
        first.addSubview(row)
        #expect(row.window === first && label.window === first && icon.window === first)
        second.addSubview(row)
        #expect(icon.window === second && first.subviews.isEmpty)
        label.removeFromSuperview()
        #expect(label.window == nil && icon.window == nil && row.window === second)
        row.addSubview(label)
        #expect(icon.window === second)
        #expect(first.window === first)
    }

    // MARK: Controls (V-03)

    @Test("a button runs its actions when tapped, not when disabled (V-03)")
    func button() {
        var taps = 0
        let button = Button(title: "Go") { _ in taps += 1 }
        #expect(button.performDefaultAction())
        button.isEnabled = false
        #expect(button.performDefaultAction() == false)
        #expect(taps == 1)
        #expect(button.accessibilityTraits == [.button, .notEnabled])
    }

    @Test("a switch toggles and reads 1 or 0 (V-03)")
    func toggle() {
        let toggle = Switch(isOn: false)
        #expect(toggle.accessibilityValue == "0")
        #expect(toggle.performDefaultAction())
        #expect(toggle.isOn && toggle.accessibilityValue == "1")
    }

    @Test("a slider steps a tenth of its range, clamps at the ends and reads a percentage (AX-29)")
    func slider() {
        let slider = Slider(value: 0.85)
        #expect(slider.accessibilityValue == "85%")
        #expect(slider.accessibilityTraits.contains(.adjustable))
        #expect(slider.accessibilityIncrement())
        #expect(slider.accessibilityValue == "95%")
        #expect(slider.accessibilityIncrement())
        #expect(slider.accessibilityValue == "100%")
        #expect(slider.accessibilityIncrement() == false)       // at the end nothing changes
        #expect(slider.accessibilityDecrement())
        #expect(slider.accessibilityValue == "90%")
    }

    @Test("a stepper moves by its step within its range; its buttons dim at the limits (AX-29, SceneFileReference: Views)")
    func stepper() {
        var fired = 0
        let stepper = Stepper(value: 1, minimumValue: 0, maximumValue: 2, step: 1, frame: Rect(x: 0, y: 0, width: 94, height: 32))
        stepper.addAction { _ in fired += 1 }
        stepper.accessibilityIdentifier = "count"
        #expect(!stepper.isAccessibilityElement)
        #expect([stepper.decrementButton, stepper.incrementButton].map(\.accessibilityIdentifier)
                == ["count.decrement", "count.increment"])
        #expect(stepper.decrementButton.frame.maxX == stepper.incrementButton.frame.minX)
        #expect(stepper.accessibilityDecrement())
        #expect(stepper.accessibilityDecrement() == false)
        #expect(stepper.value == 0)
        #expect(stepper.decrementButton.accessibilityTraits == [.button, .notEnabled])
        #expect(stepper.decrementButton.performDefaultAction() == false)
        #expect(stepper.incrementButton.performDefaultAction())
        #expect(stepper.incrementButton.performDefaultAction())
        #expect(stepper.value == 2 && fired == 3)     // the decrement above fired too
        #expect(stepper.incrementButton.accessibilityTraits.contains(.notEnabled))
        #expect(!stepper.decrementButton.accessibilityTraits.contains(.notEnabled))
        stepper.isEnabled = false
        #expect(stepper.decrementButton.performDefaultAction() == false)
        #expect(stepper.decrementButton.accessibilityTraits.contains(.notEnabled))
    }

    @Test("a segmented control selects a segment; a momentary one does not keep it (V-03, The element tree9.18)")
    func segments() {
        var fired = 0
        let control = SegmentedControl(segments: ["Day", "Week", "Month"], selectedSegmentIndex: 0)
        control.addAction { _ in fired += 1 }
        #expect(control.segmentViews.map(\.isSelected) == [true, false, false])
        #expect(control.segmentViews[2].performDefaultAction())
        #expect(control.selectedSegmentIndex == 2)
        #expect(control.segmentViews.map(\.isSelected) == [false, false, true])
        control.isMomentary = true
        control.selectSegment(1)
        #expect(control.selectedSegmentIndex == 2)
        #expect(fired == 2)
    }

    @Test("a text field becomes first responder when activated and reads its text as the value (RC-07)")
    func textField() {
        let root = Probe("root")
        _ = Stage(root)
        let field = TextField(text: "", placeholder: "Name")
        root.view.addSubview(field)
        #expect(field.accessibilityLabel == "Name" && field.accessibilityValue == nil)
        #expect(field.performDefaultAction())
        #expect(field.isFirstResponder)
        field.text = "Ada"
        #expect(field.accessibilityValue == "Ada")
        field.isSecureTextEntry = true
        #expect(field.accessibilityValue == "•••")
    }

    @Test("""
        a three-finger swipe up pages a scroll view down by a screenful and posts the position; \
        at the end it is not handled (AX-28, VoiceOverRules: Gestures)
        """)
    func scrollView() {
        let root = Probe("root")
        let stage = Stage(root)
        let reader = PostRecorder()
        stage.app.screenReader = reader
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 300, height: 100))
        scroll.contentSize = Size(width: 300, height: 250)
        root.view.addSubview(scroll)
        #expect(scroll.accessibilityScroll(.down) == false)        // already at the top
        #expect(scroll.accessibilityScrollIsAtLimit(.down))
        #expect(scroll.accessibilityScroll(.up))                   // content follows the fingers: what is below
        #expect(scroll.contentOffset == Point(x: 0, y: 100))
        #expect(scroll.accessibilityScroll(.up))
        #expect(scroll.contentOffset == Point(x: 0, y: 150))       // clamped to the end
        #expect(scroll.accessibilityScroll(.up) == false)
        #expect(scroll.accessibilityScrollIsAtLimit(.up))
        #expect(scroll.accessibilityScroll(.down))
        #expect(scroll.accessibilityScroll(.left) == false)        // nothing to scroll sideways
        #expect(!scroll.accessibilityScrollIsAtLimit(.left))
        #expect(reader.posts == ["pageScrolled(Page 2 of 3)", "pageScrolled(Page 3 of 3)", "pageScrolled(Page 2 of 3)"])
    }
}
