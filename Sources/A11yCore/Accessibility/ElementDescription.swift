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
    static func switchState(_ value: String, words: PhraseTable = .english) -> String {
        switch value {
        case "1": words[.switchOn]
        case "0": words[.switchOff]
        case "2": words[.switchMixed]
        default: value
        }
    }

    /// The trait words of `traits`, in VoiceOver's fixed order (rule 4).
    public static func traitWords(_ traits: AccessibilityTraits, value: String?, inTabContext: Bool,
                                  in phrases: PhraseTable = .english) -> [String] {
        var words: [String] = []
        if traits.contains(.notEnabled) { words.append(phrases[.notEnabled]) }
        let isTab = traits.contains(.tabBarItem) || inTabContext
        if traits.contains(.button),
           !traits.contains(.keyboardKey), !traits.contains(.switchButton), !traits.contains(.backButton), !isTab {
            words.append(phrases[.button])
        }
        if traits.contains(.backButton) { words.append(phrases[.backButton]) }
        if traits.contains(.switchButton) {
            if traits.contains(.button) { words.append(phrases[.switchButton]) }
            if let value, !value.isEmpty { words.append(switchState(value, words: phrases)) }
        }
        if isTab { words.append(phrases[.tab]) }
        if traits.contains(.textEntry) {
            words.append(traits.contains(.secureTextEntry) ? phrases[.secureTextField] : phrases[.textField])
            if traits.contains(.isEditing) { words.append(phrases[.isEditing]) }
        }
        if traits.contains(.header) { words.append(phrases[.header]) }
        if traits.contains(.link) { words.append(phrases[.link]) }
        if traits.contains(.adjustable) { words.append(phrases[.adjustable]) }
        if traits.contains(.image) { words.append(phrases[.image]) }
        if traits.contains(.searchField) {
            words.append(phrases[.searchField])
            if traits.contains(.isEditing) && !traits.contains(.textEntry) { words.append(phrases[.isEditing]) }
        }
        return words
    }

    /// The hint of a field being edited, which replaces "Double tap to edit." (VoiceOver's
    /// words as AccessibilitySnapshot records them; VoiceOverRules is silent).
    public static var editingHint: String { PhraseTable.english[.editingHint] }

    /// The default hint for `traits` (rule 8), before the element's own hint is considered.
    public static func defaultHint(for traits: AccessibilityTraits, in words: PhraseTable = .english) -> String? {
        defaultHintKey(for: traits).map { words[$0] }
    }

    /// The phrase of the default hint for `traits`, and of its form after an own hint.
    static func defaultHintKey(for traits: AccessibilityTraits) -> PhraseKey? {
        if traits.contains(.notEnabled) { return nil }
        if traits.contains(.isEditing) { return .editingHint }
        if traits.contains(.switchButton) { return .switchHint }
        if traits.contains(.textEntry) { return .textFieldHint }
        if traits.contains(.adjustable) { return .adjustableHint }
        return nil
    }

    /// The hint as VoiceOver speaks it after the description: the element's hint (when hints
    /// are on), then "Actions available." for an element with custom actions.
    public static func spokenHint(_ description: ElementDescription, of element: ElementSnapshot, speakHints: Bool,
                                  in words: PhraseTable = .english) -> String? {
        let hint = speakHints ? description.hint : nil
        guard !element.customActions.isEmpty else { return hint }
        let actions = words[.actionsAvailable]
        return hint.map { withPeriod($0) + " " + actions } ?? actions
    }

    /// `text` without the white space around it and without direction marks; nil when nothing
    /// else is left.
    public static func spoken(_ text: String?) -> String? {
        guard var text, !text.isEmpty else { return nil }
        // The marks' first bytes in UTF-8 (U+061C: D8; the others: E2): most texts hold neither.
        if text.utf8.contains(where: { $0 == 0xE2 || $0 == 0xD8 }), text.unicodeScalars.contains(where: isDirectionMark) {
            text.unicodeScalars.removeAll(where: isDirectionMark)
        }
        guard let first = text.firstIndex(where: { !$0.isWhitespace }) else { return nil }
        let last = text.lastIndex { !$0.isWhitespace }!
        return first == text.startIndex && last == text.index(before: text.endIndex) ? text : String(text[first...last])
    }

    /// A mark that only sets the direction of the text around it: left-to-right, right-to-left
    /// and Arabic letter marks, embeddings, overrides and isolates.
    static func isDirectionMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x200E, 0x200F, 0x061C, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// `text` with a period added unless it already ends a sentence (`.`, `!`, `?`, `…`, and
    /// their full-width forms).
    static func withPeriod(_ text: String) -> String {
        guard let last = text.last, !sentenceEnds.contains(last) else { return text }
        return text + "."
    }

    /// The characters that end a sentence, so no period is added after them.
    static let sentenceEnds: Set<Character> = [".", "!", "?", "…", "。", "！", "？", "‼", "⁇", "؟"]

    /// Describes `element` (VoiceOverRules, "What is said for an element" rules 1..8).
    public static func describe(_ element: ElementSnapshot, in words: PhraseTable = .english) -> ElementDescription {
        let traits = element.traits
        // Texts as VoiceOver speaks them: without the spaces and line breaks around them (a
        // text of blanks only is no text) (VoiceOverRules, "What is said for an element").
        let label = spoken(element.label)
        let value = spoken(element.value)
        let ownHint = spoken(element.hint)
        // Rule 1: the label, without a back button's "Back".
        var text = label ?? ""
        if traits.contains(.backButton), let folded = label?.lowercased(),
           folded == "back" || folded == words[.backDescriptor].lowercased() { text = "" }
        // Rule 7 for a declared data table cell: its headers, spans, row and column wrap the
        // label, and the value follows them after a space (DataTableReading).
        let isCell = element.context.isDataTableCell
        if isCell { text = DataTableReading.text(label: text, context: element.context, words: words) }
        // Rule 2: the value, unless the switch trait turns it into the state word.
        if let value, !traits.contains(.switchButton) {
            text = text.isEmpty ? value : isCell ? "\(text) \(value)" : "\(text): \(value)"
        }
        // Rule 3: selected.
        if traits.contains(.selected) {
            text = text.isEmpty ? words[.selected] : words.format(.selectedFormat, text)
        }
        // Rule 4: trait words.
        let spokenTraits = traitWords(traits, value: value, inTabContext: element.context.isTab, in: words)
        // Rule 5: an empty text takes the element's own hint.
        var promoted = false
        if text.isEmpty, let ownHint {
            text = ownHint
            promoted = true
        }
        // Rule 6: the join.
        if !spokenTraits.isEmpty {
            let joined = spokenTraits.joined(separator: " ")
            text = text.isEmpty ? joined : withPeriod(text) + " " + joined
        }
        // Rule 7: context.
        text = appendContext(element.context, to: text, words: words)
        // A field being edited: where the insertion point is (VoiceOverSession+Typing).
        if let point = element.insertionPoint {
            let spoken = point.spokenText(in: words)
            text = text.isEmpty ? spoken : withPeriod(text) + " " + spoken
        }
        // High importance custom content, each "label, value." (the rest is on demand).
        for content in element.customContent where content.importance == .high {
            let parts = [spoken(content.label), spoken(content.value)].compactMap { $0 }
            guard !parts.isEmpty else { continue }
            let said = parts.joined(separator: ", ")
            text = text.isEmpty ? said : withPeriod(text) + " " + said
        }
        // Rule 8: the hint.
        var hint: String?
        if !promoted {
            let fallback = defaultHint(for: traits, in: words)
            if traits.contains(.textEntry) || traits.contains(.isEditing), !traits.contains(.notEnabled) {
                hint = fallback                              // replaces the element's own hint
            } else if let ownHint, let key = defaultHintKey(for: traits) {
                hint = hintWithDefault(ownHint, key, words: words)
            } else {
                hint = ownHint ?? fallback
            }
        }
        return ElementDescription(text: text, hint: hint)
    }

    /// Adds the context words of rule 7.
    static func appendContext(_ context: ElementContext, to text: String, words: PhraseTable = .english) -> String {
        var result = text
        func add(_ words: String) {
            result = result.isEmpty ? words : withPeriod(result) + " " + words
        }
        if !context.isDataTableCell {   // a declared cell's table words are placed in `describe`
            if !context.tableHeaders.isEmpty { add(context.tableHeaders.map(withPeriod).joined(separator: " ")) }
            if let row = context.tableRow { add(words.format(.rowFormat, String(row))) }
            if let column = context.tableColumn { add(words.format(.columnFormat, String(column))) }
        }
        if let series = context.series {
            let filled = words.format(.seriesFormat, result, String(series.index), String(series.count))
            // With no text before it, the position stands alone: `2 of 6.`, not ` 2 of 6.`
            result = result.isEmpty ? String(filled.drop { $0 == " " }) : filled
        }
        for container in containerWords(context, words: words) { add(container) }
        return result
    }

    /// The words for the lists and landmarks an element starts or ends (`List Start.`,
    /// `List End.`, `Landmark.`, `End.`), in that order: the end of its description, and a
    /// braille line of their own.
    public static func containerWords(_ context: ElementContext, words: PhraseTable = .english) -> [String] {
        var result: [String] = []
        if context.listStart { result.append(words[.listStart]) }
        if context.listEnd { result.append(words[.listEnd]) }
        if context.landmarkStart { result.append(words[.landmarkStart]) }
        if context.landmarkEnd { result.append(words[.landmarkEnd]) }
        return result
    }

    /// An element's own hint followed by a default hint, by the language's `hint_format`
    /// (`%@. Double tap to toggle setting.`): the own hint's final period is not doubled.
    static func hintWithDefault(_ ownHint: String, _ key: PhraseKey, words: PhraseTable) -> String {
        let formatKey: PhraseKey? = switch key {
        case .switchHint: .switchHintFormat
        case .adjustableHint: .adjustableHintFormat
        default: nil
        }
        // A language with the hint but not its format (a phrase file's) keeps its own words.
        guard let formatKey, words.has(formatKey) || !words.has(key) else { return withPeriod(ownHint) + " " + words[key] }
        let bare = ownHint.hasSuffix(".") ? String(ownHint.dropLast()) : ownHint
        return words.format(formatKey, bare)
    }
}
