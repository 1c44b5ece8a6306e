import Synchronization

/// Text metrics of the system font (SF Pro), per point of font size: line height, ascender
/// and descender as its font tables give them (UIFont's `lineHeight`, `ascender`,
/// `descender` for the system font are these times the point size).
package enum TextMeasure {
    /// An estimate of `text`'s width on one line: each character's advance by its kind, in
    /// ems of SF Pro Text (narrow punctuation and i, l, j a quarter; a space 0.27; digits
    /// 0.56; lowercase 0.52; m and w 0.8; capitals 0.66; ideographs and emoji a full em).
    /// Used only where no measurement exists (a stretched frame, a larger text size).
    package static func width(of text: String, pointSize: Double) -> Double {
        var ems = 0.0
        // ASCII text (most labels) by its bytes and the table, without making characters. A
        // carriage return is a character of its own only outside "\r\n", so text holding one
        // takes the general way.
        var ascii = true
        for byte in text.utf8 {
            guard byte < 0x80, byte != 0x0D else {
                ascii = false
                break
            }
            ems += asciiAdvance[Int(byte)]
        }
        if ascii { return (ems * pointSize).rounded(.up) }
        // Other text by its characters' Unicode properties, which cost far more: the ems of
        // each such text are kept (an audit measures the same texts on every replay), up to
        // `keptTexts` of them.
        if let known = nonASCIIEms.withLock({ $0[text] }) { return (known * pointSize).rounded(.up) }
        ems = 0
        for character in text {
            // An ASCII character ("\r\n" too) by the table; the others by their kind.
            let advance: Double = if let code = character.asciiValue { asciiAdvance[Int(code)] } else {
                switch character {
                case _ where character.isNumber: 0.56
                case _ where character.isUppercase: 0.66
                case _ where character.isLetter && character.unicodeScalars.first.map({ $0.value >= 0x2E80 }) == true: 1
                case _ where character.unicodeScalars.first?.properties.isEmojiPresentation == true: 1.2
                default: 0.55
                }
            }
            ems += advance
        }
        nonASCIIEms.withLock { kept in
            if kept.count >= keptTexts { kept.removeAll(keepingCapacity: true) }
            kept[text] = ems
        }
        return (ems * pointSize).rounded(.up)
    }

    /// The ems of texts that are not all ASCII, by text (see `width(of:pointSize:)`).
    private static let nonASCIIEms = Mutex<[String: Double]>([:])
    private static let keptTexts = 20_000

    /// The advance of each ASCII character: narrow punctuation and i, l, j a quarter em, a space
    /// 0.27, m and w 0.8 (M, W 0.9), digits 0.56, capitals 0.66, lowercase 0.52, the rest 0.55.
    private static let asciiAdvance: [Double] = (0..<128).map { code in
        switch UInt8(code) {
        case UInt8(ascii: "i"), UInt8(ascii: "l"), UInt8(ascii: "j"), UInt8(ascii: "I"), UInt8(ascii: "."), UInt8(ascii: ","),
             UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "'"), UInt8(ascii: "|"), UInt8(ascii: "!"): 0.25
        case UInt8(ascii: " "): 0.27
        case UInt8(ascii: "m"), UInt8(ascii: "w"): 0.8
        case UInt8(ascii: "M"), UInt8(ascii: "W"): 0.9
        case UInt8(ascii: "0")...UInt8(ascii: "9"): 0.56
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): 0.66
        case UInt8(ascii: "a")...UInt8(ascii: "z"): 0.52
        default: 0.55
        }
    }

    /// The lines `text` takes wrapped into `available` points: each of its paragraphs (between
    /// line breaks) at least one line, as many as its width needs, at most a line a character
    /// (a line holds one however narrow: `Text("\u{00A0}").frame(width: 0)` is one line).
    package static func lines(of text: String, pointSize: Double, in available: Double) -> Double {
        func wrapped(_ paragraph: Substring) -> Double {
            let needed = (width(of: String(paragraph), pointSize: pointSize) / max(available, 0)).rounded(.up)
            guard needed > 1 else { return 1 }
            return min(needed, Double(paragraph.count))
        }
        guard text.utf8.contains(0x0A) else { return wrapped(Substring(text)) }
        return text.split(separator: "\n", omittingEmptySubsequences: false).reduce(0) { $0 + wrapped($1) }
    }

    /// The width of `text`'s widest paragraph on one line.
    package static func widestLine(of text: String, pointSize: Double) -> Double {
        guard text.utf8.contains(0x0A) else { return width(of: text, pointSize: pointSize) }
        return text.split(separator: "\n").map { width(of: String($0), pointSize: pointSize) }.max() ?? 0
    }

    package static func lineHeight(pointSize: Double) -> Double { pointSize * 1.1934 }
    static func ascender(pointSize: Double) -> Double { pointSize * 0.9521 }
    static func descender(pointSize: Double) -> Double { pointSize * 0.2412 }
}
