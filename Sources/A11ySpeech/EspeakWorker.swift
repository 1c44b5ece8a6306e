// The one thread that is allowed to call eSpeak NG, with a job queue guarded by a condition.

import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A dedicated thread that runs submitted jobs one at a time, in order.
///
/// eSpeak NG keeps process-global state and is not thread-safe, so every call into it is
/// made from this thread. Jobs are closures; `sync` blocks the caller until its job ran.
final class EspeakWorker: @unchecked Sendable {
    private let condition = NSCondition()
    private var jobs: [@Sendable () -> Void] = []
    private var ownerThread: pthread_t?

    /// Starts the thread; it lives for the rest of the process.
    init(name: String) {
        let thread = Thread { [self] in self.run() }
        thread.name = name
        thread.start()
    }

    /// True when called from the worker thread itself.
    var isCurrent: Bool {
        condition.lock()
        defer { condition.unlock() }
        guard let owner = ownerThread else { return false }
        return pthread_equal(owner, pthread_self()) != 0
    }

    /// Queues a job and returns at once.
    func async(_ job: @escaping @Sendable () -> Void) {
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    /// Runs `body` on the worker thread and returns its result; runs inline when already on it.
    func sync<T>(_ body: @escaping @Sendable () throws -> T) throws -> T {
        if isCurrent { return try body() }
        let box = ResultBox<T>()
        let done = DispatchSemaphore(value: 0)
        async {
            box.result = Result { try body() }
            done.signal()
        }
        done.wait()
        return try box.result!.get()
    }

    private func run() {
        #if os(Linux)
        // Synthesis runs far ahead of playback: let the threads feeding sound devices
        // preempt it (a per-thread nice value; raising it needs no privilege).
        typealias GetTid = @convention(c) () -> Int32
        if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "gettid") {
            let tid = unsafeBitCast(symbol, to: GetTid.self)()
            _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), id_t(tid), 10)
        }
        #endif
        condition.lock()
        ownerThread = pthread_self()
        condition.unlock()
        while true {
            condition.lock()
            while jobs.isEmpty { condition.wait() }
            let job = jobs.removeFirst()
            condition.unlock()
            job()
        }
    }
}

/// Carries a result from the worker thread back to a waiting caller (the semaphore orders access).
private final class ResultBox<T>: @unchecked Sendable {
    var result: Result<T, any Error>?
}
