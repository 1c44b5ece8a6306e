import A11yCore
// Playback through the system's own player command (macOS's `afplay`), one WAV file an utterance.

import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Plays speech by handing each utterance, as a temporary WAV file, to a command that plays a
/// file: `afplay` on macOS, where neither PulseAudio nor ALSA is found (Speech.md, "Audio
/// outputs"). Nothing beyond eSpeak NG needs installing.
///
/// Writes are kept (they return at once); `drain` writes them to a WAV file in the temporary
/// folder, runs the command on it and waits until it exits, so an utterance starts playing
/// when it is synthesized whole. `discard` drops what is kept and ends the running player
/// (SIGTERM), which is how VoiceOver's interruption stops the sound.
public final class PlayerSink: AudioSink, @unchecked Sendable {
    /// "system player (afplay)".
    public let name: String
    /// The command and its arguments; the WAV file's path is added last.
    public let command: [String]

    private let lock = NSLock()
    private var sampleRate = 22050
    private var pending: [Int16] = []
    private var child: pid_t?
    /// Counts `discard`s, so a `drain` waiting on a player knows it was cut short.
    private var generation = 0
    private var fileCount = 0
    /// When the first samples of the utterance being kept were written, and how long each
    /// utterance waited from then until its player started (for `voicenav bench player`).
    private var firstWrite: ContinuousClock.Instant?
    private var delays: [Duration] = []

    /// The players looked for where no other output works: macOS's `afplay`.
    public static let systemPlayers: [[String]] = [["afplay"]]

    /// A sink playing through `command` (found on `PATH` when it has no `/`).
    public init(command: [String]) {
        self.command = command
        name = "system player (\(command.first.map { ($0 as NSString).lastPathComponent } ?? "none"))"
    }

    deinit { close() }

    /// The first of `systemPlayers` found on this machine, as a sink.
    public static func systemPlayer() -> PlayerSink? {
        systemPlayers.first { executable($0[0]) != nil }.map { PlayerSink(command: $0) }
    }

    /// Checks that the command exists (`.audioUnavailable` when not): nothing is played yet.
    public func open(sampleRate: Int) throws {
        guard let first = command.first, Self.executable(first) != nil else {
            throw SpeechError(.audioUnavailable, "no player command \"\(command.first ?? "")\" on this machine")
        }
        lock.withLock {
            self.sampleRate = sampleRate
            pending = []
        }
    }

    /// Keeps the samples for the utterance's file.
    public func write(_ samples: [Int16]) throws {
        lock.withLock {
            if pending.isEmpty, !samples.isEmpty { firstWrite = ContinuousClock.now }
            pending += samples
        }
    }

    /// Plays what was written: a WAV file, the player run on it, waited for (in 5 ms steps,
    /// so a `discard` ends it at once). Returns early after `discard`.
    public func drain() throws {
        let (samples, rate, started, number) = lock.withLock { () -> ([Int16], Int, Int, Int) in
            defer { pending = []; fileCount += 1 }
            return (pending, sampleRate, generation, fileCount)
        }
        guard !samples.isEmpty else { return }
        let path = NSTemporaryDirectory() + "voicenav-speech-\(getpid())-\(number).wav"
        defer { unlink(path) }
        var bytes = WavFileSink.header(sampleRate: rate, dataBytes: samples.count * 2)
        samples.map(\.littleEndian).withUnsafeBytes { bytes += $0 }
        guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else {
            throw SpeechError(.audioFailed, "cannot write \(path) for the player")
        }
        let pid = try lock.withLock { () throws -> pid_t? in
            guard generation == started else { return nil }
            let pid = try Self.spawn(command + [path])
            child = pid
            if let firstWrite { delays.append(ContinuousClock.now - firstWrite) }
            firstWrite = nil
            return pid
        }
        guard let pid else { return }
        var status: Int32 = 0
        while waitpid(pid, &status, WNOHANG) == 0 { usleep(5_000) }
        lock.withLock { if child == pid { child = nil } }
    }

    /// Drops what is kept and ends the player that is playing, without waiting.
    public func discard() {
        lock.withLock {
            pending = []
            firstWrite = nil
            generation += 1
            if let child { kill(child, SIGTERM) }
        }
    }

    /// Ends any playback.
    public func close() { discard() }

    /// From the first samples of each utterance to its player's start, oldest first.
    public var startDelays: [Duration] { lock.withLock { delays } }

    // MARK: Processes

    /// The path of `name`: itself when it holds a `/`, else the first match on `PATH`.
    static func executable(_ name: String) -> String? {
        if name.contains("/") { return access(name, X_OK) == 0 ? name : nil }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") where access("\(folder)/\(name)", X_OK) == 0 {
            return "\(folder)/\(name)"
        }
        return nil
    }

    /// Starts `arguments` (the first is the program) with the tool's environment and its
    /// standard streams; the player's own output is its own.
    private static func spawn(_ arguments: [String]) throws -> pid_t {
        guard let program = executable(arguments[0]) else {
            throw SpeechError(.audioUnavailable, "no player command \"\(arguments[0])\" on this machine")
        }
        var pid: pid_t = 0
        let argv = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        #if canImport(Darwin)
        let environment = _NSGetEnviron().pointee
        #else
        let environment = environ
        #endif
        let status = posix_spawn(&pid, program, nil, nil, argv, environment)
        guard status == 0 else {
            throw SpeechError(.audioFailed, "cannot start \(program): \(String(cString: strerror(status)))")
        }
        return pid
    }
}
