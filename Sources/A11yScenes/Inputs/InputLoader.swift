import A11yCore
import Foundation

/// The kinds of file voicenav reads a screen from, told apart by their content.
public enum InputFormat: String, Sendable, Hashable {
    /// A scene file: YAML or JSON (SceneFileReference).
    case sceneFile
    /// An Interface Builder storyboard or xib: XML with a `<document>` root.
    case interfaceBuilder
    /// Appium's / WebDriverAgent's page source: XML with an `AppiumAUT` or `XCUIElementType…` root.
    case pageSource
    /// XCUITest's `debugDescription` (text with an `Element subtree:`, anywhere in a log).
    case debugDescription
    /// `idb ui describe-all --json` or AXe `describe-ui`: JSON with `AXLabel`, `AXFrame` … keys.
    case accessibilityJSON

    /// The dump format this is, for the three dumps of a running app.
    public var dumpFormat: DumpFormat? {
        switch self {
        case .pageSource: .pageSource
        case .debugDescription: .debugDescription
        case .accessibilityJSON: .accessibilityJSON
        case .sceneFile, .interfaceBuilder: nil
        }
    }
}

/// What `InputLoader` read: the screen spec every command builds the app from, what the
/// reader could not know (import notes), and the format it found.
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

/// The one front door for every input: reads the file once, picks the reader by the content
/// (not the name), and hands back the common `SceneSpec`.
///
/// Each family of input has its own reader with no edge back to the others: scene files
/// (`SceneParser`, in SceneFiles/), Interface Builder files (`StoryboardLoader`, in
/// Storyboards/). The model builder (`SceneApp`) consumes only the spec.
///
/// ```swift
/// let input = try InputLoader.load(path: "Main.storyboard", scene: "settings")
/// for note in input.diagnostics { print(note) }
/// let app = SceneApp(spec: input.spec)
/// ```
public enum InputLoader {
    /// The format of `bytes`, after an optional byte order mark and blanks: XML is a page
    /// source when its first element is `AppiumAUT` or `XCUIElementType…`, else an Interface
    /// Builder document; JSON with idb's or AXe's keys (`AXLabel`, `AXFrame` …) is an
    /// accessibility dump; text holding an `Element subtree:` (or element lines of an
    /// Application or Window) is a debugDescription; anything else is a scene file.
    public static func format(of bytes: some Collection<UInt8>) -> InputFormat {
        var content = bytes[...]
        if content.starts(with: [0xEF, 0xBB, 0xBF]) { content = content.dropFirst(3) }
        let first = content.first { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }
        if first == UInt8(ascii: "<") {
            return PageSourceReader.looksLikePageSource(content) ? .pageSource : .interfaceBuilder
        }
        if first == UInt8(ascii: "[") || first == UInt8(ascii: "{") {
            if AccessibilityJSONReader.looksLikeAccessibilityJSON(content) { return .accessibilityJSON }
            if first == UInt8(ascii: "[") { return .accessibilityJSON }   // scene files are objects
        }
        if DebugDescriptionReader.looksLikeDebugDescription(content) { return .debugDescription }
        return .sceneFile
    }

    /// The format of the file at `path`, from its content (a scene file when it cannot be
    /// read: the reader then says why).
    public static func format(ofFile path: String) -> InputFormat {
        guard path != "-", let bytes = try? InputFile.readBytes(path: path) else { return .sceneFile }
        return format(of: bytes)
    }

    /// Reads the file at `path` (`-` for standard input). `scene` picks a storyboard's view
    /// controller, a xib's top-level view or a debugDescription's block (1, 2 …); a scene
    /// file (and a page source or JSON dump) has one root and refuses it.
    ///
    /// `language` shows the screen as a device in that language does (the Localization article): a
    /// storyboard's or xib's texts from its translations, right to left for a right-to-left
    /// language, VoiceOver's words and voice.
    /// `checksEveryText` (the audit's): the translation report says, for every text of the
    /// file, whether the language's table has it; else only the texts the table names are looked
    /// at (what showing the screen needs). `idiom`: the kind of device the screen will be shown
    /// on (`--device`), when it is not the one the file was designed on.
    public static func load(path: String, scene: String? = nil, language: String? = nil,
                            checksEveryText: Bool = false, idiom: DeviceIdiom? = nil) throws -> LoadedInput {
        try load(bytes: try InputFile.readBytes(path: path, limit: InputFile.maximumDumpSize), path: path, scene: scene,
                 language: language, checksEveryText: checksEveryText, idiom: idiom)
    }

    /// `load` for bytes already read (`path` names them in messages and, for a storyboard,
    /// is where its references are looked for).
    public static func load(bytes: [UInt8], path: String, scene: String? = nil, language: String? = nil,
                            checksEveryText: Bool = false, idiom: DeviceIdiom? = nil) throws -> LoadedInput {
        var input = try read(bytes: bytes, path: path, scene: scene, language: language, checksEveryText: checksEveryText,
                             idiom: idiom)
        if let language {
            input.spec.language = language
            input.spec.translation = input.translation
            if LanguageTag.isRightToLeft(language) { input.spec.layoutDirection = .rightToLeft }
        }
        return input
    }

    private static func read(bytes: [UInt8], path: String, scene: String?, language: String?,
                             checksEveryText: Bool, idiom: DeviceIdiom?) throws -> LoadedInput {
        let suffix = (path as NSString).pathExtension.lowercased()
        if ["strings", "stringsdict", "xcstrings"].contains(suffix) {
            throw Diagnostic(file: path, line: 1, column: 1, message: "this is a translation table (.\(suffix)), not a screen: "
                             + "give the storyboard, xib or scene it translates, with --language CODE")
        }
        let format = format(of: bytes)
        let limit = format.dumpFormat == nil ? InputFile.maximumSize : InputFile.maximumDumpSize
        if bytes.count > limit {
            let what = format.dumpFormat == nil ? "scenes, storyboards and xibs" : "accessibility dumps"
            throw SceneError(file: path, line: 1, column: 1,
                             message: "the file is larger than \(limit >> 20) MB; \(what) are limited to \(limit >> 20) MB")
        }
        switch format {
        case .interfaceBuilder:
            let result = try StoryboardLoader.load(data: Data(bytes), path: path, scene: scene, language: language,
                                                   checksEveryText: checksEveryText, idiom: idiom)
            return LoadedInput(spec: result.spec, diagnostics: result.notes, format: .interfaceBuilder,
                               translation: result.translation)
        case .sceneFile:
            if let scene {
                throw SceneChoiceError.sceneFileHasOneRoot(file: path, requested: scene)
            }
            guard let text = String(validating: bytes, as: UTF8.self) else {
                throw Diagnostic(file: path, line: 1, column: 1, message: "the file is not UTF-8 text")
            }
            return LoadedInput(spec: try SceneParser.parse(text, file: path), diagnostics: [], format: .sceneFile)
        case .pageSource, .debugDescription, .accessibilityJSON:
            let dump = try DumpLoader.read(bytes: bytes, format: format, path: path, scene: scene)
            let (spec, notes) = DumpScreenBuilder.build(dump)
            return LoadedInput(spec: spec, diagnostics: dump.notes + notes, format: format, dump: DumpSummary(dump, spec: spec))
        }
    }
}
