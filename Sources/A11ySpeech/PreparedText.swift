// Utterance text prepared for eSpeak: input kept literal, offsets mapped back.

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
