import A11yCore
import A11ySpeech
import Foundation

/// A speech soak (issue 16): many utterances through a real audio output with random
/// interruptions, earcons and voice changes, checking that nothing is leaked or stuck.
///
/// Checks, reported and counted as failures: resident memory after warm-up grows by less
/// than 5 %; after each stop at most one piece of audio (10 ms) reaches the sink; every
/// utterance ends (finished or cancelled) within 1 s of its end or stop; the process ends
/// with the threads it started with.
public enum SpeechSoak {
    /// Counts the samples written after a stop.
    final class CountingSink: AudioSink, @unchecked Sendable {
        let inner: any AudioSink
        private let lock = NSLock()
        private var sinceStop: Int?
        private(set) var worstAfterStop = 0
        init(_ inner: any AudioSink) { self.inner = inner }
        var name: String { inner.name }
        func markStop() { lock.withLock { sinceStop = 0 } }
        func markStart() {
            lock.withLock { if let count = sinceStop { worstAfterStop = max(worstAfterStop, count) }; sinceStop = nil }
        }
        var worst: Int { lock.withLock { max(worstAfterStop, sinceStop ?? 0) } }
        func open(sampleRate: Int) throws { try inner.open(sampleRate: sampleRate) }
        func write(_ samples: [Int16]) throws {
            lock.withLock { if let count = sinceStop { sinceStop = count + samples.count } }
            try inner.write(samples)
        }
        func drain() throws { try inner.drain() }
        func discard() { inner.discard() }
        func close() { inner.close() }
    }

    /// Events from the speaker thread.
    final class Ends: @unchecked Sendable {
        let condition = NSCondition()
        var finished: [UInt64: Bool] = [:]
        func record(_ id: UInt64, _ completed: Bool) {
            condition.lock(); finished[id] = completed; condition.broadcast(); condition.unlock()
        }
        /// Whether `id` ended by playing to the end (false: cancelled, or not ended). Its
        /// record is dropped, so the soak's own bookkeeping does not grow with its length.
        func completed(_ id: UInt64) -> Bool {
            condition.lock(); defer { condition.unlock() }
            return finished.removeValue(forKey: id) == true
        }
        /// Waits up to `limit` for `id` to end; whether it did.
        func wait(for id: UInt64, limit: Double) -> Bool {
            let deadline = Date(timeIntervalSinceNow: limit)
            condition.lock(); defer { condition.unlock() }
            while finished[id] == nil { if !condition.wait(until: deadline) { return finished[id] != nil } }
            return true
        }
    }

    static func threadCount() -> Int {
        (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task").count) ?? 0
    }

    /// Runs `utterances` utterances through the sink named `sinkName`; returns the report and
    /// whether every check held. `progress` hears the count done every 1,000 utterances (a
    /// long soak takes most of an hour).
    public static func run(utterances: Int, sinkName: String, seed: UInt64 = 0x50AC,
                           progress: ((_ done: Int, _ stuck: Int) -> Void)? = nil) throws -> (report: String, passed: Bool) {
        let engine = try EspeakEngine.shared()
        let threadsBefore = threadCount()
        let sink = CountingSink(try AudioSinks.named(sinkName))
        let ends = Ends()
        let trace = ProcessInfo.processInfo.environment["VOICENAV_SOAK_TRACE"] != nil
        let speaker = LiveSpeaker(engine: engine, sink: sink, parameters: SpeechParameters()) { event in
            if trace { print("event \(event)") }
            if case .finished(let id, let completed) = event { ends.record(id, completed) }
        }
        var random = seed
        func next(_ bound: Int) -> Int {
            random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((random >> 33) % UInt64(bound))
        }
        let texts = ["OK", "Next", "Back button", "Settings. Heading.", "Wi-Fi: Home. Button.",
                     "Airplane Mode. Switch Button. Off.",
                     "Double tap to toggle setting.", "Selected: Inbox. Tab. 1 of 5.", "3 items", "Page 2 of 3"]
        let voices: [String?] = [nil, "en-gb", "en-us+klatt2", "de", "fr", "en-us+f3"]
        let tone = EarconSound.samples(.boundary, sampleRate: engine.sampleRate)
        let warmUp = max(1, utterances / 10)
        var memoryAfterWarmUp = 0, stuck = 0, completed = 0, cancelled = 0
        var stuckDetails: [String] = []
        var lastEarcon = Date.distantPast
        let start = Date()
        for index in 0..<utterances {
            if index == warmUp { memoryAfterWarmUp = TreeBenchmark.heapInUse() }
            if next(7) == 0 { speaker.parameters = SpeechParameters(voice: voices[next(voices.count)]) }
            if next(5) == 0 { speaker.playSound(tone); lastEarcon = Date(); if trace { print("earcon") } }
            if trace { print("speak \(index + 1) voice \(speaker.parameters.voice ?? "-")") }
            let id = UInt64(index + 1)
            sink.markStart()
            // Most utterances are interrupted after 0 to 60 ms, as a fast user does; one in
            // ten plays to the end (a short one, to keep the soak's length reasonable).
            let playsOut = next(10) == 0
            let text = playsOut ? texts[next(3)] : texts[next(texts.count)]
            speaker.speak(id: id, text: text, language: nil)
            if !playsOut {
                usleep(UInt32(next(60_000)))
                // Earcons go on after a stop (VoiceOverRules, "Speech"): a stop is measured only when
                // no earcon can still be playing.
                if Date().timeIntervalSince(lastEarcon) > 0.6 { sink.markStop() }
                let stopped = Date()
                speaker.stop()
                if !ends.wait(for: id, limit: 1) {
                    stuck += 1
                    let late = ends.wait(for: id, limit: 10)
                    let waited = String(format: "%.2f", Date().timeIntervalSince(stopped))
                    stuckDetails.append("#\(id) \"\(text)\": \(late ? "ended \(waited) s after its stop" : "never ended")")
                }
            } else {
                let started = Date()
                if !ends.wait(for: id, limit: 10) {
                    stuck += 1
                    let waited = String(format: "%.2f", Date().timeIntervalSince(started))
                    stuckDetails.append("#\(id) \"\(text)\": not ended 10 s after \(waited) s")
                }
            }
            if ends.completed(id) { completed += 1 } else { cancelled += 1 }
            if (index + 1) % 1000 == 0 { progress?(index + 1, stuck) }
        }
        let memoryAtEnd = TreeBenchmark.heapInUse()
        speaker.close()
        usleep(100_000)
        let threadsAfter = threadCount()
        let seconds = Date().timeIntervalSince(start)
        let growth = memoryAfterWarmUp > 0 ? Double(memoryAtEnd - memoryAfterWarmUp) / Double(memoryAfterWarmUp) * 100 : 0
        let afterStopMs = Double(sink.worst) / Double(engine.sampleRate) * 1000
        let passed = stuck == 0 && growth < 5 && afterStopMs <= 10.5 && threadsAfter <= threadsBefore
        let growthText = String(format: "%+.1f", growth)
        let warmUpKB = memoryAfterWarmUp / 1024, endKB = memoryAtEnd / 1024
        let firstStuck = stuckDetails.prefix(5).map { "\n    " + $0 }.joined()
        let report = """
        Speech soak: \(utterances) utterances through \(sink.name) in \(String(format: "%.0f", seconds)) s \
        (\(completed) played to the end, \(cancelled) interrupted; earcons and voice changes at random)
          resident memory after warm-up \(warmUpKB) KB, at the end \(endKB) KB: \(growthText) % (limit 5 %)
          worst audio written after a stop: \(String(format: "%.1f", afterStopMs)) ms (limit one 10 ms piece)
          utterances not ended within 1 s of their stop (10 s of their start when played out): \(stuck)\(firstStuck)
          threads: \(threadsBefore) before, \(threadsAfter) after closing the speaker
          \(passed ? "PASS" : "FAIL")

        """
        return (report, passed)
    }
}
