import A11yCore
import A11yScenes
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import A11ySceneModel
import A11ySceneFiles

/// `describe --format svg`: one self-contained, well-formed picture; hostile text escaped.
@Suite("Screen pictures")
@MainActor
struct ScreenPictureTests {
    static let scene = """
        scene: 1
        root: home
        controllers:
          home:
            view:
              subviews:
                - { type: label, id: hostile, text: "<script>alert('x')</script> & \\u0007bell", frame: [16, 100, 370, 30] }
                - { type: button, id: go, title: Go, frame: [16, 150, 100, 44], hint: "Opens the next screen." }
        """

    @Test("numbers the elements in reading order, lists each with its hint, escapes what it shows")
    func picture() throws {
        let app = SceneApp(spec: try SceneParser.parse(Self.scene, file: "p.yaml"))
        app.window.makeKeyAndVisible()
        let entries = ScreenDescription.describe(window: app.window)
        let svg = ScreenPicture.svg(window: app.window, elements: entries, title: "p.yaml <&>")
        #expect(svg.hasPrefix("<?xml"))
        #expect(!svg.contains("<script>"))
        #expect(svg.contains("&lt;script&gt;alert('x')&lt;/script&gt; &amp;"))
        #expect(!svg.unicodeScalars.contains { $0.value == 7 })
        #expect(svg.contains("Opens the next screen."))
        #expect(svg.contains(">1</text>") && svg.contains(">2</text>"))
        #expect(!svg.contains("href") && !svg.contains("@import") && !svg.contains("<script"))
        let parser = XMLParser(data: Data(svg.utf8))
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
    }

    @Test("long descriptions wrap at spaces; a word longer than a line is cut")
    func wrapping() {
        #expect(ScreenPicture.wrap("one two three four", columns: 9) == ["one two", "three", "four"])
        #expect(ScreenPicture.wrap(String(repeating: "x", count: 25), columns: 10) == ["xxxxxxxxxx", "xxxxxxxxxx", "xxxxx"])
    }
}
