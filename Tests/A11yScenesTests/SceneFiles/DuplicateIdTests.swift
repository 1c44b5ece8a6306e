import Testing
@testable import A11ySceneModel
@testable import A11ySceneFiles

/// Strict scenes (issue 12): scripts, actions and transcripts name views by id, so an id
/// declared twice is a scene error at the second declaration.
@Suite("Duplicate view ids")
struct DuplicateIdTests {
    @Test("a view id declared twice (views, rows, bar items) is an error at the second, naming the first")
    func duplicates() {
        let yaml = """
        scene: 1
        root: home
        controllers:
          home:
            view:
              subviews:
                - { type: label, id: title, text: One }
                - { type: button, id: title, title: Two }
        """
        #expect(throws: SceneError.self) { try SceneParser.parse(yaml, file: "d.yaml") }
        do { _ = try SceneParser.parse(yaml, file: "d.yaml") } catch let error as SceneError {
            #expect(error.line == 8)
            #expect(error.message.contains("duplicate view id \"title\" (first declared at line 7)"))
        } catch {}
        let rows = """
        scene: 1
        root: list
        controllers:
          list:
            kind: table
            navigationItem: { rightItems: [{ id: wifi, title: Add }] }
            sections: [{ rows: [{ id: wifi, text: Wi-Fi }] }]
        """
        #expect(throws: SceneError.self) { try SceneParser.parse(rows, file: "r.yaml") }
    }
}
