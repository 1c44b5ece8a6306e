import A11ySceneModel
import A11yDumps

/// One screen an `InputDocument` gave: the scene spec every command builds the app from, what
/// the reader could not know (import notes), and the format it found.
public struct LoadedInput: Sendable {
    public var spec: SceneSpec
    /// Notes: what the file leaves to code (never errors: those are thrown).
    public var diagnostics: [Diagnostic]
    public var format: InputFormat
    /// For a dump: what `voicenav scenes` reports (app, screen, blocks).
    public var dump: DumpSummary?
    /// With a language, for a storyboard or xib: where its texts came from and each text's
    /// state (the audit's language rules read it).
    public var translation: TranslationReport?
}
