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

    /// What a folder entry is, as `readdir` tells it (`lstat` where the file system does not).
    package enum Kind: Equatable, Sendable { case file, folder, link, other }

    /// The entries of `folder` with their kinds, without `.` and `..`, in the order the folder
    /// lists them; empty when it cannot be read. One `readdir` pass: a kind the file system does
    /// not report is asked of `lstat`, so walking a project's thousands of files costs no `stat`
    /// an entry (Foundation's listing, then a test of each entry, made three system calls an entry).
    /// (An entry `lstat` cannot tell, gone meanwhile, is left out.)
    package static func entries(in folder: String) -> [(name: String, kind: Kind)] {
        guard let directory = opendir(folder.isEmpty ? "." : folder) else { return [] }
        defer { closedir(directory) }
        var entries: [(name: String, kind: Kind)] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard name != "." && name != ".." else { continue }
            let kind: Kind
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_REG): kind = .file
            case Int32(DT_DIR): kind = .folder
            case Int32(DT_LNK): kind = .link
            case Int32(DT_UNKNOWN):
                guard let told = Self.kind(ofEntry: joined(folder, name)) else { continue }
                kind = told
            default: kind = .other
            }
            entries.append((name, kind))
        }
        return entries
    }

    /// The kind of the entry at `path` itself (a link is a link), by `lstat`; nil where there is none.
    static func kind(ofEntry path: String) -> Kind? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .folder
        case S_IFLNK: return .link
        default: return .other
        }
    }

    /// Whether `path` leads to a folder, links followed (`stat`).
    package static func isFolder(_ path: String) -> Bool { target(path) == .folder }

    /// What `path` leads to, links followed (`stat`): nil for nothing (a broken link).
    package static func target(_ path: String) -> Kind? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .folder
        default: return .other
        }
    }

    /// Whether anything is at `path`, links followed (`stat`: a broken link is nothing).
    package static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    /// `folder/name`, with one slash between (`/name` in the root).
    package static func joined(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
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
