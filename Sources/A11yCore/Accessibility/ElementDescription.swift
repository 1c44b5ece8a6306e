/// What VoiceOver says for one element: the description, then the hint after a pause.
public struct ElementDescription: Sendable, Hashable {
    /// The spoken description, e.g. `Selected: Item B. Tab. 2 of 6.`
    public var text: String
    /// The hint as it would be spoken (default hints included), or nil when none is.
    public var hint: String?
}

/// Turns an element into VoiceOver's words (VoiceOverRules, "What is said for an element"), as a pure function.
///
/// The rules, in order: the label (a back button's "Back" dropped); the value (`L: V`, not
/// for switches); `Selected:`; the trait words in their fixed order, each ending in a
/// period; an empty text takes the element's own hint; the join, a period between text and
/// trait words; the context (`i of n.`, `List Start.`, `Landmark.`, table headers, rows and
/// columns; a declared data table cell's headers come first, `DataTableReading`). Default
/// hints (switch, text field, adjustable) follow the element's own hint and are never
/// promoted into the description. A text field being edited adds `Is editing.` after its
/// trait word and ends with where its insertion point is (`Insertion point at end.`).
public enum ElementDescriber {
    /// The spoken text for a switch state value (rule 4): 1/0/2, or the value as it is.
    static func switchState(_ value: String) -> String {
        switch value {
        case "1": "On."
        case "0": "Off."
        case "2": "Mixed."
        default: value
        }
    }

    /// The trait words of `traits`, in VoiceOver's fixed order (rule 4).
    public static func traitWords(_ traits: AccessibilityTraits, value: String?, inTabContext: Bool) -> [String] {
        var words: [String] = []
        if traits.contains(.notEnabled) { words.append("Dimmed.") }
        let isTab = traits.contains(.tabBarItem) || inTabContext
        if traits.contains(.button),
           !traits.contains(.keyboardKey), !traits.contains(.switchButton), !traits.contains(.backButton), !isTab {
            words.append("Button.")
        }
        if traits.contains(.backButton) { words.append("Back Button.") }
        if traits.contains(.switchButton) {
            if traits.contains(.button) { words.append("Switch Button.") }
            if let value, !value.isEmpty { words.append(switchState(value)) }
        }
        if isTab { words.append("Tab.") }
        if traits.contains(.textEntry) {
            words.append(traits.contains(.secureTextEntry) ? "Secure Text Field." : "Text Field.")
            if traits.contains(.isEditing) { words.append("Is editing.") }
        }
        if traits.contains(.header) { words.append("Heading.") }
        if traits.contains(.link) { words.append("Link.") }
        if traits.contains(.adjustable) { words.append("Adjustable.") }
        if traits.contains(.image) { words.append("Image.") }
        if traits.contains(.searchField) {
            words.append("Search Field.")
            if traits.contains(.isEditing) && !traits.contains(.textEntry) { words.append("Is editing.") }
        }
        return words
    }

    /// The hint of a field being edited, which replaces "Double tap to edit." (VoiceOver's
    /// words as AccessibilitySnapshot records them; VoiceOverRules is silent).
    public static let editingHint = "Use the rotor to access Misspelled Words"

    /// The default hint for `traits` (rule 8), before the element's own hint is considered.
    public static func defaultHint(for traits: AccessibilityTraits) -> String? {
        if traits.contains(.notEnabled) { return nil }
        if traits.contains(.isEditing) { return editingHint }
        if traits.contains(.switchButton) { return "Double tap to toggle setting." }
        if traits.contains(.textEntry) { return "Double tap to edit." }
        if traits.contains(.adjustable) { return "Swipe up or down with one finger to adjust the value." }
        return nil
    }

    /// The hint as VoiceOver speaks it after the description: the element's hint (when hints
    /// are on), then "Actions available." for an element with custom actions.
    public static func spokenHint(_ description: ElementDescription, of element: ElementSnapshot, speakHints: Bool) -> String? {
        let hint = speakHints ? description.hint : nil
        guard !element.customActions.isEmpty else { return hint }
        return hint.map { withPeriod($0) + " Actions available." } ?? "Actions available."
    }

    /// `text` with a period added unless it already ends with one.
    static func withPeriod(_ text: String) -> String {
        text.hasSuffix(".") ? text : text + "."
    }

    /// Describes `element` (VoiceOverRules, "What is said for an element" rules 1..8).
    public static func describe(_ element: ElementSnapshot) -> ElementDescription {
        let traits = element.traits
        let label = element.label.flatMap { $0.isEmpty ? nil : $0 }
        let value = element.value.flatMap { $0.isEmpty ? nil : $0 }
        let ownHint = element.hint.flatMap { $0.isEmpty ? nil : $0 }
        // Rule 1: the label, without a back button's "Back".
        var text = label ?? ""
        if traits.contains(.backButton), label?.lowercased() == "back" { text = "" }
        // Rule 7 for a declared data table cell: its headers, spans, row and column wrap the
        // label, and the value follows them after a space (DataTableReading).
        let isCell = element.context.isDataTableCell
        if isCell { text = DataTableReading.text(label: text, context: element.context) }
        // Rule 2: the value, unless the switch trait turns it into the state word.
        if let value, !traits.contains(.switchButton) {
            text = text.isEmpty ? value : isCell ? "\(text) \(value)" : "\(text): \(value)"
        }
        // Rule 3: selected.
        if traits.contains(.selected) {
            text = text.isEmpty ? "Selected." : "Selected: \(text)"
        }
        // Rule 4: trait words.
        let words = traitWords(traits, value: value, inTabContext: element.context.isTab)
        // Rule 5: an empty text takes the element's own hint.
        var promoted = false
        if text.isEmpty, let ownHint {
            text = ownHint
            promoted = true
        }
        // Rule 6: the join.
        if !words.isEmpty {
            let joined = words.joined(separator: " ")
            text = text.isEmpty ? joined : withPeriod(text) + " " + joined
        }
        // Rule 7: context.
        text = appendContext(element.context, to: text)
        // A field being edited: where the insertion point is (VoiceOverSession+Typing).
        if let point = element.insertionPoint {
            text = text.isEmpty ? point.spokenText : withPeriod(text) + " " + point.spokenText
        }
        // Rule 8: the hint.
        var hint: String?
        if !promoted {
            let fallback = defaultHint(for: traits)
            if traits.contains(.textEntry) || traits.contains(.isEditing), !traits.contains(.notEnabled) {
                hint = fallback                              // replaces the element's own hint
            } else if let ownHint, let fallback {
                hint = withPeriod(ownHint) + " " + fallback
            } else {
                hint = ownHint ?? fallback
            }
        }
        return ElementDescription(text: text, hint: hint)
    }

    /// Adds the context words of rule 7.
    static func appendContext(_ context: ElementContext, to text: String) -> String {
        var result = text
        func add(_ words: String) {
            result = result.isEmpty ? words : withPeriod(result) + " " + words
        }
        if !context.isDataTableCell {   // a declared cell's table words are placed in `describe`
            if !context.tableHeaders.isEmpty { add(context.tableHeaders.map(withPeriod).joined(separator: " ")) }
            if let row = context.tableRow { add("Row \(row).") }
            if let column = context.tableColumn { add("Column \(column).") }
        }
        if let series = context.series {
            result = result.isEmpty ? "\(series.index) of \(series.count)." : "\(result) \(series.index) of \(series.count)."
        }
        if context.listStart { add("List Start.") }
        if context.listEnd { add("List End.") }
        if context.landmarkStart { add("Landmark.") }
        if context.landmarkEnd { add("End.") }
        return result
    }
}
