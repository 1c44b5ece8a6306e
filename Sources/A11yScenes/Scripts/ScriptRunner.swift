import A11yCore
import A11ySceneModel

/// Runs a script against a session (SceneFileReference, "Script commands"): the one script
/// loop, for silent runs on a virtual clock and spoken runs on the wall clock (`ScriptClock`).
///
/// The app starts as VoiceOver meets it at launch; then each command waits until speech
/// has finished (the hint included), unless it is immediate (`!`), which performs it at
/// once, interrupting. `wait N` lets N milliseconds pass. On the virtual clock a run is
/// deterministic and takes no real time.
///
/// Scripts are strict: `focus` and `expect-focus` with an id that is not on the current
/// screen, and `action` with a name the focused element does not have, stop the run with a
/// `SceneError` that names the line and lists what is there. `expect` lines that do not
/// hold are collected in `failures` and the run goes on.
@MainActor
public final class ScriptRunner {
    public let session: VoiceOverSession
    public let clock: any ScriptClock
    /// The script's file, for the errors and failures.
    public let file: String
    /// How long an app may keep talking on its own before the run gives up waiting.
    public var idleLimit: Duration = .seconds(600)
    /// Called when waiting hit `idleLimit` (an app that never stops talking).
    public var onIdleLimit: (@MainActor (Int) -> Void)?
    /// Called before each command (after waiting for speech, unless it is immediate) with its
    /// line, and once at the end with nil: a spoken run stops there when speech failed.
    public var checkpoint: (@MainActor (_ line: Int?) throws -> Void)?
    /// The `expect` lines that did not hold, in order.
    public private(set) var failures: [ExpectationFailure] = []
    /// Where each command's speech begins in the transcript: the index of the first record
    /// made after the command started, and the command's line (0: the launch).
    public private(set) var origins: [(record: Int, line: Int)] = []
    /// The transcript record where the speech `expect` looks at begins.
    private var windowStart = 0
    /// Whether a focus on an id that is not on screen, or an unknown action, is performed
    /// anyway (`[no action]`) instead of being an error: for random sessions and fuzzing.
    public var isLenient = false

    private var checker: ScriptChecker { ScriptChecker(session: session, file: file, isLenient: isLenient) }

    public init(session: VoiceOverSession, clock: any ScriptClock, file: String = "script") {
        self.session = session
        self.clock = clock
        self.file = file
    }

    /// Starts the session (launch), runs `commands`, then lets speech finish.
    ///
    /// - Throws: `SceneError` for a command that names what is not on screen, or what
    ///   `checkpoint` throws.
    public func run(_ commands: [ScriptCommand], launch: (@MainActor () -> Void)? = nil) throws {
        origins = [(0, 0)]
        session.start(launch: launch)
        for command in commands {
            if !command.immediate { waitUntilIdle(line: command.line) }
            try checkpoint?(command.line)
            switch command.action {
            case .voiceOver(let action):
                if !isLenient { try checker.check(action, command) }
                begin(command)
                session.perform(action)
            case .wait(let milliseconds):
                begin(command)
                clock.pass(.milliseconds(milliseconds))
            case .expect(let expectation):
                if let failure = try checker.verify(expectation, command, since: windowStart) { failures.append(failure) }
            }
        }
        waitUntilIdle(line: commands.last?.line ?? 0)
        try checkpoint?(nil)
    }

    private func begin(_ command: ScriptCommand) {
        windowStart = session.transcript.records.count
        origins.append((windowStart, command.line))
    }

    private func waitUntilIdle(line: Int) {
        if !clock.runUntilIdle(limit: idleLimit) { onIdleLimit?(line) }
    }

    /// The script line whose command made each text line of the transcript (0: the launch).
    public var textLineOrigins: [Int] {
        // The `# language:` line comes from the launch; a braille line from its record's command.
        var result: [Int] = session.transcript.language == nil ? [] : [0]
        var originIndex = 0
        for (index, record) in session.transcript.records.enumerated() {
            while originIndex + 1 < origins.count && origins[originIndex + 1].record <= index { originIndex += 1 }
            guard record.kind != .interrupt else { continue }
            let origin = origins.isEmpty ? 0 : origins[originIndex].line
            result.append(origin)
            if record.braille != nil { result.append(origin) }
            if record.braille != nil, record.brailleContainer != nil { result.append(origin) }
        }
        return result
    }
}

/// An `expect` line that did not hold.
public struct ExpectationFailure: Sendable, Hashable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int
    public var message: String
    public var description: String { "\(file):\(line):\(column): expectation failed: \(message)" }
}
