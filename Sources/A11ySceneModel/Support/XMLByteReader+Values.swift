/// What a handler reads from the tags `XMLByteReader` reports: names, attribute values and
/// character data as text, numbers, and byte comparisons that make no string.
extension XMLByteReader {
    /// The bytes of `range` as text (the file is valid UTF-8: checked first).
    package func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// An attribute's value as text: references replaced, blanks normalised as XML does
    /// (a tab, line feed, carriage return or CR LF becomes one space).
    package func value(_ attribute: Attribute) -> String {
        guard attribute.needsDecoding else { return string(attribute.value) }
        return decoded(attribute.value, references: true, lineEnd: 0x20, tabsAndLineFeeds: 0x20)
    }

    /// Character data as text: references replaced, line ends as XML reads them (CR LF and a
    /// lone CR become LF); a CDATA section's bytes are its text but for the line ends.
    package func text(_ range: Range<Int>, isCDATA: Bool = false) -> String {
        decoded(range, references: !isCDATA, lineEnd: 0x0A, tabsAndLineFeeds: nil)
    }

    /// `range` as text, with references replaced (when `references`), each CR LF or lone CR
    /// read as `lineEnd`, and each tab and line feed as `tabsAndLineFeeds` (when given).
    private func decoded(_ range: Range<Int>, references: Bool, lineEnd: UInt8, tabsAndLineFeeds: UInt8?) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(range.count)
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = bytes[index]
            if byte == 0x26, references, let (scalar, length) = reference(at: index) {
                result.append(contentsOf: String(scalar).utf8)
                index += length
            } else if byte == 0x0D {
                result.append(lineEnd)
                index += index + 1 < range.upperBound && bytes[index + 1] == 0x0A ? 2 : 1
            } else {
                result.append(byte == 0x09 || byte == 0x0A ? tabsAndLineFeeds ?? byte : byte)
                index += 1
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// Whether `range` holds exactly `text`'s bytes.
    package func equals(_ range: Range<Int>, _ text: StaticString) -> Bool { bytes.equals(range, text) }

    /// Whether `range` starts with `text`'s bytes.
    package func hasPrefix(_ range: Range<Int>, _ text: StaticString) -> Bool {
        bytes.has(text, at: range.lowerBound, end: range.upperBound)
    }

    /// An attribute's value as a number (blanks around it allowed), or nil.
    package func number(_ attribute: Attribute) -> Double? {
        if attribute.needsDecoding { return Double(value(attribute)[...].trimmingBlanks) }
        var start = attribute.value.lowerBound, end = attribute.value.upperBound
        while start < end, bytes[start] == 0x20 { start += 1 }
        while end > start, bytes[end - 1] == 0x20 { end -= 1 }
        return ByteNumber.parse(UnsafeBufferPointer(rebasing: bytes[start..<end]))
    }

    /// The reference at `at` (`&…;`): the character it stands for and its length; nil when it
    /// is not one XML knows without a DTD.
    func reference(at: Int) -> (Character, Int)? {
        guard let semicolon = (at + 1..<min(bytes.count, at + 12)).first(where: { bytes[$0] == 0x3B }) else { return nil }
        let body = at + 1..<semicolon
        let length = semicolon - at + 1
        if equals(body, "amp") { return ("&", length) }
        if equals(body, "lt") { return ("<", length) }
        if equals(body, "gt") { return (">", length) }
        if equals(body, "quot") { return ("\"", length) }
        if equals(body, "apos") { return ("'", length) }
        guard body.count >= 2, bytes[body.lowerBound] == 0x23 else { return nil }
        var code: UInt32 = 0
        let hex = bytes[body.lowerBound + 1] == 0x78
        let digits = (hex ? body.lowerBound + 2 : body.lowerBound + 1)..<body.upperBound
        guard !digits.isEmpty else { return nil }
        for at in digits {
            let byte = bytes[at]
            let digit: UInt32
            switch byte {
            case 0x30...0x39: digit = UInt32(byte - 0x30)
            case 0x61...0x66 where hex: digit = UInt32(byte - 0x61 + 10)
            case 0x41...0x46 where hex: digit = UInt32(byte - 0x41 + 10)
            default: return nil
            }
            code = code * (hex ? 16 : 10) + digit
            if code > 0x10FFFF { return nil }
        }
        // The characters XML allows: tab, line feed, return, and from the space on (no
        // surrogates, no U+FFFE or U+FFFF).
        guard code == 0x09 || code == 0x0A || code == 0x0D || (0x20...0xD7FF).contains(code)
                || (0xE000...0xFFFD).contains(code) || (0x10000...0x10FFFF).contains(code),
              let scalar = Unicode.Scalar(code) else { return nil }
        return (Character(scalar), length)
    }
}
