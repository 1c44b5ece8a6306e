import A11yCore
// Writing speech into a RIFF/WAVE file instead of playing it.

import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes mono 16-bit PCM into a WAV file; not paced (writes return at once).
///
/// The header is written with zero sizes on `open` and fixed up on `close`.
public final class WavFileSink: AudioSink, @unchecked Sendable {
    /// "WAV file".
    public let name = "WAV file"
    /// Where the file is written.
    public let path: String

    private let lock = NSLock()
    private var file: UnsafeMutablePointer<FILE>?
    private var sampleRate = 0
    private var dataBytes = 0

    /// Creates an unopened sink for `path` (created or truncated on `open`).
    public init(path: String) {
        self.path = path
    }

    deinit { close() }

    /// Creates the file and writes a provisional header.
    public func open(sampleRate: Int) throws {
        close()
        lock.lock()
        defer { lock.unlock() }
        guard let handle = fopen(path, "wb") else {
            throw SpeechError(.fileFailed, "Cannot create \(path): \(String(cString: strerror(errno)))")
        }
        file = handle
        self.sampleRate = sampleRate
        dataBytes = 0
        try writeBytes(Self.header(sampleRate: sampleRate, dataBytes: 0))
    }

    /// Appends samples (little-endian).
    public func write(_ samples: [Int16]) throws {
        lock.lock()
        defer { lock.unlock() }
        guard file != nil else { throw SpeechError(.fileFailed, "\(path) is not open") }
        let littleEndian = samples.map(\.littleEndian)
        try littleEndian.withUnsafeBytes { try writeBytes($0) }
        dataBytes += samples.count * 2
    }

    /// Flushes buffered bytes to the file.
    public func drain() throws {
        lock.lock()
        defer { lock.unlock() }
        if let file, fflush(file) != 0 {
            throw SpeechError(.fileFailed, "Cannot write \(path): \(String(cString: strerror(errno)))")
        }
    }

    /// Nothing is buffered for playback, so there is nothing to drop.
    public func discard() {}

    /// Fixes the RIFF and data sizes in the header and closes the file.
    public func close() {
        lock.lock()
        defer { lock.unlock() }
        guard let file else { return }
        let header = Self.header(sampleRate: sampleRate, dataBytes: dataBytes)
        if fseek(file, 0, SEEK_SET) == 0 {
            _ = header.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
        }
        fclose(file)
        self.file = nil
    }

    private func writeBytes<Bytes: ContiguousBytes>(_ bytes: Bytes) throws {
        guard let file else { return }
        let ok = bytes.withUnsafeBytes { raw in
            raw.isEmpty || fwrite(raw.baseAddress, 1, raw.count, file) == raw.count
        }
        if !ok { throw SpeechError(.fileFailed, "Cannot write \(path): \(String(cString: strerror(errno)))") }
    }

    /// The 44-byte canonical WAV header for mono 16-bit PCM.
    static func header(sampleRate: Int, dataBytes: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        func append(_ text: String) { bytes.append(contentsOf: Array(text.utf8)) }
        func append32(_ value: Int) { withUnsafeBytes(of: UInt32(truncatingIfNeeded: value).littleEndian) { bytes.append(contentsOf: $0) } }
        func append16(_ value: Int) { withUnsafeBytes(of: UInt16(truncatingIfNeeded: value).littleEndian) { bytes.append(contentsOf: $0) } }
        append("RIFF"); append32(36 + dataBytes); append("WAVE")
        append("fmt "); append32(16); append16(1); append16(1)   // PCM, mono
        append32(sampleRate); append32(sampleRate * 2); append16(2); append16(16)
        append("data"); append32(dataBytes)
        return bytes
    }
}
