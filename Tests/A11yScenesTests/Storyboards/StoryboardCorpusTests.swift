import Foundation
import Testing
@testable import A11yCore
@testable import A11yScenes

/// The real storyboards and xibs of ../shared/storyboards: every controller imports and
/// builds, and `voicenav import`'s scene file reads exactly as the storyboard does.
@Suite("Storyboard import: real apps' files")
@MainActor
struct StoryboardCorpusTests {
    @Test("every controller of every shared file imports, builds and reads without a crash")
    func everyController() throws {
        let files = IB.sharedFiles
        try #require(!files.isEmpty, "../shared/storyboards is missing")
        var screens = 0
        for file in files {
            let (controllers, _) = try StoryboardLoader.controllers(path: file)
            for controller in controllers where controller.kind != "reference" {
                let spec = try StoryboardLoader.load(path: file, scene: controller.id).spec
                let script = try ScriptParser.parse("next\nnext\nactivate\nnext\nactivate\nescape\nlast\nactivate\nrotate landscapeLeft\nfirst\n", file: "t")
                _ = SilentRun.run(spec: spec, commands: script)
                screens += 1
            }
        }
        #expect(screens > 60)
    }

    @Test("the imported scene file describes exactly what the storyboard does (voicenav import)")
    func importRoundTrip() throws {
        for file in IB.sharedFiles {
            let (controllers, _) = try StoryboardLoader.controllers(path: file)
            for controller in controllers.prefix(6) where controller.kind != "reference" {
                let spec = try StoryboardLoader.load(path: file, scene: controller.id).spec
                let yaml = SceneWriter.yaml(spec)
                let reread: SceneSpec
                do { reread = try SceneParser.parse(yaml, file: "imported.yaml") } catch {
                    Issue.record("\(file) --scene \(controller.id): \(error)")
                    continue
                }
                func described(_ spec: SceneSpec) -> String {
                    let app = SceneApp(spec: spec)
                    app.window.makeKeyAndVisible()
                    return ScreenDescription.json(ScreenDescription.describe(window: app.window))
                }
                #expect(described(spec) == described(reread), "\(file) --scene \(controller.id)")
            }
        }
    }

    @Test("the Alamofire example opens on its master list on a phone, and a row shows its detail")
    func alamofire() throws {
        let file = IB.sharedFiles.first { $0.contains("Alamofire") }
        let path = try #require(file)
        let spec = try StoryboardLoader.load(path: path).spec
        let lines = SilentRun.run(spec: spec, commands: try ScriptParser.parse("focus WCw-Qf-5nD\nactivate\n", file: "t"), noHints: true)
            .session.transcript.lines
        #expect(lines.prefix(2) == ["[screen changed]", "Master. Heading."])
        #expect(lines.contains("GET Request. Button."))
        #expect(lines.contains("Master. Back Button.") || lines.contains { $0.hasSuffix("Back Button.") })
    }
}
