/// Something that speaks one utterance at a time and reports when it ends.
///
/// The speech queue decides what to say and when; a backend only says it. Implementations:
/// `VirtualSpeechBackend` (silent, durations on a virtual clock: the recording backend of
/// scripts and tests) and the live eSpeak backend that plays through an audio sink.
@MainActor
public protocol SpeechBackend: AnyObject {
    /// Called by the backend when an utterance ends: `completed` is true only when all of
    /// it was heard.
    var onFinish: (@MainActor (_ id: UInt64, _ completed: Bool) -> Void)? { get set }
    /// Starts speaking `utterance`; the queue never starts one while another is speaking.
    func start(_ utterance: Utterance)
    /// Stops the current utterance now; `onFinish(id, false)` must follow synchronously or
    /// before any other event.
    func cancel()
    /// A short description for the status line ("eSpeak NG via PulseAudio", "silent").
    var name: String { get }
    /// Plays an earcon on its own channel, over any speech; backends without sound ignore it.
    func play(_ earcon: Earcon)
    /// Why the last utterance was cut short, when the output failed (an audio server that
    /// died, a device unplugged); nil while speech works. Shown to the user ("audio failed").
    var failureMessage: String? { get }
    /// Tries the audio output again after a failure (the navigator's reconnect key).
    func reconnect()
}

extension SpeechBackend {
    public func play(_ earcon: Earcon) {}
    public var failureMessage: String? { nil }
    public func reconnect() {}
}
