import A11ySceneModel

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
        var scanner = Scanner(bytes: try utf8(bytes, file: file), file: file)
        return try scanner.entries()
    }

    /// `bytes` as valid UTF-8: UTF-8 as it is (checked, its byte order mark dropped), UTF-16
    /// transcoded.
    package static func utf8(_ bytes: [UInt8], file: String) throws -> [UInt8] {
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        if !body.contains(0), !bytes.starts(with: [0xFF, 0xFE]), !bytes.starts(with: [0xFE, 0xFF]),
           String(validating: body, as: UTF8.self) != nil {
            return Array(body)
        }
        return Array(try decode(bytes, file: file).utf8)
    }

    /// The text of `bytes`, by its byte order mark (UTF-8 when none and no zero bytes).
    package static func decode(_ bytes: [UInt8], file: String) throws -> String {
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
            // Validated and decoded at once; only an invalid file is walked again, to say where.
            if let text = String(validating: units, as: UTF16.self) { return text }
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

    /// Reads entries from UTF-8 bytes (UTF-16 is transcoded first); columns count characters.
    private struct Scanner {
        package let bytes: [UInt8]
        package let file: String
        package var index = 0
        package var line = 1
        package var column = 1

        package init(bytes: [UInt8], file: String) {
            self.bytes = bytes
            self.file = file
        }

        package var current: UInt8? { index < bytes.count ? bytes[index] : nil }

        package func peek(_ offset: Int) -> UInt8? { index + offset < bytes.count ? bytes[index + offset] : nil }

        package mutating func advance() {
            guard let byte = current else { return }
            index += 1
            if byte == 0x0A || byte == 0x0D && current != 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {   // a continuation byte: its lead byte counted the character
                column += 1
            }
        }

        package func fail(_ message: String, at position: FilePosition? = nil) -> SceneError {
            SceneError(file: file, line: position?.line ?? line, column: position?.column ?? column, message: message)
        }

        package var here: FilePosition { FilePosition(line: line, column: column) }

        package static func isBlank(_ byte: UInt8) -> Bool {
            byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C
        }

        /// Blanks and comments.
        package mutating func skip() throws {
            while let byte = current {
                if Self.isBlank(byte) {
                    advance()
                } else if byte == 0xEF, peek(1) == 0xBB, peek(2) == 0xBF {   // a stray byte order mark
                    advance(); advance(); advance()
                } else if byte == 0xE2, peek(1) == 0x80, peek(2) == 0xA8 || peek(2) == 0xA9 {
                    // Unicode's line and paragraph separators, blanks to Foundation's reader as to Xcode's.
                    advance(); advance(); advance()
                } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                    let start = here
                    advance(); advance()
                    while true {
                        guard let inner = current else { throw fail("a comment (/* …) is never closed", at: start) }
                        advance()
                        if inner == UInt8(ascii: "*"), current == UInt8(ascii: "/") { advance(); break }
                    }
                } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") {
                    while let inner = current, inner != 0x0A, inner != 0x0D { advance() }
                } else {
                    return
                }
            }
        }

        package mutating func entries() throws -> [TranslationEntry] {
            var result: [TranslationEntry] = []
            while true {
                try skip()
                guard current != nil else { return result }
                let start = here
                let key = try string(what: "a key")
                try skip()
                var value = key
                if current == UInt8(ascii: "=") {
                    advance()
                    try skip()
                    guard current != nil else { throw fail("the file ends after \"\(key)\" =; expected the translated text") }
                    value = try string(what: "the translated text")
                    try skip()
                }
                guard current == UInt8(ascii: ";") else {
                    guard current != nil else { throw fail("the file ends inside the entry for \"\(key)\"; expected ;") }
                    throw fail("expected ; after the entry for \"\(key)\", found \(shown())")
                }
                advance()
                result.append(TranslationEntry(key: key, value: value, position: start))
                if result.count > StringsFileReader.maximumEntries {
                    throw fail("more than \(StringsFileReader.maximumEntries) entries; a strings table has a few hundred")
                }
            }
        }

        /// The character at the cursor, for a message.
        package func shown() -> String {
            var iterator = bytes[index...].makeIterator()
            var decoder = UTF8()
            guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return "a byte that is not text" }
            return scalar.value < 0x20 || scalar.value == 0x7F
                ? "U+" + StringsFileReader.hex4(scalar.value) : "\"\(Character(scalar))\""
        }

        static func isBare(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: ":"),
                 UInt8(ascii: "."), UInt8(ascii: "/"), UInt8(ascii: "-"):
                true
            default: false
            }
        }

        static func hexValue(_ byte: UInt8?) -> UInt32? {
            guard let byte else { return nil }
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
            default: return nil
            }
        }

        /// Four hexadecimal digits at the cursor, consumed; nil (nothing consumed) when not.
        mutating func fourHexDigits() -> UInt32? {
            var value: UInt32 = 0
            for offset in 0..<4 {
                guard let digit = Self.hexValue(peek(offset)) else { return nil }
                value = value << 4 | digit
            }
            for _ in 0..<4 { advance() }
            return value
        }

        package mutating func string(what: String) throws -> String {
            guard let first = current else { throw fail("the file ends where \(what) should be") }
            if first != UInt8(ascii: "\"") {
                guard Self.isBare(first) else { throw fail("expected \(what) in double quotes, found \(shown())") }
                let start = index
                while let byte = current, Self.isBare(byte) { advance() }
                return String(decoding: bytes[start..<index], as: UTF8.self)
            }
            let start = here
            advance()
            var text: [UInt8] = []
            var run = index   // the start of the bytes copied as they are
            while true {
                guard let byte = current else { throw fail("this quoted text is never closed (no ending \")", at: start) }
                if byte == UInt8(ascii: "\"") {
                    text += bytes[run..<index]
                    advance()
                    return String(decoding: text, as: UTF8.self)
                }
                guard byte == UInt8(ascii: "\\") else { advance(); continue }
                text += bytes[run..<index]
                let escape = here
                advance()
                guard let next = current else { throw fail("the file ends inside an escape (\\)", at: escape) }
                advance()
                func append(_ scalar: Unicode.Scalar) { text += Array(String(Character(scalar)).utf8) }
                switch next {
                case UInt8(ascii: "n"): text.append(0x0A)
                case UInt8(ascii: "t"): text.append(0x09)
                case UInt8(ascii: "r"): text.append(0x0D)
                case UInt8(ascii: "a"): text.append(0x07)
                case UInt8(ascii: "b"): text.append(0x08)
                case UInt8(ascii: "f"): text.append(0x0C)
                case UInt8(ascii: "v"): text.append(0x0B)
                case UInt8(ascii: "U"), UInt8(ascii: "u"):
                    guard var value = fourHexDigits() else {
                        throw fail("\\\(Character(Unicode.Scalar(next))) needs four hexadecimal digits (\\U00E9)", at: escape)
                    }
                    if (0xD800...0xDBFF).contains(value), current == UInt8(ascii: "\\"),
                       peek(1) == UInt8(ascii: "U") || peek(1) == UInt8(ascii: "u") {
                        // A surrogate pair written as two escapes.
                        let saved = (index, line, column)
                        advance(); advance()
                        if let low = fourHexDigits(), (0xDC00...0xDFFF).contains(low) {
                            value = 0x10000 + (value - 0xD800) << 10 + (low - 0xDC00)
                        } else {
                            (index, line, column) = saved
                        }
                    }
                    guard let scalar = Unicode.Scalar(value) else {
                        throw fail("\\\(Character(Unicode.Scalar(next)))\(StringsFileReader.hex4(value)) is not a character "
                                   + "(a lone surrogate)", at: escape)
                    }
                    append(scalar)
                case UInt8(ascii: "0")...UInt8(ascii: "7"):
                    var value = UInt32(next - UInt8(ascii: "0"))
                    var digits = 1
                    while digits < 3, let digit = current, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(digit) {
                        value = value * 8 + UInt32(digit - UInt8(ascii: "0"))
                        digits += 1
                        advance()
                    }
                    append(Unicode.Scalar(value) ?? "\u{FFFD}")
                default:
                    // \" \\ \' and any other character stand for themselves (a multi-byte one whole).
                    text.append(next)
                    while let more = current, more & 0xC0 == 0x80 { text.append(more); advance() }
                }
                run = index
            }
        }
    }

    /// `value` as at least four upper-case hexadecimal digits.
    package static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
