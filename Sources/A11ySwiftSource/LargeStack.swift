import Foundation

/// Runs `body` on a thread of its own with a stack large enough for swift-syntax's recursive
/// descent and the reader's evaluation of deeply nested views (256 MB, reserved, not used), and waits for it: the
/// caller may be a thread with a small stack (a test runner's, a dispatch worker's), where a
/// file of ordinary depth would overflow it in a debug build.
func withLargeStack<Result>(_ body: () throws -> Result) throws -> Result {
    let job = LargeStackJob<Result>()
    withoutActuallyEscaping(body) { body in
        job.work = body
        let thread = Thread {
            job.outcome = Swift.Result { try job.work!() }
            job.work = nil
            job.done.signal()
        }
        thread.stackSize = 256 << 20
        thread.start()
        job.done.wait()
    }
    return try job.outcome!.get()
}

/// What the thread runs and what it gives back; the work is dropped as soon as it ran, so the
/// caller's closure does not outlive the call.
private final class LargeStackJob<Result>: @unchecked Sendable {
    var work: (() throws -> Result)?
    var outcome: Swift.Result<Result, any Error>?
    let done = DispatchSemaphore(value: 0)
}
