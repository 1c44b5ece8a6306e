import A11yCore
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// One element of an XML document, with where it starts in the file.
///
/// A small read-only tree built in one SAX pass (Foundation's `XMLParser`): Interface
/// Builder files are read whole, so a tree is simpler than callbacks and fast enough (the
/// largest real storyboards are a few hundred kilobytes).
final class XMLElementNode {
    let name: String
    let attributes: [String: String]
    private(set) var children: [XMLElementNode] = []
    /// The text directly inside a `<string>` element (`<string key="text">…</string>`);
    /// other elements' text (indentation) is not kept.
    fileprivate(set) var text = ""
    let position: FilePosition
    /// The element this one is inside. Unowned: the tree is kept whole by its root for as
    /// long as any of it is used (a weak reference would cost a side table per parent).
    fileprivate(set) unowned(unsafe) var parent: XMLElementNode?

    init(name: String, attributes: [String: String], position: FilePosition) {
        self.name = name
        self.attributes = attributes
        self.position = position
    }

    fileprivate func append(_ child: XMLElementNode) {
        child.parent = self
        children.append(child)
    }

    subscript(attribute: String) -> String? { attributes[attribute] }

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

    /// Every element below this one, depth first, in document order.
    func forEachDescendant(_ body: (XMLElementNode) -> Void) {
        for child in children {
            body(child)
            child.forEachDescendant(body)
        }
    }
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
        if let offset = firstOffset(of: Array("<!DOCTYPE".utf8), in: data) ?? firstOffset(of: Array("<!ENTITY".utf8), in: data) {
            let position = position(ofByte: offset, in: data)
            throw SceneError(file: file, line: position.line, column: position.column,
                             message: "the file declares a document type; Interface Builder files have none, and voicenav reads no DTD or entity")
        }
        // Interface Builder writes UTF-8; Foundation's parser traps on some invalid UTF-8 in
        // names, so the bytes are checked first.
        if let offset = firstInvalidUTF8(in: data) {
            let position = position(ofByte: offset, in: data)
            throw SceneError(file: file, line: position.line, column: position.column,
                             message: "the file is not UTF-8 text (byte \(offset)); Interface Builder files are UTF-8 XML")
        }
        let delegate = TreeBuilder()
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
                             message: "the file ends before <\(open.name)> (line \(open.position.line)) is closed: it is truncated or not well-formed XML")
        }
        return Result(root: root, objects: delegate.objects, segues: delegate.segues, constraints: delegate.constraints)
    }

    private static func describe(_ error: any Error) -> String {
        let code = (error as NSError).code
        switch code {
        case 5: return "the file ends before the document does (truncated?)"
        case 4: return "the file is empty"
        default: return "XML error \(code): expected a well-formed Interface Builder document"
        }
    }

    /// The offset of the first byte that is not part of valid UTF-8 (overlong forms,
    /// surrogates and code points past U+10FFFF included), or nil.
    static func firstInvalidUTF8(in data: Data) -> Int? {
        data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> Int? in
            let bytes = buffer.bindMemory(to: UInt8.self)
            var index = 0
            let count = bytes.count
            while index < count {
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

    private static func firstOffset(of needle: [UInt8], in data: Data) -> Int? {
        guard let first = needle.first, data.count >= needle.count else { return nil }
        return data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> Int? in
            let bytes = buffer.bindMemory(to: UInt8.self)
            var index = 0
            let last = bytes.count - needle.count
            while index <= last {
                if bytes[index] == first {
                    var matches = true
                    for offset in 1..<needle.count where bytes[index + offset] != needle[offset] {
                        matches = false
                        break
                    }
                    if matches { return index }
                }
                index += 1
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
private final class TreeBuilder: NSObject, XMLParserDelegate {
    weak var parser: XMLParser?
    var root: XMLElementNode?
    var objects: [String: XMLElementNode] = [:]
    var segues: [XMLElementNode] = []
    var constraints: [XMLElementNode] = []
    private var stack: [XMLElementNode] = []
    private var count = 0
    /// The innermost element still open when the parse ended (a truncated file).
    var openElement: XMLElementNode? { unreadDepth > 0 ? (stack.last ?? root) : stack.last }
    var failure: (position: FilePosition, message: String)?

    private var here: FilePosition {
        FilePosition(line: max(1, parser?.lineNumber ?? 1), column: max(1, parser?.columnNumber ?? 1))
    }

    /// Elements the importer never reads (colours, fonts, text attributes, document
    /// metadata): counted and nested, but no node is made for them or their contents.
    static let unread: Set<String> = [
        "color", "fontDescription", "font", "paragraphStyle", "attributes", "systemColor", "namedColor", "capability",
        "plugIn", "deployment", "dependencies", "resources", "image", "inset", "edgeInsets", "directionalEdgeInsets",
        "offsetWrapper", "preferredSymbolConfiguration", "textAttributes", "navigationBarAppearance",
        "collectionViewFlowLayout", "inferredMetricsTieBreakers", "designables", "customFonts",
    ]
    /// How deep inside an unread element the parser is (0: not inside one).
    private var unreadDepth = 0

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        count += 1
        if unreadDepth > 0 || (Self.unread.contains(elementName) && !stack.isEmpty && stack.last?.name != "resources") {
            unreadDepth += 1
            if stack.count + unreadDepth > XMLTreeReader.maximumDepth { fail("elements nest deeper than \(XMLTreeReader.maximumDepth) levels") }
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
        let node = XMLElementNode(name: elementName, attributes: attributes, position: here)
        if let parent = stack.last { parent.append(node) } else if root == nil { root = node }
        stack.append(node)
        if let id = attributes["id"], objects[id] == nil { objects[id] = node }
        if elementName == "segue" { segues.append(node) } else if elementName == "constraint" { constraints.append(node) }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        if unreadDepth > 0 { unreadDepth -= 1; return }
        _ = stack.popLast()
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
