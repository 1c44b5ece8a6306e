import A11yCore
import A11ySceneModel
import A11yScenes
import Foundation
import ScenesTestSupport
import Testing

/// SwiftUI screens read from their source (SwiftSourceReading.md): each test writes the
/// SwiftUI a developer would and checks what VoiceOver is given, citing the article's rule.
@Suite("SwiftUI from its source")
@MainActor
struct SwiftUIReadingTests {
    /// A project folder (with a Package.swift, its root) holding `files`; the path of the first.
    static func project(_ files: [String: String], main: String = "Sources/App/Screen.swift") throws -> String {
        try TemporaryProject.write(files.merging(TemporaryProject.packageManifest) { a, _ in a }, prefix: "voicenav-swiftui")
            + "/" + main
    }

    /// What `describe` says for `source`'s screen (`scene`), one entry per element, and the notes.
    static func describe(_ source: String, scene: String? = nil, language: String? = nil,
                         files: [String: String] = [:]) throws -> (elements: [String], notes: [String]) {
        let path = try project(files.merging(["Sources/App/Screen.swift": source], uniquingKeysWith: { a, _ in a }))
        let input = try InputDocument.open(path: path).load(screen: scene, language: language)
        let app = SceneApp(spec: input.spec)
        app.window.makeKeyAndVisible()
        let elements = ScreenDescription.describe(window: app.window, speakHints: false).map(\.description)
        return (elements, input.diagnostics.map {
            ($0.file == path ? "" : ($0.file as NSString).lastPathComponent + ":") + "\($0.line):\($0.column): \($0.message)"
        })
    }

    @Test("a file is told apart by its content; its screens are its previews and View types, in file order (Screens)")
    func screens() throws {
        let source = """
            import SwiftUI

            struct SettingsView: View {
                var body: some View { Text("Settings") }
            }

            #Preview("Dark") { SettingsView() }

            struct AboutView: View {
                var body: some View { Text("About") }
            }

            #Preview { AboutView() }
            """
        let path = try Self.project(["Sources/App/Screen.swift": source])
        let document = try InputDocument.open(path: path)
        #expect(document.format == .swiftSource)
        let screens = try document.screens()
        #expect(screens.map(\.id) == ["SettingsView", "Dark", "AboutView", "Preview 2"])
        #expect(screens.map(\.kind) == [.swiftUIView, .preview, .swiftUIView, .preview])
        #expect(screens[1].location.line == 7)
        // The first preview by default; a view type by name.
        #expect(try Self.describe(source).elements == ["Settings"])
        #expect(try Self.describe(source, scene: "AboutView").elements == ["About"])
        // Several views and no preview: the command line must choose (exit 64, the choices listed).
        let views = "import SwiftUI\nstruct A: View { var body: some View { Text(\"A\") } }\n"
            + "struct B: View { var body: some View { Text(\"B\") } }\n"
        #expect(throws: SceneChoiceError.self) { try Self.describe(views) }
        #expect(throws: SceneChoiceError.self) { try Self.describe(source, scene: "Settings") }
    }

    @Test("controls: what SwiftUI tells VoiceOver for each (What VoiceOver gets)")
    func controls() throws {
        let source = """
            import SwiftUI

            struct ControlsView: View {
                @State private var wifi = true
                @State private var volume = 0.5
                @State private var name = ""

                var body: some View {
                    VStack(spacing: 12) {
                        Text("Network")
                            .font(.headline)
                            .accessibilityAddTraits(.isHeader)
                        Toggle("Wi-Fi", isOn: $wifi)
                        Slider(value: $volume, in: 0...1) { Text("Volume") }
                        TextField("Name", text: $name)
                        Button("Save") { }
                        Link("Help", destination: URL(string: "https://example.com")!)
                        Label("Favourites", systemImage: "star")
                        Image(systemName: "magnifyingglass")
                        Image(decorative: "banner")
                        Button { } label: { Image(systemName: "gear") }
                    }
                    .padding()
                }
            }
            """
        let said = try Self.describe(source).elements
        #expect(said == [
            "Network. Heading.", "Wi-Fi. Switch Button. On.", "Volume: 50%. Adjustable.", "Name. Text Field.",
            "Save. Button.", "Help. Link.", "Favourites", "Search. Image.", "settings. Button.",
        ])
    }

    @Test("navigation, forms and sections: the title, headers as headings, rows in order (Containers)")
    func formInNavigation() throws {
        let source = """
            import SwiftUI

            struct SettingsView: View {
                @AppStorage("sounds") private var sounds = false
                var body: some View {
                    NavigationStack {
                        Form {
                            Section("General") {
                                NavigationLink("About") { Text("Version 2") }
                                Toggle("Sounds", isOn: $sounds)
                            }
                            Section {
                                Text("Signed in")
                            } header: {
                                Text("Account")
                            } footer: {
                                Text("Your data stays on this device.")
                            }
                        }
                        .navigationTitle("Settings")
                    }
                }
            }
            """
        let said = try Self.describe(source).elements
        #expect(said.first == "Settings. Heading.")
        #expect(Array(said.dropFirst()) == [
            "General. Heading.", "About. Button.", "Sounds. Switch Button. Off.", "Account. Heading.", "Signed in",
            "Your data stays on this device.",
        ])
    }

    @Test("accessibility modifiers: label, value, hint, hidden, combine (Modifiers)")
    func modifiers() throws {
        let source = """
            import SwiftUI

            #Preview {
                VStack {
                    Image(systemName: "trash")
                        .accessibilityLabel("Delete")
                    Text("Decoration").accessibilityHidden(true)
                    HStack {
                        Image(systemName: "person")
                        Text("Anna")
                        Text("Online")
                    }
                    .accessibilityElement(children: .combine)
                    Text("Score").accessibilityValue("12 points")
                    Button("Off") { }.disabled(true)
                    Text("Gone").opacity(0)
                }
            }
            """
        let said = try Self.describe(source).elements
        #expect(said == ["Delete. Image.", "Anna, Online", "Score: 12 points", "Off. Dimmed. Button."])
    }

    @Test("what the source fixes: #if for an iPhone, state's first value, ForEach over literals, the project's views")
    func evaluation() throws {
        let source = """
            import SwiftUI

            struct Row: View {
                let title: String
                var body: some View { Text(title) }
            }

            struct ListView: View {
                @State private var showsMore = false
                private let names = ["Ana", "Ben"]
                var header: some View { Text("People") }

                var body: some View {
                    VStack {
                        header
                        ForEach(names, id: \\.self) { name in Row(title: name) }
                        ForEach(1..<3) { index in Text("Item \\(index)") }
                        #if os(iOS)
                        Text("On iPhone")
                        #else
                        Text("Elsewhere")
                        #endif
                        if showsMore { Text("More") } else { Text("Less") }
                        if #available(iOS 17, *) { Text("New") }
                    }
                }
            }
            """
        let said = try Self.describe(source, scene: "ListView").elements
        #expect(said == ["People", "Ana", "Ben", "Item 1", "Item 2", "On iPhone", "Less", "New"])
    }

    @Test("run-time values: a note at the line that uses them, the element keeps what the source fixes")
    func runTimeValues() throws {
        let source = """
            import SwiftUI

            struct ProfileView: View {
                @EnvironmentObject var model: Model
                let items: [String]

                var body: some View {
                    VStack {
                        Text(model.name)
                        ForEach(items, id: \\.self) { Text($0) }
                        Toggle("Alerts", isOn: $model.alerts)
                        Text("Fixed")
                    }
                }
            }
            """
        let (said, notes) = try Self.describe(source)
        #expect(said.contains("Fixed"))
        // The toggle's state is the model's, which run time gives: no value is said.
        #expect(said.contains("Alerts. Switch Button."), "\(said)")
        #expect(notes.contains { $0.hasPrefix("9:") && $0.contains("model") }, "\(notes)")
        #expect(notes.contains { $0.hasPrefix("10:") && $0.contains("ForEach") }, "\(notes)")
    }

    @Test("texts: LocalizedStringKey literals through the app's tables in the language asked for (Texts)")
    func languages() throws {
        let source = """
            import SwiftUI

            #Preview {
                VStack {
                    Text("Hello")
                    Text(verbatim: "Hello")
                    Button("settings.save") { }
                }
            }
            """
        let files = [
            "Sources/App/en.lproj/Localizable.strings": "\"settings.save\" = \"Save\";\n",
            "Sources/App/de.lproj/Localizable.strings": "\"Hello\" = \"Hallo\";\n\"settings.save\" = \"Sichern\";\n",
        ]
        #expect(try Self.describe(source, files: files).elements == ["Hello", "Hello", "Save. Button."])
        #expect(try Self.describe(source, language: "de", files: files).elements == ["Hallo", "Hello", "Sichern. Button."])
        let path = try Self.project(files.merging(["Sources/App/Screen.swift": source], uniquingKeysWith: { a, _ in a }))
        #expect(try InputDocument.open(path: path).languages().map(\.language) == ["de", "en"])
    }

    @Test("a view of another file of the project is found by name and read there (Views of the project)")
    func viewsOfTheProject() throws {
        let source = """
            import SwiftUI

            #Preview {
                List {
                    BadgeRow(title: "Inbox", count: 3)
                    Card(title: "Sent") { Text("Extra") }
                }
            }
            """
        let views = """
            import SwiftUI

            struct BadgeRow: View {
                let title: String
                var count = 0
                @EnvironmentObject var model: Model

                var body: some View {
                    HStack {
                        Text(title)
                        Spacer()
                        Text("\\(count)")
                        Text(model.status)
                    }
                }
            }

            struct Card<Content: View>: View {
                let title: String
                @ViewBuilder let content: Content
                var body: some View {
                    VStack { Text(title); content }
                }
            }
            """
        let (said, notes) = try Self.describe(source, files: ["Sources/App/Views/Rows.swift": views])
        #expect(said == ["Inbox", "3", "Sent", "Extra"], "\(said)")
        // The run-time value is noted where the view uses it, in the view's own file.
        #expect(notes.contains { $0.hasPrefix("Rows.swift:13:") && $0.contains("model") }, "\(notes)")
    }

    @Test("toolbar items: leading on the bar's left, trailing and primary on its right, the bottom bar's in the toolbar")
    func toolbar() throws {
        let source = """
            import SwiftUI

            #Preview {
                NavigationStack {
                    List { Text("First note") }
                        .navigationTitle("Notes")
                        .toolbar {
                            ToolbarItem(placement: .topBarLeading) { EditButton() }
                            ToolbarItem(placement: .primaryAction) {
                                Button { } label: { Image(systemName: "plus") }
                                    .accessibilityLabel("New Note")
                            }
                            ToolbarItemGroup(placement: .bottomBar) {
                                Button("Share") { }
                                Spacer()
                            }
                        }
                }
            }
            """
        let said = try Self.describe(source).elements
        #expect(said == ["Edit. Button.", "Notes. Heading.", "New Note. Button.", "First note", "Share. Button."], "\(said)")
        // SwiftUI's Edit button in the language the app runs in (Localization.md, "UIKit's own words"):
        // German where the project has German texts, else its development language.
        let table = ["Sources/App/de.lproj/Localizable.strings": "\"Notes\" = \"Notizen\";\n"]
        let german = try Self.describe(source, language: "de", files: table).elements
        #expect(german.prefix(2) == ["Bearbeiten. Button.", "Notizen. Heading."], "\(german)")
        #expect(try Self.describe(source, language: "de").elements.first == "Edit. Button.")
    }

    @Test("labels given as arguments, a Label's title closure, a PreviewProvider, a segmented picker, Markdown")
    func initializerForms() throws {
        let source = """
            import SwiftUI

            struct PrimaryButton: View {
                let title: String
                let action: () -> Void
                init(_ title: String, action: @escaping () -> Void) {
                    self.title = title
                    self.action = action
                }
                var body: some View { Button(action: action) { Text(title) } }
            }

            struct MiscView: View {
                @State private var mode = 1
                var body: some View {
                    VStack {
                        Picker("Mode", selection: $mode) {
                            Text("Day").tag(0)
                            Text("Week").tag(1)
                        }
                        .pickerStyle(.segmented)
                        Text("Read the [terms](https://example.com) **now**")
                        Button(action: {}, label: { Text("Labelled") })
                        Label { Text("Titled") } icon: { Image(systemName: "star") }
                        PrimaryButton("Continue") { }
                        Section(content: { Text("Body") }, header: { Text("Head") })
                    }
                    .navigationBarItems(trailing: Button("Done") { })
                }
            }

            struct MiscView_Previews: PreviewProvider {
                static var previews: some View {
                    NavigationView { MiscView() }
                }
            }
            """
        let said = try Self.describe(source).elements
        #expect(said == [
            "Done. Button.", "Day. Button. 1 of 2.", "Selected: Week. Button. 2 of 2.", "Read the terms now",
            "Labelled. Button.", "Titled", "Continue. Button.", "Head. Heading.", "Body",
        ], "\(said)")
        let path = try Self.project(["Sources/App/Screen.swift": source])
        #expect(try InputDocument.open(path: path).screens().map(\.id) == ["PrimaryButton", "MiscView", "MiscView_Previews"])
    }

    @Test("a screen with a title and no stack of its own is shown in its caller's; a note is said once")
    func pushedScreen() throws {
        let source = """
            import SwiftUI

            struct AboutView: View {
                @EnvironmentObject var model: Model
                var body: some View {
                    List {
                        ForEach(1..<4) { _ in Text(model.name) }
                        Text("Version 2")
                    }
                    .navigationTitle("About")
                }
            }
            """
        let (said, notes) = try Self.describe(source)
        #expect(said == ["About. Heading.", "Version 2"], "\(said)")
        #expect(notes.filter { $0.hasPrefix("7:") }.count == 1, "\(notes)")
    }

    @Test("hostile input: overflows, huge ranges, runaway views end with a note, never a crash or a hang (Limits)")
    func hostileInput() throws {
        let overflow = """
            import SwiftUI
            #Preview {
                VStack {
                    ForEach(9223372036854775000..<9223372036854775807) { _ in EmptyView() }
                    Slider(value: .constant(1), in: 0...9223372036854775807) { Text("Far") }
                    Text("\\(-(-9223372036854775807 - 1)) \\((-9223372036854775807 - 1) / -1)")
                    ForEach(0..<5000) { _ in ForEach(0..<5000) { _ in EmptyView() } }
                    Text("End")
                }
            }
            """
        let (said, notes) = try Self.describe(overflow)
        #expect(said.contains { $0.hasPrefix("Far") }, "\(said)")
        #expect(notes.contains { $0.contains("steps to read") }, "\(notes)")
        // Views that double at each level: the budget stops them.
        var doubling = "import SwiftUI\nstruct T0: View { var body: some View { Text(\"leaf\") } }\n"
        for level in 1...40 {
            doubling += "struct T\(level): View { var body: some View { T\(level - 1)(); T\(level - 1)() } }\n"
        }
        doubling += "#Preview { T40() }\n"
        let (leaves, limits) = try Self.describe(doubling)
        #expect(!leaves.isEmpty && leaves.count <= 5_000)
        #expect(limits.contains { $0.contains("steps to read") || $0.contains("views") }, "\(limits)")
    }

    @Test("a row's modifiers hold for its views; a run-time Boolean keeps the view, noted (Modifiers)")
    func rowModifiers() throws {
        let source = """
            import SwiftUI
            struct RowsView: View {
                @ObservedObject var model: Model
                var body: some View {
                    VStack {
                        HStack { Image(systemName: "star"); Text("Hidden row") }.accessibilityHidden(true)
                        HStack { Text("Dim row") }.disabled(true)
                        Text("Maybe").accessibilityHidden(model.hides)
                    }
                }
            }
            """
        let (said, notes) = try Self.describe(source)
        #expect(said == ["Dim row. Dimmed.", "Maybe"] || said == ["Dim row", "Maybe"], "\(said)")
        #expect(notes.contains { $0.hasPrefix("8:") && $0.contains("hidden") }, "\(notes)")
    }

    @Test("bad input: a syntax error is located; a view that contains itself is read once (Bad input)")
    func badInput() throws {
        let broken = "import SwiftUI\n\nstruct V: View {\n    var body: some View { Text(\"a\" }\n}\n"
        do {
            _ = try Self.describe(broken)
            Issue.record("a syntax error was accepted")
        } catch let error as SceneError {
            #expect(error.line == 4, "\(error)")
            #expect(error.message.contains("not valid Swift"))
        }
        let cycle = """
            import SwiftUI
            struct Loop: View {
                var body: some View { VStack { Text("Top"); Loop() } }
            }
            """
        let (said, notes) = try Self.describe(cycle)
        #expect(said == ["Top"])
        #expect(notes.contains { $0.contains("contains itself") })
    }

    @Test("texts joined with `+`, and a `Text` interpolated in a text (its key's `%@` translated), read as one text")
    func joinedTexts() throws {
        let source = """
            import SwiftUI

            struct TermsView: View {
                let name = "Ada"
                var body: some View {
                    VStack {
                        Text("By continuing you accept the ") + Text("Terms of Service").bold() + Text(".")
                        Text("Replying to \\(Text("@\\(name)").foregroundColor(.blue))")
                        (Text("Hello, ") + Text(name).italic())
                            .font(.title)
                        Text("Signed in as ") + Text(verbatim: NSUbiquitousKeyValueStore.default.string(forKey: "user") ?? "")
                    }
                }
            }
            """
        // SwiftUI's `+` of texts is one text; an interpolated `Text` is `%@` in the key.
        #expect(try Self.describe(source).elements == ["By continuing you accept the Terms of Service.", "Replying to @Ada",
                                                       "Hello, Ada", "Signed in as …"])
        let table = "\"Replying to %@\" = \"Antwort an %@\";\n"
        let german = try Self.describe(source, language: "de", files: ["Sources/App/de.lproj/Localizable.strings": table])
        #expect(german.elements[1] == "Antwort an @Ada")
    }
}
