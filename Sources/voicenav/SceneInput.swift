import A11yCore
import A11yScenes
import ArgumentParser

/// Opens what a command is given: a scene file, or a storyboard or xib (with `--scene`).
enum SceneInput {
    /// The scene at `path`; for an Interface Builder file, the controller `scene` names and
    /// the import report printed on standard error.
    static func load(path: String, scene: String?, reportNotes: Bool = true) throws -> SceneSpec {
        if StoryboardLoader.handles(path) {
            let result = try StoryboardLoader.load(path: path, scene: scene)
            if reportNotes { report(result.notes) }
            return result.spec
        }
        if let scene {
            printError("voicenav: --scene \(scene) picks a controller of a storyboard or xib; \(path) is a scene file, which has one root.")
            throw ExitCode(ExitStatus.usage)
        }
        return try SceneLoader.load(path: path)
    }

    /// Prints the import report: one `file:line:column: note: …` line each.
    static func report(_ notes: [ImportNote]) {
        guard !notes.isEmpty else { return }
        printError(notes.map(\.description).joined(separator: "\n"))
        printError("voicenav: \(notes.count) note\(notes.count == 1 ? "" : "s") from the import: what the file leaves to code is not read.")
    }
}
