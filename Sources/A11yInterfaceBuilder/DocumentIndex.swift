import A11ySceneModel

// The importer's state, split by concern: each part a value the importer holds and changes
// only through its own methods, instead of fourteen fields any
// extension could touch: DocumentIndex, ImportDiagnostics, ControllerTable, ContainmentContext.

/// The documents an import has open: the main file and the storyboards its references
/// opened, with what was looked up (document index).
package struct DocumentIndex {
    /// Every open document, by path.
    package private(set) var documents: [String: IBDocument] = [:]
    /// Storyboard names already looked for, with the file found (nil: not there).
    var referencePaths: [String: String?] = [:]
    /// The nodes that stand for other storyboards' controllers, resolved (nil: unresolvable).
    private var placeholders: [PlaceholderKey: (document: IBDocument, node: XMLElementNode)?] = [:]

    private struct PlaceholderKey: Hashable {
        package var document: ObjectIdentifier
        package var id: String
    }

    package mutating func add(_ document: IBDocument) { documents[document.path] = document }

    /// The document a node of any open file belongs to (`fallback` when none claims it).
    package func document(of node: XMLElementNode, fallback: IBDocument) -> IBDocument {
        var root = node
        while let parent = root.parent { root = parent }
        return documents.values.first { $0.root === root } ?? fallback
    }

    /// The open document that has an object with `id`.
    package func document(holding id: String) -> IBDocument? { documents.values.first { $0.object(id) != nil } }

    /// What the placeholder `id` of `document` resolved to: nil when not looked up yet,
    /// `.some(nil)` when it leads nowhere.
    package func placeholder(_ id: String, in document: IBDocument) -> (document: IBDocument, node: XMLElementNode)?? {
        placeholders[PlaceholderKey(document: ObjectIdentifier(document), id: id)]
    }

    mutating func setPlaceholder(_ id: String, in document: IBDocument,
                                         to value: (document: IBDocument, node: XMLElementNode)?) {
        placeholders[PlaceholderKey(document: ObjectIdentifier(document), id: id)] = .some(value)
    }
}
