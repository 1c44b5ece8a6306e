/// voicenav's version, in one place: `voicenav --version`, the SARIF driver, bug reports.
public enum ToolVersion {
    /// The version (semantic versioning).
    public static let current = "0.1.0"
}
