/// The files one command reads, each read once: a document's own file, the storyboards its
/// references open, its translation tables and String Catalogs (InputDocument.md, "Read once").
///
/// An `InputDocument` owns one; every reader behind it asks the store instead of the file
/// system, so a storyboard audited in nineteen languages reads each file once, not once a
/// screen and language. The store is not shared between threads: its document holds it under
/// a lock.
final class FileStore {
    private var bytes: [String: Result<[UInt8], any Error>] = [:]
    private var catalogs: [String: StringCatalog] = [:]
    /// How many times each file (by absolute path) was read from disk: one, by construction.
    private(set) var reads: [String: Int] = [:]

    /// The bytes of the file at `path` (at most `InputFile.maximumDumpSize` and one more: each
    /// reader checks its own limit), read from disk the first time only. Standard input (`-`)
    /// is read once too.
    func bytes(_ path: String) throws -> [UInt8] {
        let key = path == "-" ? "-" : FilePaths.absolute(path)
        if let known = bytes[key] { return try known.get() }
        let read = Result { try InputFile.readBytes(path: path, limit: InputFile.maximumDumpSize) }
        reads[key, default: 0] += 1
        bytes[key] = read
        return try read.get()
    }

    /// Records bytes already read (the document's own file, read to tell its format).
    func keep(_ content: [UInt8], path: String) {
        let key = path == "-" ? "-" : FilePaths.absolute(path)
        if bytes[key] == nil { reads[key, default: 0] += 1 }
        bytes[key] = .success(content)
    }

    /// A String Catalog read and parsed once (TranslationFinder asks it for its languages,
    /// TranslationLoader for one language's texts).
    func catalog(_ path: String) throws -> StringCatalog {
        let key = FilePaths.absolute(path)
        if let known = catalogs[key] { return known }
        var body = try TranslationLoader.bytes(path, store: self)
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body.removeFirst(3) }
        let read = try StringCatalogReader.read(body, file: path)
        catalogs[key] = read
        return read
    }
}
