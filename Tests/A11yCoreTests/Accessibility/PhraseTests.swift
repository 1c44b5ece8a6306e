import Testing
@testable import A11yCore
@testable import TestSupport

/// VoiceOver's own words in other languages: the built-in tables (with their corrections), the
/// formats, an element's language picking its words, and transcripts recording languages.
@Suite("VoiceOver's words in other languages")
@MainActor
struct PhraseTests {
    @Test("formats fill %@, %n$@ and %lld, and keep %%")
    func formats() {
        #expect(PhraseTable.fill("%1$@ %2$@ of %3$@.", ["Tab.", "2", "6"]) == "Tab. 2 of 6.")
        #expect(PhraseTable.fill("%1$@ %2$@ of %3$@.", ["", "2", "6"]) == " 2 of 6.")
        #expect(PhraseTable.fill("Selected: %@", ["Item B"]) == "Selected: Item B")
        #expect(PhraseTable.fill("%lld%% (%@)", ["5", "x"]) == "5% (x)")
        #expect(PhraseTable.argumentCount(of: "%1$@ %2$@ of %3$@.") == 3)
        #expect(PhraseTable.argumentCount(of: "Spans %@ rows.") == 1)
        #expect(PhraseTable.argumentCount(of: "100%% sure") == 0)
    }

    @Test("every English phrase is there; the built-in tables keep each format's arguments")
    func tables() {
        #expect(PhraseTable.english.missingKeys.isEmpty)
        for table in [PhraseTable.german, .russian] {
            for key in PhraseKey.allCases where table.has(key) {
                #expect(PhraseTable.argumentCount(of: table[key]) == key.argumentCount, "\(table.language) \(key)")
            }
        }
        #expect(PhraseBook.builtIn.languages == ["de", "en", "ru"])
        #expect(PhraseBook.builtIn.table(for: "de-CH")?.language == "de")
        #expect(PhraseBook.builtIn.table(for: "fr") == nil)
    }

    @Test("the corrections: German switch, tab and editing words; Russian spans, landmark end and field words")
    func corrections() {
        let german = PhraseTable.german, russian = PhraseTable.russian
        #expect(german[.switchButton] == "Schalter.")
        #expect(german[.tab] == "Tab.")
        #expect(german[.isEditing] == "Wird bearbeitet.")
        #expect(german[.editingHint].contains("Zugriff") && german[.editingHint].contains("„Rechtschreibfehler“"))
        #expect(russian.format(.rowSpanFormat, "2") == "Охватывает строк: 2.")
        #expect(russian.format(.columnSpanFormat, "3") == "Охватывает столбцов: 3.")
        #expect(russian[.landmarkEnd] == "Конец.")
        #expect(russian[.textField] == "Текстовое поле." && russian[.textFieldHint].hasSuffix("."))
        // No Latin letter hides in a Cyrillic word.
        #expect(!russian[.editingHint].unicodeScalars.contains { ("a"..."z").contains($0) || ("A"..."Z").contains($0) })
    }

    @Test("descriptions in German and Russian: trait words, states, series, hints with an own hint")
    func descriptions() {
        let de = PhraseTable.german, ru = PhraseTable.russian
        var series = ElementContext()
        series.series = (index: 2, count: 4)
        series.isTab = true
        let tab = ElementSnapshot(label: "Suche", traits: [.button, .selected], context: series)
        #expect(ElementDescriber.describe(tab, in: de).text == "Auswahl: Suche. Tab. 2 von 4.")
        let wifi = ElementSnapshot(label: "WLAN", value: "1", hint: "Verbindet.", traits: [.button, .switchButton])
        #expect(ElementDescriber.describe(wifi, in: de) == ElementDescription(
            text: "WLAN. Schalter. Ein.", hint: "Verbindet. Zum Umschalten Doppeltippen."))
        let field = ElementSnapshot(label: "Почта", traits: .textEntry)
        #expect(ElementDescriber.describe(field, in: ru) == ElementDescription(
            text: "Почта. Текстовое поле.", hint: "Коснитесь дважды, чтобы редактировать."))
        let back = ElementSnapshot(label: "Zurück", traits: [.button, .backButton])
        #expect(ElementDescriber.describe(back, in: de).text == "Zurück Taste.")
        let dimmed = ElementSnapshot(label: "OK", traits: [.button, .notEnabled])
        #expect(ElementDescriber.describe(dimmed, in: de).text == "OK. Grau dargestellt. Taste.")
    }

    @Test("a session in German: its words, its transcript header, and an element in French marked and spoken in French")
    func session() {
        let root = ViewController()
        let view = root.view!
        let heading = Label(text: "Willkommen", frame: Rect(x: 16, y: 100, width: 200, height: 24))
        heading.accessibilityTraits.insert(.header)
        let button = Button(title: "Bonjour", frame: Rect(x: 16, y: 140, width: 200, height: 44))
        button.accessibilityLanguage = "fr"
        view.addSubview(heading)
        view.addSubview(button)
        let harness = SessionHarness(root: root)
        harness.session.settings.language = "de"
        var book = PhraseBook.builtIn
        book.add(PhraseTable(language: "fr", phrases: [PhraseKey.button.rawValue: "Bouton."]))
        harness.session.settings.phrases = book
        harness.start()
        harness.session.next()
        harness.settle()
        let transcript = harness.session.transcript
        #expect(transcript.text == "# language: de\n[screen changed]\nWillkommen. Überschrift.\n[fr] Bonjour. Bouton.\n")
        #expect(transcript.lines.last == "Bonjour. Bouton.")
        #expect(transcript.records.last?.language == "fr")
        #expect(transcript.jsonLines.split(separator: "\n").last?.hasSuffix("\"focus\": null, \"language\": \"fr\"}") == true)
        let described = ScreenDescription.describe(window: harness.window, settings: harness.session.settings)
        #expect(described.map(\.language) == ["de", "fr"])
        #expect(ScreenDescription.json(described).contains("\"language\": \"fr\""))
    }

    @Test("the rotor's setting names in German")
    func rotorNames() {
        #expect(RotorSetting.headings.spokenName(in: .german) == "Überschriften")
        #expect(RotorSetting.formControls.spokenName(in: .german) == "Form Controls")
    }

    @Test("labels are trimmed as VoiceOver speaks them (VoiceOverRules); a phrase table without a hint format keeps its hint")
    func englishUnchanged() {
        let selected = ElementSnapshot(label: "Daily ", traits: [.button, .selected])
        #expect(ElementDescriber.describe(selected).text == "Selected: Daily. Button.")
        var series = ElementContext()
        series.series = (index: 2, count: 4)
        #expect(ElementDescriber.describe(ElementSnapshot(label: " Foo", context: series)).text == "Foo 2 of 4.")
        #expect(ElementDescriber.describe(ElementSnapshot(label: " \n ", traits: .button)).text == "Button.")
        let padded = ElementSnapshot(label: "Save\n", value: " 3 ", traits: .button)
        #expect(ElementDescriber.describe(padded).text == "Save: 3. Button.")
        #expect(ElementDescriber.describe(ElementSnapshot(context: series)).text == "2 of 4.")
        let french = PhraseTable(language: "fr", phrases: [PhraseKey.switchHint.rawValue: "Touchez deux fois pour basculer."])
        let wifi = ElementSnapshot(label: "Wi-Fi", value: "1", hint: "Mon indice", traits: [.button, .switchButton])
        #expect(ElementDescriber.describe(wifi, in: french).hint == "Mon indice. Touchez deux fois pour basculer.")
    }
}
