import A11yCore
import Foundation

/// The kinds of file voicenav reads a screen from, told apart by their content.
public enum InputFormat: String, Sendable, Hashable {
    /// A scene file: YAML or JSON (SceneFileReference).
    case sceneFile
    /// An Interface Builder storyboard or xib: XML with a `<document>` root.
    case interfaceBuilder
}

/// What `InputLoader` read: the screen spec every command builds the app from, what the
/// reader could not know (import notes), and the format it found.
public struct LoadedInput: Sendable {
    public var spec: SceneSpec
    /// Notes: what the file leaves to code (never errors: those are thrown).
    public var diagnostics: [Diagnostic]
    public var format: InputFormat
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
    /// The format of `bytes`: XML (after an optional byte order mark and blanks) is an
    /// Interface Builder document, anything else a scene file.
    public static func format(of bytes: some Collection<UInt8>) -> InputFormat {
        var content = bytes[...]
        if content.starts(with: [0xEF, 0xBB, 0xBF]) { content = content.dropFirst(3) }
        let first = content.first { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }
        return first == UInt8(ascii: "<") ? .interfaceBuilder : .sceneFile
    }

    /// The format of the file at `path`, from its first bytes (a scene file when it cannot be
    /// read: the reader then says why).
    public static func format(ofFile path: String) -> InputFormat {
        guard path != "-", let handle = FileHandle(forReadingAtPath: path) else { return .sceneFile }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: 512)) ?? Data()
        return format(of: head)
    }

    /// Reads the file at `path` (`-` for standard input). `scene` picks a storyboard's view
    /// controller or a xib's top-level view; a scene file has one root and refuses it.
    public static func load(path: String, scene: String? = nil) throws -> LoadedInput {
        let bytes = try InputFile.readBytes(path: path)
        switch format(of: bytes) {
        case .interfaceBuilder:
            let result = try StoryboardLoader.load(data: Data(bytes), path: path, scene: scene)
            return LoadedInput(spec: result.spec, diagnostics: result.notes, format: .interfaceBuilder)
        case .sceneFile:
            if let scene {
                throw SceneChoiceError.sceneFileHasOneRoot(file: path, requested: scene)
            }
            guard let text = String(validating: bytes, as: UTF8.self) else {
                throw Diagnostic(file: path, line: 1, column: 1, message: "the file is not UTF-8 text")
            }
            return LoadedInput(spec: try SceneParser.parse(text, file: path), diagnostics: [], format: .sceneFile)
        }
    }
}
