import A11yCore

/// A JSON value with where each object starts, for located notes and errors (Foundation's
/// `JSONSerialization` gives no positions).
package indirect enum ScannedJSON {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([ScannedJSON])
    /// The members in file order and the byte offset of the `{`.
    case object([(key: String, value: ScannedJSON)], offset: Int)

    package subscript(key: String) -> ScannedJSON? {
        guard case .object(let members, _) = self else { return nil }
        for member in members where member.key == key { return member.value }
        return nil
    }

    package var string: String? {
        switch self {
        case .string(let text): text
        case .number(let number): number.compact
        case .bool(let flag): flag ? "1" : "0"
        default: nil
        }
    }

    package var items: [ScannedJSON]? {
        if case .array(let items) = self { items } else { nil }
    }

    package var number: Double? {
        switch self {
        case .number(let number): number
        case .string(let text): Double(text)
        default: nil
        }
    }

    package var bool: Bool? {
        switch self {
        case .bool(let flag): flag
        case .number(let number): number != 0
        case .string(let text): text == "true" ? true : text == "false" ? false : nil
        default: nil
        }
    }
}

/// A strict JSON reader (RFC 8259) over bytes, with a depth limit; several top-level values
/// one after another (JSON lines) are read as an array.
package struct JSONScanner {
    package static let maximumDepth = 512

    package struct Failure: Error {
        package var offset: Int
        package var message: String

        /// Every stored property, as the memberwise initializer takes them (readers in other targets build it).
        package init(offset: Int, message: String) {
            self.offset = offset
            self.message = message
        }
    }

    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0

    /// The values of `bytes`: one, or several one after another (then as an array).
    package static func parse(_ bytes: [UInt8]) throws(Failure) -> ScannedJSON {
        // Checked once for the whole file, so each string is made without validating it again.
        if let offset = XMLBytes.firstInvalidUTF8(in: bytes) {
            throw Failure(offset: offset, message: "the file is not UTF-8 text (byte \(offset))")
        }
        var scanner = JSONScanner(checked: bytes)
        var values: [ScannedJSON] = []
        scanner.skipBlanks()
        while scanner.index < bytes.count {
            values.append(try scanner.value())
            scanner.skipBlanks()
        }
        guard let first = values.first else { throw Failure(offset: 0, message: "the file is empty") }
        return values.count == 1 ? first : .array(values)
    }

    /// Line and column (from 1; the column counts characters) of byte `offset`.
    package static func position(of offset: Int, in bytes: [UInt8]) -> FilePosition {
        Locator(bytes).position(of: offset)
    }

    /// Line and column of byte offsets asked mostly in increasing order (elements in document
    /// order): a `ByteLocator` the element readers share by reference.
    package final class Locator {
        private var locator: ByteLocator

        package init(_ bytes: [UInt8]) { locator = ByteLocator(bytes) }

        package func position(of offset: Int) -> FilePosition { locator.position(of: offset) }
    }

    // MARK: Reading in place (AccessibilityJSONReader reads elements straight into nodes)

    /// A scanner for `bytes` already checked to be UTF-8, at the first value (after a byte
    /// order mark).
    package init(checked bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    /// The offset of the next byte that is not a blank.
    package var offset: Int { index }

    /// Whether only blanks are left.
    package mutating func atEnd() -> Bool {
        skipBlanks()
        return index >= bytes.count
    }

    /// The next value's first byte (after blanks), or nil at the end.
    package mutating func peek() -> UInt8? {
        skipBlanks()
        return index < bytes.count ? bytes[index] : nil
    }

    /// Reads the next value whole (for a member whose value is small or not an element).
    package mutating func readValue() throws(Failure) -> ScannedJSON { try value() }

    /// Enters the object or array at the next byte (`{` or `[`, which `peek` has seen).
    package mutating func enterContainer() throws(Failure) {
        skipBlanks()
        try enter()
        index += 1
    }

    /// The next member of the object being read: its key, ready for its value; nil (and the
    /// object left) at its `}`. `first` is true for the first call on an object.
    package mutating func nextMember(first: inout Bool) throws(Failure) -> Key? {
        guard try continues(to: UInt8(ascii: "}"), first: &first, what: "a member") else { return nil }
        skipBlanks()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw fail("expected a member name in quotes") }
        var key = Key(range: index + 1..<index + 1, decoded: nil)
        // The common case: no escape, the key is its bytes.
        var end = index + 1
        while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\"), bytes[end] >= 0x20 {
            end += 1
        }
        if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
            key.range = index + 1..<end
            index = end + 1
        } else {
            key.decoded = try string()
        }
        skipBlanks()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw fail("expected ':' after the member name") }
        index += 1
        return key
    }

    /// Whether the array being read has another item (then ready for it); false (and the
    /// array left) at its `]`. `first` is true for the first call on an array.
    package mutating func nextItem(first: inout Bool) throws(Failure) -> Bool {
        try continues(to: UInt8(ascii: "]"), first: &first, what: "an item")
    }

    /// Whether the container being read goes on (past the `,` after its last entry); false
    /// (and the container left) at its `close` byte.
    @inline(__always)
    private mutating func continues(to close: UInt8, first: inout Bool, what: StaticString) throws(Failure) -> Bool {
        skipBlanks()
        func closing() -> String { "'\(Character(UnicodeScalar(close)))'" }   // for a message only
        guard index < bytes.count else { throw fail(first ? "expected \(what) or \(closing())" : "expected ',' or \(closing())") }
        if bytes[index] == close {
            index += 1
            depth -= 1
            return false
        }
        if !first {
            guard bytes[index] == UInt8(ascii: ",") else { throw fail("expected ',' or \(closing()) after \(what)") }
            index += 1
        }
        first = false
        return true
    }

    /// A member name: its bytes in the file, or its text when it had escapes.
    package struct Key {
        package var range: Range<Int>
        package var decoded: String?
    }

    /// Whether `key` is `name`.
    package func key(_ key: Key, is name: StaticString) -> Bool {
        if let decoded = key.decoded { return decoded == name.description }
        return bytes.withUnsafeBufferPointer { $0.equals(key.range, name) }
    }

    /// The key's length in UTF-8 bytes.
    package func length(of key: Key) -> Int { key.decoded?.utf8.count ?? key.range.count }

    private mutating func skipBlanks() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    private func fail(_ message: String) -> Failure {
        Failure(offset: index, message: index >= bytes.count ? "the JSON ends too early (truncated?): \(message)" : message)
    }

    private mutating func value() throws(Failure) -> ScannedJSON {
        skipBlanks()
        guard index < bytes.count else { throw fail("expected a value") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default:
            throw fail("unexpected character \(Self.show(bytes[index])); expected a JSON value")
        }
    }

    private static func show(_ byte: UInt8) -> String {
        (0x21...0x7E).contains(byte) ? "'\(Character(UnicodeScalar(byte)))'" : "byte \(byte)"
    }

    private mutating func literal(_ word: String) throws(Failure) {
        let count = word.utf8.count
        if index + count > bytes.count, bytes[index...].elementsEqual(word.utf8.prefix(bytes.count - index)) {
            index = bytes.count   // cut off inside the word: the file is truncated
        }
        guard index + count <= bytes.count, bytes[index..<index + count].elementsEqual(word.utf8) else {
            throw fail("expected \(word)")
        }
        index += count
    }

    private mutating func enter() throws(Failure) {
        depth += 1
        if depth > Self.maximumDepth { throw fail("values nest deeper than \(Self.maximumDepth) levels") }
    }

    private mutating func object() throws(Failure) -> ScannedJSON {
        let start = index
        try enter()
        index += 1
        var members: [(key: String, value: ScannedJSON)] = []
        skipBlanks()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1; depth -= 1
            return .object(members, offset: start)
        }
        while true {
            skipBlanks()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw fail("expected a member name in quotes") }
            let key = try string()
            skipBlanks()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw fail("expected ':' after the member name") }
            index += 1
            members.append((key, try value()))
            skipBlanks()
            guard index < bytes.count else { throw fail("expected ',' or '}'") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "}") { index += 1; break }
            throw fail("expected ',' or '}' after a member")
        }
        depth -= 1
        return .object(members, offset: start)
    }

    private mutating func array() throws(Failure) -> ScannedJSON {
        try enter()
        index += 1
        var items: [ScannedJSON] = []
        skipBlanks()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1; depth -= 1
            return .array(items)
        }
        while true {
            items.append(try value())
            skipBlanks()
            guard index < bytes.count else { throw fail("expected ',' or ']'") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "]") { index += 1; break }
            throw fail("expected ',' or ']' after an item")
        }
        depth -= 1
        return .array(items)
    }

    private mutating func number() throws(Failure) -> Double {
        let start = index
        while index < bytes.count, Self.isNumberByte(bytes[index]) { index += 1 }
        let number = bytes[start] == UInt8(ascii: "+") || bytes[start] == UInt8(ascii: ".") ? nil
            : bytes.withUnsafeBufferPointer { ByteNumber.parse(UnsafeBufferPointer(rebasing: $0[start..<index])) }
        guard let number else {
            let text = Self.text(bytes, start..<index)
            index = start
            throw fail("\"\(text.prefix(30))\" is not a JSON number")
        }
        return number
    }

    private static func isNumberByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."),
             UInt8(ascii: "e"), UInt8(ascii: "E"): true
        default: false
        }
    }

    private mutating func string() throws(Failure) -> String {
        index += 1
        let start = index
        // The common case: no escapes, valid UTF-8, one copy.
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let end = index
                index += 1
                return Self.text(bytes, start..<end)
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { throw fail("a control character inside a string must be escaped") }
            index += 1
        }
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: Self.text(bytes, start..<index).unicodeScalars)
        var plainStart = index
        while true {
            guard index < bytes.count else { throw fail("the string is not closed") }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                scalars.append(contentsOf: Self.text(bytes, plainStart..<index).unicodeScalars)
                if byte == UInt8(ascii: "\"") { index += 1; return String(scalars) }
                index += 1
                guard index < bytes.count else { throw fail("the string is not closed") }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{08}")
                case UInt8(ascii: "f"): scalars.append("\u{0C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    var code = try hex4()
                    if (0xD800..<0xDC00).contains(code), index + 1 < bytes.count,
                       bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
                        index += 2
                        let low = try hex4()
                        if (0xDC00..<0xE000).contains(low) {
                            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                        } else {
                            scalars.append("\u{FFFD}")
                            code = low
                        }
                    }
                    scalars.append(UnicodeScalar(code) ?? "\u{FFFD}")
                default:
                    index -= 1
                    throw fail("\\\(Self.show(escape)) is not a JSON escape")
                }
                plainStart = index
                continue
            }
            if byte < 0x20 { throw fail("a control character inside a string must be escaped") }
            index += 1
        }
    }

    /// The bytes of `range` as text (the file is UTF-8: checked by `parse`).
    private static func text(_ bytes: [UInt8], _ range: Range<Int>) -> String {
        bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
    }

    private mutating func hex4() throws(Failure) -> UInt32 {
        guard index + 4 <= bytes.count else { throw fail("\\u needs four hex digits") }
        var code: UInt32 = 0
        for byte in bytes[index..<index + 4] {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw fail("\\u needs four hex digits")
            }
            code = code << 4 | UInt32(digit)
        }
        index += 4
        return code
    }
}
