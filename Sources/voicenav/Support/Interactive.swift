import A11yBraille
import A11yCore
import A11yNavigator
import ArgumentParser
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import A11ySceneModel
import A11yLocalization

/// Options of the interactive navigator.
struct InteractiveOptions {
    var noHints = false
    var speech: SpeechOptions
    var textOnly = false
    /// Where to write the session's transcript as JSON lines when it ends.
    var transcriptPath: String?
    /// What the import of a storyboard or xib left to code (shown with `n`).
    var importNotes: [ImportNote] = []
    /// The braille panel (`--braille`): its cell count and flash time; nil without braille.
    var braillePanel: (cells: Int, flash: Duration, realDisplay: Bool)?
}

enum Interactive {
    /// Starts the navigator on `spec`, restoring the terminal however it ends. Ctrl-C and
    /// the signals that end it exit with 128 + the signal once the terminal is restored, as
    /// a shell reports them: 130 for Ctrl-C (SIGINT), 143 for SIGTERM, 129 for SIGHUP.
    static func start(spec: SceneSpec, options: InteractiveOptions) throws {
        guard Terminal.isInteractive else {
            let which = isatty(0) != 1 ? (isatty(1) != 1 ? "standard input and output are" : "standard input is")
                                       : "standard output is"
            printError("""
            voicenav: \(which) not a terminal, so the interactive navigator cannot start.
            To drive voicenav without a terminal, give it a script: voicenav run SCENE --script FILE --silent
            """)
            throw ExitCode.validationFailure
        }
        let terminal: Terminal
        do { terminal = try Terminal() } catch {
            printError("voicenav: \(error)")
            throw ExitCode(ExitStatus.internalError)
        }
        try MainActor.assumeIsolated {
            // The real display first: without it, neither speech nor raw mode is started.
            var display: BrlapiDisplay?
            if let panel = options.braillePanel, panel.realDisplay, spec.braille != nil {
                do { display = try BrlapiDisplay() } catch {
                    printError("voicenav: \(error); leave out --braille-display to see the panel alone")
                    throw ExitCode(ExitStatus.speechUnavailable)
                }
            }
            defer { display?.disconnect() }
            let scheduler = LoopScheduler()
            let inbox = MainLoopInbox()
            let speech = SpeechSetup.make(options.speech, scheduler: scheduler, inbox: inbox, textOnly: options.textOnly,
                                          languages: spec.spokenLanguages)
            let app = SceneApp(spec: spec)
            if options.noHints { app.settings.speakHints = false }
            app.settings.hintDelay = .milliseconds(options.speech.hintDelay)
            var warnings: [String] = []
            app.onWarning = { warnings.append($0) }
            let session = app.makeSession(backend: speech.backend, scheduler: scheduler)
            let navigator = Navigator(session: session, appName: spec.name ?? "scene", speechStatus: speech.status)
            if let panel = options.braillePanel, spec.braille != nil {
                // A real display's own width, else --braille-cells; the line from the session's translation.
                navigator.braille = BrailleDisplay(cellCount: display?.cellCount ?? panel.cells, flashDuration: panel.flash)
                navigator.brailleOutput = display
            }
            navigator.importNotes = options.importNotes.map { note in
                "\((note.file as NSString).lastPathComponent):\(note.line):\(note.column): \(note.message)"
            }
            do { try terminal.enterRawMode() } catch {
                printError("voicenav: \(error). Is this a real terminal? Try --script FILE --silent instead.")
                throw ExitCode(ExitStatus.internalError)
            }
            navigator.run(terminal: terminal, scheduler: scheduler, inbox: inbox)
            terminal.restore()
            speech.close()
            if let path = options.transcriptPath { try ScriptedRun.writeFile(path, navigator.session.transcript.jsonLines) }
            for warning in warnings.suffix(20) { printError("voicenav: warning: \(warning)") }
            if navigator.exitStatus != 0 { throw ExitCode(navigator.exitStatus) }
        }
    }
}
