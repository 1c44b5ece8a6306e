import Foundation
import A11ySceneModel

/// References to other storyboards: a `<viewControllerPlaceholder>` resolved to the controller
/// it names, in this file or another one the project holds, and where a segue leads.
extension StoryboardImporter {

    /// The controller a node stands for: itself, or the one a storyboard reference names.
    package func resolve(_ node: XMLElementNode, in document: IBDocument) -> (IBDocument, XMLElementNode)? {
        guard node.name == "viewControllerPlaceholder" else { return (document, node) }
        let id = node["id"] ?? ""
        if let cached = index.placeholder(id, in: document) { return cached.map { ($0.document, $0.node) } }
        index.setPlaceholder(id, in: document, to: nil)   // a reference that leads back to itself resolves to nothing
        let result = openReference(node, in: document)
        index.setPlaceholder(id, in: document, to: result.map { (document: $0.0, node: $0.1) })
        return result
    }

    /// The file a storyboard reference names; looked up once per name (apps reference the same
    /// storyboard from many places). Xcode's build puts every storyboard of a target in one
    /// bundle, so a reference names a storyboard anywhere in the project: it is looked for in
    /// the folder, its `Base.lproj`, then under the project folder (the folder above this one,
    /// or above its `.lproj` folder), at most four levels down. Only files named
    /// `NAME.storyboard` are read; hidden folders, build products and links to folders are
    /// not entered.
    private func referencePath(_ name: String) -> String? {
        if let known = index.referencePaths[name] { return known }
        let file = name + ".storyboard"
        func join(_ folder: String, _ part: String) -> String { (folder as NSString).appendingPathComponent(part) }
        var path = [join(folder, file), join(folder, "Base.lproj/" + file)].first { FileManager.default.fileExists(atPath: $0) }
        if path == nil {
            // The folder's components, made absolute (Foundation's path helpers trap on some
            // empty and relative forms), without `.` and `..`.
            let current = FileManager.default.currentDirectoryPath
            let absolute = folder.hasPrefix("/") ? folder : current + "/" + folder
            var parts: [Substring] = []
            for part in absolute.split(separator: "/") where part != "." {
                if part == ".." { if !parts.isEmpty { parts.removeLast() } } else { parts.append(part) }
            }
            if parts.last?.hasSuffix(".lproj") == true { parts.removeLast() }
            if !parts.isEmpty { parts.removeLast() }
            let project = "/" + parts.joined(separator: "/")
            if cache.projectStoryboards[project] == nil {
                cache.projectStoryboards[project] = Self.storyboards(under: project, depth: 4)
            }
            if let found = cache.projectStoryboards[project]?[file]?.first {
                // Shown relative to the current folder when it is inside it, as the user typed.
                path = found.hasPrefix(current + "/") ? String(found.dropFirst(current.count + 1)) : found
            }
        }
        index.referencePaths[name] = .some(path)
        return path
    }

    /// Every `.storyboard` under `root`, by file name, each list in the order a reference
    /// prefers (nearest first; at one depth a `Base.lproj` copy, then an unlocalized one, then
    /// the rest): at most `depth` folders down and 5,000 folders in all, hidden folders, build
    /// products and links to folders left out. One walk per import, however many references
    /// a file has.
    package static func storyboards(under root: String, depth: Int) -> [String: [String]] {
        let skipped: Set<String> = ["build", "DerivedData", "Pods", "Carthage", "node_modules"]
        var result: [String: [String]] = [:]
        var level = [root]
        var visited = 0
        for _ in 0...depth {
            var next: [String] = []
            var found: [String: [String]] = [:]
            for folder in level {
                visited += 1
                if visited > 5_000 { break }
                guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
                for name in names.sorted() where !name.hasPrefix(".") {
                    let path = (folder as NSString).appendingPathComponent(name)
                    if name.hasSuffix(".storyboard") {
                        found[name, default: []].append(path)
                        continue
                    }
                    guard !skipped.contains(name),
                          let attributes = try? FileManager.default.attributesOfItem(atPath: path),
                          attributes[.type] as? FileAttributeType == .typeDirectory else { continue }
                    next.append(path)
                }
            }
            for (name, paths) in found {
                let ranked = paths.filter { $0.contains("/Base.lproj/") } + paths.filter { !$0.contains(".lproj/") }
                    + paths.filter { $0.contains(".lproj/") && !$0.contains("/Base.lproj/") }
                result[name, default: []] += ranked
            }
            level = next
        }
        return result
    }

    private func openReference(_ node: XMLElementNode, in document: IBDocument) -> (IBDocument, XMLElementNode)? {
        let referenced = node["referencedIdentifier"]
        var target = document
        if let name = node["storyboardName"], !name.isEmpty {
            // Bytes, not Foundation's substring search (which costs microseconds per call).
            guard !name.utf8.contains(UInt8(ascii: "/")), !name.utf8.contains(UInt8(ascii: "\\")), name != "..",
                  name != "." else {
                note(node, in: document,
                     "storyboard reference \"\(name)\" names a path; only storyboards in the same folder are opened")
                return nil
            }
            guard let path = referencePath(name) else {
                // A reference into another bundle (a framework's storyboard) is looked for here too.
                let bundle = node["bundleIdentifier"].map { " in the bundle \($0) (a framework's?)" } ?? ""
                note(node, in: document, "storyboard reference to \"\(name).storyboard\"\(bundle), "
                     + "which is not in \(folder.isEmpty ? "this folder" : folder), its Base.lproj or the project folder "
                     + "around it: \(Self.emptyScreen)")
                return nil
            }
            if let open = index.documents[path] {
                target = open
            } else {
                do {
                    let opened = try open(path)
                    index.add(opened)
                    analyse(opened)
                    target = opened
                } catch {
                    note(node, in: document, "storyboard reference to \"\(name).storyboard\", which cannot be read: \(error)")
                    return nil
                }
            }
        }
        let found: XMLElementNode?
        if let referenced {
            found = target.controllers.first { $0["storyboardIdentifier"] == referenced }
        } else {
            found = target.initialViewController.flatMap { target.object($0) }
        }
        guard let found else {
            let missing = referenced.map { "no controller \"\($0)\"" } ?? "no initial view controller"
            note(node, in: document, "storyboard reference: \(missing) in \((target.path as NSString).lastPathComponent)")
            return nil
        }
        if found.name == "viewControllerPlaceholder" { return resolve(found, in: target) }
        return (target, found)
    }

    /// The controller a segue leads to.
    package func destination(of segue: XMLElementNode, in document: IBDocument) -> (IBDocument, XMLElementNode)? {
        guard let id = segue["destination"], let node = document.object(id) else { return nil }
        return resolve(node, in: document)
    }
}
