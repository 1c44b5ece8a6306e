import A11yCore
import ArgumentParser
import Foundation
import A11ySceneFiles
import A11ySceneModel  // for its members (no type of it is named here)

/// `voicenav demo`: the built-in demo apps, in the interactive navigator.
struct Demo: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Start the built-in demo app in the interactive navigator (the default command).",
        discussion: "The demos are the scene files in examples/ (demo.yaml, demo-pad.yaml), built in. Press ? for the keys."
    )

    @Argument(help: "Which demo (see --list); the first by default.")
    var name: String?

    @Flag(help: "List the built-in demos and exit.")
    var list = false

    @OptionGroup var hints: HintOptions

    @Flag(help: "Text mode: show and time speech without sound.")
    var silent = false

    @OptionGroup(title: "Speech")
    var speech: SpeechOptions

    @OptionGroup(title: "Braille")
    var braille: BrailleOptions

    func validate() throws {
        if let name, BuiltInDemos.named(name) == nil {
            // `demo` is the default command, so an unknown command arrives here as a demo's name.
            let commands = Voicenav.configuration.subcommands.map { $0._commandName }
            throw ValidationError("Unknown command or demo \"\(TerminalText.safe(name))\". "
                                  + "The commands are \(commands.joined(separator: ", ")) (`voicenav --help`); "
                                  + "the demos are \(BuiltInDemos.all.map(\.name).joined(separator: ", ")).")
        }
    }

    func run() throws {
        if list {
            for demo in BuiltInDemos.all {
                Swift.print(demo.name.padding(toLength: 8, withPad: " ", startingAt: 0) + demo.summary)
            }
            return
        }
        guard let demo = name.flatMap(BuiltInDemos.named) ?? BuiltInDemos.all.first else {
            throw ValidationError("There is no built-in demo in this build.")
        }
        try runReportingErrors {
            var spec = try SceneParser.parse(try demo.yaml(), file: "demo:\(demo.name)")
            spec.braille = try braille.translator(language: nil)
            spec.brailleRoles = try braille.roleTable()
            let panel = spec.braille == nil ? nil : (cells: braille.cells, flash: Duration.milliseconds(braille.flash),
                                                       realDisplay: braille.realDisplay)
            try Interactive.start(spec: spec, options: InteractiveOptions(noHints: hints.noHints, speech: speech,
                                                                          textOnly: silent, braillePanel: panel))
        }
    }
}
