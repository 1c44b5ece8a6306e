// Where speech audio goes: the sink protocol (`AudioSinks` finds one by name).

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
