import Foundation
import A11ySceneModel

/// The scene a script runs on: its `scene PATH[#ID]` line, resolved against the script's
/// folder and the command line, and errors of that choice placed at that line.
public enum ScriptScene {
    /// A scene choice the script's `scene` line made, as an error at that line; otherwise the
    /// error itself (the command line chose).
    public static func located(_ error: SceneChoiceError, script: Script?, scriptPath: String?) -> any Error {
        guard let reference = script?.scene, let scriptPath, error.requested == reference.controller else { return error }
        var message = error.message
        if error.requested == nil {
            // The script named a file with several controllers and no initial one.
            message += "; name one on the scene line: scene \(reference.path)#ID"
        }
        if error.suggestions.isEmpty {
            let names = error.choices.prefix(20).map { (choice: InputScreen) -> String in
                guard let identifier = choice.storyboardIdentifier else { return choice.id }
                return "\(identifier) (\(choice.id))"
            }
            message += "; the file has: " + names.joined(separator: ", ")
        }
        return SceneError(file: scriptPath, line: reference.line, column: reference.column, message: message)
    }

    /// The scene a run uses: the SCENE argument, or the `scene` line of the script (relative
    /// to the script); nil when there is neither. When both are given they must name the same
    /// file (else an error at the scene line).
    public static func resolve(scene: String?, sceneID: String?, script: Script?,
                               scriptPath: String?) throws -> (path: String, controller: String?)? {
        guard let reference = script?.scene, let scriptPath else {
            guard let scene else { return nil }
            return (scene, sceneID)
        }
        let folder = (scriptPath as NSString).deletingLastPathComponent
        let named = reference.path.hasPrefix("/")
            ? reference.path : (folder.isEmpty ? reference.path : folder + "/" + reference.path)
        if let scene {
            let given = (scene as NSString).standardizingPath, wanted = (named as NSString).standardizingPath
            let same = given == wanted || (FileManager.default.fileExists(atPath: given)
                && (try? FileManager.default.attributesOfItem(atPath: given)[.systemFileNumber] as? Int)
                    == (try? FileManager.default.attributesOfItem(atPath: wanted)[.systemFileNumber] as? Int))
            guard same else {
                throw SceneError(file: scriptPath, line: reference.line, column: reference.column,
                                 message: "the script runs on \(reference.path) (\(wanted)), "
                                     + "but the command line names \(scene); give one or make them the same")
            }
        }
        // A scene the line names that is not there: said at the line, not as the file's own error.
        if scene == nil, !FileManager.default.fileExists(atPath: named) {
            throw SceneError(file: scriptPath, line: reference.line, column: reference.column,
                             message: "the scene \(reference.path) is not there (\(named)); the path is relative to "
                                 + "the script's folder")
        }
        return (named, sceneID ?? reference.controller)
    }
}
