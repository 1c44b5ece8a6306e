/// The role abbreviations a braille line shows (the braille contract, "The print line"): the
/// first row whose trait an element has gives its role. Data, not code: `--braille-roles FILE`
/// replaces it (one `trait<TAB>shown` line each).
public struct BrailleRoles: Sendable, Hashable {
    /// One row: a trait name (as `describe --format json` prints them) and what is shown.
    public struct Row: Sendable, Hashable {
        public var trait: String
        public var shown: String

        public init(trait: String, shown: String) {
            self.trait = trait
            self.shown = shown
        }
    }

    public var rows: [Row] {
        didSet { resolved = Self.resolve(rows) }
    }
    /// The rows with their traits looked up once (each focus asks for a role).
    private var resolved: [(trait: AccessibilityTraits, shown: String)]

    public init(rows: [Row]) {
        self.rows = rows
        resolved = Self.resolve(rows)
    }

    private static func resolve(_ rows: [Row]) -> [(trait: AccessibilityTraits, shown: String)] {
        rows.compactMap { row in AccessibilityTraits.trait(named: row.trait).map { ($0, row.shown) } }
    }

    public static func == (lhs: BrailleRoles, rhs: BrailleRoles) -> Bool { lhs.rows == rhs.rows }
    public func hash(into hasher: inout Hasher) { hasher.combine(rows) }

    /// The desktop screen readers' abbreviations, as the contract lists them.
    public static let standard = BrailleRoles(rows: [
        Row(trait: "header", shown: "hdg"), Row(trait: "link", shown: "lnk"), Row(trait: "searchField", shown: "srch"),
        Row(trait: "secureTextEntry", shown: "pwd"), Row(trait: "textEntry", shown: "txt"),
        Row(trait: "switchButton", shown: "swtch"), Row(trait: "adjustable", shown: "adj"),
        Row(trait: "tabBarItem", shown: "tab"), Row(trait: "button", shown: "btn"), Row(trait: "image", shown: "img"),
        Row(trait: "staticText", shown: ""),
    ])

    /// The role shown for `traits`: the first row whose trait they have (nil: none, or one
    /// that shows nothing).
    public func role(for traits: AccessibilityTraits) -> String? {
        guard let row = resolved.first(where: { traits.contains($0.trait) }) else { return nil }
        return row.shown.isEmpty ? nil : row.shown
    }
}

/// The print line a braille display shows for an element, before translation into cells
/// (the braille contract): `label [value] [role] [state …]`, parts joined by one space.
///
/// ```swift
/// BraillePrintLine.line(for: ElementSnapshot(label: "Airplane Mode", value: "0", traits: [.button, .switchButton]))
/// // "Airplane Mode swtch off"
/// ```
public enum BraillePrintLine {
    /// The longest print line made (a hostile 100,000-character label is cut here, with `…`).
    public static let maximumLength = 2_000

    /// The print line of `element`: the label; the value (a switch's state word instead); the
    /// role of `roles`' first row whose trait it has (an element in a tab bar is a tab); then
    /// `on`/`off` for a switch, `sel` when selected, `dim` when not enabled. With neither label
    /// nor value, the role stands first. Hints are never shown. Control characters become spaces.
    public static func line(for element: ElementSnapshot, roles: BrailleRoles = .standard) -> String {
        let traits = element.context.isTab ? element.traits.union(.tabBarItem) : element.traits
        let isSwitch = traits.contains(.switchButton)
        var parts: [String] = []
        if let label = element.label, !label.isEmpty { parts.append(label) }
        if !isSwitch, let value = element.value, !value.isEmpty { parts.append(value) }
        if let role = roles.role(for: traits) { parts.append(role) }
        if isSwitch {
            switch element.value {
            case "1": parts.append("on")
            case "0": parts.append("off")
            default: break
            }
        }
        if traits.contains(.selected) { parts.append("sel") }
        if traits.contains(.notEnabled) { parts.append("dim") }
        return bounded(parts.joined(separator: " "))
    }

    /// The container words an element's description ends with (`List Start.`, `List End.`,
    /// `Landmark.`, `End.`, in `words`' language): a braille display shows them as a line of
    /// their own, before the element's; nil when the element starts or ends no container.
    public static func containerLine(for element: ElementSnapshot, words: PhraseTable = .english) -> String? {
        let parts = ElementDescriber.containerWords(element.context, words: words)
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }

    /// `text` on one line, at most `maximumLength` characters: control characters and line
    /// breaks become spaces (a display has one line).
    public static func bounded(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        var count = 0
        for scalar in text.unicodeScalars {
            if count == maximumLength {
                result.append("…")
                break
            }
            let isControl = scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
                || scalar.value == 0x2028 || scalar.value == 0x2029
            result.append(isControl ? " " : scalar)
            count += 1
        }
        return String(result)
    }
}

/// Turns print text into braille cells (liblouis in A11yBraille); the model asks through this
/// so that it needs no braille library.
public protocol BrailleTranslating: Sendable {
    /// The cells (Unicode braille patterns, one character per cell) of `text`.
    func cells(for text: String) -> String
    /// The cells of `text`, and for each cell the print character (its index among `text`'s
    /// characters) it comes from: a display shows the print text under its cells.
    func translate(_ text: String) -> BrailleText
}

/// Braille cells with the print character each one comes from.
public struct BrailleText: Sendable, Hashable {
    /// One Unicode braille pattern per cell.
    public var cells: [Character]
    /// For each cell, the index of the print character it translates (among the text's
    /// characters); several cells may share one (a capital sign), one cell may stand for
    /// several characters (a contraction: the first).
    public var printPositions: [Int]

    public init(cells: [Character], printPositions: [Int]) {
        self.cells = cells
        self.printPositions = printPositions
    }
}

/// A braille line as it was shown: its print text and the translation of it.
public struct BrailleLine: Sendable, Hashable {
    public var print: String
    public var braille: BrailleText

    public init(print: String, braille: BrailleText) {
        self.print = print
        self.braille = braille
    }
}

extension BrailleTranslating {
    /// Without positions from the translator: cell i under print character i.
    public func translate(_ text: String) -> BrailleText {
        let cells = Array(self.cells(for: text))
        let last = max(0, text.count - 1)
        return BrailleText(cells: cells, printPositions: cells.indices.map { min($0, last) })
    }
}
