import Foundation
import Yams

/// The apps an XcodeGen project spec (`project.yml`) describes, for a project that keeps no
/// `.xcodeproj` (SwiftSourceReading.md, "What the source fixes"): each application target's code
/// folders, those of the targets it depends on, its Info.plist and its Release build settings, as
/// XcodeGen would generate them. Specs are read with their `include`s, merged as XcodeGen merges
/// them: dictionaries key by key, lists one after the other, anything else replaced, a key ending
/// in `:REPLACE` replacing the whole value. The `.xcconfig` files its `configFiles` name for the Release
/// configuration fill in settings below the spec's own (XcodeConfigFiles).
struct XcodeGenApps: Sendable {
    struct App: Sendable {
        /// The target's name, and the spec that declares it.
        let name: String
        let spec: String
        /// The folders and files its own sources name, and those of the targets it depends on.
        let folders: [String]
        let linked: [String]
        /// The Info.plist XcodeGen writes from the target's `info` (its default keys and the
        /// `properties`), nil when the target has none.
        let generated: [String: any Sendable]?
        /// The Info.plist file the build uses (`info.path`, else `INFOPLIST_FILE`, else the first
        /// `Info.plist` in its sources).
        let plist: String?
        /// Its Release build settings: the project's, then the target's, with XcodeGen's defaults.
        let settings: [String: String]
    }

    let apps: [App]

    /// The most spec files read (with their includes) below a root, and the deepest folder looked in.
    static let maximumSpecs = 64
    static let maximumDepth = 3

    /// The app whose code the file at `path` is: the one app whose own sources hold it, else the one
    /// app whose dependencies' sources do, else the project's only app. Two or more: none (the file is
    /// in each of them, and only the scheme built decides).
    func app(forFile path: String) -> App? {
        func holds(_ folders: [String]) -> Bool { folders.contains { path == $0 || path.hasPrefix($0 + "/") } }
        let own = apps.filter { holds($0.folders) }
        if !own.isEmpty { return own.count == 1 ? own[0] : nil }
        let linking = apps.filter { holds($0.linked) }
        if !linking.isEmpty { return linking.count == 1 ? linking[0] : nil }
        return apps.count == 1 ? apps[0] : nil
    }

    /// The apps of the specs below `root`: each `project.yml` (to `maximumDepth` folders down) that no
    /// other includes is a project.
    static func read(under root: String) -> XcodeGenApps {
        let specs = specFiles(under: root)
        guard !specs.isEmpty else { return XcodeGenApps(apps: []) }
        var loaded: [(path: String, spec: [String: Any], included: Set<String>)] = []
        for path in specs {
            var included: Set<String> = []
            if let spec = load(path, root: root, relative: true, included: &included, depth: 0) {
                loaded.append((path, spec, included))
            }
        }
        let includedAnywhere = loaded.reduce(into: Set<String>()) { $0.formUnion($1.included) }
        var apps: [App] = []
        for (path, spec, _) in loaded where !includedAnywhere.contains(path) {
            apps += self.apps(of: spec, path: path, root: root)
        }
        return XcodeGenApps(apps: apps)
    }

    private static func specFiles(under root: String) -> [String] {
        var found: [String] = []
        var folders = [(root, 0)]
        let skipped: Set<String> = ["Pods", "Carthage", "node_modules", "DerivedData", "build", "Build", "vendor"]
        while let (folder, depth) = folders.first, found.count < maximumSpecs {
            folders.removeFirst()
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
            for name in names where !name.hasPrefix(".") && !skipped.contains(name) {
                let path = (folder as NSString).appendingPathComponent(name)
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
                if isFolder.boolValue {
                    if depth < maximumDepth, !name.contains(".") { folders.append((path, depth + 1)) }
                } else if name == "project.yml" || name == "project.yaml" {
                    found.append(path)
                }
            }
        }
        return found
    }

    /// The spec at `path` with its includes merged under it; its paths made absolute (relative to its
    /// own folder, else to the project's root, where XcodeGen was run with `--project-root`).
    private static func load(_ path: String, root: String, relative: Bool, included: inout Set<String>,
                             depth: Int) -> [String: Any]? {
        guard depth < 8, included.count < maximumSpecs,
              let text = try? String(contentsOfFile: path, encoding: .utf8),
              let node = try? Yams.compose(yaml: text), var spec = plain(node) as? [String: Any] else { return nil }
        let base = relative ? (path as NSString).deletingLastPathComponent : root
        var merged: [String: Any] = [:]
        let includes: [Any] = (spec["include"] as? [Any]) ?? (spec["include"].map { [$0] } ?? [])
        for entry in includes {
            let object = entry as? [String: Any]
            guard let name = (entry as? String) ?? (object?["path"] as? String),
                  object?["enable"].map({ ($0 as? Bool) ?? true }) ?? true else { continue }
            let file = located(name, base: base, root: root)
            included.insert(file)
            let keepsOwnPaths = (object?["relativePaths"] as? Bool) ?? true
            if let other = load(file, root: root, relative: keepsOwnPaths, included: &included, depth: depth + 1) {
                merged = merging(merged, other)
            }
        }
        spec["include"] = nil
        if let files = spec["configFiles"] as? [String: Any] { spec["configFiles"] = configFiles(files, base: base, root: root) }
        if var targets = spec["targets"] as? [String: Any] {
            for (name, target) in targets {
                if let target = target as? [String: Any] { targets[name] = absolutePaths(target, base: base, root: root) }
            }
            spec["targets"] = targets
        }
        return merging(merged, spec)
    }

    /// A path of the spec: relative to `base` where that exists, else to the root, else to `base`.
    static func located(_ path: String, base: String, root: String) -> String {
        if path.hasPrefix("/") { return path }
        let own = ((base as NSString).appendingPathComponent(path) as NSString).standardizingPath
        if FileManager.default.fileExists(atPath: own) { return own }
        let fromRoot = ((root as NSString).appendingPathComponent(path) as NSString).standardizingPath
        return FileManager.default.fileExists(atPath: fromRoot) ? fromRoot : own
    }

    /// A target's sources and `info.path` as absolute paths.
    private static func absolutePaths(_ target: [String: Any], base: String, root: String) -> [String: Any] {
        var target = target
        func source(_ entry: Any) -> Any {
            if let path = entry as? String { return located(path, base: base, root: root) }
            guard var object = entry as? [String: Any], let path = object["path"] as? String else { return entry }
            object["path"] = located(path, base: base, root: root)
            return object
        }
        for key in ["sources", "sources:REPLACE"] {
            if let list = target[key] as? [Any] { target[key] = list.map(source) }
            else if let one = target[key] { target[key] = [source(one)] }
        }
        if let files = target["configFiles"] as? [String: Any] {
            target["configFiles"] = configFiles(files, base: base, root: root)
        }
        if var info = target["info"] as? [String: Any], let path = info["path"] as? String {
            info["path"] = located(path, base: base, root: root)
            target["info"] = info
        }
        return target
    }

    /// `configFiles` (configuration → `.xcconfig` path) with absolute paths.
    private static func configFiles(_ files: [String: Any], base: String, root: String) -> [String: Any] {
        files.mapValues { ($0 as? String).map { located($0, base: base, root: root) } ?? $0 }
    }

    /// `over` merged onto `under` as XcodeGen merges specs.
    static func merging(_ under: [String: Any], _ over: [String: Any]) -> [String: Any] {
        var result = under
        for (key, value) in over {
            if key.hasSuffix(":REPLACE") {
                result[String(key.dropLast(":REPLACE".count))] = value
            } else if let old = result[key] as? [String: Any], let new = value as? [String: Any] {
                result[key] = merging(old, new)
            } else if let old = result[key] as? [Any], let new = value as? [Any] {
                result[key] = old + new
            } else {
                result[key] = value
            }
        }
        return result
    }

    /// A YAML node as plain values: maps, lists, and scalars as the types their tags resolve to.
    private static func plain(_ node: Node) -> Any {
        switch node {
        case .mapping(let mapping):
            var result: [String: Any] = [:]
            for (key, value) in mapping { if let key = key.scalar?.string { result[key] = plain(value) } }
            return result
        case .sequence(let sequence): return sequence.map(plain)
        case .scalar(let scalar):
            // A quoted scalar is text; a plain one, what its text reads as (`true`, `YES`, `412`, `5.0`).
            guard scalar.style == .plain || scalar.style == .any else { return scalar.string }
            if let flag = Bool.construct(from: scalar) { return flag }
            if let number = Int.construct(from: scalar) { return number }
            if let number = Double.construct(from: scalar) { return number }
            return scalar.string
        case .alias: return ""
        }
    }
}
