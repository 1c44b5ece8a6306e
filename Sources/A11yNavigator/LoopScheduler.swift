import A11yCore
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A wall-clock scheduler for an event loop: the loop asks how long it may sleep and fires
/// what is due. Used by the interactive navigator and spoken runs.
@MainActor
public final class LoopScheduler: Scheduler {
    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant
    private var timers: [(token: Int, due: ContinuousClock.Instant, action: @MainActor () -> Void)] = []
    private var nextToken = 0

    public init() { start = clock.now }

    public var now: Duration { clock.now - start }

    @discardableResult
    public func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) -> Int {
        nextToken += 1
        timers.append((nextToken, clock.now + max(delay, .zero), action))
        return nextToken
    }

    public func cancel(_ token: Int) { timers.removeAll { $0.token == token } }

    /// How long until the next timer, or nil when none is pending.
    public var timeUntilNextTimer: Duration? {
        guard let due = timers.map(\.due).min() else { return nil }
        return max(.zero, due - clock.now)
    }

    /// Runs every timer that is due.
    public func fireDueTimers() {
        while let index = timers.indices.filter({ timers[$0].due <= clock.now }).min(by: { timers[$0].due < timers[$1].due }) {
            let timer = timers.remove(at: index)
            timer.action()
        }
    }
}
