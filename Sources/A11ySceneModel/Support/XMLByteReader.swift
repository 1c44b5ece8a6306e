import A11yCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one XML reader: a strict reader over the file's bytes, for Interface Builder files and
/// page source alike (a few megabytes of start tags with attributes and little text), at
/// several times the speed of Foundation's `XMLParser` with a delegate: no dictionary or string
/// is made for what the reader of the tags does not ask for.
///
/// It checks what makes a document well formed (one root; start and end tags that match;
/// names; quoted attribute values without `<`, each attribute once; references that are the
/// five predefined entities or characters XML allows; no raw control characters; comments,
/// CDATA sections, processing instructions) and refuses, as the Interface Builder reader
/// does, a document type declaration (no entity is ever defined or expanded), processing
/// instructions other than the opening declaration, nesting deeper than
/// `XMLBytes.maximumDepth` and more than `XMLBytes.maximumElements` elements.
/// Every error is a `SceneError` at the line and column (in characters) where it was found.
package struct XMLByteReader {
    /// How the reader's messages name the kind of document it expects.
    package struct Vocabulary: Sendable {
        /// What such files hold, as the subject of "… none": `page source has`.
        package var has: String
        /// What was expected instead of text or nothing: `page source XML (<AppiumAUT> …)`.
        package var expected: String

        package init(has: String, expected: String) {
            self.has = has
            self.expected = expected
        }

        /// Appium and WebDriverAgent's page source.
        package static let pageSource = Vocabulary(
            has: "page source has", expected: "page source XML (<AppiumAUT> or <XCUIElementType…>)")
    }

    /// An attribute of the current start tag: byte ranges of the file.
    package struct Attribute {
        package var name: Range<Int>
        package var value: Range<Int>
        /// Whether the value holds a reference or a blank other than the space (it must be
        /// decoded; otherwise its bytes are its text).
        package var needsDecoding: Bool
    }

    /// What the reader reports: each start tag (its name, attributes and where its `<` is)
    /// and each end (an empty-element tag reports both).
    package protocol Handler {
        mutating func start(_ reader: borrowing XMLByteReader, name: Range<Int>, attributes: [Attribute],
                            at position: FilePosition) throws
        mutating func end() throws
        /// Character data inside an element (`range` of the file, a CDATA section's contents
        /// when `isCDATA`); read it with `text(_:isCDATA:)`. By default ignored.
        mutating func text(_ reader: borrowing XMLByteReader, _ range: Range<Int>, isCDATA: Bool) throws
    }

    package let bytes: UnsafeBufferPointer<UInt8>
    package let file: String
    private let vocabulary: Vocabulary
    private var index = 0
    private var locator: ByteLocator

    private init(bytes: UnsafeBufferPointer<UInt8>, of data: [UInt8], file: String, vocabulary: Vocabulary) {
        self.bytes = bytes
        self.file = file
        self.vocabulary = vocabulary
        locator = ByteLocator(data)
    }

    /// Reads `data`, reporting its tags to `handler`; messages name the document as
    /// `vocabulary` says.
    package static func read(_ data: [UInt8], file: String, as vocabulary: Vocabulary = .pageSource,
                             into handler: inout some Handler) throws {
        if let offset = XMLBytes.firstDeclaration(in: data) {
            throw error(at: offset, in: data, file: file,
                        "the file declares a document type; \(vocabulary.has) none, and voicenav reads no DTD or entity")
        }
        try ByteLocator.requireUTF8(data, file: file)
        try data.withUnsafeBufferPointer { buffer in
            var reader = XMLByteReader(bytes: buffer, of: data, file: file, vocabulary: vocabulary)
            try reader.document(&handler)
        }
    }

    private static func error(at offset: Int, in data: [UInt8], file: String, _ message: String) -> SceneError {
        var locator = ByteLocator(data)
        let position = locator.position(of: offset)
        return SceneError(file: file, line: position.line, column: position.column, message: message)
    }

    // MARK: The document

    private mutating func document(_ handler: inout some Handler) throws {
        // Where the document starts: after a byte order mark (the XML declaration must be there).
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        index = start
        var elements = 0
        // The names of the open elements (each starts just after its `<`): their count is the depth.
        var openNames: [Range<Int>] = []
        var attributes: [Attribute] = []
        while true {
            // Text up to the next markup.
            let textStart = index
            if let found = memchr(bytes.baseAddress! + index, 0x3C, bytes.count - index) {
                index = UnsafeRawPointer(bytes.baseAddress!).distance(to: UnsafeRawPointer(found))
            } else {
                index = bytes.count
            }
            try text(textStart..<index, inElement: !openNames.isEmpty, afterRoot: elements > 0)
            if !openNames.isEmpty, index > textStart { try handler.text(self, textStart..<index, isCDATA: false) }
            guard index < bytes.count else { break }
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0
            switch next {
            case 0x2F:   // </name>
                guard let open = openNames.popLast() else { throw fail(at: index, "an end tag with no element open") }
                try endTag(matching: open, openedAt: open.lowerBound - 1)
                try handler.end()
            case 0x3F:   // <?…?>
                let opening = index
                try skip(past: "?>", what: "processing instruction")
                let isDeclaration = XMLBytes.startsXMLDeclaration(bytes[(opening + 2)...])
                guard opening == start, isDeclaration else {
                    throw fail(at: opening, isDeclaration
                               ? "the XML declaration (<?xml …?>) is not at the very start of the file, where XML needs it"
                               : "the file has a processing instruction (<?…?>); "
                                   + "\(vocabulary.has) only the <?xml …?> declaration")
                }
            case 0x21:   // <!-- … -->, <![CDATA[ … ]]>
                if bytes.has("--", at: index + 2, end: bytes.count) {
                    let start = index
                    index += 4
                    guard let end = bytes.firstOffset(of: "--", in: index..<bytes.count) else {
                        throw truncated(start, "a comment is not closed")
                    }
                    guard end + 2 < bytes.count, bytes[end + 2] == 0x3E else {
                        throw fail(at: end, "\"--\" inside a comment; a comment ends with \"-->\"")
                    }
                    index = end + 3
                } else if bytes.has("[CDATA[", at: index + 2, end: bytes.count), !openNames.isEmpty {
                    let start = index
                    guard let end = bytes.firstOffset(of: "]]>", in: min(index + 9, bytes.count)..<bytes.count) else {
                        throw truncated(start, "a CDATA section is not closed")
                    }
                    try checkCharacters(index + 9..<end)
                    try handler.text(self, index + 9..<end, isCDATA: true)
                    index = end + 3
                } else {
                    throw fail(at: index, "\"<!\" here is not a comment or a CDATA section")
                }
            default:
                guard elements == 0 || !openNames.isEmpty else {
                    throw fail(at: index, "a second root element; an XML document has exactly one")
                }
                let start = index
                let position = locator.position(of: start)
                index += 1
                let name = try self.name("an element name after \"<\"")
                let empty = try startTag(into: &attributes)
                elements += 1
                if elements > XMLBytes.maximumElements {
                    throw fail(at: start, "the file has more than \(XMLBytes.maximumElements) elements")
                }
                if openNames.count + 1 > XMLBytes.maximumDepth {
                    throw fail(at: start, "elements nest deeper than \(XMLBytes.maximumDepth) levels")
                }
                try handler.start(self, name: name, attributes: attributes, at: position)
                if empty {
                    try handler.end()
                } else {
                    openNames.append(name)
                }
            }
        }
        if let open = openNames.last {
            let opened = locator.position(of: open.lowerBound - 1)
            throw fail(at: bytes.count, "the file ends before <\(string(open))> (line \(opened.line)) is closed: "
                       + "it is truncated or not well-formed XML")
        }
        guard elements > 0 else {
            throw fail(at: textStartOfContent(), "the file has no element; expected \(vocabulary.expected)")
        }
    }

    /// Where an error about a file with no element points: its first non-blank byte, or the end.
    private func textStartOfContent() -> Int {
        bytes.firstIndex { ![0x20, 0x09, 0x0A, 0x0D].contains($0) } ?? bytes.count
    }

    /// Character data: blanks only outside the root; references and characters checked.
    private mutating func text(_ range: Range<Int>, inElement: Bool, afterRoot: Bool) throws {
        guard !range.isEmpty else { return }
        if !inElement {
            if let other = range.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains(bytes[$0]) }) {
                throw fail(at: other, afterRoot ? "text after the root element"
                           : "text before the root element; expected \(vocabulary.expected)")
            }
            return
        }
        try checkCharacters(range)
        var at = range.lowerBound
        while at < range.upperBound,
              let found = memchr(bytes.baseAddress! + at, 0x26, range.upperBound - at) {
            let ampersand = UnsafeRawPointer(bytes.baseAddress!).distance(to: UnsafeRawPointer(found))
            guard let (_, length) = reference(at: ampersand), ampersand + length <= range.upperBound else {
                throw fail(at: ampersand, "\"&\" must start a reference such as &amp; or &#38;")
            }
            at = ampersand + length
        }
    }

    /// Control characters XML does not allow (all below a space but tab, line feed, return).
    private mutating func checkCharacters(_ range: Range<Int>) throws {
        for at in range where bytes[at] < 0x20 && bytes[at] != 0x09 && bytes[at] != 0x0A && bytes[at] != 0x0D {
            throw fail(at: at, "a control character (byte \(bytes[at])) that XML does not allow")
        }
    }

    /// The attributes of the start tag whose name was just read, up to `>` or `/>` (whether empty).
    private mutating func startTag(into attributes: inout [Attribute]) throws -> Bool {
        attributes.removeAll(keepingCapacity: true)
        while true {
            let blanks = skipBlanks()
            guard index < bytes.count else { throw truncated(index, "a start tag is not closed") }
            switch bytes[index] {
            case 0x3E:
                index += 1
                return false
            case 0x2F:
                guard index + 1 < bytes.count else { throw truncated(index, "a start tag is not closed") }
                guard bytes[index + 1] == 0x3E else { throw fail(at: index, "\"/\" in a start tag must be followed by \">\"") }
                index += 2
                return true
            default:
                guard blanks else { throw fail(at: index, "attributes must be separated by a blank") }
                let nameStart = index
                let name = try self.name("an attribute name")
                skipBlanks()
                guard index < bytes.count else { throw truncated(index, "a start tag is not closed") }
                guard bytes[index] == 0x3D else { throw fail(at: index, "expected \"=\" after the attribute \(string(name))") }
                index += 1
                skipBlanks()
                guard index < bytes.count else { throw truncated(index, "a start tag is not closed") }
                let quote = bytes[index]
                guard quote == 0x22 || quote == 0x27 else {
                    throw fail(at: index, "the value of \(string(name)) must be in quotes")
                }
                index += 1
                let valueStart = index
                guard let found = memchr(bytes.baseAddress! + index, Int32(quote), bytes.count - index) else {
                    throw truncated(valueStart, "the value of \(string(name)) is not closed")
                }
                let valueEnd = UnsafeRawPointer(bytes.baseAddress!).distance(to: UnsafeRawPointer(found))
                var needsDecoding = false
                var at = valueStart
                while at < valueEnd {
                    let byte = bytes[at]
                    if byte == 0x3C { throw fail(at: at, "\"<\" inside the value of \(string(name)); write &lt;") }
                    if byte == 0x26 {
                        guard let (_, length) = reference(at: at), at + length <= valueEnd else {
                            throw fail(at: at, "\"&\" must start a reference such as &amp; or &#38;")
                        }
                        needsDecoding = true
                        at += length
                        continue
                    }
                    if byte < 0x20 {
                        guard byte == 0x09 || byte == 0x0A || byte == 0x0D else {
                            throw fail(at: at, "a control character (byte \(byte)) that XML does not allow")
                        }
                        needsDecoding = true
                    }
                    at += 1
                }
                for other in attributes where equalBytes(other.name, name) {
                    throw fail(at: nameStart, "the attribute \(string(name)) appears twice in one tag")
                }
                attributes.append(Attribute(name: name, value: valueStart..<valueEnd, needsDecoding: needsDecoding))
                index = valueEnd + 1
            }
        }
    }

    /// `</name>` closing the element named `open` (the reader is at its `<`).
    private mutating func endTag(matching open: Range<Int>, openedAt offset: Int) throws {
        let start = index
        index += 2
        let name = try self.name("an element name after \"</\"")
        skipBlanks()
        guard index < bytes.count else { throw truncated(start, "an end tag is not closed") }
        guard bytes[index] == 0x3E else { throw fail(at: index, "expected \">\" to end </\(string(name))>") }
        guard equalBytes(name, open) else {
            let opened = locator.position(of: offset)
            throw fail(at: start, "</\(string(name))> does not close <\(string(open))> (line \(opened.line))")
        }
        index += 1
    }

    /// A name (of an element or attribute) at the reader's place.
    private mutating func name(_ what: String) throws -> Range<Int> {
        let start = index
        guard index < bytes.count else { throw truncated(index, "expected \(what)") }
        guard Self.startsName(bytes[index]) else { throw fail(at: index, "expected \(what)") }
        index += 1
        while index < bytes.count, Self.continuesName(bytes[index]) { index += 1 }
        return start..<index
    }

    private static func startsName(_ byte: UInt8) -> Bool {
        (0x61...0x7A).contains(byte) || (0x41...0x5A).contains(byte) || byte == 0x5F || byte == 0x3A || byte >= 0x80
    }

    private static func continuesName(_ byte: UInt8) -> Bool {
        startsName(byte) || (0x30...0x39).contains(byte) || byte == 0x2D || byte == 0x2E
    }

    /// Skips blanks; whether there were any.
    @discardableResult
    private mutating func skipBlanks() -> Bool {
        let start = index
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x09 || bytes[index] == 0x0D {
            index += 1
        }
        return index > start
    }

    private func equalBytes(_ a: Range<Int>, _ b: Range<Int>) -> Bool {
        a.count == b.count && memcmp(bytes.baseAddress! + a.lowerBound, bytes.baseAddress! + b.lowerBound, a.count) == 0
    }

    private mutating func skip(past text: StaticString, what: String) throws {
        guard let end = bytes.firstOffset(of: text, in: min(index + 2, bytes.count)..<bytes.count) else {
            throw truncated(index, "a \(what) is not closed")
        }
        index = end + text.utf8CodeUnitCount
    }

    private mutating func fail(at offset: Int, _ message: String) -> SceneError {
        let position = locator.position(of: offset)
        return SceneError(file: file, line: position.line, column: position.column, message: "not well-formed XML: \(message)")
    }

    /// An error at the end of the file: what started at `offset` never ended.
    private mutating func truncated(_ offset: Int, _ message: String) -> SceneError {
        let start = locator.position(of: offset)
        let end = locator.position(of: bytes.count)
        return SceneError(file: file, line: end.line, column: end.column,
                          message: "not well-formed XML: the file ends too early (truncated?): \(message) "
                              + "(from line \(start.line), "
                              + "column \(start.column))")
    }
}

extension XMLByteReader.Handler {
    package mutating func text(_ reader: borrowing XMLByteReader, _ range: Range<Int>, isCDATA: Bool) throws {}
}
