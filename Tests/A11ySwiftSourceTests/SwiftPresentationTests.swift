import Testing

/// Sheets, covers, alerts and dialogs shown on the first render (SwiftSourceReading.md,
/// "Presentations"), presented over the screen as UIKit presents them.
@Suite("SwiftUI from its source: presentations")
@MainActor
struct SwiftPresentationTests {
    static let source = """
        import SwiftUI

        struct SheetView: View {
            @State private var showing = true
            var body: some View {
                VStack {
                    Text("Behind")
                    Button("Open") { showing = true }
                }
                .sheet(isPresented: $showing) {
                    NavigationStack {
                        Text("Details")
                            .navigationTitle("Sheet")
                    }
                }
            }
        }

        struct AlertView: View {
            @State private var asking = true
            @State private var later = false
            var body: some View {
                List {
                    Text("Files")
                }
                .alert("Delete the file?", isPresented: $asking) {
                    Button("Delete", role: .destructive) {}
                    Button("Keep", role: .cancel) {}
                } message: {
                    Text("This cannot be undone.")
                }
                .sheet(isPresented: $later) { Text("Never") }
            }
        }

        struct DialogView: View {
            var body: some View {
                Text("Photo")
                    .confirmationDialog("Share", isPresented: .constant(true)) {
                        Button("Copy") {}
                        Button("Save") {}
                    }
            }
        }

        struct OlderView: View {
            @State private var failed = true
            let model: Model
            var body: some View {
                Text("Login")
                    .alert(isPresented: $failed) {
                        Alert(title: Text("Sign-in failed"), message: Text("Check your password."),
                              dismissButton: .default(Text("Try again")))
                    }
                    .sheet(isPresented: $model.showsHelp) { Text("Help") }
            }
        }

        struct ClosedView: View {
            @State private var showing = false
            var body: some View {
                Text("Home").sheet(isPresented: $showing) { Text("Never") }
            }
        }
        """

    @Test("a sheet whose state starts true covers the screen on a phone; VoiceOver reads what it shows")
    func sheet() throws {
        let (elements, notes) = try SwiftUIReadingTests.describe(Self.source, scene: "SheetView")
        #expect(elements == ["Sheet. Heading.", "Details"])
        #expect(notes.isEmpty)
    }

    @Test("an alert: its title, its message, its buttons (cancel first, as UIKit lays out two); a false sheet is not shown")
    func alert() throws {
        let (elements, notes) = try SwiftUIReadingTests.describe(Self.source, scene: "AlertView")
        #expect(elements == ["Delete the file?", "This cannot be undone.", "Keep. Button.", "Delete. Button."])
        #expect(notes.isEmpty)
    }

    @Test("a confirmation dialog: no title unless asked, SwiftUI's Cancel added")
    func dialog() throws {
        #expect(try SwiftUIReadingTests.describe(Self.source, scene: "DialogView").elements
                    == ["Copy. Button.", "Save. Button.", "Cancel. Button."])
    }

    @Test("the older Alert form; a state only run time knows presents nothing, with a note at its argument")
    func older() throws {
        let (elements, notes) = try SwiftUIReadingTests.describe(Self.source, scene: "OlderView")
        #expect(elements == ["Sign-in failed", "Check your password.", "Try again. Button."])
        #expect(notes == ["55:20: Whether this .sheet shows depends on model, which the code that shows OlderView gives: "
                          + "voicenav shows what the source fixes"])
        #expect(try SwiftUIReadingTests.describe(Self.source, scene: "ClosedView").elements == ["Home"])
    }
}
