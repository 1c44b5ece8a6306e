import A11yCore
// Speaking one text to the end, synchronously: the core of `voicenav say`.

import Foundation

/// Speaks `text` through `sink` and returns when it has been played (or failed).
///
/// Uses the shared `EspeakEngine` and a `LiveSpeaker`; the sink is opened and closed by
/// this call (closing finalises a WAV file). `onEvent`, if given, sees every speaker event
/// on the speaker's thread.
/// - Returns: whether the whole text was played, and the length of the audio written
///   to the sink (equal to `RenderedSpeech.duration` of the same text when completed).
/// - Throws: `SpeechError` when eSpeak NG cannot start, the voice is unknown, or the sink
///   cannot be opened or written.
public func speakBlocking(text: String, language: String? = nil,
                          parameters: SpeechParameters = SpeechParameters(),
                          sink: any AudioSink,
                          onEvent: (@Sendable (SpeakerEvent) -> Void)? = nil) throws -> (completed: Bool, duration: Duration) {
    let engine = try EspeakEngine.shared()
    let outcome = SpeakOnceOutcome()
    let speaker = LiveSpeaker(engine: engine, sink: sink, parameters: parameters) { event in
        onEvent?(event)
        if case .finished(_, let completed) = event { outcome.finish(completed: completed) }
    }
    speaker.speak(id: 1, text: text, language: language)
    let completed = outcome.wait()
    let duration = speaker.audioWritten
    let error = speaker.lastError
    speaker.close()
    if let error { throw error }
    return (completed, duration)
}

/// Hands the `.finished` result from the speaker thread to the waiting caller.
private final class SpeakOnceOutcome: @unchecked Sendable {
    private let condition = NSCondition()
    private var completed: Bool?

    func finish(completed: Bool) {
        condition.lock()
        self.completed = completed
        condition.broadcast()
        condition.unlock()
    }

    func wait() -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while completed == nil { condition.wait() }
        return completed!
    }
}
