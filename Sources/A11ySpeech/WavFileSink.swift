// Writing speech into a RIFF/WAVE file instead of playing it.

import A11yFiles
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
    /// The file being written: a temporary file beside `path`, renamed into place on `close`,
    /// so an interrupted run never leaves half a WAV file where the old one was.
    private var file: AtomicFile.Pending?
    private var sampleRate = 0
    private var dataBytes = 0

    /// Creates an unopened sink for `path` (created or replaced on `close`).
    public init(path: String) {
        self.path = path
    }

    deinit { close() }

    /// Starts the file and writes a provisional header.
    public func open(sampleRate: Int) throws {
        close()
        lock.lock()
        defer { lock.unlock() }
        do {
            file = try AtomicFile.Pending(path: path)
        } catch {
            throw SpeechError(.fileFailed, "Cannot create \(path): \((error as? AtomicFileError)?.reason ?? "\(error)")")
        }
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

    /// Nothing is buffered: every write goes straight to the file.
    public func drain() throws {}

    /// Nothing is buffered for playback, so there is nothing to drop.
    public func discard() {}

    /// Fixes the RIFF and data sizes in the header and puts the file in place.
    public func close() {
        lock.lock()
        defer { lock.unlock() }
        guard let file else { return }
        self.file = nil
        do {
            try file.overwrite(Self.header(sampleRate: sampleRate, dataBytes: dataBytes), at: 0)
            try file.commit()
        } catch {
            file.discard()
        }
    }

    private func writeBytes(_ bytes: [UInt8]) throws {
        try bytes.withUnsafeBytes { try writeBytes($0) }
    }

    private func writeBytes(_ bytes: UnsafeRawBufferPointer) throws {
        guard let file else { return }
        do { try file.append(bytes) } catch {
            throw SpeechError(.fileFailed, "Cannot write \(path): \((error as? AtomicFileError)?.reason ?? "\(error)")")
        }
    }

    /// The 44-byte canonical WAV header for mono 16-bit PCM.
    static func header(sampleRate: Int, dataBytes: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        func append(_ text: String) { bytes.append(contentsOf: Array(text.utf8)) }
        func append32(_ value: Int) {
            withUnsafeBytes(of: UInt32(truncatingIfNeeded: value).littleEndian) { bytes.append(contentsOf: $0) }
        }
        func append16(_ value: Int) {
            withUnsafeBytes(of: UInt16(truncatingIfNeeded: value).littleEndian) { bytes.append(contentsOf: $0) }
        }
        append("RIFF"); append32(36 + dataBytes); append("WAVE")
        append("fmt "); append32(16); append16(1); append16(1)   // PCM, mono
        append32(sampleRate); append32(sampleRate * 2); append16(2); append16(16)
        append("data"); append32(dataBytes)
        return bytes
    }
}
