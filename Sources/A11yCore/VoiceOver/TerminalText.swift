/// Text from an app (labels, titles, announcements) made safe to print on a terminal.
///
/// A scene or storyboard is untrusted input: a label holding `ESC [31m` would turn the
/// terminal red, a BEL rings, C1 controls and bidirectional overrides can hide or reorder
/// what follows. Control characters are shown visibly instead — C0 in caret notation
/// (`^[` for ESC, `^G` for BEL), DEL as `^?`, C1 and bidirectional controls as `<U+009B>` —
/// and line breaks and tabs become spaces, so an entry stays on its line. JSON output keeps
/// the original text, escaped as JSON does.
public enum TerminalText {
    /// `text` with every control character shown visibly.
    public static func safe(_ text: String) -> String {
        // Printable ASCII (most text) needs nothing: checked on the bytes, without decoding.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text }
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0A, 0x0D, 0x09, 0x0B, 0x0C, 0x85, 0x2028, 0x2029: result.unicodeScalars.append(" ")
            case 0x00..<0x20: result += "^" + String(UnicodeScalar(UInt8(scalar.value + 0x40)))
            case 0x7F: result += "^?"
            case 0x80...0x9F, 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "<U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + ">"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Text of several lines (a transcript): each line made safe, the line breaks kept.
    public static func safeLines(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { safe(String($0)) }.joined(separator: "\n")
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00..<0x20, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: true
        default: false
        }
    }
}
