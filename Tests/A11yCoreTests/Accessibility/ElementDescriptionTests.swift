import Testing
@testable import A11yCore
@testable import TestSupport

/// VoiceOverRules, "What is said for an element": what is said for an element, period for period.
@Suite("Descriptions (VoiceOverRules: What is said for an element)")
struct ElementDescriptionTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var label: String?
        var value: String? = nil
        var hint: String? = nil
        var traits: AccessibilityTraits = []
        var context = ElementContext()
        var text: String
        var spokenHint: String? = nil
        var testDescription: String { text }
    }

    static let traitWords: [Case] = [
        Case(label: "02", traits: .button, text: "02. Button."),
        Case(label: "Settings", traits: [.button, .backButton], text: "Settings. Back Button."),
        Case(label: "Back", traits: [.button, .backButton], text: "Back Button."),
        Case(label: "back", traits: [.backButton], text: "Back Button."),
        Case(label: "Off", traits: [.button, .notEnabled], text: "Off. Dimmed. Button."),
        Case(label: "Title", traits: .header, text: "Title. Heading."),
        Case(label: "Apple", traits: .link, text: "Apple. Link."),
        Case(label: "Volume", value: "50%", traits: .adjustable, text: "Volume: 50%. Adjustable.",
             spokenHint: "Swipe up or down with one finger to adjust the value."),
        Case(label: "Cake", traits: .image, text: "Cake. Image."),
        Case(label: "Find", traits: .searchField, text: "Find. Search Field."),
        Case(label: "Name", traits: .textEntry, text: "Name. Text Field.", spokenHint: "Double tap to edit."),
        Case(label: "PIN", traits: [.textEntry, .secureTextEntry], text: "PIN. Secure Text Field.",
             spokenHint: "Double tap to edit."),
        Case(label: "Plain", traits: .staticText, text: "Plain"),
        Case(label: "Key", traits: [.button, .keyboardKey], text: "Key"),
        Case(label: "All", traits: [.notEnabled, .button, .header, .link, .adjustable, .image, .searchField],
             text: "All. Dimmed. Button. Heading. Link. Adjustable. Image. Search Field."),
        // A text that already ends a sentence takes no period of its own (rule 6).
        Case(label: "Tap me!", traits: .button, text: "Tap me! Button."),
        Case(label: "Why?", traits: .link, text: "Why? Link."),
        Case(label: "More…", traits: .button, text: "More… Button."),
        Case(label: "送信！", traits: .button, text: "送信！ Button."),
        Case(label: "Other", traits: [.playsSound, .summaryElement, .updatesFrequently, .startsMediaSession,
                                     .allowsDirectInteraction, .causesPageTurn], text: "Other"),
    ]

    static let switches: [Case] = [
        Case(label: "Wi-Fi", value: "1", traits: [.button, .switchButton], text: "Wi-Fi. Switch Button. On.",
             spokenHint: "Double tap to toggle setting."),
        Case(label: "Wi-Fi", value: "0", traits: [.button, .switchButton], text: "Wi-Fi. Switch Button. Off.",
             spokenHint: "Double tap to toggle setting."),
        Case(label: "Wi-Fi", value: "2", traits: [.button, .switchButton], text: "Wi-Fi. Switch Button. Mixed.",
             spokenHint: "Double tap to toggle setting."),
        Case(label: "Fake Label", value: "3", traits: [.switchButton], text: "Fake Label. 3",
             spokenHint: "Double tap to toggle setting."),
        Case(label: "Dial", value: "1", traits: [.switchButton, .adjustable], text: "Dial. On. Adjustable.",
             spokenHint: "Double tap to toggle setting."),
        Case(label: "Mute", value: "1", traits: [.button, .switchButton, .notEnabled], text: "Mute. Dimmed. Switch Button. On."),
    ]

    static let valuesAndSelection: [Case] = [
        Case(label: nil, value: "07", traits: [.selected], text: "Selected: 07"),
        Case(label: "Label", value: "Value", text: "Label: Value"),
        Case(label: nil, value: "Value", traits: .button, text: "Value. Button."),
        Case(label: nil, traits: [.selected], text: "Selected."),
        Case(label: nil, traits: [.selected, .button], text: "Selected. Button."),
        Case(label: "Item", traits: [.selected, .button], text: "Selected: Item. Button."),
        Case(label: "Done.", traits: .button, text: "Done. Button."),
    ]

    static let hints: [Case] = [
        Case(label: nil, hint: "Hint", traits: .button, text: "Hint. Button."),
        Case(label: nil, hint: "Hint", traits: [.button, .switchButton], text: "Hint. Switch Button."),
        Case(label: "Go", hint: "Opens it.", traits: .button, text: "Go. Button.", spokenHint: "Opens it."),
        Case(label: "Wi-Fi", value: "1", hint: "Hint", traits: [.button, .switchButton], text: "Wi-Fi. Switch Button. On.",
             spokenHint: "Hint. Double tap to toggle setting."),
        Case(label: "Wi-Fi", value: "1", hint: "Hint.", traits: [.button, .switchButton], text: "Wi-Fi. Switch Button. On.",
             spokenHint: "Hint. Double tap to toggle setting."),
        Case(label: "Name", hint: "Your name", traits: .textEntry, text: "Name. Text Field.", spokenHint: "Double tap to edit."),
        Case(label: "Level", value: "5%", hint: "Sets it", traits: [.adjustable, .notEnabled],
             text: "Level: 5%. Dimmed. Adjustable.", spokenHint: "Sets it"),
        Case(label: nil, hint: "Slide", traits: .adjustable, text: "Slide. Adjustable."),
    ]

    static func context(_ edit: (inout ElementContext) -> Void) -> ElementContext {
        var context = ElementContext()
        edit(&context)
        return context
    }

    static let contexts: [Case] = [
        Case(label: "Item B", traits: [.button, .selected], context: context { $0.series = (2, 6); $0.isTab = true },
             text: "Selected: Item B. Tab. 2 of 6."),
        Case(label: "Label", value: "Value", hint: "Hint", traits: .button,
             context: context { $0.series = (5, 6); $0.isTab = true },
             text: "Label: Value. Tab. 5 of 6.", spokenHint: "Hint"),
        Case(label: "Contacts", traits: [.button, .tabBarItem], context: context { $0.series = (3, 5); $0.isTab = true },
             text: "Contacts. Tab. 3 of 5."),
        Case(label: "Segment A", traits: .button, context: context { $0.series = (1, 3) }, text: "Segment A. Button. 1 of 3."),
        Case(label: "First", context: context { $0.listStart = true }, text: "First. List Start."),
        Case(label: "Last", traits: .button, context: context { $0.listEnd = true }, text: "Last. Button. List End."),
        Case(label: "Nav", context: context { $0.landmarkStart = true }, text: "Nav. Landmark."),
        Case(label: "Foot", context: context { $0.landmarkEnd = true }, text: "Foot. End."),
        Case(label: "42", context: context { $0.tableHeaders = ["Score"]; $0.tableRow = 2; $0.tableColumn = 3 },
             text: "42. Score. Row 2. Column 3."),
    ]

    @Test("trait words in their fixed order (What is said for an element rule 4)", arguments: traitWords)
    func traitWordOrder(_ c: Case) { check(c) }

    @Test("switch states (What is said for an element rule 4)", arguments: switches)
    func switchStates(_ c: Case) { check(c) }

    @Test("values and Selected (What is said for an element rules 2, 3, 6)", arguments: valuesAndSelection)
    func valuesAndSelected(_ c: Case) { check(c) }

    @Test("hint promotion and default hints (What is said for an element rules 5, 8)", arguments: hints)
    func hintRules(_ c: Case) { check(c) }

    @Test("contexts: series, lists, landmarks, data tables (What is said for an element rule 7)", arguments: contexts)
    func contextWords(_ c: Case) { check(c) }

    @Test("custom content: high importance ends the description, the rest waits (What is said for an element, custom content)")
    func customContent() {
        let content = [
            AccessibilityCustomContent(label: "Age", value: "3 years"),
            AccessibilityCustomContent(label: "Popularity", value: "Number one", importance: .high),
            AccessibilityCustomContent(label: " ", value: "", importance: .high),
        ]
        let snapshot = ElementSnapshot(label: "Bailey", hint: "Opens the profile.", traits: .button, customContent: content)
        let description = ElementDescriber.describe(snapshot)
        #expect(description.text == "Bailey. Button. Popularity, Number one")
        #expect(description.hint == "Opens the profile.")
        let alone = ElementSnapshot(customContent: [AccessibilityCustomContent(label: "Due", value: "Today", importance: .high)])
        #expect(ElementDescriber.describe(alone).text == "Due, Today")
    }

    func check(_ c: Case) {
        let snapshot = ElementSnapshot(label: c.label, value: c.value, hint: c.hint, traits: c.traits, context: c.context)
        let description = ElementDescriber.describe(snapshot)
        #expect(description.text == c.text)
        #expect(description.hint == c.spokenHint)
    }
}
