import A11yCore
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One element of an XML document, with where it starts in the file.
///
/// A small read-only tree built in one SAX pass (Foundation's `XMLParser`): Interface
/// Builder files are read whole, so a tree is simpler than callbacks and fast enough (the
/// largest real storyboards are a few hundred kilobytes).
final class XMLElementNode {
    let name: String
    /// Changed only by a translation (`setAttribute`), before the document is imported.
    private(set) var attributes: [String: String]
    fileprivate(set) var children: [XMLElementNode] = []
    /// The text directly inside a `<string>` element (`<string key="text">…</string>`);
    /// other elements' text (indentation) is not kept.
    fileprivate(set) var text = ""
    /// Where the element's start tag begins (its `<`), line and column from 1; the column
    /// counts characters, as editors do.
    fileprivate(set) var position: FilePosition
    /// The element's place among all the file's start tags, from 1 (unread ones included).
    fileprivate var ordinal = 0
    /// The element this one is inside. Unowned: the tree is kept whole by its root for as
    /// long as any of it is used (a weak reference would cost a side table per parent).
    fileprivate(set) unowned(unsafe) var parent: XMLElementNode?

    init(name: String, attributes: [String: String], position: FilePosition) {
        self.name = name
        self.attributes = attributes
        self.position = position
    }

    subscript(attribute: String) -> String? { attributes[attribute] }

    /// Sets an attribute (a translation replacing a text); the first value replaced is kept
    /// in `baseAttributes` (the text Interface Builder measured the frame for).
    func setAttribute(_ name: String, _ value: String) {
        if let old = attributes[name], baseAttributes[name] == nil { baseAttributes[name] = old }
        attributes[name] = value
    }

    /// The attributes as the file had them before a translation replaced them.
    private(set) var baseAttributes: [String: String] = [:]

    /// Sets the text of a `<string>` element (a translation replacing a long text).
    func setText(_ value: String) { text = value }

    /// The first child with this element name (and `key` attribute, when given).
    func child(_ name: String, key: String? = nil) -> XMLElementNode? {
        children.first { $0.name == name && (key == nil || $0.attributes["key"] == key) }
    }

    /// The first child with this `key` attribute, whatever its element name.
    func child(key: String) -> XMLElementNode? { children.first { $0.attributes["key"] == key } }

    /// The children with this element name.
    func children(_ name: String) -> [XMLElementNode] { children.filter { $0.name == name } }

    /// Whether a YES/NO attribute is YES.
    func flag(_ attribute: String) -> Bool { attributes[attribute] == "YES" }

    /// A number attribute.
    func number(_ attribute: String) -> Double? { attributes[attribute].flatMap(Double.init) }
}

/// Reads an XML file into `XMLElementNode`s, refusing what an Interface Builder file never
/// contains and what could make a hostile file expensive: a document type declaration
/// (and so entity definitions: no entity is ever expanded and no external entity is
/// resolved), nesting deeper than `maximumDepth`, more than `maximumElements` elements.
enum XMLTreeReader {
    /// The deepest nesting accepted (real files nest about 30 levels).
    static let maximumDepth = 200
    /// The most elements accepted (the largest real storyboards have about 5,000).
    static let maximumElements = 500_000

    /// What one pass over the file collects besides the tree: every element with an `id`,
    /// and the segues and constraints (so that no later pass walks the whole tree again).
    struct Result {
        var root: XMLElementNode
        var objects: [String: XMLElementNode]
        var segues: [XMLElementNode]
        var constraints: [XMLElementNode]
    }

    /// Parses `data`; errors name `file` with the line and column.
    static func read(_ data: Data, file: String) throws -> Result {
        func refuse(at offset: Int, _ message: String) -> SceneError {
            let position = position(ofByte: offset, in: data)
            return SceneError(file: file, line: position.line, column: position.column, message: message)
        }
        if let offset = firstDeclaration(in: data) {
            throw refuse(at: offset, "the file declares a document type; Interface Builder files have none, "
                         + "and voicenav reads no DTD or entity")
        }
        if data.allSatisfy({ $0 == 32 || $0 == 10 || $0 == 13 || $0 == 9 }) {
            throw SceneError(file: file, line: 1, column: 1, message: "the file is empty; expected an Interface Builder document")
        }
        // Interface Builder writes UTF-8; Foundation's parser traps on some invalid UTF-8 in
        // names, so the bytes are checked first.
        if let offset = firstInvalidUTF8(in: data) {
            throw refuse(at: offset, "the file is not UTF-8 text (byte \(offset)); Interface Builder files are UTF-8 XML")
        }
        // Foundation's parser dereferences a null pointer on a processing instruction with no
        // data (`<?name?>`, found by FuzzStoryboard); Interface Builder writes none but the
        // XML declaration, so any other is refused before parsing.
        if let offset = firstProcessingInstruction(in: data) {
            throw refuse(at: offset, startsXMLDeclaration(data.dropFirst(offset + 2))
                         ? "the XML declaration (<?xml …?>) is not at the very start of the file, where XML needs it"
                         : "the file has a processing instruction (<?…?>); "
                             + "Interface Builder files have only the <?xml …?> declaration at the top")
        }
        let delegate = TreeBuilder()
        // Real files have an element with an id every 300 to 900 bytes: little rehashing.
        delegate.objects.reserveCapacity(data.count / 256)
        delegate.created.reserveCapacity(data.count / 128)
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.delegate = delegate
        delegate.parser = parser
        let parsed = parser.parse()
        if let failure = delegate.failure {
            throw SceneError(file: file, line: failure.position.line, column: failure.position.column, message: failure.message)
        }
        guard parsed, let root = delegate.root else {
            let line = max(1, parser.lineNumber), column = max(1, parser.columnNumber)
            let reason = parser.parserError.map { describe($0) } ?? "the XML is malformed"
            throw SceneError(file: file, line: line, column: column, message: "not well-formed XML: \(reason)")
        }
        if let open = delegate.openElement {
            let end = position(ofByte: data.count, in: data)
            throw SceneError(file: file, line: end.line, column: end.column,
                             message: "the file ends before <\(open.name)> (line \(open.position.line)) is closed: "
                                 + "it is truncated or not well-formed XML")
        }
        // The parser reports where each start tag ends; a message should point where it
        // begins. The file's start tags, found in one scan, are the elements in order.
        let starts = startTagPositions(in: data, expected: delegate.elementCount)
        if starts.count == delegate.elementCount {
            for node in delegate.created { node.position = starts[node.ordinal - 1] }
        }
        return Result(root: root, objects: delegate.objects, segues: delegate.segues, constraints: delegate.constraints)
    }

    private static func describe(_ error: any Error) -> String {
        let code = (error as NSError).code
        switch code {
        case 5: return "the file ends before the document does (truncated?)"
        case 4: return "this is not XML: an Interface Builder file starts with <?xml …?> and a <document> element"
        default: return "XML error \(code): expected a well-formed Interface Builder document"
        }
    }

    /// The offset of the first byte that is not part of valid UTF-8 (overlong forms,
    /// surrogates and code points past U+10FFFF included), or nil.
    static func firstInvalidUTF8(in data: some ContiguousBytes) -> Int? {
        data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> Int? in
            let bytes = buffer.bindMemory(to: UInt8.self)
            var index = 0
            let count = bytes.count
            while index < count {
                // ASCII (nearly all of an Interface Builder file) eight bytes at a time.
                if index + 8 <= count,
                   UnsafeRawBufferPointer(bytes).loadUnaligned(fromByteOffset: index, as: UInt64.self)
                       & 0x8080_8080_8080_8080 == 0 {
                    index += 8
                    continue
                }
                let lead = bytes[index]
                if lead < 0x80 { index += 1; continue }
                let length: Int
                var low: UInt8 = 0x80, high: UInt8 = 0xBF
                switch lead {
                case 0xC2...0xDF: length = 2
                case 0xE0: length = 3; low = 0xA0
                case 0xE1...0xEC, 0xEE...0xEF: length = 3
                case 0xED: length = 3; high = 0x9F
                case 0xF0: length = 4; low = 0x90
                case 0xF1...0xF3: length = 4
                case 0xF4: length = 4; high = 0x8F
                default: return index
                }
                guard index + length <= count else { return index }
                let second = bytes[index + 1]
                guard second >= low, second <= high else { return index }
                for offset in 2..<max(2, length) where bytes[index + offset] & 0xC0 != 0x80 { return index }
                index += length
            }
            return nil
        }
    }

    /// Where every start tag begins, in file order: the `<` of each element (not of end tags,
    /// comments, CDATA sections or the declaration). Stops early (returning what it has) if it
    /// finds more than `expected`, so a mismatch is seen by the count.
    static func startTagPositions(in data: Data, expected: Int) -> [FilePosition] {
        data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> [FilePosition] in
            guard let base = buffer.baseAddress else { return [] }
            let bytes = buffer.bindMemory(to: UInt8.self)
            let count = buffer.count
            var result: [FilePosition] = []
            result.reserveCapacity(min(expected, count / 16 + 16))
            var line = 1, lineStart = 0, scanned = 0
            /// Counts the lines up to `offset`.
            func advanceLines(to offset: Int) {
                while scanned < offset, let found = memchr(base + scanned, 0x0A, offset - scanned) {
                    let index = base.distance(to: UnsafeRawPointer(found))
                    line += 1
                    lineStart = index + 1
                    scanned = index + 1
                }
                scanned = max(scanned, offset)
            }
            /// The offset just past the first `terminator` at or after `from`, or the end.
            func skip(past terminator: [UInt8], from: Int) -> Int {
                var index = from
                while index < count, let found = memchr(base + index, Int32(terminator[0]), count - index) {
                    let at = base.distance(to: UnsafeRawPointer(found))
                    if at + terminator.count <= count, (0..<terminator.count).allSatisfy({ bytes[at + $0] == terminator[$0] }) {
                        return at + terminator.count
                    }
                    index = at + 1
                }
                return count
            }
            var offset = 0
            var columnLineStart = -1, columnCursor = 0, column = 1
            while offset < count, let found = memchr(base + offset, 0x3C, count - offset) {
                let index = base.distance(to: UnsafeRawPointer(found))
                let next = index + 1 < count ? bytes[index + 1] : 0
                switch next {
                case 0x2F:   // </end>
                    offset = index + 2
                case 0x3F:   // <?…?>
                    offset = skip(past: [0x3F, 0x3E], from: index + 2)
                case 0x21:   // <!-- … -->, <![CDATA[ … ]]>
                    if index + 3 < count, bytes[index + 2] == 0x2D, bytes[index + 3] == 0x2D {
                        offset = skip(past: [0x2D, 0x2D, 0x3E], from: index + 4)
                    } else if index + 2 < count, bytes[index + 2] == 0x5B {
                        offset = skip(past: [0x5D, 0x5D, 0x3E], from: index + 3)
                    } else {
                        offset = skip(past: [0x3E], from: index + 2)
                    }
                default:
                    advanceLines(to: index)
                    // Characters, not bytes: UTF-8 continuation bytes do not start one. Counted
                    // on from the last tag of the same line, so a file on one line costs one pass.
                    if columnLineStart != lineStart {
                        columnLineStart = lineStart
                        columnCursor = lineStart
                        column = 1
                    }
                    while columnCursor < index {
                        if bytes[columnCursor] & 0xC0 != 0x80 { column += 1 }
                        columnCursor += 1
                    }
                    result.append(FilePosition(line: line, column: column))
                    if result.count > expected { return result }
                    offset = index + 1
                }
            }
            return result
        }
    }

    /// The offset of the first `<?` that is not the XML declaration opening the file (after
    /// an optional byte order mark), or nil.
    static func firstProcessingInstruction(in data: Data) -> Int? {
        let start = data.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        return firstMarkup(0x3F, in: data) { offset, rest in offset != start || !startsXMLDeclaration(rest) }
    }

    /// Whether the bytes after a `<?` are the XML declaration's: `xml` and a blank.
    static func startsXMLDeclaration(_ rest: some Collection<UInt8>) -> Bool {
        rest.starts(with: "xml".utf8) && rest.dropFirst(3).first.map { [0x20, 0x09, 0x0A, 0x0D].contains($0) } == true
    }

    /// The offset of the first `<!DOCTYPE` or `<!ENTITY`, or nil.
    static func firstDeclaration(in data: some ContiguousBytes) -> Int? {
        firstMarkup(0x21, in: data) { _, rest in rest.starts(with: "DOCTYPE".utf8) || rest.starts(with: "ENTITY".utf8) }
    }

    /// The offset of the first `<` followed by `marker` that `matches` accepts (given that
    /// offset and the bytes after the marker), or nil. `memchr` finds each marker byte (`!`
    /// and `?` are rare in these files) at memory speed, so a scan costs little next to the
    /// parse.
    private static func firstMarkup(_ marker: UInt8, in data: some ContiguousBytes,
                                    where matches: (_ offset: Int, _ rest: Slice<UnsafeRawBufferPointer>) -> Bool) -> Int? {
        data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> Int? in
            guard let base = buffer.baseAddress else { return nil }
            var offset = 0
            while offset < buffer.count, let found = memchr(base + offset, Int32(marker), buffer.count - offset) {
                let index = base.distance(to: UnsafeRawPointer(found))
                offset = index + 1
                if index > 0, buffer[index - 1] == 0x3C, matches(index - 1, buffer[(index + 1)...]) { return index - 1 }
            }
            return nil
        }
    }

    private static func position(ofByte offset: Int, in data: Data) -> FilePosition {
        var line = 1, column = 1
        for byte in data.prefix(offset) {
            if byte == 10 { line += 1; column = 1 } else { column += 1 }
        }
        return FilePosition(line: line, column: column)
    }
}

/// The SAX delegate that builds the tree.
///
/// Its state is touched only by the parser's callbacks, one after another on one thread, so
/// no access can overlap another: the run-time exclusivity checks, which cost more than the
/// work on every element, are off for it (`@exclusivity(unchecked)`).
private final class TreeBuilder: NSObject, XMLParserDelegate {
    weak var parser: XMLParser?
    var root: XMLElementNode?
    @exclusivity(unchecked) var objects: [String: XMLElementNode] = [:]
    @exclusivity(unchecked) var segues: [XMLElementNode] = []
    @exclusivity(unchecked) var constraints: [XMLElementNode] = []
    @exclusivity(unchecked) private var stack: [XMLElementNode] = []
    /// The children of the open elements, in order, not yet given to their parent: an
    /// element gets them in one exactly sized array when it closes (`childStarts` says
    /// where each open element's children begin), instead of growing an array per element.
    @exclusivity(unchecked) private var pending: [XMLElementNode] = []
    @exclusivity(unchecked) private var childStarts: [Int] = []
    @exclusivity(unchecked) private var count = 0
    /// Every node made, in document order (for the start-tag positions).
    @exclusivity(unchecked) var created: [XMLElementNode] = []
    /// How many elements the file has, unread ones included.
    var elementCount: Int { count }
    /// The innermost element still open when the parse ended (a truncated file).
    var openElement: XMLElementNode? { unreadDepth > 0 ? (stack.last ?? root) : stack.last }
    var failure: (position: FilePosition, message: String)?

    private var here: FilePosition { parser.map(position(in:)) ?? FilePosition(line: 1, column: 1) }

    private func position(in parser: XMLParser) -> FilePosition {
        FilePosition(line: max(1, parser.lineNumber), column: max(1, parser.columnNumber))
    }

    /// Elements the importer never reads (colours, fonts, text attributes, document
    /// metadata, the canvas location of scenes): counted and nested, but no node is made for
    /// them or their contents.
    /// Switched on the length first, so a name is compared with at most a few others
    /// (cheaper than hashing it for a set: this runs for every element of the file).
    static func isUnread(_ name: String) -> Bool {
        switch name.utf8.count {
        case 4: name == "font"
        case 5: name == "color" || name == "image" || name == "inset" || name == "point"
        case 6: name == "plugIn"
        case 9: name == "resources"
        case 10:
            name == "attributes" || name == "namedColor" || name == "capability" || name == "deployment"
        case 11: name == "systemColor" || name == "designables" || name == "customFonts"
        case 12: name == "dependencies"
        case 13: name == "offsetWrapper"
        case 14: name == "paragraphStyle" || name == "textAttributes"
        case 15: name == "fontDescription"
        case 23: name == "navigationBarAppearance"
        case 24: name == "collectionViewFlowLayout"
        case 26: name == "inferredMetricsTieBreakers"
        case 28: name == "preferredSymbolConfiguration"
        default: false
        }
    }

    /// How deep inside an unread element the parser is (0: not inside one).
    @exclusivity(unchecked) private var unreadDepth = 0

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        count += 1
        if unreadDepth > 0 || (Self.isUnread(elementName) && !stack.isEmpty && stack.last?.name != "resources") {
            unreadDepth += 1
            if stack.count + unreadDepth > XMLTreeReader.maximumDepth {
                fail("elements nest deeper than \(XMLTreeReader.maximumDepth) levels")
            }
            if count > XMLTreeReader.maximumElements { fail("the file has more than \(XMLTreeReader.maximumElements) elements") }
            return
        }
        if stack.count >= XMLTreeReader.maximumDepth {
            fail("elements nest deeper than \(XMLTreeReader.maximumDepth) levels")
            return
        }
        if count > XMLTreeReader.maximumElements {
            fail("the file has more than \(XMLTreeReader.maximumElements) elements")
            return
        }
        let node = XMLElementNode(name: elementName, attributes: attributes, position: position(in: parser))
        node.ordinal = count
        created.append(node)
        if let parent = stack.last {
            node.parent = parent
            pending.append(node)
        } else if root == nil {
            root = node
        }
        stack.append(node)
        childStarts.append(pending.count)
        // One hash for the usual unique id; a repeated id keeps its first element.
        if let id = attributes["id"], let first = objects.updateValue(node, forKey: id) { objects[id] = first }
        if elementName == "segue" { segues.append(node) } else if elementName == "constraint" { constraints.append(node) }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        if unreadDepth > 0 { unreadDepth -= 1; return }
        guard let node = stack.popLast(), let start = childStarts.popLast() else { return }
        if pending.count > start {
            node.children = Array(pending[start...])
            pending.removeSubrange(start...)
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard let node = stack.last, node.name == "string", node.text.utf8.count < 1 << 20 else { return }
        node.text += string
    }

    func parser(_ parser: XMLParser, resolveExternalEntityName name: String, systemID: String?) -> Data? {
        nil   // never: Interface Builder files have no entities, and no file outside is read
    }

    private func fail(_ message: String) {
        if failure == nil { failure = (here, message) }
        parser?.abortParsing()
    }
}
