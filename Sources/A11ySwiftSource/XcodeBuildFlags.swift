import Foundation

/// The build flags an app is compiled with (SwiftSourceReading.md, "Conditional compilation"): the
/// names `#if WALLET` tests, which an Xcode target sets in `SWIFT_ACTIVE_COMPILATION_CONDITIONS`
/// (or as `-D NAME` in `OTHER_SWIFT_FLAGS`), its own configuration's added to the project's. The
/// target is the app target that compiles the screen's file (its Sources build phase lists the
/// file's name; else the project's only app target, or every one); the configuration is its
/// Release one, else every configuration whose name does not say Debug, and a flag counts when
/// every such configuration of every such target sets it (so `DEBUG` never does).
enum XcodeBuildFlags {
    /// The flags set for the app that compiles `file`, from the Xcode projects in `root`; empty where none is found.
    static func flags(forFile file: String, root: String) -> Set<String> {
        let projects = ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? [])
            .filter { $0.hasSuffix(".xcodeproj") }.sorted()
        var found: Set<String>?
        for project in projects {
            let path = (root as NSString).appendingPathComponent(project + "/project.pbxproj")
            guard let data = FileManager.default.contents(atPath: path),
                  let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
                  let objects = plist["objects"] as? [String: Any],
                  let flags = flags(forFile: (file as NSString).lastPathComponent, objects: objects) else { continue }
            found = found.map { $0.intersection(flags) } ?? flags
        }
        return found ?? []
    }

    private static func flags(forFile name: String, objects: [String: Any]) -> Set<String>? {
        func object(_ id: Any?) -> [String: Any]? { (id as? String).flatMap { objects[$0] as? [String: Any] } }
        let targets = objects.values.compactMap { $0 as? [String: Any] }.filter {
            $0["isa"] as? String == "PBXNativeTarget"
                && ($0["productType"] as? String).map(isApp) == true
        }
        // The targets whose Sources phase compiles a file of this name.
        let compiling = targets.filter { target in
            (target["buildPhases"] as? [String] ?? []).compactMap(object).contains { phase in
                phase["isa"] as? String == "PBXSourcesBuildPhase"
                    && (phase["files"] as? [String] ?? []).compactMap(object).contains { built in
                        guard let reference = object(built["fileRef"]) else { return false }
                        let named = reference["path"] as? String ?? reference["name"] as? String ?? ""
                        return (named as NSString).lastPathComponent == name
                    }
            }
        }
        let chosen = compiling.isEmpty ? targets : compiling
        guard !chosen.isEmpty, let project = objects.values.compactMap({ $0 as? [String: Any] })
            .first(where: { $0["isa"] as? String == "PBXProject" }) else { return nil }
        let shared = configurations(object(project["buildConfigurationList"]), objects: object)
        var result: Set<String>?
        for target in chosen {
            let own = configurations(object(target["buildConfigurationList"]), objects: object)
            for (name, settings) in released(own) {
                let flags = flags(in: settings, project: shared[name] ?? [:])
                result = result.map { $0.intersection(flags) } ?? flags
            }
        }
        return result
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
    /// `OTHER_SWIFT_FLAGS`, each the project's where the target leaves it out, and with `$(inherited)`
    /// standing for the project's, as Xcode expands them.
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
            if word == "-D", let name = other.next() {
                result.insert(name)
            } else if word.hasPrefix("-D"), word.count > 2 {
                result.insert(String(word.dropFirst(2)))
            }
        }
        return result
    }
}
