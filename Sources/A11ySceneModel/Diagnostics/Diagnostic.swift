/// Where something is in a file: path, line and column (from 1; the column counts characters).
///
/// One type for every located message: a scene or storyboard that cannot be read, an import
/// note, an audit finding. `description` is `file:line:column`, as compilers print it; its
/// JSON form (`Encodable`) is `{"file", "line", "column"}`.
public struct SourceLocation: Sendable, Hashable, Codable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`.
    public var description: String { "\(file):\(line):\(column)" }

    private enum CodingKeys: String, CodingKey { case file, line, column }
}

/// An audit finding's location (the audit's name for `SourceLocation`).
public typealias AuditLocation = SourceLocation

/// A located message: a load error, an import note, an audit finding's text.
///
/// Printed as `file:line:column: severity: message`, with the note (how to fix it, or what
/// the message refers to) on a line of its own below. Thrown as an error, it is a bad scene,
/// script or storyboard: the command line exits 65 (SceneFileReference, "Exit codes").
///
/// ```swift
/// throw Diagnostic(file: "app.yaml", line: 3, column: 5, message: "unknown key \"titel\"")
/// ```
public struct Diagnostic: Error, Sendable, Hashable, Codable, CustomStringConvertible {
    public var location: SourceLocation
    public var severity: Severity
    public var message: String
    /// More to say, on its own line (`note: …`), or nil.
    public var note: String?
    /// A file a folder audit leaves out with a note instead of failing on it: another
    /// platform's Interface Builder document (macOS, tvOS, watchOS), or one in a legacy format
    /// voicenav does not read (Xcode 3 and 4's `<archive>` xibs).
    public var isLeftOutOfFolders = false

    public init(location: SourceLocation, severity: Severity = .error, message: String, note: String? = nil) {
        self.location = location
        self.severity = severity
        self.message = message
        self.note = note
    }

    public init(file: String, line: Int, column: Int, message: String, severity: Severity = .error,
                isLeftOutOfFolders: Bool = false) {
        self.init(location: SourceLocation(file: file, line: line, column: column), severity: severity, message: message)
        self.isLeftOutOfFolders = isLeftOutOfFolders
    }

    public var file: String {
        get { location.file }
        set { location.file = newValue }
    }
    public var line: Int {
        get { location.line }
        set { location.line = newValue }
    }
    public var column: Int {
        get { location.column }
        set { location.column = newValue }
    }

    /// `file:line:column: severity: message`, and `note: …` on the next line when there is one.
    public var description: String {
        "\(location): \(severity.rawValue): \(message)" + (note.map { "\n\(location): note: \($0)" } ?? "")
    }

    private enum CodingKeys: String, CodingKey { case file, line, column, severity, message, note }

    /// The JSON form: `{"file", "line", "column", "severity", "message", "note"}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(file, forKey: .file)
        try container.encode(line, forKey: .line)
        try container.encode(column, forKey: .column)
        try container.encode(severity.rawValue, forKey: .severity)
        try container.encode(message, forKey: .message)
        try container.encode(note, forKey: .note)
    }

    /// Reads the JSON form back (an audit worker's report of a file it could not read).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(location: SourceLocation(file: try container.decode(String.self, forKey: .file),
                                           line: try container.decode(Int.self, forKey: .line),
                                           column: try container.decode(Int.self, forKey: .column)),
                  severity: try container.decode(Severity.self, forKey: .severity),
                  message: try container.decode(String.self, forKey: .message),
                  note: try container.decodeIfPresent(String.self, forKey: .note))
    }
}

/// A scene, script or storyboard that cannot be read (exit 65): a `Diagnostic` of severity error.
public typealias SceneError = Diagnostic

/// What the storyboard importer could not know or import: a `Diagnostic` of severity note.
/// Printed as `file:line:column: note: message`; a note never makes the import fail.
public typealias ImportNote = Diagnostic
