import A11yCore
// The speaker's shared state and its thread: requests, interruptions, the earcon channel.

import Foundation

/// The speaker's shared state; every mutable field is guarded by `condition`.
final class SpeakerCore: @unchecked Sendable {
    /// One `speak` call.
    struct Request {
        var id: UInt64
        var text: String
        var language: String?
        var parameters = SpeechParameters()
    }

    let engine: EspeakEngine
    let sink: any AudioSink
    let onEvent: @Sendable (SpeakerEvent) -> Void
    let condition = NSCondition()
    var parameters: SpeechParameters
    var lastError: SpeechError?
    /// Waiting to start (at most one; a newer request supersedes it).
    var pending: Request?
    /// Superseded requests that still need their `.finished(completed: false)`.
    var dropped: [UInt64] = []
    /// Bumped by every interruption; the playing utterance stops when it changes.
    var generation: UInt64 = 0
    var busy = false
    var activeStream: SpeechStream?
    var isShutDown = false
    var threadEnded = false
    var speakerThread: pthread_t?
    var sinkIsOpen = false
    /// Set by `LiveSpeaker.reconnect()`: the speaker thread closes and reopens the sink before
    /// its next piece of audio.
    var sinkNeedsReopen = false
    /// Samples of the current (or last) utterance written to the sink.
    var samplesPlayed = 0
    /// An earcon being played, and how much of it was written.
    var sound: [Int16] = []
    var soundPosition = 0

    init(engine: EspeakEngine, sink: any AudioSink, parameters: SpeechParameters,
         onEvent: @escaping @Sendable (SpeakerEvent) -> Void) {
        self.engine = engine
        self.sink = sink
        self.parameters = parameters
        self.onEvent = onEvent
    }

    func withLock<T>(_ body: () throws -> T) rethrows -> T {
        condition.lock()
        defer { condition.unlock() }
        return try body()
    }

    func request(_ request: Request) {
        var request = request
        let interrupted: SpeechStream?? = withLock {
            guard !isShutDown else { return nil }
            request.parameters = parameters
            if let old = pending { dropped.append(old.id) }
            pending = request
            condition.broadcast()
            return interruptLocked()
        }
        finishInterrupt(interrupted)
    }

    func stop() {
        let interrupted: SpeechStream?? = withLock {
            if let old = pending { dropped.append(old.id) }
            pending = nil
            condition.broadcast()
            return interruptLocked()
        }
        finishInterrupt(interrupted)
    }

    /// Marks the playing utterance as interrupted; returns `.some(stream)` when one was playing.
    private func interruptLocked() -> SpeechStream?? {
        guard busy else { return nil }
        generation &+= 1
        return .some(activeStream)
    }

    /// Outside the lock: aborts synthesis and drops the sink's buffered audio.
    private func finishInterrupt(_ interrupted: SpeechStream??) {
        guard case .some(let stream) = interrupted else { return }
        stream?.abort()
        sink.discard()
    }

    func shutdown(wait: Bool) {
        let interrupted: SpeechStream?? = withLock {
            isShutDown = true
            if let old = pending { dropped.append(old.id) }
            pending = nil
            condition.broadcast()
            return interruptLocked()
        }
        finishInterrupt(interrupted)
        guard wait else { return }
        withLock {
            if let speakerThread, pthread_equal(speakerThread, pthread_self()) != 0 { return }
            while !threadEnded { condition.wait() }
        }
    }

    /// True while `generation` is still the one the utterance started with.
    func isCurrent(_ generation: UInt64) -> Bool {
        withLock { self.generation == generation && !isShutDown }
    }

    /// The speaker thread: takes requests one at a time and plays them.
    func run() {
        withLock { speakerThread = pthread_self() }
        while true {
            condition.lock()
            while pending == nil && dropped.isEmpty && !isShutDown && soundPosition >= sound.count { condition.wait() }
            let droppedNow = dropped
            dropped.removeAll()
            let next = isShutDown ? nil : pending
            var stream: SpeechStream?
            let startGeneration = generation
            if next != nil {
                pending = nil
                busy = true
                stream = SpeechStream()
                activeStream = stream
            }
            let ending = isShutDown
            condition.unlock()

            for id in droppedNow { onEvent(.finished(id: id, completed: false)) }
            if next == nil && !ending { playSoundAlone() }
            if let next, let stream {
                play(next, generation: startGeneration, stream: stream)
                withLock {
                    busy = false
                    activeStream = nil
                }
            }
            if ending { break }
        }
        if withLock({ sinkIsOpen }) { sink.close() }
        withLock {
            threadEnded = true
            condition.broadcast()
        }
    }
}
