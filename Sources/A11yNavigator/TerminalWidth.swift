/// How many terminal cells text takes, so that the drawing's borders stay put.
///
/// Terminals give East Asian wide and fullwidth characters (Unicode's East_Asian_Width W and
/// F: CJK ideographs, kana, Hangul syllables, fullwidth forms) and emoji shown as pictures
/// two cells, as `wcwidth` does; combining marks, zero-width spaces and joiners and other
/// format characters take none; everything else one.
///
/// Terminals disagree about emoji *sequences*: one that sums `wcwidth` code point by code
/// point (xterm, tmux 3.3, older VTE) draws "👍🏽" four cells wide and "☺️" one, one that
/// draws grapheme clusters (kitty, WezTerm, iTerm2) two and two. So the navigator draws
/// `drawable(_:)` text, in which each such sequence is reduced to its base character (a
/// flag's two regional indicators stay), whose width every terminal agrees on; `of(_:)`
/// measures that form. Text from a scene is made safe with `TerminalText.safe(_:)` first, so
/// no control character gets here.
public enum TerminalWidth {
    /// `text` with each emoji sequence reduced to its base character: skin-tone modifiers,
    /// variation selectors, tag characters and everything from a zero-width joiner on are
    /// dropped; combining marks and conjoining jamo stay.
    public static func drawable(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { !$0.isASCII }) else { return text }
        var result = String.UnicodeScalarView()
        for character in text {
            let scalars = Array(character.unicodeScalars)
            guard scalars.count > 1 else { result.append(contentsOf: scalars); continue }
            if isRegionalIndicator(scalars[0]), isRegionalIndicator(scalars[1]) {
                result.append(contentsOf: scalars[0...1])                  // a flag
                continue
            }
            result.append(scalars[0])
            for scalar in scalars.dropFirst() {
                if scalar.value == 0x200D { break }                          // ZWJ: the rest is another picture
                if isDropped(scalar) { continue }
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// The cells `character` takes once drawable (`drawable(_:)`): 0, 1 or 2. Counted on
    /// its code points as `drawable` keeps them, without building the drawable text (this
    /// runs for every character of every frame the navigator draws).
    public static func of(_ character: Character) -> Int {
        if character.isASCII { return 1 }
        var scalars = character.unicodeScalars.makeIterator()
        guard let first = scalars.next() else { return 0 }
        var total = width(of: first)
        guard let second = scalars.next() else { return total }
        if isRegionalIndicator(first), isRegionalIndicator(second) { return total + width(of: second) }   // a flag
        var next: Unicode.Scalar? = second
        while let scalar = next, scalar.value != 0x200D {                     // ZWJ: the rest is dropped
            if !isDropped(scalar) { total += width(of: scalar) }
            next = scalars.next()
        }
        return total
    }

    /// The cells `text` takes once drawable.
    public static func of(_ text: some StringProtocol) -> Int {
        text.reduce(0) { $0 + of($1) }
    }

    /// The cells one code point takes, as `wcwidth` gives it.
    static func width(of scalar: Unicode.Scalar) -> Int {
        if scalar.isASCII { return 1 }
        let value = scalar.value
        if isRegionalIndicator(scalar) { return 1 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return 0
        default: break
        }
        if value == 0x200B || (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) { return 0 }
        if scalar.properties.isEmojiPresentation || isWide(value) { return 2 }
        return 1
    }

    /// The longest start of `text` (drawable) that fits in `width` cells.
    public static func prefix(_ text: some StringProtocol, width: Int) -> String {
        var result = ""
        var used = 0
        for character in drawable(String(text)) {
            let cells = of(character)
            if used + cells > width { break }
            result.append(character)
            used += cells
        }
        return result
    }

    /// `text` made drawable, cut to `width` cells (ending in "…" when cut) and padded with
    /// spaces to exactly `width` cells.
    public static func fit(_ text: String, _ width: Int) -> String {
        guard width > 0 else { return "" }
        var shown = drawable(text)
        if of(shown) > width { shown = prefix(shown, width: width - 1) + "…" }
        return shown + String(repeating: " ", count: max(0, width - of(shown)))
    }

    private static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
        (0x1F1E6...0x1F1FF).contains(scalar.value)
    }

    /// Parts of an emoji sequence the drawing leaves out.
    private static func isDropped(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0xFE00...0xFE0F, 0xE0100...0xE01EF: true     // variation selectors
        case 0x1F3FB...0x1F3FF: true                        // skin-tone modifiers
        case 0xE0020...0xE007F: true                        // tags (subdivision flags)
        default: false
        }
    }

    /// East_Asian_Width W or F (Unicode 15): the ranges terminals draw two cells wide. The
    /// emoji blocks are left to `isEmojiPresentation`, which is exactly their wide part.
    static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0, 0x23F3,
             0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F, 0x2693, 0x26A1, 0x26AA...0x26AB,
             0x26BD...0x26BE, 0x26C4...0x26C5, 0x26CE, 0x26D4, 0x26EA, 0x26F2...0x26F3, 0x26F5, 0x26FA,
             0x26FD, 0x2705, 0x270A...0x270B, 0x2728, 0x274C, 0x274E, 0x2753...0x2755, 0x2757,
             0x2795...0x2797, 0x27B0, 0x27BF, 0x2B1B...0x2B1C, 0x2B50, 0x2B55,
             0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
             0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F,
             0xFF00...0xFF60, 0xFFE0...0xFFE6,
             0x16FE0...0x16FE4, 0x17000...0x18CFF, 0x1B000...0x1B2FF,
             0x1F200...0x1F2FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
