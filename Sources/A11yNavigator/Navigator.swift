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
    /// Whether the import notes are shown instead of the screen.
    public private(set) var showsNotes = false
    /// What the import of a storyboard or xib left to code, one line each
    /// (`Main.storyboard:12:9: custom class …`), shown with `n`.
    public var importNotes: [String] = []
    /// A message for the status line until the next key: what activating a control whose
    /// action is in code did not do.
    public internal(set) var notice: String?
    /// The speech pane: what was said, most recent last; a sound repeated in a row is one
    /// line with a count (`[boundary] ×3`, as when Right is held at the end).
    public var recent: [String] {
        entries.map { $0.count > 1 ? "\($0.text) ×\($0.count)" : $0.text }
    }
    private var entries: [(text: String, count: Int, collapses: Bool)] = []
    /// The signal that ended the navigator (SIGINT for Ctrl-C, SIGTERM …), nil when the
    /// user quit with q or the terminal went away.
    public private(set) var endSignal: Int32?
    /// The exit status the command line should end with: 0, or 128 + the signal, as a
    /// shell reports a program a signal stopped (130 for Ctrl-C, 143 for SIGTERM).
    public var exitStatus: Int32 { endSignal.map { 128 + $0 } ?? 0 }
    /// What an unbound key says in the speech pane (once for a run of them).
    public static let unknownKeyNotice = "unknown key, ? for help"
    /// The smallest terminal the navigator draws in; a smaller one gets a message.
    public static let minimumSize = (columns: 20, rows: 8)
    /// The braille panel (`--braille`): nil without. Its line comes from the session's
    /// translation (`VoiceOverSession.braille`).
    public var braille: BrailleDisplay?
    /// Whether the braille panel is shown (`b`).
    public internal(set) var showsBraille = true
    /// A real display the panel is written to, whose panning keys pan it (`--braille-display`).
    public var brailleOutput: (any BrailleOutput)?
    /// The session's clock, which times flash messages.
    var clock: any Scheduler { session.queue.scheduler }
    private var parser = KeyParser()
    private var escapePendingSince: Duration?
    /// How long a lone Esc byte waits for the rest of a key sequence before it is the Esc key.
    public static let escapeTimeout: Duration = .milliseconds(40)

    public init(session: VoiceOverSession, appName: String, speechStatus: String) {
        self.session = session
        self.appName = appName
        self.speechStatus = speechStatus
        session.onRecord = { [weak self] record in
            self?.remember(record)
            self?.updateBraille(for: record)
        }
    }

    private var window: Window { session.window }

    private func remember(_ record: SpeechRecord) {
        switch record.kind {
        case .interrupt: return
        case .hint: note("  \(record.line)", collapses: false)
        case .sound: note(record.line, collapses: true)
        default: note(record.line, collapses: false)
        }
    }

    /// Adds a line to the speech pane, made safe for the terminal; a collapsing line (a
    /// sound, the unknown-key notice) the same as the last one counts up instead.
    private func note(_ line: String, collapses: Bool) {
        let text = TerminalText.safe(line)
        if collapses, let last = entries.last, last.collapses, last.text == text {
            entries[entries.count - 1].count += 1
            return
        }
        entries.append((text, 1, collapses))
        if entries.count > 200 { entries.removeFirst(entries.count - 200) }
    }

    // MARK: The event loop

    /// Runs until the user quits or the terminal goes away.
    public func run(terminal: any NavigatorTerminal, scheduler: LoopScheduler, inbox: MainLoopInbox) {
        session.start()
        var shown: String?
        while isRunning {
            let (columns, rows) = terminal.size()
            // The frame is written when something visible changed (a key, speech, a resize),
            // not on every wake-up.
            let current = frame(columns: columns, rows: rows, useColor: terminal.useColor)
            if current != shown {
                if !terminal.write(current) { break }
                shown = current
            }
            syncBrailleOutput()
            var fds = [pollfd(fd: terminal.inputDescriptor, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: inbox.wakeDescriptor, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: terminal.signalDescriptor, events: Int16(POLLIN), revents: 0)]
            if let output = brailleOutput { fds.append(pollfd(fd: output.fileDescriptor, events: Int16(POLLIN), revents: 0)) }
            let ready = poll(&fds, nfds_t(fds.count), pollTimeout(scheduler))
            if ready < 0 && errno != EINTR { break }
            if fds[0].revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
                guard let bytes = terminal.readAvailable() else { break }
                feed(bytes, now: scheduler.now)
            } else {
                flushPendingEscape(now: scheduler.now)
            }
            if fds[1].revents != 0 { inbox.drain() }
            if fds[2].revents != 0 {
                handleSignals(terminal.pendingSignals())
                shown = nil   // a resize or a return from the background: draw it all again
            }
            if fds.count > 3, fds[3].revents != 0 { readBrailleKeys() }
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

    /// SIGWINCH redraws (the next frame reads the new size); the others end the session,
    /// and the first of them is the `endSignal`.
    public func handleSignals(_ signals: [Int32]) {
        for number in signals where number != SIGWINCH {
            if isRunning { endSignal = number }
            isRunning = false
        }
    }

    /// Runs what each key is bound to (`KeyBindings`).
    public func handle(_ keys: [Key]) {
        for key in keys {
            notice = nil
            if showsHelp, key != .character("?") {
                showsHelp = false
                if key == .escape { continue }
            }
            if showsNotes, key != .character("n") {
                showsNotes = false
                if key == .escape { continue }
            }
            // A text field being edited takes the printable keys (Navigator+Typing).
            if let typing = typingAction(for: key) {
                session.perform(typing)
                continue
            }
            guard let command = KeyBindings.command(for: key) else {
                // Shown once for a run of unbound keys, not once per key.
                if entries.last?.text != Self.unknownKeyNotice { note(Self.unknownKeyNotice, collapses: false) }
                continue
            }
            switch command {
            case .quit:
                // Ctrl-C ends as the interrupt signal would (exit status 130).
                if key == .control("c") { endSignal = SIGINT }
                isRunning = false
                return
            case .help:
                showsHelp.toggle()
                showsNotes = false
            case .importNotes:
                showsNotes.toggle()
                showsHelp = false
            case .toggleHints:
                session.setSpeaksHints(!session.settings.speakHints)
            case .toggleBraille, .panBraille:
                brailleCommand(command)
            case .reconnectAudio:
                // Heard only when the output works again; shown in the speech pane either way.
                session.reconnectAudio()

            case .rotateNext:
                session.rotateToNextOrientation()
            case .voiceOver(let action):
                if action == .activate, let focused = session.focusedIndex, session.elements.indices.contains(focused),
                   let selector = session.elements[focused].view.codeAction {
                    notice = "calls \(selector) in code: nothing more happens here"
                }
                session.perform(action)
            }
        }
    }

    // MARK: Drawing

    /// The status line's text.
    public var statusLine: String {
        if let notice { return TerminalText.safe(notice + " | ? help, q quit") }
        let speech = session.audioFailure.map { "audio failed: \($0); o reconnects" } ?? speechStatus
        let notes = importNotes.isEmpty ? "" : ", n notes (\(importNotes.count))"
        let hints = session.settings.speakHints ? "on" : "off"
        let line = "? help\(notes), q quit | Speech: \(speech) | Hints: \(hints) | Rotor: \(session.rotorSetting.rawValue)"
        return TerminalText.safe(line)
    }

    /// The whole screen for a terminal of this size: a title line, the drawing of the
    /// screen (or the help), the speech pane and the status line, as escape sequences that
    /// redraw from the top left.
    public func frame(columns: Int, rows: Int, useColor: Bool) -> String {
        let lines = frameLines(columns: columns, rows: rows, useColor: useColor)
        return "\u{1B}[H" + lines.prefix(rows).map { $0 + "\u{1B}[K" }.joined(separator: "\r\n") + "\u{1B}[J"
    }

    /// The lines of `frame(columns:rows:useColor:)`, without the cursor moves: exactly
    /// `rows` lines of exactly `columns` terminal cells (`TerminalWidth`), the status line
    /// last. Text from the app is drawn on one line with its control characters shown
    /// visibly (`TerminalText.safe`). A terminal smaller than `minimumSize` gets a line that
    /// says so, and the status line.
    public func frameLines(columns: Int, rows: Int, useColor: Bool) -> [String] {
        let columns = max(1, columns), rows = max(1, rows)
        if columns < Self.minimumSize.columns || rows < Self.minimumSize.rows {
            let minimum = "\(Self.minimumSize.columns)×\(Self.minimumSize.rows)"
            let message = "Terminal too small (\(columns)×\(rows)): make it at least \(minimum)"
            var lines = [fit(message, columns)]
            while lines.count < rows - 1 { lines.append(fit("", columns)) }
            if rows > 1 { lines.append(style(fit(statusLine, columns), bold: false, inverse: true, useColor: useColor)) }
            return lines
        }
        var lines: [String] = []
        let screenTitle = session.elements.first { $0.view.accessibilityTraits.contains(.header) }?.view.accessibilityLabel
        let title = ["voicenav", appName, screenTitle, window.screen.orientation.rawValue]
            .compactMap { $0 }.joined(separator: " — ")
        lines.append(style(fit(title, columns), bold: true, useColor: useColor))
        // Every row of the terminal: the title, the body, the status line on the last row.
        let bodyRows = max(6, rows - 2)
        if showsHelp || showsNotes {
            var help = showsHelp ? ["Keys (VoiceOver's keyboard commands):"] + KeyBindings.helpLines
                : ["Import notes: what the file leaves to code (n or Esc closes):"]
                    + (importNotes.isEmpty ? ["(none)"] : Self.wrapped(importNotes[...], width: columns))
            if help.count > bodyRows {
                help = Array(help.prefix(max(0, bodyRows - 1)))
                    + ["… \(help.count - bodyRows + 1) more: make the terminal taller to see them"]
            }
            for index in 0..<bodyRows { lines.append(fit(index < help.count ? TerminalText.safe(help[index]) : "", columns)) }
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
                let transcript = Array(Self.wrapped(recent.suffix(bodyRows), width: paneWidth).suffix(bodyRows))
                    .map { fit($0, paneWidth) }
                for index in 0..<bodyRows {
                    let left = index < screenLines.count ? screenLines[index] : fit("", screenWidth)
                    let right = index < transcript.count ? transcript[index] : fit("", paneWidth)
                    lines.append(left + " " + right)
                }
            } else {
                lines += screenLines
                let paneRows = max(0, bodyRows - screenLines.count)
                let transcript = Array(Self.wrapped(recent.suffix(max(1, paneRows)), width: columns).suffix(paneRows))
                for index in 0..<paneRows { lines.append(fit(index < transcript.count ? transcript[index] : "", columns)) }
            }
        }
        if let panel = braillePanel(columns: columns), lines.count > panel.count + 2 {
            // The panel takes the two rows above the status line.
            lines.removeLast(panel.count)
            lines += panel
        }
        lines.append(style(fit(statusLine, columns), bold: false, inverse: true, useColor: useColor))
        return lines
    }

    /// The speech lines wrapped at word boundaries to `width` terminal cells (continuations
    /// indented), so what was heard is shown whole.
    public static func wrapped(_ lines: ArraySlice<String>, width: Int) -> [String] {
        guard width > 8 else { return Array(lines) }
        var result: [String] = []
        for line in lines {
            var rest = Substring(line)
            var first = true
            while !rest.isEmpty {
                let room = first ? width : width - 2
                // At least one character, even one wider than the room, so wrapping ends.
                var end = rest.index(after: rest.startIndex)
                var used = TerminalWidth.of(rest[rest.startIndex])
                while end < rest.endIndex, used + TerminalWidth.of(rest[end]) <= room {
                    used += TerminalWidth.of(rest[end])
                    end = rest.index(after: end)
                }
                var piece = rest[rest.startIndex..<end]
                if end < rest.endIndex, let space = piece.lastIndex(of: " "), space > piece.startIndex {
                    piece = rest[rest.startIndex..<space]
                }
                result.append((first ? "" : "  ") + piece)
                rest = rest[piece.endIndex...].drop { $0 == " " }
                first = false
            }
        }
        return result
    }

    /// `text`, made safe for the terminal, cut or padded to exactly `width` cells.
    private func fit(_ text: String, _ width: Int) -> String {
        TerminalWidth.fit(TerminalText.safe(text), width)
    }

    private func style(_ text: String, bold: Bool, inverse: Bool = false, useColor: Bool) -> String {
        guard useColor else { return text }
        return (bold ? "\u{1B}[1m" : "") + (inverse ? "\u{1B}[7m" : "") + text + "\u{1B}[0m"
    }

    /// `line` with the focused element's cells (`focus.column`, `focus.length`) in inverse video.
    private func highlight(_ line: String, focus: RenderedScreen.Focus?, line index: Int, useColor: Bool) -> String {
        guard useColor, let focus, focus.line == index else { return line }
        // Cells to characters: wide characters take two cells.
        var start = line.endIndex, end = line.endIndex
        var cell = 0
        for position in line.indices {
            if cell == focus.column && start == line.endIndex { start = position }
            if cell == focus.column + focus.length { end = position; break }
            cell += TerminalWidth.of(line[position])
        }
        guard start <= end else { return line }
        return String(line[..<start]) + "\u{1B}[7m" + String(line[start..<end]) + "\u{1B}[0m" + String(line[end...])
    }
}
