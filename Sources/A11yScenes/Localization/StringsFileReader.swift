import A11yCore

/// One translated text: the key (`"<object id>.<property>"` for an Interface Builder file),
/// the text, and where the entry is.
public struct TranslationEntry: Sendable, Hashable {
    public var key: String
    public var value: String
    public var position: FilePosition
}

/// Reads a `.strings` file: `"key" = "value";` entries with `/* */` and `//` comments,
/// old-style property-list escapes (`\"`, `\\`, `\n`, `\t`, `\r`, `\U00E9`, octal `\012`),
/// unquoted keys and values of identifier characters, and `"key";` (the key as its value).
///
/// The bytes are UTF-8 (a byte order mark allowed) or UTF-16 with a byte order mark, as
/// Xcode writes them; UTF-16 without one is recognised by its zero bytes. Errors name the line
/// and column (in characters) and never stop at the first good entry: the file is read whole
/// or refused.
public enum StringsFileReader {
    /// The most entries accepted (real tables have a few hundred).
    static let maximumEntries = 200_000

    /// The entries of `bytes`, in file order (a repeated key: the last wins, as the system does).
    public static func read(_ bytes: [UInt8], file: String) throws -> [TranslationEntry] {
        let text = try decode(bytes, file: file)
        var scanner = Scanner(scalars: Array(text.unicodeScalars), file: file)
        return try scanner.entries()
    }

    /// The text of `bytes`, by its byte order mark (UTF-8 when none and no zero bytes).
    static func decode(_ bytes: [UInt8], file: String) throws -> String {
        func utf16(_ body: ArraySlice<UInt8>, bigEndian: Bool) throws -> String {
            guard body.count % 2 == 0 else {
                throw SceneError(file: file, line: 1, column: 1,
                                 message: "the file is UTF-16 but has an odd number of bytes (\(bytes.count)); it is cut off")
            }
            var units: [UInt16] = []
            units.reserveCapacity(body.count / 2)
            var index = body.startIndex
            while index < body.endIndex {
                let first = UInt16(body[index]), second = UInt16(body[index + 1])
                units.append(bigEndian ? first << 8 | second : second << 8 | first)
                index += 2
            }
            var scalars = String.UnicodeScalarView()
            var iterator = units.makeIterator()
            var decoder = UTF16()
            var count = 0
            loop: while true {
                switch decoder.decode(&iterator) {
                case .scalarValue(let scalar): scalars.append(scalar); count += 1
                case .emptyInput: break loop
                case .error:
                    throw SceneError(file: file, line: 1, column: 1,
                                     message: "the file is not valid UTF-16 (a lone surrogate after \(count) characters)")
                }
            }
            return String(scalars)
        }
        if bytes.starts(with: [0xFF, 0xFE]) { return try utf16(bytes.dropFirst(2), bigEndian: false) }
        if bytes.starts(with: [0xFE, 0xFF]) { return try utf16(bytes.dropFirst(2), bigEndian: true) }
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        // UTF-16 without a byte order mark: text has no zero bytes, UTF-16 of a strings file
        // (which starts with a quote, a slash or a blank) has one in its first code unit.
        if body.count >= 2, body.count % 2 == 0, body.contains(0) {
            let first = body[body.startIndex], second = body[body.startIndex + 1]
            if first != 0, second == 0 { return try utf16(body, bigEndian: false) }
            if first == 0, second != 0 { return try utf16(body, bigEndian: true) }
        }
        if body.starts(with: Array("bplist".utf8)) {
            throw SceneError(file: file, line: 1, column: 1,
                             message: "this is a compiled (binary) strings file; give the source .strings file from the project")
        }
        guard let text = String(validating: body, as: UTF8.self) else {
            var line = 1, column = 1
            var iterator = body.makeIterator()
            var decoder = UTF8()
            while case .scalarValue(let scalar) = decoder.decode(&iterator) {
                if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
            }
            throw SceneError(file: file, line: line, column: column,
                             message: "the file is neither UTF-8 nor UTF-16 with a byte order mark; Xcode writes one of those")
        }
        return text
    }

    private struct Scanner {
        let scalars: [Unicode.Scalar]
        let file: String
        var index = 0
        var line = 1
        var column = 1

        init(scalars: [Unicode.Scalar], file: String) {
            self.scalars = scalars
            self.file = file
        }

        var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

        mutating func advance() {
            guard let scalar = current else { return }
            index += 1
            if scalar == "\n" || scalar == "\r" && current != "\n" || scalar == "\u{2028}" || scalar == "\u{2029}" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }

        func fail(_ message: String, at position: FilePosition? = nil) -> SceneError {
            SceneError(file: file, line: position?.line ?? line, column: position?.column ?? column, message: message)
        }

        var here: FilePosition { FilePosition(line: line, column: column) }

        /// Blanks and comments.
        mutating func skip() throws {
            while let scalar = current {
                if scalar.properties.isWhitespace || scalar == "\u{FEFF}" {
                    advance()
                } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                    let start = here
                    advance(); advance()
                    while true {
                        guard let inner = current else { throw fail("a comment (/* …) is never closed", at: start) }
                        advance()
                        if inner == "*", current == "/" { advance(); break }
                    }
                } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
                    while let inner = current, inner != "\n", inner != "\r" { advance() }
                } else {
                    return
                }
            }
        }

        mutating func entries() throws -> [TranslationEntry] {
            var result: [TranslationEntry] = []
            while true {
                try skip()
                guard current != nil else { return result }
                let start = here
                let key = try string(what: "a key")
                try skip()
                var value = key
                if current == "=" {
                    advance()
                    try skip()
                    guard current != nil else { throw fail("the file ends after \"\(key)\" =; expected the translated text") }
                    value = try string(what: "the translated text")
                    try skip()
                }
                guard current == ";" else {
                    if current == nil { throw fail("the file ends inside the entry for \"\(key)\"; expected ;") }
                    throw fail("expected ; after the entry for \"\(key)\", found \(shown(current!))")
                }
                advance()
                result.append(TranslationEntry(key: key, value: value, position: start))
                if result.count > StringsFileReader.maximumEntries {
                    throw fail("more than \(StringsFileReader.maximumEntries) entries; a strings table has a few hundred")
                }
            }
        }

        func shown(_ scalar: Unicode.Scalar) -> String {
            scalar.value < 0x20 || scalar.value == 0x7F ? "U+" + StringsFileReader.hex4(scalar.value) : "\"\(Character(scalar))\""
        }

        static func isBare(_ scalar: Unicode.Scalar) -> Bool {
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                || "_$:./-".unicodeScalars.contains(scalar))
        }

        mutating func string(what: String) throws -> String {
            guard let first = current else { throw fail("the file ends where \(what) should be") }
            if first != "\"" {
                guard Self.isBare(first) else {
                    throw fail("expected \(what) in double quotes, found \(shown(first))")
                }
                var text = String.UnicodeScalarView()
                while let scalar = current, Self.isBare(scalar) { text.append(scalar); advance() }
                return String(text)
            }
            let start = here
            advance()
            var text = String.UnicodeScalarView()
            while true {
                guard let scalar = current else { throw fail("this quoted text is never closed (no ending \")", at: start) }
                if scalar == "\"" { advance(); return String(text) }
                if scalar == "\\" {
                    let escape = here
                    advance()
                    guard let next = current else { throw fail("the file ends inside an escape (\\)", at: escape) }
                    advance()
                    switch next {
                    case "n": text.append("\n")
                    case "t": text.append("\t")
                    case "r": text.append("\r")
                    case "a": text.append("\u{07}")
                    case "b": text.append("\u{08}")
                    case "f": text.append("\u{0C}")
                    case "v": text.append("\u{0B}")
                    case "U", "u":
                        var value: UInt32 = 0
                        for _ in 0..<4 {
                            guard let digit = current, digit.isASCII, let nibble = UInt32(String(digit), radix: 16) else {
                                throw fail("\\\(next) needs four hexadecimal digits (\\U00E9)", at: escape)
                            }
                            value = value << 4 | nibble
                            advance()
                        }
                        if (0xD800...0xDBFF).contains(value), current == "\\", index + 1 < scalars.count,
                           scalars[index + 1] == "U" || scalars[index + 1] == "u" {
                            // A surrogate pair written as two escapes.
                            let saved = (index, line, column)
                            advance(); advance()
                            var low: UInt32 = 0
                            var valid = true
                            for _ in 0..<4 {
                                guard let digit = current, digit.isASCII, let nibble = UInt32(String(digit), radix: 16) else {
                                    valid = false
                                    break
                                }
                                low = low << 4 | nibble
                                advance()
                            }
                            if valid, (0xDC00...0xDFFF).contains(low) {
                                value = 0x10000 + (value - 0xD800) << 10 + (low - 0xDC00)
                            } else {
                                (index, line, column) = saved
                            }
                        }
                        guard let scalar = Unicode.Scalar(value) else {
                            throw fail("\\\(next)\(StringsFileReader.hex4(value)) is not a character (a lone surrogate)",
                                       at: escape)
                        }
                        text.append(scalar)
                    case "0"..."7":
                        var value = next.value - 0x30
                        var digits = 1
                        while digits < 3, let digit = current, ("0"..."7").contains(digit) {
                            value = value * 8 + digit.value - 0x30
                            digits += 1
                            advance()
                        }
                        text.append(Unicode.Scalar(value) ?? "\u{FFFD}")
                    default: text.append(next)   // \" \\ \' and any other character stand for themselves
                    }
                    continue
                }
                text.append(scalar)
                advance()
            }
        }
    }

    /// `value` as at least four upper-case hexadecimal digits.
    static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
