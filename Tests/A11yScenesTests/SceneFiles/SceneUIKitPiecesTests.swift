import Testing
@testable import A11yCore
@testable import A11yScenes
@testable import TestSupport
@testable import A11ySceneModel
@testable import A11ySceneFiles

/// Issue 15 in scenes and scripts: text entry (`type`), `kind: alert`, and declared data
/// tables (`dataTable:` / `cell:`); the writer round-trips the new keys.
@Suite("Scenes: text entry, alerts, data tables")
@MainActor
struct SceneUIKitPiecesTests {
    func outcome(_ yaml: String, _ script: String) throws -> (lines: [String], app: SceneApp) {
        let spec = try SceneParser.parse(yaml, file: "t.yaml")
        let run = SilentRun.run(spec: spec, commands: try ScriptParser.parse(script, file: "t.script"), noHints: true)
        return (run.session.transcript.lines, run.app)
    }

    func describe(_ yaml: String) throws -> [String] {
        let app = SceneApp(spec: try SceneParser.parse(yaml, file: "t.yaml"))
        app.window.makeKeyAndVisible()
        return ScreenDescription.describe(window: app.window).map(\.description)
    }

    func parseError(_ yaml: String) -> SceneError? {
        do {
            _ = try SceneParser.parse(yaml, file: "t.yaml")
            return nil
        } catch {
            return error as? SceneError
        }
    }

    // MARK: Text entry

    nonisolated static let signIn = """
    scene: 1
    root: nav
    controllers:
      nav: { kind: navigation, stack: [form] }
      form:
        title: Sign in
        view:
          subviews:
            - { type: textField, id: email, label: Email, placeholder: name@example.com }
            - { type: textField, id: pin, label: PIN, secure: true }
            - { type: button, id: go, title: Sign In, onActivate: [present: welcome] }
      welcome: { kind: alert, title: Signed in, actions: [{ title: OK }] }
    """

    @Test("a script activates a field and types into it; a secure field says bullet; Escape ends editing")
    func typingInAScript() throws {
        let script = "focus email\nactivate\ntype ada@x.io\nfocus pin\nactivate\ntype 12 4\nescape\n"
            + "focus go\nactivate\nnext\nactivate\n"
        let (lines, app) = try outcome(Self.signIn, script)
        #expect(lines == ["[screen changed]", "Sign in. Heading.",
                          "Email: name@example.com. Text Field.", "Email: name@example.com. Text Field. Is editing.",
                          "a", "d", "a", "@", "x", ".", "i", "o",
                          "PIN. Secure Text Field.", "PIN. Secure Text Field. Is editing.",
                          "bullet", "bullet", "bullet", "bullet",
                          "Sign In. Button.", "[screen changed]", "Alert. Signed in",
                          "OK. Button.", "[screen changed]", "Sign in. Heading."])
        #expect((app.view(id: "email") as? TextField)?.text == "ada@x.io")
        #expect((app.view(id: "pin") as? TextField)?.text == "12 4")
        #expect(app.window.firstResponder == nil)
    }

    @Test("`type` takes the rest of the line; without text it is an error naming the line")
    func typeCommand() throws {
        let commands = try ScriptParser.parse("type hello  world \n!type x\n", file: "t.script")
        #expect(commands.map(\.action) == [.voiceOver(.type("hello  world")), .voiceOver(.type("x"))])
        #expect(commands[1].immediate)
        #expect(throws: SceneError(file: "t.script", line: 2, column: 1,
                                   message: "`type` takes the text to type: the rest of the line")) {
            try ScriptParser.parse("next\ntype   \n", file: "t.script")
        }
    }

    // MARK: Alerts

    nonisolated static let drafts = """
    scene: 1
    root: nav
    controllers:
      nav: { kind: navigation, stack: [drafts] }
      drafts:
        title: Drafts
        view:
          subviews:
            - { type: button, id: clear, title: Delete All, onActivate: [present: confirm] }
            - { type: label, id: status, text: 3 drafts }
      confirm:
        kind: alert
        title: Delete all drafts?
        message: This cannot be undone.
        actions:
          - { title: Cancel, style: cancel, then: [announce: Kept] }
          - { id: delete, title: Delete, style: destructive, then: [{ set: { view: status, text: No drafts } }, { push: done }] }
      done: { title: Done }
    """

    @Test("kind: alert is presented with present:, announced, modal; a button dismisses it and runs its then actions")
    func alertButtonRunsThen() throws {
        let (lines, app) = try outcome(Self.drafts, "focus clear\nactivate\nnext\nnext\nnext\nactivate\n")
        #expect(lines == ["[screen changed]", "Drafts. Heading.", "Delete All. Button.",
                          "[screen changed]", "Alert. Delete all drafts?", "This cannot be undone.", "Cancel. Button.",
                          "Delete. Button.", "[screen changed]", "Drafts. Back Button."])
        #expect((app.view(id: "status") as? Label)?.text == "No drafts")
    }

    @Test("Escape runs the alert's cancel action and its then actions")
    func alertEscapeCancels() throws {
        let (lines, _) = try outcome(Self.drafts, "focus clear\nactivate\nescape\n")
        #expect(lines.suffix(3) == ["[screen changed]", "Drafts. Heading.", "Kept"])
    }

    @Test("describe shows only the alert's elements, with their ids")
    func alertDescribe() throws {
        let spec = try SceneParser.parse(Self.drafts, file: "t.yaml")
        let run = SilentRun.run(spec: spec, commands: try ScriptParser.parse("focus clear\nactivate\n", file: "t"), noHints: true)
        let described = ScreenDescription.describe(window: run.app.window)
        #expect(described.map(\.description)
                == ["Delete all drafts?", "This cannot be undone.", "Cancel. Button.", "Delete. Button."])
        #expect(described.map(\.snapshot.id) == ["confirm.title", "confirm.message", "confirm.0", "delete"])
    }

    @Test("an alert's mistakes are located: a second cancel action, an unknown style, a missing title", arguments: [
        ("actions: [{ title: A, style: cancel }, { title: B, style: cancel }]", 15, "at most one cancel action"),
        ("actions: [{ title: A, style: bold }]", 15, "unknown alert action style \"bold\""),
        ("actions: [{ style: cancel }]", 15, "needs the key \"title\""),
        ("style: popover", 15, "unknown alert style \"popover\""),
    ])
    func alertErrors(line: String, number: Int, message: String) throws {
        let yaml = Self.drafts
            .replacingOccurrences(of: "    message: This cannot be undone.\n", with: "    message: M\n    \(line)\n")
            .replacingOccurrences(of: "    actions:\n      - { title: Cancel, style: cancel, then: [announce: Kept] }\n"
                                    + "      - { id: delete, title: Delete, style: destructive, "
                                    + "then: [{ set: { view: status, text: No drafts } }, { push: done }] }\n",
                                  with: "")
        let error = try #require(parseError(yaml))
        #expect(error.message.contains(message), "\(error)")
        #expect(error.line == number, "\(error)")
    }

    // MARK: Data tables

    nonisolated static let scores = """
    scene: 1
    root: home
    controllers:
      home:
        view:
          subviews:
            - type: view
              id: scores
              frame: [0, 100, 402, 120]
              dataTable: { rows: 3, columns: 2 }
              subviews:
                - { type: label, text: Name, frame: [8, 0, 180, 30], cell: { row: 0, column: 0, header: [row, column] } }
                - { type: label, text: Score, frame: [208, 0, 180, 30], cell: { row: 0, column: 1, header: column } }
                - { type: label, text: Ada, frame: [8, 40, 180, 30], cell: { row: 1, column: 0, header: row } }
                - { type: label, text: "42", frame: [208, 40, 180, 30], cell: { row: 1, column: 1 } }
                - { type: label, text: Total, frame: [8, 80, 380, 30], cell: { row: 2, column: 0, columnSpan: 2, header: row } }
                - { type: label, text: Note, frame: [8, 120, 380, 30], cell: { column: 1 } }
    """

    @Test("dataTable and cell: headers before the cell, spans, the row on a row's first cell, an undefined row unsaid")
    func dataTableScene() throws {
        #expect(try describe(Self.scores) == ["Name. Row 1. Column 1.", "Score. Column 2.", "Ada. Row 2. Column 1.",
                                              "Score. 42. Column 2.", "Name. Total. Spans 2 columns. Row 3. Column 1.",
                                              "Score. Note. Column 2."])
    }

    @Test("a cell's mistakes are located: outside a table, past its size, a bad header or position", arguments: [
        ("cell: { row: 0, column: 0 }", "belongs to an element of a data table"),
        ("cell: { row: 3, column: 0 }", "past the table's 3 rows"),
        ("cell: { row: 0, column: 1, columnSpan: 2 }", "past the table's 2 columns"),
        ("cell: { row: 0, column: 0, header: diagonal }", "unknown header \"diagonal\""),
        ("cell: { row: -1, column: 0 }", "counts from 0"),
        ("cell: { row: 0, column: 0, rowSpan: 0 }", "at least 1"),
    ])
    func cellErrors(cell: String, message: String) throws {
        let inside = !message.contains("belongs to")
        let yaml = inside
            ? Self.scores.replacingOccurrences(of: "cell: { column: 1 }", with: cell)
            : Self.scores + "\n        - { type: label, text: Stray, \(cell) }\n"
        let error = try #require(parseError(yaml))
        #expect(error.message.contains(message), "\(error)")
        #expect(error.line > 1)
    }

    // MARK: The writer

    @Test("SceneWriter writes alerts and data tables so that they parse back to the same file and screen",
          arguments: [drafts, scores, signIn])
    func writerRoundTrip(yaml: String) throws {
        let spec = try SceneParser.parse(yaml, file: "t.yaml")
        let written = SceneWriter.yaml(spec)
        let reread = try SceneParser.parse(written, file: "written.yaml")
        #expect(SceneWriter.yaml(reread) == written)
        #expect(try describe(written) == describe(yaml))
        for (original, again) in zip(spec.controllers, reread.controllers) where original.kind == .alert {
            #expect(again.alertActions.map(\.title) == original.alertActions.map(\.title))
            #expect(again.alertActions.map(\.style) == original.alertActions.map(\.style))
            #expect(again.alertActions.map(\.id) == original.alertActions.map(\.id))
            #expect(again.alertActions.map(\.then.count) == original.alertActions.map(\.then.count))
            #expect(again.message == original.message && again.alertStyle == original.alertStyle)
        }
    }
}
