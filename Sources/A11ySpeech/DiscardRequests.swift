import A11yCore
import Foundation

/// The stop protocol shared by the device sinks (PulseAudio, ALSA) through `PacedDeviceWriter`.
///
/// `discard()` may come from any thread while a `write` or `drain` blocks on the device. It
/// records the request and bumps a generation (so a blocked call can tell it was cut short
/// and return); the device's own drop or flush then runs under the sink's I/O lock — at once
/// when no call holds that lock, else between two pieces of the call in progress.
final class DiscardRequests: @unchecked Sendable {
    private let lock = NSLock()
    private var generation = 0
    private var pending = false

    /// Changes with every `discard()`.
    var currentGeneration: Int { lock.withLock { generation } }

    /// `discard()`: records the request and drops now unless a call holds the I/O lock.
    func discard(ioLock: NSLock, _ drop: () -> Void) {
        lock.withLock {
            generation &+= 1
            pending = true
        }
        if ioLock.try() {
            ioLock.unlock()
            performPending(ioLock: ioLock, drop)
        }
    }

    /// Runs `drop` under `ioLock` if a request is still pending (called between pieces of I/O).
    func performPending(ioLock: NSLock, _ drop: () -> Void) {
        guard lock.withLock({ pending }) else { return }
        ioLock.lock()
        defer { ioLock.unlock() }
        let stillPending = lock.withLock { () -> Bool in
            defer { pending = false }
            return pending
        }
        if stillPending { drop() }
    }
}
