import Foundation
import Testing
@testable import A11yCore
@testable import A11yScenes
import ScenesTestSupport
@testable import A11ySceneModel

/// A broken dump is a located `SceneError` (exit 65), never a crash or a hang.
@Suite("Accessibility dumps: bad input")
@MainActor
struct DumpErrorTests {
    /// The line (from 1) and column just past the last character of `text`.
    func end(of text: String) -> (line: Int, column: Int) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return (lines.count, (lines.last?.count ?? 0) + 1)
    }

    // MARK: - Truncated files

    @Test("truncated page source: an error near the end of the file")
    func truncatedXML() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <AppiumAUT>
              <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Demo" label="Demo" x="0" y="0">
                <XCUIElementTypeButton type="XCUIElementTypeButton" name="Log in" label="Log
            """
        let error = try #require(DumpFixtures.error(text))
        #expect((3...4).contains(error.line), "\(error)")
        #expect(error.column >= 1)
        let unclosed = """
            <?xml version="1.0" encoding="UTF-8"?>
            <AppiumAUT>
              <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Demo" label="Demo" x="0" y="0">
                <XCUIElementTypeButton type="XCUIElementTypeButton" name="Log in" label="Log in"/>
            """
        let open = try #require(DumpFixtures.error(unclosed))
        #expect((3...5).contains(open.line), "\(open)")
    }

    @Test("truncated JSON: the error is at the line and column where the text ends")
    func truncatedJSON() throws {
        let text = """
            [
              {"AXLabel": "Demo", "type": "Application", "frame": {"x": 0, "y": 0, "width": 390, "height": 844}},
              {"AXLabel": "Log in", "type": "Button", "frame": {"x": 16, "y": 120,
            """
        let error = try #require(DumpFixtures.error(text))
        #expect(error.line == end(of: text).line)
        #expect(error.column == end(of: text).column)
        #expect(error.message.contains("truncated"))
        #expect(error.severity == .error)
    }

    @Test("empty or hollow dumps are errors, not empty screens")
    func empty() throws {
        #expect(DumpFixtures.error("[]")?.message.contains("no accessibility elements") == true)
        #expect(DumpFixtures.error("[5]") != nil)
        #expect(DumpFixtures.error("<?xml version=\"1.0\"?>\n<AppiumAUT>\n</AppiumAUT>\n")?.line == 2)
        let hollow = try #require(DumpFixtures.error("Element subtree:\nnothing here\n"))
        #expect(hollow.line == 2)
    }

    // MARK: - Frames

    /// A bad width and the words its error has.
    nonisolated static let badWidths: [(width: String, words: String)] = [
        ("nan", "not a number"), ("-5", "negative size"), ("1e9", "beyond"),
    ]

    @Test("page source: a NaN, negative or huge frame is an error at the element's start tag",
          arguments: badWidths.indices)
    func pageSourceFrame(_ index: Int) throws {
        let (width, words) = Self.badWidths[index]
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <AppiumAUT>
              <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Demo" label="Demo" x="0" y="0"
                  width="390" height="844">
                <XCUIElementTypeButton type="XCUIElementTypeButton" name="Log in" label="Log in" x="0" y="120"
                    width="\(width)" height="44"/>
              </XCUIElementTypeApplication>
            </AppiumAUT>
            """
        let error = try #require(DumpFixtures.error(text))
        #expect(error.message.contains(words), "\(error)")
        #expect(error.line == 5)
        #expect(error.column == 5)
    }

    @Test("JSON: a NaN, negative or huge frame is an error at the element, naming its path",
          arguments: badWidths.indices)
    func jsonFrame(_ index: Int) throws {
        let (width, words) = Self.badWidths[index]
        let text = """
            [
            {"AXFrame": "{{0, 0}, {390, 844}}", "AXLabel": "Demo", "type": "Application"},
            {"AXFrame": "{{0, 120}, {\(width), 44}}", "AXLabel": "Log in", "type": "Button"}
            ]
            """
        let error = try #require(DumpFixtures.error(text))
        #expect(error.message.contains(words), "\(error)")
        #expect(error.message.contains("$[1]"))
        #expect(error.line == 3)
        #expect(error.column == 1)
    }

    @Test("JSON: a frame object with a negative or huge size is refused too", arguments: ["-5", "1e9"])
    func jsonFrameObject(_ width: String) throws {
        let text = """
            [{"AXLabel": "Demo", "type": "Application", "frame": {"x": 0, "y": 0, "width": 390, "height": 844},
              "children": [{"AXLabel": "Log in", "type": "Button", "frame": {"x": 0, "y": 0, "width": \(width), "height": 4}}]}]
            """
        let error = try #require(DumpFixtures.error(text))
        #expect(error.message.contains("$[0].children[0]"), "\(error)")
        #expect(error.line == 2)
    }

    @Test("debugDescription: a NaN, negative or huge frame is an error at the element's line and type",
          arguments: badWidths.indices)
    func debugDescriptionFrame(_ index: Int) throws {
        let (width, words) = Self.badWidths[index]
        let text = """
            Element subtree:
             →Application, 0x1, pid: 7, label: 'Demo'
                Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}
                  Button, 0x3, {{0.0, 120.0}, {\(width), 44.0}}, label: 'Log in'
            """
        let error = try #require(DumpFixtures.error(text))
        #expect(error.message.contains(words), "\(error)")
        #expect(error.line == 4)
        #expect(error.column == 7)
    }

    // MARK: - Depth and size

    @Test("JSON nested 1,000 deep is an error, not a stack overflow")
    func deepJSON() throws {
        let arrays = String(repeating: "[", count: 1_000) + String(repeating: "]", count: 1_000)
        let error = try #require(DumpFixtures.error(arrays))
        #expect(error.message.contains("deeper"), "\(error)")
        #expect(error.line == 1)
        var elements = #"{"AXLabel": "leaf", "type": "Button", "frame": {"x": 0, "y": 0, "width": 10, "height": 10}}"#
        for _ in 0..<1_000 { elements = #"{"type": "Group", "children": ["# + elements + "]}" }
        #expect(DumpFixtures.error("[" + elements + "]") != nil)
    }

    @Test("AXe elements nested past 200 levels (within JSON's own limit) are an error")
    func deepElements() throws {
        var elements = #"{"AXLabel": "leaf", "type": "Button", "frame": {"x": 0, "y": 0, "width": 10, "height": 10}}"#
        for _ in 0..<250 { elements = #"{"type": "Group", "children": ["# + elements + "]}" }
        let error = try #require(DumpFixtures.error("[" + elements + "]"))
        #expect(error.message.contains("deeper than 200"), "\(error)")
    }

    /// A debugDescription subtree `depth` elements deep (the application included), a button at the bottom.
    func nested(_ depth: Int) -> String {
        var lines = ["Element subtree:", " →Application, 0x1, pid: 7, label: 'Demo'"]
        for level in 1..<depth - 1 {
            lines.append(String(repeating: " ", count: 2 + 2 * level) + "Other, 0x\(level + 1), {{0.0, 0.0}, {390.0, 844.0}}")
        }
        lines.append(String(repeating: " ", count: 2 * depth) + "Button, 0xff, {{0.0, 100.0}, {100.0, 44.0}}, label: 'Deep'")
        return lines.joined(separator: "\n")
    }

    @Test("debugDescription nested deeper than 200 levels is an error at the first line too deep")
    func deepDebugDescription() throws {
        let error = try #require(DumpFixtures.error(nested(250)))
        #expect(error.message.contains("deeper than 200"), "\(error)")
        // The marker is line 1, the application line 2: element 201 is on line 202.
        #expect(error.line == 202)
        #expect(error.column == 2 + 2 * 200 + 1)
    }

    @Test("debugDescription exactly 200 levels deep loads, and the button at the bottom is read")
    func deepestAccepted() throws {
        #expect(try DumpFixtures.describe(nested(200)) == ["Deep. Button."])
    }

    @Test("a 100,000-element idb array loads")
    func hugeFlatArray() throws {
        var text = #"[{"AXFrame": "{{0, 0}, {390, 844}}", "AXLabel": "Big", "type": "Application", "pid": 1}"#
        text.reserveCapacity(100_000 * 100)
        for index in 0..<100_000 {
            text += ",\n{\"AXFrame\": \"{{16, \(index % 800)}, {200, 20}}\", \"AXLabel\": \"Item \(index)\", "
                + "\"type\": \"StaticText\", \"pid\": 1}"
        }
        text += "]"
        let input = try InputDocument.load(path: IB.write(text, name: "huge.json"))
        #expect(input.format == .accessibilityJSON)
        guard case .id(let id, _) = input.spec.root, let view = input.spec.controller(id)?.view else {
            Issue.record("the dump's screen is not a controller with a view")
            return
        }
        #expect(view.subviews.count == 100_000)
        #expect(view.subviews.last?.text == "Item 99999")
    }

    // MARK: - Hostile text

    @Test("a label with control characters is kept in the spec; TerminalText shows them visibly")
    func controlCharacters() throws {
        let text = #"[{"AXFrame": "{{0, 0}, {390, 844}}", "AXLabel": "Demo", "type": "Application"},"#
            + "\n"
            + #"{"AXFrame": "{{16, 120}, {358, 44}}", "AXLabel": "Log\u001b[31m in\u0007", "type": "Button"}]"#
        let input = try DumpFixtures.load(text)
        let label = "Log\u{1B}[31m in\u{07}"
        guard case .id(let id, _) = input.spec.root, let view = input.spec.controller(id)?.view else {
            Issue.record("the dump's screen is not a controller with a view")
            return
        }
        #expect(view.subviews.map(\.title) == [label])
        let elements = DumpFixtures.elements(of: input)
        #expect(elements.map(\.description) == [label + ". Button."])
        let safe = TerminalText.safe(elements[0].description)
        #expect(!safe.contains("\u{1B}") && !safe.contains("\u{07}"))
        #expect(safe.contains("^[") && safe.contains("^G"))
        #expect(!ScreenDescription.text(elements).contains("\u{1B}"))
    }

    @Test("bytes that are not UTF-8 in a debugDescription are an error at the first of them")
    func notUTF8() throws {
        let path = IB.write("", name: "bad.txt")
        var bytes = Array("Element subtree:\n →Application, 0x1, pid: 7, label: '".utf8)
        bytes += [0xFF, 0xFE] + Array("'\n".utf8)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let error = try #require(throws: SceneError.self) { try InputDocument.load(path: path) }
        #expect(error.line == 2 && error.column == 37)
        #expect(error.message.contains("not UTF-8"))
    }
}
