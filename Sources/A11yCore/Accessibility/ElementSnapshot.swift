/// A value copy of what VoiceOver knows about one element.
///
/// Platform-free and `Sendable`: descriptions and tests work on these, never on live views.
public struct ElementSnapshot: Sendable, Hashable, Codable {
    /// The view's `accessibilityIdentifier`, the id scenes and scripts use.
    public var id: String?
    public var label: String?
    public var value: String?
    /// The element's own hint (default hints are added by `ElementDescriber`).
    public var hint: String?
    public var traits: AccessibilityTraits
    /// The frame in window coordinates.
    public var frame: Rect
    public var language: String?
    /// The names of its custom actions (the Actions rotor).
    public var customActions: [String]
    /// Its custom content (high importance content is spoken with it).
    public var customContent: [AccessibilityCustomContent]
    public var context: ElementContext
    /// A text field being edited: where its insertion point is ("Insertion point at end.").
    public var insertionPoint: TextInsertionPoint?

    public init(id: String? = nil, label: String? = nil, value: String? = nil, hint: String? = nil,
                traits: AccessibilityTraits = [], frame: Rect = .zero, language: String? = nil,
                customActions: [String] = [], context: ElementContext = ElementContext(),
                insertionPoint: TextInsertionPoint? = nil, customContent: [AccessibilityCustomContent] = []) {
        self.id = id
        self.label = label
        self.value = value
        self.hint = hint
        self.traits = traits
        self.frame = frame
        self.language = language
        self.customActions = customActions
        self.customContent = customContent
        self.context = context
        self.insertionPoint = insertionPoint
    }
}
