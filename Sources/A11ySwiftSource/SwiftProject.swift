import A11ySceneModel
import Foundation

/// The Swift files of the project a SwiftUI file belongs to, for the view types it uses from
/// its other files (SwiftSourceReading.md, "Views of the project"): found by name, each file
/// read and parsed once, and only when one of its types is used.
package final class SwiftProject: @unchecked Sendable {
    let root: String
    private let store: FileStore
    /// Each parsed file by path (nil: it could not be read or parsed).
    private var parsed: [String: SwiftSourceFile?] = [:]
    /// Type name → the files that declare or extend a type of that name, found by a scan of the text.
    private var declarations: [String: [String]]?
    /// The project's Swift files (tests aside), in path order, as the scan found them.
    private var paths: [String] = []
    /// Files already parsed elsewhere (the files being read), by standardized path: used instead
    /// of a second parse.
    private var adopted: [String: SwiftSourceFile] = [:]
    /// Whether the root holds a project's marks (`hasProjectFolder`), once looked at.
    private var marked: Bool?
    /// The app's Info.plist for the files of each folder, once read (`appInfo`).
    private var appInfos: [String: SwiftAppInfo] = [:]
    /// The Xcode project's targets' Release build settings, once read.
    private var buildSettings: [[String: String]]?
    /// The project's other files by name (`resource(named:)`), listed when first asked for.
    private var resources: [String: [String]]?
    /// The most folder entries looked at below the root.
    static let maximumFiles = 20_000

    package init(root: String, store: FileStore) {
        self.root = root
        self.store = store
    }

    /// The project of the file at `path` (SwiftStrings.projectRoot), its files read through `store`.
    package convenience init(forFile path: String, store: FileStore) {
        self.init(root: SwiftStrings.projectRoot(of: path), store: store)
    }

    /// The projects by root while `sharing` runs (nil outside it), under `sharingLock`.
    nonisolated(unsafe) private static var sharedProjects: [String: SwiftProject]?
    private static let sharingLock = NSLock()
    /// Guards `parsed`, `declarations`, `paths` and `adopted`: a shared project serves several documents.
    private let lock = NSLock()

    /// Runs `body` with the Swift files of each project sharing one project: its scan of the
    /// declarations and its parsed files are made once for all of them (a folder's audit or
    /// report opens every file of the project, and nothing changes the files meanwhile).
    /// Outside it, each document reads its project afresh.
    package static func sharing<T>(_ body: () throws -> T) rethrows -> T {
        sharingLock.lock()
        let outermost = sharedProjects == nil
        if outermost { sharedProjects = [:] }
        sharingLock.unlock()
        defer {
            if outermost {
                sharingLock.lock()
                sharedProjects = nil
                sharingLock.unlock()
            }
        }
        return try body()
    }

    /// The project of the file at `path`: the one already shared for its root inside
    /// `sharing`, else a new one reading through `store`.
    package static func forFile(_ path: String, store: FileStore) -> SwiftProject {
        let root = SwiftStrings.projectRoot(of: path)
        sharingLock.lock()
        defer { sharingLock.unlock() }
        if let found = sharedProjects?[root] { return found }
        let project = SwiftProject(root: root, store: store)
        sharedProjects?[root] = project
        return project
    }

    /// A parsed file of the project that declares the view type `name`, and the type; nil when
    /// no file does (a view of another module).
    func viewType(_ name: String, besides current: String) -> SwiftSourceFile? {
        files(declaring: name, besides: current).first { $0.viewTypes[name] != nil }
    }

    /// The parsed files of the project, other than `current`, that declare or extend a type
    /// named `name`, in path order.
    func files(declaring name: String, besides current: String) -> [SwiftSourceFile] {
        files(keyed: name, besides: current) { $0.declarations[name] != nil }
    }

    /// Whether a file of the project declares something named `name` by a scan of its text (a type, a
    /// `typealias` …): what a library's class is not.
    func declaresAlias(_ name: String) -> Bool {
        scanDeclarations()
        lock.lock()
        defer { lock.unlock() }
        return declarations?[Self.aliasKey + name] != nil
    }

    /// The parsed files of the project, other than `current`, with a top-level function `name`.
    func files(definingFunction name: String, besides current: String) -> [SwiftSourceFile] {
        files(keyed: Self.functionKey + name, besides: current) { $0.functions[name] != nil }
    }

    /// The prefix a top-level function's name is scanned under (`func` among the type names).
    static let functionKey = "()"

    /// The parsed files of the project, other than `current`, with a top-level variable or constant `name`.
    func files(definingGlobal name: String, besides current: String) -> [SwiftSourceFile] {
        files(keyed: Self.globalKey + name, besides: current) { $0.globals[name] != nil }
    }

    /// The prefix a top-level variable's name is scanned under (`let` and `var` among the type names).
    static let globalKey = "="
    /// The key of a `typealias` in the scan.
    static let aliasKey = "typealias "

    /// Takes `file` (the file being read, parsed already) as the project's copy of its path: a
    /// lookup from another file finds its declarations, not those of a second parse.
    func adopt(_ file: SwiftSourceFile) {
        lock.lock()
        defer { lock.unlock() }
        let key = Self.standardized(file.path)
        if adopted[key] === file { return }
        adopted[key] = file
        // A copy parsed before (another document's lookup reached this file) gives way to it.
        for path in parsed.keys where Self.standardized(path) == key { parsed[path] = .some(file) }
    }

    /// The project's files, other than `current`, whose text makes an instance of `type`
    /// (`Type(` or `Type.init(`), in path order, parsed one by one as they are asked for: where
    /// the code that shows a screen is.
    func files(making type: String, besides current: String) -> some Sequence<SwiftSourceFile> {
        files(mentioning: [type + "(", type + ".init("], besides: current)
    }

    /// The project's files, other than `current`, whose text holds one of `texts` starting a word,
    /// in path order, parsed one by one as they are asked for.
    func files(mentioning texts: [String], besides current: String) -> some Sequence<SwiftSourceFile> {
        lock.lock()
        if declarations == nil { declarations = scan() }
        let patterns = texts.map { Array($0.utf8) }
        let here = Self.standardized(current)
        let candidates = paths.filter { path in
            guard let bytes = try? store.bytes(path),
                  patterns.contains(where: { ByteSearch.contains(bytes, $0, startingWord: true) }) else { return false }
            return Self.standardized(path) != here
        }
        lock.unlock()
        return candidates.lazy.compactMap { [self] path in parsedFile(path) }
    }

    /// What the app bundles of the project's files named `name` (a resource Xcode copies into it:
    /// `Chapters.json`).
    enum Resource { case found(String), missing, several }

    /// The project's file named `name`: the only one (tests' aside), else the one not in a language's
    /// folder, else the base language's (`Base.lproj`, `en.lproj`), as the bundle looks; a folder the app
    /// holds as a resource (`Strings.bundle`, a language's `de.lproj` outside one); `several` where
    /// which one the app holds depends on its targets. The project's other files are listed once, when
    /// first asked for, outside the lock (a walk of the folder).
    func resource(named name: String) -> Resource {
        lock.lock()
        let listed = resources
        lock.unlock()
        let index: [String: [String]]
        if let listed {
            index = listed
        } else {
            var found: [String: [String]] = [:]
            var folders: Set<String> = []
            for path in Self.files(under: root) where !path.hasSuffix(".swift") {
                let relative = path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
                let parts = relative.split(separator: "/").dropLast()
                guard !parts.contains(where: { $0.hasSuffix("Tests") || $0.hasSuffix("Specs") }) else { continue }
                found[(path as NSString).lastPathComponent, default: []].append(path)
                // The folders the app holds as resources: a sub-bundle (`Strings.bundle`), and a language's
                // folder outside one (Xcode merges those of a language into one).
                var folder = path.hasPrefix(root + "/") ? root : ""
                for part in parts {
                    folder += "/" + part
                    guard part.hasSuffix(".bundle") || part.hasSuffix(".lproj") else { continue }
                    if folders.insert(folder).inserted { found[String(part), default: []].append(folder) }
                    if part.hasSuffix(".bundle") { break }
                }
            }
            lock.lock()
            resources = found
            lock.unlock()
            index = found
        }
        let paths = index[name] ?? []
        guard !paths.isEmpty else { return .missing }
        if paths.count == 1 || name.hasSuffix(".lproj") { return .found(paths[0]) }
        let plain = paths.filter { !$0.contains(".lproj/") }
        if plain.count == 1 { return .found(plain[0]) }
        let base = paths.filter { $0.contains("/Base.lproj/") || $0.contains("/en.lproj/") }
        return plain.isEmpty && base.count == 1 ? .found(base[0]) : .several
    }

    /// The bytes of a resource `resource(named:)` found, read once; nil when larger than `limit`.
    func resourceBytes(_ path: String, limit: Int) throws -> [UInt8]? {
        // (Its size asked first: a large file is not read into the store.)
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? nil
        guard let size, size <= limit else { return nil }
        lock.lock()
        defer { lock.unlock() }
        return try store.bytes(path)
    }

    /// The file at `path` (one of the scan's), parsed once.
    private func parsedFile(_ path: String) -> SwiftSourceFile? {
        lock.lock()
        defer { lock.unlock() }
        return parsedLocked(path)
    }

    /// `parsedFile` with the lock held.
    private func parsedLocked(_ path: String) -> SwiftSourceFile? {
        if parsed[path] == nil {
            parsed[path] = .some(adopted[Self.standardized(path)]
                ?? (try? store.bytes(path)).flatMap { bytes in
                    String(validating: bytes, as: UTF8.self).flatMap { try? SwiftSourceFile(path: path, text: $0) }
                })
        }
        return parsed[path] ?? nil
    }

    private func files(keyed name: String, besides current: String, where defines: (SwiftSourceFile) -> Bool)
        -> [SwiftSourceFile] {
        lock.lock()
        defer { lock.unlock() }
        if declarations == nil { declarations = scan() }
        return (declarations?[name] ?? []).filter { !SwiftProject.same($0, current) }.compactMap { path in
            guard let file = parsedLocked(path), defines(file) else { return nil }
            return file
        }
    }

    private static func same(_ a: String, _ b: String) -> Bool {
        standardized(a) == standardized(b)
    }

    private static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// The Info.plist of the app whose code the file at `path` is (SwiftAppInfo), read once a folder.
    func appInfo(forFile path: String) -> SwiftAppInfo {
        let folder = (Self.standardized(path) as NSString).deletingLastPathComponent
        lock.lock()
        let known = appInfos[folder]
        var settings = buildSettings
        lock.unlock()
        if let known { return known }
        // Read without the lock held (other documents' lookups go on meanwhile).
        if settings == nil { settings = XcodeBuildSettings.read(under: Self.standardized(root)) }
        let info = SwiftAppInfo.load(forFile: Self.standardized(path), root: Self.standardized(root), targets: settings ?? [])
        lock.lock()
        buildSettings = settings
        appInfos[folder] = info
        lock.unlock()
        return info
    }

    /// Whether the root is a project's folder (an `.xcodeproj`, a `Package.swift`, `.git`), not the
    /// file's own folder taken for want of one; looked at once.
    var hasProjectFolder: Bool {
        lock.lock()
        defer { lock.unlock() }
        if marked == nil { marked = SwiftStrings.isProjectFolder(root) }
        return marked ?? false
    }

    /// Scans the project's files for the types they declare now, if not yet done (a document does
    /// it while its own file is parsed on another thread, so the first lookup need not wait).
    package func scanDeclarations() {
        lock.lock()
        defer { lock.unlock() }
        if declarations == nil { declarations = scan() }
    }

    /// The struct names each Swift file under the root declares (`struct Name`), by a scan of
    /// its text: a file is parsed only when a view of it is used.
    private func scan() -> [String: [String]] {
        var found: [String: [String]] = [:]
        paths = Self.files(under: root, skipping: ["Tests"]).filter { $0.hasSuffix(".swift") }
        let names = Self.scanned(paths, store: store)
        for (path, declared) in zip(paths, names) {
            guard let declared else { continue }
            for type in Set(declared) {
                found[type, default: []].append(path)
            }
        }
        return found
    }

    /// The names each of `paths` declares (`declaredNames`; nil for a file that cannot be read or is too
    /// large), each file read through `store` (a file scanned here and parsed later is read once). A large
    /// project's files are read and scanned by as many workers as the machine has cores (its other
    /// thread is parsing the file being read, a millisecond or two), then kept in the store in order.
    private static func scanned(_ paths: [String], store: FileStore) -> [[String]?] {
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
    /// `typealias` (under `aliasKey`), in one pass
    /// (a project may hold thousands of files).
    static func declaredNames(in bytes: [UInt8]) -> [String] {
        bytes.withUnsafeBufferPointer { declaredNames(in: $0) }
    }

    /// The keywords `declaredNames` looks for, by their first letter (`a` first): one test a word.
    private static let keywordsByLetter: [[[UInt8]]] = {
        var table = [[[UInt8]]](repeating: [], count: 26)
        for keyword in ["struct ", "enum ", "class ", "actor ", "extension ", "typealias ", "func ", "let ", "var "] {
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
                // (A `typealias` under its own key: no type's declaration to parse.)
                names.append((keyword.first == 0x74 ? aliasKey : "") + String(decoding: name, as: UTF8.self))
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
