import A11yCore
// Playback through a PulseAudio (or PipeWire-Pulse) server using libpulse-simple, loaded at run time.

import Foundation

/// Plays audio through PulseAudio's simple API with a small (~10 ms) server-side buffer.
///
/// libpulse-simple is loaded with `dlopen`, so the binary runs where it is missing.
/// `pa_simple` is not thread-safe: every call is made under the `PacedDeviceWriter`'s I/O
/// lock, and the writer's loops pace `write` and `drain`: `discard` flushes the stream at
/// once when no call is in progress, otherwise as soon as the blocked call's current step
/// returns (≤ 10 ms), so `discard` itself never waits.
public final class PulseAudioSink: AudioSink, PacedDevice, @unchecked Sendable {
    /// "PulseAudio".
    public let name = "PulseAudio"
    /// The server to use (nil: the default, i.e. $PULSE_SERVER or the user's server).
    public let server: String?
    /// Client name shown by `pactl list clients`.
    public let applicationName: String
    /// Target buffer length of the server-side stream.
    public let targetLatency: Duration

    private let writer = PacedDeviceWriter()
    private var stream: OpaquePointer?
    private var library: PulseSimpleLibrary?
    private var sampleRate = 0

    /// Creates an unopened sink.
    public init(server: String? = nil, applicationName: String = "voicenav",
                targetLatency: Duration = .milliseconds(10)) {
        self.server = server
        self.applicationName = applicationName
        self.targetLatency = targetLatency
    }

    deinit { close() }

    /// Connects to the server; throws `.audioUnavailable` at once when there is none.
    public func open(sampleRate: Int) throws {
        close()
        let library = try PulseSimpleLibrary.load()
        let frameBytes = UInt32(MemoryLayout<Int16>.size)
        let targetFrames = max(UInt32(Double(sampleRate) * targetLatency.seconds), 64)
        // pa_sample_spec { uint32 format = PA_SAMPLE_S16LE (3); uint32 rate; uint8 channels } (12 bytes)
        // and pa_buffer_attr { maxlength, tlength, prebuf, minreq, fragsize } (5 x uint32).
        let spec = UnsafeMutableRawPointer.allocate(byteCount: 12, alignment: 4)
        defer { spec.deallocate() }
        spec.initializeMemory(as: UInt8.self, repeating: 0, count: 12)
        spec.storeBytes(of: 3, toByteOffset: 0, as: UInt32.self)
        spec.storeBytes(of: UInt32(sampleRate), toByteOffset: 4, as: UInt32.self)
        spec.storeBytes(of: 1, toByteOffset: 8, as: UInt8.self)
        let small = max(targetFrames / 4, 16) * frameBytes
        let attributes = [UInt32.max, targetFrames * frameBytes, small, small, UInt32.max]
        var error: Int32 = 0
        let handle = attributes.withUnsafeBytes { attributeBytes in
            library.new(server, applicationName, 1, nil, "speech", UnsafeRawPointer(spec), nil,
                        attributeBytes.baseAddress, &error)
        }
        guard let handle else {
            throw SpeechError(.audioUnavailable, "PulseAudio: \(library.describe(error))")
        }
        writer.ioLock.withLock {
            stream = handle
            self.library = library
            self.sampleRate = sampleRate
        }
    }

    /// Writes in pieces of at most 10 ms, each blocking until the server has room for it.
    public func write(_ samples: [Int16]) throws {
        try writer.write(samples, sampleRate: sampleRate, to: self)
    }

    /// Polls the stream latency in short sleeps (so `discard` can cut it short), then drains.
    public func drain() throws {
        guard writer.waitUntilPlayed(by: self) else { return }
        var error: Int32 = 0
        let status = writer.perform(on: self) { stream.flatMap { stream in library?.drain(stream, &error) } ?? 0 }
        if status < 0 {
            throw SpeechError(.audioFailed, "PulseAudio drain failed: \(library?.describe(error) ?? "")")
        }
    }

    /// Makes a blocked `write`/`drain` return and drops what the server still buffers;
    /// never waits for the call in progress.
    public func discard() {
        writer.discard(self)
    }

    /// Disconnects from the server.
    public func close() {
        writer.ioLock.withLock {
            if let stream, let library { library.free(stream) }
            stream = nil
        }
    }

    // MARK: PacedDevice (called with the writer's I/O lock held)

    func writePiece(_ samples: UnsafeRawBufferPointer, frames: Int) -> DevicePieceResult {
        var error: Int32 = 0
        var status: Int32 = -1
        if let stream, let library { status = library.write(stream, samples.baseAddress!, samples.count, &error) }
        guard status >= 0 else {
            return .failed(SpeechError(.audioFailed, "PulseAudio write failed: \(library?.describe(error) ?? "not open")"))
        }
        return .written(frames: frames)
    }

    /// The server's stream latency decides: done at 3 ms or less, else a sleep of up to 5 ms.
    func playbackWait() -> UInt32? {
        var error: Int32 = 0
        let latency = stream.flatMap { stream in library?.latency(stream, &error) } ?? 0
        return latency <= 3_000 ? nil : UInt32(min(latency - 2_000, 5_000))
    }

    func dropBuffered() {
        guard let stream, let library else { return }
        var error: Int32 = 0
        _ = library.flush(stream, &error)
    }
}
