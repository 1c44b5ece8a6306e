import Foundation
import Testing
@testable import A11yAudit
@testable import A11yScenes
@testable import A11ySceneFiles

/// Auditing every language along the map of the first (AuditRuleReference, "Every language"):
/// a translation changes texts, not what the app does, so each language's screens are taken
/// along the steps the first exploration found, and the result is the one exploring gives.
@Suite("Audit: every language along one map")
@MainActor
struct AuditMapTests {
    /// The example project translated into German, Arabic and Portuguese (examples/languages).
    static let storyboard = LanguageRuleTests.storyboard

    @Test("each language's screens and findings along the map are those its own exploration finds, with fewer actions")
    func languagesAlongTheMap() throws {
        let document = try InputDocument.open(path: Self.storyboard)
        let languages: [String?] = [nil] + (try document.languages().map(\.language))
        #expect(languages.count >= 3)
        var options = AuditOptions(forFile: Self.storyboard)
        options.exploresRotation = true
        var heard: [(Int, String?)] = []
        let mapped = AppAudit.audit(document: document, languages: languages, options: options) { ended, language, _ in
            heard.append((ended, language))
        }
        #expect(mapped.count == languages.count)
        #expect(heard.map(\.0) == Array(1...languages.count))
        #expect(heard.map(\.1) == languages)
        for (language, audit) in zip(languages, mapped) {
            var single = options
            single.language = language
            let explored = AppAudit.audit(document: try InputDocument.open(path: Self.storyboard), options: single)
            let along = try #require(audit.result), own = try #require(explored.result)
            #expect(along.screens == own.screens, "\(language ?? "base")")
            #expect(along.findings == own.findings, "\(language ?? "base")")
            #expect(audit.starts == explored.starts)
            #expect(along.openedByCode.map(\.id) == own.openedByCode.map(\.id))
            if language != nil { #expect(along.actionsPerformed < own.actionsPerformed) }
        }
        // The screens were taken in each language: German texts on the German screens.
        let german = try #require(languages.firstIndex(of: "de"))
        #expect(mapped[german].result?.screens.first?.elements.first?.description == "Einstellungen. Überschrift.")
    }

    static let app = """
    scene: 1
    root: nav
    controllers:
      nav: { kind: navigation, stack: [list] }
      list:
        kind: table
        title: Settings
        sections:
          - rows:
              - { id: general, text: General, accessory: disclosure, onActivate: [push: general] }
              - { id: privacy, text: Privacy, accessory: disclosure, onActivate: [push: privacy] }
      general: { title: General, view: { subviews: [{ type: switch, id: sounds, label: Sounds }] } }
      privacy: { title: Privacy, view: { subviews: [{ type: button, id: clear, title: Clear History }] } }
    """

    func explorer(_ yaml: String, rotation: Bool = true) throws -> AuditExplorer {
        var options = AuditOptions()
        options.exploresRotation = rotation
        return AuditExplorer(spec: try SceneParser.parse(yaml, file: "t.yaml"), options: options)
    }

    @Test("the map keeps every screen, its steps, its shape and what its elements did; revisiting gives the same screens")
    func revisitGivesTheSameScreens() throws {
        let first = try explorer(Self.app)
        let screens = first.explore()
        let map = try #require(first.map)
        #expect(map.nodes.count == screens.count)
        #expect(map.nodes.map(\.key) == screens.map(\.key))
        #expect(map.nodes.first?.steps == [])
        let again = try explorer(Self.app)
        #expect(again.revisit(map) == screens)
        // One replay from launch a screen, at most (a turned screen continues its own): fewer
        // actions than exploring, which tries every step of every screen.
        #expect(again.actionsPerformed < first.actionsPerformed)
    }

    @Test("a screen of another shape (an element more, or elements read in another order) sends the app back to exploring")
    func anotherShapeExplores() throws {
        let first = try explorer(Self.app)
        _ = first.explore()
        let map = try #require(first.map)
        let moreElements = Self.app.replacingOccurrences(of: "[{ type: switch, id: sounds, label: Sounds }]",
                                                         with: "[{ type: switch, id: sounds, label: Sounds }, "
                                                             + "{ type: button, id: reset, title: Reset }]")
        #expect(try explorer(moreElements).revisit(map) == nil)
        let reordered = Self.app.replacingOccurrences(
            of: """
                      - { id: general, text: General, accessory: disclosure, onActivate: [push: general] }
                      - { id: privacy, text: Privacy, accessory: disclosure, onActivate: [push: privacy] }
            """,
            with: """
                      - { id: privacy, text: Privacy, accessory: disclosure, onActivate: [push: privacy] }
                      - { id: general, text: General, accessory: disclosure, onActivate: [push: general] }
            """)
        #expect(reordered != Self.app)
        #expect(try explorer(reordered).revisit(map) == nil)
        // Through the audit: the same result as exploring the changed app.
        var options = AuditOptions()
        options.exploresRotation = true
        let spec = try SceneParser.parse(moreElements, file: "t.yaml")
        let followed = AccessibilityAudit.run(spec: spec, options: options, following: map)
        let explored = AccessibilityAudit.run(spec: spec, options: options)
        #expect(followed.screens == explored.screens)
        #expect(followed.findings == explored.findings)
        // The exploration after the revisit that failed counts its actions as on its own (the bound).
        #expect(followed.actionsPerformed == explored.actionsPerformed)
    }

    @Test("no map is kept when a bound stopped the exploration: the other languages explore")
    func boundedExplorationKeepsNoMap() throws {
        var options = AuditOptions()
        options.maximumScreens = 2
        let explorer = AuditExplorer(spec: try SceneParser.parse(Self.app, file: "t.yaml"), options: options)
        _ = explorer.explore()
        #expect(explorer.boundReached != nil)
        #expect(explorer.map == nil)
    }

    @Test("maps and audits survive JSON: other languages along decoded maps give what the same process gives")
    func mapsAndAuditsAsJSON() throws {
        let document = try InputDocument.open(path: Self.storyboard)
        let languages: [String?] = [nil] + (try document.languages().map(\.language))
        var options = AuditOptions(forFile: Self.storyboard)
        options.exploresRotation = true
        var maps = AuditMaps()
        let base = AppAudit.audit(document: document, languages: [nil], options: options, maps: &maps)
        #expect(base.count == 1 && !maps.isEmpty)
        // What `audit --all-languages --jobs` does: the maps to a worker, its audits back.
        var decodedMaps = try JSONDecoder().decode(AuditMaps.self, from: JSONEncoder().encode(maps))
        let rest = Array(languages.dropFirst())
        let here = AppAudit.audit(document: document, languages: rest, options: options, maps: &maps)
        let there = AppAudit.audit(document: try InputDocument.open(path: Self.storyboard), languages: rest, options: options,
                                   maps: &decodedMaps)
        let back = try JSONDecoder().decode([AppAudit.FileAudit].self, from: JSONEncoder().encode(there))
        #expect(back.count == rest.count)
        for (mine, theirs) in zip(here, back) {
            let one = try #require(mine.result), other = try #require(theirs.result)
            #expect(one.screens == other.screens)
            #expect(one.findings == other.findings)
            #expect(one.actionsPerformed == other.actionsPerformed)
            #expect(one.openedByCode == other.openedByCode && one.unreachedControllers == other.unreachedControllers)
            #expect(mine.starts == theirs.starts && mine.ownStarts == theirs.ownStarts && mine.file == theirs.file)
        }
        // A file that could not be read comes back as the same located error.
        var failed = AppAudit.FileAudit(file: "a.storyboard")
        failed.error = SceneError(file: "a.storyboard", line: 3, column: 7, message: "bad")
        let error = try JSONDecoder().decode(AppAudit.FileAudit.self, from: JSONEncoder().encode(failed)).error
        #expect(error == failed.error)
    }
}
