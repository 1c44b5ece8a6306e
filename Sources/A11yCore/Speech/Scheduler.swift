/// Time and timers for the speech queue, injected so tests and scripts are deterministic.
///
/// The live scheduler follows the wall clock; `VirtualScheduler` is a clock advanced by
/// hand, like swift-nio's `EmbeddedEventLoop`.
@MainActor
public protocol Scheduler: AnyObject {
    /// The time since the scheduler started.
    var now: Duration { get }
    /// Runs `action` once `delay` has passed; returns a token for `cancel`.
    @discardableResult
    func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) -> Int
    /// Cancels a scheduled action that has not run yet.
    func cancel(_ token: Int)
}
