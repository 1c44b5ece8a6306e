/// Reads scene files (YAML or JSON) from disk. `InputLoader` is the front door that also reads
/// storyboards and xibs, by content.
public enum SceneLoader {
    /// Parses the scene file at `path` (`-` for standard input).
    public static func load(path: String) throws -> SceneSpec {
        try SceneParser.parse(try InputFile.readText(path: path), file: path)
    }
}
