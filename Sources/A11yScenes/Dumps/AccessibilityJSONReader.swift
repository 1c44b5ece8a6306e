import A11yCore

/// Reads `idb ui describe-all --json` (a flat array of elements, or one per line) and AXe
/// `describe-ui` (the same keys, nested in `children`) (DumpImport.md, "idb and AXe JSON").
enum AccessibilityJSONReader {
    /// Keys only these tools write: a JSON object with one of them is a dump, not a scene file.
    static let markers = ["\"AXLabel\"", "\"AXFrame\"", "\"AXUniqueId\"", "\"AXValue\"", "\"role_description\""]

    /// Whether JSON text (starting `{` or `[`) is an idb/AXe dump rather than a scene file.
    static func looksLikeAccessibilityJSON(_ bytes: some Collection<UInt8>) -> Bool {
        let head = String(decoding: bytes.prefix(65_536), as: UTF8.self)
        return markers.contains { head.contains($0) }
    }

    static func read(_ bytes: [UInt8], file: String) throws -> AccessibilityDump {
        let value: JSONValue
        do {
            value = try JSONScanner.parse(bytes)
        } catch {
            let position = JSONScanner.position(of: error.offset, in: bytes)
            throw SceneError(file: file, line: position.line, column: position.column,
                             message: "not valid JSON: \(error.message)")
        }
        let locator = JSONScanner.Locator(bytes)
        let items: [(JSONValue, String)]
        switch value {
        case .array(let values): items = values.enumerated().map { ($1, "$[\($0)]") }
        case .object: items = [(value, "$")]
        default:
            throw SceneError(file: file, line: 1, column: 1,
                             message: "expected a JSON array of accessibility elements (idb, AXe), found a single value")
        }
        var nodes: [DumpNode] = []
        nodes.reserveCapacity(items.count)
        for (item, path) in items {
            nodes.append(try node(item, path: path, file: file, locator: locator, depth: 0))
        }
        // The application: the first top-level element of that type (AXe nests the rest in
        // it; idb lists everything after it), else one made around them all.
        let root: DumpNode
        if let first = nodes.first, first.type == "Application" {
            root = first
            root.children += nodes.dropFirst()
        } else {
            root = DumpNode(type: "Application", position: nodes.first?.position ?? FilePosition(line: 1, column: 1))
            root.jsonPath = "$"
            root.children = nodes
        }
        guard !root.children.isEmpty || root.frame != nil else {
            throw SceneError(file: file, line: 1, column: 1, message: "the JSON has no accessibility elements")
        }
        return AccessibilityDump(format: .accessibilityJSON, file: file, root: root)
    }

    private static func node(_ value: JSONValue, path: String, file: String, locator: JSONScanner.Locator,
                             depth: Int) throws -> DumpNode {
        guard case .object(_, let offset) = value else {
            throw SceneError(file: file, line: 1, column: 1,
                             message: "\(path) is not an object: expected an accessibility element")
        }
        let position = locator.position(of: offset)
        func text(_ key: String) -> String? {
            guard let member = value[key] else { return nil }
            if case .null = member { return nil }
            return member.string
        }
        var type = text("type") ?? text("role").map { $0.hasPrefix("AX") ? String($0.dropFirst(2)) : $0 } ?? "Other"
        if type.hasPrefix("XCUIElementType") { type = String(type.dropFirst("XCUIElementType".count)) }
        let node = DumpNode(type: type, position: position)
        node.jsonPath = path
        node.label = text("AXLabel") ?? text("label")
        node.value = text("AXValue") ?? text("value")
        node.identifier = text("AXUniqueId") ?? text("AXIdentifier") ?? text("identifier")
        node.hint = text("help")
        node.subrole = text("subrole")
        if node.label == nil, let title = text("title") { node.label = title }
        node.enabled = value["enabled"]?.bool ?? true
        node.selected = value["selected"]?.bool ?? false
        if let pid = value["pid"]?.number, pid.isFinite, abs(pid) < 1e9 { node.pid = Int(pid) }
        if case .array(let actions)? = value["custom_actions"] { node.customActions = actions.compactMap(\.string) }
        if case .array(let traits)? = value["traits"] {
            node.traits = traits.compactMap(\.string).map { $0.lowercased() }
        }
        node.frame = try frame(value, path: path, file: file, at: position)
        if case .array(let children)? = value["children"] {
            guard depth < XMLTreeReader.maximumDepth else {
                throw SceneError(file: file, line: position.line, column: position.column,
                                 message: "elements nest deeper than \(XMLTreeReader.maximumDepth) levels (\(path))")
            }
            node.children.reserveCapacity(children.count)
            for (index, child) in children.enumerated() {
                node.children.append(try self.node(child, path: "\(path).children[\(index)]", file: file,
                                                   locator: locator, depth: depth + 1))
            }
        }
        return node
    }

    /// `frame: {x, y, width, height}`, else `AXFrame: "{{x, y}, {w, h}}"`.
    private static func frame(_ value: JSONValue, path: String, file: String, at position: FilePosition) throws -> Rect? {
        if let frame = value["frame"], case .object = frame {
            guard let x = frame["x"]?.number, let y = frame["y"]?.number,
                  let width = frame["width"]?.number, let height = frame["height"]?.number else {
                throw SceneError(file: file, line: position.line, column: position.column,
                                 message: "\(path).frame needs the numbers x, y, width and height")
            }
            return try DumpFrame.check(Rect(x: x, y: y, width: width, height: height), file: file, at: position, path: path)
        }
        if case .string(let text)? = value["AXFrame"] {
            guard let rect = DumpFrame.braced(text[...]) else {
                throw SceneError(file: file, line: position.line, column: position.column,
                                 message: "\(path).AXFrame \"\(TerminalText.safe(String(text.prefix(60))))\" "
                                     + "is not {{x, y}, {width, height}}")
            }
            return try DumpFrame.check(rect, file: file, at: position, path: path)
        }
        return nil
    }
}
