#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// What the byte-level dump readers share: where an offset is, a number read from bytes,
// blanks trimmed without forming characters.

/// Line and column (from 1; columns count characters) of byte offsets asked mostly in
/// increasing order: each answer continues from the last, counting lines with `memchr`.
/// Used by every byte-level reader (page source, JSON), so a minified file of one long line
/// costs one pass, not one per element.
package struct ByteLocator {
    private let bytes: [UInt8]
    private var line = 1, lineStart = 0, scanned = 0
    /// The last column worked out, and the offset it was for (on the line at `lineStart`).
    private var columnOffset = 0, column = 1

    package init(_ bytes: [UInt8]) { self.bytes = bytes }

    package mutating func position(of offset: Int) -> FilePosition {
        let offset = min(max(0, offset), bytes.count)
        if offset < scanned { self = ByteLocator(bytes) }
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            while scanned < offset, let found = memchr(base + scanned, 0x0A, offset - scanned) {
                let newline = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
                line += 1
                lineStart = newline + 1
                scanned = newline + 1
            }
            scanned = max(scanned, offset)
            if columnOffset < lineStart || columnOffset > offset { columnOffset = lineStart; column = 1 }
            while columnOffset < offset {
                if buffer[columnOffset] & 0xC0 != 0x80 { column += 1 }
                columnOffset += 1
            }
        }
        return FilePosition(line: line, column: column)
    }
}

extension ByteLocator {
    /// Throws at the line and column of the first byte of `bytes` that is not UTF-8 (the
    /// message after `prefix`), so a reader can then make strings without validating them.
    package static func requireUTF8(_ bytes: [UInt8], file: String, prefix: String = "") throws {
        guard let offset = XMLBytes.firstInvalidUTF8(in: bytes) else { return }
        var locator = ByteLocator(bytes)
        let position = locator.position(of: offset)
        throw SceneError(file: file, line: position.line, column: position.column,
                         message: prefix + "the file is not UTF-8 text (byte \(offset))")
    }
}

extension Substring {
    /// Without spaces and tabs at either end.
    package var trimmingBlanks: Substring {
        let utf8 = self.utf8
        var start = utf8.startIndex, end = utf8.endIndex
        while start < end, utf8[start] == 0x20 || utf8[start] == 0x09 { start = utf8.index(after: start) }
        while end > start, utf8[utf8.index(before: end)] == 0x20 || utf8[utf8.index(before: end)] == 0x09 {
            end = utf8.index(before: end)
        }
        return self[start..<end]
    }
}

/// A decimal number read from bytes as `Double(String)` reads it (all of them must be the
/// number), without making a string.
package enum ByteNumber {
    package static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        guard let first = bytes.first else { return nil }
        // strtod also skips leading blanks: refused, as Double(String) refuses them.
        guard first == 0x2D || first == 0x2B || first == 0x2E || (0x30...0x39).contains(first)
                || first == 0x69 || first == 0x49 || first == 0x6E || first == 0x4E else { return nil }
        guard bytes.count < 64 else { return Double(String(decoding: bytes, as: UTF8.self)) }
        // A copy ended by a zero byte, for strtod.
        var digits: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0, 0, 0)
        return withUnsafeMutableBytes(of: &digits) { buffer -> Double? in
            let text = buffer.baseAddress!.assumingMemoryBound(to: CChar.self)
            memcpy(text, bytes.baseAddress!, bytes.count)
            var stop: UnsafeMutablePointer<CChar>?
            let value = strtod(text, &stop)
            guard let stop, stop - text == bytes.count else { return nil }
            return value
        }
    }
}

/// Byte comparisons and searches the byte-level readers share (page source, debugDescription,
/// JSON), by `memcmp` and `memchr` on the buffer.
extension UnsafeBufferPointer<UInt8> {
    /// Whether `text`'s bytes are at `offset` and end by `end`.
    package func has(_ text: StaticString, at offset: Int, end: Int) -> Bool {
        let count = text.utf8CodeUnitCount
        guard offset >= 0, offset + count <= end, end <= self.count, let base = baseAddress else { return false }
        return memcmp(base + offset, text.utf8Start, count) == 0
    }

    /// Whether the bytes of `range` are exactly `text`'s.
    package func equals(_ range: Range<Int>, _ text: StaticString) -> Bool {
        range.count == text.utf8CodeUnitCount && has(text, at: range.lowerBound, end: range.upperBound)
    }

    /// The offset of the first `byte` in `range`.
    package func firstOffset(of byte: UInt8, in range: Range<Int>) -> Int? {
        guard !range.isEmpty, let base = baseAddress,
              let found = memchr(base + range.lowerBound, Int32(byte), range.count) else { return nil }
        return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
    }

    /// The offset where `text` first begins wholly within `range`.
    package func firstOffset(of text: StaticString, in range: Range<Int>) -> Int? {
        let count = text.utf8CodeUnitCount
        var offset = range.lowerBound
        while offset + count <= range.upperBound,
              let at = firstOffset(of: text.utf8Start[0], in: offset..<(range.upperBound - count + 1)) {
            if has(text, at: at, end: range.upperBound) { return at }
            offset = at + 1
        }
        return nil
    }
}
