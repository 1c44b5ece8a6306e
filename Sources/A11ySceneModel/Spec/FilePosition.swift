/// Where something is in a file: line and column, from 1.
public struct FilePosition: Sendable, Hashable, Codable {
    public var line: Int
    public var column: Int
    /// The file, when it is not the scene's own (a storyboard that another one references).
    public var file: String?
    public init(line: Int, column: Int, file: String? = nil) {
        self.line = line
        self.column = column
        self.file = file
    }
    package static let start = FilePosition(line: 1, column: 1)
}
