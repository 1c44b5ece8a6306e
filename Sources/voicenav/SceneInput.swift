import A11yCore
import A11yScenes
import ArgumentParser
import Foundation

/// Opens what a command is given: a scene file, or a storyboard or xib (with `--scene`).
enum SceneInput {
    /// The scene at `path`; for an Interface Builder file, the controller `scene` names and
    /// the import report printed on standard error.
    static func load(path: String, scene: String?, reportNotes: Bool = true) throws -> SceneSpec {
        try open(path: path, scene: scene, reportNotes: reportNotes).spec
    }

    /// `load`, with the import notes (none for a scene file): through the one front door,
    /// which picks the reader by the file's content.
    static func open(path: String, scene: String?, reportNotes: Bool = true) throws -> (spec: SceneSpec, notes: [ImportNote]) {
        let input = try InputLoader.load(path: path, scene: scene)
        if reportNotes { report(input.diagnostics) }
        return (input.spec, input.diagnostics)
    }

    /// `load` for what `resolve` found: a controller id that came from the script's `scene`
    /// line and is not in the file is an error at that line (exit 65), not of the command line.
    static func load(_ resolved: (path: String, controller: String?), script: Script?, scriptPath: String?) throws -> SceneSpec {
        try open(resolved, script: script, scriptPath: scriptPath).spec
    }

    /// `load` for what `resolve` found, with the import notes.
    static func open(_ resolved: (path: String, controller: String?), script: Script?, scriptPath: String?) throws -> (spec: SceneSpec, notes: [ImportNote]) {
        do {
            return try open(path: resolved.path, scene: resolved.controller)
        } catch let error as SceneChoiceError {
            throw located(error, script: script, scriptPath: scriptPath)
        }
    }

    /// A scene choice the script's `scene` line made, as an error at that line; otherwise the
    /// error itself (the command line chose).
    static func located(_ error: SceneChoiceError, script: Script?, scriptPath: String?) -> any Error {
        guard let reference = script?.scene, let scriptPath, error.requested == reference.controller else { return error }
        var message = error.message
        if error.requested == nil {
            // The script named a file with several controllers and no initial one.
            message += "; name one on the scene line: scene \(reference.path)#ID"
        }
        if error.suggestions.isEmpty {
            let names = error.choices.prefix(20).map { (choice: StoryboardController) -> String in
                guard let identifier = choice.storyboardIdentifier else { return choice.id }
                return "\(identifier) (\(choice.id))"
            }
            message += "; the file has: " + names.joined(separator: ", ")
        }
        return SceneError(file: scriptPath, line: reference.line, column: reference.column, message: message)
    }

    /// The scene a run uses: the SCENE argument, or the `scene` line of the script (relative
    /// to the script). When both are given they must name the same file.
    static func resolve(scene: String?, sceneID: String?, script: Script?, scriptPath: String?) throws -> (String, String?) {
        guard let reference = script?.scene, let scriptPath else {
            guard let scene else {
                throw ValidationError("Give the scene file to run, e.g. voicenav run examples/settings.yaml (or start the script with `scene PATH`).")
            }
            return (scene, sceneID)
        }
        let folder = (scriptPath as NSString).deletingLastPathComponent
        let named = reference.path.hasPrefix("/") ? reference.path : (folder.isEmpty ? reference.path : folder + "/" + reference.path)
        if let scene {
            let given = (scene as NSString).standardizingPath, wanted = (named as NSString).standardizingPath
            let same = given == wanted || (FileManager.default.fileExists(atPath: given)
                && (try? FileManager.default.attributesOfItem(atPath: given)[.systemFileNumber] as? Int)
                    == (try? FileManager.default.attributesOfItem(atPath: wanted)[.systemFileNumber] as? Int))
            guard same else {
                throw SceneError(file: scriptPath, line: reference.line, column: reference.column,
                                 message: "the script runs on \(reference.path) (\(wanted)), but the command line names \(scene); give one or make them the same")
            }
        }
        return (named, sceneID ?? reference.controller)
    }

    /// Prints the import report: one `file:line:column: note: …` line each.
    static func report(_ notes: [ImportNote]) {
        guard !notes.isEmpty else { return }
        printError(notes.map(\.description).joined(separator: "\n"))
        printError("voicenav: \(notes.count) note\(notes.count == 1 ? "" : "s") from the import: what the file leaves to code is not read.")
    }
}
