import Testing
@testable import A11yCore
@testable import A11yScenes
@testable import TestSupport
@testable import A11ySceneModel
@testable import A11ySceneFiles

/// Issue 15, in scenes: disabled tabs, steppers, three-finger scroll directions, frameless
/// views in narrow panes and unique generated ids. Each test failed before its fix.
@Suite("Scenes: tabs, steppers, scroll directions, layout in panes, unique ids")
@MainActor
struct SceneControlsAndLayoutTests {
    func run(_ yaml: String, _ script: String) throws -> [String] {
        let spec = try SceneParser.parse(yaml, file: "t.yaml")
        return SilentRun.run(spec: spec, commands: try ScriptParser.parse(script, file: "t.script")).session.transcript.lines
    }

    func describe(_ yaml: String) throws -> [DescribedElement] {
        let app = SceneApp(spec: try SceneParser.parse(yaml, file: "t.yaml"))
        app.window.makeKeyAndVisible()
        return ScreenDescription.describe(window: app.window)
    }

    static func screen(_ subviews: String, device: String = "phone") -> String {
        "scene: 1\ndevice: \(device)\nroot: home\ncontrollers:\n  home:\n    view:\n      subviews:\n" + subviews
    }

    // MARK: 2. Disabled tabs

    static let tabs = """
    scene: 1
    root: tabs
    controllers:
      tabs: { kind: tabBar, tabs: [a, b, c, d, e] }
      a: { title: Item A, view: { subviews: [{ type: label, text: First }] } }
      b: { title: Item B }
      c: { title: Item C, tabBarItem: { enabled: false } }
      d: { title: Item D }
      e: { title: Item E }
    """

    @Test("""
        VoiceOverRules: What is said for an element rule 4 as iOS 18 says it: a disabled tab bar item is not Dimmed, \
        and still cannot be selected
        """)
    func disabledTabIsNotDimmed() throws {
        let lines = try describe(Self.tabs).map(\.description)
        #expect(lines.contains("Item C. Tab. 3 of 5."), "\(lines)")
        #expect(!lines.contains { $0.contains("Dimmed") }, "\(lines)")
        let transcript = try run(Self.tabs, "focus tab.c\nactivate\nfocus tab.a\n")
        #expect(transcript
                == ["[screen changed]", "First", "Item C. Tab. 3 of 5.", "[no action]", "Selected: Item A. Tab. 1 of 5."])
    }

    // MARK: 3. Steppers

    @Test("""
        SceneFileReference: Views: a stepper is two buttons, Decrement and Increment, the one at its limit dimmed; \
        the step defaults to 1
        """)
    func stepperIsTwoButtons() throws {
        let yaml = Self.screen("        - { type: stepper, id: count, label: Count, value: 1, min: 0, max: 2 }\n"
                                + "        - { type: label, id: after, text: After }\n")
        #expect(try describe(yaml).map(\.description) == ["Decrement. Button.", "Increment. Button.", "After"])
        #expect(try describe(yaml).map(\.snapshot.id) == ["count.decrement", "count.increment", "after"])
        let script = """
        focus count.increment
        activate
        focus count.increment
        activate
        focus count.decrement
        activate
        activate
        activate
        """
        let lines = try run(yaml, script)
        // 1 → 2 (the limit: Increment dims and does nothing), then 2 → 1 → 0 (Decrement dims).
        #expect(lines == ["[screen changed]", "Decrement. Button.", "Increment. Button.",
                          "Increment. Dimmed. Button.", "[no action]",
                          "Decrement. Button.", "[no action]"], "\(lines)")
        let spec = try SceneParser.parse(yaml, file: "t.yaml")
        let outcome = SilentRun.run(spec: spec, commands: try ScriptParser.parse(script, file: "t.script"))
        #expect((outcome.app.view(id: "count") as? Stepper)?.value == 0)
        #expect((outcome.app.view(id: "count") as? Stepper)?.stepValue == 1)
    }

    // MARK: 4. Three-finger scrolls

    static func pages(orientation: String = "horizontal", direction: String = "leftToRight", current: Int = 1) -> String {
        """
        scene: 1
        layoutDirection: \(direction)
        root: pages
        controllers:
          pages: { kind: page, pages: [p1, p2, p3], current: \(current), orientation: \(orientation) }
          p1: { view: { subviews: [{ type: label, text: One }] } }
          p2: { view: { subviews: [{ type: label, text: Two }] } }
          p3: { view: { subviews: [{ type: label, text: Three }] } }
        """
    }

    @Test("""
        VoiceOverRules: Gestures: content follows the fingers: a swipe left shows the page to the right \
        (the next one left to right)
        """)
    func scrollLeftShowsNextPage() throws {
        #expect(try run(Self.pages(), "scroll left\n") == ["[screen changed]", "Two", "Page 3 of 3"])
        #expect(try run(Self.pages(), "scroll right\n") == ["[screen changed]", "Two", "Page 1 of 3"])
        #expect(try run(Self.pages(orientation: "vertical"), "scroll up\n") == ["[screen changed]", "Two", "Page 3 of 3"])
        #expect(try run(Self.pages(orientation: "vertical"), "scroll down\n") == ["[screen changed]", "Two", "Page 1 of 3"])
        // Right to left, the page to the right is the previous one (PV-12).
        #expect(try run(Self.pages(direction: "rightToLeft"), "scroll left\n") == ["[screen changed]", "Two", "Page 1 of 3"])
        #expect(try run(Self.pages(direction: "rightToLeft"), "scroll next\n") == ["[screen changed]", "Two", "Page 3 of 3"])
    }

    @Test("""
        VoiceOverRules: Gestures: at the first or last page a scroll that cannot turn plays the boundary at once, \
        not the position
        """)
    func scrollAtTheEndIsABoundary() throws {
        #expect(try run(Self.pages(current: 0), "scroll right\nscroll previous\n")
                == ["[screen changed]", "One", "[boundary]", "[boundary]"])
        #expect(try run(Self.pages(current: 2), "scroll left\nscroll next\n")
                == ["[screen changed]", "Three", "[boundary]", "[boundary]"])
        // Across the pages' axis there is nothing to scroll: no action, as before.
        #expect(try run(Self.pages(current: 2), "scroll up\n") == ["[screen changed]", "Three", "[no action]"])
    }

    // MARK: 5. Frameless views in panes

    static let split = """
    scene: 1
    device: pad
    orientation: landscapeLeft
    root: split
    controllers:
      split: { kind: split, master: mnav, detail: dnav }
      mnav: { kind: navigation, stack: [m] }
      m: { title: Master, view: { subviews: [{ type: button, id: pop, title: Options, onActivate: [popover: { controller: options, from: pop }] }] } }
      dnav: { kind: navigation, stack: [d] }
      d:
        title: Detail
        view:
          subviews:
            - { type: segmented, id: seg, segments: [One, Two, Three], selected: 0 }
            - { type: label, id: note, text: Note }
      options:
        view:
          subviews:
            - { type: slider, id: level, label: Level, value: 50 }
    """

    @Test("""
        SceneFileReference extension: frameless views are laid out in their own controller's view, \
        not across the whole screen (a split view's detail)
        """)
    func framelessInDetailPane() throws {
        let entries = try describe(Self.split)
        let detail = entries.filter { $0.snapshot.id?.hasPrefix("seg.") == true || $0.snapshot.id == "note" }
        #expect(detail.count == 4)
        for entry in detail {
            let frame = entry.snapshot.frame
            #expect(frame.minX >= 321 + 16 && frame.maxX <= 1366 - 16, "\(entry.snapshot.id ?? ""): \(frame)")
        }
    }

    @Test("SceneFileReference extension: frameless views in a popover fit the popover")
    func framelessInPopover() throws {
        let spec = try SceneParser.parse(Self.split, file: "t.yaml")
        let outcome = SilentRun.run(spec: spec, commands: try ScriptParser.parse("focus pop\nactivate\n", file: "t.script"))
        let level = try #require(outcome.session.elements.first { $0.view.accessibilityIdentifier == "level" })
        #expect(level.frame.width == PopoverController.defaultContentSize.width - 32, "\(level.frame)")
        let host = try #require(outcome.app.window.view(withIdentifier: "level")?.superview)
        let hostFrame = host.convert(host.bounds, to: nil)
        #expect(level.frame.minX >= hostFrame.minX && level.frame.maxX <= hostFrame.maxX, "\(level.frame) in \(hostFrame)")
    }

    // MARK: 7. Text from a scene on the terminal

    @Test("""
        SceneFileReference: Transcript, describe: describe's text and the silent transcript never print \
        control characters; JSON keeps the text
        """)
    func controlCharactersShownVisibly() throws {
        let yaml = Self.screen("        - { type: label, id: l, text: \"\\e[2JBoom\\a\\nNext\" }\n")
        let entries = try describe(yaml)
        let text = ScreenDescription.text(entries)
        #expect(text == "^[[2JBoom^G Next\n")
        #expect(ScreenDescription.json(entries).contains(#"\u001b[2JBoom\u0007\nNext"#), "\(ScreenDescription.json(entries))")
        let spec = try SceneParser.parse(yaml, file: "t.yaml")
        let transcript = SilentRun.run(spec: spec, commands: []).session.transcript
        #expect(transcript.text == "[screen changed]\n^[[2JBoom^G Next\n")
        #expect(transcript.lines.last == "\u{1B}[2JBoom\u{07} Next")
        #expect(transcript.jsonLines.contains(#"\u001b[2JBoom\u0007\nNext"#), "\(transcript.jsonLines)")
    }

    // MARK: 6. Unique generated ids

    @Test("""
        generated ids are unique on a screen: a detail pane's navigation bar prefixes its ids with its controller's id \
        (README, Ids)
        """)
    func uniqueNavigationTitles() throws {
        let ids = try describe(Self.split).compactMap(\.snapshot.id)
        #expect(Set(ids).count == ids.count, "\(ids)")
        #expect(ids.contains("navigationTitle"))
        #expect(ids.contains("dnav.navigationTitle"))
        let lines = try run(Self.split, "focus dnav.navigationTitle\nfocus navigationTitle\n")
        #expect(lines.suffix(2) == ["Detail. Heading.", "Master. Heading."], "\(lines)")
        // Actions may name the prefixed ids, and a stepper's buttons.
        let acting = Self.split.replacingOccurrences(
            of: "onActivate: [popover: { controller: options, from: pop }]",
            with: "onActivate: [post: { notification: layoutChanged, element: dnav.navigationTitle }]")
        #expect(try run(acting, "focus pop\nactivate\n").last == "Detail. Heading.")
        let stepper = Self.screen("        - { type: stepper, id: count, "
                                  + "onActivate: [post: { notification: layoutChanged, element: count.increment }] }\n")
        #expect(throws: Never.self) { try SceneParser.parse(stepper, file: "t.yaml") }
    }
}

/// Issue 15, scene errors found at load time (SceneFileReference, "The file" and "Exit codes": exit 65 with
/// file:line:column).
@Suite("Scenes: errors found at load time")
struct SceneLoadErrorTests {
    func error(_ yaml: String) -> SceneError? {
        do {
            _ = try SceneParser.parse(yaml, file: "bad.yaml")
            return nil
        } catch {
            return error as? SceneError
        }
    }

    @Test("SceneFileReference: The file: an unknown key suggests the nearest allowed key")
    func suggestsNearestKey() throws {
        let yaml = "scene: 1\nroot: home\ncontrollers:\n  home:\n    view:\n      subview: []\n"
        let found = try #require(error(yaml))
        #expect(found.message.contains("unknown key \"subview\""), "\(found)")
        #expect(found.message.contains("did you mean `subviews`?"), "\(found)")
        #expect((found.line, found.column) == (6, 7), "\(found)")
        // Nothing near: no suggestion.
        let far = try #require(error("scene: 1\nroot: a\ncolour: red\n"))
        #expect(!far.message.contains("did you mean"), "\(far)")
    }

    @Test("SceneFileReference: The file: a tab in the indentation is reported as such, where it is")
    func tabIndentation() throws {
        let found = try #require(error("scene: 1\nroot: home\ncontrollers:\n\thome: {}\n"))
        #expect(found.message.contains("tab"), "\(found)")
        #expect(found.message.contains("spaces"), "\(found)")
        #expect(!found.message.contains("not valid YAML: found"), "\(found)")
        #expect((found.line, found.column) == (4, 1), "\(found)")
        let nested = try #require(error("scene: 1\nroot: home\ncontrollers:\n  home:\n  \t title: x\n"))
        #expect((nested.line, nested.column) == (5, 3), "\(nested)")
        // A tab inside a quoted text is text.
        #expect(error("scene: 1\nroot: home\ncontrollers:\n  home: { title: \"a\tb\" }\n") == nil)
    }

    @Test("SceneFileReference: Actions: selectTab beyond the tabs of the scene's tab bar controllers is an error at load time")
    func selectTabOutOfRange() throws {
        let yaml = """
        scene: 1
        root: tabs
        controllers:
          tabs: { kind: tabBar, tabs: [a, b, c] }
          a: { view: { subviews: [{ type: button, id: go, title: Go, onActivate: [selectTab: 7] }] } }
          b: {}
          c: { escape: [selectTab: 2] }
        """
        let found = try #require(error(yaml))
        #expect(found.message.contains("selectTab 7"), "\(found)")
        #expect((found.line, found.column) == (5, 86), "\(found)")
        #expect(error(yaml.replacingOccurrences(of: "selectTab: 7", with: "selectTab: 1")) == nil)
        let noTabs = try #require(error("scene: 1\nroot: a\ncontrollers:\n  a: { escape: [selectTab: 0] }\n"))
        #expect(noTabs.message.contains("no tab bar controller"), "\(noTabs)")
    }

    @Test("VoiceOverRules: The element tree rule 4: a cyclic `elements` list is an error at load time, not an endless walk")
    func cyclicElements() throws {
        let yaml = """
        scene: 1
        root: home
        controllers:
          home:
            view:
              subviews:
                - id: a
                  elements: [b]
                  subviews:
                    - id: b
                      elements: [a]
        """
        let found = try #require(error(yaml))
        #expect(found.message.contains("a → b → a"), "\(found)")
        #expect((found.line, found.column) == (11, 26), "\(found)")
        let itself = try #require(error("scene: 1\nroot: home\ncontrollers:\n  home:\n    view: { id: v, elements: [v] }\n"))
        #expect(itself.message.contains("v → v"), "\(itself)")
    }
}
