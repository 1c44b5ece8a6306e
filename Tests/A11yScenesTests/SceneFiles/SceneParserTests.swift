import Testing
@testable import A11yCore
@testable import A11yScenes
@testable import TestSupport
@testable import A11ySceneModel
@testable import A11ySceneFiles

@Suite("Scene files: errors name file, line and column (SceneFileReference: The file)")
struct SceneParserErrorTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var yaml: String
        var line: Int
        var column: Int
        var message: String
        var testDescription: String { message }
    }

    static let cases: [Case] = [
        Case(yaml: "name: x\nroot: a\n", line: 1, column: 1, message: "a scene file needs the key \"scene\""),
        Case(yaml: "scene: 2\nroot: a\n", line: 1, column: 8, message: "unsupported scene format version"),
        Case(yaml: "scene: 1\nroot: a\ncolour: red\n", line: 3, column: 1,
             message: "unknown key \"colour\" in the scene; allowed keys: scene, name, device"),
        Case(yaml: "scene: 1\nroot: home\ncontrollers:\n  home:\n    view:\n      subviews:\n"
                 + "        - { type: label, txt: Hi }\n",
             line: 7, column: 26,
             message: "unknown key \"txt\" in a label view (did you mean `text`?); allowed keys: type, id, frame"),
        Case(yaml: "scene: 1\nroot: home\ncontrollers:\n  home:\n    view:\n      subviews:\n        - { type: slidr }\n",
             line: 7, column: 19, message: "unknown view type \"slidr\""),
        Case(yaml: "scene: 1\nroot: nowhere\n", line: 2, column: 7, message: "unknown controller \"nowhere\""),
        Case(yaml: "scene: 1\nroot: nav\ncontrollers:\n  nav: { kind: navigation, stack: [nav] }\n", line: 4, column: 36,
             message: "controller \"nav\" refers to itself: nav → nav"),
        Case(yaml: "scene: 1\nroot: nav\ncontrollers:\n  nav: { kind: navigation, stack: [t] }\n"
                 + "  t: { kind: tabBar, tabs: [a] }\n  a: {}\n",
             line: 4, column: 36, message: "a tab bar controller cannot go inside a navigation controller"),
        Case(yaml: "scene: 1\nroot: home\ncontrollers:\n  home:\n    view:\n      subviews:\n"
                 + "        - { type: label, frame: [1, 2, 3] }\n",
             line: 7, column: 33, message: "expected frame as [x, y, width, height], found 3 numbers"),
        Case(yaml: "scene: 1\nroot: home\ncontrollers:\n  home:\n    view:\n      subviews:\n"
                 + "        - { type: switch, on: maybe }\n",
             line: 7, column: 31, message: "expected on (true or false)"),
        Case(yaml: "scene: 1\nroot: home\ncontrollers:\n  home:\n    escape: [{ set: { view: ghost, label: x } }]\n",
             line: 5, column: 29, message: "unknown view \"ghost\""),
        Case(yaml: "scene: 1\nroot: home\ncontrollers:\n  home:\n    escape: [{ fly: true }]\n", line: 5, column: 16,
             message: "unknown action \"fly\""),
        Case(yaml: "scene: 1\nroot: home\ncontrollers:\n  home:\n    escape: [{ pass: true }, { pop: true }]\n",
             line: 5, column: 14, message: "`pass` declines the gesture, so it must be the last action"),
        Case(yaml: "scene: 1\nroot: s\ncontrollers:\n  s: { kind: split, master: a, detail: b }\n  a: {}\n  b: {}\n",
             line: 2, column: 7, message: "split view controllers are iPad only"),
        Case(yaml: "scene: 1\nroot: [\n", line: 3, column: 1, message: "not valid YAML"),
        Case(yaml: "", line: 1, column: 1, message: "the scene is empty"),
        Case(yaml: "scene: 1\nroot: t\ncontrollers:\n  t: { kind: tabBar, tabs: [a], selected: 3 }\n  a: {}\n",
             line: 4, column: 43, message: "selected tab 3 is out of range"),
        Case(yaml: "scene: 1\nroot: home\ncontrollers:\n  home:\n    view:\n      subviews:\n"
                 + "        - { type: label, customContent: [{ label: Age, value: '3', importance: urgent }] }\n",
             line: 7, column: 80, message: "unknown importance 'urgent'; use default or high"),
    ]

    @Test("bad scenes", arguments: cases)
    func badScene(_ c: Case) {
        do {
            _ = try SceneParser.parse(c.yaml, file: "bad.yaml")
            Issue.record("parsed without error")
        } catch let error as SceneError {
            #expect(error.file == "bad.yaml")
            #expect(error.message.contains(c.message), "\(error.message)")
            #expect(error.line == c.line, "\(error)")
            #expect(error.column == c.column, "\(error)")
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test("JSON is accepted as YAML")
    func json() throws {
        let spec = try SceneParser.parse(#"{"scene": 1, "root": "home", "controllers": {"home": {"title": "Hi"}}}"#,
                                         file: "a.json")
        #expect(spec.controllers.first?.title == "Hi")
    }

    @Test("deep nesting is refused with a message, not a crash")
    func deepNesting() {
        let deep = "scene: 1\nroot: home\ncontrollers:\n  home:\n    view: " + String(repeating: "{subviews: [", count: 5000)
        #expect(throws: SceneError.self) { try SceneParser.parse(deep, file: "deep.yaml") }
    }
}

@Suite("Scenes build the model (SceneFileReference: Controllers to Gesture handlers)")
@MainActor
struct SceneBuildTests {
    func describe(_ yaml: String) throws -> [String] {
        let app = SceneApp(spec: try SceneParser.parse(yaml, file: "t.yaml"))
        app.window.makeKeyAndVisible()
        return ScreenDescription.describe(window: app.window).map { entry in
            entry.hint.map { "\(entry.description) -- \($0)" } ?? entry.description
        }
    }

    func run(_ yaml: String, _ script: String) throws -> [String] {
        let spec = try SceneParser.parse(yaml, file: "t.yaml")
        let commands = try ScriptParser.parse(script, file: "t.script")
        return SilentRun.run(spec: spec, commands: commands).session.transcript.lines
    }

    @Test("customContent: high importance spoken with the element (VoiceOverRules, custom content); written back as read")
    func customContent() throws {
        let yaml = SceneContractTests.screen("""
                - type: label
                  text: Bailey
                  customContent:
                    - { label: Age, value: 3 years }
                    - { label: Popularity, value: Number one, importance: high }
        """)
        #expect(try describe(yaml) == ["Bailey. Popularity, Number one"])
        let written = SceneWriter.yaml(try SceneParser.parse(yaml, file: "t.yaml"))
        #expect(try describe(written) == ["Bailey. Popularity, Number one"])
        #expect(written.contains("importance: \"high\""))
    }

    @Test("focus: a field becomes first responder (read as editing); written back as read; a label cannot, with a warning")
    func focusAction() throws {
        let yaml = """
        scene: 1
        root: home
        controllers:
          home:
            onAppear: [focus: email]
            view:
              subviews:
                - { type: label, id: note, text: Sign in }
                - { type: textField, id: email, placeholder: Email }
        """
        let described = try describe(yaml)
        #expect(described.last?.hasPrefix("Email. Text Field. Is editing.") == true, "\(described)")
        let written = SceneWriter.yaml(try SceneParser.parse(yaml, file: "t.yaml"))
        #expect(written.contains("focus: \"email\""), "\(written)")
        #expect(try describe(written) == described)
        let label = SceneApp(spec: try SceneParser.parse(yaml.replacingOccurrences(of: "focus: email", with: "focus: note"),
                                                         file: "t.yaml"))
        label.window.makeKeyAndVisible()
        #expect(label.warnings.contains { $0.contains("focus: note cannot become first responder") }, "\(label.warnings)")
    }

    @Test("""
        a section's `headerView` and `footerView` are read as their views are, in their places around the rows (a \
        label in one is text, not a heading; a button a button); the section's title stays a heading; written back as read
        """)
    func sectionViews() throws {
        let yaml = """
        scene: 1
        root: list
        controllers:
          list:
            kind: table
            sections:
              - header: Account
                rows: [{ text: Email }]
              - headerView:
                  frame: [0, 0, 390, 44]
                  subviews:
                    - { type: label, text: Sounds, frame: [16, 10, 200, 24] }
                    - { type: button, title: Reset, frame: [300, 6, 74, 32] }
                rows: [{ text: Chime }]
                footerView: { subviews: [{ type: label, text: Played for new messages }] }
        """
        let described = try describe(yaml)
        #expect(described == ["Account. Heading.", "Email", "Sounds", "Reset. Button.", "Chime", "Played for new messages"],
                "\(described)")
        let written = SceneWriter.yaml(try SceneParser.parse(yaml, file: "t.yaml"))
        #expect(written.contains("headerView:") && written.contains("footerView:"), "\(written)")
        #expect(try describe(written) == described)
    }

    static let tabs = """
    scene: 1
    root: tabs
    controllers:
      tabs: { kind: tabBar, tabs: [a, b, c, d, e, f], selected: 1 }
      a: { title: Alpha, tabBarItem: { badge: "3" }, view: { subviews: [{ type: label, text: A }] } }
      b: { title: Beta, view: { subviews: [{ type: label, text: B }] } }
      c: { title: Gamma, tabBarItem: { enabled: false } }
      d: { title: Delta }
      e: { title: Epsilon }
      f: { title: Zeta }
    """

    @Test("""
        a tab bar with more than five tabs reads four tabs and More, in a series; a disabled tab reads as the others \
        (TB-20, AX-42, issue 15)
        """)
    func tabBar() throws {
        #expect(try describe(Self.tabs) == [
            "B", "Alpha: 3 items. Tab. 1 of 5.", "Selected: Beta. Tab. 2 of 5.", "Gamma. Tab. 3 of 5.",
            "Delta. Tab. 4 of 5.", "More. Tab. 5 of 5.",
        ])
    }

    @Test("More lists the rest and pushes the chosen one (TB-21); a disabled tab cannot be selected")
    func more() throws {
        let lines = try run(Self.tabs, "focus tab.more\nactivate\nnext\nnext\nactivate\nfocus tab.c\nactivate\n")
        #expect(lines.contains("More. Heading."))
        #expect(lines.prefix(7) == ["[screen changed]", "B", "More. Tab. 5 of 5.", "[screen changed]", "Edit. Button.",
                                    "More. Heading.", "Epsilon. Button."])
        #expect(lines.contains("More. Back Button."))
        #expect(lines.last == "[no action]")
    }

    @Test("a navigation bar reads prompt, back, title, right items, then content, then toolbar (AX-42)")
    func navigationBar() throws {
        let yaml = """
        scene: 1
        root: nav
        controllers:
          nav: { kind: navigation, stack: [list, detail], toolbarHidden: false }
          list: { title: Inbox }
          detail:
            title: Message
            navigationItem: { prompt: Choose one, rightItems: [{ system: edit }] }
            toolbarItems: [{ system: trash }, { system: flexibleSpace }, { system: reply }]
            view: { subviews: [{ type: label, text: Hello }] }
        """
        #expect(try describe(yaml) == ["Choose one", "Inbox. Back Button.", "Message. Heading.", "Edit. Button.",
                                       "Hello", "Delete. Button.", "Reply. Button."])
    }

    @Test("a grouped table drills down and escape goes back (TV-01..05, the seeds' table drill-down)")
    func drillDown() throws {
        let yaml = """
        scene: 1
        root: nav
        controllers:
          nav: { kind: navigation, stack: [settings] }
          settings:
            kind: table
            title: Settings
            style: grouped
            sections:
              - header: Network
                rows:
                  - { id: wifi, text: Wi-Fi, detail: Home, accessory: disclosure, onActivate: [push: wifiScreen] }
                  - { id: air, text: Airplane Mode, accessory: switch, on: false }
          wifiScreen: { title: Wi-Fi, view: { subviews: [{ type: switch, label: Wi-Fi, on: true }] } }
        """
        #expect(try describe(yaml) == ["Settings. Heading.", "Network. Heading.", "Wi-Fi: Home. Button.",
                                       "Airplane Mode. Switch Button. Off. -- Double tap to toggle setting."])
        let lines = try run(yaml, "focus air\nactivate\nfocus wifi\nactivate\nnext\nescape\n")
        #expect(lines.contains("On."))
        #expect(lines.contains("Settings. Back Button."))
        #expect(lines.suffix(2) == ["[screen changed]", "Settings. Heading."])
    }

    @Test("a form sheet on pad is modal: nothing behind it can be reached (AX-41, MP-21)")
    func formSheet() throws {
        let yaml = """
        scene: 1
        device: pad
        root: home
        controllers:
          home:
            title: Notes
            view: { subviews: [{ type: button, id: compose, title: Compose, frame: [20, 100, 120, 44], onActivate: [present: { controller: sheet, style: formSheet }] }] }
          sheet:
            title: New Note
            escape: [dismiss: true]
            view: { subviews: [{ type: textField, placeholder: Title }, { type: button, title: Cancel, onActivate: [dismiss: true] }] }
        """
        let lines = try run(yaml, "activate\nnext\nnext\nescape\n")
        #expect(lines == ["[screen changed]", "Compose. Button.", "[screen changed]", "Title. Text Field.", "Double tap to edit.",
                          "Cancel. Button.", "[boundary]", "[screen changed]", "Compose. Button."])
    }

    @Test("actions: announce, set, toggle, increment, post layoutChanged, pass")
    func actions() throws {
        let yaml = """
        scene: 1
        root: home
        app: { magicTap: [announce: From the app] }
        controllers:
          home:
            view:
              subviews:
                - { type: button, id: go, title: Go, onActivate: [{ set: { view: status, text: Done } }, { toggle: flag }, { increment: level }, { post: { notification: layoutChanged, element: status } }] }
                - { type: label, id: status, text: Waiting }
                - { type: switch, id: flag, label: Flag, on: false }
                - { type: slider, id: level, label: Level, value: 50 }
                - { type: label, id: declines, text: Declines, magicTap: [{ announce: First }, { pass: true }] }
        """
        let lines = try run(yaml, "activate\nnext\nnext\nnext\nfocus declines\nmagicTap\n")
        #expect(lines.prefix(4) == ["[screen changed]", "Go. Button.", "Done", "Flag. Switch Button. On."])
        #expect(lines.contains("Level: 60%. Adjustable."))
        #expect(lines.suffix(3) == ["Declines", "First", "From the app"])
    }
}

/// What the scene contract fixes, checked end to end (SceneFileReference, "Views" to "describe").
@Suite("Scene contract details (SceneFileReference: Views to describe)")
@MainActor
struct SceneContractTests {
    func run(_ yaml: String, _ script: String) throws -> [String] {
        let spec = try SceneParser.parse(yaml, file: "t.yaml")
        return SilentRun.run(spec: spec, commands: try ScriptParser.parse(script, file: "t.script")).session.transcript.lines
    }

    func describe(_ yaml: String) throws -> String {
        let app = SceneApp(spec: try SceneParser.parse(yaml, file: "t.yaml"))
        app.window.makeKeyAndVisible()
        return ScreenDescription.text(ScreenDescription.describe(window: app.window))
    }

    static func screen(_ subviews: String) -> String {
        "scene: 1\nroot: home\ncontrollers:\n  home:\n    view:\n      subviews:\n" + subviews
    }

    @Test(
        """
        explicit elements keep their order inside a list, a landmark and a named semantic group \
        (What is said for an element, VoiceOverRules, The element tree rule 4)
        """,
        arguments: ["list", "landmark", "semanticGroup"]
    )
    func explicitOrderInContainers(_ type: String) throws {
        let yaml = Self.screen("""
                - type: view
                  id: box
                  containerType: \(type)
                  label: Box
                  elements: [n2, n1]
                  subviews:
                    - { type: label, id: n1, text: N1 }
                    - { type: label, id: n2, text: N2 }
        """)
        let lines = try describe(yaml).split(separator: "\n")
        #expect(lines.first?.hasPrefix("N2") == true, "\(lines)")
        #expect(lines.last?.hasPrefix("N1") == true, "\(lines)")
    }

    @Test("a row's traits add to its own, traits! replace them (SceneFileReference: Views)")
    func rowTraits() throws {
        let yaml = """
        scene: 1
        root: list
        controllers:
          list:
            kind: table
            sections:
              - rows:
                  - { id: wifi, text: Wi-Fi, accessory: disclosure, traits: [header] }
                  - { id: plain, text: Plain, accessory: disclosure, traits!: [header] }
        """
        let text = try describe(yaml)
        #expect(text.contains("Wi-Fi. Button. Heading."), "\(text)")
        #expect(text.contains("Plain. Heading."), "\(text)")
        #expect(!text.contains("Plain. Button."), "\(text)")
    }

    @Test("""
        onActivate on a control is its accessibilityActivate(): handled means no toggle; pass lets the switch toggle \
        (SceneFileReference: Gesture handlers)
        """)
    func onActivateOnControls() throws {
        let handled = Self.screen("        - { type: switch, id: s, label: Wi-Fi, on: false, onActivate: [announce: Handled] }\n")
        #expect(try run(handled, "activate\n")
                == ["[screen changed]", "Wi-Fi. Switch Button. Off.", "Double tap to toggle setting.", "Handled"])
        let passing = Self.screen("        - { type: switch, id: s, label: Wi-Fi, on: false, "
                                  + "onActivate: [{ announce: Noted }, { pass: true }] }\n")
        let lines = try run(passing, "activate\n")
        #expect(lines.contains("On."), "\(lines)")
    }

    @Test("a stepper's step defaults to 1 (SceneFileReference: Views)")
    func stepperStep() throws {
        let yaml = Self.screen("        - { type: stepper, id: s, label: Count, value: 5, min: 0, max: 100 }\n")
        let spec = try SceneParser.parse(yaml, file: "t.yaml")
        let outcome = SilentRun.run(spec: spec,
                                    commands: try ScriptParser.parse("focus s.increment\nactivate\n", file: "t.script"))
        #expect((outcome.app.view(id: "s") as? Stepper)?.value == 6)
    }

    @Test("""
        line breaks inside a text stay on one line of the transcript and of describe \
        (SceneFileReference: Transcript, SceneFileReference: describe)
        """)
    func oneLine() throws {
        let yaml = Self.screen("        - { type: label, id: l, text: \"Line1\\nLine2\", hint: \"Multi\\nline\" }\n")
        #expect(try describe(yaml) == "Line1 Line2 -- Multi line\n")
        #expect(try run(yaml, "").contains("Line1 Line2"))
    }

    @Test("numbers may be quoted; script words may be separated by tabs")
    func quotedNumbersAndTabs() throws {
        let yaml = Self.screen("        - { type: slider, id: v, label: Volume, value: \"50\" }\n")
        #expect(try describe(yaml).hasPrefix("Volume: 50%."))
        let commands = try ScriptParser.parse("rotate\tlandscapeLeft\t\n!\tnext\n", file: "t.script")
        #expect(commands.count == 2)
    }

    @Test("a repeated key is reported where it is repeated")
    func duplicateKey() {
        do {
            _ = try SceneParser.parse("scene: 1\nroot: a\nroot: b\ncontrollers:\n  a: {}\n  b: {}\n", file: "d.yaml")
            Issue.record("parsed")
        } catch let error as SceneError {
            #expect(error.line == 3 && error.column == 1, "\(error)")
            #expect(error.message.contains("duplicate key root (first given at line 2)"), "\(error.message)")
        } catch {
            Issue.record("\(error)")
        }
        do {
            _ = try SceneParser.parse("scene: 1\nroot: a\ncontrollers:\n  a: { title: X, title: Y }\n", file: "d.yaml")
        } catch let error as SceneError {
            #expect(error.line == 4 && error.column == 18, "\(error)")
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test("the focus command on a hidden view plays [no action] once (SceneFileReference: Script commands)")
    func focusHidden() throws {
        let yaml = Self.screen("        - { type: label, id: shown, text: Shown }\n"
                               + "        - { type: label, id: gone, text: Gone, hidden: true }\n")
        #expect(try run(yaml, "focus gone\n") == ["[screen changed]", "Shown", "[no action]"])
    }
}
