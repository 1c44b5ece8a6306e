import A11yCore
import A11ySpeech
import Foundation
// Latency measurements of the live speech path (speak -> first audio, stop -> silence, eSpeak itself).

import Foundation

/// Measures the speech path's latencies and returns a printable report.
public enum SpeechBenchmark {
    /// Runs `iterations` utterances through a `LiveSpeaker` and reports:
    /// (a) time from `speak()` to `.firstAudio`, (b) audio written to the sink after
    /// `stop()` (in ms of audio; counted from the moment `stop()` was called and from the
    /// moment it returned), and (c) eSpeak's own time from `espeak_Synth` to the first
    /// callback with samples, as the baseline.
    ///
    /// - Parameter sink: a name for `AudioSinks.named(_:)`; the default is a paced null sink
    ///   (a simulated device with a 20 ms buffer, no sound card needed).
    public static func run(iterations: Int, sink sinkName: String = "null") throws -> String {
        let count = max(iterations, 1)
        let engine = try EspeakEngine.shared()
        let sink = CountingSink(try AudioSinks.named(sinkName))
        let clock = ContinuousClock()
        let events = BenchmarkEvents()
        let speaker = LiveSpeaker(engine: engine, sink: sink, parameters: SpeechParameters()) { event in
            events.record(event, at: clock.now)
        }
        defer { speaker.close() }
        let texts = ["Button, OK", "Heading level 2, Settings", "Link, Read the documentation",
                     "Edit text, Search, 3 of 12", "This is a longer sentence that keeps speaking for a while."]

        var firstAudio: [Duration] = []
        var afterCall: [Double] = []
        var afterReturn: [Double] = []
        var stopCall: [Duration] = []
        var stopToFinished: [Duration] = []
        for index in 0..<count {
            let id = UInt64(index + 1)
            let start = clock.now
            speaker.speak(id: id, text: texts[index % texts.count], language: nil)
            guard let first = events.wait(for: .firstAudio(id: id)) else {
                throw SpeechError(.audioFailed, "utterance \(id) produced no audio: \(speaker.lastError?.description ?? "")")
            }
            firstAudio.append(first - start)
            // Stop at varying points: right away, and up to 40 ms into the utterance.
            Thread.sleep(forTimeInterval: Double(index % 5) * 0.010)
            let beforeStop = sink.samples
            let stopStart = clock.now
            speaker.stop()
            let stopEnd = clock.now
            let atReturn = sink.samples
            guard let finished = events.waitForFinished(id) else {
                throw SpeechError(.audioFailed, "utterance \(id) did not finish after stop()")
            }
            let final = sink.samples
            let perMillisecond = Double(engine.sampleRate) / 1000
            afterCall.append(Double(final - beforeStop) / perMillisecond)
            afterReturn.append(Double(final - atReturn) / perMillisecond)
            stopCall.append(stopEnd - stopStart)
            stopToFinished.append(finished - stopStart)
        }

        var baseline: [Duration] = []
        for index in 0..<count {
            baseline.append(try engine.measureFirstAudioLatency(texts[index % texts.count]))
        }

        let paced = (sink.inner as? NullSink).map { $0.paced ? " (paced, 20 ms buffer)" : " (unpaced)" } ?? ""
        var lines = ["Speech benchmark: \(count) utterances, eSpeak NG \(engine.version), "
                     + "\(engine.sampleRate) Hz, sink \(sink.inner.name)\(paced)"]
        lines.append("(a) speak() -> .firstAudio:        " + summary(firstAudio.map(milliseconds)))
        lines.append("(b) audio written after stop() returned: " + summary(afterReturn, unit: "ms of audio"))
        lines.append("    audio written after stop() called:   " + summary(afterCall, unit: "ms of audio"))
        lines.append("    stop() call itself:            " + summary(stopCall.map(milliseconds)))
        lines.append("    stop() -> .finished:           " + summary(stopToFinished.map(milliseconds)))
        lines.append("(c) eSpeak synth -> first samples: " + summary(baseline.map(milliseconds)))
        return lines.joined(separator: "\n")
    }

    private static func milliseconds(_ duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) * 1000 + Double(parts.attoseconds) / 1e15
    }

    private static func summary(_ values: [Double], unit: String = "ms") -> String {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return "no data" }
        let p99 = sorted[min(sorted.count - 1, Int((Double(sorted.count) * 0.99).rounded(.up)) - 1)]
        return String(format: "median %.3f, p99 %.3f, max %.3f %@", sorted[sorted.count / 2], p99,
                      sorted[sorted.count - 1], unit)
    }
}

/// Wraps a sink and counts the samples it accepted.
private final class CountingSink: AudioSink, @unchecked Sendable {
    let inner: any AudioSink
    private let lock = NSLock()
    private var accepted = 0

    init(_ inner: any AudioSink) { self.inner = inner }

    var name: String { inner.name }
    var samples: Int {
        lock.lock()
        defer { lock.unlock() }
        return accepted
    }

    func open(sampleRate: Int) throws { try inner.open(sampleRate: sampleRate) }
    func write(_ samples: [Int16]) throws {
        lock.lock()
        accepted += samples.count
        lock.unlock()
        try inner.write(samples)
    }
    func drain() throws { try inner.drain() }
    func discard() { inner.discard() }
    func close() { inner.close() }
}

/// Records when events arrived and lets the benchmark wait for them.
private final class BenchmarkEvents: @unchecked Sendable {
    private let condition = NSCondition()
    private var times: [SpeakerEvent: ContinuousClock.Instant] = [:]

    func record(_ event: SpeakerEvent, at time: ContinuousClock.Instant) {
        condition.lock()
        if case .word = event {} else { times[event] = time }
        condition.broadcast()
        condition.unlock()
    }

    func wait(for event: SpeakerEvent) -> ContinuousClock.Instant? {
        let deadline = Date(timeIntervalSinceNow: 30)
        condition.lock()
        defer { condition.unlock() }
        while times[event] == nil {
            if !condition.wait(until: deadline) { break }
        }
        return times[event]
    }

    func waitForFinished(_ id: UInt64) -> ContinuousClock.Instant? {
        let deadline = Date(timeIntervalSinceNow: 30)
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let time = times[.finished(id: id, completed: false)] ?? times[.finished(id: id, completed: true)] {
                return time
            }
            if !condition.wait(until: deadline) { return nil }
        }
    }
}
