import A11yCore
import A11yScenes
import ArgumentParser
import Foundation
import Synchronization
import A11ySceneModel

/// Opens what a command is given: a scene file, or a storyboard or xib (with `--scene`).
enum SceneInput {
    /// The documents this command opened, by path: a command reads each file once, from its
    /// checks of the arguments to its last screen.
    private static let opened = Mutex<[String: InputDocument]>([:])

    /// The strings tables `--strings` names, for the SwiftUI files the command opens.
    private static let strings = Mutex<[String]>([])

    static func setStrings(_ files: [String]) { strings.withLock { $0 = files } }

    /// The document at `path`, opened the first time it is asked for (InputDocument), with the
    /// strings tables `--strings` names.
    static func document(_ path: String) throws -> InputDocument {
        if let known = opened.withLock({ $0[path] }) { return known }
        let document = try InputDocument.open(path: path)
        let tables = strings.withLock { $0 }
        if !tables.isEmpty { try document.useStrings(tables) }
        opened.withLock { $0[path] = document }
        return document
    }

    /// The format of the file at `path` by its content, nil when it cannot be opened (the
    /// command then reports why when it reads it: exit 65).
    static func format(_ path: String) -> InputFormat? {
        FileManager.default.isReadableFile(atPath: path) || path == "-" ? (try? document(path))?.format : nil
    }

    /// The scene at `path`; for an Interface Builder file, the controller `scene` names and
    /// the import report printed on standard error.
    static func load(path: String, scene: String?, reportNotes: Bool = true, language: String? = nil,
                     idiom: DeviceIdiom? = nil) throws -> SceneSpec {
        try open(path: path, scene: scene, reportNotes: reportNotes, language: language, idiom: idiom).spec
    }

    /// `load`, with the import notes (none for a scene file): through the one front door,
    /// which picks the reader by the file's content.
    static func open(path: String, scene: String?, reportNotes: Bool = true, language: String? = nil,
                     idiom: DeviceIdiom? = nil) throws -> (spec: SceneSpec, notes: [ImportNote]) {
        let input = try document(path).load(screen: scene, language: language, idiom: idiom)
        if reportNotes {
            report(input.diagnostics)
            if let language { reportTexts(of: input, path: path, language: language) }
        }
        return (input.spec, input.diagnostics)
    }

    /// `load` for what `resolve` found: a controller id that came from the script's `scene`
    /// line and is not in the file is an error at that line (exit 65), not of the command line.
    static func load(_ resolved: (path: String, controller: String?), script: Script?, scriptPath: String?,
                     language: String? = nil, idiom: DeviceIdiom? = nil) throws -> SceneSpec {
        try open(resolved, script: script, scriptPath: scriptPath, language: language, idiom: idiom).spec
    }

    /// `load` for what `resolve` found, with the import notes.
    /// The language is the command line's, else the script's `language` line.
    static func open(_ resolved: (path: String, controller: String?), script: Script?, scriptPath: String?,
                     language: String? = nil, idiom: DeviceIdiom? = nil) throws -> (spec: SceneSpec, notes: [ImportNote]) {
        do {
            return try open(path: resolved.path, scene: resolved.controller, language: language ?? script?.language?.code,
                            idiom: idiom)
        } catch let error as SceneChoiceError {
            throw ScriptScene.located(error, script: script, scriptPath: scriptPath)
        }
    }

    /// The scene a run uses: the SCENE argument, or the `scene` line of the script
    /// (`ScriptScene.resolve`); neither is a command-line error.
    static func resolve(scene: String?, sceneID: String?, script: Script?, scriptPath: String?) throws -> (String, String?) {
        guard let resolved = try ScriptScene.resolve(scene: scene, sceneID: sceneID, script: script,
                                                     scriptPath: scriptPath) else {
            throw ValidationError("Give the scene file to run, e.g. voicenav run examples/settings.yaml "
                                  + "(or start the script with `scene PATH`).")
        }
        return resolved
    }

    /// Says where `--language` leaves the app's texts as they are: a storyboard or xib with no
    /// translation for the language, a scene file (which has none; Localization.md).
    static func reportTexts(of input: LoadedInput, path: String, language: String) {
        let name = (path as NSString).lastPathComponent
        switch input.format {
        case .interfaceBuilder where input.translation?.source == nil:
            printError("voicenav: no \(language) translation of \(name) was found (a \(language).lproj table or String "
                + "Catalog beside it): its texts stay in the base language.")
        case .sceneFile:
            printError("voicenav: a scene file has no translations: its texts stay as written, and --language sets "
                + "VoiceOver's words, voice and direction (import the storyboard with --language for its texts).")
        default:
            break
        }
    }

    /// Prints the import report: one `file:line:column: note: …` line each.
    static func report(_ notes: [ImportNote]) {
        guard !notes.isEmpty else { return }
        printError(notes.map { TerminalText.safeLines($0.description) }.joined(separator: "\n"))
        printError("voicenav: \(notes.count) note\(notes.count == 1 ? "" : "s") from the import: "
            + "what the file leaves to code is not read.")
    }
}
