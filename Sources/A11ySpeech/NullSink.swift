import A11yCore
// A sink that plays nowhere: for tests, benchmarks and machines without audio.

import Foundation

/// Consumes audio without playing it; when paced it behaves like a device with a small buffer.
///
/// Paced model: a device buffer of `bufferLength` plays out in real time. `write` returns
/// at once while the buffer has room and otherwise waits until it has; `drain` waits until
/// the buffer is empty. Waits are condition waits that `discard` cuts short at once.
public final class NullSink: AudioSink, @unchecked Sendable {
    /// "null".
    public let name = "null"
    /// Whether writes and drains take real time.
    public let paced: Bool
    /// The simulated device buffer.
    public let bufferLength: Duration

    private let condition = NSCondition()
    private let clock = ContinuousClock()
    private var sampleRate = 22050
    /// When everything written so far will have been played.
    private var playedOutAt: ContinuousClock.Instant
    private var discardGeneration = 0
    private var samplesWritten = 0

    /// Creates a null sink; `paced` sinks take as long as playing would.
    public init(paced: Bool = true, bufferLength: Duration = .milliseconds(20)) {
        self.paced = paced
        self.bufferLength = bufferLength
        self.playedOutAt = ContinuousClock.now
    }

    /// Total samples accepted since `open` (including ones later discarded).
    public var totalSamplesWritten: Int {
        condition.lock()
        defer { condition.unlock() }
        return samplesWritten
    }

    /// Resets the sink for audio at `sampleRate`.
    public func open(sampleRate: Int) throws {
        condition.lock()
        self.sampleRate = max(sampleRate, 1)
        playedOutAt = clock.now
        samplesWritten = 0
        condition.unlock()
    }

    /// Accepts samples; when paced, first waits until the simulated buffer has room.
    public func write(_ samples: [Int16]) throws {
        condition.lock()
        defer { condition.unlock() }
        let generation = discardGeneration
        let length = Duration.nanoseconds(Int64(samples.count) * 1_000_000_000 / Int64(sampleRate))
        if paced {
            while true {
                let now = clock.now
                if playedOutAt < now { playedOutAt = now }
                let wait = (playedOutAt + length) - (now + bufferLength)
                if wait <= .zero { break }
                _ = condition.wait(until: Date(timeIntervalSinceNow: wait.seconds))
                if discardGeneration != generation { return }
            }
            playedOutAt = playedOutAt + length
        }
        samplesWritten += samples.count
    }

    /// When paced, waits until the simulated buffer has played out.
    public func drain() throws {
        guard paced else { return }
        condition.lock()
        defer { condition.unlock() }
        let generation = discardGeneration
        while discardGeneration == generation {
            let remaining = playedOutAt - clock.now
            if remaining <= .zero { break }
            _ = condition.wait(until: Date(timeIntervalSinceNow: remaining.seconds))
        }
    }

    /// Empties the simulated buffer and wakes a blocked `write`/`drain`.
    public func discard() {
        condition.lock()
        discardGeneration &+= 1
        playedOutAt = clock.now
        condition.broadcast()
        condition.unlock()
    }

    /// Nothing to release.
    public func close() {}
}
