import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A thread-safe inbox for work that other threads (the speech engine) hand to the main
/// loop; a pipe wakes the loop's `poll`.
public final class MainLoopInbox: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [@MainActor @Sendable () -> Void] = []
    /// The descriptor the loop polls for readability.
    public let wakeDescriptor: Int32
    private let writeDescriptor: Int32

    public init() {
        var fds: [Int32] = [0, 0]
        if pipe(&fds) != 0 { fds = [-1, -1] }
        wakeDescriptor = fds[0]
        writeDescriptor = fds[1]
        if fds[0] >= 0 {
            _ = fcntl(fds[0], F_SETFL, fcntl(fds[0], F_GETFL) | O_NONBLOCK)
            _ = fcntl(fds[1], F_SETFL, fcntl(fds[1], F_GETFL) | O_NONBLOCK)
        }
    }

    deinit {
        if wakeDescriptor >= 0 { close(wakeDescriptor); close(writeDescriptor) }
    }

    /// Hands `work` to the main loop (callable from any thread).
    public func post(_ work: @escaping @MainActor @Sendable () -> Void) {
        lock.withLock { items.append(work) }
        var byte: UInt8 = 1
        _ = write(writeDescriptor, &byte, 1)
    }

    /// Runs what was posted (on the main loop).
    @MainActor
    public func drain() {
        var buffer = [UInt8](repeating: 0, count: 256)
        while read(wakeDescriptor, &buffer, buffer.count) > 0 {}
        let work = lock.withLock { () -> [@MainActor @Sendable () -> Void] in
            defer { items.removeAll() }
            return items
        }
        for item in work { item() }
    }
}
