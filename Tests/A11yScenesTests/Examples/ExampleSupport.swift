import Foundation
import Testing
@testable import A11yCore
@testable import A11yScenes
@testable import TestSupport

/// The scene files in the package's `examples/` folder, found from this source file.
enum ExampleFiles {
    /// The package root: three folders up from Tests/A11yCoreTests/Examples/.
    static let packageRoot: String = {
        var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(4)   // Examples/ExampleSupport.swift, A11yCoreTests, Tests
        return parts.joined(separator: "/")
    }()

    static let directory = packageRoot + "/examples"

    /// The path of `examples/name`.
    static func path(_ name: String) -> String { directory + "/" + name }

    /// Every scene file in examples/, sorted by name.
    static var names: [String] {
        let all = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return all.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") || $0.hasSuffix(".json") }.sorted()
    }

    /// The bytes of `examples/name`, or nil when it cannot be read.
    static func bytes(_ name: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path(name)).map { Array($0) }
    }
}

/// Runs scripts on example scenes with the silent backend on a virtual clock.
@MainActor
enum ExampleRun {
    /// The transcript of `script` (scene-format.md §6) run on `examples/file`; records an
    /// issue for every warning the scene gave while running (an action that could not be
    /// carried out).
    static func transcript(_ file: String, _ script: String,
                           sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> [String] {
        let spec = try SceneLoader.load(path: ExampleFiles.path(file))
        let commands = try ScriptParser.parse(script, file: "\(file) script")
        let (session, app) = SilentRun.run(spec: spec, commands: commands)
        #expect(app.warnings.isEmpty, "warnings: \(app.warnings)", sourceLocation: sourceLocation)
        return session.transcript.lines
    }
}
