import A11ySceneModel
/// Reads scene files (YAML or JSON) from disk, for the package's own tests and tools: every
/// command opens its input as an `InputDocument`, which tells scene files from the rest by content.
package enum SceneLoader {
    /// Parses the scene file at `path` (`-` for standard input).
    package static func load(path: String) throws -> SceneSpec {
        try SceneParser.parse(try InputFile.readText(path: path), file: path)
    }
}
