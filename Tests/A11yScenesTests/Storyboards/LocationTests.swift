import Foundation
import Testing
@testable import A11yCore
import ScenesTestSupport
@testable import A11ySceneModel
@testable import A11yInterfaceBuilder

/// Where messages point, and how they print numbers (issue 20, item 8).
@Suite("Locations and numbers in messages")
@MainActor
struct LocationTests {
    @Test("a note points at the start of the element's tag, in characters, past comments and multi-line tags")
    func tagStarts() throws {
        let file = IB.storyboard(initial: "a", IB.controller("a", """
                <!-- a comment with <label> in it -->
                <label text="Café — menu ’’’" id="l1"><rect key="frame" x="16" y="80" width="200" height="21"/></label>   <collectionView
                    id="c1"><rect key="frame" x="0" y="120" width="402" height="300"/></collectionView>
            """))
        let result = try IB.load(file)
        let lines = file.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let note = try #require(result.notes.first { $0.message.hasPrefix("collection view") })
        let line = lines[note.line - 1]
        // The column counts characters: the tag starts after the label's line, whose text has
        // multi-byte characters before it.
        #expect(Array(line)[note.column - 1] == "<")
        #expect(line.dropFirst(note.column - 1).hasPrefix("<collectionView"))
    }

    @Test("the position scan agrees with the parser's element count on every shared file")
    func sharedFiles() throws {
        for path in IB.sharedFiles {
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            let text = String(decoding: data, as: UTF8.self)
            let starts = XMLBytes.startTagPositions(in: data, expected: .max)
            // Every position is a '<' that opens an element.
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            for position in starts.prefix(500) {
                let line = Array(lines[position.line - 1])
                #expect(line[position.column - 1] == "<", "\(path):\(position.line):\(position.column)")
            }
            // The read tree took these positions (the counts agreed): every object's tag starts there.
            let document = try IBDocument(path: path, data: data)
            for node in document.objects.values.prefix(300) {
                let line = Array(lines[node.position.line - 1])
                #expect(line.dropFirst(node.position.column - 1).starts(with: "<" + node.name), "\(path):\(node.position.line)")
            }
        }
    }

    @Test("tags on one line get their own columns, counted in one pass (a minified file is not quadratic)")
    func oneLine() {
        let text = "<a><b x=\"’\"/><c/>\n  <d/></a>"
        let starts = XMLBytes.startTagPositions(in: Data(text.utf8), expected: 4)
        #expect(starts == [FilePosition(line: 1, column: 1), FilePosition(line: 1, column: 4), FilePosition(line: 1, column: 14),
                           FilePosition(line: 2, column: 3)])
        let many = "<r>" + String(repeating: "<e id=\"x\"/>", count: 50_000) + "</r>"
        #expect(XMLBytes.startTagPositions(in: Data(many.utf8), expected: 50_001).last
                == FilePosition(line: 1, column: 4 + 49_999 * 11))
    }

    @Test("frames and sizes in messages have at most two decimals")
    func rounding() {
        #expect(Size(width: 398, height: 32.333333333333329).description == "398 × 32.33")
        #expect((0.5).short == "0.5")
        #expect((-0.004).short == "0")
        #expect((-12.345).short == "-12.35" || (-12.345).short == "-12.34")
        #expect((7.0).short == "7")
        #expect((2.05).short == "2.05")
    }
}
