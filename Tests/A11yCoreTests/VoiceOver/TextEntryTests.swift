import Testing
@testable import A11yCore
@testable import TestSupport

/// Issue 15, text entry: activating a field starts editing, typing speaks each character,
/// secure fields never speak their text, Escape or another activation ends editing.
@Suite("Text entry")
@MainActor
struct TextEntryTests {
    /// A sign-in form: Email (label and placeholder), Password (secure), Sign In.
    static func form(hints: Bool = false) -> (SessionHarness, email: TextField, password: TextField) {
        let email = TextField(placeholder: "name@example.com", frame: Rect(x: 16, y: 100, width: 300, height: 44))
        email.accessibilityLabel = "Email"
        email.accessibilityIdentifier = "email"
        let password = TextField(frame: Rect(x: 16, y: 160, width: 300, height: 44))
        password.accessibilityLabel = "Password"
        password.accessibilityIdentifier = "password"
        password.isSecureTextEntry = true
        let root = ContentController(title: "Sign in") { root in
            root.addSubview(email)
            root.addSubview(password)
            let go = Button(title: "Sign In", frame: Rect(x: 16, y: 220, width: 120, height: 44))
            go.accessibilityIdentifier = "go"
            root.addSubview(go)
        }
        let harness = SessionHarness(root: root, hints: hints)
        harness.start()
        return (harness, email, password)
    }

    @Test(
        "a field with a label and a placeholder reads the placeholder as its value while empty; without a label it is the label"
    )
    func placeholderIsTheValueWhileEmpty() {
        let (harness, email, _) = Self.form()
        #expect(harness.descriptions
                == ["Email: name@example.com. Text Field.", "Password. Secure Text Field.", "Sign In. Button."])
        email.text = "ada@example.com"
        #expect(harness.descriptions.first == "Email: ada@example.com. Text Field.")
        let bare = TextField(placeholder: "Search mail")
        #expect(bare.accessibilityLabel == "Search mail" && bare.accessibilityValue == nil)
    }

    @Test("activating a field starts editing: it is read again as being edited, with the editing hint")
    func activationStartsEditing() {
        let (harness, email, _) = Self.form(hints: true)
        #expect(harness.said { harness.session.activate() }
                == ["Email: name@example.com. Text Field. Is editing.", "Use the rotor to access Misspelled Words"])
        #expect(email.isEditing && email.isFirstResponder)
        #expect(harness.session.focusedElement?.snapshot.traits.contains(.isEditing) == true)
        // Activating it again changes nothing and says nothing.
        #expect(harness.said { harness.session.activate() } == [])
    }

    @Test(
        "typing speaks each character as it goes in (a space as \"space\"), and the field then says where the insertion point is"
    )
    func typingEchoesCharacters() {
        let (harness, email, _) = Self.form()
        harness.said { harness.session.activate() }
        #expect(harness.said { harness.session.perform(.type("ab c")) } == ["a", "b", "space", "c"])
        #expect(email.text == "ab c")
        harness.said { harness.session.next() }
        #expect(harness.said { harness.session.previous() } == ["Email: ab c. Text Field. Is editing. Insertion point at end."])
        #expect(harness.said { harness.session.perform(.deleteBackward) } == ["c"])
        #expect(email.text == "ab ")
    }

    @Test("a secure field says \"bullet\" for each character typed and deleted, and never its text")
    func secureFieldNeverSpeaksItsText() {
        let (harness, _, password) = Self.form()
        harness.session.focus(identifier: "password")
        #expect(harness.said { harness.session.activate() } == ["Password. Secure Text Field. Is editing."])
        #expect(harness.said { harness.session.perform(.type("pw")) } == ["bullet", "bullet"])
        #expect(harness.said { harness.session.perform(.deleteBackward) } == ["bullet"])
        harness.said { harness.session.perform(.type("d")) }
        #expect(password.text == "pd")
        #expect(harness.said { harness.session.previous(); harness.session.next() }
                == ["Email: name@example.com. Text Field.",
                    "Password: ••. Secure Text Field. Is editing. Insertion point at end."])
        #expect(!harness.session.transcript.lines.contains { $0.contains("pd") || $0 == "p" || $0 == "d" })
    }

    @Test("Escape ends editing before anything else gets it, silently; the next Escape goes up the responder chain")
    func escapeEndsEditing() {
        let (harness, email, _) = Self.form()
        harness.said { harness.session.activate() }
        harness.said { harness.session.perform(.type("x")) }
        #expect(harness.said { harness.session.perform(.gesture(.escape)) } == [])
        #expect(!email.isEditing)
        #expect(harness.descriptions.first == "Email: x. Text Field.")
        #expect(harness.said { harness.session.perform(.gesture(.escape)) } == ["[no action]"])
    }

    @Test("activating another element ends editing; activating another field moves the editing there")
    func otherActivationEndsEditing() {
        let (harness, email, password) = Self.form()
        harness.said { harness.session.activate() }
        harness.session.focus(identifier: "password")
        harness.said { harness.session.activate() }
        #expect(!email.isEditing && password.isEditing)
        harness.session.focus(identifier: "go")
        harness.said { harness.session.activate() }
        #expect(!password.isEditing && harness.window.firstResponder == nil)
    }

    @Test("typing with no field being edited under the cursor does nothing ([no action]): a field not yet activated, or a button")
    func typingNeedsAnEditedField() {
        let (harness, email, _) = Self.form()
        #expect(harness.said { harness.session.perform(.type("abc")) } == ["[no action]"])
        #expect(email.text.isEmpty)
        harness.said { harness.session.activate() }
        harness.session.focus(identifier: "go")
        #expect(harness.said { harness.session.perform(.type("abc")) } == ["[no action]"])
        #expect(harness.said { harness.session.perform(.deleteBackward) } == ["[no action]"])
        #expect(email.text.isEmpty && email.isEditing)   // moving the cursor away does not end editing
    }

    @Test("a search field being edited says so after its trait word", arguments: [false, true])
    func searchFieldEditing(hints: Bool) {
        let search = SearchBar(frame: Rect(x: 16, y: 100, width: 300, height: 44))
        let harness = SessionHarness(root: ContentController { $0.addSubview(search) }, hints: hints)
        harness.start()
        let said = harness.said { harness.session.activate() }
        #expect(said == ["Search. Search Field. Is editing."] + (hints ? ["Use the rotor to access Misspelled Words"] : []))
    }

    @Test("the words of a field being edited (VoiceOverRules: What is said for an element rules 4 and 8, extended)")
    func editingDescriptions() {
        let editing = ElementSnapshot(label: "Email", value: "a@b.c", traits: [.textEntry, .isEditing], insertionPoint: .end)
        #expect(ElementDescriber.describe(editing)
                == ElementDescription(text: "Email: a@b.c. Text Field. Is editing. Insertion point at end.",
                                      hint: "Use the rotor to access Misspelled Words"))
        let dimmed = ElementSnapshot(label: "PIN", traits: [.textEntry, .secureTextEntry, .isEditing, .notEnabled])
        #expect(ElementDescriber.describe(dimmed)
                == ElementDescription(text: "PIN. Dimmed. Secure Text Field. Is editing.", hint: nil))
        #expect(VoiceOverSession.spokenCharacter("@") == "@" && VoiceOverSession.spokenCharacter(" ") == "space")
    }
}
