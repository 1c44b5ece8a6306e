#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Searches of a Swift file's bytes made before (or instead of) parsing it: whether a word is
/// there at all decides whether the syntax tree need be walked for it.
enum ByteSearch {
    /// Whether `byte` can be part of a Swift name (a letter, a digit, `_`, or a non-ASCII byte).
    static func isWordByte(_ byte: UInt8) -> Bool {
        byte == 0x5F || byte >= 0x80 || (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte)
            || (0x61...0x7A).contains(byte)
    }

    /// Whether `bytes` holds `needle`; with `startingWord`, only where no name byte precedes it
    /// (`Screen(` not inside `MyScreen(`). The first byte found by `memchr`, the rest compared in place.
    static func contains(_ bytes: [UInt8], _ needle: [UInt8], startingWord: Bool = false) -> Bool {
        guard !needle.isEmpty, bytes.count >= needle.count else { return false }
        return bytes.withUnsafeBytes { text in
            needle.withUnsafeBytes { wanted in
                guard let base = text.baseAddress, let start = wanted.baseAddress else { return false }
                let last = text.count - wanted.count
                var offset = 0
                while offset <= last, let found = memchr(base + offset, Int32(wanted[0]), last - offset + 1) {
                    let index = base.distance(to: UnsafeRawPointer(found))
                    offset = index + 1
                    guard memcmp(base + index, start, wanted.count) == 0 else { continue }
                    if !startingWord || index == 0 || !isWordByte(text[index - 1]) { return true }
                }
                return false
            }
        }
    }
}
