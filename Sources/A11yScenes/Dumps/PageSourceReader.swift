import A11yCore
import Foundation

/// Reads Appium's / WebDriverAgent's page source: XML whose elements are named by their type
/// (`XCUIElementTypeButton`), with the element's attributes as strings (DumpImport.md, "Page source").
enum PageSourceReader {
    static let typePrefix = "XCUIElementType"

    /// Whether the first element of `bytes` is a page source root (`AppiumAUT`, `XCUIElementType…`).
    static func looksLikePageSource(_ bytes: some Collection<UInt8>) -> Bool {
        guard let name = firstElementName(bytes) else { return false }
        return name == "AppiumAUT" || name.hasPrefix(typePrefix)
    }

    /// The name of the first element (after the declaration, comments and blanks).
    static func firstElementName(_ bytes: some Collection<UInt8>) -> String? {
        var index = bytes.startIndex
        while index < bytes.endIndex {
            guard bytes[index] == UInt8(ascii: "<") else { index = bytes.index(after: index); continue }
            let next = bytes.index(after: index)
            guard next < bytes.endIndex else { return nil }
            let byte = bytes[next]
            if byte == UInt8(ascii: "?") || byte == UInt8(ascii: "!") { index = next; continue }
            var end = next
            var name: [UInt8] = []
            while end < bytes.endIndex, name.count < 64 {
                let c = bytes[end]
                if c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D || c == UInt8(ascii: ">") || c == UInt8(ascii: "/") { break }
                name.append(c)
                end = bytes.index(after: end)
            }
            return String(decoding: name, as: UTF8.self)
        }
        return nil
    }

    static func read(_ data: Data, file: String) throws -> AccessibilityDump {
        let tree = try XMLTreeReader.read(data, file: file).root
        var top = tree
        if top.name == "AppiumAUT" {
            guard let first = top.children.first(where: { $0.name.hasPrefix(typePrefix) }) else {
                throw SceneError(file: file, line: top.position.line, column: top.position.column,
                                 message: "<AppiumAUT> holds no XCUIElementType element: the page source is empty")
            }
            top = first
        }
        guard top.name.hasPrefix(typePrefix) else {
            throw SceneError(file: file, line: top.position.line, column: top.position.column,
                             message: "<\(top.name)> is not a page source element; expected <AppiumAUT> or <XCUIElementType…>")
        }
        let root = try node(top, file: file)
        return AccessibilityDump(format: .pageSource, file: file, root: root)
    }

    private static func node(_ element: XMLElementNode, file: String) throws -> DumpNode {
        let tag = element["type"] ?? element.name
        let type = tag.hasPrefix(typePrefix) ? String(tag.dropFirst(typePrefix.count)) : tag
        let node = DumpNode(type: type, position: element.position)
        let name = element["name"], label = element["label"]
        node.label = label
        // `name` is the identifier when there is one, else the label: the same text as the
        // label is no identifier; a name without a label is one (a navigation bar's title).
        if let name, !name.isEmpty, name != label { node.identifier = name }
        node.value = element["value"]
        node.placeholder = element["placeholderValue"]
        node.enabled = element["enabled"] != "false"
        node.selected = element["selected"] == "true"
        node.visible = element["visible"].map { $0 != "false" }
        node.accessible = element["accessible"].map { $0 == "true" }
        if let traits = element["traits"] {
            node.traits = traits.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        }
        if let actions = element["customActions"], !actions.isEmpty {
            node.customActions = actions.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        }
        node.frame = try DumpFrame.check(x: element["x"], y: element["y"], width: element["width"],
                                         height: element["height"], file: file, at: element.position)
        node.children.reserveCapacity(element.children.count)
        for child in element.children where child.name.hasPrefix(typePrefix) {
            node.children.append(try self.node(child, file: file))
        }
        return node
    }
}

/// The checks every reader makes on a frame: finite, not negative in size, within a
/// million points (a screen is a few thousand; anything larger is a broken dump).
enum DumpFrame {
    static let limit = 1_000_000.0

    static func check(x: String?, y: String?, width: String?, height: String?, file: String,
                      at position: FilePosition) throws -> Rect? {
        guard let x, let y, let width, let height else { return nil }
        func number(_ text: String, _ name: String) throws -> Double {
            guard let value = Double(text.trimmingCharacters(in: .whitespaces)) else {
                throw SceneError(file: file, line: position.line, column: position.column,
                                 message: "the frame's \(name) \"\(TerminalText.safe(String(text.prefix(40))))\" is not a number")
            }
            return value
        }
        return try check(Rect(x: number(x, "x"), y: number(y, "y"), width: number(width, "width"),
                              height: number(height, "height")), file: file, at: position)
    }

    static func check(_ rect: Rect, file: String, at position: FilePosition, path: String? = nil) throws -> Rect {
        let values = [rect.minX, rect.minY, rect.width, rect.height]
        let place = path.map { " (\($0))" } ?? ""
        if values.contains(where: { !$0.isFinite }) {
            throw SceneError(file: file, line: position.line, column: position.column,
                             message: "the frame \(describe(rect)) is not a number\(place)")
        }
        if rect.width < 0 || rect.height < 0 {
            throw SceneError(file: file, line: position.line, column: position.column,
                             message: "the frame \(describe(rect)) has a negative size\(place)")
        }
        if values.contains(where: { abs($0) > limit }) {
            throw SceneError(file: file, line: position.line, column: position.column,
                             message: "the frame \(describe(rect)) is beyond \(Int(limit)) points: not a screen's\(place)")
        }
        return rect
    }

    /// `{{x, y}, {width, height}}`, as XCTest and idb print a frame (unchecked), or nil when
    /// it is not four numbers.
    static func braced(_ text: Substring) -> Rect? {
        let numbers = text.utf8.split { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") || $0 == UInt8(ascii: ",")
            || $0 == UInt8(ascii: " ") }.map { Double(Substring($0)) }
        guard numbers.count == 4, let x = numbers[0], let y = numbers[1], let width = numbers[2], let height = numbers[3]
        else { return nil }
        return Rect(x: x, y: y, width: width, height: height)
    }

    static func describe(_ rect: Rect) -> String {
        "{{\(rect.minX.compact), \(rect.minY.compact)}, {\(rect.width.compact), \(rect.height.compact)}}"
    }
}
