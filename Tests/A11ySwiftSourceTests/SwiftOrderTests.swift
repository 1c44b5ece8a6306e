import Testing

/// `accessibilitySortPriority` (SwiftSourceReading.md, "Modifiers"): the elements of a container
/// read by priority, higher first, those of equal priority in their order.
@Suite("SwiftUI from its source: reading order by priority")
@MainActor
struct SwiftOrderTests {
    @Test("a priority moves an element ahead of the screen's others; a .contain container orders its own and is read as one item")
    func priorities() throws {
        let source = """
            import SwiftUI

            struct ScoreView: View {
                var body: some View {
                    VStack {
                        Text("Match report")
                        HStack {
                            Text("Home")
                            Text("Away")
                            Text("3 – 1").accessibilitySortPriority(1)
                        }
                        VStack {
                            Text("Second")
                            Text("First").accessibilitySortPriority(2)
                            Text("Third")
                        }
                        .accessibilityElement(children: .contain)
                        Text("Footer")
                    }
                }
            }

            #Preview { ScoreView() }
            """
        #expect(try SwiftUIReadingTests.describe(source).elements
                    == ["3 – 1", "Match report", "Home", "Away", "First", "Second", "Third", "Footer"])
        // With no priority, the order is the stacks' own.
        let plain = source.replacingOccurrences(of: ".accessibilitySortPriority(1)", with: "")
            .replacingOccurrences(of: ".accessibilitySortPriority(2)", with: "")
        #expect(try SwiftUIReadingTests.describe(plain).elements
                    == ["Match report", "Home", "Away", "3 – 1", "Second", "First", "Third", "Footer"])
    }
}
