import A11yCore
// Playback through a PulseAudio (or PipeWire-Pulse) server using libpulse-simple, loaded at run time.

import Foundation

/// Plays audio through PulseAudio's simple API with a small (~10 ms) server-side buffer.
///
/// libpulse-simple is loaded with `dlopen`, so the binary runs where it is missing.
/// `pa_simple` is not thread-safe: every call is made under `ioLock`. `discard` bumps a
/// generation that `write` and `drain` check between small steps and requests a flush;
/// it flushes at once when no call is in progress, otherwise the blocked `write`/`drain`
/// flushes as soon as its current step returns (≤ 10 ms), so `discard` itself never waits.
public final class PulseAudioSink: AudioSink, @unchecked Sendable {
    /// "PulseAudio".
    public let name = "PulseAudio"
    /// The server to use (nil: the default, i.e. $PULSE_SERVER or the user's server).
    public let server: String?
    /// Client name shown by `pactl list clients`.
    public let applicationName: String
    /// Target buffer length of the server-side stream.
    public let targetLatency: Duration

    private let ioLock = NSLock()
    private let discards = DiscardRequests()
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
        ioLock.lock()
        stream = handle
        self.library = library
        self.sampleRate = sampleRate
        ioLock.unlock()
    }

    /// Writes in pieces of at most 10 ms, each blocking until the server has room for it.
    public func write(_ samples: [Int16]) throws {
        let generation = discards.currentGeneration
        let piece = max(sampleRate / 100, 1)
        var start = 0
        while start < samples.count {
            guard discards.currentGeneration == generation else { return }
            let end = min(start + piece, samples.count)
            var error: Int32 = 0
            ioLock.lock()
            let status: Int32 = samples[start..<end].withUnsafeBytes { bytes in
                guard let stream, let library else { return -1 }
                return library.write(stream, bytes.baseAddress!, bytes.count, &error)
            }
            ioLock.unlock()
            flushIfPending()
            if status < 0 {
                throw SpeechError(.audioFailed, "PulseAudio write failed: \(library?.describe(error) ?? "not open")")
            }
            start = end
        }
    }

    /// Polls the stream latency in short sleeps (so `discard` can cut it short), then drains.
    public func drain() throws {
        let generation = discards.currentGeneration
        while discards.currentGeneration == generation {
            var error: Int32 = 0
            ioLock.lock()
            let latency = stream.flatMap { stream in library?.latency(stream, &error) } ?? 0
            ioLock.unlock()
            flushIfPending()
            if latency <= 3_000 { break }
            usleep(UInt32(min(latency - 2_000, 5_000)))
        }
        guard discards.currentGeneration == generation else { return }
        var error: Int32 = 0
        ioLock.lock()
        let status = stream.flatMap { stream in library?.drain(stream, &error) } ?? 0
        ioLock.unlock()
        flushIfPending()
        if status < 0 {
            throw SpeechError(.audioFailed, "PulseAudio drain failed: \(library?.describe(error) ?? "")")
        }
    }

    /// Makes a blocked `write`/`drain` return and drops what the server still buffers;
    /// never waits for the call in progress.
    public func discard() {
        discards.discard(ioLock: ioLock) { dropDevice() }
    }

    /// Performs a flush requested by `discard`, if one is still pending.
    private func flushIfPending() {
        discards.performPending(ioLock: ioLock) { dropDevice() }
    }

    /// Drops what the device still buffers (the caller holds the I/O lock).
    private func dropDevice() {
        guard let stream, let library else { return }
        var error: Int32 = 0
        _ = library.flush(stream, &error)
    }

    /// Disconnects from the server.
    public func close() {
        ioLock.lock()
        if let stream, let library { library.free(stream) }
        stream = nil
        ioLock.unlock()
    }

}

/// The functions of libpulse-simple, loaded once per process.
struct PulseSimpleLibrary: @unchecked Sendable {
    typealias New = @convention(c) (UnsafePointer<CChar>?, UnsafePointer<CChar>?, Int32, UnsafePointer<CChar>?,
                                    UnsafePointer<CChar>?, UnsafeRawPointer?, UnsafeRawPointer?, UnsafeRawPointer?,
                                    UnsafeMutablePointer<Int32>?) -> OpaquePointer?
    typealias Write = @convention(c) (OpaquePointer, UnsafeRawPointer, Int, UnsafeMutablePointer<Int32>?) -> Int32
    typealias Control = @convention(c) (OpaquePointer, UnsafeMutablePointer<Int32>?) -> Int32
    typealias Latency = @convention(c) (OpaquePointer, UnsafeMutablePointer<Int32>?) -> UInt64
    typealias Free = @convention(c) (OpaquePointer) -> Void
    typealias StrError = @convention(c) (Int32) -> UnsafePointer<CChar>?

    let new: New
    let write: Write
    let drain: Control
    let flush: Control
    let latency: Latency
    let free: Free
    let strerror: StrError?

    private static let shared: Result<PulseSimpleLibrary, SpeechError> = {
        do {
            #if os(macOS)
            let names = ["libpulse-simple.0.dylib", "/opt/homebrew/lib/libpulse-simple.0.dylib"]
            #else
            let names = ["libpulse-simple.so.0"]
            #endif
            let library = try DynamicLibrary(names: names, what: "PulseAudio's libpulse-simple")
            return .success(PulseSimpleLibrary(
                new: try library.function("pa_simple_new"), write: try library.function("pa_simple_write"),
                drain: try library.function("pa_simple_drain"), flush: try library.function("pa_simple_flush"),
                latency: try library.function("pa_simple_get_latency"), free: try library.function("pa_simple_free"),
                strerror: try? library.function("pa_strerror")))
        } catch {
            return .failure(error as? SpeechError ?? SpeechError(.libraryUnavailable, "\(error)"))
        }
    }()

    /// The loaded library, or `.libraryUnavailable`.
    static func load() throws -> PulseSimpleLibrary { try shared.get() }

    /// Text for a PulseAudio error code.
    func describe(_ code: Int32) -> String {
        strerror?(code).map { String(cString: $0) } ?? "error \(code)"
    }
}
