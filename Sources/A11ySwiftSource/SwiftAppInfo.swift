import Foundation

/// The app's Info.plist as the built app has it (SwiftSourceReading.md, "What the source fixes"):
/// what `Bundle.main.infoDictionary?["CFBundleShortVersionString"]`,
/// `Bundle.main.object(forInfoDictionaryKey:)` and `UIApplication.shared.supportsAlternateIcons`
/// read. The Info.plist is the app target's (`INFOPLIST_FILE` in the Xcode project) whose folder
/// holds the file being read (else whose folder's folder does: `App/Supporting Files/Info.plist`),
/// else the nearest `Info.plist` above the file; its `$(NAME)` values
/// are the target's Release build settings, as Xcode fills them in; a generated one
/// (`GENERATE_INFOPLIST_FILE`) also has the version and build number and its `INFOPLIST_KEY_…`
/// settings, as Xcode writes them.
struct SwiftAppInfo: Sendable {
    /// The Info.plist's keys; strings as the built app has them.
    let values: [String: any Sendable]
    /// Where it was read from (for notes).
    let path: String?
    /// The keys whose text names a build setting voicenav does not find (in an `.xcconfig` file,
    /// say): only the built app knows them.
    var unresolved: Set<String> = []
    /// The app target's Release build settings.
    var settings: [String: String] = [:]

    static let none = SwiftAppInfo(values: [:], path: nil)

    /// The text at `key`, when the Info.plist has one.
    func string(_ key: String) -> String? {
        switch values[key] {
        case let text as String: text
        case let number as Int: String(number)
        case let number as Double: String(number)
        default: nil
        }
    }

    /// Whether the app declares alternate icons (`CFBundleIcons` → `CFBundleAlternateIcons`, on
    /// the phone or the pad, or its asset catalog's, by the build settings naming them), which is
    /// when the system lets it change its icon.
    var declaresAlternateIcons: Bool {
        if settings["ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS"] == "YES"
            || settings["ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES"].map({ !$0.isEmpty }) == true { return true }
        return ["CFBundleIcons", "CFBundleIcons~ipad"].contains { key in
            guard let icons = values[key] as? [String: Any], let alternates = icons["CFBundleAlternateIcons"] else {
                return false
            }
            return (alternates as? [String: Any])?.isEmpty == false || (alternates as? [Any])?.isEmpty == false
        }
    }

    /// The Info.plist of the app whose code `file` is, under the project folder `root`.
    static func load(forFile file: String, root: String, targets settings: [[String: String]]) -> SwiftAppInfo {
        let folder = (file as NSString).deletingLastPathComponent
        // An Info.plist's path in the project, relative to the project's folder.
        func plistPath(_ entry: [String: String]) -> String? {
            guard var plist = entry["INFOPLIST_FILE"] else { return nil }
            for prefix in ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/"] where plist.hasPrefix(prefix) {
                plist.removeFirst(prefix.count)
            }
            return plist.contains("$") ? nil : (root as NSString).appendingPathComponent(plist)
        }
        // The target whose Info.plist is deepest among the folders holding the file; else the one
        // whose Info.plist's folder sits in a folder holding the file (`App/Supporting Files/Info.plist`
        // for `App/Settings/SettingsViewController.swift`).
        func holding(_ levels: Int) -> [String: String]? {
            let held: [(entry: [String: String], folder: String)] = settings.compactMap { entry in
                guard var plistFolder = plistPath(entry).map({ ($0 as NSString).deletingLastPathComponent }) else { return nil }
                for _ in 0..<levels { plistFolder = (plistFolder as NSString).deletingLastPathComponent }
                // (One level up, not to the project's folder itself, which holds every target's files.)
                if levels > 0, plistFolder.count <= root.count { return nil }
                return folder == plistFolder || folder.hasPrefix(plistFolder + "/") ? (entry, plistFolder) : nil
            }
            // The nearest folder; two targets' Info.plists equally near (one up from each): neither.
            guard let nearest = held.map(\.folder.count).max() else { return nil }
            let chosen = held.filter { $0.folder.count == nearest }
            return Set(chosen.compactMap { plistPath($0.entry) }).count == 1 ? chosen[0].entry : nil
        }
        // Else the app's own target where the project has one (an app icon, no test host): code beside the app's folder
        // (`Controller/`, `View/` next to `Bark/Info.plist`) is the app's.
        let apps = settings.filter { $0["ASSETCATALOG_COMPILER_APPICON_NAME"] != nil && $0["TEST_HOST"] == nil }
        let app = Set(apps.compactMap(plistPath)).count == 1 ? apps.first { plistPath($0) != nil } : nil
        var target = holding(0) ?? holding(1)
        var path = target.flatMap(plistPath)
        if path == nil {
            var current = folder
            while current.hasPrefix(root), path == nil {
                let candidate = (current as NSString).appendingPathComponent("Info.plist")
                if FileManager.default.fileExists(atPath: candidate) { path = candidate }
                let parent = (current as NSString).deletingLastPathComponent
                if parent == current { break }
                current = parent
            }
            if path == nil, let app {
                target = app
                path = plistPath(app)
            }
        }
        return made(plist: path, generated: nil, settings: target ?? [:])
    }

    /// The Info.plist of the app an XcodeGen spec describes (XcodeGenApps): the one XcodeGen writes
    /// from the spec where it writes one, else the file the target names.
    static func load(_ app: XcodeGenApps.App) -> SwiftAppInfo {
        made(plist: app.plist, generated: app.generated, settings: app.settings)
    }

    /// The Info.plist's values: `generated`, else the file at `plist`; with what Xcode writes in a
    /// generated one, and `$(NAME)` filled in from the target's settings `build`.
    private static func made(plist: String?, generated: [String: any Sendable]?,
                             settings build: [String: String]) -> SwiftAppInfo {
        var path = plist
        var values: [String: Any] = generated ?? [:]
        if generated == nil, let file = path {
            // A file that cannot be read or is not a property list: as if there were none.
            if let data = FileManager.default.contents(atPath: file),
               let read = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] {
                values = read
            } else {
                path = nil
            }
        }
        if build["GENERATE_INFOPLIST_FILE"] == "YES" {
            // What Xcode writes in a generated one.
            let written = ["CFBundleShortVersionString": "$(MARKETING_VERSION)", "CFBundleVersion": "$(CURRENT_PROJECT_VERSION)",
                           "CFBundleName": "$(PRODUCT_NAME)", "CFBundleIdentifier": "$(PRODUCT_BUNDLE_IDENTIFIER)",
                           "CFBundleExecutable": "$(EXECUTABLE_NAME)"]
            for (key, value) in written where values[key] == nil { values[key] = value }
            for (key, value) in build where key.hasPrefix("INFOPLIST_KEY_") {
                let name = String(key.dropFirst("INFOPLIST_KEY_".count))
                values[name] = values[name] ?? value
            }
        }
        guard path != nil || !build.isEmpty else { return .none }
        var settingsWithDefaults = build
        settingsWithDefaults["EXECUTABLE_NAME"] = build["EXECUTABLE_NAME"] ?? build["PRODUCT_NAME"]
        let (resolvedValues, unresolved) = resolved(values, with: settingsWithDefaults)
        var info = SwiftAppInfo(values: resolvedValues, path: path)
        info.unresolved = unresolved
        info.settings = settingsWithDefaults
        return info
    }

    /// The plist's values with `$(NAME)` and `${NAME}` replaced by the build settings (`$(NAME:rfc1034identifier)`
    /// by the setting itself), and the keys whose text names a setting they do not have.
    private static func resolved(_ values: [String: Any], with settings: [String: String])
        -> (values: [String: any Sendable], unresolved: Set<String>) {
        var missing = false
        func text(_ value: String, depth: Int = 0) -> String {
            guard value.contains("$") else { return value }
            // (Settings that name each other in a circle, or one that names itself with nothing below it,
            // `MARKETING_VERSION = "$(MARKETING_VERSION)"`, are not known.)
            guard depth < 8 else {
                missing = true
                return value
            }
            var result = ""
            var rest = Substring(value)
            while let start = rest.firstIndex(of: "$") {
                result += rest[..<start]
                let after = rest[rest.index(after: start)...]
                guard let open = after.first, open == "(" || open == "{",
                      let close = after.firstIndex(of: open == "(" ? ")" : "}") else {
                    result += "$"
                    rest = after
                    continue
                }
                let name = after[after.index(after: after.startIndex)..<close].split(separator: ":").first.map(String.init) ?? ""
                if let setting = settings[name] { result += text(setting, depth: depth + 1) } else { missing = true }
                rest = after[after.index(after: close)...]
            }
            return result + rest
        }
        func convert(_ value: Any) -> any Sendable {
            switch value {
            case let string as String: text(string)
            case let flag as Bool where type(of: value) == Bool.self: flag
            case let dictionary as [String: Any]: dictionary.mapValues(convert)
            case let array as [Any]: array.map(convert)
            case let number as NSNumber:
                number.doubleValue.rounded() == number.doubleValue ? number.intValue as any Sendable : number.doubleValue
            default: String(describing: value)
            }
        }
        var converted: [String: any Sendable] = [:]
        var unresolved: Set<String> = []
        for (key, value) in values {
            missing = false
            converted[key] = convert(value)
            if missing { unresolved.insert(key) }
        }
        return (converted, unresolved)
    }
}

/// The Release build settings of an Xcode project's targets, as `KEY = value` pairs of each
/// `XCBuildConfiguration` named Release in the project file under `root`; a target's settings
/// merged over the project's own.
enum XcodeBuildSettings {
    static func read(under root: String) -> [[String: String]] {
        var found: [[String: String]] = []
        for path in projectFiles(under: root) {
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
            let targets = targetNames(in: text)
            var configFiles = XcodeConfigFiles(project: path, text: text, root: root)
            let releases = configurations(in: text).filter { $0.name == "Release" }.map { configuration in
                // A target's own name (`PRODUCT_NAME = "$(TARGET_NAME)"`), as Xcode defines it.
                var settings = configuration.settings
                if let target = targets[configuration.id] { settings["TARGET_NAME"] = settings["TARGET_NAME"] ?? target }
                return (own: settings, based: configuration.base.map { configFiles.settings(ofReference: $0) } ?? [:])
            }
            // The project's own configuration has no product; each target's adds to it. Each is over the
            // configuration file it is based on (`baseConfigurationReference`), as Xcode layers them.
            let project = releases.firstIndex { $0.own["PRODUCT_NAME"] == nil && $0.own["INFOPLIST_FILE"] == nil }
            let shared = project.map { XcodeConfigFiles.layered(releases[$0].based, releases[$0].own) } ?? [:]
            for (index, settings) in releases.enumerated() where index != project {
                // (Layered in Xcode's order, so that each `$(inherited)` is the value of the level below it.)
                let own = XcodeConfigFiles.layered(settings.based, settings.own)
                guard own["INFOPLIST_FILE"] != nil || own["PRODUCT_NAME"] != nil else { continue }
                found.append(XcodeConfigFiles.layered(XcodeConfigFiles.layered(shared, settings.based), settings.own))
            }
        }
        return found
    }

    /// The `project.pbxproj` of each Xcode project directly in `root`, in name order.
    static func projectFiles(under root: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []).filter { $0.hasSuffix(".xcodeproj") }.sorted()
            .map { (root as NSString).appendingPathComponent($0 + "/project.pbxproj") }
    }

    /// The target each build configuration is of, by the configuration's identifier: from the
    /// configuration lists (`/* Build configuration list for PBXNativeTarget "App" */`).
    private static func targetNames(in text: String) -> [String: String] {
        var names: [String: String] = [:]
        let marker = "Build configuration list for PBXNativeTarget \""
        var rest = Substring(text)
        while let found = rest.range(of: marker) {
            let after = rest[found.upperBound...]
            guard let quote = after.firstIndex(of: "\"") else { break }
            // The list itself (`… */ = {`), not a target's mention of it.
            guard after[quote...].hasPrefix("\" */ = {") else {
                rest = after[quote...]
                continue
            }
            guard let open = after.range(of: "buildConfigurations = ("),
                  let close = after[open.upperBound...].firstIndex(of: ")") else { break }
            let name = String(after[..<quote])
            for entry in after[open.upperBound..<close].split(separator: ",") {
                if let id = entry.split(whereSeparator: \.isWhitespace).first { names[String(id)] = name }
            }
            rest = after[close...]
        }
        return names
    }

    /// Each `buildSettings = { … };` block with its configuration's identifier (the object's key
    /// before it) and the `name = …;` that follows it.
    private static func configurations(in text: String)
        -> [(id: String, name: String, settings: [String: String], base: String?)] {
        var result: [(id: String, name: String, settings: [String: String], base: String?)] = []
        var rest = Substring(text)
        while let start = rest.range(of: "buildSettings = {") {
            // The object's identifier: the first word of the nearest line before that ends in `= {`.
            let before = rest[..<start.lowerBound]
            let openingRange = before.range(of: "= {", options: .backwards)
            let opening = openingRange.map { before[..<$0.lowerBound] } ?? ""
            let line = opening.split(separator: "\n").last ?? ""
            let id = line.split(whereSeparator: \.isWhitespace).first.map(String.init) ?? ""
            // The configuration file it is based on, named between the object's opening and its settings.
            let head = openingRange.map { before[$0.upperBound...] } ?? ""
            let base = head.range(of: "baseConfigurationReference = ").flatMap { found in
                head[found.upperBound...].split(whereSeparator: \.isWhitespace).first.map(String.init)
            }
            guard let end = rest[start.upperBound...].range(of: "\n\t\t\t};") else { break }
            var settings: [String: String] = [:]
            for line in rest[start.upperBound..<end.lowerBound].split(separator: "\n") {
                let parts = line.split(separator: "=", maxSplits: 1)
                guard parts.count == 2 else { continue }
                let key = unquoted(parts[0])
                var value = parts[1].trimmingCharacters(in: .whitespaces)
                guard value.hasSuffix(";") else { continue }   // a list's first line (`(`) is skipped
                value.removeLast()
                settings[key] = unquoted(Substring(value))
            }
            let after = rest[end.upperBound...]
            let name = after.range(of: "name = ").flatMap { found -> String? in
                guard let semicolon = after[found.upperBound...].firstIndex(of: ";") else { return nil }
                return unquoted(after[found.upperBound..<semicolon])
            } ?? ""
            result.append((id, name, settings, base))
            rest = after
        }
        return result
    }

    private static func unquoted(_ text: Substring) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.count >= 2, trimmed.hasPrefix("\""), trimmed.hasSuffix("\"") else { return trimmed }
        return String(trimmed.dropFirst().dropLast())
    }
}
