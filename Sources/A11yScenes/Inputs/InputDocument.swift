import A11yCore
import Foundation
import Synchronization
import A11ySceneModel
import A11ySceneFiles
import A11yLocalization
import A11yInterfaceBuilder
import A11yDumps
import A11ySwiftSource

/// A file voicenav reads screens from, opened once: its format (told by its content), its
/// screens, its notes, its languages, and the scene spec of any screen in any language.
///
/// Every command, the audit, the benchmarks and `A11yTesting` open their input through
/// here; the readers behind it (scene files, Interface Builder, dumps, translations) are the
/// document's. Each file the document needs — its own, the storyboards its references open,
/// its translation tables — is read once, however many screens and languages are asked for
/// (ReadingInputs.md).
///
/// ```swift
/// let document = try InputDocument.open(path: "Main.storyboard")
/// for screen in try document.screens() where screen.kind.isShownAlone {
///     let spec = try document.load(screen: screen.id, language: "de").spec
///     print(screen.id, spec.controllers.count)
/// }
/// ```
///
/// A document may be used from several threads: its readers' state is behind a lock, so
/// one document's screens are built one at a time.
public final class InputDocument: Sendable {
    /// The path as given (`-` for standard input).
    public let path: String
    public let format: InputFormat
    private let state: Mutex<State>

    /// What the readers keep between requests: every file read (the document's own first),
    /// each reader's parsed form.
    private struct State: ~Copyable {
        var files = FileStore()
        var interfaceBuilder: InterfaceBuilderCache?
        var sceneFile: Result<SceneSpec, any Error>?
        var dumps: [String: Result<LoadedInput, any Error>] = [:]
        var catalogs: [String: (screens: [InputScreen], notes: [Diagnostic])] = [:]
        var swiftFile: Result<SwiftSourceFile, any Error>?
        var swiftStrings: SwiftStrings?
        var swiftProject: SwiftProject?
    }

    private init(path: String, format: InputFormat, bytes: [UInt8]) {
        self.path = path
        self.format = format
        var state = State()
        state.files.keep(bytes, path: path)
        if format == .interfaceBuilder { state.interfaceBuilder = InterfaceBuilderCache(files: state.files) }
        self.state = Mutex(state)
    }

    /// Takes a SwiftUI file's texts from the tables `files` name (`--strings`), not from those
    /// of its project: each read now, so a missing or broken one is an error at its place (exit
    /// 65). A file of another format finds its translations beside it.
    public func useStrings(_ files: [String]) throws {
        guard format == .swiftSource else {
            throw SceneError(file: path, line: 1, column: 1, message: "--strings is for SwiftUI files; a storyboard's, "
                             + "xib's or scene file's translations are found beside it "
                             + "(CODE.lproj/NAME.strings, a String Catalog)")
        }
        try state.withLock { state in state.swiftStrings = try SwiftStrings(files: files, store: state.files) }
    }

    /// Opens the file at `path` (`-` for standard input): reads it, tells its format by its
    /// content (a `.swift` file that reads as no other format is Swift source), and checks its size.
    /// A translation table given as a screen is refused.
    public static func open(path: String) throws -> InputDocument {
        try refuseTranslationTable(path)
        return try open(bytes: try InputFile.readBytes(path: path, limit: InputFile.maximumDumpSize), path: path)
    }

    /// `open` for bytes already read: `path` names them in messages and, for a storyboard, is
    /// where its references and translations are looked for.
    public static func open(bytes: [UInt8], path: String) throws -> InputDocument {
        try refuseTranslationTable(path)
        // A `.swift` file whose text says nothing else (no imports, as a module importing UIKit once elsewhere
        // leaves its files): Swift source, never a scene file.
        let told = format(of: bytes)
        let format = told == .sceneFile && path.hasSuffix(".swift") ? .swiftSource : told
        let limit = format.dumpFormat == nil ? InputFile.maximumSize : InputFile.maximumDumpSize
        if bytes.count > limit {
            let what = format.dumpFormat == nil ? "scenes, storyboards and xibs" : "accessibility dumps"
            throw SceneError(file: path, line: 1, column: 1,
                             message: "the file is larger than \(limit >> 20) MB; \(what) are limited to \(limit >> 20) MB")
        }
        return InputDocument(path: path, format: format, bytes: bytes)
    }

    /// Runs `body` with the SwiftUI files it opens sharing their project (ReadingInputs.md,
    /// "Read once"): the project's declarations are scanned and its other files parsed once for
    /// all of them, not once a file. For a folder's audit or report, while nothing changes the
    /// files.
    public static func sharingProjects<T>(_ body: () throws -> T) rethrows -> T {
        try SwiftProject.sharing(body)
    }

    /// One screen of the file at `path`, for a caller that needs no other: `open` then `load`.
    public static func load(path: String, scene: String? = nil, language: String? = nil, checksEveryText: Bool = false,
                            idiom: DeviceIdiom? = nil) throws -> LoadedInput {
        try open(path: path).load(screen: scene, language: language, checksEveryText: checksEveryText, idiom: idiom)
    }

    private static func refuseTranslationTable(_ path: String) throws {
        let suffix = (path as NSString).pathExtension.lowercased()
        if ["strings", "stringsdict", "xcstrings"].contains(suffix) {
            throw Diagnostic(file: path, line: 1, column: 1, message: "this is a translation table (.\(suffix)), not a screen: "
                             + "give the storyboard, xib or scene it translates, with --language CODE")
        }
    }

    // MARK: Screens

    /// The screen `screen` names, as a device in `language` shows it (nil: the file's own
    /// texts; ReadingInputs.md, "Screens"). `screen` picks a storyboard's view controller (id or
    /// storyboard identifier), a xib's top-level view, a debugDescription's block (1, 2 …); nil
    /// the initial one. A scene file and a page source or JSON dump have one screen and refuse
    /// a name.
    ///
    /// `checksEveryText` (the audit's): the translation report says, for every text of the
    /// file, whether the language's table has it. `idiom`: the kind of device the screen is
    /// shown on (`--device`), when not the one the file was designed on. `forSceneFile`
    /// (`import -o`): a storyboard's views also get the autoresizing masks that place them as
    /// their constraints do in a scene file, which has no constraints.
    public func load(screen: String? = nil, language: String? = nil, checksEveryText: Bool = false,
                     idiom: DeviceIdiom? = nil, forSceneFile: Bool = false) throws -> LoadedInput {
        var input = try state.withLock { state -> LoadedInput in
            switch format {
            case .interfaceBuilder:
                let importer = try StoryboardImporter(path: path, language: language, checksEveryText: checksEveryText,
                                                      idiom: idiom, cache: state.interfaceBuilder!)
                importer.isForSceneFile = forSceneFile
                let result = try importer.importScene(screen)
                return LoadedInput(spec: result.spec, diagnostics: result.notes, format: .interfaceBuilder,
                                   translation: result.translation)
            case .sceneFile:
                if let screen { throw SceneChoiceError.sceneFileHasOneRoot(file: path, requested: screen) }
                if state.sceneFile == nil {
                    let bytes = try state.files.bytes(path)
                    state.sceneFile = Result {
                        guard let text = String(validating: bytes, as: UTF8.self) else {
                            throw Diagnostic(file: path, line: 1, column: 1, message: "the file is not UTF-8 text")
                        }
                        return try SceneParser.parse(text, file: path)
                    }
                }
                return LoadedInput(spec: try state.sceneFile!.get(), diagnostics: [], format: .sceneFile)
            case .swiftSource:
                let file = try swiftFile(&state, readingProject: true)
                if state.swiftStrings == nil { state.swiftStrings = SwiftStrings.shared(forFile: path, store: state.files) }
                if state.swiftProject == nil { state.swiftProject = SwiftProject.forFile(path, store: state.files) }
                let device = idiom.map { Device.standard(for: $0) } ?? Device.standard(for: .phone)
                let (spec, notes) = try SwiftSourceReader.load(file, screen: screen, language: language,
                                                               strings: state.swiftStrings!, project: state.swiftProject,
                                                               device: device)
                return LoadedInput(spec: spec, diagnostics: notes, format: .swiftSource)
            case .pageSource, .debugDescription, .accessibilityJSON:
                let key = screen ?? ""
                if state.dumps[key] == nil {
                    let bytes = try state.files.bytes(path)
                    state.dumps[key] = Result {
                        let dump = try DumpLoader.read(bytes: bytes, format: format.dumpFormat!, path: path, scene: screen)
                        let (spec, notes) = DumpScreenBuilder.build(dump)
                        return LoadedInput(spec: spec, diagnostics: dump.notes + notes, format: format,
                                           dump: DumpSummary(dump, spec: spec))
                    }
                }
                return try state.dumps[key]!.get()
            }
        }
        if let language {
            input.spec.language = language
            input.spec.translation = input.translation
            if LanguageTag.isRightToLeft(language) { input.spec.layoutDirection = .rightToLeft }
        }
        return input
    }

    /// `load(screen:language:).spec`.
    public func spec(screen: String? = nil, language: String? = nil) throws -> SceneSpec {
        try load(screen: screen, language: language).spec
    }

    /// Every screen of the file, in file order, titles in `language`: a storyboard's view
    /// controllers (references included), a xib's top-level views and controllers, a scene
    /// file's root, a dump's screen (a debugDescription's first block: `DumpSummary` counts them).
    public func screens(language: String? = nil) throws -> [InputScreen] {
        try catalog(language: language).screens
    }

    /// What the file leaves to code, for every screen (a storyboard's notes from importing
    /// each of its controllers, with `language`'s translation notes); a dump's reading notes.
    public func notes(language: String? = nil) throws -> [Diagnostic] {
        try catalog(language: language).notes
    }

    private func catalog(language: String?) throws -> (screens: [InputScreen], notes: [Diagnostic]) {
        switch format {
        case .interfaceBuilder:
            return try state.withLock { state in
                let key = language ?? ""
                if let known = state.catalogs[key] { return known }
                let importer = try StoryboardImporter(path: path, language: language, cache: state.interfaceBuilder!)
                let found = (importer.catalog(), importer.documentNotes())
                state.catalogs[key] = found
                return found
            }
        case .sceneFile:
            let spec = try load().spec
            let root: ControllerSpec? = switch spec.root {
            case .id(let id, _): spec.controller(id)
            case .inline(let controller): controller
            }
            let screen = InputScreen(id: root?.id ?? "", kind: .scene, className: (root?.kind ?? .content).uikitClassName,
                                     title: root?.title, location: root?.location ?? FilePosition(line: 1, column: 1, file: path))
            return ([screen], [])
        case .swiftSource:
            let screens = try state.withLock { state in
                let file = try swiftFile(&state, readingProject: true)
                if state.swiftProject == nil { state.swiftProject = SwiftProject.forFile(path, store: state.files) }
                return SwiftSourceReader.screens(file, project: state.swiftProject)
            }
            return (screens, [])
        case .pageSource, .debugDescription, .accessibilityJSON:
            let input = try load()
            let screen = InputScreen(id: String(input.dump?.blockIndex ?? 1), kind: .dump, className: "UIWindow",
                                     title: input.dump?.app, location: FilePosition(line: 1, column: 1, file: path))
            return ([screen], input.diagnostics)
        }
    }

    /// The Swift file, parsed the first time it is asked for. `readingProject`: the project's
    /// strings tables are read and its Swift files scanned for the types they declare on this
    /// thread while the parse runs on its own (they share nothing but the time).
    private func swiftFile(_ state: inout State, readingProject: Bool = false) throws -> SwiftSourceFile {
        if state.swiftFile == nil {
            let bytes = try state.files.bytes(path)
            let (files, path) = (state.files, self.path)
            var strings = readingProject ? state.swiftStrings : nil, project = readingProject ? state.swiftProject : nil
            state.swiftFile = Result {
                guard let text = String(validating: bytes, as: UTF8.self) else {
                    throw Diagnostic(file: path, line: 1, column: 1, message: "the file is not UTF-8 text")
                }
                return try SwiftSourceFile(path: path, text: text) {
                    guard readingProject else { return }
                    if strings == nil { strings = SwiftStrings.shared(forFile: path, store: files) }
                    if project == nil { project = SwiftProject.forFile(path, store: files) }
                    project?.scanDeclarations()
                }
            }
            if readingProject { (state.swiftStrings, state.swiftProject) = (strings, project) }
        }
        return try state.swiftFile!.get()
    }

    /// The screens the file starts on (ReadingInputs.md, "Starting screens"): `[nil]` for the
    /// file's own first screen (a storyboard's initial view controller, or its only one; a
    /// xib's one view; a scene file's root; a dump), else the id of each screen it can start
    /// from: every controller of a storyboard with no initial one (references aside), every
    /// top-level view of a xib that has several.
    public func startingScreens() throws -> [String?] {
        if format == .swiftSource {
            // A Swift file: its previews, else each of its view types, those that show what their
            // callers pass in only when it has no other (SwiftSourceReading.md, "Screens").
            let screens = try self.screens()
            let previews = screens.filter { $0.kind == .preview }
            let views = screens.filter { $0.kind == .swiftUIView }
            let controllers = screens.filter { $0.kind == .uiKitController }
            let starts = !previews.isEmpty ? previews : !views.isEmpty ? views : !controllers.isEmpty ? controllers : screens
            return starts.count <= 1 ? [nil] : starts.map(\.id)
        }
        guard format == .interfaceBuilder else { return [nil] }
        let starts = try state.withLock { state in
            try StoryboardImporter(path: path, cache: state.interfaceBuilder!).startingScreens()
        }
        return starts ?? [nil]
    }

    /// Whether the file is a xib (an Interface Builder file of views, not controllers).
    public var isXib: Bool {
        format == .interfaceBuilder && state.withLock { state in
            let opened = try? state.interfaceBuilder!.document(path: path, language: nil, everyText: false, idiom: nil) { _, _ in
                ([], [])
            }
            return opened?.document.kind == .xib
        }
    }

    /// The languages the file's translations give (`CODE.lproj/NAME.strings` beside its
    /// `Base.lproj`, a String Catalog, a whole `CODE.lproj/NAME.storyboard`), sorted; none for
    /// a scene file or a dump.
    public func languages() throws -> [(language: String, source: TranslationSource)] {
        if format == .swiftSource {
            return state.withLock { state in
                if state.swiftStrings == nil { state.swiftStrings = SwiftStrings.shared(forFile: path, store: state.files) }
                return state.swiftStrings!.languages
            }
        }
        guard format == .interfaceBuilder else { return [] }
        return try state.withLock { state in try TranslationFinder.languages(forFile: path, store: state.files) }
    }

    /// How many times each file was read from disk since the document was opened, by absolute
    /// path: one each (for the tests that check it).
    package var reads: [String: Int] { state.withLock { $0.files.reads } }

    // MARK: Formats

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
        if SwiftSourceFile.looksLikeSwiftUI(content) { return .swiftSource }
        if DebugDescriptionReader.looksLikeDebugDescription(content) { return .debugDescription }
        return .sceneFile
    }
}
