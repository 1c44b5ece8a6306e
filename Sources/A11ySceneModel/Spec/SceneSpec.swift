import A11yCore
import A11yLayout

/// The parsed, validated content of a scene file (SceneFileReference): plain values, built
/// into live objects by `SceneBuilder`.
public struct SceneSpec: Sendable {
    public var file: String
    public var name: String?
    /// An Interface Builder file marked `launchScreen="YES"`: what the system shows while the
    /// app starts (a folder audit skips it).
    public var isLaunchScreen = false
    /// Controllers of the file shown as another: a split view controller collapsed on a phone
    /// into its master (split id → master id), for the audit's list of controllers not reached.
    public var shownAs: [String: String] = [:]
    public var device: DeviceIdiom = .phone
    /// The real device shown (`--device`); nil: the idiom's standard device.
    public var screenDevice: Device?
    /// The device the file was designed on (an Interface Builder canvas), for `--device design`.
    public var designDevice: Device?
    /// The orientation the design canvas is drawn in (`<device orientation="landscape">`), for
    /// `--device design` when no `--orientation` is given.
    public var designOrientation: InterfaceOrientation?
    /// The user's text size (`--text-size`): text that follows it is re-measured and the
    /// constraint layouts re-solved.
    public var textSize: ContentSizeCategory = .large
    public var orientation: InterfaceOrientation = .portrait
    public var layoutDirection: LayoutDirection = .leftToRight
    /// The device's language (`--language`, a script's `language` line): VoiceOver's words and
    /// voice; nil is English, as before languages were modelled.
    public var language: String?
    /// VoiceOver's words per language (the built-in tables and any `--phrases` file).
    public var phrases: PhraseBook = .builtIn
    /// A storyboard or xib shown in a language: where its texts came from and each text's
    /// state (the audit's language rules read it).
    public var translation: TranslationReport?
    /// The localization the app runs in on a device in `language`, where the reader knows it
    /// (Swift source: Foundation's pick among the project's localizations); UIKit's own words follow it.
    public var appLocalization: String?
    /// A braille display's translation (`--braille`, a script's `braille` line) and the role
    /// abbreviations of its line: each element the cursor lands on is recorded with its cells.
    public var braille: (any BrailleTranslating)?
    public var brailleRoles: BrailleRoles = .standard
    public var speakHints = true
    /// Whether the system media player is playing at launch (Magic Tap's default, AX-25).
    public var mediaPlaying = false
    /// Orientations the app allows (Info.plist, RO-03).
    public var appOrientations: [InterfaceOrientation]?
    public var app = HandlerSpec()
    public var root: ControllerRef
    /// Every controller by id, in file order.
    public var controllers: [ControllerSpec] = []
    /// Its layouts as solved (each screen's constraints, each self-sizing row's), shared by
    /// every app built from this scene and its copies (`LayoutMemo`).
    public let layouts = LayoutMemo()

    public func controller(_ id: String) -> ControllerSpec? { controllers.first { $0.id == id } }

    /// Every stored property, as the memberwise initializer takes them (readers in other targets build it).
    package init(file: String, name: String? = nil, shownAs: [String: String] = [:], device: DeviceIdiom = .phone,
                 screenDevice: Device? = nil, designDevice: Device? = nil, designOrientation: InterfaceOrientation? = nil,
                 textSize: ContentSizeCategory = .large, orientation: InterfaceOrientation = .portrait,
                 layoutDirection: LayoutDirection = .leftToRight, language: String? = nil, phrases: PhraseBook = .builtIn,
                 translation: TranslationReport? = nil, braille: (any BrailleTranslating)? = nil,
                 brailleRoles: BrailleRoles = .standard, appOrientations: [InterfaceOrientation]? = nil, root: ControllerRef,
                 controllers: [ControllerSpec] = []) {
        self.file = file
        self.name = name
        self.shownAs = shownAs
        self.device = device
        self.screenDevice = screenDevice
        self.designDevice = designDevice
        self.designOrientation = designOrientation
        self.textSize = textSize
        self.orientation = orientation
        self.layoutDirection = layoutDirection
        self.language = language
        self.phrases = phrases
        self.translation = translation
        self.braille = braille
        self.brailleRoles = brailleRoles
        self.appOrientations = appOrientations
        self.root = root
        self.controllers = controllers
    }
}

/// A reference to a controller: by id, or declared in place.
public indirect enum ControllerRef: Sendable {
    case id(String, FilePosition)
    case inline(ControllerSpec)
}
