import Foundation

/// The scene files in the package's `examples/` folder, found from this source file.
public enum ExampleFiles {
    /// The package root: two folders up from Tests/ScenesTestSupport/.
    public static let packageRoot: String = {
        var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)   // ExampleFiles.swift, ScenesTestSupport, Tests
        return parts.joined(separator: "/")
    }()

    public static let directory = packageRoot + "/examples"

    /// The path of `examples/name`.
    public static func path(_ name: String) -> String { directory + "/" + name }

    /// Every scene file in examples/, sorted by name.
    public static var names: [String] {
        let all = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return all.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") || $0.hasSuffix(".json") }.sorted()
    }

    /// The bytes of `examples/name`, or nil when it cannot be read.
    public static func bytes(_ name: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path(name)).map { Array($0) }
    }
}

