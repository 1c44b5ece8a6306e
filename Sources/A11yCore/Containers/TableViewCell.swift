/// One row of a table view, read by VoiceOver as one element (TV-10).
@MainActor
public final class TableViewCell: View {
    public private(set) var row: TableRow
    public let indexPath: IndexPath
    /// The switch shown in a toggle row.
    public let toggle: Switch?

    init(row: TableRow, indexPath: IndexPath) {
        self.row = row
        self.indexPath = indexPath
        if case .toggle(let isOn) = row.accessory { toggle = Switch(isOn: isOn) } else { toggle = nil }
        super.init()
        accessibilityIdentifier = row.identifier
        if let label = row.accessibilityLabel { accessibilityLabel = label }
        if let value = row.accessibilityValue { accessibilityValue = value }
        if let traits = row.accessibilityTraits { accessibilityTraits = traits }
        accessibilityHint = row.accessibilityHint
        // A row whose switch is disabled ("Dimmed."): the switch does not change when tapped.
        if row.additionalAccessibilityTraits.union(row.accessibilityTraits ?? []).contains(.notEnabled) {
            toggle?.isEnabled = false
        }
    }

    public override var defaultIsAccessibilityElement: Bool { row.contentViews.isEmpty || row.readsAsOneElement }
    /// The row's text; a toggle row's detail after it (its value is the switch's), as the
    /// texts of a cell of labels and one switch are joined (TV-10).
    public override var defaultAccessibilityLabel: String? {
        guard toggle != nil, let detail = row.detail, !detail.isEmpty else { return row.text }
        return row.text.isEmpty ? detail : row.text + ", " + detail
    }
    public override var defaultAccessibilityValue: String? {
        if let toggle { return toggle.isOn ? "1" : "0" }
        return row.detail
    }
    public override var defaultAccessibilityTraits: AccessibilityTraits {
        let own: AccessibilityTraits = switch row.accessory {
        case .disclosure: .button
        case .checkmark: [.button, .selected]
        case .toggle: [.button, .switchButton]
        case .none: row.action == nil ? .staticText : .button
        }
        return own.union(row.additionalAccessibilityTraits)
    }

    /// Whether the switch in a toggle row is on.
    public var isOn: Bool {
        get { toggle?.isOn ?? false }
        set { toggle?.isOn = newValue; setNeedsAccessibilityUpdate() }
    }

    /// A tap: toggles a switch row, else selects the row (TV-04).
    public override func performDefaultAction() -> Bool {
        guard isEnabled else { return false }
        if let toggle {
            guard toggle.isEnabled else { return false }
            isOn.toggle()
            (superview as? TableView)?.selectRow(at: indexPath)
            return true
        }
        guard let table = superview as? TableView else { return false }
        table.selectRow(at: indexPath)
        return true
    }
}
