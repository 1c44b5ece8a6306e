import A11yCore
import A11yScenes
import ArgumentParser
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import A11ySceneModel

/// `voicenav run SCENE`: navigate a scene, interactively or from a script.
struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Start VoiceOver on a scene: interactively, or driven by a script.",
        discussion: """
        Without --script, starts the interactive navigator (press ? for its keys). With \
        --script, performs one command per line (see `voicenav run --help-commands`), each \
        after speech has finished unless the line starts with `!`, speaking through eSpeak NG \
        and printing the transcript. With --silent, nothing is spoken: the transcript is \
        printed on a virtual clock whose utterances last as long as the speaking rate says \
        (the same on every machine, with or without eSpeak NG), so runs are instant and \
        repeatable. A failed `expect` line exits 1. Interactive --silent is text mode.
        """
    )

    @Argument(help: """
        The scene file (YAML or JSON), a storyboard, xib or Swift file (SwiftUI, or UIKit built in code), or a dump \
        of a running app.
        """)
    var scene: String?

    @OptionGroup var choice: SceneChoice
    @OptionGroup var display: DisplayOptions
    @OptionGroup var languages: LanguageOptions
    @OptionGroup var braille: BrailleOptions

    @Option(help: "A script of commands, or - for standard input.")
    var script: String?

    @Flag(help: "Speak nothing; print the transcript on standard output.")
    var silent = false

    @OptionGroup var hints: HintOptions

    @Option(help: "Also write the transcript as JSON lines to this file (an interactive run writes it when you quit).")
    var transcript: String?

    @Flag(name: .customLong("help-commands"), help: "List the script commands and exit.")
    var helpCommands = false

    @OptionGroup(title: "Speech")
    var speech: SpeechOptions

    func run() throws {
        if helpCommands {
            print(ScriptHelp.text)
            return
        }
        if let transcript {
            // Fail now, not after the session: the transcript must be writable, and not an input.
            try OutputFile.check(transcript, option: "--transcript", inputs: [scene, script].compactMap { $0 })
        }
        try runReportingErrors {
            var parsedScript: Script?
            if let script { parsedScript = try ScriptParser.parseScript(try InputFile.readText(path: script), file: script) }
            let resolved = try SceneInput.resolve(scene: scene, sceneID: choice.sceneID, script: parsedScript, scriptPath: script)
            var (spec, notes) = try SceneInput.open(resolved, script: parsedScript, scriptPath: script,
                                                           language: languages.code, idiom: display.idiom)
            try display.apply(to: &spec)
            try languages.apply(to: &spec)
            if braille.isOn || parsedScript?.braille != nil {
                var options = braille
                if !options.isOn, let line = parsedScript?.braille { options.table = line.table ?? BrailleArguments.defaultTable }
                spec.braille = try options.translator(language: spec.language)
                spec.brailleRoles = try options.roleTable()
            }
            guard let script, let parsedScript else {
                let panel = spec.braille == nil ? nil : (cells: braille.cells, flash: Duration.milliseconds(braille.flash),
                                                       realDisplay: braille.realDisplay)
                try Interactive.start(spec: spec, options: InteractiveOptions(noHints: hints.noHints, speech: speech,
                                                                              textOnly: silent, transcriptPath: transcript,
                                                                              importNotes: notes,
                                                                              braillePanel: panel))
                return
            }
            let commands = parsedScript.commands
            if silent {
                try ScriptedRun.silent(spec: spec, commands: commands, scriptFile: script, noHints: hints.noHints,
                                       transcriptPath: transcript, speech: speech)
            } else {
                try ScriptedRun.spoken(spec: spec, commands: commands, scriptFile: script, noHints: hints.noHints,
                                       transcriptPath: transcript, speech: speech)
            }
        }
    }
}

enum ScriptHelp {
    static let text = """
    Script commands, one per line (prefix with ! to perform it at once, interrupting speech):
      next, previous, first, last     move the VoiceOver cursor
      activate                        double tap the focused element
      escape, magicTap                the special gestures
      scroll up|down|left|right|next|previous   three-finger scroll
      increment, decrement            swipe up or down on an adjustable element
      stop                            stop speech
      readAll                         read from the focused element to the end
      rotor next|previous             change the rotor setting
      rotorNext, rotorPrevious        move by the rotor setting
      rotate <orientation>            portrait, portraitUpsideDown, landscapeLeft, landscapeRight
      wait <milliseconds>             let time pass
      focus <viewId>                  touch an element (an error when no element on screen has that id)
      action <name>                   perform a custom action of the focused element
      type <text>                     type the rest of the line into the text field being edited
      expect "TEXT"                   an utterance since the previous command equals TEXT
      expect /REGEX/                  an utterance since the previous command matches REGEX
      expect-focus <viewId>           the focused element has this id
    A test script starts with `scene PATH` (relative to the script; PATH#ID for a storyboard's
    controller), which stands in for the SCENE argument; a `language CODE` line after it runs
    the script in that device language (as --language), and a `braille [TABLE]` line puts each
    element's braille line in the transcript (as --braille). Blank lines and lines starting
    with # are ignored.
    """
}
