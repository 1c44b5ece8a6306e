/// Where an element sits among its neighbours, which VoiceOver adds to its description
/// (voiceover.md §3 rule 7).
public struct ElementContext: Sendable, Hashable {
    /// Position in a series (tab bar, segmented control): `i of n.`
    public var series: (index: Int, count: Int)? {
        get { seriesIndex.map { ($0, seriesCount) } }
        set { seriesIndex = newValue?.index; seriesCount = newValue?.count ?? 0 }
    }
    var seriesIndex: Int?
    var seriesCount = 0
    /// Whether the series is a tab bar (its elements read as tabs).
    public var isTab = false
    /// First element of a list (`List Start.`).
    public var listStart = false
    /// Last element of a list of two or more (`List End.`).
    public var listEnd = false
    /// First element of a landmark (`Landmark.`).
    public var landmarkStart = false
    /// Last element of a landmark of two or more (`End.`).
    public var landmarkEnd = false
    /// A data table cell: its row and column (1-based) and the column's header.
    public var tableRow: Int?
    public var tableColumn: Int?
    public var tableHeaders: [String] = []

    public init() {}

    public static func == (lhs: ElementContext, rhs: ElementContext) -> Bool {
        lhs.seriesIndex == rhs.seriesIndex && lhs.seriesCount == rhs.seriesCount && lhs.isTab == rhs.isTab
            && lhs.listStart == rhs.listStart && lhs.listEnd == rhs.listEnd
            && lhs.landmarkStart == rhs.landmarkStart && lhs.landmarkEnd == rhs.landmarkEnd
            && lhs.tableRow == rhs.tableRow && lhs.tableColumn == rhs.tableColumn && lhs.tableHeaders == rhs.tableHeaders
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(seriesIndex)
        hasher.combine(seriesCount)
        hasher.combine(isTab)
        hasher.combine(listStart)
        hasher.combine(listEnd)
        hasher.combine(landmarkStart)
        hasher.combine(landmarkEnd)
        hasher.combine(tableRow)
        hasher.combine(tableColumn)
        hasher.combine(tableHeaders)
    }
}

/// A value copy of what VoiceOver knows about one element.
///
/// Platform-free and `Sendable`: descriptions and tests work on these, never on live views.
public struct ElementSnapshot: Sendable, Hashable {
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
    public var context: ElementContext

    public init(id: String? = nil, label: String? = nil, value: String? = nil, hint: String? = nil,
                traits: AccessibilityTraits = [], frame: Rect = .zero, language: String? = nil,
                customActions: [String] = [], context: ElementContext = ElementContext()) {
        self.id = id
        self.label = label
        self.value = value
        self.hint = hint
        self.traits = traits
        self.frame = frame
        self.language = language
        self.customActions = customActions
        self.context = context
    }
}
