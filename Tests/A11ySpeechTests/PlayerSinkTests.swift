// The system-player output (macOS's afplay), with stand-in commands: what the player gets, how
// an interruption ends it, and when it is chosen.

import Foundation
import Testing
@testable import A11ySpeech

extension SpeechTests {
    @Suite struct PlayerSinkTests {
        /// A stand-in player: a shell script running `body` with the WAV file's path as `$1`.
        private func standIn(_ body: String) throws -> String {
            let path = FileManager.default.temporaryDirectory
                .appendingPathComponent("voicenav-player-\(UUID().uuidString).sh").path
            try "#!/bin/sh\n\(body)\n".write(toFile: path, atomically: true, encoding: .utf8)
            chmod(path, 0o755)
            return path
        }

        @Test("the player gets the utterance as a WAV file, which is removed after it has played")
        func playsAWavFile() throws {
            let copy = FileManager.default.temporaryDirectory.appendingPathComponent("voicenav-played-\(UUID()).wav").path
            let sink = try AudioSinks.named("player:" + standIn("cp \"$1\" \(copy); echo \"$1\" > \(copy).path"))
            #expect(sink.name.hasPrefix("system player"))
            try sink.open(sampleRate: 22050)
            try sink.write([1, 2, 3])
            try sink.write([4, 5])
            try sink.drain()
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: copy)))
            #expect(bytes.count == 44 + 5 * 2)
            #expect(Array(bytes[0..<4]) == Array("RIFF".utf8) && Array(bytes[8..<12]) == Array("WAVE".utf8))
            #expect(Array(bytes[44...]) == [1, 0, 2, 0, 3, 0, 4, 0, 5, 0])
            let played = try String(contentsOfFile: copy + ".path", encoding: .utf8).trimmingCharacters(in: .newlines)
            #expect(!FileManager.default.fileExists(atPath: played))
            // Nothing written: nothing is played.
            try sink.drain()
            #expect((sink as? PlayerSink)?.startDelays.count == 1)
        }

        @Test("discard ends the player that is playing, and the next utterance plays")
        func discardEndsThePlayer() throws {
            let marker = FileManager.default.temporaryDirectory.appendingPathComponent("voicenav-next-\(UUID())").path
            let sink = PlayerSink(command: [try standIn("sleep 30")])
            try sink.open(sampleRate: 22050)
            try sink.write(Array(repeating: 0, count: 22050))
            let released = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                try? sink.drain()
                released.signal()
            }
            usleep(200_000)
            sink.discard()
            #expect(released.wait(timeout: .now() + 10) == .success)
            let next = PlayerSink(command: [try standIn("touch \(marker)")])
            try next.open(sampleRate: 22050)
            try next.write([1])
            try next.drain()
            #expect(FileManager.default.fileExists(atPath: marker))
        }

        @Test("where no other output opens, the system player is chosen; a missing player is a clean error")
        func chosenLast() throws {
            let player = PlayerSink(command: [try standIn("true")])
            let failing: () throws -> any AudioSink = { throw SpeechError(.audioUnavailable, "none here") }
            let chosen = AudioSinks.firstAvailable(of: [failing, { player }])
            #expect(chosen === player)
            let missing = PlayerSink(command: ["voicenav-no-such-player"])
            #expect { try missing.open(sampleRate: 22050) } throws: { ($0 as? SpeechError)?.kind == .audioUnavailable }
            #expect { try AudioSinks.named("player:") } throws: { ($0 as? SpeechError)?.kind == .audioUnavailable }
            // The command line is checked before speech starts: a name with nothing after its colon is unknown.
            #expect(AudioSinks.isKnownName("player:afplay") && AudioSinks.isKnownName("PULSE") && AudioSinks.isKnownName("a.wav"))
            #expect(!AudioSinks.isKnownName("player:") && !AudioSinks.isKnownName("wav:") && !AudioSinks.isKnownName("speaker"))
        }
    }
}
