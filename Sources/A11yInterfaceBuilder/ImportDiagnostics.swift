import A11ySceneModel

/// What the import could not know or import, each said once (diagnostics).
package struct ImportDiagnostics {
    package private(set) var notes: [ImportNote] = []
    /// The notes made, so that one is made once (a controller is read for the scene and for the
    /// catalog): by document, place and message, without building a string.
    private var keys: Set<NoteKey> = []
    /// Custom classes already reported.
    private var reportedClasses: Set<String> = []

    private struct NoteKey: Hashable {
        package var file: String
        package var line: Int
        package var column: Int
        package var message: String
    }

    /// A note at `node` of `document`, unless the same was said there already.
    package mutating func note(_ node: XMLElementNode, in document: IBDocument, _ message: String) {
        let key = NoteKey(file: document.path, line: node.position.line, column: node.position.column,
                          message: message)
        guard keys.insert(key).inserted else { return }
        notes.append(ImportNote(file: document.path, line: node.position.line, column: node.position.column,
                                message: message, severity: .note))
    }

    /// A note at a line and column of `file`, unless the same was said there already.
    package mutating func note(file: String, line: Int, column: Int, _ message: String) {
        guard keys.insert(NoteKey(file: file, line: line, column: column, message: message)).inserted else { return }
        notes.append(ImportNote(file: file, line: line, column: column, message: message, severity: .note))
    }

    /// Whether the custom class `name` is reported now (once per class).
    mutating func firstReport(ofClass name: String) -> Bool { reportedClasses.insert(name).inserted }
}
