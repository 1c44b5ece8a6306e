/// The words VoiceOver adds to what an app supplies, by name: trait words, states, context,
/// default hints, formats (VoiceOverRules, "VoiceOver's words in other languages").
///
/// The raw values are the key names of the phrase files (`--phrases FILE`), which keep the
/// names AccessibilitySnapshot's string tables use, so a table recorded there reads as it is.
/// Keys starting `voicenav.` are words VoiceOver says that that project does not record.
public enum PhraseKey: String, Sendable, Hashable, CaseIterable {
    case selected = "trait.selected.description"
    case selectedFormat = "trait.selected.format"
    case notEnabled = "trait.not_enabled.description"
    case button = "trait.button.description"
    case backButton = "trait.backbutton.description"
    case backDescriptor = "back.descriptor"
    case tab = "trait.tab.description"
    case header = "trait.header.description"
    case link = "trait.link.description"
    case adjustable = "trait.adjustable.description"
    case adjustableHint = "trait.adjustable.hint"
    case adjustableHintFormat = "trait.adjustable.hint_format"
    case image = "trait.image.description"
    case searchField = "trait.search_field.description"
    case switchOn = "trait.switch_button.state_on.description"
    case switchOff = "trait.switch_button.state_off.description"
    case switchMixed = "trait.switch_button.state_mixed.description"
    case switchButton = "trait.switch_button.description"
    case switchHint = "trait.switch_button.hint"
    case switchHintFormat = "trait.switch_button.hint_format"
    case seriesFormat = "context.series.description_format"
    case rowSpanFormat = "context.data_table.row_span_format"
    case columnSpanFormat = "context.data_table.column_span_format"
    case rowFormat = "context.data_table.row_format"
    case columnFormat = "context.data_table.column_format"
    case listStart = "context.list_start.description"
    case listEnd = "context.list_end.description"
    case landmarkStart = "context.landmark_start.description"
    case landmarkEnd = "context.landmark_end.description"
    case textField = "trait.text_field.description"
    case secureTextField = "trait.secure_text_field.description"
    case textFieldHint = "trait.text_field.hint"
    case editingHint = "trait.text_field_is_editing.hint"
    case isEditing = "trait.text_field_is_editing.description"
    case headingsRotor = "rotor.heading.description"
    case linksRotor = "rotor.link.description"
    // Words VoiceOver says that AccessibilitySnapshot's tables do not record.
    case actionsAvailable = "voicenav.actions_available"
    case alert = "voicenav.alert"
    case insertionPointStart = "voicenav.insertion_point.start"
    case insertionPointEnd = "voicenav.insertion_point.end"
    case actionsRotor = "voicenav.rotor.actions"
    case formControlsRotor = "voicenav.rotor.form_controls"
    case containersRotor = "voicenav.rotor.containers"

    /// The keys a phrase file may hold without voicenav using them: AccessibilitySnapshot's
    /// legend words and rotor names voicenav does not model (read, kept, never spoken).
    public static func isKnownUnused(_ key: String) -> Bool {
        key.hasPrefix("rotor.") || key.hasPrefix("custom_rotors.") || key.hasPrefix("custom_actions.")
            || key.hasPrefix("custom_content.") || key.hasSuffix(".inputLabel") || key == "trait.text_area.hint"
    }

    /// How many `%@` arguments the phrase takes (a phrase file must keep them).
    public var argumentCount: Int {
        switch self {
        case .selectedFormat, .adjustableHintFormat, .switchHintFormat, .rowSpanFormat, .columnSpanFormat, .rowFormat,
             .columnFormat: 1
        case .seriesFormat: 3
        default: 0
        }
    }
}
