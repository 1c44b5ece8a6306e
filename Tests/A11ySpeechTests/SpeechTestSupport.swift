// Shared pieces of the speech tests: the serialized parent suite and an event recorder.

import Foundation
import Testing
@testable import A11ySpeech
@testable import TestSupport

/// All speech tests share the one process-wide eSpeak engine and run one at a time.
@Suite(.serialized) struct SpeechTests {
    /// The shared engine; every test uses this one.
    static func engine() throws -> EspeakEngine {
        try EspeakEngine.shared()
    }
}

extension SpeechTests {
    /// Collects speaker events from the speaker thread and lets a test wait for them.
    final class EventRecorder: @unchecked Sendable {
        private let condition = NSCondition()
        private var recorded: [SpeakerEvent] = []

        /// Pass this to `LiveSpeaker(onEvent:)`.
        var handler: @Sendable (SpeakerEvent) -> Void {
            { [self] event in
                condition.lock()
                recorded.append(event)
                condition.broadcast()
                condition.unlock()
            }
        }

        /// Everything recorded so far.
        var events: [SpeakerEvent] {
            condition.lock()
            defer { condition.unlock() }
            return recorded
        }

        /// Waits until an event matching `predicate` was recorded; false if none came within
        /// `limit` (a safety net against hangs, not a timing assertion).
        @discardableResult
        func wait(limit: TimeInterval = 60, for predicate: (SpeakerEvent) -> Bool) -> Bool {
            let deadline = Date(timeIntervalSinceNow: limit)
            condition.lock()
            defer { condition.unlock() }
            while !recorded.contains(where: predicate) {
                if !condition.wait(until: deadline) { return recorded.contains(where: predicate) }
            }
            return true
        }

        /// Waits for `.finished` of utterance `id`.
        @discardableResult
        func waitForFinished(_ id: UInt64) -> Bool {
            wait { if case .finished(id, _) = $0 { return true } else { return false } }
        }
    }

    /// The UTF-8 text a word mark or word event points at.
    static func utf8Substring(_ text: String, offset: Int, length: Int) -> String? {
        let bytes = Array(text.utf8)
        guard offset >= 0, length > 0, offset + length <= bytes.count else { return nil }
        return String(validating: bytes[offset..<(offset + length)], as: UTF8.self)
    }

    /// The words a rendering marks, as text.
    static func markedWords(_ text: String, _ speech: RenderedSpeech) -> [String] {
        speech.words.compactMap { utf8Substring(text, offset: $0.textOffset, length: $0.length) }
    }
}

extension SpeechTests {
    /// A test sink that holds the speaker: once `accepted` writes went through, further
    /// writes block until `discard()` (a stop) releases the hold for good. No wall clock.
    final class HoldingSink: AudioSink, @unchecked Sendable {
        let name = "holding"
        private let condition = NSCondition()
        private var remaining: Int
        private var holding = true

        init(accepted: Int = 2) { remaining = accepted }

        func open(sampleRate: Int) throws {}
        func write(_ samples: [Int16]) throws {
            condition.lock()
            defer { condition.unlock() }
            if remaining > 0 {
                remaining -= 1
                return
            }
            while holding { condition.wait() }
        }
        func drain() throws {}
        func discard() {
            condition.lock()
            holding = false
            condition.broadcast()
            condition.unlock()
        }
        func close() {}
    }
}
