import Foundation
import Testing
@testable import A11yCore
import ScenesTestSupport
@testable import TestSupport
@testable import A11ySceneModel
@testable import A11ySceneFiles

/// The example scenes and the demos built into the binary: the copies agree, and every
/// file loads and describes cleanly.
@Suite("Example files and built-in demos")
@MainActor
struct ExampleFilesTests {
    /// Which file in examples/ each built-in demo copies.
    static let demoFiles = ["phone": "demo.yaml", "pad": "demo-pad.yaml"]

    @Test("the built-in demos are phone (the default) and pad, found by name")
    func demoList() {
        #expect(BuiltInDemos.all.map(\.name) == ["phone", "pad"])
        #expect(BuiltInDemos.named("pad")?.name == "pad")
        #expect(BuiltInDemos.named("Phone")?.name == "phone")
        #expect(BuiltInDemos.named("watch") == nil)
        #expect(BuiltInDemos.all.allSatisfy { !$0.summary.isEmpty })
    }

    @Test("each built-in demo is read from its resource file, which examples/ links to", arguments: BuiltInDemos.all.map(\.name))
    func demoIsItsFile(_ name: String) throws {
        let demo = try #require(BuiltInDemos.named(name))
        let file = try #require(Self.demoFiles[name], "no file is listed for the built-in demo \(name)")
        #expect(demo.fileName == file)
        let bytes = try #require(ExampleFiles.bytes(file), "cannot read \(ExampleFiles.path(file))")
        #expect(Array(try demo.yaml().utf8) == bytes)
        let link = try FileManager.default.destinationOfSymbolicLink(atPath: ExampleFiles.path(file))
        #expect(link == "../Sources/A11ySceneFiles/Demos/" + file)
    }

    @Test("the examples folder holds the demos and the small examples")
    func folderContents() {
        let names = ExampleFiles.names
        for expected in ["demo.yaml", "demo-pad.yaml", "settings.yaml", "recipes.yaml", "tabs.yaml", "reading-order.yaml",
                         "reading-order-rtl.yaml"] {
            #expect(names.contains(expected), "examples/\(expected) is missing; found \(names)")
        }
    }

    @Test("every example parses, builds and describes its first screen without warnings", arguments: ExampleFiles.names)
    func loadsCleanly(_ name: String) throws {
        let spec = try SceneLoader.load(path: ExampleFiles.path(name))
        let app = SceneApp(spec: spec)
        app.window.makeKeyAndVisible()
        let described = ScreenDescription.describe(window: app.window, speakHints: app.settings.speakHints)
        #expect(!described.isEmpty, "examples/\(name) shows no element")
        #expect(described.allSatisfy { !$0.description.isEmpty }, "examples/\(name) has an element that says nothing")
        #expect(app.warnings.isEmpty, "examples/\(name) warned: \(app.warnings)")
    }

    @Test("every example starts with a comment header saying what it demonstrates", arguments: ExampleFiles.names)
    func hasHeader(_ name: String) throws {
        let bytes = try #require(ExampleFiles.bytes(name))
        let text = String(decoding: bytes, as: UTF8.self)
        let header = text.split(separator: "\n").prefix { $0.hasPrefix("#") }
        #expect(header.count >= 3, "examples/\(name) needs a comment header of a few lines")
    }

    @Test("the built-in demos parse from their embedded text", arguments: BuiltInDemos.all.map(\.name))
    func demoParses(_ name: String) throws {
        let demo = try #require(BuiltInDemos.named(name))
        let app = SceneApp(spec: try SceneParser.parse(try demo.yaml(), file: "\(name) demo"))
        app.window.makeKeyAndVisible()
        #expect(!ScreenDescription.describe(window: app.window).isEmpty)
        #expect(app.warnings.isEmpty, "\(app.warnings)")
    }
}
