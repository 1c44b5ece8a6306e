/// The lines of a small tab-separated data file (a phrase file, a braille role file): a byte
/// order mark dropped, LF or CRLF ends (split on the byte: `"\r\n"` is one Character, so a
/// spreadsheet's CRLF export would not split on `"\n"`), blank and `#` lines left out, each
/// with its line number from 1.
enum DataLines {
    static func of(_ text: String) -> [(number: Int, line: Substring)] {
        var body = Substring(text)
        if body.hasPrefix("\u{FEFF}") { body = body.dropFirst() }
        var result: [(number: Int, line: Substring)] = []
        for (index, bytes) in body.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
            var line = Substring(bytes)
            if line.utf8.last == 0x0D { line = Substring(line.utf8.dropLast()) }
            if line.isEmpty || line.hasPrefix("#") { continue }
            result.append((index + 1, line))
        }
        return result
    }
}
