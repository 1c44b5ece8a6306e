
/// What a translation did to one text of an Interface Builder file (for the audit's language
/// rules and the import notes).
public struct TranslatedText: Sendable, Hashable, Codable {
    public enum State: String, Sendable, Hashable, Codable {
        /// The table gives a text that differs from the base.
        case translated
        /// The table gives the base text itself.
        case sameAsBase
        /// The table has no key for it: the base text is shown.
        case missing
        /// A String Catalog marks it "Don't translate".
        case notTranslatable
    }

    /// The Interface Builder object id: the view's id in the scene.
    public var objectID: String
    /// The property as a strings key names it (`text`, `normalTitle`, `segmentTitles[1]`).
    public var property: String
    public var base: String
    public var shown: String
    public var state: State
    /// Where the table holds the text (its file, line and column), when it holds it.
    public var position: FilePosition?

    public init(objectID: String, property: String, base: String, shown: String, state: State,
                position: FilePosition? = nil) {
        self.objectID = objectID
        self.property = property
        self.base = base
        self.shown = shown
        self.state = state
        self.position = position
    }
}

/// What translating a screen found: the language, where its texts came from, and each text's state.
public struct TranslationReport: Sendable {
    public var language: String
    /// Where the texts came from; nil when the project has no translation for the language.
    public var source: TranslationSource?
    public var texts: [TranslatedText] = []

    /// Whether every text of the file is in `texts` (else only those the table has keys for:
    /// the report cannot say which texts lack a key).
    public var coversEveryText = true

    /// The states of the texts of object `id`.
    public func texts(of id: String) -> [TranslatedText] { texts.filter { $0.objectID == id } }

    /// Every stored property, as the memberwise initializer takes them (readers in other targets build it).
    package init(language: String, source: TranslationSource? = nil, texts: [TranslatedText] = []) {
        self.language = language
        self.source = source
        self.texts = texts
    }
}
