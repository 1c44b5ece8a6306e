import Testing

/// A view's computed view properties and view functions declared in extensions of it, in its
/// file or another of the project's (SwiftSourceReading.md, "Views of the project").
@Suite("SwiftUI code: a view's members in its extensions")
@MainActor
struct SwiftUIExtensionMembersTests {
    @Test("a `some View` property and a view function of an extension, in the same file and in another one")
    func extensionMembers() throws {
        let source = """
            import SwiftUI

            struct SettingsView: View {
                var body: some View {
                    List {
                        inBody
                        inExtension
                        row("Row from a function")
                        elsewhere
                    }
                }
                private var inBody: some View { Text("Declared in the struct") }
            }

            extension SettingsView {
                var inExtension: some View { Text("Declared in an extension") }
                func row(_ title: String) -> some View { Text(title) }
            }
            """
        let other = """
            import SwiftUI

            extension SettingsView {
                var elsewhere: some View {
                    VStack {
                        Text("Declared in another file")
                        inExtension
                    }
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source, files: ["Sources/App/SettingsView+Rows.swift": other])
        // Before: "inExtension is not a view voicenav can find in this file", and each of these missing.
        #expect(elements == ["Declared in the struct", "Declared in an extension", "Row from a function",
                             "Declared in another file", "Declared in an extension"])
        #expect(notes.isEmpty)
    }
}
