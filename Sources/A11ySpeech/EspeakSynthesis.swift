import A11yCore
// The synth callback eSpeak calls with audio, and the text preparation that keeps input literal.

import CEspeak

/// Utterance text as handed to eSpeak, with a map back to the caller's UTF-8 offsets.
///
/// The text goes to eSpeak as plain UTF-8 without `espeakSSML` and without
/// `espeakPHONEMES`, so `<tags>`, `&entities;` and `[[phonemes]]` are read as written.
/// Control characters are replaced by spaces (one byte each, so offsets are kept):
/// eSpeak would otherwise treat U+0001 as the start of an embedded command (such as a
/// rate change) and U+0000 would end the text early.
struct PreparedText: Sendable {
    /// NUL-terminated UTF-8 bytes.
    let bytes: [CChar]
    /// Byte offset of each Unicode scalar, plus the total length as the last entry.
    let scalarOffsets: [Int]

    init(_ text: String) {
        var bytes: [CChar] = []
        var offsets: [Int] = []
        bytes.reserveCapacity(text.utf8.count + 1)
        offsets.reserveCapacity(text.unicodeScalars.count + 1)
        for scalar in text.unicodeScalars {
            offsets.append(bytes.count)
            let value = scalar.value
            if (value < 0x20 && value != 0x09 && value != 0x0A && value != 0x0D) || value == 0x7F {
                bytes.append(0x20)
            } else {
                for unit in String(scalar).utf8 { bytes.append(CChar(bitPattern: unit)) }
            }
        }
        offsets.append(bytes.count)
        bytes.append(0)
        self.bytes = bytes
        self.scalarOffsets = offsets
    }

    /// Converts eSpeak's word position (1-based, in characters) to a mark in UTF-8 bytes.
    func wordMark(textPosition: Int, length: Int, sample: Int) -> WordMark? {
        guard textPosition >= 1, length >= 1 else { return nil }
        let last = scalarOffsets.count - 1
        let start = min(textPosition - 1, last)
        let end = min(start + length, last)
        guard end > start else { return nil }
        return WordMark(sampleOffset: max(sample, 0), textOffset: scalarOffsets[start],
                        length: scalarOffsets[end] - scalarOffsets[start])
    }
}

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
