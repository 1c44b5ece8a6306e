// Tests of the audio sinks that need no sound device: WAV file, null, naming, data path checks.

import Foundation
import Testing
@testable import A11ySpeech
@testable import TestSupport

extension SpeechTests {
    @Suite struct SinkTests {
        private func temporaryPath(_ name: String) -> String {
            FileManager.default.temporaryDirectory
                .appendingPathComponent("voicenav-\(ProcessInfo.processInfo.processIdentifier)-\(name)").path
        }

        private func uint32(_ bytes: [UInt8], _ at: Int) -> Int {
            Int(bytes[at]) | Int(bytes[at + 1]) << 8 | Int(bytes[at + 2]) << 16 | Int(bytes[at + 3]) << 24
        }

        private func uint16(_ bytes: [UInt8], _ at: Int) -> Int {
            Int(bytes[at]) | Int(bytes[at + 1]) << 8
        }

        @Test func wavFileHasValidHeaderAndLength() throws {
            let path = temporaryPath("test.wav")
            defer { try? FileManager.default.removeItem(atPath: path) }
            let sink = WavFileSink(path: path)
            #expect(sink.name == "WAV file")
            try sink.open(sampleRate: 22050)
            let samples = (0..<1000).map { Int16(truncatingIfNeeded: $0 * 37) }
            try sink.write(samples)
            try sink.write([1, 2, 3])
            try sink.drain()
            sink.close()
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
            #expect(bytes.count == 44 + 1003 * 2)
            #expect(String(decoding: bytes[0..<4], as: UTF8.self) == "RIFF")
            #expect(uint32(bytes, 4) == bytes.count - 8)
            #expect(String(decoding: bytes[8..<16], as: UTF8.self) == "WAVEfmt ")
            #expect(uint32(bytes, 16) == 16)
            #expect(uint16(bytes, 20) == 1)       // PCM
            #expect(uint16(bytes, 22) == 1)       // mono
            #expect(uint32(bytes, 24) == 22050)
            #expect(uint32(bytes, 28) == 44100)   // byte rate
            #expect(uint16(bytes, 32) == 2)       // block align
            #expect(uint16(bytes, 34) == 16)
            #expect(String(decoding: bytes[36..<40], as: UTF8.self) == "data")
            #expect(uint32(bytes, 40) == 1003 * 2)
            #expect(Int16(bitPattern: UInt16(uint16(bytes, 44 + 2 * 999))) == samples[999])
        }

        @Test func wavFileReportsUnwritablePath() {
            let sink = WavFileSink(path: "/nonexistent-dir/x.wav")
            #expect { try sink.open(sampleRate: 22050) } throws: { ($0 as? SpeechError)?.kind == .fileFailed }
        }

        @Test func unpacedNullSinkCountsSamples() throws {
            let sink = NullSink(paced: false)
            try sink.open(sampleRate: 22050)
            try sink.write([Int16](repeating: 0, count: 22050 * 5))
            try sink.drain()
            sink.discard()
            #expect(sink.totalSamplesWritten == 22050 * 5)
        }

        @Test func pacedNullSinkDiscardReleasesDrain() throws {
            let sink = NullSink(paced: true)
            try sink.open(sampleRate: 22050)
            try sink.write([Int16](repeating: 0, count: 220))  // fits the device buffer
            let released = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                try? sink.drain()
                released.signal()
            }
            sink.discard()
            #expect(released.wait(timeout: .now() + 30) == .success)
        }

        @Test func sinksAreFoundByName() throws {
            #expect(try AudioSinks.named("null").name == "null")
            #expect(try AudioSinks.named("NULL-unpaced").name == "null")
            #expect(try AudioSinks.named("wav:/tmp/out.wav").name == "WAV file")
            #expect(try AudioSinks.named("/tmp/out.wav").name == "WAV file")
            #expect { try AudioSinks.named("speaker-of-the-house") } throws: {
                ($0 as? SpeechError)?.kind == .audioUnavailable
            }
        }

        @Test func deviceSinksOpenOrFailCleanly() {
            // Whether a server or device exists depends on the machine: either outcome is
            // fine, as long as failure is a SpeechError and not a crash or a hang.
            for make in [{ PulseAudioSink() as any AudioSink }, { AlsaSink() as any AudioSink }] {
                let sink = make()
                do {
                    try sink.open(sampleRate: 22050)
                    sink.discard()
                    sink.close()
                } catch let error as SpeechError {
                    #expect([.audioUnavailable, .libraryUnavailable].contains(error.kind))
                } catch {
                    Issue.record("unexpected error \(error)")
                }
            }
            if let sink = AudioSinks.firstAvailable() {
                #expect(["PulseAudio", "ALSA"].contains(sink.name) || sink is PlayerSink)
            }
        }

        @Test func dataPathIsValidated() throws {
            #expect { try EspeakSetup.validate(dataPath: "/nonexistent/espeak") } throws: {
                ($0 as? SpeechError)?.kind == .dataMissing
            }
            let engine = try SpeechTests.engine()
            try EspeakSetup.validate(dataPath: engine.dataPath)
        }
    }
}
