import Foundation

/// The build flags an app is compiled with (SwiftSourceReading.md, "Conditional compilation"): the
/// names `#if WALLET` tests, which an Xcode target sets in `SWIFT_ACTIVE_COMPILATION_CONDITIONS`
/// (or as `-D NAME` in `OTHER_SWIFT_FLAGS`), its own configuration's added to the project's. The
/// targets are those whose Sources build phase lists the screen's file (in any of the projects at
/// the root), else every app target; the configuration is a target's Release one, else every one
/// whose name does not say Debug, and a flag counts when every such configuration of every such
/// target sets it (so `DEBUG` never does). Settings an `.xcconfig` file gives are not read.
struct XcodeBuildFlags: Sendable {
    /// One target of a project: whether it builds an app, the names of the files it compiles, its flags.
    struct Target: Sendable {
        let isApp: Bool
        let files: Set<String>
        let flags: Set<String>
    }

    let targets: [Target]

    /// The largest project file read (a project's is a few MB at most).
    static let maximumSize = 16 << 20

    /// The targets of the Xcode projects directly in `root`, read once.
    static func read(under root: String) -> XcodeBuildFlags {
        var targets: [Target] = []
        for path in XcodeBuildSettings.projectFiles(under: root) {
            let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
            guard size <= maximumSize, let data = FileManager.default.contents(atPath: path),
                  let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
                  let objects = plist["objects"] as? [String: Any] else { continue }
            targets += Self.targets(in: objects)
        }
        return XcodeBuildFlags(targets: targets)
    }

    /// The flags set for the app that compiles the file at `path`; empty where no target is found.
    func flags(forFile path: String) -> Set<String> {
        let name = (path as NSString).lastPathComponent
        let compiling = targets.filter { $0.files.contains(name) }
        let chosen = compiling.isEmpty ? targets.filter(\.isApp) : compiling
        guard let first = chosen.first else { return [] }
        return chosen.dropFirst().reduce(first.flags) { $0.intersection($1.flags) }
    }

    /// The names of the files the targets that compile the file at `path` compile; nil where none compiles it.
    func filesBuilt(with path: String) -> Set<String>? {
        let name = (path as NSString).lastPathComponent
        let compiling = targets.filter { $0.files.contains(name) }
        return compiling.isEmpty ? nil : compiling.reduce(into: Set<String>()) { $0.formUnion($1.files) }
    }

    private static func targets(in objects: [String: Any]) -> [Target] {
        func object(_ id: Any?) -> [String: Any]? { (id as? String).flatMap { objects[$0] as? [String: Any] } }
        let all = objects.values.compactMap { $0 as? [String: Any] }
        guard let project = all.first(where: { $0["isa"] as? String == "PBXProject" }) else { return [] }
        let shared = configurations(object(project["buildConfigurationList"]), objects: object)
        return all.filter { $0["isa"] as? String == "PBXNativeTarget" }.map { target in
            // The names of the files its Sources phase compiles.
            var files: Set<String> = []
            for phase in (target["buildPhases"] as? [String] ?? []).compactMap(object)
            where phase["isa"] as? String == "PBXSourcesBuildPhase" {
                for built in (phase["files"] as? [String] ?? []).compactMap(object) {
                    guard let reference = object(built["fileRef"]),
                          let named = reference["path"] as? String ?? reference["name"] as? String else { continue }
                    files.insert((named as NSString).lastPathComponent)
                }
            }
            var flags: Set<String>?
            for (name, settings) in released(configurations(object(target["buildConfigurationList"]), objects: object)) {
                let set = Self.flags(in: settings, project: shared[name] ?? [:])
                flags = flags.map { $0.intersection(set) } ?? set
            }
            return Target(isApp: (target["productType"] as? String).map(isApp) == true, files: files, flags: flags ?? [])
        }
    }

    /// An app's product type (an App Clip's too), not a watch app's or an extension's.
    private static func isApp(_ type: String) -> Bool {
        type == "com.apple.product-type.application" || type == "com.apple.product-type.application.on-demand-install-capable"
    }

    /// A configuration list's configurations by name, each with its build settings.
    private static func configurations(_ list: [String: Any]?, objects object: (Any?) -> [String: Any]?)
        -> [String: [String: Any]] {
        var result: [String: [String: Any]] = [:]
        for id in list?["buildConfigurations"] as? [String] ?? [] {
            guard let configuration = object(id), let name = configuration["name"] as? String else { continue }
            result[name] = configuration["buildSettings"] as? [String: Any] ?? [:]
        }
        return result
    }

    /// The Release configuration, else those whose names do not say Debug, else all.
    private static func released(_ configurations: [String: [String: Any]]) -> [(String, [String: Any])] {
        if let release = configurations["Release"] { return [("Release", release)] }
        let kept = configurations.filter { !$0.key.lowercased().contains("debug") }
        return (kept.isEmpty ? configurations : kept).map { ($0.key, $0.value) }
    }

    /// The names a target's configuration sets: `SWIFT_ACTIVE_COMPILATION_CONDITIONS` and `-D` in
    /// `OTHER_SWIFT_FLAGS` (not one handed to the C compiler, `-Xcc -DNAME`), each the project's where the
    /// target leaves it out, and with `$(inherited)` standing for the project's, as Xcode expands them.
    private static func flags(in settings: [String: Any], project: [String: Any]) -> Set<String> {
        func words(_ key: String, of settings: [String: Any]) -> [String]? {
            switch settings[key] {
            case let text as String: text.split(whereSeparator: \.isWhitespace).map(String.init)
            case let list as [String]: list.flatMap { $0.split(whereSeparator: \.isWhitespace).map(String.init) }
            default: nil
            }
        }
        func expanded(_ key: String) -> [String] {
            let inherited = words(key, of: project) ?? []
            guard let own = words(key, of: settings) else { return inherited }
            return own.flatMap { ["$(inherited)", "${inherited}", "$inherited"].contains($0) ? inherited : [$0] }
        }
        var result = Set(expanded("SWIFT_ACTIVE_COMPILATION_CONDITIONS").filter { !$0.hasPrefix("$") })
        var other = expanded("OTHER_SWIFT_FLAGS").makeIterator()
        while let word = other.next() {
            if word == "-Xcc" {
                _ = other.next()
            } else if word == "-D", let name = other.next() {
                result.insert(name)
            } else if word.hasPrefix("-D"), word.count > 2 {
                result.insert(String(word.dropFirst(2)))
            }
        }
        return result
    }
}
