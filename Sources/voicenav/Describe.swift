import A11yCore
import A11yBenchmarks
import A11yNavigator
import A11yScenes
import A11ySpeech
import ArgumentParser

/// `voicenav describe SCENE`: what VoiceOver would read on the scene's first screen.
struct Describe: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the elements of the scene's first screen in reading order.",
        discussion: """
        One element per line: what VoiceOver says for it, then ` -- ` and the hint when one \
        would be spoken. With --format json: an array of {id, description, hint, label, value, \
        traits, frame}.
        """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json }

    @Argument(help: "The scene file (YAML or JSON), a storyboard or xib, or - for standard input (optional with a --script whose first line is `scene PATH`).")
    var scene: String?

    @Option(name: .customLong("scene"), help: "A storyboard's view controller (storyboard identifier or object id), or a xib's top-level view.")
    var sceneID: String?

    @Option(help: "Output format: text or json.")
    var format: Format = .text

    @Flag(name: .customLong("no-hints"), help: "Leave hints out, as with hints turned off.")
    var noHints = false

    @Option(help: "Run this script first (silently) and describe the screen it ends on.")
    var script: String?

    func run() throws {
        try runReportingErrors {
            var parsedScript: Script?
            if let script { parsedScript = try ScriptParser.parseScript(try SceneLoader.readText(path: script), file: script) }
            let resolved = try SceneInput.resolve(scene: scene, sceneID: sceneID, script: parsedScript, scriptPath: script)
            let spec = try SceneInput.load(resolved, script: parsedScript, scriptPath: script)
            let output = try MainActor.assumeIsolated { () throws -> String in
                let app: SceneApp
                if let parsedScript, let script {
                    app = try SilentRun.outcome(spec: spec, commands: parsedScript.commands, noHints: noHints, file: script).app
                } else {
                    app = SceneApp(spec: spec)
                    app.window.makeKeyAndVisible()
                }
                let speakHints = app.settings.speakHints && !noHints
                let entries = ScreenDescription.describe(window: app.window, speakHints: speakHints)
                return format == .json ? ScreenDescription.json(entries) : ScreenDescription.text(entries)
            }
            print(output, terminator: "")
        }
    }
}
