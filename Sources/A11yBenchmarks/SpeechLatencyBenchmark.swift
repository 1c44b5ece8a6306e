import A11yCore
import A11yNavigator
import A11ySpeech
import Foundation
import Foundation

/// Measures the whole path from a VoiceOver cursor move to audio (issue 5's targets): the
/// session describes the element, the speech queue interrupts and starts it, eSpeak
/// synthesizes, and the speaker writes the first samples to the sink. Also the audio
/// written after a stop, and eSpeak's own time to first audio as the baseline.
@MainActor
public enum SpeechLatencyBenchmark {
    /// A sink wrapper that notes when the first samples after `arm()` were written, and how
    /// many samples were written since a mark.
    final class ProbeSink: AudioSink, @unchecked Sendable {
        let inner: any AudioSink
        private let lock = NSLock()
        private var armed = false
        private var firstWrite: ContinuousClock.Instant?
        private var total = 0

        init(_ inner: any AudioSink) { self.inner = inner }
        var name: String { inner.name }

        func arm() { lock.withLock { armed = true; firstWrite = nil } }
        var firstWriteTime: ContinuousClock.Instant? { lock.withLock { firstWrite } }
        var samplesWritten: Int { lock.withLock { total } }

        func open(sampleRate: Int) throws { try inner.open(sampleRate: sampleRate) }
        func write(_ samples: [Int16]) throws {
            lock.withLock {
                if armed, firstWrite == nil, !samples.isEmpty { firstWrite = ContinuousClock.now; armed = false }
                total += samples.count
            }
            try inner.write(samples)
        }
        func drain() throws { try inner.drain() }
        func discard() { inner.discard() }
        func close() { inner.close() }
    }

    /// Runs `iterations` cursor moves on a 30-element screen through the live path.
    public static func run(iterations: Int, sinkName: String = "null") throws -> String {
        let engine = try EspeakEngine.shared()
        let probe = ProbeSink(try AudioSinks.named(sinkName))
        let scheduler = LoopScheduler()
        let inbox = MainLoopInbox()
        let backend = LiveSpeechBackend(engine: engine, sink: probe, parameters: SpeechParameters(), post: { inbox.post($0) })
        defer { backend.close() }
        let application = Application()
        let window = Window(application: application)
        let root = View(frame: window.contentFrame)
        var buttons: [Button] = []
        for index in 0..<30 {
            let button = Button(title: "Item \(index + 1), with a description",
                                frame: Rect(x: 16, y: Double(index) * 28, width: 300, height: 24))
            button.accessibilityHint = "Opens item \(index + 1)."
            root.addSubview(button)
            buttons.append(button)
        }
        window.addSubview(root)
        let session = VoiceOverSession(application: application, window: window, backend: backend, scheduler: scheduler,
                                       settings: VoiceOverSettings(speakHints: false))
        session.start()
        func pump(until done: () -> Bool, limit: Duration = .seconds(5)) {
            let deadline = ContinuousClock.now + limit
            while !done(), ContinuousClock.now < deadline {
                inbox.drain()
                scheduler.fireDueTimers()
                if !done() { usleep(50) }
            }
        }
        pump(until: { !session.queue.isIdle })
        // Let the launch's screen-changed earcon finish: it is not speech, and "audio after a
        // stop" measures speech (earcons are not stopped by a stop, as in VoiceOver).
        usleep(300_000)
        let rate = Double(engine.sampleRate) / 1000
        /// Cursor moves: the time to the first sample, and the audio written after a stop.
        func measureMoves() throws -> (moveToAudio: [Double], afterStop: [Double]) {
            var moveToAudio: [Double] = []
            var afterStop: [Double] = []
            for index in 0..<max(1, iterations) {
                probe.arm()
                let start = ContinuousClock.now
                if (index / 29) % 2 == 0 { session.next() } else { session.previous() }
                pump(until: { probe.firstWriteTime != nil })
                guard let first = probe.firstWriteTime else { throw SpeechError(.audioFailed, "no audio after a cursor move") }
                moveToAudio.append((first - start).seconds * 1000)
                usleep(UInt32(5_000 + (index % 4) * 5_000))
                let mark = probe.samplesWritten
                session.stopSpeech()
                pump(until: { session.queue.isIdle }, limit: .milliseconds(200))
                usleep(30_000)
                afterStop.append(Double(probe.samplesWritten - mark) / rate)
            }
            return (moveToAudio, afterStop)
        }
        let (moveToAudio, afterStop) = try measureMoves()
        // The same moves with every element in another language than its neighbours (German,
        // French): each move switches eSpeak's voice, as VoiceOver switches for
        // `accessibilityLanguage`.
        for (index, button) in buttons.enumerated() { button.accessibilityLanguage = index % 2 == 0 ? "de" : "fr" }
        let (switching, _) = try measureMoves()
        for button in buttons { button.accessibilityLanguage = nil }
        var baseline: [Double] = []
        for index in 0..<max(1, iterations) {
            baseline.append(try engine.measureFirstAudioLatency("Item \(index % 30 + 1), with a description").seconds * 1000)
        }
        let moveMedian = median(moveToAudio), baseMedian = median(baseline)
        let switchCost = median(switching) - moveMedian
        return """
        Speech latency: \(iterations) cursor moves, eSpeak NG \(engine.version), sink \(probe.name)
          cursor move -> first sample in the sink   \(summary(moveToAudio)) (target: median ≤ 5, p99 ≤ 15)
          audio written after a stop               \(summary(afterStop, unit: "ms of audio")) (target ≤ 20)
          cursor move with a voice switch (de/fr)  \(summary(switching))
            added by the switch, median            \(String(format: "%+.3f ms", switchCost)) (target ≤ 5)
          eSpeak's own time to first audio         \(summary(baseline))
          ratio of medians, our path / eSpeak      \(String(format: "%.1f", moveMedian / max(baseMedian, 0.000_001)))×

        """
    }

    static func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

    static func summary(_ values: [Double], unit: String = "ms") -> String {
        let sorted = values.sorted()
        let p99 = sorted[min(sorted.count - 1, Int((Double(sorted.count) * 0.99).rounded(.up)) - 1)]
        return String(format: "median %.3f, p99 %.3f, max %.3f %@", sorted[sorted.count / 2], p99, sorted[sorted.count - 1], unit)
    }
}
