import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import A11yCore
@testable import A11yNavigator
@testable import TestSupport

/// The interactive navigator without a terminal (Navigator): keys and bytes in, focus, help,
/// hints and quitting out; the drawn frame fits the terminal exactly.
@Suite("Navigator")
@MainActor
struct NavigatorTests {
    /// A navigator on a small phone screen: a heading, two labels in one row, a button with a
    /// hint and a switch, on a virtual clock. The session has started and said its first line.
    static func make(hints: Bool = true) -> (SessionHarness, Navigator) {
        let root = ContentController(title: "Settings") { root in
            let heading = label("Settings", 16, 60, 200, 30, id: "heading")
            heading.accessibilityTraits = [.staticText, .header]
            root.addSubview(heading)
            root.addSubview(label("Name", 16, 120, id: "name"))
            root.addSubview(label("Ada Lovelace", 200, 122, 180, id: "value"))
            let save = Button(title: "Save", frame: Rect(x: 16, y: 180, width: 100, height: 44))
            save.accessibilityIdentifier = "save"
            save.accessibilityHint = "Saves the form."
            root.addSubview(save)
            let wifi = Switch(isOn: true, frame: Rect(x: 16, y: 240, width: 60, height: 30))
            wifi.accessibilityIdentifier = "wifi"
            wifi.accessibilityLabel = "Wi-Fi"
            root.addSubview(wifi)
        }
        let harness = SessionHarness(root: root, hints: hints)
        let navigator = Navigator(session: harness.session, appName: "Test app", speechStatus: "text mode (test)")
        harness.start()
        return (harness, navigator)
    }

    static func focused(_ harness: SessionHarness) -> String? {
        harness.session.focusedView?.accessibilityIdentifier
    }

    static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    // MARK: Keys

    @Test("arrows, Home and End move the focus through the reading order")
    func focusMoves() {
        let (harness, navigator) = Self.make()
        #expect(Self.focused(harness) == "heading")
        navigator.handle([.right])
        #expect(Self.focused(harness) == "name")
        navigator.handle([.right, .right])
        #expect(Self.focused(harness) == "save")
        navigator.handle([.left])
        #expect(Self.focused(harness) == "value")
        navigator.handle([.end])
        #expect(Self.focused(harness) == "wifi")
        navigator.handle([.home])
        #expect(Self.focused(harness) == "heading")
        #expect(harness.said { navigator.handle([.right]) } == ["Name"])
    }

    @Test("typed bytes are decoded and run: several keys in one read, a sequence split across reads")
    func feedBytes() {
        let (harness, navigator) = Self.make()
        navigator.feed(Self.bytes("\u{1B}[C\u{1B}[C"), now: .zero)
        #expect(Self.focused(harness) == "value")
        navigator.feed([0x1B], now: .milliseconds(100))
        navigator.flushPendingEscape(now: .milliseconds(110))
        navigator.feed(Self.bytes("[C"), now: .milliseconds(120))
        #expect(Self.focused(harness) == "save")
        navigator.feed(Self.bytes("\u{1B}[F"), now: .milliseconds(200))
        #expect(Self.focused(harness) == "wifi")
        navigator.feed(Self.bytes("\u{1B}[H"), now: .milliseconds(300))
        #expect(Self.focused(harness) == "heading")
    }

    @Test("a lone Esc is the Esc key only once it has waited escapeTimeout")
    func loneEscape() {
        let (harness, navigator) = Self.make()
        navigator.handle([.character("?")])
        #expect(navigator.showsHelp)
        let start = Duration.seconds(5)
        navigator.feed([0x1B], now: start)
        #expect(navigator.showsHelp)
        navigator.flushPendingEscape(now: start + Navigator.escapeTimeout - .milliseconds(1))
        #expect(navigator.showsHelp, "Esc handled before its timeout")
        navigator.flushPendingEscape(now: start + Navigator.escapeTimeout)
        #expect(!navigator.showsHelp)
        // Esc closed the help and did nothing else: no gesture, no speech.
        #expect(harness.settle().isEmpty)
        #expect(Self.focused(harness) == "heading")
    }

    @Test("? shows and hides the help; another key hides it and runs, Esc only hides it")
    func help() {
        let (harness, navigator) = Self.make()
        #expect(!navigator.showsHelp)
        navigator.handle([.character("?")])
        #expect(navigator.showsHelp)
        let lines = navigator.frameLines(columns: 80, rows: 24, useColor: false)
        #expect(lines.contains { $0.hasPrefix("Keys (VoiceOver's keyboard commands):") })
        #expect(lines.contains { $0.contains("show or hide this help") })
        navigator.handle([.character("?")])
        #expect(!navigator.showsHelp)

        navigator.handle([.character("?"), .right])
        #expect(!navigator.showsHelp)
        #expect(Self.focused(harness) == "name")
        navigator.handle([.character("?"), .escape])
        #expect(!navigator.showsHelp)
        #expect(harness.settle() == ["Name"])
    }

    @Test(
        "q and Ctrl-C stop the navigator; keys after them in the same read are not run",
        arguments: [Key.character("q"), Key.control("c")]
    )
    func quit(_ key: Key) {
        let (harness, navigator) = Self.make()
        #expect(navigator.isRunning)
        navigator.handle([key, .right])
        #expect(!navigator.isRunning)
        #expect(Self.focused(harness) == "heading")
    }

    @Test("h turns hints off and on: the status line says so and the hint is (not) spoken")
    func hints() {
        let (harness, navigator) = Self.make()
        #expect(navigator.statusLine.contains("Hints: on"))
        navigator.handle([.end])
        #expect(harness.said { navigator.handle([.left]) } == ["Save. Button.", "Saves the form."])
        navigator.handle([.character("h")])
        #expect(!harness.session.settings.speakHints)
        #expect(navigator.statusLine.contains("Hints: off"))
        navigator.handle([.end])
        #expect(harness.said { navigator.handle([.left]) } == ["Save. Button."])
        navigator.handle([.character("h")])
        #expect(harness.session.settings.speakHints)
        #expect(navigator.statusLine.contains("Hints: on"))
    }

    @Test("r rotates to the next orientation the app allows; the title line shows it")
    func rotate() {
        let (harness, navigator) = Self.make()
        #expect(navigator.frameLines(columns: 80, rows: 24, useColor: false)[0].contains("portrait"))
        navigator.handle([.character("r")])
        let orientation = harness.window.screen.orientation
        #expect(orientation != .portrait)
        #expect(navigator.frameLines(columns: 80, rows: 24, useColor: false)[0].contains(orientation.rawValue))
    }

    // MARK: Drawing

    /// `text` without its escape sequences (colour, bold, inverse).
    static func visible(_ text: String) -> String {
        var result = ""
        var inEscape = false
        for character in text {
            if inEscape {
                if character.isLetter { inEscape = false }
            } else if character == "\u{1B}" {
                inEscape = true
            } else {
                result.append(character)
            }
        }
        return result
    }

    nonisolated static let sizes: [(Int, Int)] = [(40, 12), (80, 24), (120, 40)]

    @Test("the frame is exactly `rows` lines of at most `columns` characters, the status line last", arguments: sizes)
    func frameFits(_ columns: Int, _ rows: Int) {
        let (harness, navigator) = Self.make()
        navigator.handle([.right, .right])
        harness.settle()
        for showsHelp in [false, true] {
            if navigator.showsHelp != showsHelp { navigator.handle([.character("?")]) }
            for useColor in [false, true] {
                let lines = navigator.frameLines(columns: columns, rows: rows, useColor: useColor).map(Self.visible)
                #expect(lines.count == rows, "\(columns)x\(rows), help \(showsHelp), colour \(useColor)")
                for line in lines {
                    #expect(line.count <= columns, "\(columns)x\(rows): \(line)")
                }
                #expect(lines.last?.hasPrefix("? help, q quit | Speech:") == true, "\(lines.last ?? "")")
                #expect(lines.first?.hasPrefix("voicenav — Test app — Settings") == true, "\(lines.first ?? "")")
            }
        }
    }

    @Test("the frame shows the focused element in brackets and what was said")
    func frameContents() {
        let (harness, navigator) = Self.make()
        navigator.handle([.right, .right])
        harness.settle()
        for (columns, rows) in Self.sizes {
            let text = navigator.frameLines(columns: columns, rows: rows, useColor: false).joined(separator: "\n")
            #expect(text.contains("[Ada"), "\(columns)x\(rows)")
            #expect(text.contains("Name"), "\(columns)x\(rows)")
        }
        let wide = navigator.frameLines(columns: 120, rows: 40, useColor: false).joined(separator: "\n")
        #expect(wide.contains("Ada Lovelace"))
    }

    @Test("the frame redraws from the top left and clears what is left below")
    func frameEscapes() {
        let (_, navigator) = Self.make()
        let frame = navigator.frame(columns: 80, rows: 24, useColor: false)
        #expect(frame.hasPrefix("\u{1B}[H"))
        #expect(frame.hasSuffix("\u{1B}[J"))
        #expect(frame.components(separatedBy: "\r\n").count == 24)
    }

    // MARK: Wrapping the speech pane

    @Test("speech lines wrap at spaces, continuations indented by two")
    func wrapsAtSpaces() {
        #expect(Navigator.wrapped(["one two three four five six"], width: 10) == ["one two", "  three", "  four", "  five six"])
        #expect(Navigator.wrapped(["short", "also short"], width: 10) == ["short", "also short"])
    }

    @Test("a word longer than the width is cut, not lost")
    func wrapsLongWords() {
        #expect(Navigator.wrapped(["abcdefghijklmnop"], width: 10) == ["abcdefghij", "  klmnop"])
    }

    @Test("wrapped lines fit the width, and together say everything")
    func wrappedFits() {
        let text = "Clair de Lune, Claude Debussy, Suite bergamasque, third movement. Button. Double tap to play."
        for width in [9, 12, 20, 40, 200] {
            let lines = Navigator.wrapped([text], width: width)
            #expect(lines.allSatisfy { $0.count <= width }, "\(width): \(lines)")
            let words = lines.joined(separator: " ").split(separator: " ")
            #expect(words == text.split(separator: " ") || width < 16, "\(width): \(lines)")
        }
    }

    @Test("at eight columns or fewer the lines are left as they are")
    func noWrapWhenNarrow() {
        #expect(Navigator.wrapped(["one two three"], width: 8) == ["one two three"])
    }

    // MARK: Issue 15

    @Test("an unbound key says \"unknown key, ? for help\" once in the speech pane, and nothing is spoken")
    func unknownKey() {
        let (harness, navigator) = Self.make()
        harness.settle()
        navigator.handle([.character("x"), .character("z"), .unknown, .tab])
        #expect(navigator.recent.last == Navigator.unknownKeyNotice)
        #expect(navigator.recent.filter { $0 == Navigator.unknownKeyNotice }.count == 1)
        #expect(harness.settle().isEmpty)
        #expect(Self.focused(harness) == "heading")
        navigator.handle([.right])
        harness.settle()
        navigator.handle([.character("x")])
        #expect(navigator.recent.suffix(2) == ["Name", Navigator.unknownKeyNotice])
    }

    @Test("holding Right at the end: the repeated boundary sounds are one line with a count in the speech pane")
    func boundaryCollapses() {
        let (harness, navigator) = Self.make()
        navigator.handle([.end])
        harness.settle()
        for _ in 0..<3 { navigator.handle([.right]); harness.settle() }
        #expect(navigator.recent.last == "[boundary] ×3")
        #expect(!navigator.recent.dropLast().contains("[boundary]"))
        navigator.handle([.left])
        harness.settle()
        navigator.handle([.home, .left])
        harness.settle()
        #expect(navigator.recent.last == "[boundary]")
    }

    @Test("Ctrl-C ends with exit status 130 and SIGTERM with 143, as a shell reports them; q with 0")
    func exitStatus() {
        let (_, quitter) = Self.make()
        quitter.handle([.character("q")])
        #expect(quitter.exitStatus == 0)
        let (_, interrupted) = Self.make()
        interrupted.handle([.control("c")])
        #expect(!interrupted.isRunning && interrupted.exitStatus == 130)
        let (_, terminated) = Self.make()
        terminated.handleSignals([SIGWINCH])
        #expect(terminated.isRunning && terminated.exitStatus == 0)
        terminated.handleSignals([SIGTERM, SIGHUP])
        #expect(!terminated.isRunning && terminated.exitStatus == 143)
    }

    /// A navigator on a screen whose texts hold line breaks, wide characters, emoji and
    /// control characters.
    static func makeHostile() -> (SessionHarness, Navigator) {
        let root = ContentController(title: "Hostile") { root in
            let heading = label("Title\nwith a break", 16, 60, 200, 30, id: "heading")
            heading.accessibilityTraits = [.staticText, .header]
            root.addSubview(heading)
            root.addSubview(label("日本語のラベルです", 16, 120, id: "wide"))
            root.addSubview(label("👍🏽 Like 🇫🇷 é", 200, 122, 180, id: "emoji"))
            root.addSubview(label("\u{1B}[31mRed\u{07}\u{9B}2J", 16, 180, id: "escape"))
            root.addSubview(label("e\u{301}\u{200B}x", 16, 240, id: "zero"))
        }
        let harness = SessionHarness(root: root)
        let navigator = Navigator(session: harness.session, appName: "App\r\nName", speechStatus: "text mode (test)")
        harness.start()
        for _ in 0..<4 { navigator.handle([.right]) }
        harness.settle()
        return (harness, navigator)
    }

    @Test(
        "text with line breaks, wide characters and emoji is drawn on one line, measured in terminal cells: the borders stay put",
        arguments: sizes + [(100, 30), (61, 20)]
    )
    func hostileTextKeepsTheDrawing(_ columns: Int, _ rows: Int) {
        let (_, navigator) = Self.makeHostile()
        for useColor in [false, true] {
            let lines = navigator.frameLines(columns: columns, rows: rows, useColor: useColor).map(Self.visible)
            #expect(lines.count == rows)
            for line in lines {
                #expect(TerminalWidth.of(line) == columns, "\(columns)x\(rows): \(line)")
                #expect(!line.contains { $0.isNewline }, "\(line)")
            }
            // The box's right border is in one column on every line of the drawing.
            let box = lines.filter { $0.hasPrefix("│") || $0.hasPrefix("┌") || $0.hasPrefix("└") }
            let borders = Set(box.map { line -> Int in
                var cell = 0, border = -1
                for character in line {
                    if "│┐┘".contains(character) { border = cell }
                    cell += TerminalWidth.of(character)
                }
                return border
            })
            #expect(borders.count == 1, "\(columns)x\(rows): \(borders)")
        }
        let text = navigator.frameLines(columns: 120, rows: 40, useColor: false).joined(separator: "\n")
        #expect(text.contains("Title with a break"))
        #expect(text.contains("日本語"))
    }

    @Test("text from the scene never writes a control character to the terminal: it is shown visibly")
    func controlCharactersAreShown() {
        let (harness, navigator) = Self.makeHostile()
        navigator.handle([.end, .left])
        harness.settle()
        let frame = navigator.frame(columns: 120, rows: 40, useColor: false)
        // Only the navigator's own cursor and clearing sequences remain.
        let own = frame.replacingOccurrences(of: "\u{1B}[H", with: "").replacingOccurrences(of: "\u{1B}[K", with: "")
            .replacingOccurrences(of: "\u{1B}[J", with: "").replacingOccurrences(of: "\r\n", with: "")
        #expect(!own.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }, "\(own.debugDescription)")
        #expect(own.contains("^[[31mRed^G<U+009B>2J"))
    }

    @Test("a terminal too small to draw says so, and keeps the status line", arguments: [(30, 5), (10, 20), (19, 7), (40, 2)])
    func tooSmall(_ columns: Int, _ rows: Int) {
        let (_, navigator) = Self.make()
        let lines = navigator.frameLines(columns: columns, rows: rows, useColor: false)
        #expect(lines.count == rows)
        #expect(lines.allSatisfy { TerminalWidth.of($0) == columns })
        #expect(lines[0].hasPrefix(String("Terminal too small".prefix(columns - 1))), "\(lines)")
        #expect(lines.last?.hasPrefix(String("? help, q quit".prefix(columns - 1))) == true, "\(lines)")
    }

    @Test("a width counted on the code points equals the width of the drawable text, scalar by scalar")
    func widthsMatchDrawable() {
        let samples = ["abc", "日本語", "👍🏽👍", "🇫🇷🇩🇪x", "👨‍👩‍👧 family", "e\u{301}a\u{308}", "\u{200B}\u{2060}", "한국어", "ＡＢ",
                       "☺\u{FE0F}☺", "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}", "\u{1100}\u{1161}\u{11A8}",
                       "→…│ é ñ ß", "🧑🏽‍💻 at work", "⌚️⌛", "a\u{20DD}", "\u{1F1E6}"]
        for text in samples {
            let direct = TerminalWidth.drawable(text).unicodeScalars.reduce(0) { $0 + TerminalWidth.width(of: $1) }
            #expect(TerminalWidth.of(text) == direct, "\(text)")
        }
    }

    @Test("""
        terminal widths: ASCII one cell, CJK and emoji two, combining marks and zero-width characters none; \
        emoji sequences drawn as their base
        """)
    func widths() {
        #expect(TerminalWidth.of("abc") == 3)
        #expect(TerminalWidth.of("日本") == 4)
        #expect(TerminalWidth.of("👍🏽") == 2)
        #expect(TerminalWidth.of("🇫🇷") == 2)
        #expect(TerminalWidth.of("👨‍👩‍👧") == 2)
        #expect(TerminalWidth.of("e\u{301}") == 1)
        #expect(TerminalWidth.of("\u{200B}") == 0)
        #expect(TerminalWidth.of("한국어") == 6)
        #expect(TerminalWidth.of("ＡＢ") == 4)
        // Sequences are drawn as their base, which every terminal measures alike.
        #expect(TerminalWidth.drawable("👍🏽 ☺\u{FE0F} 👨‍👩‍👧 🇫🇷") == "👍 ☺ 👨 🇫🇷")
        #expect(TerminalWidth.of("☺\u{FE0F}") == 1)
        #expect(TerminalWidth.of("→…│") == 3)
        #expect(TerminalWidth.fit("日本語", 5) == "日本…")
        #expect(TerminalWidth.fit("日本語", 4) == "日… ")
    }
}
