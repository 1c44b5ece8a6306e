import Foundation
import Testing
@testable import A11yCore
@testable import A11yScenes
import ScenesTestSupport

/// The one front door: the reader is chosen by the content, not the name.
@Suite("Input loader")
@MainActor
struct InputLoaderTests {
    @Test("XML (after a byte order mark and blanks) is Interface Builder; YAML and JSON are scene files")
    func formats() {
        #expect(InputLoader.format(of: Array("<?xml version=\"1.0\"?><document/>".utf8)) == .interfaceBuilder)
        #expect(InputLoader.format(of: [0xEF, 0xBB, 0xBF] + Array("\n  <document/>".utf8)) == .interfaceBuilder)
        #expect(InputLoader.format(of: Array("scene: 1\nroot: a\n".utf8)) == .sceneFile)
        #expect(InputLoader.format(of: Array("{\"scene\": 1}".utf8)) == .sceneFile)
        #expect(InputLoader.format(of: [UInt8]()) == .sceneFile)
    }

    @Test("a storyboard under any name is imported; a scene file refuses --scene; notes come back as diagnostics")
    func byContent() throws {
        let label = #"<label text="Hello" id="l"><rect key="frame" x="16" y="100" width="200" height="21"/></label>"#
        let storyboard = IB.storyboard(initial: "a", IB.controller("a", label))
        let path = IB.write(storyboard, name: "Main.txt")
        let input = try InputLoader.load(path: path)
        #expect(input.format == .interfaceBuilder)
        #expect(input.spec.controllers.contains { $0.id == "a" })
        let scene = IB.write("scene: 1\nroot: a\ncontrollers:\n  a: { view: { subviews: [{ type: label, text: Hi }] } }\n",
                             name: "app.storyboard.yaml")
        #expect(try InputLoader.load(path: scene).format == .sceneFile)
        #expect(throws: SceneChoiceError.self) { try InputLoader.load(path: scene, scene: "a") }
        let placeholder = #"<label text="Label" id="l"><rect key="frame" x="16" y="100" width="200" height="21"/></label>"#
        let noted = IB.write(IB.storyboard(initial: "a", IB.controller("a", placeholder)))
        let diagnostics = try InputLoader.load(path: noted).diagnostics
        #expect(diagnostics.contains { $0.severity == .note && $0.message.contains("design-time placeholder text") })
        #expect(diagnostics.first?.description.contains(": note: ") == true)
    }

    @Test("a translation table given as a screen is refused with what to give instead")
    func translationTable() throws {
        let table = IB.write(#""hello.text" = "Hallo";"# + "\n", name: "Main.strings")
        do {
            _ = try InputLoader.load(path: table)
            Issue.record("a .strings file read as a screen")
        } catch let error as Diagnostic {
            #expect(error.message.contains("translation table") && error.message.contains("--language"), "\(error)")
            #expect(error.line == 1)
        }
    }
}
