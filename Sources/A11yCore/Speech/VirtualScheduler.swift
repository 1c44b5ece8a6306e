/// A scheduler whose clock moves only when told to: scripted sessions and tests.
@MainActor
public final class VirtualScheduler: Scheduler {
    public private(set) var now: Duration = .zero
    private var timers: [(token: Int, due: Duration, action: @MainActor () -> Void)] = []
    private var nextToken = 0

    public init() {}

    @discardableResult
    public func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) -> Int {
        nextToken += 1
        timers.append((nextToken, now + max(delay, .zero), action))
        return nextToken
    }

    public func cancel(_ token: Int) {
        timers.removeAll { $0.token == token }
    }

    /// Whether any timer is pending.
    public var hasPendingTimers: Bool { !timers.isEmpty }

    /// When the next timer is due.
    public var nextDue: Duration? { timers.map(\.due).min() }

    /// Runs the earliest timer, moving the clock to its time; false when none is pending.
    @discardableResult
    public func runNext() -> Bool {
        guard let index = timers.indices.min(by: {
            (timers[$0].due, timers[$0].token) < (timers[$1].due, timers[$1].token)
        }) else {
            return false
        }
        let timer = timers.remove(at: index)
        now = max(now, timer.due)
        timer.action()
        return true
    }

    /// Moves the clock forward by `duration`, running the timers that fall due on the way.
    public func advance(by duration: Duration) {
        let target = now + duration
        while let due = nextDue, due <= target { runNext() }
        now = max(now, target)
    }

    /// Runs timers until none is left or `limit` of virtual time has passed; returns false
    /// when the limit stopped it (an app that never stops talking).
    @discardableResult
    public func runUntilIdle(limit: Duration = .seconds(3600)) -> Bool {
        let deadline = now + limit
        while let due = nextDue {
            if due > deadline { now = deadline; return false }
            runNext()
        }
        return true
    }
}
