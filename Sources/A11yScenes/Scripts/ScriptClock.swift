import A11yCore

/// How time passes in a scripted run: a virtual clock for silent runs (`VirtualScheduler`:
/// deterministic, no real time) or the wall clock with live speech for spoken ones (the
/// navigator's loop). `ScriptRunner` runs a script the same way on either.
@MainActor
public protocol ScriptClock {
    /// Lets the app and its speech run until nothing is said, queued or waiting; false when
    /// `limit` passed first (an app that never stops talking).
    func runUntilIdle(limit: Duration) -> Bool
    /// Lets `duration` pass (a script's `wait N`).
    func pass(_ duration: Duration)
}

extension VirtualScheduler: ScriptClock {
    public func pass(_ duration: Duration) { advance(by: duration) }
}
