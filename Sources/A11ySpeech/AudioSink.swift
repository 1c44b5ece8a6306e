import A11yCore
// Where speech audio goes: the sink protocol and the choice among the available sinks.

import Foundation

/// A destination for mono 16-bit audio that behaves like a sound device.
///
/// `write` blocks as a real device would (paced by playback), `drain` waits until
/// everything written has been played, and `discard` may be called from another thread
/// while `write` or `drain` blocks: it drops buffered audio at once and makes them return.
public protocol AudioSink: AnyObject, Sendable {
    /// "PulseAudio", "ALSA", "WAV file" or "null".
    var name: String { get }
    /// Prepares the sink for mono Int16 audio at `sampleRate`; fails fast and quietly.
    func open(sampleRate: Int) throws
    /// Queues samples for playback, blocking while the device buffer is full.
    func write(_ samples: [Int16]) throws
    /// Waits until everything written has been played (returns early after `discard`).
    func drain() throws
    /// Drops buffered audio at once; safe to call from another thread during `write`/`drain`.
    func discard()
    /// Releases the device or file; the sink may be opened again afterwards.
    func close()
}

/// Finding and naming audio sinks.
public enum AudioSinks {
    /// Names accepted by `named(_:)`, for help texts.
    public static let knownNames = ["pulse", "alsa", "null", "null-unpaced", "wav:PATH"]

    /// The first sink that can be opened right now: `preferring` (a name for `named(_:)`)
    /// if given and working, else PulseAudio, then ALSA; nil when none works.
    ///
    /// Each candidate is probed by opening and closing it, which fails fast and prints nothing.
    public static func firstAvailable(preferring: String? = nil) -> (any AudioSink)? {
        var candidates: [() throws -> any AudioSink] = []
        if let preferring { candidates.append { try named(preferring) } }
        candidates.append { PulseAudioSink() }
        candidates.append { AlsaSink() }
        for make in candidates {
            guard let sink = try? make() else { continue }
            if sink is NullSink || sink is WavFileSink { return sink }
            do {
                try sink.open(sampleRate: 22050)
                sink.close()
                return sink
            } catch {
                continue
            }
        }
        return nil
    }

    /// The sink with the given name (case-insensitive), not yet opened.
    ///
    /// Names: "pulse"/"pulseaudio", "alsa", "null" (paced like a device),
    /// "null-unpaced", "wav:PATH" (or any name ending in ".wav"), and "auto"
    /// (same as `firstAvailable()`).
    /// - Throws: `SpeechError` `.libraryUnavailable` when the audio library is not installed,
    ///   `.audioUnavailable` for an unknown name or when "auto" finds nothing.
    public static func named(_ name: String) throws -> any AudioSink {
        let key = name.lowercased()
        switch key {
        case "pulse", "pulseaudio":
            _ = try PulseSimpleLibrary.load()
            return PulseAudioSink()
        case "alsa":
            _ = try AlsaLibrary.load()
            return AlsaSink()
        case "null":
            return NullSink(paced: true)
        case "null-unpaced":
            return NullSink(paced: false)
        case "auto":
            guard let sink = firstAvailable() else {
                throw SpeechError(.audioUnavailable, "No PulseAudio server or ALSA device could be opened")
            }
            return sink
        default:
            if key.hasPrefix("wav:") { return WavFileSink(path: String(name.dropFirst(4))) }
            if key.hasSuffix(".wav") { return WavFileSink(path: name) }
            throw SpeechError(.audioUnavailable, "Unknown audio sink \"\(name)\" (use one of: "
                + knownNames.joined(separator: ", ") + ", auto)")
        }
    }
}
