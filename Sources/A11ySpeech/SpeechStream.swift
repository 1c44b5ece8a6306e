// A hand-off buffer between the synthesizer (producer) and a speaker's audio thread (consumer).

import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Audio and word marks of one utterance, produced on the engine thread while they are
/// consumed on the speaker thread; either side can abort it.
final class SpeechStream: @unchecked Sendable {
    /// What the consumer gets from one `next()`.
    struct Chunk {
        /// Samples produced since the previous call (may be empty).
        var samples: [Int16]
        /// Word marks produced since the previous call.
        var words: [WordMark]
        /// True when synthesis has ended; no further chunks follow.
        var isEnd: Bool
        /// Set when synthesis failed.
        var error: SpeechError?
    }

    private let condition = NSCondition()
    private var samples: [Int16] = []
    private var words: [WordMark] = []
    private var ended = false
    private var error: SpeechError?
    private var aborted = false
    private var consumerWaiting = false

    /// True once `abort()` was called.
    var isAborted: Bool {
        condition.lock()
        defer { condition.unlock() }
        return aborted
    }

    /// Producer: appends audio; returns false when the stream was aborted (stop synthesizing).
    ///
    /// When this wakes a waiting consumer, the producer yields its CPU once: synthesis
    /// otherwise keeps running on the core the consumer was woken on, and the consumer
    /// (the thread that feeds the sound device) waits until the scheduler preempts it.
    func append(_ buffer: UnsafeBufferPointer<Int16>, words newWords: [WordMark]) -> Bool {
        condition.lock()
        guard !aborted else {
            condition.unlock()
            return false
        }
        samples.append(contentsOf: buffer)
        words.append(contentsOf: newWords)
        let wake = consumerWaiting
        if wake { condition.signal() }
        condition.unlock()
        if wake { sched_yield() }
        return true
    }

    /// Producer: marks the end of synthesis, with the error if it failed.
    func finish(error: SpeechError?) {
        condition.lock()
        ended = true
        self.error = error
        condition.broadcast()
        condition.unlock()
    }

    /// Either side: stops the producer at its next callback and wakes the consumer.
    func abort() {
        condition.lock()
        aborted = true
        samples.removeAll()
        condition.broadcast()
        condition.unlock()
    }

    /// Consumer: waits until there is audio, the end, or an abort, and takes what is there.
    /// After an abort it returns an empty end chunk.
    func next() -> Chunk {
        condition.lock()
        defer { condition.unlock() }
        while samples.isEmpty && words.isEmpty && !ended && !aborted {
            consumerWaiting = true
            condition.wait()
            consumerWaiting = false
        }
        if aborted { return Chunk(samples: [], words: [], isEnd: true, error: nil) }
        let chunk = Chunk(samples: samples, words: words, isEnd: ended, error: error)
        samples.removeAll(keepingCapacity: true)
        words.removeAll(keepingCapacity: true)
        return chunk
    }
}
