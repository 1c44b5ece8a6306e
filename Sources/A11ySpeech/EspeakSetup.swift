import A11yCore
// Initialising eSpeak NG: finding its data, keeping its error output off the terminal.

import CEspeak
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a successful `espeak_Initialize` reported.
struct EspeakInfo: Sendable {
    var sampleRate: Int
    var dataPath: String
    var version: String
    var defaultVoice: String
}

/// One-time initialisation of the eSpeak NG library; call only on the engine's worker thread.
enum EspeakSetup {
    /// Milliseconds of audio eSpeak hands to the synth callback at a time.
    static let callbackBufferMilliseconds: Int32 = 10

    /// Initialises eSpeak NG in synchronous mode and installs the synth callback.
    ///
    /// - Parameter dataPath: the espeak-ng-data directory or its parent; nil uses
    ///   ESPEAK_DATA_PATH, then eSpeak's built-in location.
    static func initialize(dataPath: String?) throws -> EspeakInfo {
        _ = try EspeakLibrary.load()
        if let dataPath { try validate(dataPath: dataPath) }
        // With DONT_EXIT a failure returns instead of exiting, but eSpeak still prints
        // the reason on stderr: capture it for the error message.
        let (sampleRate, errorOutput) = capturingStandardError {
            espeak_Initialize(AUDIO_OUTPUT_SYNCHRONOUS, callbackBufferMilliseconds, dataPath, espeakINITIALIZE_DONT_EXIT)
        }
        var pathPointer: UnsafePointer<CChar>?
        let version = espeak_Info(&pathPointer).map { String(cString: $0) } ?? "?"
        let usedPath = pathPointer.map { String(cString: $0) } ?? dataPath ?? "(default)"
        guard sampleRate > 0 else {
            let detail = errorOutput.trimmingCharacters(in: .whitespacesAndNewlines.union(CharacterSet(charactersIn: ".")))
            throw SpeechError(.dataMissing, "eSpeak NG \(version) could not load its data from \(usedPath)"
                + (detail.isEmpty ? "" : " (\(detail))"))
        }
        espeak_SetSynthCallback(espeakSynthCallback)
        guard let defaultVoice = chooseDefaultVoice() else {
            throw SpeechError(.dataMissing, "eSpeak NG data at \(usedPath) contains no usable voice")
        }
        return EspeakInfo(sampleRate: Int(sampleRate), dataPath: usedPath, version: version, defaultVoice: defaultVoice)
    }

    /// Checks that `dataPath` (espeak-ng-data or its parent) holds eSpeak's data.
    ///
    /// eSpeak silently falls back to its default data when the given path is unusable,
    /// so the check is made here, with a clear error instead.
    static func validate(dataPath: String) throws {
        let candidates = [dataPath + "/espeak-ng-data", dataPath]
        guard candidates.contains(where: { FileManager.default.fileExists(atPath: $0 + "/phontab") }) else {
            throw SpeechError(.dataMissing, "No eSpeak NG data at \(dataPath) (no espeak-ng-data/phontab there)")
        }
    }

    /// Selects English as the default voice, or keeps whatever eSpeak chose.
    private static func chooseDefaultVoice() -> String? {
        if espeak_SetVoiceByName("en") == EE_OK { return "en" }
        guard let current = espeak_GetCurrentVoice(), let name = current.pointee.name else { return nil }
        return String(cString: name)
    }

    /// Runs `body` with file descriptor 2 redirected into a pipe and returns what was written.
    ///
    /// The window is short (initialisation only); the pipe is non-blocking so a chatty
    /// library cannot block on a full pipe.
    private static func capturingStandardError<T>(_ body: () -> T) -> (T, String) {
        var fds: [Int32] = [-1, -1]
        fflush(nil)
        guard pipe(&fds) == 0 else { return (body(), "") }
        let saved = dup(2)
        _ = fcntl(fds[0], F_SETFL, O_NONBLOCK)
        _ = fcntl(fds[1], F_SETFL, O_NONBLOCK)
        _ = dup2(fds[1], 2)
        close(fds[1])
        let result = body()
        fflush(nil)
        _ = dup2(saved, 2)
        close(saved)
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while bytes.count < 65536 {
            let count = buffer.withUnsafeMutableBytes { read(fds[0], $0.baseAddress, $0.count) }
            if count <= 0 { break }
            bytes.append(contentsOf: buffer[0..<count])
        }
        close(fds[0])
        return (result, String(decoding: bytes, as: UTF8.self))
    }
}
