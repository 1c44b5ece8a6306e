import A11yCore
import A11yLayout
import Yams

/// A table section: header, footer and rows (TV-03).
public struct SectionSpec: Sendable {
    public var header: String?
    public var footer: String?
    public var rows: [RowSpec] = []
}

/// A table row (TV-04, TV-05, TV-10).
public struct RowSpec: Sendable {
    public var id: String?
    public var text: String
    public var detail: String?
    public var accessory: TableAccessory = .none
    public var onActivate: [ActionSpec] = []
    public var label: String?
    public var value: String?
    public var hint: String?
    public var traits: [String]?
    /// `traits!`: the traits replace the row's own instead of adding to them.
    public var replacesTraits = false
    /// A custom cell's own views (`subviews:`), in the cell's coordinates: the cell is then
    /// not an element and VoiceOver reads these views instead.
    public var subviews: [ViewSpec] = []
    /// The row's height (`height:`); nil is the table's standard row height.
    public var height: Double?
    /// For a self-sizing custom cell: its content view's subtree and constraints, solved for
    /// the table's width whenever it changes (the row's height follows).
    public var layout: LayoutTree?
    public var location: FilePosition
}
