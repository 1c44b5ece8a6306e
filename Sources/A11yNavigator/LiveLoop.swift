import A11yCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A wall-clock event loop for spoken runs: waits on the speech engine's events and timers.
@MainActor
public struct LiveLoop {
    public let scheduler: LoopScheduler
    public let inbox: MainLoopInbox

    public init(scheduler: LoopScheduler, inbox: MainLoopInbox) {
        self.scheduler = scheduler
        self.inbox = inbox
    }

    /// Runs until nothing is said, queued or waiting (at most `limit`); whether it got there.
    @discardableResult
    public func runUntilIdle(_ session: VoiceOverSession, limit: Duration = .seconds(600)) -> Bool {
        let end = scheduler.now + limit
        func idle() -> Bool { session.queue.isIdle && scheduler.timeUntilNextTimer == nil }
        while !idle(), scheduler.now < end { step(maxWait: .milliseconds(250)) }
        return idle()
    }

    /// Runs for `duration` of wall-clock time.
    public func run(for duration: Duration) {
        let end = scheduler.now + duration
        while scheduler.now < end { step(maxWait: end - scheduler.now) }
    }

    private func step(maxWait: Duration) {
        var wait = maxWait
        if let next = scheduler.timeUntilNextTimer { wait = min(wait, next) }
        var fds = [pollfd(fd: inbox.wakeDescriptor, events: Int16(POLLIN), revents: 0)]
        let milliseconds = Int32(clamping: max(0, wait.milliseconds) + (wait > .zero ? 1 : 0))
        _ = poll(&fds, 1, milliseconds)
        inbox.drain()
        scheduler.fireDueTimers()
    }
}
