import A11yCore
// Playback through ALSA's "default" PCM using libasound, loaded at run time.

import Foundation

/// Plays audio through an ALSA PCM device with a small buffer.
///
/// libasound is loaded with `dlopen`; its error handler is replaced by a no-op so ALSA
/// never prints to the terminal. PCM calls are serialised by the `PacedDeviceWriter`'s I/O
/// lock, and the writer's loops pace `write` and `drain`: `discard` drops at once when no
/// call is in progress, otherwise as soon as the blocked call's current step returns
/// (≤ 10 ms), so `discard` itself never waits.
public final class AlsaSink: AudioSink, PacedDevice, @unchecked Sendable {
    /// "ALSA".
    public let name = "ALSA"
    /// The PCM device name, "default" unless given.
    public let device: String
    /// Requested device buffer length.
    public let bufferLatency: Duration

    private let writer = PacedDeviceWriter()
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
            throw SpeechError(.audioUnavailable,
                              "ALSA device \"\(device)\" rejected \(sampleRate) Hz mono: \(library.describe(status))")
        }
        writer.ioLock.withLock {
            pcm = handle
            self.library = library
            self.sampleRate = sampleRate
        }
    }

    /// Writes in pieces of at most 10 ms, each blocking until the device has room.
    public func write(_ samples: [Int16]) throws {
        try writer.write(samples, sampleRate: sampleRate, to: self)
    }

    /// Waits in short sleeps until the device has played everything, then resets it.
    public func drain() throws {
        writer.waitUntilPlayed(by: self)
        writer.ioLock.withLock { dropBuffered() }
    }

    /// Makes a blocked `write`/`drain` return and drops what the device still buffers;
    /// never waits for the call in progress.
    public func discard() {
        writer.discard(self)
    }

    /// Closes the device.
    public func close() {
        writer.ioLock.withLock {
            if let pcm, let library { _ = library.close(pcm) }
            pcm = nil
        }
    }

    // MARK: PacedDevice (called with the writer's I/O lock held)

    func writePiece(_ samples: UnsafeRawBufferPointer, frames: Int) -> DevicePieceResult {
        var written = -9  // -EBADF: not open
        if let pcm, let library {
            written = library.writei(pcm, samples.baseAddress!, UInt(frames))
            // Underrun or suspend: recover quietly and try once more.
            if written < 0, library.recover(pcm, Int32(written), 1) >= 0 {
                written = library.writei(pcm, samples.baseAddress!, UInt(frames))
            }
        }
        guard written >= 0 else {
            return .failed(SpeechError(.audioFailed, "ALSA write failed: \(library?.describe(Int32(written)) ?? "not open")"))
        }
        return .written(frames: written)
    }

    /// The PCM's delay decides: done when nothing is left or the PCM has stopped, else a
    /// sleep of that long, between 0.5 and 5 ms.
    func playbackWait() -> UInt32? {
        var frames = 0
        var state: Int32 = 0
        if let pcm, let library {
            state = library.state(pcm)
            if state == 2 { _ = library.start(pcm) }  // PREPARED but below the start threshold
            if library.delay(pcm, &frames) < 0 { frames = 0 }
        }
        // RUNNING = 3, PREPARED = 2; anything else (XRUN after the last sample) means done.
        if frames <= 0 || (state != 3 && state != 2) { return nil }
        let microseconds = frames * 1_000_000 / max(sampleRate, 1)
        return UInt32(min(max(microseconds, 500), 5_000))
    }

    func dropBuffered() {
        guard let pcm, let library else { return }
        _ = library.drop(pcm)
        _ = library.prepare(pcm)
    }
}
