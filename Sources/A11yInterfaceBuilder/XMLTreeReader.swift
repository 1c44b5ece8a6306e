import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import A11ySceneModel

/// One element of an XML document, with where it starts in the file.
///
/// A small read-only tree built in one SAX pass (Foundation's `XMLParser`): Interface
/// Builder files are read whole, so a tree is simpler than callbacks and fast enough (the
/// largest real storyboards are a few hundred kilobytes).
package final class XMLElementNode {
    package let name: String
    /// Changed only by a translation (`setAttribute`), before the document is imported.
    package private(set) var attributes: [String: String]
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

    package init(name: String, attributes: [String: String], position: FilePosition) {
        self.name = name
        self.attributes = attributes
        self.position = position
    }

    package subscript(attribute: String) -> String? { attributes[attribute] }

    /// Sets an attribute (a translation replacing a text); the first value replaced is kept
    /// in `baseAttributes` (the text Interface Builder measured the frame for).
    package func setAttribute(_ name: String, _ value: String) {
        if let old = attributes[name], baseAttributes[name] == nil { baseAttributes[name] = old }
        attributes[name] = value
    }

    /// The attributes as the file had them before a translation replaced them.
    package private(set) var baseAttributes: [String: String] = [:]

    /// Sets the text of a `<string>` element (a translation replacing a long text).
    package func setText(_ value: String) { text = value }

    /// The first child with this element name (and `key` attribute, when given).
    package func child(_ name: String, key: String? = nil) -> XMLElementNode? {
        children.first { $0.name == name && (key == nil || $0.attributes["key"] == key) }
    }

    /// The first child with this `key` attribute, whatever its element name.
    package func child(key: String) -> XMLElementNode? { children.first { $0.attributes["key"] == key } }

    /// The children with this element name.
    package func children(_ name: String) -> [XMLElementNode] { children.filter { $0.name == name } }

    /// Whether a YES/NO attribute is YES.
    package func flag(_ attribute: String) -> Bool { attributes[attribute] == "YES" }

    /// A number attribute.
    package func number(_ attribute: String) -> Double? { attributes[attribute].flatMap(Double.init) }
}

/// Reads an XML file into `XMLElementNode`s, refusing what an Interface Builder file never
/// contains and what could make a hostile file expensive: a document type declaration
/// (and so entity definitions: no entity is ever expanded and no external entity is
/// resolved), nesting deeper than `XMLBytes.maximumDepth`, more than `XMLBytes.maximumElements` elements.
package enum XMLTreeReader {

    /// What one pass over the file collects besides the tree: every element with an `id`,
    /// and the segues and constraints (so that no later pass walks the whole tree again).
    package struct Result {
        package var root: XMLElementNode
        package var objects: [String: XMLElementNode]
        package var segues: [XMLElementNode]
        package var constraints: [XMLElementNode]
    }

    /// Parses `data`; errors name `file` with the line and column.
    package static func read(_ data: Data, file: String) throws -> Result {
        func refuse(at offset: Int, _ message: String) -> SceneError {
            let position = XMLBytes.position(ofByte: offset, in: data)
            return SceneError(file: file, line: position.line, column: position.column, message: message)
        }
        if let offset = XMLBytes.firstDeclaration(in: data) {
            throw refuse(at: offset, "the file declares a document type; Interface Builder files have none, "
                         + "and voicenav reads no DTD or entity")
        }
        if data.allSatisfy({ $0 == 32 || $0 == 10 || $0 == 13 || $0 == 9 }) {
            throw SceneError(file: file, line: 1, column: 1, message: "the file is empty; expected an Interface Builder document")
        }
        // Interface Builder writes UTF-8; Foundation's parser traps on some invalid UTF-8 in
        // names, so the bytes are checked first.
        if let offset = XMLBytes.firstInvalidUTF8(in: data) {
            throw refuse(at: offset, "the file is not UTF-8 text (byte \(offset)); Interface Builder files are UTF-8 XML")
        }
        // Foundation's parser dereferences a null pointer on a processing instruction with no
        // data (`<?name?>`, found by FuzzStoryboard); Interface Builder writes none but the
        // XML declaration, so any other is refused before parsing.
        if let offset = XMLBytes.firstProcessingInstruction(in: data) {
            throw refuse(at: offset, XMLBytes.startsXMLDeclaration(data.dropFirst(offset + 2))
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
            let end = XMLBytes.position(ofByte: data.count, in: data)
            throw SceneError(file: file, line: end.line, column: end.column,
                             message: "the file ends before <\(open.name)> (line \(open.position.line)) is closed: "
                                 + "it is truncated or not well-formed XML")
        }
        // The parser reports where each start tag ends; a message should point where it
        // begins. The file's start tags, found in one scan, are the elements in order.
        let starts = XMLBytes.startTagPositions(in: data, expected: delegate.elementCount)
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

}

/// The SAX delegate that builds the tree.
///
/// Its state is touched only by the parser's callbacks, one after another on one thread, so
/// no access can overlap another: the run-time exclusivity checks, which cost more than the
/// work on every element, are off for it (`@exclusivity(unchecked)`).
private final class TreeBuilder: NSObject, XMLParserDelegate {
    weak var parser: XMLParser?
    package var root: XMLElementNode?
    @exclusivity(unchecked) package var objects: [String: XMLElementNode] = [:]
    @exclusivity(unchecked) package var segues: [XMLElementNode] = []
    @exclusivity(unchecked) package var constraints: [XMLElementNode] = []
    @exclusivity(unchecked) private var stack: [XMLElementNode] = []
    /// The children of the open elements, in order, not yet given to their parent: an
    /// element gets them in one exactly sized array when it closes (`childStarts` says
    /// where each open element's children begin), instead of growing an array per element.
    @exclusivity(unchecked) private var pending: [XMLElementNode] = []
    @exclusivity(unchecked) private var childStarts: [Int] = []
    @exclusivity(unchecked) private var count = 0
    /// Every node made, in document order (for the start-tag positions).
    @exclusivity(unchecked) package var created: [XMLElementNode] = []
    /// How many elements the file has, unread ones included.
    package var elementCount: Int { count }
    /// The innermost element still open when the parse ended (a truncated file).
    package var openElement: XMLElementNode? { unreadDepth > 0 ? (stack.last ?? root) : stack.last }
    package var failure: (position: FilePosition, message: String)?

    private var here: FilePosition { parser.map(position(in:)) ?? FilePosition(line: 1, column: 1) }

    private func position(in parser: XMLParser) -> FilePosition {
        FilePosition(line: max(1, parser.lineNumber), column: max(1, parser.columnNumber))
    }

    /// Elements the importer never reads (colours, fonts, text attributes, document
    /// metadata, the canvas location of scenes): counted and nested, but no node is made for
    /// them or their contents.
    /// Switched on the length first, so a name is compared with at most a few others
    /// (cheaper than hashing it for a set: this runs for every element of the file).
    package static func isUnread(_ name: String) -> Bool {
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

    package func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        count += 1
        if unreadDepth > 0 || (Self.isUnread(elementName) && !stack.isEmpty && stack.last?.name != "resources") {
            unreadDepth += 1
            if stack.count + unreadDepth > XMLBytes.maximumDepth {
                fail("elements nest deeper than \(XMLBytes.maximumDepth) levels")
            }
            if count > XMLBytes.maximumElements { fail("the file has more than \(XMLBytes.maximumElements) elements") }
            return
        }
        if stack.count >= XMLBytes.maximumDepth {
            fail("elements nest deeper than \(XMLBytes.maximumDepth) levels")
            return
        }
        if count > XMLBytes.maximumElements {
            fail("the file has more than \(XMLBytes.maximumElements) elements")
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

    package func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        if unreadDepth > 0 { unreadDepth -= 1; return }
        guard let node = stack.popLast(), let start = childStarts.popLast() else { return }
        if pending.count > start {
            node.children = Array(pending[start...])
            pending.removeSubrange(start...)
        }
    }

    package func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard let node = stack.last, node.name == "string", node.text.utf8.count < 1 << 20 else { return }
        node.text += string
    }

    package func parser(_ parser: XMLParser, resolveExternalEntityName name: String, systemID: String?) -> Data? {
        nil   // never: Interface Builder files have no entities, and no file outside is read
    }

    private func fail(_ message: String) {
        if failure == nil { failure = (here, message) }
        parser?.abortParsing()
    }
}
