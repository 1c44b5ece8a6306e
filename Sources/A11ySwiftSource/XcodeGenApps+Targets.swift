import Foundation

extension XcodeGenApps {
    /// The application targets of one merged spec (at `path`).
    static func apps(of spec: [String: Any], path: String, root: String) -> [App] {
        var targets = spec["targets"] as? [String: Any] ?? [:]
        let templates = spec["targetTemplates"] as? [String: Any] ?? [:]
        for (name, value) in targets {
            guard let target = value as? [String: Any] else { continue }
            targets[name] = templated(target, templates: templates, depth: 0)
        }
        let options = spec["options"] as? [String: Any] ?? [:]
        let groups = spec["settingGroups"] as? [String: Any] ?? [:]
        let configuration = releaseConfiguration(spec["configs"] as? [String: Any])
        // Each level over the configuration file it names for the configuration (`configFiles`), as Xcode layers them.
        func configFile(_ owner: [String: Any]) -> [String: String] {
            guard let files = owner["configFiles"] as? [String: Any], let path = files[configuration] as? String else {
                return [:]
            }
            var seen: Set<String> = []
            return XcodeConfigFiles.read(path, depth: 0, seen: &seen)
        }
        let projectSettings = XcodeConfigFiles.layered(
            configFile(spec), flattened(spec["settings"], groups: groups, configuration: configuration, depth: 0))
        func sources(_ target: [String: Any]) -> [String] {
            let list = target["sources"] as? [Any] ?? []
            return list.compactMap { ($0 as? String) ?? (($0 as? [String: Any])?["path"] as? String) }
        }
        // The targets each one depends on, to the end of the chain.
        func linked(_ name: String) -> [String] {
            var seen: Set<String> = [name]
            var queue = [name]
            var folders: [String] = []
            while let next = queue.popLast(), seen.count <= 256 {
                let dependencies = (targets[next] as? [String: Any])?["dependencies"] as? [Any] ?? []
                for case let dependency as [String: Any] in dependencies {
                    guard let other = dependency["target"] as? String, !seen.contains(other),
                          let target = targets[other] as? [String: Any] else { continue }
                    seen.insert(other)
                    queue.append(other)
                    folders += sources(target)
                }
            }
            return folders
        }
        var apps: [App] = []
        for name in targets.keys.sorted() {
            guard let target = targets[name] as? [String: Any], (target["type"] as? String) == "application",
                  isPhoneOrPad(target) else { continue }
            let productName = target["name"] as? String ?? name
            let own = flattened(target["settings"], groups: groups, configuration: configuration, depth: 0)
            var settings = XcodeConfigFiles.layered(XcodeConfigFiles.layered(projectSettings, configFile(target)), own)
            // What XcodeGen and Xcode fill in where the spec does not say.
            settings["TARGET_NAME"] = settings["TARGET_NAME"] ?? productName
            settings["PRODUCT_NAME"] = settings["PRODUCT_NAME"] ?? productName
            let language = options["developmentLanguage"] as? String ?? "en"
            settings["DEVELOPMENT_LANGUAGE"] = settings["DEVELOPMENT_LANGUAGE"] ?? language
            settings["PRODUCT_BUNDLE_PACKAGE_TYPE"] = settings["PRODUCT_BUNDLE_PACKAGE_TYPE"] ?? "APPL"
            if settings["PRODUCT_BUNDLE_IDENTIFIER"] == nil, let prefix = options["bundleIdPrefix"] as? String {
                let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-."))
                let cleaned = productName.replacingOccurrences(of: "_", with: "-").unicodeScalars.filter(allowed.contains)
                settings["PRODUCT_BUNDLE_IDENTIFIER"] = prefix + "." + String(String.UnicodeScalarView(cleaned))
            }
            let base = (path as NSString).deletingLastPathComponent
            let info = target["info"] as? [String: Any]
            var plist: String?
            var generated: [String: any Sendable]?
            if let file = settings["INFOPLIST_FILE"], !file.contains("$") {
                plist = located(file, base: base, root: root)
            } else if let info, let file = info["path"] as? String {
                plist = file
                // The keys XcodeGen writes in every application's Info.plist, then the spec's own.
                var values: [String: any Sendable] = [
                    "CFBundleIdentifier": "$(PRODUCT_BUNDLE_IDENTIFIER)", "CFBundleInfoDictionaryVersion": "6.0",
                    "CFBundleName": "$(PRODUCT_NAME)", "CFBundleDevelopmentRegion": "$(DEVELOPMENT_LANGUAGE)",
                    "CFBundleShortVersionString": "1.0", "CFBundleVersion": "1", "CFBundleExecutable": "$(EXECUTABLE_NAME)",
                    "CFBundlePackageType": "APPL",
                ]
                for (key, value) in info["properties"] as? [String: Any] ?? [:] { values[key] = sendable(value) }
                generated = values
            } else if settings["GENERATE_INFOPLIST_FILE"] != "YES" {
                plist = firstInfoPlist(in: sources(target))
            }
            apps.append(App(name: productName, spec: path, folders: sources(target), linked: linked(name),
                            generated: generated, plist: plist, settings: settings))
        }
        return apps
    }

    /// Whether a target is built for the phone or the pad (`platform: iOS`, one of its platforms, or
    /// its `supportedDestinations`).
    private static func isPhoneOrPad(_ target: [String: Any]) -> Bool {
        if let platform = target["platform"] as? String { return platform == "iOS" || platform == "auto" }
        if let platforms = target["platform"] as? [Any] { return platforms.contains { ($0 as? String) == "iOS" } }
        let destinations = target["supportedDestinations"] as? [Any] ?? []
        return destinations.contains { ($0 as? String) == "iOS" }
    }

    /// A target with the templates it names merged under it, in order.
    private static func templated(_ target: [String: Any], templates: [String: Any], depth: Int) -> [String: Any] {
        guard let names = target["templates"] as? [Any], depth < 8 else { return target }
        var merged: [String: Any] = [:]
        for case let name as String in names {
            if let template = templates[name] as? [String: Any] {
                merged = merging(merged, templated(template, templates: templates, depth: depth + 1))
            }
        }
        return merging(merged, target)
    }

    /// The configuration whose settings the built app has: `Release` where the spec has it (or names
    /// no configurations), else the first of type `release` by name.
    private static func releaseConfiguration(_ configs: [String: Any]?) -> String {
        guard let configs, !configs.isEmpty, configs["Release"] == nil else { return "Release" }
        return configs.keys.sorted().first { (configs[$0] as? String)?.lowercased() == "release" } ?? "Release"
    }

    /// A settings value as build settings: a plain map, or `groups`, `base`, then the `configs` whose
    /// key the configuration's name contains (case aside), in that order.
    private static func flattened(_ value: Any?, groups: [String: Any], configuration: String, depth: Int) -> [String: String] {
        guard let map = value as? [String: Any], depth < 8 else { return [:] }
        let advanced = map.keys.allSatisfy { ["groups", "base", "configs"].contains($0) }
        guard advanced, !map.isEmpty else { return map.compactMapValues(setting) }
        var result: [String: String] = [:]
        for case let name as String in map["groups"] as? [Any] ?? [] {
            let group = flattened(groups[name], groups: groups, configuration: configuration, depth: depth + 1)
            result.merge(group) { _, new in new }
        }
        result.merge((map["base"] as? [String: Any] ?? [:]).compactMapValues(setting)) { _, new in new }
        let configs = map["configs"] as? [String: Any] ?? [:]
        for key in configs.keys.sorted() where configuration.lowercased().contains(key.lowercased()) {
            let own = flattened(configs[key], groups: groups, configuration: configuration, depth: depth + 1)
            result.merge(own) { _, new in new }
        }
        return result
    }

    /// A build setting's text: `YES`/`NO` for a flag, as XcodeGen writes them.
    private static func setting(_ value: Any) -> String? {
        switch value {
        case let flag as Bool: flag ? "YES" : "NO"
        case let text as String: text
        case let number as Int: String(number)
        case let number as Double: String(number)
        case let list as [Any]: list.compactMap(setting).joined(separator: " ")
        default: nil
        }
    }

    private static func sendable(_ value: Any) -> any Sendable {
        switch value {
        case let flag as Bool: flag
        case let number as Int: number
        case let number as Double: number
        case let text as String: text
        case let list as [Any]: list.map(sendable)
        case let map as [String: Any]: map.mapValues(sendable)
        default: String(describing: value)
        }
    }

    /// The first `Info.plist` in a target's sources (the least deep, then by name), as XcodeGen finds
    /// one where the spec names none.
    private static func firstInfoPlist(in sources: [String]) -> String? {
        for source in sources {
            guard let walker = FileManager.default.enumerator(atPath: source) else { continue }
            var found: [String] = []
            var seen = 0
            while let next = walker.nextObject() as? String, seen < 5_000 {
                seen += 1
                if (next as NSString).lastPathComponent == "Info.plist" { found.append(next) }
            }
            let depth = { (path: String) in path.split(separator: "/").count }
            if let first = found.min(by: { (depth($0), $0) < (depth($1), $1) }) {
                return (source as NSString).appendingPathComponent(first)
            }
        }
        return nil
    }
}
