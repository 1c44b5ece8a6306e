import Testing

/// What a new user's app showed the reader missing (SwiftSourceReading.md, "What the source
/// fixes", "Views of the project", "What VoiceOver gets"): nested view types, labelled
/// closures, choices in texts, branches that agree, keyboard toolbars, links and fields.
@Suite("SwiftUI from its source: nested types, choices and agreeing branches")
@MainActor
struct SwiftChoiceTests {
    @Test("a view nested in another type is found by its full name (UITemplates.IconLabel) and by its own")
    func nestedTypes() throws {
        let source = """
            import SwiftUI

            class UITemplates {
                struct IconLabel: View {
                    let icon: String
                    let text: String
                    var body: some View { Label(text, systemImage: icon) }
                }
            }

            enum Tutorial {
                struct Header: View {
                    var body: some View { Text("Welcome").font(.title) }
                }
            }

            #Preview {
                List {
                    Tutorial.Header()
                    NavigationLink { Text("About") } label: { UITemplates.IconLabel(icon: "info.circle", text: "About") }
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source)
        #expect(elements == ["Welcome", "About. Button."], "\(notes)")
        #expect(notes.isEmpty, "\(notes)")
    }

    @Test("Toggle(isOn:label:) takes its title from the label closure; a binding with .animation() keeps its value")
    func toggleLabels() throws {
        let source = """
            import SwiftUI

            struct SettingsView: View {
                @State private var checker = false
                @AppStorage("private") private var alsoPrivate = true
                var body: some View {
                    Form {
                        Toggle(isOn: $checker, label: { Text("Disable Checker") })
                        Toggle(isOn: $alsoPrivate.animation()) { Text("Also in Private Browsing") }
                    }
                }
            }
            """
        #expect(try SwiftUIReadingTests.describe(source).elements
                    == ["Disable Checker. Switch Button. Off.", "Also in Private Browsing. Switch Button. On."])
    }

    @Test("a ?: choice in a text or between views takes the branch its known condition picks")
    func ternaries() throws {
        let source = """
            import SwiftUI

            struct MainView: View {
                @AppStorage("useDefault", store: UserDefaults(suiteName: "group.app")) private var useDefault: Bool = true
                @State private var count = 3
                @State private var start = false
                var body: some View {
                    VStack {
                        Text(useDefault ? "On" : "Off")
                        Text(count > 5 ? "Many" : count > 1 ? "Some" : "One")
                        useDefault ? Text("Default engine") : Text("Custom engine")
                        // A fade-in: the state changes as the screen appears; the text is read.
                        Text("Welcome").opacity(start ? 1 : 0)
                        Text("Never shown").opacity(0)
                    }
                    .onAppear { withAnimation { start = true } }
                }
            }
            """
        #expect(try SwiftUIReadingTests.describe(source).elements == ["On", "Some", "Default engine", "Welcome"])
    }

    @Test("branches on one run-time value agree: the switch's first case holds for the ifs that test the same value")
    func agreeingBranches() throws {
        let source = """
            import SwiftUI

            enum EngineKind { case standard, quick }

            struct EditView: View {
                @ObservedObject var model: EngineModel
                var body: some View {
                    Form {
                        switch model.kind {
                        case .standard: Text("Default engine")
                        case .quick: Text("Quick engine")
                        }
                        if model.kind == .quick { Text("Keyword") }
                        if model.isEditing { Text("Editing") }
                        if !model.isEditing { Text("Not editing") }
                    }
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source)
        #expect(elements == ["Default engine", "Editing"])
        #expect(notes.count == 2, "\(notes)")
    }

    @Test("a switch on a tuple takes the case its known parts match, with what it binds; on a run-time part, the first case")
    func tupleSwitch() throws {
        let source = """
            import SwiftUI

            struct FactorsView: View {
                @State private var units = 2
                @ObservedObject var state: BolusState
                var body: some View {
                    VStack {
                        switch (units, true) {
                        case (1, _): Text("One unit")
                        case (let count, true) where count > 5: Text("Many units")
                        case (let count, true) where count > 1: Text("\\(count) units")
                        default: Text("None")
                        }
                        switch (state.useSuperBolus, state.useFattyMeal) {
                        case (false, false): Text("Full bolus")
                        default: Text("Reduced bolus")
                        }
                    }
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source)
        #expect(elements == ["2 units", "Full bolus"])
        #expect(notes.count == 1 && notes[0].contains("this switch depends on"), "\(notes)")
        // A case whose `where` only run time decides is read (noted), not the first case already ruled out.
        let guarded = """
            import SwiftUI

            enum Mode { case list, grid }

            struct ItemsView: View {
                @State private var mode = Mode.grid
                @ObservedObject var settings: DisplaySettings
                var body: some View {
                    switch mode {
                    case .list: Text("List")
                    case .grid where settings.isCompact: Text("Compact grid")
                    case .grid: Text("Grid")
                    }
                }
            }
            """
        let (shown, guardedNotes) = try SwiftUIReadingTests.describe(guarded)
        #expect(shown == ["Compact grid"])
        #expect(guardedNotes.contains { $0.contains("this case depends on") }, "\(guardedNotes)")
    }

    @Test("keyboard toolbar items are not on the screen as it opens; a Link has the link trait alone; a field's title labels it")
    func toolbarsLinksFields() throws {
        let source = """
            import SwiftUI

            struct EditView: View {
                @State private var region = ""
                @State private var name = ""
                var body: some View {
                    NavigationStack {
                        Form {
                            TextField("Region Code", text: $region, prompt: Text("US"))
                            TextField("Name", text: $name)
                            Link("Privacy Policy", destination: URL(string: "https://example.com")!)
                        }
                        .navigationTitle("Edit")
                        .toolbar {
                            ToolbarItemGroup(placement: .keyboard) { Button("Done") { } }
                            ToolbarItem(placement: .confirmationAction) { Button("Save") { } }
                        }
                    }
                }
            }
            """
        #expect(try SwiftUIReadingTests.describe(source).elements == [
            "Edit. Heading.", "Save. Button.", "Region Code: US. Text Field.", "Name. Text Field.", "Privacy Policy. Link.",
        ])
    }
}

/// Combined views of which nothing was read (SwiftSourceReading.md, "Modifiers").
@Suite("SwiftUI from its source: combined views read from nothing")
@MainActor
struct SwiftEmptyCombinationTests {
    @Test("a combined view whose views voicenav could not find is no element (their note says why), not an empty one")
    func emptyCombination() throws {
        let source = """
            import SwiftUI

            #Preview {
                VStack {
                    HStack {
                        AppIconView()
                        VersionBadge()
                    }
                    .accessibilityElement(children: .combine)
                    Text("About")
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source)
        #expect(elements == ["About"])
        #expect(notes.count == 2 && notes.allSatisfy { $0.contains("is not a view voicenav knows") }, "\(notes)")
    }
}

/// `NavigationSplitView` on iPhone (SwiftSourceReading.md, "What VoiceOver gets").
@Suite("SwiftUI from its source: split views on iPhone")
@MainActor
struct SwiftSplitViewTests {
    @Test("a NavigationSplitView collapses into one stack that starts on its sidebar, titled by it")
    func splitView() throws {
        let source = """
            import SwiftUI

            #Preview {
                NavigationSplitView {
                    List {
                        NavigationLink("Default Search Engine") { Text("Editor") }
                    }
                    .navigationTitle("CSE")
                } detail: {
                    Text("Choose an engine")
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source)
        #expect(elements == ["CSE. Heading.", "Default Search Engine. Button."])
        #expect(notes.isEmpty, "\(notes)")
    }
}

/// Sizes that decide the audit's hit regions (SwiftSourceReading.md, "Layout").
@Suite("SwiftUI from its source: rows and padded labels")
@MainActor
struct SwiftHitRegionTests {
    @Test("a field alone in a form row fills the row; a button's padded label makes the button taller")
    func regions() throws {
        let source = """
            import SwiftUI

            struct FormView: View {
                @State private var region = ""
                var body: some View {
                    VStack {
                        Form {
                            TextField("Region Code", text: $region)
                        }
                        Button { } label: { Text("Next").padding() }
                    }
                }
            }
            """
        let read = try SwiftAccessibilityTests.read(source)
        let field = try #require(read.elements.first { $0.snapshot.label == "Region Code" }).snapshot.frame
        let next = try #require(read.elements.first { $0.snapshot.label == "Next" }).snapshot.frame
        #expect(field.height >= 44 && field.width > 300)
        #expect(next.height >= 44)
    }
}

/// `.disabled` on a container (SwiftSourceReading.md, "Modifiers").
@Suite("SwiftUI from its source: disabled containers")
@MainActor
struct SwiftDisabledTests {
    @Test("disabled(true) on a group or a section dims every control inside it; disabled(false) leaves them as they are")
    func disabledContainers() throws {
        let source = """
            import SwiftUI

            #Preview {
                Form {
                    Group {
                        Button("Reset Default Engine") { }
                        Button("Reset Quick Engines") { }
                    }
                    .disabled(true)
                    Section {
                        Button("Delete All") { }.disabled(true)
                    }
                    .disabled(false)
                }
            }
            """
        #expect(try SwiftUIReadingTests.describe(source).elements
                    == ["Reset Default Engine. Dimmed. Button.", "Reset Quick Engines. Dimmed. Button.",
                        "Delete All. Dimmed. Button."])
    }
}

/// Picker styles (SwiftSourceReading.md, "What VoiceOver gets").
@Suite("SwiftUI from its source: inline and wheel pickers")
@MainActor
struct SwiftPickerStyleTests {
    @Test("an inline picker lists its options as buttons, the chosen one selected; a wheel is adjustable with its selection")
    func pickerStyles() throws {
        let source = """
            import SwiftUI

            struct EngineView: View {
                @State private var engine = "Bing"
                @State private var hour = 7
                var body: some View {
                    Form {
                        Picker("Search Engine", selection: $engine) {
                            Text("Google").tag("Google")
                            Text("Bing").tag("Bing")
                        }
                        .pickerStyle(.inline)
                        Picker("Hour", selection: $hour) {
                            Text("6").tag(6)
                            Text("7").tag(7)
                        }
                        .pickerStyle(.wheel)
                    }
                }
            }
            """
        #expect(try SwiftUIReadingTests.describe(source).elements == [
            "Search Engine", "Google. Button.", "Selected: Bing. Button.", "Hour: 7. Adjustable.",
        ])
    }

    @Test("""
        a ForEach over tuples takes each apart into its closure's parameters; tabs a run-time branch appends are \
        left out, the ones every run has shown
        """)
    func tuplesAndRunTimeAppends() throws {
        let source = """
            import SwiftUI

            enum Filter: Hashable { case notes, replies, conversations }

            struct ProfileView: View {
                @State private var filter = Filter.notes
                let conversations: [String]

                var tabs: [(String, Filter)] {
                    var tabs = [("Notes", Filter.notes), ("Notes & Replies", Filter.replies)]
                    if !conversations.isEmpty {
                        tabs.append(("Conversations", Filter.conversations))
                    }
                    return tabs
                }

                var body: some View {
                    HStack {
                        ForEach(tabs, id: \\.1) { (text, tag) in
                            Button { filter = tag } label: { Text(text) }
                        }
                    }
                }
            }
            """
        let elements = try SwiftUIReadingTests.describe(source).elements
        #expect(elements == ["Notes. Button.", "Notes & Replies. Button."], "\(elements)")
    }
}
