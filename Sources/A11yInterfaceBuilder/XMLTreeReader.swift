import Foundation
import A11ySceneModel

/// One element of an XML document, with where it starts in the file.
///
/// A small read-only tree built in one pass of the one XML reader (`XMLByteReader`, which
/// reads page source too): Interface Builder files are read whole, so a tree is simpler than
/// callbacks and fast enough (the largest real storyboards are a few hundred kilobytes).
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
    /// The element this one is inside. Unowned: the tree is kept whole by its root for as
    /// long as any of it is used (a weak reference would cost a side table per parent).
    fileprivate(set) unowned(unsafe) var parent: XMLElementNode?

    package init(name: String, attributes: [String: String], position: FilePosition) {
        self.name = name
        self.attributes = attributes
        self.position = position
    }

    /// A copy of `node` alone (no children yet) under `parent`, with the attributes it has now.
    fileprivate init(copying node: XMLElementNode, parent: XMLElementNode?) {
        name = node.name
        attributes = node.attributes
        baseAttributes = node.baseAttributes
        text = node.text
        position = node.position
        self.parent = parent
    }

    package subscript(attribute: String) -> String? { attributes[attribute] }

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
/// contains and what could make a hostile file expensive (`XMLByteReader`'s checks): a document
/// type declaration (and so entity definitions: no entity is ever expanded and no external
/// entity is resolved), processing instructions but the declaration, nesting deeper than
/// `XMLBytes.maximumDepth`, more than `XMLBytes.maximumElements` elements.
enum XMLTreeReader {

    /// What one pass over the file collects besides the tree: every element with an `id`,
    /// and the segues and constraints (so that no later pass walks the whole tree again).
    package struct Result {
        package var root: XMLElementNode
        package var objects: [String: XMLElementNode]
        package var segues: [XMLElementNode]
        package var constraints: [XMLElementNode]
        /// Every size-class `<variation>`, in file order (most files have none).
        package var variations: [XMLElementNode] = []

        /// A tree of its own with the same elements, attributes, texts and positions, and its
        /// indexes made as reading the file makes them: what a translation, which changes the
        /// texts in place, is given instead of the file read again. Iterative, as deep as the
        /// reader allows.
        func copied() -> Result {
            let root = XMLElementNode(copying: self.root, parent: nil)
            var pairs = [(self.root, root)]
            while let (original, copy) = pairs.popLast() {
                copy.children = original.children.map { XMLElementNode(copying: $0, parent: copy) }
                pairs += zip(original.children, copy.children)
            }
            var result = Result(root: root, objects: [:], segues: [], constraints: [])
            result.objects.reserveCapacity(objects.count)
            // Document order, as the reader met the start tags: the first element with an id keeps it.
            var stack = [root]
            while let node = stack.popLast() {
                if let id = node.attributes["id"], result.objects[id] == nil { result.objects[id] = node }
                switch node.name {
                case "segue": result.segues.append(node)
                case "constraint": result.constraints.append(node)
                case "variation": result.variations.append(node)
                default: break
                }
                stack += node.children.reversed()
            }
            return result
        }
    }

    /// How the reader's messages name an Interface Builder document.
    static let vocabulary = XMLByteReader.Vocabulary(
        has: "Interface Builder files have",
        expected: "an Interface Builder document (<?xml …?> and a <document> element)")

    /// Parses `bytes`; errors name `file` with the line and column.
    package static func read(_ bytes: [UInt8], file: String) throws -> Result {
        guard let first = bytes.firstIndex(where: { $0 != 32 && $0 != 10 && $0 != 13 && $0 != 9 }) else {
            throw SceneError(file: file, line: 1, column: 1, message: "the file is empty; expected an Interface Builder document")
        }
        // Not markup at all (prose, a control character): named so, where it starts. A first
        // byte past ASCII is left to the reader's UTF-8 check ("not UTF-8 text") or its parse.
        let start = bytes[first...].starts(with: [0xEF, 0xBB, 0xBF]) ? first + 3 : first
        if start < bytes.count, bytes[start] < 0x80, bytes[start] != 0x3C {
            var locator = ByteLocator(bytes)
            let position = locator.position(of: start)
            throw SceneError(file: file, line: position.line, column: position.column,
                             message: "this is not XML: an Interface Builder file starts with <?xml …?> and a <document> element")
        }
        var builder = TreeBuilder()
        // Real files have an element with an id every 300 to 900 bytes: little rehashing.
        builder.objects.reserveCapacity(bytes.count / 256)
        try XMLByteReader.read(bytes, file: file, as: vocabulary, into: &builder)
        guard let root = builder.root else {   // the reader refuses a file with no element first
            throw SceneError(file: file, line: 1, column: 1, message: "the file has no element")
        }
        return Result(root: root, objects: builder.objects, segues: builder.segues, constraints: builder.constraints,
                      variations: builder.variations)
    }
}

/// Builds the tree from the reader's tags.
private struct TreeBuilder: XMLByteReader.Handler {
    var root: XMLElementNode?
    var objects: [String: XMLElementNode] = [:]
    var segues: [XMLElementNode] = []
    var constraints: [XMLElementNode] = []
    var variations: [XMLElementNode] = []
    private var stack: [XMLElementNode] = []
    /// The children of the open elements, in order, not yet given to their parent: an
    /// element gets them in one exactly sized array when it closes (`childStarts` says
    /// where each open element's children begin), instead of growing an array per element.
    private var pending: [XMLElementNode] = []
    private var childStarts: [Int] = []
    /// How deep inside an unread element the reader is (0: not inside one).
    private var unreadDepth = 0

    /// Elements the importer never reads (colours, fonts, text attributes, document
    /// metadata, the canvas location of scenes): nested, but no node is made for them or
    /// their contents. Compared by length first, then bytes: no string is made for them.
    static func isUnread(_ reader: borrowing XMLByteReader, _ name: Range<Int>) -> Bool {
        switch name.count {
        case 4: reader.equals(name, "font")
        case 5: reader.equals(name, "color") || reader.equals(name, "image") || reader.equals(name, "inset")
            || reader.equals(name, "point")
        case 6: reader.equals(name, "plugIn")
        case 9: reader.equals(name, "resources")
        case 10:
            reader.equals(name, "attributes") || reader.equals(name, "namedColor") || reader.equals(name, "capability")
                || reader.equals(name, "deployment")
        case 11: reader.equals(name, "systemColor") || reader.equals(name, "designables") || reader.equals(name, "customFonts")
        case 12: reader.equals(name, "dependencies")
        case 13: reader.equals(name, "offsetWrapper")
        case 14: reader.equals(name, "paragraphStyle") || reader.equals(name, "textAttributes")
        case 15: reader.equals(name, "fontDescription")
        case 23: reader.equals(name, "navigationBarAppearance")
        case 24: reader.equals(name, "collectionViewFlowLayout")
        case 26: reader.equals(name, "inferredMetricsTieBreakers")
        case 28: reader.equals(name, "preferredSymbolConfiguration")
        default: false
        }
    }

    mutating func start(_ reader: borrowing XMLByteReader, name: Range<Int>, attributes: [XMLByteReader.Attribute],
                        at position: FilePosition) throws {
        if unreadDepth > 0 || (!stack.isEmpty && stack.last?.name != "resources" && Self.isUnread(reader, name)) {
            unreadDepth += 1
            return
        }
        var values: [String: String] = [:]
        values.reserveCapacity(attributes.count)
        for attribute in attributes { values[reader.string(attribute.name)] = reader.value(attribute) }   // each once: checked
        let elementName = reader.string(name)
        let node = XMLElementNode(name: elementName, attributes: values, position: position)
        if let parent = stack.last {
            node.parent = parent
            pending.append(node)
        } else if root == nil {
            root = node
        }
        stack.append(node)
        childStarts.append(pending.count)
        // One hash for the usual unique id; a repeated id keeps its first element.
        if let id = values["id"], let first = objects.updateValue(node, forKey: id) { objects[id] = first }
        if elementName == "segue" { segues.append(node) } else if elementName == "constraint" { constraints.append(node) }
        if elementName == "variation" { variations.append(node) }
    }

    mutating func end() throws {
        if unreadDepth > 0 { unreadDepth -= 1; return }
        guard let node = stack.popLast(), let start = childStarts.popLast() else { return }
        if pending.count > start {
            node.children = Array(pending[start...])
            pending.removeSubrange(start...)
        }
    }

    /// The text directly inside a `<string>` element (at most a mebibyte of it).
    mutating func text(_ reader: borrowing XMLByteReader, _ range: Range<Int>, isCDATA: Bool) throws {
        guard let node = stack.last, node.name == "string", node.text.utf8.count < 1 << 20 else { return }
        node.text += reader.text(range, isCDATA: isCDATA)
    }
}
