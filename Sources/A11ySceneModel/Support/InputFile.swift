#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads an input file (a scene, a script, a storyboard, a suppression file) whole, with the
/// limits every reader shares: at most `maximumSize` bytes, a located error when it cannot be
/// read, `-` for standard input.
public enum InputFile {
    /// The largest input accepted (8 MB; real storyboards are a few hundred kilobytes).
    public static let maximumSize = 8 << 20
    /// The largest accessibility dump accepted (64 MB: idb writes about 250 bytes an element,
    /// so 100,000 elements are 25 MB).
    public static let maximumDumpSize = 64 << 20

    /// With `VOICENAV_TRACE_READS` set, each read is said on standard error
    /// (`voicenav: read PATH`): how the tests check that a command reads each file once.
    static let tracesReads = getenv("VOICENAV_TRACE_READS") != nil

    /// The content of a text file, or a located error saying why it cannot be read.
    public static func readText(path: String) throws -> String {
        let bytes = try readBytes(path: path)
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw SceneError(file: path, line: 1, column: 1, message: "the file is not UTF-8 text")
        }
        return text
    }

    /// The bytes of a file (at most `limit` and one more), or a located
    /// error saying why it cannot be read.
    public static func readBytes(path: String, limit: Int = maximumSize) throws -> [UInt8] {
        if tracesReads {
            let line = Array("voicenav: read \(path)\n".utf8)
            _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
        }
        let fd: Int32 = path == "-" ? 0 : open(path, O_RDONLY)
        guard fd >= 0 else {
            let reason = String(cString: strerror(errno))
            throw SceneError(file: path, line: 1, column: 1, message: "cannot open the file: \(reason)")
        }
        defer { if fd != 0 { close(fd) } }
        var info = stat()
        if fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
            throw SceneError(file: path, line: 1, column: 1, message: "this is a directory; give the path of a scene file")
        }
        // A regular file is read in one call into an array of its size (one more byte to see
        // the end); a pipe or a growing file in chunks. No buffer is zeroed or copied.
        let size = info.st_size > 0 ? min(Int(info.st_size), limit) + 1 : 65536
        var bytes: [UInt8] = []
        while bytes.count <= limit {
            var failure: Int32 = 0
            let chunk = [UInt8](unsafeUninitializedCapacity: bytes.isEmpty ? size : 65536) { buffer, initialized in
                let count = read(fd, buffer.baseAddress, buffer.count)
                if count < 0 { failure = errno }
                initialized = max(0, count)
            }
            if failure == EINTR { continue }
            if failure != 0 {
                throw SceneError(file: path, line: 1, column: 1,
                                 message: "cannot read the file: \(String(cString: strerror(failure)))")
            }
            if chunk.isEmpty { break }
            if bytes.isEmpty { bytes = chunk } else { bytes += chunk }
        }
        return bytes
    }
}
