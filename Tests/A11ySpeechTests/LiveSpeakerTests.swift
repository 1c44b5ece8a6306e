// Tests of LiveSpeaker and speakBlocking with null and WAV sinks (events, stop, interruption).

import Foundation
import Testing
@testable import A11yCore
@testable import A11ySpeech
@testable import TestSupport

extension SpeechTests {
    @Suite struct SpeakerTests {
        static let longText = String(repeating: "This sentence is long enough to keep speaking for a while. ", count: 8)

        @Test func unpacedUtteranceEmitsAllEvents() throws {
            let engine = try SpeechTests.engine()
            let recorder = SpeechTests.EventRecorder()
            let sink = NullSink(paced: false)
            let speaker = LiveSpeaker(engine: engine, sink: sink, parameters: SpeechParameters(), onEvent: recorder.handler)
            defer { speaker.close() }
            let text = "Hello world, this is a test."
            speaker.speak(id: 7, text: text, language: nil)
            #expect(recorder.waitForFinished(7))
            let events = recorder.events
            #expect(events.first == .started(id: 7))
            #expect(events.dropFirst().first == .firstAudio(id: 7))
            #expect(events.last == .finished(id: 7, completed: true))
            let words = events.compactMap { event -> String? in
                guard case .word(7, let offset, let length) = event else { return nil }
                return SpeechTests.utf8Substring(text, offset: offset, length: length)
            }
            #expect(words == ["Hello", "world", "this", "is", "a", "test"])
            let rendered = try engine.render(text, language: nil, parameters: SpeechParameters())
            let written = Double(sink.totalSamplesWritten)
            #expect(abs(written - Double(rendered.samples.count)) < 0.05 * Double(rendered.samples.count))
        }

        @Test func stopEndsUtteranceIncomplete() throws {
            let engine = try SpeechTests.engine()
            let recorder = SpeechTests.EventRecorder()
            let sink = NullSink(paced: true)
            let speaker = LiveSpeaker(engine: engine, sink: sink, parameters: SpeechParameters(), onEvent: recorder.handler)
            defer { speaker.close() }
            speaker.speak(id: 1, text: Self.longText, language: nil)
            #expect(recorder.wait { $0 == .firstAudio(id: 1) })
            speaker.stop()
            #expect(recorder.waitForFinished(1))
            #expect(recorder.events.last == .finished(id: 1, completed: false))
            let rendered = try engine.render(Self.longText, language: nil, parameters: SpeechParameters())
            #expect(sink.totalSamplesWritten < rendered.samples.count / 2)
        }

        @Test func speakWhileSpeakingFinishesTheFirstBeforeStartingTheNext() throws {
            let engine = try SpeechTests.engine()
            let recorder = SpeechTests.EventRecorder()
            let speaker = LiveSpeaker(engine: engine, sink: SpeechTests.HoldingSink(), parameters: SpeechParameters(),
                                      onEvent: recorder.handler)
            defer { speaker.close() }
            speaker.speak(id: 1, text: Self.longText, language: nil)
            #expect(recorder.wait { $0 == .firstAudio(id: 1) })
            speaker.speak(id: 2, text: "OK", language: nil)
            #expect(recorder.waitForFinished(2))
            let events = recorder.events
            let firstFinished = try #require(events.firstIndex(of: .finished(id: 1, completed: false)))
            let secondStarted = try #require(events.firstIndex(of: .started(id: 2)))
            #expect(firstFinished < secondStarted)
            #expect(events.last == .finished(id: 2, completed: true))
            #expect(events.filter { if case .finished = $0 { return true } else { return false } }.count == 2)
        }

        @Test func supersededRequestStillFinishes() throws {
            let engine = try SpeechTests.engine()
            let recorder = SpeechTests.EventRecorder()
            // Whether a request is dropped before it starts or interrupted while playing
            // depends on thread timing; either way each gets exactly one `.finished`.
            let speaker = LiveSpeaker(engine: engine, sink: NullSink(paced: false), parameters: SpeechParameters(),
                                      onEvent: recorder.handler)
            defer { speaker.close() }
            for id in UInt64(1)...5 { speaker.speak(id: id, text: "Number \(id)", language: nil) }
            #expect(recorder.waitForFinished(5))
            let events = recorder.events
            for id in UInt64(1)...5 {
                #expect(events.filter { if case .finished(id, _) = $0 { return true } else { return false } }.count == 1)
            }
            #expect(events.last == .finished(id: 5, completed: true))
        }

        @Test func unknownVoiceFinishesIncompleteWithError() throws {
            let engine = try SpeechTests.engine()
            let recorder = SpeechTests.EventRecorder()
            let speaker = LiveSpeaker(engine: engine, sink: NullSink(paced: false),
                                      parameters: SpeechParameters(voice: "no-such-voice"), onEvent: recorder.handler)
            defer { speaker.close() }
            speaker.speak(id: 3, text: "Hello", language: nil)
            #expect(recorder.waitForFinished(3))
            #expect(recorder.events.last == .finished(id: 3, completed: false))
            #expect(speaker.lastError?.kind == .voiceNotFound)
            speaker.parameters = SpeechParameters()
            speaker.speak(id: 4, text: "Hello", language: nil)
            #expect(recorder.waitForFinished(4))
            #expect(recorder.events.last == .finished(id: 4, completed: true))
        }

        @Test func speakBlockingWritesWholeTextToWav() throws {
            let path = FileManager.default.temporaryDirectory
                .appendingPathComponent("voicenav-\(ProcessInfo.processInfo.processIdentifier)-say.wav").path
            defer { try? FileManager.default.removeItem(atPath: path) }
            let text = "Testing one two three."
            let result = try speakBlocking(text: text, language: nil, parameters: SpeechParameters(),
                                           sink: WavFileSink(path: path))
            #expect(result.completed)
            let rendered = try SpeechTests.engine().render(text, language: nil, parameters: SpeechParameters())
            let ratio = result.duration / rendered.duration
            #expect(ratio > 0.95 && ratio < 1.05)
            let size = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? 0
            #expect(size > 44 + rendered.samples.count)
        }
    }
}
