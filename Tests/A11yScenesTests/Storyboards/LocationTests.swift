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

    @Test("every element's position is the '<' of its start tag, on every shared file")
    func sharedFiles() throws {
        for path in IB.sharedFiles {
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            let document = try IBDocument(path: path, data: data)
            for node in document.objects.values.prefix(300) {
                let line = Array(lines[node.position.line - 1])
                #expect(line.dropFirst(node.position.column - 1).starts(with: "<" + node.name), "\(path):\(node.position.line)")
            }
        }
    }

    @Test("tags on one line get their own columns, in characters, counted in one pass (a minified file is not quadratic)")
    func oneLine() throws {
        struct Starts: XMLByteReader.Handler {
            var positions: [FilePosition] = []
            mutating func start(_ reader: borrowing XMLByteReader, name: Range<Int>, attributes: [XMLByteReader.Attribute],
                                at position: FilePosition) throws {
                positions.append(position)
            }
            mutating func end() throws {}
        }
        var starts = Starts()
        try XMLByteReader.read(Array("<a><b x=\"’\"/><c/>\n  <d/></a>".utf8), file: "t.xml", into: &starts)
        #expect(starts.positions == [FilePosition(line: 1, column: 1), FilePosition(line: 1, column: 4),
                                     FilePosition(line: 1, column: 14), FilePosition(line: 2, column: 3)])
        var many = Starts()
        try XMLByteReader.read(Array(("<r>" + String(repeating: "<e id=\"x\"/>", count: 50_000) + "</r>").utf8), file: "t.xml",
                               into: &many)
        #expect(many.positions.last == FilePosition(line: 1, column: 4 + 49_999 * 11))
    }

    @Test("a <string> element's text: references decoded, CR LF read as LF, CDATA as written")
    func stringText() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504" \
            targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <textView clipsSubviews="YES" contentMode="scaleToFill" id="t">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                        <string key="text">Fish &amp; chips\r\nsecond <![CDATA[<line>]]></string>
                    </textView>
                </objects>
            </document>
            """
        let path = IB.folder() + "/Text.xib"
        try Data(xib.utf8).write(to: URL(fileURLWithPath: path))
        let document = try IBDocument(path: path, data: Data(xib.utf8))
        #expect(document.objects["t"]?.child("string", key: "text")?.text == "Fish & chips\nsecond <line>")
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
