import A11yCore
import A11yScenes
import A11yDumps  // for its members (no type of it is named here)

/// How far the audit explores and what it checks.
///
/// The bound keeps an app whose screens never repeat (a counter in a title, an endless
/// drill-down) from running forever: at most `maximumScreens` screens are audited, each at most
/// `maximumDepth` steps from launch, with at most `maximumActions` user actions performed in
/// all (replays from launch included). What lies beyond is reported as not audited.
public struct AuditOptions: Sendable {
    /// The most screens audited (default 250).
    public var maximumScreens = 250
    /// The most steps from launch to an audited screen (default 12).
    public var maximumDepth = 12
    /// The most user actions performed in all, replays included (default 50,000).
    public var maximumActions = 50_000
    /// Whether turning the device is one of the things the explorer does (each screen is
    /// then audited in both orientations the app allows).
    public var exploresRotation = true
    /// Whether everything the app's controls do is in the file (false for a storyboard,
    /// whose control actions are in code): rules that judge what an activation did need it.
    public var actionsAreKnown = true
    /// The rules to check.
    public var rules: [any AuditRule] = AuditRules.all
    /// The device, orientation and text size the screens are shown on.
    public var display = SceneDisplay()
    /// The device language a file is loaded in (`--language`): its translations, VoiceOver's
    /// words, right to left; and the phrase book the words come from.
    public var language: String?
    public var phrases: PhraseBook = .builtIn
    /// Skip a launch screen (`launchScreen="YES"`) with a note instead of auditing it: a folder
    /// audit's choice, since the system shows it while the app starts and a user never reads it.
    public var skipsLaunchScreens = false
    /// Skip a whole-file translation (`fr.lproj/Main.storyboard` beside `Base.lproj/Main.storyboard`)
    /// with a note: a folder audit's choice, since it is the same app in another language,
    /// audited as the base file's translation (`--language`, `--all-languages`).
    public var skipsTranslatedCopies = false
    /// Skip a Swift file whose every view shows what its callers pass in (a generic view
    /// parameter, a `@ViewBuilder` property) and which has no preview, with a note: a folder
    /// audit's choice, since those views are audited inside the screens that use them.
    public var skipsSwiftUIComponents = false

    public init() {}

    /// The options for auditing a file of `format`: a storyboard's or xib's control actions
    /// are in code the model cannot run, so rules that judge what an activation did are not
    /// run on it; its constraints are solved for each orientation, so rotation is explored as
    /// for a scene file.
    public init(format: InputFormat) {
        actionsAreKnown = format == .sceneFile
        if let dump = format.dumpFormat {
            // A dump is one moment of a running app: its frames do not turn with the device,
            // and the rules run only on what its format records.
            exploresRotation = false
            rules = AuditRules.all.filter { dump.capabilities.isSuperset(of: $0.needs) }
        }
    }

    /// The options for the file at `path`, its format read from it (a caller holding the
    /// file's `InputDocument` passes its format instead, and reads nothing).
    public init(forFile path: String) {
        self.init(format: (try? InputDocument.open(path: path))?.format ?? .sceneFile)
    }
}
