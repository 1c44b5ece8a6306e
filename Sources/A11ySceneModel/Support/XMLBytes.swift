import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Byte-level checks the XML reader (`XMLByteReader`, for Interface Builder files and page
/// source) makes before it parses: the limits that keep a hostile file cheap, invalid UTF-8,
/// document type declarations, the XML declaration.
package enum XMLBytes {
    /// The deepest nesting accepted (real files nest about 30 levels).
    package static let maximumDepth = 200
    /// The most elements accepted (the largest real storyboards have about 5,000).
    package static let maximumElements = 500_000

    /// The offset of the first byte that is not part of valid UTF-8 (overlong forms,
    /// surrogates and code points past U+10FFFF included), or nil.
    static func firstInvalidUTF8(in data: some ContiguousBytes) -> Int? {
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

    /// Whether the bytes after a `<?` are the XML declaration's: `xml` and a blank.
    static func startsXMLDeclaration(_ rest: some Collection<UInt8>) -> Bool {
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
    static func firstMarkup(_ marker: UInt8, in data: some ContiguousBytes,
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
}
