#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes files so that a reader, or a run that is interrupted, never sees half of one.
///
/// The new content goes to a temporary file in the same folder (`.NAME.voicenav-XXXXXX`),
/// is flushed to disk, takes the old file's permissions, and is renamed over the old file in
/// one step: the file is either all of its old content or all of its new content. Writing
/// through a symbolic link replaces the file the link points to and keeps the link.
///
/// ```swift
/// try AtomicFile.write("scene: 1\n", to: "app.yaml")
/// ```
public enum AtomicFile {
    /// Replaces the file at `path` with `text` (UTF-8).
    public static func write(_ text: String, to path: String) throws {
        try write(Array(text.utf8), to: path)
    }

    /// Replaces the file at `path` with `bytes`.
    public static func write(_ bytes: [UInt8], to path: String) throws {
        let pending = try Pending(path: path)
        do {
            try pending.append(bytes)
            try pending.commit()
        } catch {
            pending.discard()
            throw error
        }
    }

    /// The file a write to `path` replaces: `path` itself, or where a symbolic link there
    /// points (followed to the end; a dangling link's target is created).
    public static func destination(of path: String) -> String {
        var current = path
        for _ in 0..<40 {
            var buffer = [CChar](repeating: 0, count: 4096)
            let length = readlink(current, &buffer, buffer.count - 1)
            guard length > 0 else { return current }
            let target = String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if target.hasPrefix("/") {
                current = target
            } else {
                let folder = current.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
                current = folder.isEmpty ? target : (current.hasPrefix("/") && folder.isEmpty ? "/" : folder + "/") + target
            }
        }
        return current
    }

    /// Whether `a` and `b` name the same existing file (after links: same device and inode).
    public static func sameFile(_ a: String, _ b: String) -> Bool {
        var first = stat(), second = stat()
        guard stat(a, &first) == 0, stat(b, &second) == 0 else { return false }
        return first.st_dev == second.st_dev && first.st_ino == second.st_ino
    }

    /// A file being written: bytes go to the temporary file; `commit` puts it in place,
    /// `discard` removes it and leaves the old file as it was.
    public final class Pending {
        /// The file that `commit` replaces.
        public let target: String
        /// The temporary file beside it.
        public let temporaryPath: String
        private var descriptor: Int32

        /// Opens a temporary file beside the file `path` (or the file its link points to).
        public init(path: String) throws {
            target = AtomicFile.destination(of: path)
            let parts = target.split(separator: "/", omittingEmptySubsequences: false)
            let name = String(parts.last ?? "")
            guard !name.isEmpty, name != ".", name != ".." else {
                throw AtomicFileError(path: path, reason: "it names a folder, not a file")
            }
            let folder = parts.dropLast().joined(separator: "/")
            let prefix = folder.isEmpty ? (target.hasPrefix("/") ? "/" : "") : folder + "/"
            var template = Array((prefix + "." + name + ".voicenav-XXXXXX").utf8CString)
            descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
            guard descriptor >= 0 else { throw AtomicFileError(path: path, reason: String(cString: strerror(errno))) }
            // The name mkstemp filled in, without its terminating zero.
            temporaryPath = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            // The old file's permissions, else what a new file gets (0666 less the umask).
            var old = stat()
            let mode: mode_t
            if stat(target, &old) == 0 {
                if (old.st_mode & S_IFMT) == S_IFDIR {
                    // Closed once: `deinit` runs for an object whose initializer throws here, and
                    // closing again could close another thread's file that took the number.
                    close(descriptor)
                    descriptor = -1
                    unlink(temporaryPath)
                    throw AtomicFileError(path: path, reason: "it is a folder")
                }
                mode = old.st_mode & 0o7777
            } else {
                let mask = umask(0)
                umask(mask)
                mode = 0o666 & ~mask
            }
            fchmod(descriptor, mode)
        }

        deinit { if descriptor >= 0 { discard() } }

        /// Appends `bytes` to the temporary file.
        public func append(_ bytes: [UInt8]) throws {
            try bytes.withUnsafeBytes { try append($0) }
        }

        /// Appends the bytes in `buffer` (no copy: a sink writes its samples straight through).
        public func append(_ buffer: UnsafeRawBufferPointer) throws {
            guard descriptor >= 0 else { throw AtomicFileError(path: target, reason: "it was already closed") }
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw AtomicFileError(path: target, reason: String(cString: strerror(errno)))
                }
                offset += written
            }
        }

        /// Writes `bytes` at `offset` of the temporary file (a header filled in at the end).
        public func overwrite(_ bytes: [UInt8], at offset: Int) throws {
            guard descriptor >= 0 else { throw AtomicFileError(path: target, reason: "it was already closed") }
            let written = bytes.withUnsafeBytes { pwrite(descriptor, $0.baseAddress!, bytes.count, off_t(offset)) }
            if written != bytes.count { throw AtomicFileError(path: target, reason: String(cString: strerror(errno))) }
        }

        /// Flushes the temporary file and renames it over the target.
        public func commit() throws {
            guard descriptor >= 0 else { throw AtomicFileError(path: target, reason: "it was already closed") }
            let synced = fsync(descriptor)
            let syncError = errno
            close(descriptor)
            descriptor = -1
            guard synced == 0 || syncError == EINVAL else {
                unlink(temporaryPath)
                throw AtomicFileError(path: target, reason: String(cString: strerror(syncError)))
            }
            guard rename(temporaryPath, target) == 0 else {
                let reason = String(cString: strerror(errno))
                unlink(temporaryPath)
                throw AtomicFileError(path: target, reason: reason)
            }
        }

        /// Removes the temporary file; the target stays as it was.
        public func discard() {
            if descriptor >= 0 { close(descriptor); descriptor = -1 }
            unlink(temporaryPath)
        }
    }
}

/// `write(2)`, under a name the writer's own methods do not hide.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}

/// A file that could not be written, and why; the old file, if any, is untouched.
public struct AtomicFileError: Error, CustomStringConvertible, Sendable {
    public var path: String
    public var reason: String
    public var description: String { "cannot write \(path): \(reason)" }
}
