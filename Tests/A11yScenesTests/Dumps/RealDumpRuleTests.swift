import Testing
import ScenesTestSupport
@testable import A11ySceneModel

/// What running iOS 26 apps' dumps do that older ones did not, each in a small file of our own
/// (DumpImport.md, "Visibility", "Frames", "Menus", "idb and AXe JSON", "A `po` of the
/// description").
@Suite("Accessibility dumps: rules from real iOS 26 captures")
@MainActor
struct RealDumpRuleTests {
    /// An iOS 26 screen: a zero-size container marked not visible holding visible elements, a
    /// menu whose row (accessible, unlabelled) holds one labelled button with an image inside,
    /// a text the menu covers (not visible), and an element with no frame (Int64's limit).
    static let iOS26PageSource = """
        <?xml version="1.0" encoding="UTF-8"?>
        <AppiumAUT>
          <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Notes" label="Notes" enabled="true"
              visible="true" accessible="false" x="0" y="0" width="402" height="874" index="0">
            <XCUIElementTypeWindow type="XCUIElementTypeWindow" enabled="true" visible="true" accessible="false" x="0"
                y="0" width="402" height="874" index="0">
              <XCUIElementTypeOther type="XCUIElementTypeOther" enabled="true" visible="false" accessible="false" x="0"
                  y="0" width="0" height="0" index="0">
                <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" name="Folders" label="Folders"
                    value="Folders" enabled="true" visible="true" accessible="true" x="20" y="100" width="120"
                    height="40" index="0" traits="Header, StaticText"/>
                <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" name="Quick Notes" label="Quick Notes"
                    value="Quick Notes" enabled="true" visible="false" accessible="true" x="20" y="160" width="160"
                    height="40" index="1"/>
              </XCUIElementTypeOther>
              <XCUIElementTypeOther type="XCUIElementTypeOther" enabled="true" visible="true" accessible="false" x="200"
                  y="300" width="180" height="100" index="1">
                <XCUIElementTypeOther type="XCUIElementTypeOther" enabled="true" visible="true" accessible="true"
                    x="200" y="300" width="180" height="50" index="0">
                  <XCUIElementTypeButton type="XCUIElementTypeButton" name="Pin" label="Pin" enabled="true"
                      visible="true" accessible="true" x="200" y="300" width="180" height="50" index="0" traits="Button">
                    <XCUIElementTypeImage type="XCUIElementTypeImage" name="pin" label="pin" enabled="true"
                        visible="true" accessible="false" x="340" y="310" width="24" height="24" index="0"/>
                  </XCUIElementTypeButton>
                </XCUIElementTypeOther>
              </XCUIElementTypeOther>
              <XCUIElementTypeButton type="XCUIElementTypeButton" name="Far" label="Far" enabled="true" visible="false"
                  accessible="true" x="9223372036854775807" y="9223372036854775807" width="0" height="0" index="2"/>
              <XCUIElementTypeButton type="XCUIElementTypeButton" name="New Note" label="New Note" enabled="true"
                  visible="true" accessible="true" x="340" y="800" width="44" height="44" index="3" traits="Button"/>
            </XCUIElementTypeWindow>
          </XCUIElementTypeApplication>
        </AppiumAUT>
        """

    @Test("visibility is each element's own: a container marked not visible keeps its visible elements (\"Visibility\")")
    func ownVisibility() throws {
        let described = try DumpFixtures.describe(Self.iOS26PageSource)
        #expect(described.contains("Folders. Heading."))
        #expect(!described.contains { $0.contains("Quick Notes") })   // not visible itself: covered
    }

    @Test("a frame at the integer limit is an element off screen, skipped with one note, not an error (\"Frames\")")
    func unknownFrame() throws {
        let input = try DumpFixtures.load(Self.iOS26PageSource)
        let described = DumpFixtures.elements(of: input).map(\.description)
        #expect(!described.contains { $0.contains("Far") })
        let notes = input.diagnostics.filter { $0.message.contains("no frame") }
        #expect(notes.count == 1)
        #expect(notes.first?.line == DumpFixtures.position(of: "name=\"Far\"", in: Self.iOS26PageSource)?.line)
        // The same in the other formats.
        let text = """
            Element subtree:
             →Application, 0x1, pid: 7, label: 'Demo'
                Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}
                  Button, 0x3, {{16.0, 100.0}, {200.0, 44.0}}, label: 'Here'
                  Button, 0x4, {{9.223372036854776e+18, 9.223372036854776e+18}, {0.0, 0.0}}, label: 'Gone'
            """
        #expect(try DumpFixtures.describe(text) == ["Here. Button."])
        let json = """
            [{"AXLabel": "Here", "type": "Button", "frame": {"x": 16, "y": 100, "width": 200, "height": 44}},
             {"AXLabel": "Gone", "type": "Button", "frame": {"x": 9223372036854775807, "y": 9223372036854775807,
              "width": 0, "height": 0}}]
            """
        #expect(try DumpFixtures.describe(json) == ["Here. Button."])
    }

    @Test("a frame beyond a screen that is not the integer limit is still an error")
    func brokenFrame() throws {
        let text = """
            Element subtree:
             →Application, 0x1, pid: 7, label: 'Demo'
                Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}
                  Button, 0x3, {{5000000.0, 100.0}, {200.0, 44.0}}, label: 'Odd'
            """
        #expect(DumpFixtures.error(text)?.message.contains("beyond") == true)
    }

    @Test("a menu row marked accessible with nothing of its own reads as its one labelled control, not its image (\"Menus\")")
    func menuRow() throws {
        let described = try DumpFixtures.describe(Self.iOS26PageSource)
        #expect(described.contains("Pin. Button."))
        #expect(!described.contains { $0.lowercased() == "pin" || $0.hasPrefix("pin.") })
        #expect(described.contains("New Note. Button."))
    }

    @Test("a debugDescription printed by po as one escaped literal after XCTest's t = …s lines reads like any other")
    func poAfterActivityLines() throws {
        let tree = """
            Attributes: Application, pid: 4242, label: 'Recipes'
            Element subtree:
             →Application, 0x600003c0c000, pid: 4242, label: 'Recipes'
                Window (Main), 0x600003c0c1c0, {{0.0, 0.0}, {393.0, 852.0}}
                  Button, 0x600003c0c540, {{16.0, 120.0}, {361.0, 44.0}}, identifier: 'add', label: 'Add "Soup"'
            """
        let literal = "\"" + tree.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n") + "\""
        let log = """
            Test Case '-[RecipesUITests testHome]' started.
                t =     0.00s Start Test at 2026-03-02 10:11:12.346
                t =     0.05s Set Up
                t =     3.52s Requesting snapshot of accessibility hierarchy for app with pid 4242
            (lldb) po app.debugDescription
            \(literal)
            """
        #expect(try DumpFixtures.describe(log) == ["Add \"Soup\". Button."])
    }

    @Test("in idb/AXe JSON every node is an element: a button in a search field is read on its own, a parent borrows no label")
    func jsonNodesAreElements() throws {
        let json = """
            [{"AXLabel": "Shop", "type": "Application", "pid": 7, "frame": {"x": 0, "y": 0, "width": 402, "height": 874},
              "children": [
                {"AXLabel": "Search", "AXValue": "", "type": "TextField", "subrole": "AXSearchField", "pid": 7,
                 "frame": {"x": 16, "y": 104, "width": 370, "height": 44}, "children": [
                   {"AXLabel": "Dictate", "type": "Button", "pid": 7, "frame": {"x": 350, "y": 110, "width": 30, "height": 30}}]},
                {"AXLabel": null, "type": "Button", "pid": 7, "frame": {"x": 16, "y": 200, "width": 100, "height": 44},
                 "children": [
                   {"AXLabel": "Checkout", "type": "StaticText", "pid": 7,
                    "frame": {"x": 20, "y": 210, "width": 80, "height": 20}}]}]}]
            """
        let described = try DumpFixtures.describe(json)
        #expect(described.contains("Dictate. Button."))
        #expect(described.contains("Button."))
        #expect(described.contains("Checkout"))
        #expect(!described.contains("Checkout. Button."))
    }

    @Test("a tab bar's button with value 1 is the selected tab, not a text \"1\" (DumpImport.md, flags)")
    func tabValue() throws {
        let text = """
            <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Health" label="Health" enabled="true"
                visible="true" x="0" y="0" width="375" height="812">
              <XCUIElementTypeTabBar type="XCUIElementTypeTabBar" enabled="true" visible="true" x="0" y="729"
                  width="375" height="83">
                <XCUIElementTypeButton type="XCUIElementTypeButton" value="1" name="Today" label="Today"
                    enabled="true" visible="true" x="2" y="730" width="90" height="48"/>
                <XCUIElementTypeButton type="XCUIElementTypeButton" name="Browse" label="Browse"
                    enabled="true" visible="true" x="96" y="730" width="90" height="48"/>
              </XCUIElementTypeTabBar>
            </XCUIElementTypeApplication>
            """
        #expect(try DumpFixtures.describe(text) == ["Selected: Today. Tab. 1 of 2.", "Browse. Tab. 2 of 2."])
    }

    @Test("a row's text the dump marks not visible is not read again beside the visible one that holds it")
    func hiddenRowText() throws {
        let text = """
            <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Daybreak" label="Daybreak" enabled="true"
                visible="true" x="0" y="0" width="402" height="874">
              <XCUIElementTypeTable type="XCUIElementTypeTable" enabled="true" visible="true" x="0" y="0" width="402"
                  height="874">
                <XCUIElementTypeCell type="XCUIElementTypeCell" enabled="true" visible="true" x="16" y="506"
                    width="370" height="53">
                  <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" name="Version" label="Version"
                      enabled="true" visible="false" x="32" y="522" width="57" height="21" traits="StaticText"/>
                  <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" name="Version, 1.0 (1)"
                      label="Version, 1.0 (1)" enabled="true" visible="true" x="16" y="506" width="370" height="53"
                      traits="StaticText"/>
                </XCUIElementTypeCell>
              </XCUIElementTypeTable>
            </XCUIElementTypeApplication>
            """
        #expect(try DumpFixtures.describe(text) == ["Version, 1.0 (1)"])
    }

    @Test("an SF Symbol's name given as a label or an unlabelled identifier is read as iOS's word; an unknown one stays")
    func symbols() throws {
        let text = """
            Element subtree:
             →Application, 0x1, pid: 7, label: 'Demo'
                Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}
                  Button, 0x3, {{16.0, 100.0}, {44.0, 44.0}}, identifier: 'magnifyingglass'
                  Button, 0x4, {{16.0, 160.0}, {44.0, 44.0}}, label: 'chevron.right'
                  Image, 0x5, {{16.0, 220.0}, {44.0, 44.0}}, identifier: 'sparkles', label: 'sparkles'
                  Button, 0x6, {{16.0, 280.0}, {44.0, 44.0}}, label: 'heart.text.square'
                  Button, 0x7, {{16.0, 340.0}, {44.0, 44.0}}, identifier: 'chevron.right', label: 'Next month'
            """
        #expect(try DumpFixtures.describe(text)
                == ["Search. Button.", "Forward. Button.", "Sparkle. Image.", "heart.text.square. Button.",
                    "Next month. Button."])
    }

    @Test("every row of the symbol table names where it was seen")
    func symbolTable() {
        #expect(SymbolLabels.entries.count >= 10)
        for entry in SymbolLabels.entries {
            #expect(!entry.symbol.isEmpty && !entry.word.isEmpty && entry.source.count > 10, "\(entry.symbol)")
            #expect(!entry.symbol.contains(" ") && entry.symbol == entry.symbol.lowercased(), "\(entry.symbol)")
        }
        #expect(Set(SymbolLabels.entries.map(\.symbol)).count == SymbolLabels.entries.count)
    }
}
