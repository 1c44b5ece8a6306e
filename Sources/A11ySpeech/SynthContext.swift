// The synth callback eSpeak calls with audio, and the state of one synthesis it reaches.

import CEspeak

/// State of one `espeak_Synth` call, reached from the C callback through `user_data`.
///
/// Only used on the engine's worker thread (the callback runs inside `espeak_Synth`).
final class SynthContext: @unchecked Sendable {
    /// Receives each block of audio with the words that start in it; returns false to abort.
    typealias AudioHandler = (UnsafeBufferPointer<Int16>, [WordMark]) -> Bool

    let text: PreparedText
    private let onAudio: AudioHandler
    /// Set when the handler asked to stop; the callback then returns 1.
    private(set) var aborted = false
    /// When `espeak_Synth` was called.
    var startTime: ContinuousClock.Instant?
    /// Time from `espeak_Synth` to the first callback that carried samples.
    private(set) var firstAudioLatency: Duration?

    init(text: PreparedText, onAudio: @escaping AudioHandler) {
        self.text = text
        self.onAudio = onAudio
    }

    /// Handles one callback; returns eSpeak's convention: 0 to continue, 1 to abort.
    func handle(wav: UnsafeMutablePointer<Int16>?, count: Int, events: UnsafeMutablePointer<espeak_EVENT>) -> Int32 {
        if aborted { return 1 }
        if count > 0, firstAudioLatency == nil, let startTime {
            firstAudioLatency = ContinuousClock.now - startTime
        }
        var marks: [WordMark] = []
        var event = events
        while event.pointee.type != espeakEVENT_LIST_TERMINATED {
            if event.pointee.type == espeakEVENT_WORD,
               let mark = text.wordMark(textPosition: Int(event.pointee.text_position),
                                        length: Int(event.pointee.length),
                                        sample: Int(event.pointee.sample)) {
                marks.append(mark)
            }
            event += 1
        }
        let buffer = UnsafeBufferPointer(start: wav, count: wav == nil ? 0 : max(count, 0))
        if buffer.isEmpty && marks.isEmpty { return 0 }
        if !onAudio(buffer, marks) { aborted = true }
        return aborted ? 1 : 0
    }
}

/// eSpeak's synth callback: a plain top-level function, never a closure, because eSpeak
/// calls it as a C function pointer; the context arrives in each event's `user_data`.
/// A call with `wav == NULL` marks the end of the utterance (synchronous mode).
func espeakSynthCallback(_ wav: UnsafeMutablePointer<Int16>?, _ count: Int32,
                         _ events: UnsafeMutablePointer<espeak_EVENT>?) -> Int32 {
    guard let events, let userData = events.pointee.user_data else { return 0 }
    let context = Unmanaged<SynthContext>.fromOpaque(userData).takeUnretainedValue()
    return context.handle(wav: wav, count: Int(count), events: events)
}
