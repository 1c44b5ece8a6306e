// Earcons as sound: the tones, their playing alone and over speech, and the queue's hand-off.

import Foundation
import Testing
@testable import A11yCore
@testable import A11ySpeech
@testable import TestSupport

extension SpeechTests {
    /// A sink that keeps everything written (unpaced).
    final class CapturingSink: AudioSink, @unchecked Sendable {
        let name = "capture"
        private let lock = NSLock()
        private var captured: [Int16] = []

        var samples: [Int16] { lock.withLock { captured } }

        func open(sampleRate: Int) throws {}
        func write(_ samples: [Int16]) throws { lock.withLock { captured.append(contentsOf: samples) } }
        func drain() throws {}
        func discard() {}
        func close() {}

        /// Waits up to two seconds for `count` samples.
        func wait(for count: Int) -> Bool {
            let deadline = ContinuousClock.now + .seconds(2)
            while ContinuousClock.now < deadline {
                if samples.count >= count { return true }
                Thread.sleep(forTimeInterval: 0.005)
            }
            return false
        }
    }

    @Suite struct EarconTests {
        @Test("each earcon is a short, quiet sound of its own", arguments: Earcon.allCases)
        func tones(_ earcon: Earcon) {
            let samples = EarconSound.samples(earcon, sampleRate: 22050)
            let seconds = Double(samples.count) / 22050
            #expect(seconds > 0.08 && seconds < 0.3)
            let peak = samples.map { abs(Int($0)) }.max() ?? 0
            #expect(peak > Int(Int16.max) / 10, "audible")
            #expect(peak < Int(Int16.max) * 4 / 10, "quiet enough to mix over speech")
            #expect(abs(Int(samples[0])) < 200 && abs(Int(samples.last ?? 0)) < 1000, "no click at either end")
            for other in Earcon.allCases where other != earcon {
                #expect(EarconSound.samples(other, sampleRate: 22050) != samples)
            }
        }

        @Test func mixingSaturatesInsteadOfWrapping() {
            var samples: [Int16] = [30_000, -30_000, 10]
            EarconSound.mix([10_000, -10_000, 5], into: &samples)
            #expect(samples == [Int16.max, Int16.min, 15])
        }

        @Test func aSoundAlonePlaysWhole() throws {
            let engine = try SpeechTests.engine()
            let sink = CapturingSink()
            let speaker = LiveSpeaker(engine: engine, sink: sink, parameters: SpeechParameters(), onEvent: { _ in })
            defer { speaker.close() }
            let sound = EarconSound.samples(.screenChanged, sampleRate: engine.sampleRate)
            speaker.playSound(sound)
            #expect(sink.wait(for: sound.count))
            #expect(sink.samples == sound)
        }

        @Test func aSoundOverSpeechIsMixedInWithoutLengtheningIt() throws {
            // Speech at volume 0 is silence of the speech's length, so what the sink gets
            // over it is exactly the sound, mixed in once, somewhere inside the speech.
            let engine = try SpeechTests.engine()
            let silent = SpeechParameters(volume: 0)
            let text = SpeakerTests.longText
            let speechLength = try engine.render(text, language: nil, parameters: silent).samples.count
            #expect(try engine.render(text, language: nil, parameters: silent).samples.allSatisfy { $0 == 0 })
            let sound = EarconSound.samples(.boundary, sampleRate: engine.sampleRate)
            let recorder = SpeechTests.EventRecorder()
            let sink = CapturingSink()
            let speaker = LiveSpeaker(engine: engine, sink: sink, parameters: silent, onEvent: recorder.handler)
            defer { speaker.close() }
            speaker.speak(id: 1, text: text, language: nil)
            #expect(recorder.wait { $0 == .firstAudio(id: 1) })
            speaker.playSound(sound)
            #expect(recorder.waitForFinished(1))
            #expect(recorder.events.last == .finished(id: 1, completed: true), "the sound does not interrupt the speech")
            let written = sink.samples
            #expect(abs(written.count - speechLength) < speechLength / 50, "the sound does not lengthen the speech")
            let start = try #require(written.firstIndex { $0 != 0 })
            // The sound begins at 0 (a sine from its zero crossing): compare from its first sound.
            #expect(written[start...].starts(with: sound.drop { $0 == 0 }))
            #expect(written[(start + sound.count)...].allSatisfy { $0 == 0 }, "played once")
        }

        @MainActor @Test func theQueueHandsEarconsToTheBackendWithoutInterruptingSpeech() {
            final class Recording: SpeechBackend {
                var onFinish: (@MainActor (UInt64, Bool) -> Void)?
                var name: String { "recording" }
                var earcons: [Earcon] = []
                var cancels = 0
                func start(_ utterance: Utterance) {}
                func cancel() { cancels += 1 }
                func play(_ earcon: Earcon) { earcons.append(earcon) }
            }
            let backend = Recording()
            let queue = SpeechQueue(backend: backend, scheduler: VirtualScheduler())
            queue.speak(Utterance(kind: .speech, text: "Hello"))
            queue.play(.boundary)
            queue.play(.screenChanged)
            #expect(backend.earcons == [.boundary, .screenChanged])
            #expect(backend.cancels == 0)
            #expect(queue.currentUtterance?.text == "Hello")
        }
    }
}
