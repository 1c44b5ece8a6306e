import A11yCore
import A11ySceneModel

/// Reads `idb ui describe-all --json` (a flat array of elements, or one per line) and AXe
/// `describe-ui` (the same keys, nested in `children`) (DumpImport.md, "idb and AXe JSON").
package enum AccessibilityJSONReader {
    /// Keys only these tools write: a JSON object with one of them is a dump, not a scene file.
    static let markers = ["\"AXLabel\"", "\"AXFrame\"", "\"AXUniqueId\"", "\"AXValue\"", "\"role_description\""]

    /// Whether JSON text (starting `{` or `[`) is an idb/AXe dump rather than a scene file.
    package static func looksLikeAccessibilityJSON(_ bytes: some Collection<UInt8>) -> Bool {
        let head = String(decoding: bytes.prefix(65_536), as: UTF8.self)
        return markers.contains { head.contains($0) }
    }

    /// Reads the elements straight from the bytes into nodes (no tree of JSON values in
    /// between: only a frame, traits or actions are read as values).
    package static func read(_ bytes: [UInt8], file: String) throws -> AccessibilityDump {
        try ByteLocator.requireUTF8(bytes, file: file, prefix: "not valid JSON: ")
        var reader = Reader(scanner: JSONScanner(checked: bytes), locator: JSONScanner.Locator(bytes), file: file)
        let nodes: [DumpNode]
        do {
            nodes = try reader.topLevel()
        } catch let failure as JSONScanner.Failure {
            throw located(failure, in: bytes, file: file)
        }
        // The application: the first top-level element of that type (AXe nests the rest in
        // it; idb lists everything after it), else one made around them all.
        let root: DumpNode
        if let first = nodes.first, first.type == "Application" {
            root = first
            root.children += nodes.dropFirst()
        } else {
            root = DumpNode(type: "Application", position: nodes.first?.position ?? FilePosition(line: 1, column: 1))
            root.json = JSONPlace(parent: nil, index: nil)
            root.children = nodes
        }
        guard !root.children.isEmpty || root.frame != nil else {
            throw SceneError(file: file, line: 1, column: 1, message: "the JSON has no accessibility elements")
        }
        return AccessibilityDump(format: .accessibilityJSON, file: file, root: root)
    }

    private static func located(_ failure: JSONScanner.Failure, in bytes: [UInt8], file: String) -> SceneError {
        let position = JSONScanner.position(of: failure.offset, in: bytes)
        return SceneError(file: file, line: position.line, column: position.column, message: "not valid JSON: \(failure.message)")
    }

    /// The reading of one file: the scanner, and where its offsets are.
    private struct Reader {
        package var scanner: JSONScanner
        package let locator: JSONScanner.Locator
        package let file: String

        /// The top-level elements: the items of one array, one object, or (JSON lines) one
        /// object after another.
        package mutating func topLevel() throws -> [DumpNode] {
            guard !scanner.atEnd() else { throw JSONScanner.Failure(offset: scanner.offset, message: "the file is empty") }
            let start = locator.position(of: scanner.offset)
            var nodes: [DumpNode] = []
            if scanner.peek() == UInt8(ascii: "[") {
                try scanner.enterContainer()
                var first = true
                while try scanner.nextItem(first: &first) {
                    nodes.append(try node(parent: nil, index: nodes.count, depth: 0))
                }
                if !scanner.atEnd() {
                    // Values after the array: the file is a list of values, and the array is
                    // the first of them, not an element.
                    _ = try scanner.readValue()
                    throw notAnElement("$[0]", at: start)
                }
                return nodes
            }
            guard scanner.peek() == UInt8(ascii: "{") else {
                _ = try scanner.readValue()
                guard scanner.atEnd() else { throw notAnElement("$[0]", at: start) }
                throw SceneError(file: file, line: 1, column: 1,
                                 message: "expected a JSON array of accessibility elements (idb, AXe), found a single value")
            }
            nodes.append(try node(parent: nil, index: nil, depth: 0))
            if !scanner.atEnd() { nodes[0].json = JSONPlace(parent: nil, index: 0) }   // JSON lines: `$[0]`, `$[1]` …
            while !scanner.atEnd() {
                nodes.append(try node(parent: nil, index: nodes.count, depth: 0))
            }
            return nodes
        }

        /// The node of the element object that comes next, and of those in its `children`.
        /// Its members are read in one pass (the first of a repeated key counts, as a lookup
        /// would find it); the node exists before them, so its children can point to it.
        package mutating func node(parent: DumpNode?, index: Int?, depth: Int) throws -> DumpNode {
            let place = JSONPlace(parent: parent, index: index)
            guard scanner.peek() == UInt8(ascii: "{") else {
                let position = locator.position(of: scanner.offset)
                _ = try scanner.readValue()   // a broken value is a JSON error first
                throw notAnElement(place.path, at: position)
            }
            let position = locator.position(of: scanner.offset)
            let node = DumpNode(type: "Other", position: position)
            node.json = place
            try scanner.enterContainer()
            var texts = ElementTexts()
            var enabled: Bool?, selected: Bool?, pid: Double?
            var actions: [ScannedJSON]?, traits: [ScannedJSON]?, hasChildren = false
            var frameObject: ScannedJSON?, axFrame: ScannedJSON?
            var first = true
            while let key = try scanner.nextMember(first: &first) {
                // Switched on the length first: a key is compared with at most a few others.
                switch scanner.length(of: key) {
                case 3 where scanner.key(key, is: "pid") && pid == nil: pid = try scanner.readValue().number
                case 4 where scanner.key(key, is: "type"): try take(&texts.type)
                case 4 where scanner.key(key, is: "role"): try take(&texts.role)
                case 4 where scanner.key(key, is: "help"): try take(&texts.help)
                case 5 where scanner.key(key, is: "label"): try take(&texts.label)
                case 5 where scanner.key(key, is: "value"): try take(&texts.value)
                case 5 where scanner.key(key, is: "title"): try take(&texts.title)
                case 5 where scanner.key(key, is: "frame") && frameObject == nil: frameObject = try scanner.readValue()
                case 6 where scanner.key(key, is: "traits") && traits == nil: traits = try scanner.readValue().items
                case 7 where scanner.key(key, is: "AXLabel"): try take(&texts.axLabel)
                case 7 where scanner.key(key, is: "AXValue"): try take(&texts.axValue)
                case 7 where scanner.key(key, is: "AXFrame") && axFrame == nil: axFrame = try scanner.readValue()
                case 7 where scanner.key(key, is: "enabled") && enabled == nil: enabled = try scanner.readValue().bool
                case 7 where scanner.key(key, is: "subrole"): try take(&texts.subrole)
                case 8 where scanner.key(key, is: "selected") && selected == nil: selected = try scanner.readValue().bool
                case 8 where scanner.key(key, is: "children") && !hasChildren && scanner.peek() == UInt8(ascii: "["):
                    hasChildren = true
                    try children(of: node, at: position, place: place, depth: depth)
                case 10 where scanner.key(key, is: "AXUniqueId"): try take(&texts.uniqueID)
                case 10 where scanner.key(key, is: "identifier"): try take(&texts.identifier)
                case 12 where scanner.key(key, is: "AXIdentifier"): try take(&texts.axIdentifier)
                case 14 where scanner.key(key, is: "custom_actions") && actions == nil: actions = try scanner.readValue().items
                default: _ = try scanner.readValue()
                }
            }
            var type = texts.type ?? texts.role.map { $0.hasPrefix("AX") ? String($0.dropFirst(2)) : $0 } ?? "Other"
            if type.hasPrefix("XCUIElementType") { type = String(type.dropFirst("XCUIElementType".count)) }
            node.type = type
            node.label = texts.axLabel ?? texts.label ?? texts.title
            node.value = texts.axValue ?? texts.value
            node.identifier = texts.uniqueID ?? texts.axIdentifier ?? texts.identifier
            node.hint = texts.help
            node.subrole = texts.subrole
            node.enabled = enabled ?? true
            node.selected = selected ?? false
            if let pid, pid.isFinite, abs(pid) < 1e9 { node.pid = Int(pid) }
            if let actions { node.customActions = actions.compactMap(\.string) }
            if let traits { node.traits = traits.compactMap(\.string).map { $0.lowercased() } }
            node.frame = try frame(object: frameObject, braced: axFrame, path: { place.path }, at: position)
            node.frameUnknown = node.frame == nil && (frameObject != nil || axFrame != nil)
            return node
        }

        /// The elements of a `children` array, read into `node`.
        private mutating func children(of node: DumpNode, at position: FilePosition, place: JSONPlace, depth: Int) throws {
            guard depth < XMLBytes.maximumDepth else {
                throw SceneError(file: file, line: position.line, column: position.column,
                                 message: "elements nest deeper than \(XMLBytes.maximumDepth) levels (\(place.path))")
            }
            try scanner.enterContainer()
            var first = true
            while try scanner.nextItem(first: &first) {
                node.children.append(try self.node(parent: node, index: node.children.count, depth: depth + 1))
            }
        }

        /// Reads a text member into `slot` unless a first one has (a null is as if missing).
        private mutating func take(_ slot: inout String?) throws {
            let value = try scanner.readValue()
            if slot == nil { slot = value.string }
        }

        private func notAnElement(_ path: String, at position: FilePosition) -> SceneError {
            SceneError(file: file, line: position.line, column: position.column,
                       message: "\(path) is not an object: expected an accessibility element")
        }

        /// `frame: {x, y, width, height}`, else `AXFrame: "{{x, y}, {w, h}}"`.
        private func frame(object: ScannedJSON?, braced: ScannedJSON?, path: () -> String,
                           at position: FilePosition) throws -> Rect? {
            if let frame = object, case .object = frame {
                guard let x = frame["x"]?.number, let y = frame["y"]?.number,
                      let width = frame["width"]?.number, let height = frame["height"]?.number else {
                    throw SceneError(file: file, line: position.line, column: position.column,
                                     message: "\(path()).frame needs the numbers x, y, width and height")
                }
                return try DumpFrame.check(Rect(x: x, y: y, width: width, height: height), file: file, at: position, path: path())
            }
            if case .string(let text)? = braced {
                guard let rect = DumpFrame.braced(text[...]) else {
                    throw SceneError(file: file, line: position.line, column: position.column,
                                     message: "\(path()).AXFrame \"\(TerminalText.safe(String(text.prefix(60))))\" "
                                         + "is not {{x, y}, {width, height}}")
                }
                return try DumpFrame.check(rect, file: file, at: position, path: path())
            }
            return nil
        }
    }

    /// The text members an element may have (a null one is as if missing; the first of a
    /// repeated key counts).
    private struct ElementTexts {
        package var type, role, label, value, title, help, axLabel, axValue, subrole, uniqueID, identifier, axIdentifier: String?
    }
}

/// Where a node of a JSON dump is: its parent and its index among the parent's `children`
/// (top level: `$[index]`; a single top-level object, or the application made around the
/// elements: `$`). The path is written out only when a note or an error names it.
package struct JSONPlace {
    /// Unowned: a node is reached only through the tree its root holds, parents included.
    unowned(unsafe) var parent: DumpNode?
    package var index: Int?

    package var path: String {
        guard let index else { return "$" }
        guard let parent, let place = parent.json else { return "$[\(index)]" }
        return "\(place.path).children[\(index)]"
    }
}
