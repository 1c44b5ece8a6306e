/// The files one command reads, each read once: a document's own file, the storyboards its
/// references open, its translation tables and String Catalogs (ReadingInputs.md, "Read once").
///
/// An `InputDocument` owns one; every reader behind it asks the store instead of the file
/// system, so a storyboard audited in nineteen languages reads each file once, not once a
/// screen and language. The store is not shared between threads: its document holds it under
/// a lock.
package final class FileStore {
    package init() {}

    private var bytes: [String: Result<[UInt8], any Error>] = [:]
    /// What readers parsed from a file once (a String Catalog), by reader and absolute path.
    private var parsed: [String: Any] = [:]
    /// How many times each file (by absolute path) was read from disk: one, by construction.
    package private(set) var reads: [String: Int] = [:]

    /// The bytes of the file at `path` (at most `InputFile.maximumDumpSize` and one more: each
    /// reader checks its own limit), read from disk the first time only. Standard input (`-`)
    /// is read once too.
    package func bytes(_ path: String) throws -> [UInt8] {
        let key = Self.key(path)
        if let known = bytes[key] { return try known.get() }
        let read = Result { try InputFile.readBytes(path: path, limit: InputFile.maximumDumpSize) }
        reads[key, default: 0] += 1
        bytes[key] = read
        return try read.get()
    }

    /// Whether the file at `path` was read already (its bytes, or its error, kept).
    package func holds(_ path: String) -> Bool {
        bytes[Self.key(path)] != nil
    }

    /// Records what a read of `path` made elsewhere gave (its bytes, or its error), as `bytes` would have.
    package func keep(_ read: Result<[UInt8], any Error>, path: String) {
        let key = Self.key(path)
        guard bytes[key] == nil else { return }
        reads[key, default: 0] += 1
        bytes[key] = read
    }

    /// Records bytes already read (the document's own file, read to tell its format).
    package func keep(_ content: [UInt8], path: String) {
        let key = Self.key(path)
        if bytes[key] == nil { reads[key, default: 0] += 1 }
        bytes[key] = .success(content)
    }

    /// A file's key: its absolute path (standard input's `-`).
    private static func key(_ path: String) -> String { path == "-" ? "-" : FilePaths.absolute(path) }

    /// What `parse` makes of the file at `path`, made once per reader (`kind`): a String
    /// Catalog, which the translation finder asks for its languages and the loader for one
    /// language's texts.
    package func parsed<Value>(_ path: String, as kind: String, _ parse: () throws -> Value) throws -> Value {
        let key = kind + "\n" + FilePaths.absolute(path)
        if let known = parsed[key] as? Value { return known }
        let value = try parse()
        parsed[key] = value
        return value
    }
}
