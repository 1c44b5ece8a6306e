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
        var nodes: [DumpNode] = []
        switch value {
        case .array(let values):
            nodes.reserveCapacity(values.count)
            for (index, item) in values.enumerated() {
                nodes.append(try node(item, parent: nil, index: index, file: file, locator: locator, depth: 0))
            }
        case .object: nodes = [try node(value, parent: nil, index: nil, file: file, locator: locator, depth: 0)]
        default:
            throw SceneError(file: file, line: 1, column: 1,
                             message: "expected a JSON array of accessibility elements (idb, AXe), found a single value")
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

    /// The node of one element object, and of those in its `children`. Its members are read in
    /// one pass (the first of a repeated key counts, as a lookup would find it).
    private static func node(_ value: JSONValue, parent: DumpNode?, index: Int?, file: String, locator: JSONScanner.Locator,
                             depth: Int) throws -> DumpNode {
        let place = JSONPlace(parent: parent, index: index)
        guard case .object(let members, let offset) = value else {
            throw SceneError(file: file, line: 1, column: 1,
                             message: "\(place.path) is not an object: expected an accessibility element")
        }
        let position = locator.position(of: offset)
        var texts = ElementTexts()
        var enabled: Bool?, selected: Bool?, pid: Double?
        var actions: [JSONValue]?, traits: [JSONValue]?, children: [JSONValue]?
        var frameObject: JSONValue?, axFrame: JSONValue?
        for (key, member) in members {
            // Switched on the length first: a key is compared with at most a few others.
            switch key.utf8.count {
            case 3: if key == "pid", pid == nil { pid = member.number }
            case 4:
                if key == "type" { take(&texts.type, member) } else if key == "role" { take(&texts.role, member) }
                else if key == "help" { take(&texts.help, member) }
            case 5:
                if key == "label" { take(&texts.label, member) } else if key == "value" { take(&texts.value, member) }
                else if key == "title" { take(&texts.title, member) }
                else if key == "frame", frameObject == nil { frameObject = member }
            case 6: if key == "traits", traits == nil, case .array(let items) = member { traits = items }
            case 7:
                if key == "AXLabel" { take(&texts.axLabel, member) } else if key == "AXValue" { take(&texts.axValue, member) }
                else if key == "AXFrame", axFrame == nil { axFrame = member }
                else if key == "enabled", enabled == nil { enabled = member.bool }
                else if key == "subrole" { take(&texts.subrole, member) }
            case 8:
                if key == "selected", selected == nil { selected = member.bool }
                else if key == "children", children == nil, case .array(let items) = member { children = items }
            case 10:
                if key == "AXUniqueId" { take(&texts.uniqueID, member) }
                else if key == "identifier" { take(&texts.identifier, member) }
            case 12: if key == "AXIdentifier" { take(&texts.axIdentifier, member) }
            case 14: if key == "custom_actions", actions == nil, case .array(let items) = member { actions = items }
            default: break
            }
        }
        var type = texts.type ?? texts.role.map { $0.hasPrefix("AX") ? String($0.dropFirst(2)) : $0 } ?? "Other"
        if type.hasPrefix("XCUIElementType") { type = String(type.dropFirst("XCUIElementType".count)) }
        let node = DumpNode(type: type, position: position)
        node.json = place
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
        node.frame = try frame(object: frameObject, braced: axFrame, path: { place.path }, file: file, at: position)
        if let children {
            guard depth < XMLTreeReader.maximumDepth else {
                throw SceneError(file: file, line: position.line, column: position.column,
                                 message: "elements nest deeper than \(XMLTreeReader.maximumDepth) levels (\(place.path))")
            }
            node.children.reserveCapacity(children.count)
            for (index, child) in children.enumerated() {
                node.children.append(try self.node(child, parent: node, index: index, file: file, locator: locator,
                                                   depth: depth + 1))
            }
        }
        return node
    }

    /// The text members an element may have (a null one is as if missing; the first of a
    /// repeated key counts).
    private struct ElementTexts {
        var type, role, label, value, title, help, axLabel, axValue, subrole, uniqueID, identifier, axIdentifier: String?
    }

    private static func take(_ slot: inout String?, _ member: JSONValue) {
        if slot == nil { slot = member.string }
    }

    /// `frame: {x, y, width, height}`, else `AXFrame: "{{x, y}, {w, h}}"`.
    private static func frame(object: JSONValue?, braced: JSONValue?, path: () -> String, file: String,
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

/// Where a node of a JSON dump is: its parent and its index among the parent's `children`
/// (top level: `$[index]`; a single top-level object, or the application made around the
/// elements: `$`). The path is written out only when a note or an error names it.
struct JSONPlace {
    /// Unowned: a node is reached only through the tree its root holds, parents included.
    unowned(unsafe) var parent: DumpNode?
    var index: Int?

    var path: String {
        guard let index else { return "$" }
        guard let parent, let place = parent.json else { return "$[\(index)]" }
        return "\(place.path).children[\(index)]"
    }
}
