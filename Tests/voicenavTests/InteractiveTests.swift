import Foundation
import Testing

/// Drives the interactive navigator in a real terminal (tmux): start it, send keys, read the
/// screen, quit, and check that the terminal is restored.
let tmuxInstalled = FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux")
    || FileManager.default.isExecutableFile(atPath: "/usr/local/bin/tmux")

@Suite("Interactive navigator in tmux", .serialized,
       .enabled(if: tmuxInstalled, "tmux is not installed (scripts/setup installs it)"))
struct InteractiveTests {
    let socket = "voicenav-test-\(getpid())-\(Int.random(in: 0..<1_000_000))"

    /// Runs tmux with posix_spawn and waitpid: Foundation's Process does not reap a client
    /// whose server (started by `new-session`) lives on.
    @discardableResult
    func tmux(_ arguments: [String]) throws -> String {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("\(socket)-\(UUID().uuidString).out").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = [Self.tmuxPath, "-L", socket] + arguments
        var cArguments = argv.map { strdup($0) } + [nil]
        defer { cArguments.forEach { free($0) } }
        // Start with no signal blocked: the test runner's threads may block some.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
        var pid: pid_t = 0
        let status = posix_spawn(&pid, Self.tmuxPath, &actions, &attributes, &cArguments, environ)
        guard status == 0 else { throw POSIXError(POSIXErrorCode(rawValue: status) ?? .EIO) }
        var exitStatus: Int32 = 0
        while waitpid(pid, &exitStatus, 0) < 0 && errno == EINTR {}
        return (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
    }

    static var tmuxPath: String {
        FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux") ? "/usr/bin/tmux" : "/usr/local/bin/tmux"
    }

    /// Polls the screen until `predicate` holds (at most `seconds`).
    func screen(until predicate: (String) -> Bool, seconds: Double = 10) throws -> String {
        let deadline = Date().addingTimeInterval(seconds)
        var text = ""
        repeat {
            text = try tmux(["capture-pane", "-p", "-t", "nav"])
            if predicate(text) { return text }
            Thread.sleep(forTimeInterval: 0.1)
        } while Date() < deadline
        return text
    }

    func start(_ command: String) throws {
        let binary = CommandLineTests.binary.path
        try tmux(["new-session", "-d", "-s", "nav", "-x", "120", "-y", "34",
                  "\(binary) \(command); echo EXIT=$?; stty -a | tr ' ' '\\n' | grep -E '^-?(icanon|echo)$' | tr '\\n' ' '; "
                      + "echo; echo DONE; sleep 30"])
    }

    @Test("the demo draws the screen, follows the keys, shows help and quits with the terminal restored")
    func demo() throws {
        defer { _ = try? tmux(["kill-server"]) }
        try start("demo --silent")
        var text = try screen(until: { $0.contains("Now Playing. Heading.") })
        #expect(text.contains("voicenav — voicenav demo"))
        #expect(text.contains("text mode"))
        #expect(text.contains("[Now Playing]"))                       // the focused element, highlighted
        try tmux(["send-keys", "-t", "nav", "Right"])
        text = try screen(until: { $0.contains("[Clair de Lune]") })
        #expect(text.contains("[Clair de Lune]"))
        try tmux(["send-keys", "-t", "nav", "End"])
        text = try screen(until: { $0.contains("Tab. 5 of 5.") })
        #expect(text.contains("More. Tab. 5 of 5."))
        try tmux(["send-keys", "-t", "nav", "?"])
        text = try screen(until: { $0.contains("Keys (VoiceOver's keyboard commands)") })
        #expect(text.contains("magic tap"))
        try tmux(["send-keys", "-t", "nav", "?"])
        try tmux(["send-keys", "-t", "nav", "q"])
        text = try screen(until: { $0.contains("DONE") })
        #expect(text.contains("EXIT=0"))
        #expect(text.contains("icanon") && !text.contains("-icanon"))
        #expect(text.contains("echo") && !text.contains("-echo "))
    }

    @Test("an interactive run writes its transcript as JSON lines when it quits (SceneFileReference: Transcript)")
    func transcriptOnQuit() throws {
        defer { _ = try? tmux(["kill-server"]) }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("voicenav-\(socket).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try start("run examples/demo.yaml --silent --transcript \(path)")
        _ = try screen(until: { $0.contains("Now Playing. Heading.") })
        try tmux(["send-keys", "-t", "nav", "Right"])
        _ = try screen(until: { $0.contains("[Clair de Lune]") })
        try tmux(["send-keys", "-t", "nav", "q"])
        let text = try screen(until: { $0.contains("DONE") })
        #expect(text.contains("EXIT=0"))
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        // A real-time run: the first record's time depends on the machine's speed (3 ms under
        // AddressSanitizer), so only its shape and a bound are checked.
        let first = String(lines.first ?? "")
        #expect(first.hasSuffix(#", "kind": "sound", "text": "[screen changed]", "focus": null, "language": null}"#))
        let time = first.split(separator: ",").first.flatMap { Int($0.drop { !$0.isNumber }) }
        #expect(time.map { $0 >= 0 && $0 < 1000 } == true, "first record at \(first)")
        #expect(lines.contains { $0.contains(#""kind": "speech", "text": "Clair de Lune""#) })
    }

    @Test("""
        Ctrl-C and several keys in one write are handled; the terminal is restored and the exit status is 130, \
        as for SIGINT (README, exit codes)
        """)
    func controlC() throws {
        defer { _ = try? tmux(["kill-server"]) }
        try start("demo --silent")
        _ = try screen(until: { $0.contains("Now Playing. Heading.") })
        try tmux(["send-keys", "-t", "nav", "-l", "\u{1B}[C\u{1B}[C"])   // two Right arrows in one write
        let text = try screen(until: { $0.contains("[Claude Debussy]") })
        #expect(text.contains("[Claude Debussy]"))
        try tmux(["send-keys", "-t", "nav", "C-c"])
        let after = try screen(until: { $0.contains("DONE") })
        #expect(after.contains("EXIT=130"), "\(after)")
        #expect(after.contains("icanon") && !after.contains("-icanon"))
    }

    @Test("SIGTERM quits cleanly, restores the terminal and exits 143 (README, exit codes)")
    func terminate() throws {
        defer { _ = try? tmux(["kill-server"]) }
        let marker = "--rate \(Int.random(in: 100...400))"
        try start("demo --silent \(marker)")
        _ = try screen(until: { $0.contains("Now Playing. Heading.") })
        let kill = Process()
        kill.executableURL = URL(fileURLWithPath: "/usr/bin/pkill")
        let binary = CommandLineTests.binary.path
        kill.arguments = ["-TERM", "-f", "^\(binary) demo --silent \(marker)$"]   // not the shell around it
        try kill.run()
        kill.waitUntilExit()
        let after = try screen(until: { $0.contains("DONE") })
        #expect(after.contains("EXIT=143"), "\(after)")
        #expect(after.contains("icanon") && !after.contains("-icanon"))
    }

    @Test("--braille: the navigator's braille panel shows the cursor's cells and print, and pans")
    func braillePanel() throws {
        defer { _ = try? tmux(["kill-server"]) }
        try start("demo --silent --braille --braille-cells 12")
        var text = try screen(until: { $0.contains("braille ⠠⠝⠕⠺⠀⠠⠏⠇⠁⠽⠊⠝") })
        #expect(text.contains("        N ow P layin"))   // the print under its cells (a capital sign shares its letter's)
        try tmux(["send-keys", "-t", "nav", "."])
        text = try screen(until: { $0.contains("braille ⠛⠀⠓⠙⠛") })
        #expect(text.contains("braille ⠛⠀⠓⠙⠛"))
        try tmux(["send-keys", "-t", "nav", "q"])
        text = try screen(until: { $0.contains("DONE") })
        #expect(text.contains("EXIT=0"))
    }

    @Test("--braille-display: BRLTTY's TTY driver (no hardware) shows the panel's cells, its window keys pan it")
    func realBrailleDisplay() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/brltty") else {
            Issue.record("brltty is not installed (scripts/setup installs it)")
            return
        }
        func stopDisplays() {
            let stop = Process()
            stop.executableURL = URL(fileURLWithPath: "/usr/bin/pkill")
            stop.arguments = ["-KILL", "-f", "brltty -n -b tt"]
            try? stop.run()
            stop.waitUntilExit()
        }
        stopDisplays()   // one left by an interrupted run would hold the port
        defer {
            _ = try? tmux(["kill-server"])
            stopDisplays()
        }
        // The display: a terminal pane BRLTTY's TTY driver draws 8 cells on and reads keys from.
        try tmux(["new-session", "-d", "-s", "display", "-x", "40", "-y", "4", "sleep 60"])
        let pane = try tmux(["display", "-p", "-t", "display", "#{pane_tty}"]).trimmingCharacters(in: .whitespacesAndNewlines)
        let brltty = Process()
        brltty.executableURL = URL(fileURLWithPath: "/usr/bin/brltty")
        brltty.arguments = ["-n", "-b", "tt", "-d", "serial:" + pane.replacingOccurrences(of: "/dev/", with: ""),
                            "-B", "columns=8", "-x", "no", "-s", "no", "-A", "auth=none,host=127.0.0.1:7", "-e", "-q"]
        brltty.standardError = FileHandle.nullDevice
        brltty.standardOutput = FileHandle.nullDevice
        try brltty.run()
        Thread.sleep(forTimeInterval: 2)
        func display() throws -> String { try tmux(["capture-pane", "-p", "-t", "display"]) }
        let binary = CommandLineTests.binary.path
        try tmux(["new-session", "-d", "-s", "nav", "-x", "120", "-y", "34",
                  "BRLAPI_HOST=127.0.0.1:7 BRLAPI_AUTH=none \(binary) demo --silent --braille-display; echo EXIT=$?; "
                      + "echo DONE; sleep 30"])
        _ = try screen(until: { $0.contains("braille ⠠⠝⠕⠺⠀⠠⠏⠇") })
        var shown = try display()
        let deadline = Date().addingTimeInterval(5)
        while !shown.contains("⠠⠝⠕⠺⠀⠠⠏⠇"), Date() < deadline { Thread.sleep(forTimeInterval: 0.1); shown = try display() }
        #expect(shown.contains("⠠⠝⠕⠺⠀⠠⠏⠇"), "\(shown)")
        try tmux(["send-keys", "-t", "display", "Right"])       // the display's "window right"
        let panned = try screen(until: { $0.contains("braille ⠁⠽⠊⠝⠛⠀⠓⠙") })
        #expect(panned.contains("        aying hd"))
        try tmux(["send-keys", "-t", "nav", "q"])
        let text = try screen(until: { $0.contains("DONE") })
        #expect(text.contains("EXIT=0"))
    }

    @Test("--braille-display without BRLTTY: a clear message, exit 69, the terminal untouched")
    func noBrailleDisplay() throws {
        defer { _ = try? tmux(["kill-server"]) }
        let binary = CommandLineTests.binary.path
        try tmux(["new-session", "-d", "-s", "nav", "-x", "120", "-y", "34",
                  "BRLAPI_HOST=127.0.0.1:59 BRLAPI_AUTH=none \(binary) demo --silent --braille-display; echo EXIT=$?; "
                      + "echo DONE; sleep 30"])
        let text = try screen(until: { $0.contains("DONE") })
        #expect(text.contains("EXIT=69"), "\(text)")
        #expect(text.contains("no braille display: BRLTTY is not running"))
    }
}
