import A11yCore
import Foundation
import A11ySceneModel

/// Reads Appium's / WebDriverAgent's page source: XML whose elements are named by their type
/// (`XCUIElementTypeButton`), with the element's attributes as strings (DumpImport.md, "Page source").
package enum PageSourceReader {
    static let typePrefix = "XCUIElementType"

    /// Whether the first element of `bytes` is a page source root (`AppiumAUT`, `XCUIElementType…`).
    package static func looksLikePageSource(_ bytes: some Collection<UInt8>) -> Bool {
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

    /// Reads page source from its bytes in one pass (`XMLByteReader`), making the dump's
    /// nodes as the tags come.
    package static func read(_ bytes: [UInt8], file: String) throws -> AccessibilityDump {
        var builder = Builder(file: file)
        try XMLByteReader.read(bytes, file: file, into: &builder)
        guard let root = builder.top else {
            // Only an `<AppiumAUT>` root leaves no node (any other root is refused at its tag).
            let position = builder.rootPosition ?? FilePosition(line: 1, column: 1)
            throw SceneError(file: file, line: position.line, column: position.column,
                             message: "<AppiumAUT> holds no XCUIElementType element: the page source is empty")
        }
        return AccessibilityDump(format: .pageSource, file: file, root: root)
    }

    /// Makes a node of each `XCUIElementType…` element: the root's (or, under `<AppiumAUT>`,
    /// its first such child's) and those of its descendants whose ancestors are all such
    /// elements. Other elements are passed over with what they hold.
    private struct Builder: XMLByteReader.Handler {
        package let file: String
        package var top: DumpNode?
        package var rootPosition: FilePosition?
        /// A node per open element; nil for one passed over (and for `<AppiumAUT>`).
        package var open: [DumpNode?] = []
        var underAppium = false

        package init(file: String) { self.file = file }

        package mutating func start(_ reader: borrowing XMLByteReader, name: Range<Int>, attributes: [XMLByteReader.Attribute],
                            at position: FilePosition) throws {
            let isElement = reader.hasPrefix(name, "XCUIElementType")
            var node: DumpNode?
            if open.isEmpty {
                rootPosition = position
                if reader.equals(name, "AppiumAUT") {
                    underAppium = true
                } else if isElement {
                    node = try make(reader, name: name, attributes: attributes, at: position)
                    top = node
                } else {
                    throw SceneError(file: file, line: position.line, column: position.column,
                                     message: "<\(TerminalText.safe(reader.string(name)))> is not a page source element; "
                                         + "expected <AppiumAUT> or <XCUIElementType…>")
                }
            } else if let parent = open.last! {
                if isElement {
                    node = try make(reader, name: name, attributes: attributes, at: position)
                    parent.children.append(node!)
                }
            } else if underAppium, open.count == 1, top == nil, isElement {
                node = try make(reader, name: name, attributes: attributes, at: position)
                top = node
            }
            open.append(node)
        }

        package mutating func end() throws { open.removeLast() }

        private func make(_ reader: borrowing XMLByteReader, name: Range<Int>, attributes: [XMLByteReader.Attribute],
                          at position: FilePosition) throws -> DumpNode {
            var typeAttribute: XMLByteReader.Attribute?
            var identifier: String?, label: String?
            var x: Double??, y: Double??, width: Double??, height: Double??
            let node = DumpNode(type: "", position: position)
            for attribute in attributes {
                let key = attribute.name
                switch key.count {
                case 1:
                    if reader.equals(key, "x") { x = .some(reader.number(attribute)) }
                    else if reader.equals(key, "y") { y = .some(reader.number(attribute)) }
                case 4:
                    if reader.equals(key, "type") { typeAttribute = attribute }
                    else if reader.equals(key, "name") { identifier = reader.value(attribute) }
                case 5:
                    if reader.equals(key, "label") { label = reader.value(attribute) }
                    else if reader.equals(key, "value") { node.value = reader.value(attribute) }
                    else if reader.equals(key, "width") { width = .some(reader.number(attribute)) }
                case 6:
                    if reader.equals(key, "height") { height = .some(reader.number(attribute)) }
                    else if reader.equals(key, "traits") {
                        node.traits = reader.value(attribute).split(separator: ",").map { $0.trimmingBlanks.lowercased() }
                    }
                case 7:
                    if reader.equals(key, "enabled") { node.enabled = !isText(reader, attribute, "false") }
                    else if reader.equals(key, "visible") { node.visible = !isText(reader, attribute, "false") }
                case 8:
                    if reader.equals(key, "selected") { node.selected = isText(reader, attribute, "true") }
                case 10:
                    if reader.equals(key, "accessible") { node.accessible = isText(reader, attribute, "true") }
                case 13:
                    if reader.equals(key, "customActions") {
                        let actions = reader.value(attribute)
                        if !actions.isEmpty {
                            node.customActions = actions.split(separator: ",").map { String($0.trimmingBlanks) }
                        }
                    }
                case 16:
                    if reader.equals(key, "placeholderValue") { node.placeholder = reader.value(attribute) }
                default:
                    break
                }
            }
            // The type attribute, else the element's name, without the prefix.
            let typeRange = typeAttribute?.value ?? name
            if let typeAttribute, typeAttribute.needsDecoding {
                let text = reader.value(typeAttribute)
                node.type = text.hasPrefix(typePrefix) ? String(text.dropFirst(typePrefix.count)) : text
            } else if reader.hasPrefix(typeRange, "XCUIElementType") {
                node.type = reader.string(typeRange.lowerBound + 15..<typeRange.upperBound)
            } else {
                node.type = reader.string(typeRange)
            }
            node.label = label
            // `name` is the identifier when there is one, else the label: the same text as the
            // label is no identifier; a name without a label is one (a navigation bar's title).
            if let identifier, !identifier.isEmpty, identifier != label { node.identifier = identifier }
            if let x, let y, let width, let height {
                guard let x, let y, let width, let height else {
                    // The first of the four that is not a number, by its attribute name.
                    let names: [StaticString] = ["x", "y", "width", "height"]
                    let values: [Double?] = [x, y, width, height]
                    let bad = values.firstIndex { $0 == nil }!
                    // Found again only now: an error is rare, and the loop above stays free of allocations.
                    let text = attributes.first { reader.equals($0.name, names[bad]) }.map { reader.value($0) } ?? ""
                    throw SceneError(file: file, line: position.line, column: position.column,
                                     message: "the frame's \(names[bad]) \"\(TerminalText.safe(String(text.prefix(40))))\" "
                                         + "is not a number")
                }
                node.frame = try DumpFrame.check(Rect(x: x, y: y, width: width, height: height), file: file, at: position)
                node.frameUnknown = node.frame == nil
            }
            return node
        }

        /// Whether the attribute's text is `text`.
        private func isText(_ reader: borrowing XMLByteReader, _ attribute: XMLByteReader.Attribute,
                            _ text: StaticString) -> Bool {
            attribute.needsDecoding ? reader.value(attribute) == text.description : reader.equals(attribute.value, text)
        }
    }
}

/// The checks every reader makes on a frame: finite, not negative in size, within a
/// million points (a screen is a few thousand; anything larger is a broken dump). A frame at
/// the integer limit (WebDriverAgent writes 9223372036854775807 where iOS gives no frame) is
/// no error: it is unknown, and `check` answers nil (DumpImport.md, "Frames").
enum DumpFrame {
    package static let limit = 1_000_000.0
    /// Coordinates this large are Int64's limit, the dump's way of saying it has no frame.
    package static let unknown = 9.0e18

    package static func check(_ rect: Rect, file: String, at position: FilePosition,
                      path: @autoclosure () -> String? = nil) throws -> Rect? {
        let values = [rect.minX, rect.minY, rect.width, rect.height]
        guard values.contains(where: { !$0.isFinite || abs($0) > limit }) || rect.width < 0 || rect.height < 0 else {
            return rect
        }
        if values.contains(where: { $0.isFinite && abs($0) >= unknown }) { return nil }
        let place = path().map { " (\($0))" } ?? ""
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
        var text = text
        // Read in place (a text from a file is contiguous; any other is made so).
        return text.utf8.withContiguousStorageIfAvailable(braced) ?? {
            text.makeContiguousUTF8()
            return text.utf8.withContiguousStorageIfAvailable(braced) ?? nil
        }()
    }

    static func braced(_ bytes: UnsafeBufferPointer<UInt8>) -> Rect? {
        var numbers: (Double, Double, Double, Double) = (0, 0, 0, 0)
        var count = 0, index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: ",") || byte == 0x20 {
                index += 1
                continue
            }
            var end = index
            while end < bytes.count, bytes[end] != UInt8(ascii: "{"), bytes[end] != UInt8(ascii: "}"),
                  bytes[end] != UInt8(ascii: ","), bytes[end] != 0x20 { end += 1 }
            guard count < 4, let number = ByteNumber.parse(UnsafeBufferPointer(rebasing: bytes[index..<end])) else { return nil }
            switch count {
            case 0: numbers.0 = number
            case 1: numbers.1 = number
            case 2: numbers.2 = number
            default: numbers.3 = number
            }
            count += 1
            index = end
        }
        guard count == 4 else { return nil }
        return Rect(x: numbers.0, y: numbers.1, width: numbers.2, height: numbers.3)
    }

    package static func describe(_ rect: Rect) -> String {
        "{{\(rect.minX.compact), \(rect.minY.compact)}, {\(rect.width.compact), \(rect.height.compact)}}"
    }
}
