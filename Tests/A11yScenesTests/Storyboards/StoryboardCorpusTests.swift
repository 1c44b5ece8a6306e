import Foundation
import Testing
@testable import A11yCore
@testable import A11yScenes
import ScenesTestSupport
@testable import A11ySceneModel
@testable import A11ySceneFiles
@testable import A11yInterfaceBuilder

/// The real storyboards and xibs of Tests/RealFiles/storyboards: every controller imports and
/// builds, and `voicenav import`'s scene file reads exactly as the storyboard does.
@Suite("Storyboard import: real apps' files")
@MainActor
struct StoryboardCorpusTests {
    @Test("every controller of every shared file imports, builds and reads without a crash")
    func everyController() throws {
        let files = IB.sharedFiles
        var screens = 0
        for file in files {
            let (controllers, _) = try StoryboardLoader.controllers(path: file)
            for controller in controllers where controller.kind != .reference {
                let spec = try StoryboardLoader.load(path: file, scene: controller.id).spec
                let script = try ScriptParser.parse(
                    "next\nnext\nactivate\nnext\nactivate\nescape\nlast\nactivate\nrotate landscapeLeft\nfirst\n", file: "t")
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
            for controller in controllers.prefix(6) where controller.kind != .reference {
                let spec = try StoryboardLoader.load(path: file, scene: controller.id, forSceneFile: true).spec
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
        let commands = try ScriptParser.parse("focus WCw-Qf-5nD\nactivate\n", file: "t")
        let lines = SilentRun.run(spec: spec, commands: commands, noHints: true).session.transcript.lines
        #expect(lines.prefix(2) == ["[screen changed]", "Master. Heading."])
        #expect(lines.contains("GET Request. Button."))
        #expect(lines.contains("Master. Back Button.") || lines.contains { $0.hasSuffix("Back Button.") })
    }
}

/// Random users on imported storyboards: every controller of every real file survives
/// random VoiceOver actions (including activations that follow segues, escapes, rotation)
/// with the cursor always on an element of the screen, and a replay gives the same transcript.
@Suite("Storyboard import: random steps")
@MainActor
struct StoryboardRandomStepTests {
    static let walks = ProcessInfo.processInfo.environment["VOICENAV_STORYBOARD_WALKS"].flatMap { Int($0) } ?? 1

    static let actions: [VoiceOverAction] = [
        .next, .next, .next, .previous, .first, .last, .activate, .activate, .gesture(.escape), .gesture(.magicTap),
        .gesture(.scroll(.down)), .gesture(.scroll(.up)), .gesture(.increment), .gesture(.decrement), .readAll, .stop,
        .rotate(.landscapeLeft), .rotate(.portrait), .rotor(forward: true), .rotorMove(forward: true),
    ]

    @Test("random steps on imported storyboards keep the cursor on the screen and replay the same")
    func randomSteps() throws {
        var generator = SplitMix(seed: 0x5EED)
        var sessions = 0
        for file in IB.sharedFiles {
            let (controllers, _) = try StoryboardLoader.controllers(path: file)
            for controller in controllers where controller.kind != .reference {
                let spec = try StoryboardLoader.load(path: file, scene: controller.id).spec
                for _ in 0..<Self.walks {
                    let commands = (0..<40).map { _ in
                        ScriptCommand(Self.actions[Int(generator.next() % UInt64(Self.actions.count))],
                                      immediate: generator.next() % 5 == 0)
                    }
                    let first = SilentRun.run(spec: spec, commands: commands)
                    if let focused = first.session.focusedView {
                        #expect(first.session.elements.contains { $0.view === focused }, "\(file) \(controller.id)")
                    }
                    let again = SilentRun.run(spec: spec, commands: commands)
                    #expect(again.session.transcript == first.session.transcript, "\(file) \(controller.id)")
                    sessions += 1
                }
            }
        }
        #expect(sessions >= IB.sharedFiles.count)
    }
}

/// A small deterministic random number generator for repeatable walks.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
