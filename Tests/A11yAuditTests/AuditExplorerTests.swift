import Testing
@testable import A11yCore
@testable import A11yAudit
@testable import A11ySceneModel
@testable import A11ySceneFiles

/// The audit's exploration: every screen a user can reach, each once, named by the way there.
@Suite("Audit exploration")
@MainActor
struct AuditExplorerTests {
    func screens(_ yaml: String, rotation: Bool = false,
                 _ configure: (inout AuditOptions) -> Void = { _ in }) throws -> [String] {
        try AuditHarness.run(yaml, rotation: rotation, configure).screens.map(\.name)
    }

    static let mail = """
    scene: 1
    root: tabs
    controllers:
      tabs: { kind: tabBar, tabs: [inboxNav, settings] }
      inboxNav: { kind: navigation, stack: [inbox], tabBarItem: { title: Mail }, toolbarHidden: false }
      inbox:
        kind: table
        title: Inbox
        toolbarItems: [{ id: compose, title: Compose, onActivate: [present: composer] }]
        sections:
          - rows:
              - { id: anna, text: Anna Haro, accessory: disclosure, onActivate: [push: message] }
      message: { title: Lunch, view: { subviews: [{ type: label, text: Lunch on Friday? }] } }
      composer:
        kind: navigation
        stack: [compose]
        escape: [dismiss: true]
      compose:
        title: New Message
        navigationItem: { leftItems: [{ id: cancel, title: Cancel, onActivate: [dismiss: true] }] }
        view: { subviews: [{ type: textField, id: to, label: To }] }
      settings: { title: Settings, view: { subviews: [{ type: label, text: Settings, traits: [header] }] } }
    """

    @Test("Tabs, pushes and presentations are visited, each screen once, named by the steps from launch")
    func tabsPushesPresentations() throws {
        #expect(try screens(Self.mail) == ["Launch", "Anna Haro", "Compose", "Settings"])
    }

    @Test("Launching twice gives the same screens in the same order (the model is deterministic)")
    func deterministic() throws {
        let first = try AuditHarness.run(Self.mail, rotation: true)
        let second = try AuditHarness.run(Self.mail, rotation: true)
        #expect(first.screens.map(\.key) == second.screens.map(\.key))
        #expect(first.findings == second.findings)
        #expect(first.replayFailures.isEmpty)
    }

    @Test("Rotation: each screen again in landscape; none when the app allows portrait only")
    func rotation() throws {
        let names = try screens(Self.mail, rotation: true)
        #expect(names.contains("Rotate to landscapeLeft"))
        #expect(names.contains("Rotate to landscapeLeft > Anna Haro"))
        #expect(Set(names).count == names.count)
        let portraitOnly = Self.mail.replacingOccurrences(of: "root: tabs\n",
                                                          with: "root: tabs\napp: { supportedOrientations: [portrait] }\n")
        #expect(try screens(portraitOnly, rotation: true) == ["Launch", "Anna Haro", "Compose", "Settings"])
    }

    @Test("More: the tabs past the fifth are reached through More, its rows and its Edit screen")
    func more() throws {
        let tabs = (1...7).map { "t\($0)" }
        let controllers = tabs.map {
            "  \($0): { title: Tab \($0.dropFirst()), view: { subviews: [{ type: label, text: Tab \($0.dropFirst()), "
                + "traits: [header] }] } }"
        }
        let yaml = """
        scene: 1
        root: tabs
        controllers:
          tabs: { kind: tabBar, tabs: [\(tabs.joined(separator: ", "))], customizable: [t1, t2] }
        \(controllers.joined(separator: "\n"))
        """
        let names = try screens(yaml)
        #expect(names.prefix(5) == ["Launch", "Tab 2", "Tab 3", "Tab 4", "More"])
        #expect(names.contains("More > Tab 5"))
        #expect(names.contains("More > Tab 7"))
        #expect(names.contains("More > Edit"))
    }

    @Test("Escape and scrolls: a page view controller's pages, a popover on pad and its dismissal")
    func pagesAndPopovers() throws {
        let yaml = """
        scene: 1
        device: pad
        root: home
        controllers:
          home:
            view:
              subviews:
                - { type: label, text: Home, traits: [header] }
                - { type: button, id: open, title: Pages, onActivate: [popover: { controller: book, from: open }] }
          book: { kind: page, pages: [p1, p2] }
          p1: { view: { subviews: [{ type: label, text: Page one }] } }
          p2: { view: { subviews: [{ type: label, text: Page two }] } }
        """
        let result = try AuditHarness.run(yaml)
        #expect(result.screens.map(\.name) == ["Launch", "Pages", "Pages > Scroll left"])
        #expect(result.screens[1].isModal)
    }

    @Test("The bound: depth, screens and actions stop the exploration and say so")
    func bound() throws {
        let chain = (1...30).map { index in
            "  s\(index): { title: Screen \(index), view: { subviews: [{ type: button, id: b\(index), title: Next \(index), "
                + "onActivate: [push: s\(index + 1)] }] } }"
        }
        let yaml = """
        scene: 1
        root: nav
        controllers:
          nav: { kind: navigation, stack: [s1] }
        \(chain.joined(separator: "\n"))
          s31: { title: End, view: { subviews: [{ type: label, text: The end }] } }
        """
        let deep = try AuditHarness.run(yaml) { $0.maximumDepth = 3 }
        #expect(deep.screens.map(\.name) == ["Launch", "Next 1", "Next 1 > Next 2", "Next 1 > Next 2 > Next 3"])
        #expect(deep.boundReached == "3 steps from launch")
        #expect(deep.screensBeyondBound == 1)
        let few = try AuditHarness.run(yaml) { $0.maximumScreens = 5 }
        #expect(few.screens.count == 5)
        #expect(few.boundReached == "5 screens")
        let all = try AuditHarness.run(yaml)
        #expect(all.screens.count == 12 + 1)
        #expect(all.boundReached == "12 steps from launch")
        let short = try AuditHarness.run(yaml) { $0.maximumActions = 20 }
        #expect(short.boundReached == "20 actions")
        #expect(short.screens.count < all.screens.count)
    }

    @Test("A cycle (push, then back) does not make new screens: screens are keyed by their controller hierarchy")
    func cycles() throws {
        let yaml = """
        scene: 1
        root: nav
        controllers:
          nav: { kind: navigation, stack: [a] }
          a: { title: A, view: { subviews: [{ type: button, id: toB, title: To B, onActivate: [push: b] }] } }
          b: { title: B, view: { subviews: [{ type: button, id: back, title: Back to A, onActivate: [pop: true] }, { type: switch, id: flag, label: Flag }] } }
        """
        #expect(try screens(yaml) == ["Launch", "To B"])
    }

    @Test("ScreenKey: the controller stack, the tab on display, presentations and the orientation")
    func screenKey() throws {
        let app = SceneApp(spec: try SceneParser.parse(Self.mail, file: "t.yaml"))
        app.window.makeKeyAndVisible()
        #expect(ScreenKey.key(of: app.window) == "portrait tabs{inboxNav[inbox]}")
        app.window.rotate(to: .landscapeLeft)
        #expect(ScreenKey.key(of: app.window) == "landscapeLeft tabs{inboxNav[inbox]}")
        let inbox = try #require(app.window.allViewControllers.first { $0.identifier == "inbox" })
        inbox.present(app.makeController(.id("composer", FilePosition(line: 1, column: 1))), animated: false)
        #expect(ScreenKey.key(of: app.window) == "landscapeLeft tabs{inboxNav[inbox]} ^fullScreen composer[compose]")
        #expect(ScreenKey.isModal(app.window))
    }
}
