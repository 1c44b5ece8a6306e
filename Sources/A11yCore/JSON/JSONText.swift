/// Minimal JSON string quoting, shared by the transcript, `describe --format json` and the
/// scene writer (YAML's double-quoted strings take the same escapes).
public enum JSONText {
    /// `text` as a JSON string literal. Control characters (C0, DEL, C1), the line and
    /// paragraph separators and the byte-order mark are escaped, so the literal is plain
    /// printable text in JSON and YAML alike.
    public static func quote(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case let s where s.value < 0x20 || (0x7F...0x9F).contains(s.value) || s.value == 0x2028 || s.value == 0x2029
                || s.value == 0xFEFF:
                out += "\\u" + String(s.value, radix: 16).leftPadded(to: 4)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}

extension String {
    func leftPadded(to width: Int, with pad: Character = "0") -> String {
        count >= width ? self : String(repeating: pad, count: width - count) + self
    }
}
