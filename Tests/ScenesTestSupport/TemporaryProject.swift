import Foundation

/// A project written for a test into a folder of its own under the temporary folder.
public enum TemporaryProject {
    /// Writes each of `files` (path relative to the project → text) into a new folder named
    /// after `prefix`, making the folders they need; gives the folder's path.
    public static func write(_ files: [String: String], prefix: String = "voicenav-project") throws -> String {
        try write(files, into: NSTemporaryDirectory() + prefix + "-" + UUID().uuidString)
    }

    /// Writes `files` into the folder `root` (made if needed); gives `root`.
    @discardableResult
    public static func write(_ files: [String: String], into root: String) throws -> String {
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        for (name, text) in files {
            let path = root + "/" + name
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
        return root
    }

    /// A Swift package's root marker, for projects whose root the reader looks for.
    public static let packageManifest = ["Package.swift": "// swift-tools-version:6.0\n"]
}
