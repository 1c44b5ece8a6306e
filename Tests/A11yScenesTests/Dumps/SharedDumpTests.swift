import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import A11yCore
@testable import A11yScenes
import ScenesTestSupport
@testable import A11ySceneModel

/// The real dumps of Tests/RealFiles/dumps (their sources and licences beside them).
enum SharedDumps {
    static let folder: String = {
        // Tests/A11yScenesTests/Dumps/SharedDumpTests.swift → Tests/RealFiles/dumps.
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url = url.deletingLastPathComponent() }
        return url.appendingPathComponent("RealFiles/dumps").path
    }()

    /// The dumps (page source, debugDescription text, idb/AXe JSON), or none when the folder is absent.
    static var files: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".xml") || $0.hasSuffix(".txt") || $0.hasSuffix(".json") }
            .sorted().map { folder + "/" + $0 }
    }


    static func file(containing name: String) -> String? { files.first { $0.contains(name) } }
}

/// The plain buttons of a page source, with their labels: enabled, not selected, labelled,
/// without a value, visible, not inside another element, a tab bar, the keyboard or the
/// status bar, and not a navigation bar's first button (its back button). Each of them must
/// read "<label>. Button.".
final class PlainButtonFinder: NSObject, XMLParserDelegate {
    private struct Open {
        var type: String
        var attributes: [String: String]
        var buttons = 0
    }

    private var stack: [Open] = []
    /// The labels found, and whether each is inside an alert.
    private(set) var buttons: [(label: String, inAlert: Bool)] = []
    private(set) var hasAlert = false

    /// Types that are one element hiding what is inside them, or system UI that is not read.
    private static let enclosing: Set<String> = [
        "Button", "Cell", "Link", "Switch", "TextField", "SecureTextField", "SearchField", "TextView", "Slider",
        "StaticText", "Image", "TabBar", "Keyboard", "Keyboards", "StatusBar", "Key",
    ]

    static func labels(in path: String) -> [String] {
        guard let parser = XMLParser(contentsOf: URL(fileURLWithPath: path)) else { return [] }
        let finder = PlainButtonFinder()
        parser.delegate = finder
        guard parser.parse() else { return [] }
        return finder.buttons.filter { !finder.hasAlert || $0.inAlert }.map(\.label)
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        let tag = attributeDict["type"] ?? elementName
        let type = tag.hasPrefix("XCUIElementType") ? String(tag.dropFirst("XCUIElementType".count)) : tag
        if type == "Alert" { hasAlert = true }
        if type == "Button" {
            let parent = stack.last
            let isBack = parent?.type == "NavigationBar" && parent?.buttons == 0
            if !stack.isEmpty { stack[stack.count - 1].buttons += 1 }
            if !isBack, isPlain(attributeDict), let label = attributeDict["label"] {
                buttons.append((label, stack.contains { $0.type == "Alert" }))
            }
        }
        stack.append(Open(type: type, attributes: attributeDict))
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        _ = stack.popLast()
    }

    private func isPlain(_ attributes: [String: String]) -> Bool {
        guard let label = attributes["label"], !label.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty,
              attributes["enabled"] != "false", attributes["selected"] != "true", attributes["visible"] != "false",
              attributes["accessible"] != "false", attributes["value"]?.isEmpty ?? true,
              attributes["name"] != "BackButton", ["chevron", "disclosure"].contains(label.lowercased()) == false
        else { return false }
        if let traits = attributes["traits"], traits.lowercased() != "button" { return false }
        // Inside another element, system UI, a hidden container, or an element WebDriverAgent marks.
        return !stack.dropFirst().contains { open in
            Self.enclosing.contains(open.type) || open.attributes["visible"] == "false"
                || (open.attributes["accessible"] == "true" && open.type != "Application" && open.type != "Window")
        }
    }
}

/// Every real dump loads and reads; the plain buttons of the page sources read as VoiceOver
/// reads a button, their title once.
@Suite("Accessibility dumps: the real files of Tests/RealFiles/dumps")
@MainActor
struct SharedDumpTests {
    @Test("it loads as a dump and has at least one element", arguments: SharedDumps.files)
    func loads(_ path: String) throws {
        let input = try InputDocument.load(path: path)
        #expect(input.format.dumpFormat != nil, "\(path)")
        #expect(input.dump != nil)
        let elements = DumpFixtures.elements(of: input)
        #expect(!elements.isEmpty, "\(path)")
        #expect(!elements.contains { $0.description.isEmpty }, "\(path)")
    }

    @Test("page source: every plain button reads exactly \"<label>. Button.\", its title not twice",
          arguments: SharedDumps.files.filter { $0.hasSuffix(".xml") })
    func plainButtons(_ path: String) throws {
        let input = try InputDocument.load(path: path)
        #expect(input.format == .pageSource)
        let descriptions = DumpFixtures.elements(of: input).map(\.description)
        for label in PlainButtonFinder.labels(in: path) {
            let expected = [label + ". Button.", (label.hasSuffix(".") ? label : label + ".") + " Button."]
            #expect(descriptions.contains { expected.contains($0) }, "\(path): \"\(label)\" in \(descriptions)")
            #expect(!descriptions.contains { $0.contains("\(label). \(label)") || $0.contains("\(label), \(label)") },
                    "\(path): \"\(label)\" read twice")
        }
    }

    @Test("the XQUITestDemo README: the button's title once, the selected tab, the navigation title")
    func readmeDump() throws {
        let path = try #require(SharedDumps.file(containing: "XQUITestDemo"))
        let descriptions = DumpFixtures.elements(of: try InputDocument.load(path: path)).map(\.description)
        #expect(descriptions.filter { $0.contains("点我") } == ["点我. Button."])
        #expect(descriptions.contains("Selected: 我的. Tab. 2 of 2."))
        #expect(descriptions.contains("首页. Tab. 1 of 2."))
        #expect(descriptions.contains("我的. Heading."))
    }

    @Test("the SwiftUI template: its text and button under the anonymous wrappers, in a longer log")
    func swiftUITemplate() throws {
        let path = try #require(SharedDumps.file(containing: "rjchatfield"))
        let input = try InputDocument.load(path: path)
        #expect(input.format == .debugDescription)
        let descriptions = DumpFixtures.elements(of: input).map(\.description)
        #expect(descriptions.count == 2)
        #expect(descriptions.first == "Hello, world!")
        #expect(descriptions.last?.hasPrefix("Tap me!") == true)
        #expect(descriptions.last?.hasSuffix("Button.") == true)
    }

    @Test("AXe JSON: the status bar of another process is not read")
    func axeStatusBar() throws {
        for name in ["SoftKeyboard", "account-settings"] {
            guard let path = SharedDumps.file(containing: name) else { continue }
            let input = try InputDocument.load(path: path)
            #expect(input.format == .accessibilityJSON)
            let descriptions = DumpFixtures.elements(of: input).map(\.description)
            #expect(!descriptions.contains { $0.contains("バッテリー") }, "\(path)")
            #expect(input.diagnostics.contains { $0.message.hasPrefix("$[0]") && $0.message.contains("another process") })
        }
    }
}
