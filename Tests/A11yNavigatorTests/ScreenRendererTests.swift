import Testing
import PropertyBased
@testable import A11yCore
@testable import A11yNavigator
@testable import TestSupport

/// The navigator's text drawing (ScreenRenderer): nothing drawn over anything else, focus in
/// brackets without moving the drawing, lines on rows of their own when they fit.
@Suite("Screen drawing in the navigator")
struct ScreenRendererTests {
    static let bounds = Rect(x: 0, y: 0, width: 402, height: 874)
    /// The phone's same-row tolerance (the screens here are phone-sized).
    static let tolerance = DeviceIdiom.phone.rowTolerance

    /// The drawing with the brackets turned back into blanks.
    static func plain(_ screen: RenderedScreen) -> [String] {
        screen.lines.map { String($0.map { $0 == "[" || $0 == "]" ? " " : $0 }) }
    }

    static func check(_ items: [ScreenRenderer.Item], width: Int, height: Int) {
        let unfocused = ScreenRenderer.render(items, bounds: bounds, focused: nil, width: width, height: height,
                                              rowTolerance: tolerance)
        for (index, item) in items.enumerated() {
            let screen = ScreenRenderer.render(items, bounds: bounds, focused: index, width: width, height: height,
                                               rowTolerance: tolerance)
            #expect(Self.plain(screen) == Self.plain(unfocused), "focus moved the drawing")
            guard let focus = screen.focus else { continue }   // no room at all for it
            let line = Array(screen.lines[focus.line])
            let shown = String(line[focus.column..<focus.column + focus.length])
            let whole = item.text.isEmpty ? "•" : item.text
            #expect(shown == whole || (shown.hasSuffix("…") && whole.hasPrefix(shown.dropLast())) || whole.hasPrefix(shown),
                    "\(item.text) is drawn as \(shown)")
            #expect(line[focus.column - 1] == "[")
            if focus.column + focus.length < line.count - 1 { #expect(line[focus.column + focus.length] == "]") }
        }
    }

    @Test("random screens at any size: every element drawn whole or cut, never overwritten")
    func randomScreens() async {
        await propertyCheck(count: 150, input: Gen.int(in: 0...9_999).array(of: 1...30), Gen.int(in: 12...120),
                            Gen.int(in: 5...40)) { numbers, width, height in
            let items = numbers.enumerated().map { index, number in
                ScreenRenderer.Item(text: String(repeating: "abcdefghij", count: 3).prefix(1 + number % 22).description,
                                    frame: Rect(x: Double(number % 380), y: Double((number / 7) % 860), width: 60, height: 20))
            }
            Self.check(items, width: width, height: height)
        }
    }

    @Test("lines get rows of their own, in order, when the box is tall enough")
    func linesOnTheirOwnRows() {
        let items = (0..<6).map {
            ScreenRenderer.Item(text: "Line \($0)", frame: Rect(x: 16, y: 100 + Double($0) * 30, width: 200, height: 22))
        }
        let screen = ScreenRenderer.render(items, bounds: Self.bounds, focused: nil, width: 60, height: 12,
                                            rowTolerance: Self.tolerance)
        let rows = items.map { item in screen.lines.firstIndex { $0.contains(item.text) } ?? -1 }
        #expect(!rows.contains(-1))
        #expect(rows == rows.sorted() && Set(rows).count == rows.count, "\(rows)")
    }

    @Test("elements on one line share a row, left to right; the last one keeps its whole text at the edge")
    func oneLine() {
        let items = [ScreenRenderer.Item(text: "Music", frame: Rect(x: 0, y: 820, width: 80, height: 50)),
                     ScreenRenderer.Item(text: "Clock", frame: Rect(x: 160, y: 820, width: 80, height: 50)),
                     ScreenRenderer.Item(text: "Settings", frame: Rect(x: 380, y: 820, width: 22, height: 50))]
        let screen = ScreenRenderer.render(items, bounds: Self.bounds, focused: 2, width: 42, height: 10,
                                            rowTolerance: Self.tolerance)
        let row = screen.lines.first { $0.contains("Music") } ?? ""
        #expect(row.contains("Clock") && row.contains("[Settings]"), "\(row)")
        let music = row.range(of: "Music")!.lowerBound, clock = row.range(of: "Clock")!.lowerBound
        #expect(music < clock)
    }
}
