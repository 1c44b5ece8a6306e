import A11yCore
/// A problem in a scene or script file, with where it is.
///
/// Printed as `file:line:column: error: message` (scene-format.md §1, §9); the command line
/// exits with code 65.
public struct SceneError: Error, CustomStringConvertible, Sendable, Hashable {
    public var file: String
    public var line: Int
    public var column: Int
    public var message: String
    /// The file is another platform's (a macOS, tvOS or watchOS Interface Builder document):
    /// a folder audit skips it with a note instead of failing.
    public var isOtherPlatform = false

    public init(file: String, line: Int, column: Int, message: String, isOtherPlatform: Bool = false) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
        self.isOtherPlatform = isOtherPlatform
    }

    public var description: String { "\(file):\(line):\(column): error: \(message)" }
}

/// Where something is in a file: line and column, from 1.
public struct FilePosition: Sendable, Hashable {
    public var line: Int
    public var column: Int
    /// The file, when it is not the scene's own (a storyboard that another one references).
    public var file: String?
    public init(line: Int, column: Int, file: String? = nil) {
        self.line = line
        self.column = column
        self.file = file
    }
    static let start = FilePosition(line: 1, column: 1)
}
