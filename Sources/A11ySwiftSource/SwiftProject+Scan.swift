import A11ySceneModel
import Foundation

/// The project's files found and scanned (SwiftSourceReading.md, "Views of the project"): its folder
/// walked, each Swift file's declared names found by a scan of its bytes, by several workers for a
/// large project.
extension SwiftProject {
    /// The names each of `paths` declares (`declaredNames`; nil for a file that cannot be read or is too
    /// large), each file read through `store` (a file scanned here and parsed later is read once). A large
    /// project's files are read and scanned by as many workers as the machine has cores (its other
    /// thread is parsing the file being read, a millisecond or two), then kept in the store in order.
    static func scanned(_ paths: [String], store: FileStore) -> [[String]?] {
        let pending = paths.indices.filter { !store.holds(paths[$0]) }
        let workers = min(ProcessInfo.processInfo.activeProcessorCount, pending.count / minimumFilesAWorker)
        let results = ScanResults(count: paths.count)
        if workers > 1 {
            DispatchQueue.concurrentPerform(iterations: workers) { _ in
                while let index = results.next(of: pending) {
                    let read = Result { try InputFile.readBytes(path: paths[index], limit: InputFile.maximumDumpSize) }
                    let names = (try? read.get())
                        .flatMap { $0.count <= SwiftSourceFile.maximumSize ? declaredNames(in: $0) : nil }
                    results.set(index, read: read, names: names)
                }
            }
        }
        return paths.indices.map { index in
            if let (read, names) = results.result(index) {
                // (A failed read kept too: the file is not read again, as the store's own read would not be.)
                store.keep(read, path: paths[index])
                return names
            }
            guard let bytes = try? store.bytes(paths[index]), bytes.count <= SwiftSourceFile.maximumSize else { return nil }
            return declaredNames(in: bytes)
        }
    }

    /// The fewest files a scanning worker is started for.
    static let minimumFilesAWorker = 32

    /// The files under `root`, sorted: hidden folders, build products (`.build`, `build`,
    /// `DerivedData`, `Pods`, `Carthage`, `node_modules`), playgrounds (not the app's code) and the folders named in `skipping`
    /// left out, links to folders not followed (they may lead back up the tree), at most
    /// `maximumFiles` entries looked at.
    static func files(under root: String, skipping: Set<String> = []) -> [String] {
        let skipped = skipping.union([".build", "build", "DerivedData", "Pods", "Carthage", "node_modules"])
        var found: [String] = []
        var queue = [root]
        var entries = 0
        while let folder = queue.popLast(), entries < maximumFiles {
            for (name, kind) in DirectoryListing.entries(in: folder) where !name.hasPrefix(".") {
                entries += 1
                let path = DirectoryListing.joined(folder, name)
                switch kind {
                case .file, .other:
                    found.append(path)
                case .folder:
                    if !skipped.contains(name), !name.hasSuffix(".playground") { queue.append(path) }
                case .link:
                    // A link to a file is the file; one to a folder is not followed, a broken one is nothing.
                    if let target = DirectoryListing.target(path), target != .folder { found.append(path) }
                }
            }
        }
        return found.sorted()
    }

    /// The names after each `struct`, `enum`, `class`, `actor` and `extension` keyword of a
    /// file's bytes that starts them or follows a blank (an extension of `A.B` by `B`), and after
    /// each `func` that starts a line or follows only the modifiers that start it (a top-level
    /// function, under `functionKey`), and each such `let` and `var` (under `globalKey`), and after each
    /// `typealias` (under `aliasKey`) and each `protocol` (under `protocolKey`), in one pass
    /// (a project may hold thousands of files).
    static func declaredNames(in bytes: [UInt8]) -> [String] {
        bytes.withUnsafeBufferPointer { declaredNames(in: $0) }
    }

    /// The keywords `declaredNames` looks for, by their first letter (`a` first): one test a word.
    private static let keywordsByLetter: [[[UInt8]]] = {
        var table = [[[UInt8]]](repeating: [], count: 26)
        for keyword in ["struct ", "enum ", "class ", "actor ", "extension ", "typealias ", "protocol ", "func ", "let ",
                        "var "] {
            let bytes = Array(keyword.utf8)
            table[Int(bytes[0] - 0x61)].append(bytes)
        }
        return table
    }()

    private static func declaredNames(in bytes: UnsafeBufferPointer<UInt8>) -> [String] {
        let keywordsByLetter = Self.keywordsByLetter
        func starts(with keyword: [UInt8], at index: Int) -> Bool {
            guard index + keyword.count <= bytes.count else { return false }
            for (offset, byte) in keyword.enumerated() where bytes[index + offset] != byte { return false }
            return true
        }
        func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
        // A name's bytes, and `.` (`extension A.B`).
        func isNamePart(_ byte: UInt8) -> Bool { ByteSearch.isWordByte(byte) || byte == 0x2E }
        var names: [String] = []
        var index = 0
        // Where the current line starts, and whether it holds a brace, `=`, a quote or a slash so far
        // (kept as the scan goes: a long line is not walked again for each keyword on it).
        var lineStart = 0
        var lineHasCode = false
        while index < bytes.count {
            switch bytes[index] {
            case 0x0A:
                lineStart = index + 1
                lineHasCode = false
            case 0x7B, 0x7D, 0x3D, 0x22, 0x2F: lineHasCode = true
            default: break
            }
            // A keyword starts only at a lower-case letter after a blank or at the start.
            guard (0x61...0x7A).contains(bytes[index]), index == 0 || isBlank(bytes[index - 1]),
                  let keyword = keywordsByLetter[Int(bytes[index] - 0x61)].first(where: { starts(with: $0, at: index) })
            else {
                index += 1
                continue
            }
            index += keyword.count
            var end = index
            while end < bytes.count, isNamePart(bytes[end]) { end += 1 }
            var name = bytes[index..<end]
            // `extension A.B` extends B; any other name ends at its first dot.
            if keyword.first == 0x65, let dot = name.lastIndex(of: 0x2E) { name = name[(dot + 1)...] }
            if let dot = name.firstIndex(of: 0x2E) { name = name[..<dot] }
            // A function's (a variable's) name only where it starts its line, or follows only modifiers and
            // attributes that start it (`public func`, `@MainActor func`): a top-level one, under its own key.
            if keyword.first == 0x66 || keyword.first == 0x6C || keyword.first == 0x76 {
                let keywordStart = index - keyword.count
                let atLineStart = (keywordStart == lineStart || !isBlank(bytes[lineStart])) && !lineHasCode
                if atLineStart, !name.isEmpty {
                    names.append((keyword.first == 0x66 ? functionKey : globalKey) + String(decoding: name, as: UTF8.self))
                }
            } else if !name.isEmpty {
                // (A `typealias` and a `protocol` under their own keys: no type's declaration to parse.)
                let key = keyword.first == 0x74 ? aliasKey : keyword.first == 0x70 ? protocolKey : ""
                names.append(key + String(decoding: name, as: UTF8.self))
            }
            index = end
        }
        return names
    }
}

/// What the workers of a project's scan read and found, by the file's place in the list, under a lock.
private final class ScanResults: @unchecked Sendable {
    private let lock = NSLock()
    private var taken = 0
    private var found: [(read: Result<[UInt8], any Error>, names: [String]?)?]

    init(count: Int) { found = Array(repeating: nil, count: count) }

    /// The next of `pending` no worker has taken; nil when all are.
    func next(of pending: [Int]) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard taken < pending.count else { return nil }
        taken += 1
        return pending[taken - 1]
    }

    func set(_ index: Int, read: Result<[UInt8], any Error>, names: [String]?) {
        lock.lock()
        found[index] = (read, names)
        lock.unlock()
    }

    func result(_ index: Int) -> (read: Result<[UInt8], any Error>, names: [String]?)? {
        lock.lock()
        defer { lock.unlock() }
        return found[index]
    }
}
