import Foundation

/// Writes a report's folder atomically (Reports.md, "Writing"): every file goes into a new
/// hidden folder beside the destination, which is then renamed into place. An existing
/// destination is replaced only when it holds an earlier voicenav report (its marker file);
/// nothing is written outside the destination and the temporary folder.
public enum ReportWriter {
    /// The file that marks a folder as voicenav's report.
    public static let marker = ".voicenav-report"

    /// Why a report cannot be written where it was asked (the command line's mistake: exit 64).
    public struct Refusal: Error, CustomStringConvertible, Sendable {
        public var description: String
    }

    /// Writes `files` (paths inside the folder, texts) and `binaries` as the folder `destination`.
    public static func write(_ files: [(path: String, text: String)], binaries: [(path: String, bytes: [UInt8])] = [],
                             to destination: String) throws {
        let manager = FileManager.default
        let target = URL(fileURLWithPath: destination).standardizedFileURL
        let parent = target.deletingLastPathComponent()
        var isFolder: ObjCBool = false
        guard manager.fileExists(atPath: parent.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw Refusal(description: "\(destination): its folder \(parent.path) does not exist")
        }
        let exists = manager.fileExists(atPath: target.path, isDirectory: &isFolder)
        if exists {
            guard isFolder.boolValue else { throw Refusal(description: "\(destination) is a file, not a report's folder") }
            guard manager.fileExists(atPath: target.appendingPathComponent(marker).path) else {
                throw Refusal(description: "\(destination) exists and is not a voicenav report: "
                    + "choose a new folder (an earlier report is replaced, nothing else is)")
            }
        }
        let suffix = String(UInt32.random(in: 0...UInt32.max), radix: 36)
        let temporary = parent.appendingPathComponent(".\(target.lastPathComponent).voicenav-\(suffix)")
        do {
            try manager.createDirectory(at: temporary, withIntermediateDirectories: false)
            try Data("voicenav report\n".utf8).write(to: temporary.appendingPathComponent(marker))
            for file in files.map({ ($0.path, Array($0.text.utf8)) }) + binaries.map({ ($0.path, $0.bytes) }) {
                let url = temporary.appendingPathComponent(file.0)
                try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.1).write(to: url)
            }
            if exists {
                let old = parent.appendingPathComponent(".\(target.lastPathComponent).voicenav-old-\(suffix)")
                try manager.moveItem(at: target, to: old)
                do {
                    try manager.moveItem(at: temporary, to: target)
                } catch {
                    try? manager.moveItem(at: old, to: target)
                    throw error
                }
                try? manager.removeItem(at: old)
            } else {
                try manager.moveItem(at: temporary, to: target)
            }
        } catch {
            try? manager.removeItem(at: temporary)
            throw error
        }
    }
}
