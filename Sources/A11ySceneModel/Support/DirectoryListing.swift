#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Folder reads for finding translations: one `readdir` pass, no `stat` of every entry (which
/// Foundation's directory listing does), so looking for a table costs microseconds.
package enum DirectoryListing {
    /// The names in `folder` (`""` is the current folder), without `.` and `..`; empty when it
    /// cannot be read.
    package static func names(in folder: String) -> [String] {
        guard let directory = opendir(folder.isEmpty ? "." : folder) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// The current folder, absolute (`getcwd`).
    static var currentFolder: String {
        var buffer = [CChar](repeating: 0, count: 4096)
        guard getcwd(&buffer, buffer.count) != nil else { return "/" }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Whether `path` is a regular file (or a link to one).
    package static func isFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }
}
