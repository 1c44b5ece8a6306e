import A11yCore
import Testing

/// Rows of a stack placed as SwiftUI places them (SwiftSourceReading.md, "Layout"): an `HStack`
/// without spacers is as wide as its views and sits where its stack aligns it; a text is at
/// least one character a line, however narrow its frame.
@Suite("SwiftUI code: rows where their stack aligns them")
@MainActor
struct SwiftUIRowLayoutTests {
    /// A bulleted list as apps draw one: a dot and an invisible text (`frame(width: 0)`, for the
    /// baseline) beside each row's text, in a leading-aligned stack.
    static func bullets(alignment: String, direction: String = "") -> String {
        """
        import SwiftUI

        struct Bullets: View {
            let rows = ["store your phone in a locker", "are working behind a fixed screen", "are a worker"]
            var body: some View {
                VStack(\(alignment)spacing: 8) {
                    Text("Heading").font(.headline)
                    ForEach(rows, id: \\.self) { row in
                        HStack(alignment: .firstTextBaseline) {
                            HStack(alignment: .center) {
                                Circle().frame(width: 8, height: 8)
                                Text("\\u{00A0}").frame(width: 0)
                            }
                            .frame(width: 8)
                            .accessibility(hidden: true)
                            Text(row)
                        }
                    }
                    Text("Footnote")
                }
                .padding(.all, 24)\(direction)
            }
        }

        #Preview { Bullets() }
        """
    }

    @Test("rows in a leading stack start at its leading edge, one line each (before: centred, 200 points apart)")
    func leadingRows() throws {
        let read = try SwiftAccessibilityTests.read(Self.bullets(alignment: "alignment: .leading, "))
        #expect(read.elements.map { $0.snapshot.label ?? "" } == [
            "Heading", "store your phone in a locker", "are working behind a fixed screen", "are a worker", "Footnote",
        ])
        let frames = read.elements.map(\.snapshot.frame)
        let rows = frames[1...3]
        // Each row's text just after its 8-point bullet and the 8-point gap: all at one edge.
        #expect(Set(rows.map(\.minX)).count == 1)
        #expect(rows.allSatisfy { abs($0.minX - (frames[0].minX + 16)) < 0.5 })
        // One line a row, 8 points apart.
        for (upper, lower) in zip(rows.dropLast(), rows.dropFirst()) {
            #expect(lower.minY - upper.maxY < 20)
        }
    }

    @Test("rows in a centred stack are centred; in a right-to-left one, at the right edge")
    func centredAndMirroredRows() throws {
        let centred = try SwiftAccessibilityTests.read(Self.bullets(alignment: ""))
        // The heading, centred too, gives the stack's middle.
        let middle = try #require(centred.elements.first?.snapshot.frame).midX
        for element in centred.elements where element.snapshot.label?.hasPrefix("are") == true {
            // The row (bullet, gap, text) centred: the text's middle 8 points right of the stack's.
            #expect(abs(element.snapshot.frame.midX - 8 - middle) < 1)
        }
        let mirrored = try SwiftAccessibilityTests.read(Self.bullets(
            alignment: "alignment: .leading, ", direction: "\n            .environment(\\.layoutDirection, .rightToLeft)"))
        let heading = try #require(mirrored.elements.first?.snapshot.frame)
        let rows = mirrored.elements.filter { $0.snapshot.label?.hasPrefix("are") == true }.map(\.snapshot.frame)
        #expect(rows.count == 2)
        // Leading is the right: each text ends 16 points (bullet and gap) before the heading's end.
        #expect(rows.allSatisfy { abs($0.maxX - (heading.maxX - 16)) < 0.5 })
    }
}
