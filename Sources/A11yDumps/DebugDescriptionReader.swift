import A11yCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import A11ySceneModel

/// Reads `XCUIElement.debugDescription` text: one element per line, nesting by indentation,
/// found anywhere in a longer text such as a test log (DumpImport.md, "debugDescription").
///
/// The text is read as UTF-8 bytes (checked once, first): lines by `memchr`, each line's
/// fields by comparing bytes, and a string made only for what a node keeps.
package enum DebugDescriptionReader {
    /// The deepest nesting accepted (as for XML).
    package static let maximumDepth = XMLBytes.maximumDepth

    /// Whether `bytes` hold an element subtree (the marker, or an element line of an
    /// Application or Window among the first 5,000 lines).
    package static func looksLikeDebugDescription(_ bytes: some Collection<UInt8>) -> Bool {
        bytes.withContiguousStorageIfAvailable { Text($0).looksLikeDebugDescription }
            ?? Array(bytes).withUnsafeBufferPointer { Text($0).looksLikeDebugDescription }
    }

    /// Reads block `requested` (from 1; default the last) of the debugDescription in `bytes`.
    package static func read(_ bytes: [UInt8], file: String, block requested: Int?) throws -> AccessibilityDump {
        try ByteLocator.requireUTF8(bytes, file: file)
        var source = bytes
        // `po` of a String: the whole dump is one quoted literal with `\n` escapes.
        let isLiteral = source.withUnsafeBufferPointer { buffer in
            let text = Text(buffer)
            return !text.contains("\n ", in: 0..<buffer.count) && text.contains("\\n", in: 0..<buffer.count)
        }
        if isLiteral {
            source = unescape(source)
        } else if let expanded = expandingLiteralLines(source) {
            source = expanded
        }
        return try source.withUnsafeBufferPointer { buffer in
            try Text(buffer).dump(file: file, block: requested)
        }
    }

    /// A log whose dump is one line holding a quoted literal (`po app.debugDescription` after
    /// XCTest's `t = …s` activity lines): that line's literal unescaped in place, the lines
    /// around it kept; nil when no line is such a literal.
    static func expandingLiteralLines(_ bytes: [UInt8]) -> [UInt8]? {
        let arrow: [UInt8] = Array("\u{2192}".utf8), marker: [UInt8] = Array("Element subtree:".utf8)
        func holds(_ line: ArraySlice<UInt8>, _ needle: [UInt8]) -> Bool {
            guard line.count >= needle.count else { return false }
            var index = line.startIndex
            while index + needle.count <= line.endIndex {
                if line[index] == needle[0], line[index..<index + needle.count].elementsEqual(needle) { return true }
                index += 1
            }
            return false
        }
        var result: [UInt8] = []
        var expanded = false
        for (index, line) in bytes.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
            var body = line
            if body.last == 0x0D { body = body.dropLast() }
            let start = body.firstIndex { $0 != 0x20 && $0 != 0x09 } ?? body.endIndex
            if index > 0 { result.append(0x0A) }
            guard start < body.endIndex, body[start] == UInt8(ascii: "\""), let end = body.lastIndex(of: UInt8(ascii: "\"")),
                  end > start, holds(body, [UInt8(ascii: "\\"), UInt8(ascii: "n")]),
                  holds(body, marker) || holds(body, arrow) else {
                result.append(contentsOf: line)
                continue
            }
            result.append(contentsOf: unescape(Array(body[(start + 1)..<end])))
            expanded = true
        }
        return expanded ? result : nil
    }

    /// A Swift string literal's escapes undone (`\n`, `\t`; `\'`, `\"`, `\\` and any other
    /// escaped byte stand for themselves).
    static func unescape(_ bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var escaping = false
        for byte in bytes {
            if escaping {
                switch byte {
                case UInt8(ascii: "n"): result.append(0x0A)
                case UInt8(ascii: "t"): result.append(0x09)
                default: result.append(byte)
                }
                escaping = false
            } else if byte == UInt8(ascii: "\\") {
                escaping = true
            } else {
                result.append(byte)
            }
        }
        return result
    }

    /// One line's element: the column its type starts at (from 0, in characters), the type,
    /// where its fields begin (a byte offset) and whether the root's arrow marks it.
    struct LineStart {
        package var column: Int
        package var type: String
        package var fields: Int
        var hasArrow: Bool
    }

    /// Known fields: a quoted text runs to a `'` followed by `, ` and one of these (or by the
    /// end of the line), and an unquoted value runs to `, ` and one of these.
    static let quotedPrefixes: [(key: String, prefix: StaticString)] = [
        ("identifier", "identifier: '"), ("label", "label: '"), ("placeholderValue", "placeholderValue: '"),
        ("value", "value: '"), ("title", "title: '"),
    ]
    static let knownFields: [StaticString] = ["identifier: ", "label: ", "placeholderValue: ", "value: ", "title: ",
                                              "Selected", "Disabled", "Focused", "Keyboard Focused"]

    /// The text's bytes (valid UTF-8), read with offsets.
    package struct Text {
        package let bytes: UnsafeBufferPointer<UInt8>

        package init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        package var looksLikeDebugDescription: Bool {
            if contains("Element subtree:", in: 0..<bytes.count) { return true }
            var checked = 0
            for line in lines() where !line.isEmpty {
                checked += 1
                if checked > 5_000 { break }
                if let element = elementStart(line), element.type == "Application" || element.type == "Window" { return true }
            }
            return false
        }

        // MARK: Blocks and lines

        package func dump(file: String, block requested: Int?) throws -> AccessibilityDump {
            let lines = lines()
            // The blocks: each `Element subtree:` marker starts one (at the line after it);
            // without a marker, the first element line does.
            var starts = markedStarts(lines)
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

        /// The line indexes after each line holding an `Element subtree:` marker.
        func markedStarts(_ lines: [Range<Int>]) -> [Int] {
            var starts: [Int] = []
            var lineIndex = 0
            for offset in offsets(of: "Element subtree:") {
                while lineIndex + 1 < lines.count, lines[lineIndex + 1].lowerBound <= offset { lineIndex += 1 }
                if starts.last != lineIndex + 1 { starts.append(lineIndex + 1) }
            }
            return starts
        }

        /// The byte ranges of the lines, without their line feeds (found with `memchr`).
        package func lines() -> [Range<Int>] {
            var lines: [Range<Int>] = []
            guard let base = bytes.baseAddress else { return [0..<0] }
            lines.reserveCapacity(bytes.count / 40 + 1)
            var start = 0
            while start < bytes.count, let found = memchr(base + start, 0x0A, bytes.count - start) {
                let end = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
                lines.append(start..<end)
                start = end + 1
            }
            lines.append(start..<bytes.count)
            return lines
        }

        /// The tree of the block starting at line index `start`: consecutive element lines.
        private func block(_ lines: [Range<Int>], from start: Int, file: String) throws -> AccessibilityDump {
            var stack: [(column: Int, node: DumpNode)] = []
            var root: DumpNode?
            var number = start
            // Skip blank lines before the first element.
            while number < lines.count, elementStart(lines[number]) == nil, isBlank(lines[number]) { number += 1 }
            while number < lines.count {
                var line = lines[number]
                if line.upperBound > line.lowerBound, bytes[line.upperBound - 1] == 0x0D { line = line.dropLast() }
                guard let start = elementStart(line) else { break }
                let position = FilePosition(line: number + 1, column: start.column + 1)
                let node = try element(start, end: line.upperBound, file: file, at: position)
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

        private func isBlank(_ line: Range<Int>) -> Bool {
            line.allSatisfy { bytes[$0] == 0x20 || bytes[$0] == 0x09 || bytes[$0] == 0x0D }
        }

        // MARK: One line

        /// The element a line starts, or nil: `[blanks][→]Type[ (Main)], 0x…` or `…, {{`.
        func elementStart(_ line: Range<Int>) -> LineStart? {
            let end = line.upperBound
            var column = 0
            var index = line.lowerBound
            var hasArrow = false
            // Blanks, and the arrow (U+2192: E2 86 92) before the root.
            while index < end {
                let byte = bytes[index]
                if byte == 0x20 || byte == 0x09 {
                    index += 1
                } else if byte == 0xE2, index + 3 <= end, bytes[index + 1] == 0x86, bytes[index + 2] == 0x92 {
                    hasArrow = true
                    index += 3
                } else {
                    break
                }
                column += 1
            }
            guard index < end, (0x41...0x5A).contains(bytes[index]) else { return nil }
            var typeEnd = index
            while typeEnd < end, isAlphanumeric(bytes[typeEnd]) { typeEnd += 1 }
            var rest = typeEnd
            if has(" (", at: rest, end: end) {   // `Window (Main)`
                guard let close = first(UInt8(ascii: ")"), in: rest..<end) else { return nil }
                rest = close + 1
            }
            guard has(", ", at: rest, end: end) else { return nil }
            let fields = rest + 2
            guard has("0x", at: fields, end: end) || has("{{", at: fields, end: end) || has("pid: ", at: fields, end: end)
            else { return nil }
            return LineStart(column: column, type: string(index..<typeEnd), fields: fields, hasArrow: hasArrow)
        }

        /// The fields of one element line (its bytes end at `end`).
        private func element(_ start: LineStart, end: Int, file: String, at position: FilePosition) throws -> DumpNode {
            let node = DumpNode(type: start.type, position: position)
            var rest = start.fields
            while rest < end {
                if has("0x", at: rest, end: end) {
                    rest = first(UInt8(ascii: ","), in: rest..<end) ?? end
                } else if has("pid: ", at: rest, end: end) {
                    let after = rest + 5
                    var digitsEnd = after
                    while digitsEnd < end, (0x30...0x39).contains(bytes[digitsEnd]) { digitsEnd += 1 }
                    node.pid = Int(string(after..<digitsEnd))
                    rest = digitsEnd
                } else if has("{{", at: rest, end: end) {
                    guard let close = closingBraces(rest..<end) else {
                        throw SceneError(file: file, line: position.line, column: position.column,
                                         message: "the frame has no closing \"}}\"")
                    }
                    node.frame = try frame(rest..<close, file: file, at: position)
                    node.frameUnknown = node.frame == nil
                    rest = close
                } else if let (key, afterKey) = quotedKey(at: rest, end: end) {
                    let (text, after) = quoted(from: afterKey, end: end)
                    switch key {
                    case "identifier": node.identifier = text
                    case "label": node.label = text
                    case "placeholderValue": node.placeholder = text
                    case "title": if node.label == nil { node.label = text }
                    default: node.value = text
                    }
                    rest = after
                } else if has("value: ", at: rest, end: end) {
                    // An unquoted value runs to the flags (or the end).
                    let body = rest + 7
                    let valueEnd = flagStart(body..<end) ?? end
                    node.value = string(body..<valueEnd)
                    rest = valueEnd
                } else {
                    let flagEnd = first(UInt8(ascii: ","), in: rest..<end) ?? end
                    if bytes.equals(rest..<flagEnd, "Selected") {
                        node.selected = true
                    } else if bytes.equals(rest..<flagEnd, "Disabled") {
                        node.enabled = false
                    }
                    rest = flagEnd
                }
                if has(",", at: rest, end: end) { rest += 1 }
                if has(" ", at: rest, end: end) { rest += 1 }
            }
            if let value = node.value, value.utf8.count >= 3, value.utf8.suffix(3).elementsEqual("...".utf8) {
                node.value = String(value.dropLast(3))
            }
            return node
        }

        /// `key: '` at `offset`: the key and the offset after the opening quote.
        private func quotedKey(at offset: Int, end: Int) -> (String, Int)? {
            for (key, prefix) in quotedPrefixes where has(prefix, at: offset, end: end) {
                return (key, offset + prefix.utf8CodeUnitCount)
            }
            return nil
        }

        /// Quoted text is not escaped: it ends at the first `'` followed by the end of the line
        /// (or blanks) or by `, ` and a known field. Without one, the rest of the line (cut off).
        private func quoted(from start: Int, end: Int) -> (String, Int) {
            var index = start
            while let quote = first(UInt8(ascii: "'"), in: index..<end) {
                let next = quote + 1
                if (next..<end).allSatisfy({ bytes[$0] == 0x20 }) { return (string(start..<quote), next) }
                if has(", ", at: next, end: end), knownFields.contains(where: { has($0, at: next + 2, end: end) }) {
                    return (string(start..<quote), next)
                }
                index = next
            }
            return (string(start..<end), end)
        }

        /// Where `, Selected` / `, Disabled` … begins in an unquoted value.
        private func flagStart(_ range: Range<Int>) -> Int? {
            var index = range.lowerBound
            while let comma = first(UInt8(ascii: ","), in: index..<range.upperBound) {
                let next = comma + 1
                if has(" ", at: next, end: range.upperBound),
                   knownFields.contains(where: { has($0, at: next + 1, end: range.upperBound) }) {
                    return comma
                }
                index = next
            }
            return nil
        }

        /// Where the first `}}` in `range` ends.
        private func closingBraces(_ range: Range<Int>) -> Int? {
            var index = range.lowerBound
            while let found = first(UInt8(ascii: "}"), in: index..<range.upperBound) {
                let next = found + 1
                if next < range.upperBound, bytes[next] == UInt8(ascii: "}") { return next + 1 }
                index = next
            }
            return nil
        }

        /// `{{x, y}, {w, h}}`, checked.
        private func frame(_ range: Range<Int>, file: String, at position: FilePosition) throws -> Rect? {
            guard let rect = DumpFrame.braced(UnsafeBufferPointer(rebasing: bytes[range])) else {
                throw SceneError(file: file, line: position.line, column: position.column,
                                 message: "the frame \(TerminalText.safe(String(string(range).prefix(60)))) "
                                     + "is not {{x, y}, {width, height}}")
            }
            return try DumpFrame.check(rect, file: file, at: position)
        }

        // MARK: Bytes

        /// Whether `text` is at `offset` and ends by `end`.
        package func has(_ text: StaticString, at offset: Int, end: Int) -> Bool { bytes.has(text, at: offset, end: end) }

        private func first(_ byte: UInt8, in range: Range<Int>) -> Int? { bytes.firstOffset(of: byte, in: range) }

        /// Whether `marker` is within `range`.
        package func contains(_ marker: StaticString, in range: Range<Int>) -> Bool {
            bytes.firstOffset(of: marker, in: range) != nil
        }

        /// Every offset where `marker` begins.
        package func offsets(of marker: StaticString) -> [Int] {
            var found: [Int] = []
            var from = 0
            while let at = bytes.firstOffset(of: marker, in: from..<bytes.count) {
                found.append(at)
                from = at + 1
            }
            return found
        }

        /// The text of `range` (the bytes are valid UTF-8: checked first).
        private func string(_ range: Range<Int>) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        }

        private func isAlphanumeric(_ byte: UInt8) -> Bool {
            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
        }
    }
}
