import Testing
@testable import A11yCore
@testable import A11yNavigator
@testable import TestSupport

/// The navigator's braille panel: the focused element's line, panned with `,` and `.`, hidden
/// with `b`, announcements flashed on the loop's clock.
@Suite("Navigator braille panel")
@MainActor
struct NavigatorBrailleTests {
    /// Upper case for cells: easy to read in a test.
    struct Shouting: BrailleTranslating {
        func cells(for text: String) -> String { text.uppercased() }
    }

    /// A session on `root` (no hints) with a navigator showing a panel of `cells` cells, started.
    static func started(_ root: ViewController, cells: Int) -> (SessionHarness, Navigator) {
        let harness = SessionHarness(root: root, hints: false)
        let navigator = Navigator(session: harness.session, appName: "Test app", speechStatus: "text mode (test)")
        navigator.braille = BrailleDisplay(cellCount: cells, flashDuration: .seconds(4))
        harness.session.braille = Shouting()
        harness.start()
        return (harness, navigator)
    }

    @Test("the panel follows the cursor, pans, hides, and flashes an announcement until it ends")
    func panel() {
        let root = ContentController { root in
            root.addSubview(label("A rather long label for a small display", 16, 100, id: "long"))
            root.addSubview(label("Short", 16, 160, id: "short"))
        }
        let (harness, navigator) = Self.started(root, cells: 10)
        func panel() -> [String] {
            let lines = navigator.frameLines(columns: 60, rows: 20, useColor: false)
            return Array(lines.dropLast().suffix(2)).map { String($0.reversed().drop { $0 == " " }.reversed()) }
        }
        #expect(panel() == ["braille A RATHER L", "        A rather l"])
        navigator.handle([.character(".")])
        #expect(panel() == ["braille ONG LABEL", "        ong label"])
        navigator.handle([.character(","), .character(",")])
        #expect(navigator.notice == "braille: the start of the line")
        harness.said { navigator.handle([.right]) }
        #expect(panel().first == "braille SHORT⠀⠀⠀⠀⠀")
        harness.application.post(.announcement("Saved", queued: false))
        harness.scheduler.advance(by: .milliseconds(10))
        #expect(panel().first == "flash   SAVED⠀⠀⠀⠀⠀")
        harness.scheduler.advance(by: .seconds(5))
        #expect(panel().first == "braille SHORT⠀⠀⠀⠀⠀")
        navigator.handle([.character("b")])
        #expect(!navigator.frameLines(columns: 60, rows: 20, useColor: false).contains { $0.hasPrefix("braille") })
    }

    @Test("a changed value shows on the panel at once")
    func changedValue() {
        let root = ContentController { root in
            let slider = Slider(value: 50, minimumValue: 0, maximumValue: 100, frame: Rect(x: 16, y: 140, width: 300, height: 30))
            slider.accessibilityLabel = "Level"
            root.addSubview(slider)
        }
        let (harness, navigator) = Self.started(root, cells: 40)
        func line() -> String? {
            navigator.frameLines(columns: 60, rows: 20, useColor: false).first { $0.hasPrefix("braille") }
        }
        #expect(line()?.contains("50%") == true)
        harness.said { navigator.handle([.up]) }
        #expect(line()?.contains("60%") == true)
    }

    @Test("without --braille the keys say how to get the panel")
    func noPanel() {
        let harness = SessionHarness(root: ContentController { $0.addSubview(label("One", 16, 100, id: "one")) })
        let navigator = Navigator(session: harness.session, appName: "Test app", speechStatus: "text mode (test)")
        harness.start()
        navigator.handle([.character(".")])
        #expect(navigator.notice == "no braille display: start with --braille")
    }

    @Test("entering a list flashes its words as a line of their own, then the element's line comes back")
    func containerFlash() {
        let root = ContentController { root in
            root.addSubview(label("Shopping", 16, 40, id: "title"))
            let list = View(frame: Rect(x: 0, y: 100, width: 320, height: 100))
            list.accessibilityContainerType = .list
            list.addSubview(label("Milk", 16, 0, id: "milk"))
            list.addSubview(label("Eggs", 16, 40, id: "eggs"))
            root.addSubview(list)
        }
        let (harness, navigator) = Self.started(root, cells: 12)
        harness.session.next()   // into the list: its words flash as speech starts
        let first = navigator.frameLines(columns: 60, rows: 20, useColor: false).dropLast().suffix(2).first ?? ""
        #expect(first.hasPrefix("flash   LIST START."), "\(first)")
        harness.scheduler.advance(by: .seconds(5))
        let later = navigator.frameLines(columns: 60, rows: 20, useColor: false).dropLast().suffix(2).first ?? ""
        #expect(later.hasPrefix("braille MILK"), "\(later)")
    }
}
