/// Where an element sits among its neighbours, which VoiceOver adds to its description
/// (VoiceOverRules, "What is said for an element" rule 7).
public struct ElementContext: Sendable, Hashable, Codable {
    // Packed so that large screens stay small: 0 means "none" for the numbers.
    private var seriesIndex: UInt32 = 0
    private var seriesCount: UInt32 = 0
    private var tableRowNumber: UInt32 = 0
    private var tableColumnNumber: UInt32 = 0
    // Spans fit in the padding after the numbers, so the context stays 32 bytes.
    private var tableRowSpanNumber: UInt16 = 0
    private var tableColumnSpanNumber: UInt16 = 0
    private var flags: UInt8 = 0
    /// A data table cell's headers: a guessed table's column header; a declared table's row
    /// headers, then its column headers.
    public var tableHeaders: [String] = []

    private static let tabFlag: UInt8 = 1, listStartFlag: UInt8 = 2, listEndFlag: UInt8 = 4
    private static let landmarkStartFlag: UInt8 = 8, landmarkEndFlag: UInt8 = 16
    private static let dataTableCellFlag: UInt8 = 32

    public init() {}

    /// Position in a series (tab bar, segmented control): `i of n.`
    public var series: (index: Int, count: Int)? {
        get { seriesIndex == 0 ? nil : (Int(seriesIndex), Int(seriesCount)) }
        set {
            seriesIndex = UInt32(clamping: newValue?.index ?? 0)
            seriesCount = UInt32(clamping: newValue?.count ?? 0)
        }
    }

    private func flag(_ bit: UInt8) -> Bool { flags & bit != 0 }
    private mutating func set(_ bit: UInt8, _ on: Bool) { if on { flags |= bit } else { flags &= ~bit } }

    /// Whether the series is a tab bar (its elements read as tabs).
    public var isTab: Bool {
        get { flag(Self.tabFlag) }
        set { set(Self.tabFlag, newValue) }
    }
    /// First element of a list (`List Start.`).
    public var listStart: Bool {
        get { flag(Self.listStartFlag) }
        set { set(Self.listStartFlag, newValue) }
    }
    /// Last element of a list of two or more (`List End.`).
    public var listEnd: Bool {
        get { flag(Self.listEndFlag) }
        set { set(Self.listEndFlag, newValue) }
    }
    /// First element of a landmark (`Landmark.`).
    public var landmarkStart: Bool {
        get { flag(Self.landmarkStartFlag) }
        set { set(Self.landmarkStartFlag, newValue) }
    }
    /// Last element of a landmark of two or more (`End.`).
    public var landmarkEnd: Bool {
        get { flag(Self.landmarkEndFlag) }
        set { set(Self.landmarkEndFlag, newValue) }
    }
    /// A cell of a declared data table (`UIAccessibilityContainerDataTable`): its headers
    /// come before its label, and its spans, row and column after it, each only when
    /// VoiceOver says it (`DataTableReading`). Otherwise the table fields are a table guessed
    /// from the layout, said after the description.
    public var isDataTableCell: Bool {
        get { flag(Self.dataTableCellFlag) }
        set { set(Self.dataTableCellFlag, newValue) }
    }
    /// How many rows a declared cell spans, when it is said (`Spans 2 rows.`).
    public var tableRowSpan: Int? {
        get { tableRowSpanNumber == 0 ? nil : Int(tableRowSpanNumber) }
        set { tableRowSpanNumber = UInt16(clamping: newValue ?? 0) }
    }
    /// How many columns a declared cell spans, when it is said (`Spans 2 columns.`).
    public var tableColumnSpan: Int? {
        get { tableColumnSpanNumber == 0 ? nil : Int(tableColumnSpanNumber) }
        set { tableColumnSpanNumber = UInt16(clamping: newValue ?? 0) }
    }
    /// A data table cell's row (1-based).
    public var tableRow: Int? {
        get { tableRowNumber == 0 ? nil : Int(tableRowNumber) }
        set { tableRowNumber = UInt32(clamping: newValue ?? 0) }
    }
    /// A data table cell's column (1-based).
    public var tableColumn: Int? {
        get { tableColumnNumber == 0 ? nil : Int(tableColumnNumber) }
        set { tableColumnNumber = UInt32(clamping: newValue ?? 0) }
    }
}
