/// The lines of a script and of a small tab-separated data file (a phrase file, a braille role
/// file): a byte order mark dropped, LF or CRLF ends (split on the byte: `"\r\n"` is one
/// Character, so a file saved on Windows would not split on `"\n"`); `of` leaves out blank and
/// `#` lines and numbers each from 1.
package enum DataLines {
    package static func of(_ text: String) -> [(number: Int, line: Substring)] {
        all(text).enumerated().compactMap { index, line in
            line.isEmpty || line.hasPrefix("#") ? nil : (index + 1, line)
        }
    }

    /// Every line, blank and `#` ones too (a script's parser reads its own comments): line
    /// `n` is at index `n - 1`.
    package static func all(_ text: String) -> [Substring] {
        var body = Substring(text)
        if body.hasPrefix("\u{FEFF}") { body = body.dropFirst() }
        return body.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map { bytes in
            let line = Substring(bytes)
            return line.utf8.last == 0x0D ? Substring(line.utf8.dropLast()) : line
        }
    }
}
