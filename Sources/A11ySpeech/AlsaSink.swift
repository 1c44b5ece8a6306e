import A11yCore
// Playback through ALSA's "default" PCM using libasound, loaded at run time.

import Foundation

/// Plays audio through an ALSA PCM device with a small buffer.
///
/// libasound is loaded with `dlopen`; its error handler is replaced by a no-op so ALSA
/// never prints to the terminal. PCM calls are serialised by `ioLock`; `discard` bumps a
/// generation that `write` and `drain` check between small steps and requests a drop; it
/// drops at once when no call is in progress, otherwise the blocked `write`/`drain` drops
/// as soon as its current step returns (≤ 10 ms), so `discard` itself never waits.
public final class AlsaSink: AudioSink, @unchecked Sendable {
    /// "ALSA".
    public let name = "ALSA"
    /// The PCM device name, "default" unless given.
    public let device: String
    /// Requested device buffer length.
    public let bufferLatency: Duration

    private let ioLock = NSLock()
    private let discards = DiscardRequests()
    private var pcm: OpaquePointer?
    private var library: AlsaLibrary?
    private var sampleRate = 0

    /// Creates an unopened sink.
    public init(device: String = "default", bufferLatency: Duration = .milliseconds(30)) {
        self.device = device
        self.bufferLatency = bufferLatency
    }

    deinit { close() }

    /// Opens and configures the PCM; throws `.audioUnavailable` at once when there is no device.
    public func open(sampleRate: Int) throws {
        close()
        let library = try AlsaLibrary.load()
        var handle: OpaquePointer?
        var status = library.open(&handle, device, 0, 0)  // SND_PCM_STREAM_PLAYBACK, blocking
        guard status >= 0, let handle else {
            throw SpeechError(.audioUnavailable, "ALSA device \"\(device)\": \(library.describe(status))")
        }
        let latencyMicroseconds = UInt32(bufferLatency.components.seconds * 1_000_000
            + bufferLatency.components.attoseconds / 1_000_000_000_000)
        // SND_PCM_FORMAT_S16_LE = 2, SND_PCM_ACCESS_RW_INTERLEAVED = 3, mono, resampling allowed.
        status = library.setParams(handle, 2, 3, 1, UInt32(sampleRate), 1, latencyMicroseconds)
        guard status >= 0 else {
            _ = library.close(handle)
            throw SpeechError(.audioUnavailable, "ALSA device \"\(device)\" rejected \(sampleRate) Hz mono: \(library.describe(status))")
        }
        ioLock.lock()
        pcm = handle
        self.library = library
        self.sampleRate = sampleRate
        ioLock.unlock()
    }

    /// Writes in pieces of at most 10 ms, each blocking until the device has room.
    public func write(_ samples: [Int16]) throws {
        let generation = discards.currentGeneration
        let piece = max(sampleRate / 100, 1)
        var start = 0
        while start < samples.count {
            guard discards.currentGeneration == generation else { return }
            let end = min(start + piece, samples.count)
            ioLock.lock()
            let written: Int = samples[start..<end].withUnsafeBytes { bytes in
                guard let pcm, let library else { return -9 }  // -EBADF
                var result = library.writei(pcm, bytes.baseAddress!, UInt(end - start))
                if result < 0 {
                    // Underrun or suspend: recover quietly and try once more.
                    if library.recover(pcm, Int32(result), 1) >= 0 {
                        result = library.writei(pcm, bytes.baseAddress!, UInt(end - start))
                    }
                }
                return result
            }
            ioLock.unlock()
            dropIfPending()
            if written < 0 {
                throw SpeechError(.audioFailed, "ALSA write failed: \(library?.describe(Int32(written)) ?? "not open")")
            }
            start += max(written, 1)
        }
    }

    /// Waits in short sleeps until the device has played everything, then resets it.
    public func drain() throws {
        let generation = discards.currentGeneration
        while discards.currentGeneration == generation {
            ioLock.lock()
            var frames = 0
            var state: Int32 = 0
            if let pcm, let library {
                state = library.state(pcm)
                if state == 2 { _ = library.start(pcm) }  // PREPARED but below the start threshold
                if library.delay(pcm, &frames) < 0 { frames = 0 }
            }
            ioLock.unlock()
            dropIfPending()
            // RUNNING = 3, PREPARED = 2; anything else (XRUN after the last sample) means done.
            if frames <= 0 || (state != 3 && state != 2) { break }
            let microseconds = frames * 1_000_000 / max(sampleRate, 1)
            usleep(UInt32(min(max(microseconds, 500), 5_000)))
        }
        ioLock.lock()
        if let pcm, let library {
            _ = library.drop(pcm)
            _ = library.prepare(pcm)
        }
        ioLock.unlock()
    }

    /// Makes a blocked `write`/`drain` return and drops what the device still buffers;
    /// never waits for the call in progress.
    public func discard() {
        discards.discard(ioLock: ioLock) { dropDevice() }
    }

    /// Performs a drop requested by `discard`, if one is still pending.
    private func dropIfPending() {
        discards.performPending(ioLock: ioLock) { dropDevice() }
    }

    /// Drops what the device still buffers (the caller holds the I/O lock).
    private func dropDevice() {
        guard let pcm, let library else { return }
        _ = library.drop(pcm)
        _ = library.prepare(pcm)
    }

    /// Closes the device.
    public func close() {
        ioLock.lock()
        if let pcm, let library { _ = library.close(pcm) }
        pcm = nil
        ioLock.unlock()
    }

}

/// ALSA's error handler replacement: ignores every message. ALSA declares the handler
/// variadic; a function that takes the fixed arguments and ignores the rest is safe to
/// call that way on the C ABIs Swift supports on Linux.
private func alsaSilentErrorHandler(_ file: UnsafePointer<CChar>?, _ line: Int32, _ function: UnsafePointer<CChar>?,
                                    _ error: Int32, _ format: UnsafePointer<CChar>?) {}

/// The functions of libasound, loaded once per process (which also silences ALSA's errors).
struct AlsaLibrary: @unchecked Sendable {
    typealias Open = @convention(c) (UnsafeMutablePointer<OpaquePointer?>, UnsafePointer<CChar>, Int32, Int32) -> Int32
    typealias SetParams = @convention(c) (OpaquePointer, Int32, Int32, UInt32, UInt32, Int32, UInt32) -> Int32
    typealias WriteI = @convention(c) (OpaquePointer, UnsafeRawPointer, UInt) -> Int
    typealias Recover = @convention(c) (OpaquePointer, Int32, Int32) -> Int32
    typealias Simple = @convention(c) (OpaquePointer) -> Int32
    typealias Delay = @convention(c) (OpaquePointer, UnsafeMutablePointer<Int>) -> Int32
    typealias StrError = @convention(c) (Int32) -> UnsafePointer<CChar>?
    typealias Handler = @convention(c) (UnsafePointer<CChar>?, Int32, UnsafePointer<CChar>?, Int32, UnsafePointer<CChar>?) -> Void
    typealias SetHandler = @convention(c) (Handler?) -> Int32

    let open: Open
    let setParams: SetParams
    let writei: WriteI
    let recover: Recover
    let drop: Simple
    let prepare: Simple
    let start: Simple
    let state: Simple
    let close: Simple
    let delay: Delay
    let strerror: StrError?

    private static let shared: Result<AlsaLibrary, SpeechError> = {
        do {
            let library = try DynamicLibrary(names: ["libasound.so.2"], what: "ALSA's libasound")
            let setHandler: SetHandler = try library.function("snd_lib_error_set_handler")
            _ = setHandler(alsaSilentErrorHandler)
            return .success(AlsaLibrary(
                open: try library.function("snd_pcm_open"), setParams: try library.function("snd_pcm_set_params"),
                writei: try library.function("snd_pcm_writei"), recover: try library.function("snd_pcm_recover"),
                drop: try library.function("snd_pcm_drop"), prepare: try library.function("snd_pcm_prepare"),
                start: try library.function("snd_pcm_start"), state: try library.function("snd_pcm_state"),
                close: try library.function("snd_pcm_close"), delay: try library.function("snd_pcm_delay"),
                strerror: try? library.function("snd_strerror")))
        } catch {
            return .failure(error as? SpeechError ?? SpeechError(.libraryUnavailable, "\(error)"))
        }
    }()

    /// The loaded library, or `.libraryUnavailable`.
    static func load() throws -> AlsaLibrary { try shared.get() }

    /// Text for an ALSA error code.
    func describe(_ code: Int32) -> String {
        strerror?(code).map { String(cString: $0) } ?? "error \(code)"
    }
}
