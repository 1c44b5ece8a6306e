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
    /// The apps of the project's XcodeGen specs, once read (where it keeps no Xcode project).
    private var xcodeGenApps: XcodeGenApps?
    private var xcodeTargets: XcodeBuildFlags?
    /// The project's other files by name (`resource(named:)`), listed when first asked for.
    private var resources: [String: [String]]?
    /// The resources by R.swift's names for them (`generatedResource`), listed when first asked for.
    private var generatedResources: [GeneratedResource: [String: String]]?
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

    /// The parsed files of the project, other than `current`, declaring a protocol named `name`.
    func files(declaringProtocol name: String, besides current: String) -> [SwiftSourceFile] {
        files(keyed: Self.protocolKey + name, besides: current) { $0.protocols[name] != nil }
    }

    /// The parsed files of the project, other than `current`, with a `typealias` named `name`.
    func files(aliasing name: String, besides current: String) -> [SwiftSourceFile] {
        files(keyed: Self.aliasKey + name, besides: current) { $0.aliases[name] != nil }
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
    /// The key of a `protocol` in the scan (kept apart from types: a protocol is no type the code makes).
    static let protocolKey = "protocol "

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
    /// (`Type(`, `Type.init(`, or `.init(` where the file names the type: a function or property
    /// declared to give one), in path order, parsed one by one as they are asked for: where the
    /// code that shows a screen is.
    func files(making type: String, besides current: String) -> some Sequence<SwiftSourceFile> {
        files(mentioning: [type + "(", type + ".init("], orAll: [".init(", type], besides: current)
    }

    /// Whether one of the project's files holds one of `texts` starting a word (read, not parsed).
    func anyFileMentions(_ texts: [String]) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        if declarations == nil { declarations = scan() }
        let patterns = texts.map { Array($0.utf8) }
        return paths.contains { path in
            guard let bytes = try? store.bytes(path) else { return false }
            return patterns.contains { ByteSearch.contains(bytes, $0, startingWord: true) }
        }
    }

    /// The project's files, other than `current`, whose text holds one of `texts` starting a word
    /// (anywhere, without `startingWord`; or every one of `all`), in path order, parsed one by one as
    /// they are asked for.
    func files(mentioning texts: [String], orAll all: [String] = [], besides current: String, startingWord: Bool = true)
        -> some Sequence<SwiftSourceFile> {
        lock.lock()
        if declarations == nil { declarations = scan() }
        let patterns = texts.map { Array($0.utf8) }, together = all.map { Array($0.utf8) }
        let here = Self.standardized(current)
        let candidates = paths.filter { path in
            guard let bytes = try? store.bytes(path),
                  patterns.contains(where: { ByteSearch.contains(bytes, $0, startingWord: startingWord) })
                    || !together.isEmpty && together.allSatisfy({ ByteSearch.contains(bytes, $0, startingWord: true) })
            else { return false }
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
        let index = resourceIndex()
        let paths = index[name] ?? []
        guard !paths.isEmpty else { return .missing }
        if paths.count == 1 || name.hasSuffix(".lproj") { return .found(paths[0]) }
        let plain = paths.filter { !$0.contains(".lproj/") }
        if plain.count == 1 { return .found(plain[0]) }
        let base = paths.filter { $0.contains("/Base.lproj/") || $0.contains("/en.lproj/") }
        return plain.isEmpty && base.count == 1 ? .found(base[0]) : .several
    }

    /// The resources R.swift names (SwiftStrings.generatedName): the asset catalogs' image sets (`close-icon.imageset`
    /// is `closeIcon`) and the nibs (`CoinViewCell.xib` is `coinViewCell`), each by kind and generated name, as
    /// `UIImage(named:)` and `UINib(nibName:bundle:)` take them; the first in path order keeps a name. Listed once.
    func generatedResource(_ kind: GeneratedResource, named name: String) -> String? {
        lock.lock()
        let listed = generatedResources
        lock.unlock()
        if let listed { return listed[kind]?[name] }
        var found: [GeneratedResource: [String: String]] = [:]
        func add(_ kind: GeneratedResource, _ resource: String) {
            let generated = SwiftStrings.generatedName(resource)
            if found[kind, default: [:]][generated] == nil { found[kind, default: [:]][generated] = resource }
        }
        let index = resourceIndex()
        for path in (index["Contents.json"] ?? []).sorted() {
            let folder = (path as NSString).deletingLastPathComponent
            if folder.hasSuffix(".imageset") {
                add(.image, ((folder as NSString).lastPathComponent as NSString).deletingPathExtension)
            }
        }
        for file in index.keys.sorted() where file.hasSuffix(".xib") { add(.nib, String(file.dropLast(".xib".count))) }
        lock.lock()
        generatedResources = found
        lock.unlock()
        return found[kind]?[name]
    }

    enum GeneratedResource { case image, nib }

    /// The project's storyboards (each as the bundle holds it: see `resource(named:)`) that name `className` as a
    /// class (`customClass="LoginViewController"`), in path order; each file's bytes read once (up to 16 MB).
    func storyboards(naming className: String) -> [String] {
        let wanted = Array("customClass=\"\(className)\"".utf8)
        return resourceIndex().keys.filter { $0.hasSuffix(".storyboard") }.sorted().compactMap { name in
            guard case .found(let path) = resource(named: name),
                  let bytes = try? resourceBytes(path, limit: 16 << 20), ByteSearch.contains(bytes, wanted) else { return nil }
            return path
        }
    }

    /// The project's other files by name, and the resource folders (a `.bundle`, a `.lproj`), listed once.
    private func resourceIndex() -> [String: [String]] {
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
        return index
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

    /// `path` from the file system's root, `..` and `.` resolved: a relative one (as given on the command line)
    /// from the working folder.
    static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// The Info.plist of the app whose code the file at `path` is (SwiftAppInfo), read once a folder.
    func appInfo(forFile path: String) -> SwiftAppInfo {
        let folder = (Self.standardized(path) as NSString).deletingLastPathComponent
        lock.lock()
        let known = appInfos[folder]
        var settings = buildSettings
        var generatedApps = xcodeGenApps
        lock.unlock()
        if let known { return known }
        // Read without the lock held (other documents' lookups go on meanwhile).
        let root = Self.standardized(root), file = Self.standardized(path)
        if settings == nil { settings = XcodeBuildSettings.read(under: root) }
        // No Xcode project: the one XcodeGen would generate from the project's spec.
        if settings?.isEmpty == true, generatedApps == nil { generatedApps = XcodeGenApps.read(under: root) }
        let generated = settings?.isEmpty == true ? generatedApps?.app(forFile: file).map(SwiftAppInfo.load) : nil
        let info = generated ?? SwiftAppInfo.load(forFile: file, root: root, targets: settings ?? [])
        lock.lock()
        buildSettings = settings
        xcodeGenApps = generatedApps
        appInfos[folder] = info
        lock.unlock()
        return info
    }

    /// The build flags of the app that compiles the file at `path` (XcodeBuildFlags); the projects read once.
    func buildFlags(forFile path: String) -> Set<String> { targets().flags(forFile: path) }

    /// The names of the files built with the file at `path` by the Xcode targets that compile it; nil where none does.
    func filesBuilt(with path: String) -> Set<String>? { targets().filesBuilt(with: path) }

    /// The Xcode projects' targets, read once.
    private func targets() -> XcodeBuildFlags {
        lock.lock()
        let known = xcodeTargets
        lock.unlock()
        if let known { return known }
        // Read without the lock held (other documents' lookups go on meanwhile).
        let read = XcodeBuildFlags.read(under: Self.standardized(root))
        lock.lock()
        xcodeTargets = read
        lock.unlock()
        return read
    }

    /// Whether the root is a project's folder (an `.xcodeproj`, a `Package.swift`, `.git`), not the
    /// file's own folder taken for want of one; looked at once.
    var hasProjectFolder: Bool {
        lock.lock()
        defer { lock.unlock() }
        if marked == nil {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
            marked = SwiftStrings.isProjectFolder(root, names: names)
                || SwiftStrings.isProjectFolder(root, names: names, generated: true)
        }
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
}
