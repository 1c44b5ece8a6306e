import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Byte-level checks every XML reader makes before and while it parses (Interface Builder
/// files with Foundation's parser, page sources with ours): the limits that keep a hostile
/// file cheap, invalid UTF-8, document type declarations and processing instructions, and
/// where each start tag is.
package enum XMLBytes {
    /// The deepest nesting accepted (real files nest about 30 levels).
    package static let maximumDepth = 200
    /// The most elements accepted (the largest real storyboards have about 5,000).
    package static let maximumElements = 500_000

    /// The offset of the first byte that is not part of valid UTF-8 (overlong forms,
    /// surrogates and code points past U+10FFFF included), or nil.
    package static func firstInvalidUTF8(in data: some ContiguousBytes) -> Int? {
        data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> Int? in
            let bytes = buffer.bindMemory(to: UInt8.self)
            var index = 0
            let count = bytes.count
            while index < count {
                // ASCII (nearly all of an Interface Builder file) eight bytes at a time.
                if index + 8 <= count,
                   UnsafeRawBufferPointer(bytes).loadUnaligned(fromByteOffset: index, as: UInt64.self)
                       & 0x8080_8080_8080_8080 == 0 {
                    index += 8
                    continue
                }
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

    /// Where every start tag begins, in file order: the `<` of each element (not of end tags,
    /// comments, CDATA sections or the declaration). Stops early (returning what it has) if it
    /// finds more than `expected`, so a mismatch is seen by the count.
    package static func startTagPositions(in data: Data, expected: Int) -> [FilePosition] {
        data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> [FilePosition] in
            guard let base = buffer.baseAddress else { return [] }
            let bytes = buffer.bindMemory(to: UInt8.self)
            let count = buffer.count
            var result: [FilePosition] = []
            result.reserveCapacity(min(expected, count / 16 + 16))
            var line = 1, lineStart = 0, scanned = 0
            /// Counts the lines up to `offset`.
            func advanceLines(to offset: Int) {
                while scanned < offset, let found = memchr(base + scanned, 0x0A, offset - scanned) {
                    let index = base.distance(to: UnsafeRawPointer(found))
                    line += 1
                    lineStart = index + 1
                    scanned = index + 1
                }
                scanned = max(scanned, offset)
            }
            /// The offset just past the first `terminator` at or after `from`, or the end.
            func skip(past terminator: [UInt8], from: Int) -> Int {
                var index = from
                while index < count, let found = memchr(base + index, Int32(terminator[0]), count - index) {
                    let at = base.distance(to: UnsafeRawPointer(found))
                    if at + terminator.count <= count, (0..<terminator.count).allSatisfy({ bytes[at + $0] == terminator[$0] }) {
                        return at + terminator.count
                    }
                    index = at + 1
                }
                return count
            }
            var offset = 0
            var columnLineStart = -1, columnCursor = 0, column = 1
            while offset < count, let found = memchr(base + offset, 0x3C, count - offset) {
                let index = base.distance(to: UnsafeRawPointer(found))
                let next = index + 1 < count ? bytes[index + 1] : 0
                switch next {
                case 0x2F:   // </end>
                    offset = index + 2
                case 0x3F:   // <?…?>
                    offset = skip(past: [0x3F, 0x3E], from: index + 2)
                case 0x21:   // <!-- … -->, <![CDATA[ … ]]>
                    if index + 3 < count, bytes[index + 2] == 0x2D, bytes[index + 3] == 0x2D {
                        offset = skip(past: [0x2D, 0x2D, 0x3E], from: index + 4)
                    } else if index + 2 < count, bytes[index + 2] == 0x5B {
                        offset = skip(past: [0x5D, 0x5D, 0x3E], from: index + 3)
                    } else {
                        offset = skip(past: [0x3E], from: index + 2)
                    }
                default:
                    advanceLines(to: index)
                    // Characters, not bytes: UTF-8 continuation bytes do not start one. Counted
                    // on from the last tag of the same line, so a file on one line costs one pass.
                    if columnLineStart != lineStart {
                        columnLineStart = lineStart
                        columnCursor = lineStart
                        column = 1
                    }
                    while columnCursor < index {
                        if bytes[columnCursor] & 0xC0 != 0x80 { column += 1 }
                        columnCursor += 1
                    }
                    result.append(FilePosition(line: line, column: column))
                    if result.count > expected { return result }
                    offset = index + 1
                }
            }
            return result
        }
    }

    /// The offset of the first `<?` that is not the XML declaration opening the file (after
    /// an optional byte order mark), or nil.
    package static func firstProcessingInstruction(in data: Data) -> Int? {
        let start = data.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        return firstMarkup(0x3F, in: data) { offset, rest in offset != start || !startsXMLDeclaration(rest) }
    }

    /// Whether the bytes after a `<?` are the XML declaration's: `xml` and a blank.
    package static func startsXMLDeclaration(_ rest: some Collection<UInt8>) -> Bool {
        rest.starts(with: "xml".utf8) && rest.dropFirst(3).first.map { [0x20, 0x09, 0x0A, 0x0D].contains($0) } == true
    }

    /// The offset of the first `<!DOCTYPE` or `<!ENTITY`, or nil.
    package static func firstDeclaration(in data: some ContiguousBytes) -> Int? {
        firstMarkup(0x21, in: data) { _, rest in rest.starts(with: "DOCTYPE".utf8) || rest.starts(with: "ENTITY".utf8) }
    }

    /// The offset of the first `<` followed by `marker` that `matches` accepts (given that
    /// offset and the bytes after the marker), or nil. `memchr` finds each marker byte (`!`
    /// and `?` are rare in these files) at memory speed, so a scan costs little next to the
    /// parse.
    package static func firstMarkup(_ marker: UInt8, in data: some ContiguousBytes,
                                    where matches: (_ offset: Int, _ rest: Slice<UnsafeRawBufferPointer>) -> Bool) -> Int? {
        data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> Int? in
            guard let base = buffer.baseAddress else { return nil }
            var offset = 0
            while offset < buffer.count, let found = memchr(base + offset, Int32(marker), buffer.count - offset) {
                let index = base.distance(to: UnsafeRawPointer(found))
                offset = index + 1
                if index > 0, buffer[index - 1] == 0x3C, matches(index - 1, buffer[(index + 1)...]) { return index - 1 }
            }
            return nil
        }
    }

    package static func position(ofByte offset: Int, in data: Data) -> FilePosition {
        var line = 1, column = 1
        for byte in data.prefix(offset) {
            if byte == 10 { line += 1; column = 1 } else { column += 1 }
        }
        return FilePosition(line: line, column: column)
    }
}
