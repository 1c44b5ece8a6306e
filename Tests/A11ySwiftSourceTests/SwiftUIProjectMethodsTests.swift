import Testing

/// Methods of the project's types run from SwiftUI code (SwiftSourceReading.md, "Constants of
/// the project"): on an instance, on a case, on a text the project extends `String` for, and
/// called by name alone inside the type (a leading underscore too), as Swift calls them; the
/// project's `Text` initializers and its modifiers in extensions of `View` and `Text`
/// ("Views of the project"); the standard library's array and text methods ("What the source fixes").
@Suite("SwiftUI code: the project's methods")
@MainActor
struct SwiftUIProjectMethodsTests {
    @Test("an instance's method, which calls its own private method by name alone, and a String extension's method")
    func instanceMethods() throws {
        let source = """
            import SwiftUI

            struct Localization {
                var prefix: String
                static var current = Localization(prefix: "Note: ")

                private func _lookUp(_ key: String, table: String? = nil, comment: String) -> String {
                    key == "greeting" ? "Hello" : key
                }

                func text(_ key: String) -> String {
                    prefix + _lookUp(key, comment: "").exclaimed()
                }

                mutating func change(_ key: String) -> String {
                    prefix = key
                    return key
                }
            }

            extension String {
                func exclaimed() -> String { self + "!" }
            }

            enum Tip {
                case faceID, passcode
                func title(short: Bool) -> String {
                    switch self {
                    case .faceID: short ? "Face ID" : "Use Face ID"
                    case .passcode: "Passcode"
                    }
                }
            }

            struct TipsView: View {
                var body: some View {
                    VStack {
                        Text(Localization.current.text("greeting"))
                        Text(Tip.faceID.title(short: false))
                        Text("done".exclaimed())
                    }
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source)
        // Before, each was "the result of …(…)", a run-time value, and no text was read.
        #expect(elements == ["Note: Hello!", "Use Face ID", "done!"])
        #expect(notes.isEmpty)
    }

    @Test("a mutating method is not run: a note, the rest read")
    func mutatingMethodNotRun() throws {
        let source = """
            import SwiftUI

            struct Counter {
                var count = 0
                mutating func next() -> String {
                    count += 1
                    return "Step \\(count)"
                }
            }

            struct StepsView: View {
                var body: some View {
                    var counter = Counter()
                    VStack {
                        Text("Steps")
                        Text(counter.next())
                    }
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source)
        #expect(elements == ["Steps"])
        #expect(notes.contains { $0.contains("counter.next") })
    }

    @Test("Text(.key) through the project's `extension Text { init(_ key:) }`: the text its self.init(verbatim:) makes")
    func projectTextInitializer() throws {
        let source = """
            import SwiftUI

            enum StringKey: String {
                case greetingTitle = "greeting_title"
                case greetingBody = "greeting_body"
            }

            func localize(_ key: StringKey) -> String {
                NSLocalizedString(key.rawValue, comment: "")
            }

            extension Text {
                init(_ key: StringKey) {
                    self.init(verbatim: localize(key))
                }
            }

            struct GreetingView: View {
                var body: some View {
                    VStack {
                        Text(.greetingTitle)
                        Text(StringKey.greetingBody)
                        Text("Literal")
                    }
                }
            }
            """
        let table = "\"greeting_title\" = \"Hello there\";\n\"greeting_body\" = \"Welcome.\";\n"
        let (elements, notes) = try SwiftUIReadingTests.describe(
            source, files: ["Sources/App/en.lproj/Localizable.strings": table])
        // Before, the two texts made by the project's initializer were left out without a note.
        #expect(elements == ["Hello there", "Welcome.", "Literal"])
        #expect(notes.isEmpty)
    }

    @Test("a modifier the project declares in an extension of View or Text: its body applied, self implicit or named")
    func projectModifiers() throws {
        let source = """
            import SwiftUI

            extension Text {
                func styleAsHeading() -> some View {
                    font(.headline)
                        .foregroundColor(.primary)
                        .accessibility(addTraits: .isHeader)
                }
            }

            extension View {
                func described(_ hint: String, hidden: Bool = false) -> some View {
                    self.accessibilityHint(hint).accessibilityHidden(hidden)
                }
            }

            struct PauseView: View {
                var body: some View {
                    VStack {
                        Text("When to pause").styleAsHeading()
                        Button("Pause") {}.described("Stops for an hour")
                        Text("Decoration").described("", hidden: true)
                    }
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source)
        // Before, each was "a modifier voicenav does not know", read as if it were not there.
        #expect(elements == ["When to pause. Heading.", "Pause. Button."])
        #expect(notes.isEmpty)
    }

    @Test("the standard library's array and text methods in SwiftUI code: filter, map, first(where:), split, joined")
    func collections() throws {
        let source = """
            import SwiftUI

            struct Row {
                let title: String
                let shown: Bool
            }

            struct RowsView: View {
                let rows = [Row(title: "Wi-Fi", shown: true), Row(title: "Debug", shown: false), Row(title: "Sound", shown: true)]
                let lines = "First line\\nSecond line\\n\\nThird line"

                var body: some View {
                    VStack {
                        ForEach(rows.filter { $0.shown }.map { $0.title }, id: \\.self) { title in
                            Text(title)
                        }
                        Text(rows.first(where: { !$0.shown })?.title ?? "none")
                        ForEach(lines.split(separator: "\\n").map(String.init), id: \\.self) { line in
                            Text(line)
                        }
                        Text(lines.components(separatedBy: "\\n").filter { !$0.isEmpty }.joined(separator: ", "))
                    }
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source)
        // Before, each depended on "the result of …(…)": the lists and texts were not read.
        #expect(elements == ["Wi-Fi", "Sound", "Debug", "First line", "Second line", "Third line",
                             "First line, Second line, Third line"])
        #expect(notes.isEmpty)
    }

    @Test("a project modifier: a function it calls is that function; a view builder given to it; a body not read keeps the view")
    func projectModifierEdges() throws {
        let source = """
            import SwiftUI

            func newBadge() -> some View { Text("New") }

            extension View {
                func badged() -> some View { overlay(newBadge()) }
                func card<Header: View>(@ViewBuilder header: () -> Header) -> some View {
                    VStack {
                        header()
                        self
                    }
                }
                func hiddenWhen(_ hide: Bool) -> some View {
                    Group {
                        if hide { EmptyView() } else { self }
                    }
                }
            }

            extension Text {
                func shout() -> Text { self + Text("!") }
            }

            struct CardsView: View {
                var body: some View {
                    VStack {
                        Text("A").badged()
                        Text("Body").card { Text("Header") }
                        Text("Hey").shout()
                        Text("Gone").hiddenWhen(true)
                        Text("Kept").hiddenWhen(false)
                    }
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source)
        #expect(elements == ["A", "New", "Header", "Body", "Hey", "Kept"])
        // `self + Text("!")` is not read: a note, and the text as it was.
        #expect(notes.count == 1)
    }
}
