// The write and drain loops of the device sinks (PulseAudio, ALSA), written once.

import Foundation

/// What a device did with one piece of audio.
enum DevicePieceResult {
    /// The device took this many frames (ALSA may take fewer than it was given).
    case written(frames: Int)
    /// The device failed: the sink's `write` throws this error.
    case failed(SpeechError)
}

/// The device half of a paced sink: the calls `PacedDeviceWriter` makes, each one with the
/// writer's I/O lock held.
protocol PacedDevice: AnyObject {
    /// Writes one piece (`frames` mono Int16 frames), blocking until the device has room.
    func writePiece(_ samples: UnsafeRawBufferPointer, frames: Int) -> DevicePieceResult
    /// How many microseconds to sleep before asking again whether everything written has
    /// been played, or nil when it has (or the device cannot tell).
    func playbackWait() -> UInt32?
    /// Drops what the device still buffers.
    func dropBuffered()
}

/// The paced write and drain loops shared by the device sinks, and their stop protocol.
///
/// `write` hands the device pieces of at most 10 ms, each blocking until the device has
/// room, so a `discard` from another thread is heard within one piece. (The speaker makes
/// the first write of an utterance 2.5 ms long itself, `SpeakerCore.play`, so playback
/// starts at once; that write is one piece here.) `waitUntilPlayed` asks the device in
/// short sleeps whether it has played everything, so a `discard` can cut the wait short.
///
/// Every device call is made under `ioLock` (neither libpulse-simple's `pa_simple` nor an
/// ALSA PCM may be used from two threads at once). `discard` bumps a generation that the
/// loops check between steps and asks for a drop (`DiscardRequests`): it drops at once
/// when no call is in progress, else the blocked call drops as soon as its current step
/// returns (≤ 10 ms), so `discard` itself never waits.
final class PacedDeviceWriter: @unchecked Sendable {
    /// Serialises every call into the device, the sink's own (open, close) included.
    let ioLock = NSLock()
    private let discards = DiscardRequests()

    /// The longest piece handed to the device at once: 10 ms of audio at `sampleRate`.
    static func pieceFrames(sampleRate: Int) -> Int { max(sampleRate / 100, 1) }

    /// Writes `samples` in pieces of at most 10 ms; returns early, without an error, when a
    /// `discard` comes in between two pieces. Throws the device's error for a failed piece.
    func write(_ samples: [Int16], sampleRate: Int, to device: some PacedDevice) throws {
        let generation = discards.currentGeneration
        let piece = Self.pieceFrames(sampleRate: sampleRate)
        var start = 0
        while start < samples.count {
            guard discards.currentGeneration == generation else { return }
            let end = min(start + piece, samples.count)
            ioLock.lock()
            let result = samples[start..<end].withUnsafeBytes { bytes in
                device.writePiece(bytes, frames: end - start)
            }
            ioLock.unlock()
            performPendingDrop(device)
            switch result {
            case .failed(let error): throw error
            case .written(let frames): start += max(frames, 1)
            }
        }
    }

    /// The longest `waitUntilPlayed` waits: the device holds at most a few tens of
    /// milliseconds when it is asked, so a latency that stays up longer than this is the
    /// device's report stalling (seen with PulseAudio under the speech soak), not audio
    /// still to come.
    static let longestPlaybackWait: Duration = .seconds(1)

    /// Waits in short sleeps until the device has played everything; returns false when a
    /// `discard` cut the wait short (or came in right after it).
    @discardableResult
    func waitUntilPlayed(by device: some PacedDevice) -> Bool {
        let generation = discards.currentGeneration
        let deadline = ContinuousClock.now + Self.longestPlaybackWait
        while discards.currentGeneration == generation, ContinuousClock.now < deadline {
            ioLock.lock()
            let wait = device.playbackWait()
            ioLock.unlock()
            performPendingDrop(device)
            guard let wait else { break }
            usleep(wait)
        }
        return discards.currentGeneration == generation
    }

    /// Runs `body` (a device call) under the I/O lock, then performs a drop that a
    /// `discard` asked for meanwhile.
    func perform<T>(on device: some PacedDevice, _ body: () -> T) -> T {
        ioLock.lock()
        let result = body()
        ioLock.unlock()
        performPendingDrop(device)
        return result
    }

    /// `discard()`: makes a blocked `write` or `waitUntilPlayed` return and drops what the
    /// device still buffers; never waits for the call in progress.
    func discard(_ device: some PacedDevice) {
        discards.discard(ioLock: ioLock) { device.dropBuffered() }
    }

    /// Performs a drop requested by `discard`, if one is still pending.
    private func performPendingDrop(_ device: some PacedDevice) {
        discards.performPending(ioLock: ioLock) { device.dropBuffered() }
    }
}
