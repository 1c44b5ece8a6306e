import Testing
@testable import A11yCore

/// The print line of the braille contract: label, value, role, states; every row of the role table.
@Suite("Braille: the print line")
struct BraillePrintLineTests {
    static let rows: [(AccessibilityTraits, String)] = [
        (AccessibilityTraits.header, "Settings hdg"), ([.link, .button], "Settings lnk"), (.searchField, "Settings srch"),
        ([.textEntry, .secureTextEntry], "Settings pwd"), (.textEntry, "Settings txt"), (.adjustable, "Settings adj"),
        ([.button, .tabBarItem], "Settings tab"), (.button, "Settings btn"), (.image, "Settings img"),
        (.staticText, "Settings"), ([], "Settings"), ([.header, .button], "Settings hdg"),
    ]

    @Test("every row of the role table, first match wins", arguments: rows)
    func roles(_ traits: AccessibilityTraits, _ line: String) {
        #expect(BraillePrintLine.line(for: ElementSnapshot(label: "Settings", traits: traits)) == line)
    }

    @Test("values, switch states, selected and dimmed, in the contract's order")
    func statesAndValues() {
        #expect(BraillePrintLine.line(for: ElementSnapshot(label: "Wi-Fi Home", traits: .button)) == "Wi-Fi Home btn")
        #expect(BraillePrintLine.line(for: ElementSnapshot(label: "Airplane Mode", value: "0", traits: [.button, .switchButton]))
            == "Airplane Mode swtch off")
        #expect(BraillePrintLine.line(for: ElementSnapshot(label: "Wi-Fi", value: "1", traits: [.button, .switchButton]))
            == "Wi-Fi swtch on")
        #expect(BraillePrintLine.line(for: ElementSnapshot(label: "Volume", value: "50%", traits: .adjustable))
            == "Volume 50% adj")
        #expect(BraillePrintLine.line(for: ElementSnapshot(label: "Library", traits: [.button, .tabBarItem, .selected]))
            == "Library tab sel")
        #expect(BraillePrintLine.line(for: ElementSnapshot(label: "Delete", traits: [.button, .notEnabled])) == "Delete btn dim")
        #expect(BraillePrintLine.line(for: ElementSnapshot(label: "Search", traits: .searchField)) == "Search srch")
        // No label: the value alone; neither: the role. Hints never show.
        #expect(BraillePrintLine.line(for: ElementSnapshot(value: "42", hint: "Opens it.", traits: .button)) == "42 btn")
        #expect(BraillePrintLine.line(for: ElementSnapshot(traits: .button)) == "btn")
        // An element in a tab bar's context is a tab.
        var context = ElementContext()
        context.isTab = true
        #expect(BraillePrintLine.line(for: ElementSnapshot(label: "Home", traits: .button, context: context)) == "Home tab")
    }

    @Test("a role file's table replaces the standard one; hostile labels are bounded to one line")
    func customAndBounded() {
        let roles = BrailleRoles(rows: [.init(trait: "button", shown: "Knopf"), .init(trait: "header", shown: "")])
        #expect(BraillePrintLine.line(for: ElementSnapshot(label: "OK", traits: .button), roles: roles) == "OK Knopf")
        #expect(BraillePrintLine.line(for: ElementSnapshot(label: "Title", traits: .header), roles: roles) == "Title")
        let long = String(repeating: "a", count: 100_000)
        let line = BraillePrintLine.line(for: ElementSnapshot(label: long, traits: .button))
        #expect(line.count == BraillePrintLine.maximumLength + 1 && line.hasSuffix("…"))
        #expect(BraillePrintLine.line(for: ElementSnapshot(label: "A\u{1B}[2J\nB", traits: .button)) == "A [2J B btn")
    }

    @Test("container words are a line of their own, as spoken, in the session's language")
    func containerLines() {
        var start = ElementContext()
        start.listStart = true
        #expect(BraillePrintLine.containerLine(for: ElementSnapshot(label: "Milk", context: start)) == "List Start.")
        var both = ElementContext()
        both.listEnd = true
        both.landmarkEnd = true
        #expect(BraillePrintLine.containerLine(for: ElementSnapshot(label: "Eggs", context: both), words: .german)
            == "Ende der Liste. Ende.")
        #expect(BraillePrintLine.containerLine(for: ElementSnapshot(label: "Plain")) == nil)
    }
}
