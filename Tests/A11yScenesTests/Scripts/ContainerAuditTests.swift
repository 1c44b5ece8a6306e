import Testing
@testable import A11yCore
@testable import A11yScenes
@testable import TestSupport
@testable import A11ySceneFiles

/// Container rules found broken by an audit against UIKitRules, each pinned here.
@Suite("Container rules from the audit (PV-12, SV-09, CT-05, PO-10, RO-03, MP-20, LC-30)")
@MainActor
struct ContainerAuditTests {
    func run(_ yaml: String, _ script: String) throws -> [String] {
        let spec = try SceneParser.parse(yaml, file: "t.yaml")
        return SilentRun.run(spec: spec, commands: try ScriptParser.parse(script, file: "t.script")).session.transcript.lines
    }

    @Test("PV-12: in a right-to-left layout, next turns to the logically next page")
    func rightToLeftPages() throws {
        let yaml = """
        scene: 1
        layoutDirection: rightToLeft
        root: pages
        controllers:
          pages: { kind: page, pages: [p1, p2, p3], current: 0 }
          p1: { view: { subviews: [{ type: label, text: One }] } }
          p2: { view: { subviews: [{ type: label, text: Two }] } }
          p3: { view: { subviews: [{ type: label, text: Three }] } }
        """
        let lines = try run(yaml, "scroll next\nscroll next\nscroll next\nscroll previous\n")
        #expect(lines == ["[screen changed]", "One", "Page 2 of 3", "Page 3 of 3", "[boundary]", "Page 2 of 3"])
    }

    @Test("SV-09: the master's button joins the detail root's own left items and leaves them when the master shows")
    func splitButtonKeepsLeftItems() throws {
        let yaml = """
        scene: 1
        device: pad
        orientation: landscapeLeft
        root: split
        controllers:
          split: { kind: split, master: m, detail: dnav }
          m: { title: Master }
          dnav: { kind: navigation, stack: [d1] }
          d1: { title: Detail, navigationItem: { leftItems: [{ id: share, title: Share }] } }
        """
        let lines = try run(yaml, "rotate portrait\nnext\nnext\nrotate landscapeLeft\nfirst\nnext\n")
        #expect(lines == ["[screen changed]", "Share. Button.",
                          "Master. Button.", "Share. Button.", "Detail. Heading.",
                          "Share. Button.", "Share. Button.", "Detail. Heading."])
    }

    @Test("CT-05, TB-10: a navigation tab shown through More keeps its stack when the user leaves More and comes back")
    func moreKeepsStacks() throws {
        let yaml = """
        scene: 1
        root: tabs
        controllers:
          tabs: { kind: tabBar, tabs: [t1, t2, t3, t4, n5, t6] }
          n5: { kind: navigation, stack: [x] }
          x:
            title: Ex
            view: { subviews: [{ type: button, id: gz, title: GoZ, onActivate: [push: z] }] }
          z: { title: Zed }
          t1: { title: One }
          t2: { title: Two }
          t3: { title: Three }
          t4: { title: Four }
          t6: { title: Six }
        """
        let lines = try run(yaml, """
        focus tab.more
        activate
        focus more.n5
        activate
        focus gz
        activate
        focus tab.t1
        activate
        focus tab.more
        activate
        next
        """)
        #expect(Array(lines.suffix(4)) == ["More. Tab. 5 of 5.", "[screen changed]", "Ex. Back Button.", "Zed. Heading."],
                "\(lines)")
    }

    @Test("PO-10: an action in a popover that presents closes the popover and presents from the screen below")
    func presentFromPopover() throws {
        let yaml = """
        scene: 1
        device: pad
        root: a
        controllers:
          a:
            title: Alpha
            view: { subviews: [{ type: button, id: anchor, title: Anchor, frame: [16, 120, 200, 40], onActivate: [popover: { controller: pc, from: anchor }] }] }
          pc:
            view: { subviews: [{ type: button, id: pres, title: Present, frame: [10, 10, 250, 40], onActivate: [present: m] }] }
          m:
            title: Modal
            view: { subviews: [{ type: button, id: close, title: Close, frame: [16, 120, 200, 40], onActivate: [dismiss: true] }] }
        """
        let spec = try SceneParser.parse(yaml, file: "t.yaml")
        let run = SilentRun.run(spec: spec,
                                commands: try ScriptParser.parse("focus anchor\nactivate\nactivate\nactivate\n", file: "t"))
        #expect(run.app.warnings.isEmpty, "\(run.app.warnings)")
        #expect(run.session.transcript.lines.suffix(4)
                == ["[screen changed]", "Close. Button.", "[screen changed]", "Anchor. Button."])
    }

    @Test("RO-03, MP-51: a full-screen presentation appears in an orientation it supports")
    func presentRotates() {
        let log = EventLog()
        let root = Probe("root", log: log)
        let stage = Stage(root, orientation: .landscapeLeft)
        let portraitOnly = Probe("modal", log: log)
        portraitOnly.supportedInterfaceOrientations = .portrait
        root.present(portraitOnly, animated: false)
        #expect(stage.window.screen.orientation == .portrait)
        #expect(log.entries.contains("modal.didRotate(from: landscapeLeft) now portrait"))
        #expect(!stage.window.rotate(to: .landscapeRight))
        portraitOnly.dismiss(animated: false)
        #expect(stage.window.rotate(to: .landscapeRight))
    }

    @Test("MP-20: a page sheet is portrait-width and full height")
    func pageSheetWidth() {
        let root = Probe("root")
        let stage = Stage(root, idiom: .pad)
        let sheet = Probe("sheet")
        sheet.modalPresentationStyle = .pageSheet
        root.present(sheet, animated: false)
        #expect(sheet.view.frame.width == stage.window.bounds.width)
        #expect(stage.window.rotate(to: .landscapeLeft))
        #expect(sheet.view.frame.width == stage.window.bounds.height)
    }

    @Test("LC-30, CT-10: panes given to a split view on screen appear")
    func splitPanesAppear() {
        let split = SplitViewController(master: Probe("m1"), detail: Probe("d1"))
        _ = Stage(split, idiom: .pad, orientation: .landscapeLeft)
        let master = Probe("m2"), detail = Probe("d2")
        split.viewControllers = [master, detail]
        #expect(master.appearState == .appeared)
        #expect(detail.appearState == .appeared)
    }
}
