import Foundation

/// Runs `body` on a thread with a stack large enough for swift-syntax's recursive descent and
/// the reader's evaluation of deeply nested views (256 MB, reserved, not used), and waits for
/// it: the caller may be a thread with a small stack (a test runner's, a dispatch worker's),
/// where a file of ordinary depth would overflow it in a debug build. `meanwhile` runs on the
/// calling thread while it waits (work that shares nothing with `body`).
///
/// The thread is kept for the next call (its start and its stack's first pages cost as much
/// as a small file's reading); a call made while it is busy gets a thread of its own, and a
/// call made on a large stack already runs there.
func withLargeStack<Result>(_ body: () throws -> Result, meanwhile: () -> Void = {}) throws -> Result {
    if LargeStackThread.isLarge {
        meanwhile()
        return try body()
    }
    let job = LargeStackJob<Result>()
    withoutActuallyEscaping(body) { body in
        job.work = body
        let run: @Sendable () -> Void = {
            job.outcome = Swift.Result { try job.work!() }
            job.work = nil
        }
        if !LargeStackThread.shared.run(run, then: job.done) {
            let thread = Thread {
                LargeStackThread.isLarge = true
                run()
                job.done.signal()
            }
            thread.stackSize = LargeStackThread.size
            thread.start()
        }
        meanwhile()
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

/// The kept thread: one job at a time, handed over under a lock.
private final class LargeStackThread: @unchecked Sendable {
    static let shared = LargeStackThread()
    static let size = 256 << 20

    /// Whether the current thread has the large stack (the kept one, or one made for a call): a
    /// flag of the thread's own, set on those threads only and read without a lock.
    static var isLarge: Bool {
        get { Thread.current.threadDictionary[key] != nil }
        set { Thread.current.threadDictionary[key] = newValue ? true : nil }
    }
    private static let key = "voicenav.largeStack"

    private let lock = NSLock()
    private var busy = false
    private var job: (work: @Sendable () -> Void, done: DispatchSemaphore)?
    private let wake = DispatchSemaphore(value: 0)
    private var started = false

    /// Hands `work` to the thread, which signals `done` once it is free again; false when it
    /// is busy with another call's.
    func run(_ work: @escaping @Sendable () -> Void, then done: DispatchSemaphore) -> Bool {
        lock.lock()
        guard !busy else {
            lock.unlock()
            return false
        }
        busy = true
        job = (work, done)
        if !started {
            started = true
            let thread = Thread { [self] in loop() }
            thread.stackSize = Self.size
            thread.start()
        }
        lock.unlock()
        wake.signal()
        return true
    }

    private func loop() {
        Self.isLarge = true
        while true {
            wake.wait()
            lock.lock()
            let taken = job
            job = nil
            lock.unlock()
            taken?.work()
            lock.lock()
            busy = false
            lock.unlock()
            taken?.done.signal()
        }
    }
}
