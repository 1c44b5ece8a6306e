/// When golden transcripts are written, as swift-snapshot-testing names its record modes.
///
/// Set per call, or for a whole run with the `VOICENAV_RECORD` environment variable
/// (`missing`, `all`, `failed`, `never`).
public enum RecordMode: String, Sendable, Hashable, CaseIterable {
    /// A missing golden is written and its test fails, saying so; existing goldens are compared.
    case missing
    /// Every golden is rewritten; the tests fail, so that the change is looked at.
    case all
    /// The goldens of failing tests are rewritten; they still fail this run.
    case failed
    /// Nothing is written: a missing golden fails. What CI should use.
    case never

    /// The mode `VOICENAV_RECORD` names, else `missing`.
    public static func fromEnvironment(_ environment: [String: String]) -> RecordMode? {
        guard let value = environment["VOICENAV_RECORD"], !value.isEmpty else { return nil }
        return RecordMode(rawValue: value.lowercased())
    }
}
