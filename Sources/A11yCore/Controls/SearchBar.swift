/// A search field.
///
/// Mirrors `UISearchBar`, whose text field VoiceOver reads as a search field: labelled by its
/// placeholder ("Search" unless the app sets one), its text as the value, the searchField
/// trait ("Search Field.") and the hint "Double tap to edit." (VoiceOverRules, "What is said for an element" rule 8).
/// Activating it starts editing, as a text field does ("Search. Search Field. Is editing.").
@MainActor
open class SearchBar: TextField {
    public override init(text: String = "", placeholder: String? = nil, frame: Rect = .zero) {
        super.init(text: text, placeholder: placeholder ?? "Search", frame: frame)
        // The search text field carries its own hint: the searchField trait has no default
        // hint of its own (VoiceOverRules, "What is said for an element" rule 8 gives them to text entry only).
        accessibilityHint = "Double tap to edit."
    }

    open override var defaultAccessibilityTraits: AccessibilityTraits { isEditing ? [.searchField, .isEditing] : .searchField }
}
