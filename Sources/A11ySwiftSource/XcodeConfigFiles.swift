import Foundation

/// The `.xcconfig` files an Xcode project's build configurations are based on
/// (`baseConfigurationReference`; SwiftSourceReading.md, "What the source fixes"): `KEY = value`
/// lines, `#include "Other.xcconfig"` (and `#include?`) read from the including file's folder, and
/// settings for the Release configuration or the device's SDK (`KEY[config=Release]`,
/// `KEY[sdk=iphoneos*]`); a later line over an earlier one, `$(inherited)` the value below it.
struct XcodeConfigFiles {
    /// The project file's path and text, and the folder the project is in.
    let project: String
    let text: String
    let root: String
    /// The configuration files below the root, once listed.
    private var listed: [String]?

    /// The most folder entries looked at for configuration files, and the deepest include.
    static let maximumEntries = 20_000
    static let maximumDepth = 8

    init(project: String, text: String, root: String) {
        self.project = project
        self.text = text
        self.root = root
    }

    /// The settings of the configuration file the object `id` of the project file is: its
    /// `path` found below the root (the one file whose path ends with it, else none).
    mutating func settings(ofReference id: String) -> [String: String] {
        guard let path = referencePath(id) else { return [:] }
        if listed == nil { listed = Self.configFiles(under: root) }
        let matches = (listed ?? []).filter { $0 == path || $0.hasSuffix("/" + path) }
        guard matches.count == 1 else { return [:] }
        var seen: Set<String> = []
        return Self.read(matches[0], depth: 0, seen: &seen)
    }

    /// `path = …;` of the file reference `id` (`ID /* Config.xcconfig */ = {isa = PBXFileReference; … };`).
    private func referencePath(_ id: String) -> String? {
        guard let start = text.range(of: "\t" + id + " /* ") ?? text.range(of: "\t" + id + " = {") else { return nil }
        let object = text[start.upperBound...].prefix { $0 != "}" }
        guard object.contains("PBXFileReference"), let found = object.range(of: " path = ") else { return nil }
        let value = object[found.upperBound...].prefix { $0 != ";" }.trimmingCharacters(in: .whitespaces)
        let quoted = value.count >= 2 && value.hasPrefix("\"") && value.hasSuffix("\"")
        let path = quoted ? String(value.dropFirst().dropLast()) : value
        return path.isEmpty || path.contains("$") ? nil : path
    }

    /// `own` layered over `under`: each key's own value, its `$(inherited)` replaced by the one below.
    static func layered(_ under: [String: String], _ own: [String: String]) -> [String: String] {
        var result = under
        for (key, value) in own {
            let below = under[key] ?? ""
            var merged = value.replacingOccurrences(of: "$(inherited)", with: below)
                .replacingOccurrences(of: "${inherited}", with: below)
            // A setting naming itself (`MARKETING_VERSION = "$(MARKETING_VERSION)"`) is the level below's value, as
            // Xcode resolves it; with none below it stays as written (unresolved).
            if let known = under[key] {
                merged = merged.replacingOccurrences(of: "$(\(key))", with: known)
                    .replacingOccurrences(of: "${\(key)}", with: known)
            }
            result[key] = merged.trimmingCharacters(in: .whitespaces)
        }
        return result
    }

    /// The settings of the configuration file at `path`, with its includes.
    static func read(_ path: String, depth: Int, seen: inout Set<String>) -> [String: String] {
        guard depth < maximumDepth, seen.insert(path).inserted,
              let contents = try? String(contentsOfFile: path, encoding: .utf8) else { return [:] }
        let folder = (path as NSString).deletingLastPathComponent
        var settings: [String: String] = [:]
        var conditional: [String: String] = [:]
        for raw in contents.split(whereSeparator: \.isNewline) {
            var line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("#include") {
                guard let open = line.firstIndex(of: "\""), let close = line.lastIndex(of: "\""), open < close else { continue }
                let name = String(line[line.index(after: open)..<close])
                let included = name.hasPrefix("/") ? name : (folder as NSString).appendingPathComponent(name)
                settings = layered(settings, read((included as NSString).standardizingPath, depth: depth + 1, seen: &seen))
                continue
            }
            // A comment to the end of the line (not in a value's `://`).
            if let comment = line.range(of: "//"), !line[..<comment.lowerBound].hasSuffix(":") {
                line = String(line[..<comment.lowerBound]).trimmingCharacters(in: .whitespaces)
            }
            // The name and its conditions, up to the `=` after the last `]`.
            let afterConditions = line.lastIndex(of: "]").map { line.index(after: $0) } ?? line.startIndex
            guard let equals = line[afterConditions...].firstIndex(of: "=") else { continue }
            var key = line[..<equals].trimmingCharacters(in: .whitespaces)
            var value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            if value.hasSuffix(";") { value.removeLast() }
            if let bracket = key.firstIndex(of: "[") {
                guard Self.applies(key[bracket...]) else { continue }
                key = String(key[..<bracket]).trimmingCharacters(in: .whitespaces)
                guard Self.isName(key) else { continue }
                conditional = layered(conditional, [key: value])
            } else if Self.isName(key) {
                settings = layered(settings, [key: value])
            }
        }
        // A value for the build's conditions is over the plain one, wherever it is written.
        return layered(settings, conditional)
    }

    private static func isName(_ key: String) -> Bool {
        !key.isEmpty && key.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// Whether a setting's conditions (`[config=Release][sdk=iphoneos*]`) hold for the app built for a device.
    private static func applies(_ conditions: Substring) -> Bool {
        let parts = conditions.split(whereSeparator: { $0 == "[" || $0 == "]" })
        return parts.allSatisfy { condition in
            let pair = condition.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard pair.count == 2 else { return false }
            switch pair[0] {
            case "config": return pair[1] == "Release" || pair[1] == "*"
            case "sdk": return pair[1] == "*" || "iphoneos".hasPrefix(pair[1].replacingOccurrences(of: "*", with: ""))
            case "arch": return pair[1] == "*" || pair[1] == "arm64"
            default: return false
            }
        }
    }

    /// The `.xcconfig` files below `root` (hidden folders, `Pods` and build products aside).
    private static func configFiles(under root: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
        var found: [String] = []
        var entries = 0
        while let next = walker.nextObject() as? String, entries < maximumEntries {
            entries += 1
            let name = (next as NSString).lastPathComponent
            if name.hasPrefix(".") || ["Pods", "Carthage", "node_modules", "DerivedData", ".build"].contains(name) {
                walker.skipDescendants()
                continue
            }
            if name.hasSuffix(".xcconfig") { found.append((root as NSString).appendingPathComponent(next)) }
        }
        return found.sorted()
    }
}
