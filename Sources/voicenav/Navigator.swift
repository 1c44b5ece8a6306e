import A11yCore
import ArgumentParser
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Options of the interactive navigator.
struct InteractiveOptions {
    var noHints = false
    var speech: SpeechOptions
    var textOnly = false
    /// Where to write the session's transcript as JSON lines when it ends.
    var transcriptPath: String?
}

/// The interactive navigator: a person moves through the app by keyboard and hears it,
/// and sees it drawn in text.
@MainActor
final class Navigator {
    let app: SceneApp
    let session: VoiceOverSession
    let scheduler: LoopScheduler
    let inbox: MainLoopInbox
    let terminal: Terminal
    let speechStatus: String
    private var parser = KeyParser()
    private var recent: [String] = []
    private var showHelp = false
    private var running = true
    private var escapePendingSince: Duration?

    init(app: SceneApp, backend: any SpeechBackend, speechStatus: String, scheduler: LoopScheduler, inbox: MainLoopInbox,
         terminal: Terminal) {
        self.app = app
        self.scheduler = scheduler
        self.inbox = inbox
        self.terminal = terminal
        self.speechStatus = speechStatus
        session = app.makeSession(backend: backend, scheduler: scheduler)
        session.onRecord = { [weak self] record in self?.remember(record) }
    }

    private func remember(_ record: SpeechRecord) {
        switch record.kind {
        case .interrupt: return
        case .hint: recent.append("  \(record.line)")
        default: recent.append(record.line)
        }
        if recent.count > 200 { recent.removeFirst(recent.count - 200) }
    }

    /// Runs until the user quits or the terminal goes away.
    func run() {
        session.start()
        while running {
            draw()
            let timeout = pollTimeout()
            var fds = [pollfd(fd: 0, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: inbox.wakeDescriptor, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: terminal.signalDescriptor, events: Int16(POLLIN), revents: 0)]
            let ready = poll(&fds, nfds_t(fds.count), timeout)
            if ready < 0 && errno != EINTR { break }
            if fds[0].revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
                guard let bytes = terminal.readAvailable() else { running = false; break }
                handle(parser.feed(bytes))
                if parser.hasPending { escapePendingSince = scheduler.now }
            } else if parser.hasPending, let since = escapePendingSince, scheduler.now - since >= .milliseconds(40) {
                handle(parser.flush())
                escapePendingSince = nil
            }
            if fds[1].revents != 0 { inbox.drain() }
            if fds[2].revents != 0 { handleSignals(terminal.pendingSignals()) }
            scheduler.fireDueTimers()
        }
        session.stop()
    }

    private func pollTimeout() -> Int32 {
        var milliseconds = 1000
        if let next = scheduler.timeUntilNextTimer { milliseconds = min(milliseconds, Int(next.milliseconds) + 1) }
        if parser.hasPending { milliseconds = min(milliseconds, 40) }
        return Int32(max(0, milliseconds))
    }

    private func handleSignals(_ signals: [Int32]) {
        for number in signals {
            if number == SIGWINCH { continue }      // the next draw picks up the new size
            running = false                          // SIGTERM, SIGINT, SIGHUP, SIGQUIT
        }
    }

    private func handle(_ keys: [Key]) {
        for key in keys {
            if showHelp, key != .character("?") { showHelp = false; if key == .escape { continue } }
            guard let command = KeyBindings.command(for: key) else { continue }
            switch command {
            case .quit: running = false; return
            case .help: showHelp.toggle()
            case .toggleHints:
                session.settings.speakHints.toggle()
                session.queue.dropHint()
            case .rotateNext:
                let allowed = app.window.allowedOrientations.orientations
                let current = app.window.screen.orientation
                let order = InterfaceOrientation.allCases
                let start = order.firstIndex(of: current) ?? 0
                let next = (1...order.count).map { order[(start + $0) % order.count] }.first { allowed.contains($0) && $0 != current }
                if let next { session.rotate(to: next) } else { session.queue.play(.noAction) }
            case .voiceOver(let action):
                A11yCore.perform(action, on: session)
            }
        }
    }

    // MARK: Drawing

    private func draw() {
        let (columns, rows) = terminal.size()
        var lines: [String] = []
        let window = app.window
        let screenTitle = session.elements.first { $0.view.accessibilityTraits.contains(.header) }?.view.accessibilityLabel
        let title = ["voicenav", app.spec.name ?? "scene", screenTitle, window.screen.orientation.rawValue]
            .compactMap { $0 }.joined(separator: " — ")
        lines.append(style(fit(title, columns), bold: true))
        let bodyRows = max(6, rows - 3)
        var speech = speechStatus
        if let failure = (session.queue.backend as? LiveSpeechBackend)?.failure { speech = "audio failed: \(failure.message)" }
        let status = "? help, q quit | Speech: \(speech) | Hints: \(session.settings.speakHints ? "on" : "off") | Rotor: \(session.rotorSetting.rawValue)"
        if showHelp {
            var help = ["Keys (VoiceOver's keyboard commands):"] + KeyBindings.helpLines
            if help.count > bodyRows {
                help = Array(help.prefix(max(0, bodyRows - 1))) + ["… \(help.count - bodyRows + 1) more: make the terminal taller to see them"]
            }
            for index in 0..<bodyRows { lines.append(fit(index < help.count ? help[index] : "", columns)) }
        } else {
            let wide = columns >= 100
            // The drawing keeps roughly the screen's shape: wider in landscape.
            let landscape = window.bounds.width > window.bounds.height
            let screenWidth = wide ? (landscape ? min(columns * 3 / 5, 120) : min(columns / 2, 70)) : columns
            let screenHeight = wide ? bodyRows : max(6, bodyRows * 2 / 3)
            let elements = session.elements
            let items = elements.map { ScreenRenderer.Item(text: ScreenRenderer.shortText($0.snapshot), frame: $0.frame) }
            let rendered = ScreenRenderer.render(items, bounds: window.bounds, focused: session.focusedIndex,
                                                 width: screenWidth, height: screenHeight)
            let screenLines = rendered.lines.enumerated().map { index, line in highlight(line, focus: rendered.focus, line: index) }
            if wide {
                let paneWidth = columns - screenWidth - 1
                let transcript = Array(wrapped(recent.suffix(bodyRows), width: paneWidth).suffix(bodyRows)).map { fit($0, paneWidth) }
                for index in 0..<bodyRows {
                    let left = index < screenLines.count ? screenLines[index] : String(repeating: " ", count: screenWidth)
                    let right = index < transcript.count ? transcript[index] : ""
                    lines.append(left + " " + right)
                }
            } else {
                lines += screenLines
                let paneRows = max(0, bodyRows - screenLines.count)
                let transcript = Array(wrapped(recent.suffix(max(1, paneRows)), width: columns).suffix(paneRows))
                for index in 0..<paneRows { lines.append(fit(index < transcript.count ? transcript[index] : "", columns)) }
            }
        }
        lines.append(style(fit(status, columns), bold: false, inverse: true))
        let frame = "\u{1B}[H" + lines.prefix(rows).map { $0 + "\u{1B}[K" }.joined(separator: "\r\n")
        if !terminal.write(frame + "\u{1B}[J") { running = false }
    }

    /// The speech lines wrapped at word boundaries to `width` (continuations indented),
    /// so what was heard is shown whole.
    private func wrapped(_ lines: ArraySlice<String>, width: Int) -> [String] {
        guard width > 8 else { return Array(lines) }
        var result: [String] = []
        for line in lines {
            var rest = Substring(line)
            var first = true
            while !rest.isEmpty {
                let room = first ? width : width - 2
                var piece = rest.prefix(room)
                if piece.count < rest.count, let space = piece.lastIndex(of: " "), space > piece.startIndex {
                    piece = rest[rest.startIndex..<space]
                }
                result.append((first ? "" : "  ") + piece)
                rest = rest[piece.endIndex...].drop { $0 == " " }
                first = false
            }
        }
        return result
    }

    private func fit(_ text: String, _ width: Int) -> String {
        let clipped = text.count > width ? String(text.prefix(max(0, width - 1))) + "…" : text
        return clipped.padding(toLength: max(0, width), withPad: " ", startingAt: 0)
    }

    private func style(_ text: String, bold: Bool, inverse: Bool = false) -> String {
        guard terminal.useColor else { return text }
        return (bold ? "\u{1B}[1m" : "") + (inverse ? "\u{1B}[7m" : "") + text + "\u{1B}[0m"
    }

    private func highlight(_ line: String, focus: RenderedScreen.Focus?, line index: Int) -> String {
        guard terminal.useColor, let focus, focus.line == index else { return line }
        let characters = Array(line)
        let start = min(focus.column, characters.count), end = min(focus.column + focus.length, characters.count)
        return String(characters[0..<start]) + "\u{1B}[7m" + String(characters[start..<end]) + "\u{1B}[0m" + String(characters[end...])
    }
}

extension Duration {
    var milliseconds: Int64 { components.seconds * 1000 + components.attoseconds / 1_000_000_000_000_000 }
}

enum Interactive {
    /// Starts the navigator on `spec`, restoring the terminal however it ends.
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
            let scheduler = LoopScheduler()
            let inbox = MainLoopInbox()
            let speech = SpeechSetup.make(options.speech, scheduler: scheduler, inbox: inbox, textOnly: options.textOnly)
            let app = SceneApp(spec: spec)
            if options.noHints { app.settings.speakHints = false }
            app.settings.hintDelay = .milliseconds(options.speech.hintDelay)
            var warnings: [String] = []
            app.onWarning = { warnings.append($0) }
            let navigator = Navigator(app: app, backend: speech.backend, speechStatus: speech.status, scheduler: scheduler,
                                      inbox: inbox, terminal: terminal)
            do { try terminal.enterRawMode() } catch {
                printError("voicenav: \(error). Is this a real terminal? Try --script FILE --silent instead.")
                throw ExitCode(ExitStatus.internalError)
            }
            navigator.run()
            terminal.restore()
            speech.close()
            if let path = options.transcriptPath { try ScriptedRun.writeFile(path, navigator.session.transcript.jsonLines) }
            for warning in warnings.suffix(20) { printError("voicenav: warning: \(warning)") }
        }
    }
}
