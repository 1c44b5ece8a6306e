import Testing
@testable import A11yNavigator
@testable import TestSupport

/// What the navigator tells a user the model cannot do: an action that is in app code, and
/// the import's notes (issue 20, item 10).
@Suite("Navigator: code actions and import notes")
@MainActor
struct NavigatorFeedbackTests {
    @Test("activating a control whose action is in code says so in the status line, until the next key")
    func codeAction() {
        let (harness, navigator) = NavigatorTests.make()
        harness.session.window.view(withIdentifier: "save")?.codeAction = "signIn:"
        navigator.handle([.right, .right, .right])
        #expect(NavigatorTests.focused(harness) == "save")
        navigator.handle([.space])
        #expect(navigator.statusLine.hasPrefix("calls signIn: in code: nothing more happens here"))
        let frame = navigator.frameLines(columns: 100, rows: 20, useColor: false)
        #expect(frame.last?.contains("calls signIn: in code") == true)
        navigator.handle([.right])
        #expect(!navigator.statusLine.contains("signIn:"))
        // A control without one: no message.
        navigator.handle([.space])
        #expect(!navigator.statusLine.contains("in code"))
    }

    @Test("n shows the import notes and is listed in the help; n or Esc closes them; the status line counts them")
    func importNotes() {
        let (_, navigator) = NavigatorTests.make()
        #expect(KeyBindings.helpLines.contains { $0.hasPrefix("n") && $0.contains("import notes") })
        #expect(!navigator.statusLine.contains("notes"))
        navigator.importNotes = ["Main.storyboard:12:9: custom class LoginViewController: imported as the view controller it is"]
        #expect(navigator.statusLine.contains("n notes (1)"))
        navigator.handle([.character("n")])
        #expect(navigator.showsNotes)
        let lines = navigator.frameLines(columns: 120, rows: 20, useColor: false)
        #expect(lines.contains { $0.contains("Import notes") })
        #expect(lines.contains { $0.contains("Main.storyboard:12:9: custom class LoginViewController") })
        navigator.handle([.escape])
        #expect(!navigator.showsNotes)
        navigator.handle([.character("n"), .character("n")])
        #expect(!navigator.showsNotes)
    }
}
