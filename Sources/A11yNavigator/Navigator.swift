import A11yCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The interactive navigator: a person moves through the app by keyboard and hears it,
/// and sees it drawn in text.
///
/// Everything a key does lives here (`handle(_:)`), and so does the drawing (`frame(columns:
/// rows:useColor:)`): both are plain functions of the session's state, tested without a
/// terminal. `run(terminal:scheduler:inbox:)` is the event loop that feeds them.
@MainActor
public final class Navigator {
    public let session: VoiceOverSession
    /// The app's name for the title line.
    public let appName: String
    /// What speaks, for the status line ("eSpeak NG 1.51 via PulseAudio", "text mode (...)").
    public var speechStatus: String
    /// False once the user quit or the terminal went away.
    public private(set) var isRunning = true
    /// Whether the help is shown instead of the screen.
    public private(set) var showsHelp = false
    /// The speech pane: what was said, most recent last.
    public private(set) var recent: [String] = []
    private var parser = KeyParser()
    private var escapePendingSince: Duration?
    /// How long a lone Esc byte waits for the rest of a key sequence before it is the Esc key.
    public static let escapeTimeout: Duration = .milliseconds(40)

    public init(session: VoiceOverSession, appName: String, speechStatus: String) {
        self.session = session
        self.appName = appName
        self.speechStatus = speechStatus
        session.onRecord = { [weak self] record in self?.remember(record) }
    }

    private var window: Window { session.window }

    private func remember(_ record: SpeechRecord) {
        switch record.kind {
        case .interrupt: return
        case .hint: recent.append("  \(record.line)")
        default: recent.append(record.line)
        }
        if recent.count > 200 { recent.removeFirst(recent.count - 200) }
    }

    // MARK: The event loop

    /// Runs until the user quits or the terminal goes away.
    public func run(terminal: any NavigatorTerminal, scheduler: LoopScheduler, inbox: MainLoopInbox) {
        session.start()
        while isRunning {
            let (columns, rows) = terminal.size()
            if !terminal.write(frame(columns: columns, rows: rows, useColor: terminal.useColor)) { break }
            var fds = [pollfd(fd: terminal.inputDescriptor, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: inbox.wakeDescriptor, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: terminal.signalDescriptor, events: Int16(POLLIN), revents: 0)]
            let ready = poll(&fds, nfds_t(fds.count), pollTimeout(scheduler))
            if ready < 0 && errno != EINTR { break }
            if fds[0].revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
                guard let bytes = terminal.readAvailable() else { break }
                feed(bytes, now: scheduler.now)
            } else {
                flushPendingEscape(now: scheduler.now)
            }
            if fds[1].revents != 0 { inbox.drain() }
            if fds[2].revents != 0 { handleSignals(terminal.pendingSignals()) }
            scheduler.fireDueTimers()
        }
        isRunning = false
        session.stop()
    }

    /// Feeds typed bytes: complete keys are handled; a lone Esc waits `escapeTimeout` for
    /// the rest of a sequence (arrow keys start with Esc).
    public func feed(_ bytes: [UInt8], now: Duration) {
        handle(parser.feed(bytes))
        if parser.hasPending { escapePendingSince = now }
    }

    /// Handles a lone Esc that waited long enough to be the Esc key.
    public func flushPendingEscape(now: Duration) {
        guard parser.hasPending, let since = escapePendingSince, now - since >= Self.escapeTimeout else { return }
        handle(parser.flush())
        escapePendingSince = nil
    }

    private func pollTimeout(_ scheduler: LoopScheduler) -> Int32 {
        var milliseconds = 1000
        if let next = scheduler.timeUntilNextTimer { milliseconds = min(milliseconds, Int(next.milliseconds) + 1) }
        if parser.hasPending { milliseconds = min(milliseconds, Int(Self.escapeTimeout.milliseconds)) }
        return Int32(max(0, milliseconds))
    }

    /// SIGWINCH redraws (the next frame reads the new size); the others end the session.
    public func handleSignals(_ signals: [Int32]) {
        for number in signals where number != SIGWINCH { isRunning = false }
    }

    /// Runs what each key is bound to (`KeyBindings`).
    public func handle(_ keys: [Key]) {
        for key in keys {
            if showsHelp, key != .character("?") {
                showsHelp = false
                if key == .escape { continue }
            }
            guard let command = KeyBindings.command(for: key) else { continue }
            switch command {
            case .quit: isRunning = false; return
            case .help: showsHelp.toggle()
            case .toggleHints:
                session.settings.speakHints.toggle()
                session.queue.dropHint()
            case .rotateNext:
                let allowed = window.allowedOrientations.orientations
                let current = window.screen.orientation
                let order = InterfaceOrientation.allCases
                let start = order.firstIndex(of: current) ?? 0
                let next = (1...order.count).map { order[(start + $0) % order.count] }.first { allowed.contains($0) && $0 != current }
                if let next { session.rotate(to: next) } else { session.queue.play(.noAction) }
            case .voiceOver(let action):
                session.perform(action)
            }
        }
    }

    // MARK: Drawing

    /// The status line's text.
    public var statusLine: String {
        let speech = session.queue.backend.failureMessage.map { "audio failed: \($0)" } ?? speechStatus
        return "? help, q quit | Speech: \(speech) | Hints: \(session.settings.speakHints ? "on" : "off") | Rotor: \(session.rotorSetting.rawValue)"
    }

    /// The whole screen for a terminal of this size: a title line, the drawing of the
    /// screen (or the help), the speech pane and the status line, as escape sequences that
    /// redraw from the top left.
    public func frame(columns: Int, rows: Int, useColor: Bool) -> String {
        let lines = frameLines(columns: columns, rows: rows, useColor: useColor)
        return "\u{1B}[H" + lines.prefix(rows).map { $0 + "\u{1B}[K" }.joined(separator: "\r\n") + "\u{1B}[J"
    }

    /// The lines of `frame(columns:rows:useColor:)`, without the cursor moves.
    public func frameLines(columns: Int, rows: Int, useColor: Bool) -> [String] {
        var lines: [String] = []
        let screenTitle = session.elements.first { $0.view.accessibilityTraits.contains(.header) }?.view.accessibilityLabel
        let title = ["voicenav", appName, screenTitle, window.screen.orientation.rawValue]
            .compactMap { $0 }.joined(separator: " — ")
        lines.append(style(fit(title, columns), bold: true, useColor: useColor))
        // Every row of the terminal: the title, the body, the status line on the last row.
        let bodyRows = max(6, rows - 2)
        if showsHelp {
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
            let items = session.elements.map { ScreenRenderer.Item(text: ScreenRenderer.shortText($0.snapshot), frame: $0.frame) }
            let rendered = ScreenRenderer.render(items, bounds: window.bounds, focused: session.focusedIndex,
                                                 width: screenWidth, height: screenHeight,
                                                 rowTolerance: window.screen.idiom.rowTolerance)
            let screenLines = rendered.lines.enumerated().map { index, line in
                highlight(line, focus: rendered.focus, line: index, useColor: useColor)
            }
            if wide {
                let paneWidth = columns - screenWidth - 1
                let transcript = Array(Self.wrapped(recent.suffix(bodyRows), width: paneWidth).suffix(bodyRows)).map { fit($0, paneWidth) }
                for index in 0..<bodyRows {
                    let left = index < screenLines.count ? screenLines[index] : String(repeating: " ", count: screenWidth)
                    let right = index < transcript.count ? transcript[index] : ""
                    lines.append(left + " " + right)
                }
            } else {
                lines += screenLines
                let paneRows = max(0, bodyRows - screenLines.count)
                let transcript = Array(Self.wrapped(recent.suffix(max(1, paneRows)), width: columns).suffix(paneRows))
                for index in 0..<paneRows { lines.append(fit(index < transcript.count ? transcript[index] : "", columns)) }
            }
        }
        lines.append(style(fit(statusLine, columns), bold: false, inverse: true, useColor: useColor))
        return lines
    }

    /// The speech lines wrapped at word boundaries to `width` (continuations indented),
    /// so what was heard is shown whole.
    public static func wrapped(_ lines: ArraySlice<String>, width: Int) -> [String] {
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
        return clipped + String(repeating: " ", count: max(0, width - clipped.count))
    }

    private func style(_ text: String, bold: Bool, inverse: Bool = false, useColor: Bool) -> String {
        guard useColor else { return text }
        return (bold ? "\u{1B}[1m" : "") + (inverse ? "\u{1B}[7m" : "") + text + "\u{1B}[0m"
    }

    private func highlight(_ line: String, focus: RenderedScreen.Focus?, line index: Int, useColor: Bool) -> String {
        guard useColor, let focus, focus.line == index else { return line }
        let characters = Array(line)
        let start = min(focus.column, characters.count), end = min(focus.column + focus.length, characters.count)
        return String(characters[0..<start]) + "\u{1B}[7m" + String(characters[start..<end]) + "\u{1B}[0m" + String(characters[end...])
    }
}
