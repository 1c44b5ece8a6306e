import Foundation
import Testing
@testable import A11yCore
@testable import A11yScenes
import ScenesTestSupport
@testable import A11ySceneModel

/// The one front door: the reader is chosen by the content, not the name.
@Suite("Input loader")
@MainActor
struct InputDocumentTests {
    @Test("XML (after a byte order mark and blanks) is Interface Builder; YAML and JSON are scene files")
    func formats() {
        #expect(InputDocument.format(of: Array("<?xml version=\"1.0\"?><document/>".utf8)) == .interfaceBuilder)
        #expect(InputDocument.format(of: [0xEF, 0xBB, 0xBF] + Array("\n  <document/>".utf8)) == .interfaceBuilder)
        #expect(InputDocument.format(of: Array("scene: 1\nroot: a\n".utf8)) == .sceneFile)
        #expect(InputDocument.format(of: Array("{\"scene\": 1}".utf8)) == .sceneFile)
        #expect(InputDocument.format(of: [UInt8]()) == .sceneFile)
    }

    @Test("a .swift file whose text says nothing else (no imports: the module imports UIKit once elsewhere) is Swift")
    func swiftWithoutImports() throws {
        let source = "class DrawerViewController: BaseViewController {\n    let tableView = UITableView()\n}\n"
        #expect(InputDocument.format(of: Array(source.utf8)) == .sceneFile)
        #expect(try InputDocument.open(bytes: Array(source.utf8), path: "/tmp/Drawer.swift").format == .swiftSource)
        #expect(try InputDocument.open(bytes: Array("scene: 1\nroot: a\n".utf8), path: "/tmp/a.yaml").format == .sceneFile)
    }

    @Test("a storyboard under any name is imported; a scene file refuses --scene; notes come back as diagnostics")
    func byContent() throws {
        let label = #"<label text="Hello" id="l"><rect key="frame" x="16" y="100" width="200" height="21"/></label>"#
        let storyboard = IB.storyboard(initial: "a", IB.controller("a", label))
        let path = IB.write(storyboard, name: "Main.txt")
        let input = try InputDocument.load(path: path)
        #expect(input.format == .interfaceBuilder)
        #expect(input.spec.controllers.contains { $0.id == "a" })
        let scene = IB.write("scene: 1\nroot: a\ncontrollers:\n  a: { view: { subviews: [{ type: label, text: Hi }] } }\n",
                             name: "app.storyboard.yaml")
        #expect(try InputDocument.load(path: scene).format == .sceneFile)
        #expect(throws: SceneChoiceError.self) { try InputDocument.load(path: scene, scene: "a") }
        let placeholder = #"<label text="Label" id="l"><rect key="frame" x="16" y="100" width="200" height="21"/></label>"#
        let noted = IB.write(IB.storyboard(initial: "a", IB.controller("a", placeholder)))
        let diagnostics = try InputDocument.load(path: noted).diagnostics
        #expect(diagnostics.contains { $0.severity == .note && $0.message.contains("design-time placeholder text") })
        #expect(diagnostics.first?.description.contains(": note: ") == true)
    }

    @Test("a translation table given as a screen is refused with what to give instead")
    func translationTable() throws {
        let table = IB.write(#""hello.text" = "Hallo";"# + "\n", name: "Main.strings")
        do {
            _ = try InputDocument.load(path: table)
            Issue.record("a .strings file read as a screen")
        } catch let error as Diagnostic {
            #expect(error.message.contains("translation table") && error.message.contains("--language"), "\(error)")
            #expect(error.line == 1)
        }
    }

    @Test("one document serves every screen in every language, each file read once; its screens are typed")
    func readOnce() throws {
        let label = #"<label text="Hello" id="l"><rect key="frame" x="16" y="100" width="200" height="21"/></label>"#
        let second = #"<label text="Second" id="m"><rect key="frame" x="16" y="100" width="200" height="21"/></label>"#
        let root = try LanguageFixtures.project([
            "App/Base.lproj/Main.storyboard": Array(IB.storyboard(IB.controller("a", label), IB.controller("b", second)).utf8),
            "App/de.lproj/Main.strings": Array(#""l.text" = "Hallo";"#.utf8),
            "App/fr.lproj/Main.strings": Array(#""l.text" = "Bonjour";"#.utf8),
        ])
        let path = root + "/App/Base.lproj/Main.storyboard"
        let document = try InputDocument.open(path: path)
        #expect(document.format == .interfaceBuilder && !document.isXib)
        #expect(try document.screens().map(\.kind) == [.content, .content])
        // No initial view controller and two: the file starts from each (no error to catch).
        #expect(try document.startingScreens() == ["a", "b"])
        #expect(try document.languages().map(\.language) == ["de", "fr"])
        for _ in 0..<2 {
            for language in [nil, "de", "fr"] {
                for screen in ["a", "b"] {
                    _ = try document.load(screen: screen, language: language, checksEveryText: language == "fr")
                }
            }
        }
        #expect(LanguageFixtures.descriptions(try document.spec(screen: "a", language: "de")) == ["Hallo"])
        #expect(LanguageFixtures.descriptions(try document.spec(screen: "a", language: "fr")) == ["Bonjour"])
        #expect(LanguageFixtures.descriptions(try document.spec(screen: "a")) == ["Hello"])
        let tables = ["de", "fr"].map { FilePaths.absolute(root + "/App/\($0).lproj/Main.strings") }
        #expect(document.reads == [FilePaths.absolute(path): 1, tables[0]: 1, tables[1]: 1])
        // A file with an initial controller starts there; a scene file has one screen, its root.
        let initial = try InputDocument.open(path: IB.write(IB.storyboard(initial: "a", IB.controller("a", label))))
        #expect(try initial.startingScreens() == [nil])
        let scene = IB.write("scene: 1\nroot: a\ncontrollers:\n  a: { title: Start, view: { subviews: [] } }\n",
                             name: "one.yaml")
        let screens = try InputDocument.open(path: scene).screens()
        #expect(screens.map(\.kind) == [.scene] && screens.first?.id == "a" && screens.first?.title == "Start")
    }
}
