/// Minimal XML text escaping, shared by the JUnit report and the screen pictures (SVG).
public enum XMLText {
    /// `text` safe inside an XML element or a double-quoted attribute: `&`, `<`, `>` and `"`
    /// escaped; characters XML 1.0 forbids (C0 controls but tab, line feed and carriage return,
    /// lone surrogates, U+FFFE, U+FFFF) shown as `?`. Line breaks and tabs are kept, or made
    /// spaces when `keepingLineBreaks` is false (one-line texts, such as an SVG's `<text>`).
    public static func escape(_ text: String, keepingLineBreaks: Bool = true) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\n", "\t", "\r":
                if keepingLineBreaks { out.unicodeScalars.append(scalar) } else { out += " " }
            case _ where scalar.value < 0x20 || (0xD800...0xDFFF).contains(scalar.value)
                || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                out += "?"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
