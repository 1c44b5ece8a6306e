import A11yCore
import A11ySceneModel
import A11yScenes
import Foundation
import ScenesTestSupport
import Testing

/// Actions, custom content, representations and the layout direction (SwiftSourceReading.md,
/// "Actions, custom content and representations").
@Suite("SwiftUI from its source: actions, custom content, representations, layout direction")
@MainActor
struct SwiftAccessibilityTests {
    /// The screen of `source` as VoiceOver reads it, with hints, and the scene it was made into.
    static func read(_ source: String) throws -> (elements: [DescribedElement], spec: SceneSpec, notes: [String]) {
        let path = try SwiftUIReadingTests.project(["Sources/App/Screen.swift": source])
        let input = try InputDocument.open(path: path).load(screen: nil, language: nil)
        let app = SceneApp(spec: input.spec)
        app.window.makeKeyAndVisible()
        return (ScreenDescription.describe(window: app.window, speakHints: true), input.spec,
                input.diagnostics.map { "\($0.line):\($0.column): \($0.message)" })
    }

    @Test("named actions are the Actions rotor's (accessibilityAction(named:), accessibilityActions); magic tap says nothing")
    func actions() throws {
        let source = """
            import SwiftUI

            struct InboxRow: View {
                var body: some View {
                    VStack {
                        Text("Lunch on Friday")
                            .accessibilityAction(named: "Archive") { }
                            .accessibilityAction(named: Text("Reply")) { }
                            .accessibilityAction(.magicTap) { }
                            .accessibilityAction { }
                        Text("Invoice")
                            .accessibilityActions {
                                Button("Pay") { }
                                Button("Forward") { }
                            }
                        Text("Plain").accessibilityInputLabels(["Plain", "Simple"])
                    }
                }
            }

            #Preview { InboxRow() }
            """
        let read = try Self.read(source)
        #expect(read.elements.map(\.description) == ["Lunch on Friday", "Invoice", "Plain"])
        #expect(read.elements.map(\.hint) == ["Actions available.", "Actions available.", nil])
        #expect(read.notes.isEmpty)
        #expect(read.elements.map(\.snapshot.customActions) == [["Archive", "Reply"], ["Pay", "Forward"], []])
    }

    @Test("custom content: high importance is spoken with the element, default importance is kept for the More Content rotor")
    func customContent() throws {
        let source = """
            import SwiftUI

            struct DogRow: View {
                var body: some View {
                    HStack {
                        Text("Bailey")
                        Text("Beagle")
                    }
                    .accessibilityElement(children: .combine)
                    .accessibilityCustomContent("Age", "3 years")
                    .accessibilityCustomContent(AccessibilityCustomContentKey("Popularity"), Text("Number one"),
                                                importance: .high)
                }
            }

            #Preview { DogRow() }
            """
        let read = try Self.read(source)
        #expect(read.elements.map(\.description) == ["Bailey, Beagle. Popularity, Number one"])
        let content = try #require(read.elements.first).snapshot.customContent
        #expect(content.map(\.label) == ["Age", "Popularity"])
        #expect(content.map(\.importance) == [.default, .high])
    }

    @Test("accessibilityAdjustableAction makes the view adjustable; accessibilityRepresentation's view is read in its place")
    func adjustableAndRepresentation() throws {
        let source = """
            import SwiftUI

            struct RatingView: View {
                var body: some View {
                    VStack {
                        HStack {
                            ForEach(1..<6) { _ in Image(systemName: "star.fill") }
                        }
                        .accessibilityRepresentation {
                            Slider(value: .constant(3), in: 1...5, step: 1) { Text("Rating") }
                        }
                        Text("Volume").accessibilityAdjustableAction { _ in }
                    }
                }
            }

            #Preview { RatingView() }
            """
        let read = try Self.read(source)
        #expect(read.elements.map(\.description) == ["Rating: 50%. Adjustable.", "Volume. Adjustable."])
        #expect(read.elements.map(\.hint) == Array(repeating: "Swipe up or down with one finger to adjust the value.", count: 2))
    }

    @Test("a right-to-left environment lays rows out from the right; on the whole screen, it reads from the right too")
    func rightToLeft() throws {
        let row = """
            HStack {
                Text("First")
                Spacer()
                Text("Second")
            }
            """
        let source = """
            import SwiftUI

            struct RowView: View {
                var body: some View {
                    VStack {
                        \(row)
                        VStack(alignment: .leading) {
                            \(row)
                            Text("Aligned")
                        }
                        .environment(\\.layoutDirection, .rightToLeft)
                    }
                }
            }

            #Preview { RowView() }
            """
        let read = try Self.read(source)
        let frames = Dictionary(read.elements.map { ($0.snapshot.label ?? "", $0.snapshot.frame) }) { a, _ in a }
        #expect(read.spec.layoutDirection == .leftToRight)
        let (first, second) = (try #require(frames["First"]), try #require(frames["Second"]))
        #expect(first.minX < second.minX)
        // The mirrored row: its first view on the right, the leading text on the right as well.
        let mirrored = read.elements.filter { $0.snapshot.frame.minY > first.maxY }
        let names = mirrored.map { $0.snapshot.label ?? "" }
        #expect(Set(names) == ["First", "Second", "Aligned"])
        let mirroredFirst = try #require(mirrored.first { $0.snapshot.label == "First" }).snapshot.frame
        let mirroredSecond = try #require(mirrored.first { $0.snapshot.label == "Second" }).snapshot.frame
        let aligned = try #require(mirrored.first { $0.snapshot.label == "Aligned" }).snapshot.frame
        #expect(mirroredFirst.minX > mirroredSecond.minX)
        #expect(aligned.maxX > 300)

        // On the whole screen: a right-to-left scene, read from the right.
        let whole = source.replacingOccurrences(of: "#Preview { RowView() }",
                                                with: "#Preview { RowView().environment(\\.layoutDirection, .rightToLeft) }")
        let screen = try Self.read(whole)
        #expect(screen.spec.layoutDirection == .rightToLeft)
        #expect(screen.elements.prefix(2).map(\.description) == ["First", "Second"])
        let screenFirst = try #require(screen.elements.first).snapshot.frame
        #expect(screenFirst.minX > 300)
    }
}

/// `.searchable` (SwiftSourceReading.md, "Modifiers").
@Suite("SwiftUI from its source: search")
@MainActor
struct SwiftSearchTests {
    @Test("searchable puts a search field under the title, read before the content; its prompt is the field's placeholder")
    func searchable() throws {
        let source = """
            import SwiftUI

            struct RecipesView: View {
                @State private var query = ""
                var body: some View {
                    NavigationStack {
                        List {
                            Text("Pancakes")
                            Text("Waffles")
                        }
                        .navigationTitle("Recipes")
                        .searchable(text: $query, prompt: "Find a recipe")
                    }
                }
            }

            #Preview { RecipesView() }
            """
        let read = try SwiftAccessibilityTests.read(source)
        #expect(read.elements.map(\.description) == ["Recipes. Heading.", "Find a recipe. Search Field.", "Pancakes", "Waffles"])
        #expect(read.notes.isEmpty)
        let plain = try SwiftAccessibilityTests.read(source.replacingOccurrences(of: ", prompt: \"Find a recipe\"", with: ""))
        #expect(plain.elements.map(\.description).dropFirst().first == "Search. Search Field.")
    }
}

/// A hidden navigation bar (SwiftSourceReading.md, "What VoiceOver gets").
@Suite("SwiftUI from its source: hidden navigation bar")
@MainActor
struct SwiftHiddenBarTests {
    @Test("navigationBarHidden(true) and toolbar(.hidden, for: .navigationBar) hide the bar: its title and items are not read")
    func hiddenBar() throws {
        let source = """
            import SwiftUI

            struct WelcomeView: View {
                var body: some View {
                    NavigationView {
                        VStack {
                            Text("Welcome")
                        }
                        .navigationTitle("Start")
                        .toolbar { Button("Skip") { } }
                        .navigationBarHidden(true)
                    }
                }
            }

            #Preview { WelcomeView() }
            """
        #expect(try SwiftAccessibilityTests.read(source).elements.map(\.description) == ["Welcome"])
        let modern = source.replacingOccurrences(of: ".navigationBarHidden(true)", with: ".toolbar(.hidden, for: .navigationBar)")
        #expect(try SwiftAccessibilityTests.read(modern).elements.map(\.description) == ["Welcome"])
        let tabBarOnly = source.replacingOccurrences(of: ".navigationBarHidden(true)", with: ".toolbar(.hidden, for: .tabBar)")
        #expect(try SwiftAccessibilityTests.read(tabBarOnly).elements.map(\.description)
                    == ["Start. Heading.", "Skip. Button.", "Welcome"])
        let shown = source.replacingOccurrences(of: ".navigationBarHidden(true)", with: ".navigationBarHidden(false)")
        #expect(try SwiftAccessibilityTests.read(shown).elements.count == 3)
    }
}

/// The project's scan for the files that declare a type (SwiftSourceReading.md, "Views of the project").
@Suite("SwiftUI from its source: the project's declarations")
@MainActor
struct SwiftProjectScanTests {
    @Test("a view of another file is found after attributes, tabs and line starts, and with a name beyond ASCII")
    func declarations() throws {
        let screen = """
            import SwiftUI

            #Preview {
                VStack {
                    Badge()
                    Card()
                    Größe()
                }
            }
            """
        let other = """
            import SwiftUI
            // A subclass of nothing: "subclass Badge" is not a declaration.
            @MainActor public\tstruct Badge: View {
                var body: some View { Text("New") }
            }
            final class Shelf {}
            struct Card: View {
                var body: some View { Text("Card") }
            }
            struct Größe: View { var body: some View { Text("Size") } }
            """
        // An extension names the type it extends by its last name: the file declaring Card is found by it too.
        let extensions = "extension Deck.Card {\n    static let count = 52\n}\n"
        let (elements, notes) = try SwiftUIReadingTests.describe(screen, files: ["Sources/App/Parts.swift": other,
                                                                                 "Sources/App/Deck.swift": extensions])
        #expect(elements == ["New", "Card", "Size"], "\(notes)")
    }

    @Test("a project of many files is scanned by several workers: each file's declarations found, in path order")
    func manyFiles() throws {
        var files: [String: String] = [:]
        for index in 0..<80 {
            files["Sources/App/Views/View\(index).swift"] =
                "import SwiftUI\nstruct Part\(index): View { var body: some View { Text(\"Part \(index)\") } }\n"
        }
        // The same name declared in two files: the first in path order is the one found, as with one worker.
        files["Sources/App/Views/View9b.swift"] =
            "import SwiftUI\nstruct Part9: View { var body: some View { Text(\"Other\") } }\n"
        let screen = "import SwiftUI\n\n#Preview {\n    VStack {\n        Part0()\n        Part9()\n        Part79()\n    }\n}\n"
        let (elements, notes) = try SwiftUIReadingTests.describe(screen, files: files)
        #expect(elements == ["Part 0", "Part 9", "Part 79"], "\(notes)")
    }

    @Test("the project's files: a link to a file is the file; links to folders, hidden and build folders are not walked")
    func walk() throws {
        let screen = "import SwiftUI\n\n#Preview {\n    VStack {\n        Linked()\n        Far()\n        Built()\n"
            + "        Hidden()\n    }\n}\n"
        func view(_ name: String) -> String {
            "import SwiftUI\nstruct \(name): View { var body: some View { Text(\"\(name)\") } }\n"
        }
        let path = try SwiftUIReadingTests.project(["Sources/App/Screen.swift": screen, "build/Built.swift": view("Built"),
                                                    ".hidden/Hidden.swift": view("Hidden")])
        let outside = try TemporaryProject.write(["Linked.swift": view("Linked"), "Folder/Far.swift": view("Far")],
                                                 prefix: "voicenav-outside")
        let app = (path as NSString).deletingLastPathComponent
        try FileManager.default.createSymbolicLink(atPath: app + "/Linked.swift", withDestinationPath: outside + "/Linked.swift")
        try FileManager.default.createSymbolicLink(atPath: app + "/Folder", withDestinationPath: outside + "/Folder")
        try FileManager.default.createSymbolicLink(atPath: app + "/Broken.swift", withDestinationPath: outside + "/Missing.swift")
        let input = try InputDocument.open(path: path).load(screen: nil, language: nil)
        let sceneApp = SceneApp(spec: input.spec)
        sceneApp.window.makeKeyAndVisible()
        let elements = ScreenDescription.describe(window: sceneApp.window, speakHints: false).map(\.description)
        #expect(elements == ["Linked"], "\(elements)")
    }
}
