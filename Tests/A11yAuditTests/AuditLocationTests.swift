import Foundation
import Testing
@testable import A11yCore
@testable import A11yAudit
import ScenesTestSupport
@testable import A11ySceneModel
@testable import A11ySceneFiles
@testable import A11yInterfaceBuilder

/// Where findings point: the line and column where the view is defined, in a scene file or
/// a storyboard, also for the elements the model makes (tabs, bar titles, back buttons, segments).
@Suite("Audit locations")
@MainActor
struct AuditLocationTests {
    static let yaml = """
    scene: 1
    root: tabs
    controllers:
      tabs: { kind: tabBar, tabs: [nav, b] }
      nav: { kind: navigation, stack: [list] }
      list:
        kind: table
        title: List
        navigationItem:
          rightItems: [{ id: add, title: Add, onActivate: [push: detail] }]
        sections:
          - rows:
              - { id: row1, text: First, onActivate: [push: detail] }
      detail:
        title: Detail
        view:
          subviews:
            - { type: segmented, id: mode, segments: [A, B] }
            - { type: button, id: tiny, title: X, frame: [16, 100, 20, 20], onActivate: [announce: X] }
      b: { title: B, view: { subviews: [{ type: label, text: B }] } }
    """

    @Test("Views, rows, bar items, tabs, bar titles, back buttons and segments map to their lines")
    func sceneFileLocations() throws {
        let spec = try SceneParser.parse(Self.yaml, file: "app.yaml")
        let locator = AuditLocator(spec: spec)
        let app = SceneApp(spec: spec)
        app.window.makeKeyAndVisible()
        func line(_ id: String) throws -> Int {
            let view = try #require(app.window.view(withIdentifier: id), "\(id)")
            let location = locator.location(of: view)
            #expect(location.file == "app.yaml")
            return location.line
        }
        #expect(try line("row1") == 13)
        #expect(try line("add") == 10)
        #expect(try line("tab.b") == 20)
        #expect(try line("tab.nav") == 5)
        // A controller written as a block mapping is located at its first key.
        #expect(try line("navigationTitle") == 7)
        let nav = try #require(app.window.allViewControllers.first { $0.identifier == "nav" } as? NavigationController)
        nav.pushViewController(app.makeController(.id("detail", FilePosition(line: 1, column: 1))), animated: false)
        #expect(try line("navigationTitle") == 15)
        #expect(try line("backButton") == 7)
        #expect(try line("mode.1") == 18)
        #expect(try line("tiny") == 19)
    }

    @Test("A finding's location is where its view is defined (line and column of its mapping)")
    func findingLocation() throws {
        let findings = try AuditHarness.run(Self.yaml).findings.filter { $0.rule == "small-hit-region" }
        #expect(findings.map(\.element) == ["tiny"])
        #expect(findings.first?.location == AuditLocation(file: "t.yaml", line: 19, column: 11))
        #expect(findings.first?.screen == "Add")
    }

    @Test("In a storyboard the ids are Interface Builder object ids, located in the storyboard's XML")
    func storyboardLocation() throws {
        let file = IB.storyboard(initial: "a", IB.controller("a", """
                        <button id="nameless-button"><rect key="frame" x="16" y="100" width="100" height="44"/></button>
        """))
        let path = IB.write(file)
        var options = AuditOptions()
        options.actionsAreKnown = false
        options.exploresRotation = false
        let result = AccessibilityAudit.run(spec: try StoryboardLoader.load(path: path).spec, options: options)
        let finding = try #require(result.findings.first { $0.rule == "missing-label" })
        #expect(finding.element == "nameless-button")
        #expect(finding.location.file == path)
        let lines = file.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[finding.location.line - 1].contains("id=\"nameless-button\""))
    }
}
