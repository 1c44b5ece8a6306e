import A11yCore
import Foundation

/// Reads `XCUIElement.debugDescription` text: one element per line, nesting by indentation,
/// found anywhere in a longer text such as a test log (DumpImport.md, "debugDescription").
enum DebugDescriptionReader {
    /// The deepest nesting accepted (as for XML).
    static let maximumDepth = XMLTreeReader.maximumDepth

    /// Whether `text` holds an element subtree (the marker, or an element line of an
    /// Application or Window).
    static func looksLikeDebugDescription(_ text: Substring) -> Bool {
        if contains(text, "Element subtree:") { return true }
        var checked = 0
        for bytes in text.utf8.split(separator: 0x0A, omittingEmptySubsequences: true) {
            let line = Substring(bytes)
            checked += 1
            if checked > 5_000 { break }
            if let element = elementStart(line), element.type == "Application" || element.type == "Window" { return true }
        }
        return false
    }

    /// One line's element: the column its type starts at (from 0, in characters) and the type.
    struct LineStart {
        var column: Int
        var type: String
        /// Where the fields after the type begin.
        var rest: Substring
        var hasArrow: Bool
    }

    /// The element a line starts, or nil: `[blanks][→]Type[ (Main)], 0x…` or `…, {{`.
    static func elementStart(_ line: Substring) -> LineStart? {
        let bytes = line.utf8
        var column = 0
        var index = bytes.startIndex
        var hasArrow = false
        // Blanks, and the arrow (U+2192: E2 86 92) before the root.
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x09 {
                index = bytes.index(after: index)
            } else if byte == 0xE2, bytes[index...].starts(with: [0xE2, 0x86, 0x92]) {
                hasArrow = true
                index = bytes.index(index, offsetBy: 3)
            } else {
                break
            }
            column += 1
        }
        guard index < bytes.endIndex, (0x41...0x5A).contains(bytes[index]) else { return nil }
        var end = index
        while end < bytes.endIndex, isAlphanumeric(bytes[end]) { end = bytes.index(after: end) }
        let type = String(Substring(bytes[index..<end]))
        var rest = Substring(bytes[end...])
        if has(rest, " (") {   // `Window (Main)`
            guard let close = rest.utf8.firstIndex(of: UInt8(ascii: ")")) else { return nil }
            rest = rest[rest.utf8.index(after: close)...]
        }
        guard has(rest, ", ") else { return nil }
        let fields = rest.dropFirst(2)
        guard has(fields, "0x") || has(fields, "{{") || has(fields, "pid: ") else { return nil }
        return LineStart(column: column, type: type, rest: fields, hasArrow: hasArrow)
    }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }

    /// `text.hasPrefix(prefix)`, compared as bytes in place.
    static func has(_ text: Substring, _ prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        if let found = text.utf8.withContiguousStorageIfAvailable({ buffer in
            buffer.count >= count && memcmp(buffer.baseAddress!, prefix.utf8Start, count) == 0
        }) {
            return found
        }
        return text.utf8.starts(with: UnsafeBufferPointer(start: prefix.utf8Start, count: count))
    }

    static func read(_ text: String, file: String, block requested: Int?) throws -> AccessibilityDump {
        var source = Substring(text)
        // `po` of a String: the whole dump is one quoted literal with `\n` escapes.
        if !contains(source, "\n ") && contains(source, "\\n") { source = Substring(unescape(source)) }
        // Lines split on the bytes (a newline byte is never inside a UTF-8 sequence).
        let lines = Self.lines(of: source)
        // The blocks: each `Element subtree:` marker starts one; without a marker, the first
        // element line does.
        var starts: [Int] = []
        for (number, line) in lines.enumerated() where contains(line, "Element subtree:") { starts.append(number + 1) }
        if starts.isEmpty {
            let arrow = lines.firstIndex { elementStart($0)?.hasArrow == true }
            if let first = arrow ?? lines.firstIndex(where: { elementStart($0) != nil }) { starts = [first] }
        }
        guard !starts.isEmpty else {
            throw SceneError(file: file, line: 1, column: 1,
                             message: "no element subtree found: expected XCUITest debugDescription lines "
                                 + "such as `→Application, 0x…, pid: …, label: '…'`")
        }
        if let requested, !(1...starts.count).contains(requested) {
            throw SceneChoiceError.noSuchBlock(file: file, requested: requested, count: starts.count)
        }
        let chosen = requested ?? starts.count
        var dump = try block(lines, from: starts[chosen - 1], file: file)
        dump.blockCount = starts.count
        dump.blockIndex = chosen
        return dump
    }

    /// The text's lines (a newline byte is never inside a UTF-8 sequence), found with `memchr`.
    static func lines(of text: Substring) -> [Substring] {
        var text = text
        text.makeContiguousUTF8()
        let offsets = text.utf8.withContiguousStorageIfAvailable { buffer -> [Int] in
            var offsets: [Int] = []
            guard let base = buffer.baseAddress else { return offsets }
            var at = 0
            while at < buffer.count, let found = memchr(base + at, 0x0A, buffer.count - at) {
                at = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
                offsets.append(at)
                at += 1
            }
            return offsets
        } ?? []
        var lines: [Substring] = []
        lines.reserveCapacity(offsets.count + 1)
        var start = text.startIndex, startOffset = 0
        for offset in offsets {
            let end = text.utf8.index(start, offsetBy: offset - startOffset)
            lines.append(text[start..<end])
            start = text.utf8.index(after: end)
            startOffset = offset + 1
        }
        lines.append(text[start...])
        return lines
    }

    /// The tree of the block starting at line index `start`: consecutive element lines.
    private static func block(_ lines: [Substring], from start: Int, file: String) throws -> AccessibilityDump {
        var stack: [(column: Int, node: DumpNode)] = []
        var root: DumpNode?
        var number = start
        // Skip blank lines and the `Attributes:` line before the first element.
        while number < lines.count, elementStart(lines[number]) == nil,
              lines[number].allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" }) {
            number += 1
        }
        while number < lines.count {
            let line = lines[number].hasSuffix("\r") ? lines[number].dropLast() : lines[number]
            guard let start = elementStart(line) else { break }
            let position = FilePosition(line: number + 1, column: start.column + 1)
            let node = try element(start, file: file, at: position)
            while let last = stack.last, last.column >= start.column { stack.removeLast() }
            if let parent = stack.last {
                parent.node.children.append(node)
            } else if root == nil {
                root = node
            } else {
                break   // a second top-level element: the block has ended
            }
            stack.append((start.column, node))
            if stack.count > maximumDepth {
                throw SceneError(file: file, line: position.line, column: position.column,
                                 message: "elements nest deeper than \(maximumDepth) levels")
            }
            number += 1
        }
        guard var top = root else {
            throw SceneError(file: file, line: start + 1, column: 1, message: "the element subtree is empty")
        }
        if top.type != "Application" {
            // A hand-shortened dump starting at the Window: an application around it.
            let application = DumpNode(type: "Application", position: top.position)
            application.children = [top]
            top = application
        }
        return AccessibilityDump(format: .debugDescription, file: file, root: top)
    }

    /// The fields of one element line.
    private static func element(_ start: LineStart, file: String, at position: FilePosition) throws -> DumpNode {
        let node = DumpNode(type: start.type, position: position)
        var rest = start.rest
        while !rest.isEmpty {
            if has(rest, "0x") {
                rest = rest[(rest.utf8.firstIndex(of: UInt8(ascii: ",")) ?? rest.endIndex)...]
            } else if has(rest, "pid: ") {
                let after = rest.utf8.index(rest.startIndex, offsetBy: 5)
                let end = rest.utf8[after...].firstIndex { !(0x30...0x39).contains($0) } ?? rest.endIndex
                node.pid = Int(rest[after..<end])
                rest = rest[end...]
            } else if has(rest, "{{") {
                guard let close = closingBraces(rest) else {
                    throw SceneError(file: file, line: position.line, column: position.column,
                                     message: "the frame has no closing \"}}\"")
                }
                node.frame = try frame(rest[rest.startIndex..<close], file: file, at: position)
                rest = rest[close...]
            } else if let (key, afterKey) = quotedKey(rest) {
                let (text, after) = quoted(afterKey)
                switch key {
                case "identifier": node.identifier = text
                case "label": node.label = text
                case "placeholderValue": node.placeholder = text
                case "title": if node.label == nil { node.label = text }
                default: node.value = text
                }
                rest = after
            } else if has(rest, "value: ") {
                // An unquoted value runs to the flags (or the end).
                let body = rest.dropFirst(7)
                let end = flagStart(body) ?? body.endIndex
                node.value = String(body[body.startIndex..<end])
                rest = body[end...]
            } else {
                let end = rest.utf8.firstIndex(of: UInt8(ascii: ",")) ?? rest.endIndex
                switch rest[..<end] {
                case "Selected": node.selected = true
                case "Disabled": node.enabled = false
                default: break
                }
                rest = rest[end...]
            }
            if has(rest, ",") { rest = rest[rest.utf8.index(after: rest.startIndex)...] }
            if has(rest, " ") { rest = rest[rest.utf8.index(after: rest.startIndex)...] }
        }
        if node.value?.hasSuffix("...") == true { node.value = String(node.value!.dropLast(3)) }
        return node
    }

    static let quotedPrefixes: [(key: String, prefix: StaticString)] = [
        ("identifier", "identifier: '"), ("label", "label: '"), ("placeholderValue", "placeholderValue: '"),
        ("value", "value: '"), ("title", "title: '"),
    ]
    static let knownFields: [StaticString] = ["identifier: ", "label: ", "placeholderValue: ", "value: ", "title: ",
                                              "Selected", "Disabled", "Focused", "Keyboard Focused"]

    /// `key: '` at the start of `rest`: the key and what follows the opening quote.
    private static func quotedKey(_ rest: Substring) -> (String, Substring)? {
        for (key, prefix) in quotedPrefixes where has(rest, prefix) {
            return (key, rest[rest.utf8.index(rest.startIndex, offsetBy: prefix.utf8CodeUnitCount)...])
        }
        return nil
    }

    /// Quoted text is not escaped: it ends at the first `'` followed by the end of the line
    /// or by `, ` and a known field.
    private static func quoted(_ text: Substring) -> (String, Substring) {
        var index = text.startIndex
        while let quote = text.utf8[index...].firstIndex(of: UInt8(ascii: "'")) {
            let next = text.utf8.index(after: quote)
            let after = text[next...]
            if after.utf8.allSatisfy({ $0 == 0x20 }) { return (String(text[..<quote]), after) }
            if has(after, ", ") {
                let field = after[after.utf8.index(next, offsetBy: 2)...]
                if knownFields.contains(where: { has(field, $0) }) { return (String(text[..<quote]), after) }
            }
            index = next
        }
        return (String(text), text[text.endIndex...])   // cut off: the rest of the line
    }

    /// Where `, Selected` / `, Disabled` … begins in an unquoted value.
    private static func flagStart(_ text: Substring) -> Substring.Index? {
        var index = text.startIndex
        while let comma = text.utf8[index...].firstIndex(of: UInt8(ascii: ",")) {
            let next = text.utf8.index(after: comma)
            if has(text[next...], " ") {
                let after = text[text.utf8.index(after: next)...]
                if knownFields.contains(where: { has(after, $0) }) { return comma }
            }
            index = next
        }
        return nil
    }

    /// Whether `line` holds `marker` (compared as bytes, in place).
    static func contains(_ line: Substring, _ marker: StaticString) -> Bool {
        let count = marker.utf8CodeUnitCount
        let first = Int32(marker.utf8Start[0])
        if let found = line.utf8.withContiguousStorageIfAvailable({ buffer -> Bool in
            guard let base = buffer.baseAddress, buffer.count >= count else { return false }
            var offset = 0
            while offset + count <= buffer.count, let hit = memchr(base + offset, first, buffer.count - offset - count + 1) {
                let at = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
                if memcmp(base + at, marker.utf8Start, count) == 0 { return true }
                offset = at + 1
            }
            return false
        }) {
            return found
        }
        return String(line).contains(marker.description)
    }

    /// Where the first `}}` ends.
    private static func closingBraces(_ text: Substring) -> Substring.Index? {
        let bytes = text.utf8
        var index = bytes.startIndex
        while let found = bytes[index...].firstIndex(of: UInt8(ascii: "}")) {
            let next = bytes.index(after: found)
            if next < bytes.endIndex, bytes[next] == UInt8(ascii: "}") { return bytes.index(after: next) }
            index = next
        }
        return nil
    }

    /// `{{x, y}, {w, h}}`.
    private static func frame(_ text: Substring, file: String, at position: FilePosition) throws -> Rect {
        guard let rect = DumpFrame.braced(text) else {
            throw SceneError(file: file, line: position.line, column: position.column,
                             message: "the frame \(TerminalText.safe(String(text.prefix(60)))) is not {{x, y}, {width, height}}")
        }
        return try DumpFrame.check(rect, file: file, at: position)
    }

    /// A Swift string literal's escapes undone (`\n`, `\'`, `\"`, `\\`, `\t`).
    static func unescape(_ text: Substring) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var escaping = false
        for character in text {
            if escaping {
                switch character {
                case "n": result.append("\n")
                case "t": result.append("\t")
                default: result.append(character)
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}
