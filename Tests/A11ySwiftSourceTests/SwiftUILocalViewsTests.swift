import Testing

/// A local view declared without a value and assigned in the branches of an `if`
/// (SwiftSourceReading.md, "What the source fixes": "Values").
@Suite("SwiftUI code: local views assigned in branches")
@MainActor
struct SwiftUILocalViewsTests {
    @Test("`let result: AnyView` assigned in the branch taken, then returned with modifiers")
    func assignedInBranches() throws {
        let source = """
            import SwiftUI

            struct HubCell: View {
                let isLink = false

                var body: some View {
                    let button = Button(action: {}) {
                        VStack(alignment: .leading) {
                            Text("Enter a test result")
                            Text("Enter your code")
                        }
                    }
                    let resultView: AnyView
                    if isLink {
                        resultView = AnyView(button.accessibilityAddTraits(.isLink))
                    } else {
                        resultView = AnyView(button)
                    }
                    return resultView.accessibilityIdentifier("hub.cell")
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source)
        // Before: "resultView = AnyView(button) is not a view voicenav can read", and no element.
        #expect(elements == ["Enter a test result, Enter your code. Button."])
        #expect(notes.isEmpty)
    }
}
