import A11yCore

// The importer's state, split by concern: each part a value the importer holds and changes
// only through its own methods, instead of fourteen fields any extension could touch.

/// The documents an import has open: the main file and the storyboards its references
/// opened, with what was looked up (document index).
struct DocumentIndex {
    /// Every open document, by path.
    private(set) var documents: [String: IBDocument] = [:]
    /// Storyboard names already looked for, with the file found (nil: not there).
    var referencePaths: [String: String?] = [:]
    /// The project's storyboards by file name, found in one walk the first time a reference is
    /// not beside the file (`StoryboardImporter.storyboards(under:depth:)`).
    var projectStoryboards: [String: [String]]?
    /// The nodes that stand for other storyboards' controllers, resolved (nil: unresolvable).
    private var placeholders: [PlaceholderKey: (document: IBDocument, node: XMLElementNode)?] = [:]

    private struct PlaceholderKey: Hashable {
        var document: ObjectIdentifier
        var id: String
    }

    mutating func add(_ document: IBDocument) { documents[document.path] = document }

    /// The document a node of any open file belongs to (`fallback` when none claims it).
    func document(of node: XMLElementNode, fallback: IBDocument) -> IBDocument {
        var root = node
        while let parent = root.parent { root = parent }
        return documents.values.first { $0.root === root } ?? fallback
    }

    /// The open document that has an object with `id`.
    func document(holding id: String) -> IBDocument? { documents.values.first { $0.object(id) != nil } }

    /// What the placeholder `id` of `document` resolved to: nil when not looked up yet,
    /// `.some(nil)` when it leads nowhere.
    func placeholder(_ id: String, in document: IBDocument) -> (document: IBDocument, node: XMLElementNode)?? {
        placeholders[PlaceholderKey(document: ObjectIdentifier(document), id: id)]
    }

    mutating func setPlaceholder(_ id: String, in document: IBDocument, to value: (document: IBDocument, node: XMLElementNode)?) {
        placeholders[PlaceholderKey(document: ObjectIdentifier(document), id: id)] = .some(value)
    }
}

/// What the import could not know or import, each said once (diagnostics).
struct ImportDiagnostics {
    private(set) var notes: [ImportNote] = []
    /// The notes made, so that one is made once (a controller is read for the scene and for the
    /// catalog): by document, place and message, without building a string.
    private var keys: Set<NoteKey> = []
    /// Custom classes already reported.
    private var reportedClasses: Set<String> = []

    private struct NoteKey: Hashable {
        var file: String
        var line: Int
        var column: Int
        var message: String
    }

    /// A note at `node` of `document`, unless the same was said there already.
    mutating func note(_ node: XMLElementNode, in document: IBDocument, _ message: String) {
        let key = NoteKey(file: document.path, line: node.position.line, column: node.position.column,
                          message: message)
        guard keys.insert(key).inserted else { return }
        notes.append(ImportNote(file: document.path, line: node.position.line, column: node.position.column,
                                message: message, severity: .note))
    }

    /// A note at a line and column of `file`, unless the same was said there already.
    mutating func note(file: String, line: Int, column: Int, _ message: String) {
        guard keys.insert(NoteKey(file: file, line: line, column: column, message: message)).inserted else { return }
        notes.append(ImportNote(file: file, line: line, column: column, message: message, severity: .note))
    }

    /// Whether the custom class `name` is reported now (once per class).
    mutating func firstReport(ofClass name: String) -> Bool { reportedClasses.insert(name).inserted }
}

/// The controllers imported so far (controllers).
struct ControllerTable {
    /// The imported controllers, by id, in import order.
    var specs: [String: ControllerSpec] = [:]
    var order: [String] = []
    /// The controllers being imported now (a reference back to one finds its reserved slot).
    var importing: Set<String> = []
    /// The controllers whose children are being imported (relationships and embeds), outermost
    /// first: a child already on it would contain itself.
    var containmentPath: [String] = []
    /// Which document each controller id was found in.
    var homes: [String: IBDocument] = [:]

    /// Adds `spec` at the end of the order (or replaces the one with its id in place).
    mutating func insert(_ spec: ControllerSpec) {
        if specs[spec.id] == nil { order.append(spec.id) }
        specs[spec.id] = spec
    }

    /// The specs in import order.
    var ordered: [ControllerSpec] { order.compactMap { specs[$0] } }
}

/// Which controllers sit where by relationship segues (segues and containers): what decides
/// the design-time bars and whether a `show` segue pushes or presents.
struct ContainmentContext {
    /// A controller's container by relationship segue: child id → (parent id, relationship).
    var relationParents: [String: (parent: String, relationship: String)] = [:]
    /// Controllers shown inside a navigation controller.
    var navigation: Set<String> = []
    /// Those of them shown by a navigation controller that hides its bar (`navigationBarHidden`).
    var underHiddenNavigationBar: Set<String> = []
    /// Controllers shown inside a tab bar controller (and not hiding its bar when pushed).
    var tabs: Set<String> = []
    /// A pushed controller's pusher on the shortest way from a navigation controller's root
    /// (controllers no relationship places).
    var pushedFrom: [String: String] = [:]
    /// Controllers a container view embeds (the destinations of embed segues).
    var embedded: Set<String> = []
}
