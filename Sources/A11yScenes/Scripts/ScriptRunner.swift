import A11yCore

/// Runs a script against a session on a virtual clock (scene-format.md §6).
///
/// The app starts as VoiceOver meets it at launch; then each command waits until speech
/// has finished (the hint included), unless it is immediate (`!`), which performs it at
/// once, interrupting. `wait N` lets N milliseconds pass. The clock is virtual, so a run
/// is deterministic and takes no real time.
@MainActor
public final class ScriptRunner {
    public let session: VoiceOverSession
    public let scheduler: VirtualScheduler
    /// How long an app may keep talking on its own before the run gives up waiting.
    public var idleLimit: Duration = .seconds(600)
    /// Called when waiting hit `idleLimit` (an app that never stops talking).
    public var onIdleLimit: (@MainActor (Int) -> Void)?

    public init(session: VoiceOverSession, scheduler: VirtualScheduler) {
        self.session = session
        self.scheduler = scheduler
    }

    /// Starts the session (launch), runs `commands`, then lets speech finish.
    public func run(_ commands: [ScriptCommand], launch: (@MainActor () -> Void)? = nil) {
        session.start(launch: launch)
        for command in commands {
            if !command.immediate { waitUntilIdle(line: command.line) }
            switch command.action {
            case .voiceOver(let action): session.perform(action)
            case .wait(let milliseconds): scheduler.advance(by: .milliseconds(milliseconds))
            }
        }
        waitUntilIdle(line: commands.last?.line ?? 0)
    }

    private func waitUntilIdle(line: Int) {
        if !scheduler.runUntilIdle(limit: idleLimit) { onIdleLimit?(line) }
    }
}
