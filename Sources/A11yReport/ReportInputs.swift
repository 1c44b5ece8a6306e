import A11yAudit
import A11ySceneModel
import A11yScenes
import Foundation

/// The files a report reads (Reports.md): each file given by its name; under each folder,
/// what a folder audit reads and the scene files and dumps, by their paths relative to it.
public enum ReportInputs {
    /// The files to read: each file PATH by its name; under each folder PATH, what a folder
    /// audit reads (storyboards, xibs, SwiftUI files) and scene files and dumps, by their path
    /// relative to the folder. Nothing under `output` is read.
    @MainActor
    public static func files(_ paths: [String], excluding output: String) throws -> [(path: String, name: String)] {
        let excluded = URL(fileURLWithPath: output).standardizedFileURL.path + "/"
        var found: [(path: String, name: String)] = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw SceneError(file: path, line: 1, column: 1, message: "no such file or folder")
            }
            guard isFolder.boolValue else {
                found.append((path, (path as NSString).lastPathComponent))
                continue
            }
            let base = URL(fileURLWithPath: path).standardizedFileURL.path
            let prefix = base.hasSuffix("/") ? base : base + "/"
            let files = AppAudit.files(in: path).filter { AppAudit.baseFile(translatedBy: $0) == nil }
            for file in (files + Self.scenesAndDumps(in: path)).sorted() {
                let absolute = URL(fileURLWithPath: file).standardizedFileURL.path
                if absolute.hasPrefix(excluded) { continue }
                found.append((file, absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : file))
            }
        }
        return found
    }

    /// The scene files (YAML with a top-level `scene:` line) and dumps (page sources, idb or AXe
    /// JSON, debugDescriptions, told apart by their content) under `folder`, hidden folders and
    /// build products left out.
    public static func scenesAndDumps(in folder: String) -> [String] {
        let skipped = AppAudit.skippedFolders
        guard let walk = FileManager.default.enumerator(atPath: folder) else { return [] }
        var found: [String] = []
        while let relative = walk.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") || skipped.contains(name) {
                walk.skipDescendants()
                continue
            }
            let type = (name as NSString).pathExtension.lowercased()
            guard ["yaml", "yml", "json", "xml", "txt", "log"].contains(type), found.count < 10_000 else { continue }
            let path = (folder as NSString).appendingPathComponent(relative)
            guard let handle = FileHandle(forReadingAtPath: path) else { continue }
            let bytes = [UInt8]((try? handle.read(upToCount: 1 << 20)) ?? Data())
            try? handle.close()
            let format = InputDocument.format(of: bytes)
            let isScene = format == .sceneFile && ["yaml", "yml"].contains(type)
                && String(decoding: bytes, as: UTF8.self).split(separator: "\n").contains { $0.hasPrefix("scene:") }
            if isScene || [.pageSource, .debugDescription].contains(format) && type != "yaml"
                || format == .accessibilityJSON && type == "json" && bytes.count > 2 {
                found.append(path)
            }
        }
        return found
    }
}
