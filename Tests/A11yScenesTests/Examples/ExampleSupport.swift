import Foundation
import Testing
@testable import A11yScenes
import ScenesTestSupport
@testable import TestSupport
@testable import A11ySceneModel
@testable import A11ySceneFiles

/// Runs scripts on example scenes with the silent backend on a virtual clock.
@MainActor
enum ExampleRun {
    /// The transcript of `script` (SceneFileReference, "Script commands") run on `examples/file`; records an
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
