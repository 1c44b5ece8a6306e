import Testing
@testable import A11yCore
@testable import A11yNavigator
@testable import TestSupport

/// Issue 15 in the navigator: while the focused element is a text field being edited, the
/// printable keys type into it instead of running their bindings; Esc ends editing.
@Suite("Navigator typing")
@MainActor
struct NavigatorTypingTests {
    static func make() -> (SessionHarness, Navigator, TextField) {
        let field = TextField(frame: Rect(x: 16, y: 100, width: 300, height: 44))
        field.accessibilityLabel = "Name"
        field.accessibilityIdentifier = "name"
        let root = ContentController { root in
            root.addSubview(field)
            root.addSubview(label("After", 16, 160, id: "after"))
        }
        let harness = SessionHarness(root: root, hints: false)
        let navigator = Navigator(session: harness.session, appName: "Test app", speechStatus: "text mode (test)")
        harness.start()
        return (harness, navigator, field)
    }

    @Test("Space starts editing; then letters (q and ? included), Space and Backspace type, each spoken; Esc ends editing")
    func typingKeys() {
        let (harness, navigator, field) = Self.make()
        #expect(harness.said { navigator.handle([.space]) } == ["Name. Text Field. Is editing."])
        navigator.feed(Array("q?a".utf8), now: .zero)
        #expect(harness.settle() == ["q", "?", "a"])
        #expect(harness.said { navigator.handle([.space, .character("é"), .backspace]) } == ["space", "é", "é"])
        #expect(field.text == "q?a " && navigator.isRunning && !navigator.showsHelp)
        #expect(harness.said { navigator.handle([.escape]) } == [])
        #expect(!field.isEditing)
        // Editing over, the keys run their bindings again: q quits.
        navigator.handle([.character("q")])
        #expect(!navigator.isRunning)
    }

    @Test("the arrows still move while a field is edited, and keys on another element run their bindings; Ctrl-C quits")
    func bindingsOutsideTheField() {
        let (harness, navigator, field) = Self.make()
        navigator.handle([.enter])
        #expect(field.isEditing)
        #expect(harness.said { navigator.handle([.right]) } == ["After"])
        navigator.handle([.character("?")])
        #expect(navigator.showsHelp && field.text.isEmpty)
        navigator.handle([.escape, .left, .character("x"), .control("c")])
        #expect(field.text == "x" && !navigator.isRunning)
    }
}
