import Foundation
import Testing
@testable import A11yCore
@testable import A11yScenes
import ScenesTestSupport
@testable import A11ySceneModel
@testable import A11yDumps

/// Small hand-written dumps (after the dump formats DumpImport.md describes) and the helpers the
/// dump tests share: load through the front door, describe as `voicenav describe` does.
@MainActor
enum DumpFixtures {
    /// Writes `text` to a temporary file and loads it as any input is loaded.
    static func load(_ text: String, name: String = "screen.dump", scene: String? = nil) throws -> LoadedInput {
        try InputDocument.load(path: IB.write(text, name: name), scene: scene)
    }

    /// The elements VoiceOver reads on the loaded screen, in reading order.
    static func elements(of input: LoadedInput) -> [DescribedElement] {
        let app = SceneApp(spec: input.spec)
        app.window.makeKeyAndVisible()
        return ScreenDescription.describe(window: app.window, speakHints: false)
    }

    /// The descriptions of the screen `text` shows.
    static func describe(_ text: String, scene: String? = nil) throws -> [String] {
        elements(of: try load(text, scene: scene)).map(\.description)
    }

    static func format(_ text: String) -> InputFormat { InputDocument.format(of: Array(text.utf8)) }

    /// The error loading `text` throws, when it is a located one.
    static func error(_ text: String, scene: String? = nil) -> SceneError? {
        do { _ = try load(text, scene: scene) } catch let error as SceneError { return error } catch { return nil }
        return nil
    }

    /// The line (from 1) of the first line holding `marker`, and the column of its first non-blank.
    static func position(of marker: String, in text: String) -> (line: Int, column: Int)? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let index = lines.firstIndex(where: { $0.contains(marker) }) else { return nil }
        return (index + 1, lines[index].prefix { $0 == " " }.count + 1)
    }

    // MARK: - Page source (Appium / WebDriverAgent XML)

    /// A Settings-like screen: a navigation bar with a back button, a button with its title
    /// as a StaticText child, a switch, a table (one row below the fold), a scroll indicator,
    /// a text covered (not visible), a keyboard, a tab bar, and a status bar window.
    static let pageSource = """
        <?xml version="1.0" encoding="UTF-8"?>
        <AppiumAUT>
          <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Demo" label="Demo" enabled="true"
              visible="true" x="0" y="0" width="390" height="844">
            <XCUIElementTypeWindow type="XCUIElementTypeWindow" enabled="true" visible="true" x="0" y="0" width="390"
                height="844">
              <XCUIElementTypeOther type="XCUIElementTypeOther" enabled="true" visible="true" x="0" y="0" width="390"
                  height="844">
                <XCUIElementTypeNavigationBar type="XCUIElementTypeNavigationBar" name="General" enabled="true"
                    visible="true" x="0" y="47" width="390" height="44">
                  <XCUIElementTypeButton type="XCUIElementTypeButton" name="Settings" label="Settings" enabled="true"
                      visible="true" x="0" y="47" width="100" height="44"/>
                  <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" name="General" label="General"
                      value="General" enabled="true" visible="true" x="160" y="58" width="70" height="21"/>
                </XCUIElementTypeNavigationBar>
                <XCUIElementTypeButton type="XCUIElementTypeButton" name="login" label="Log in" enabled="true"
                    visible="true" x="16" y="120" width="358" height="44">
                  <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" name="Log in" label="Log in"
                      value="Log in" enabled="true" visible="true" x="160" y="131" width="70" height="21"/>
                </XCUIElementTypeButton>
                <XCUIElementTypeSwitch type="XCUIElementTypeSwitch" name="Wi-Fi" label="Wi-Fi" value="1"
                    enabled="true" visible="true" x="16" y="180" width="358" height="31"/>
                <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" name="Covered" label="Covered"
                    value="Covered" enabled="true" visible="false" x="16" y="600" width="200" height="21"/>
                <XCUIElementTypeTable type="XCUIElementTypeTable" enabled="true" visible="true" x="0" y="240"
                    width="390" height="500">
                  <XCUIElementTypeCell type="XCUIElementTypeCell" name="Privacy" label="Privacy" enabled="true"
                      visible="true" x="0" y="250" width="390" height="44">
                    <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" name="Privacy" label="Privacy"
                        value="Privacy" enabled="true" visible="true" x="20" y="261" width="60" height="21"/>
                    <XCUIElementTypeImage type="XCUIElementTypeImage" name="chevron" enabled="true" visible="true"
                        x="360" y="265" width="9" height="14"/>
                  </XCUIElementTypeCell>
                  <XCUIElementTypeCell type="XCUIElementTypeCell" name="About" label="About" enabled="true"
                      visible="false" x="0" y="700" width="390" height="44">
                    <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" name="About" label="About"
                        value="About" enabled="true" visible="false" x="20" y="711" width="50" height="21"/>
                    <XCUIElementTypeButton type="XCUIElementTypeButton" name="chevron" label="chevron"
                        enabled="false" visible="false" x="358" y="715" width="12" height="15"/>
                  </XCUIElementTypeCell>
                  <XCUIElementTypeOther type="XCUIElementTypeOther" name="Vertical scroll bar, 1 page"
                      label="Vertical scroll bar, 1 page" value="0%" enabled="true" visible="true" x="382" y="240"
                      width="3" height="500"/>
                </XCUIElementTypeTable>
                <XCUIElementTypeKeyboard type="XCUIElementTypeKeyboard" enabled="true" visible="true" x="0"
                    y="560" width="390" height="200">
                  <XCUIElementTypeKey type="XCUIElementTypeKey" name="q" label="q" enabled="true" visible="true"
                      x="3" y="570" width="35" height="42"/>
                </XCUIElementTypeKeyboard>
                <XCUIElementTypeTabBar type="XCUIElementTypeTabBar" enabled="true" visible="true" x="0" y="760"
                    width="390" height="84">
                  <XCUIElementTypeButton type="XCUIElementTypeButton" name="Home" label="Home" enabled="true"
                      visible="true" x="0" y="761" width="195" height="48"/>
                  <XCUIElementTypeButton type="XCUIElementTypeButton" name="Profile" label="Profile" enabled="true"
                      visible="true" selected="true" x="195" y="761" width="195" height="48"/>
                </XCUIElementTypeTabBar>
              </XCUIElementTypeOther>
            </XCUIElementTypeWindow>
            <XCUIElementTypeWindow type="XCUIElementTypeWindow" enabled="true" visible="true" x="0" y="0" width="390"
                height="844">
              <XCUIElementTypeStatusBar type="XCUIElementTypeStatusBar" enabled="true" visible="true" x="0" y="0"
                  width="390" height="47">
                <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" name="9:41" label="9:41" value="9:41"
                    enabled="true" visible="true" x="40" y="14" width="40" height="20"/>
              </XCUIElementTypeStatusBar>
            </XCUIElementTypeWindow>
          </XCUIElementTypeApplication>
        </AppiumAUT>
        """

    /// What VoiceOver reads on `pageSource` and `debugDescription`, in reading order.
    static let settingsScreen = [
        "Settings. Back Button.", "General. Heading.", "Log in. Button.", "Wi-Fi. Switch Button. On.",
        "Privacy. Button.", "About. Button.", "Home. Tab. 1 of 2.", "Selected: Profile. Tab. 2 of 2.",
    ]

    /// A page source without `<AppiumAUT>` (the tree starts at the application) whose second
    /// full-screen layer holds an alert: only the alert is read.
    static let alertPageSource = """
        <?xml version="1.0" encoding="UTF-8"?>
        <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Demo" label="Demo" enabled="true"
            visible="true" x="0" y="0" width="390" height="844">
          <XCUIElementTypeWindow type="XCUIElementTypeWindow" enabled="true" visible="true" x="0" y="0" width="390"
              height="844">
            <XCUIElementTypeOther type="XCUIElementTypeOther" enabled="true" visible="true" x="0" y="0" width="390"
                height="844">
              <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" name="Welcome" label="Welcome"
                  value="Welcome" enabled="true" visible="true" x="16" y="60" width="200" height="21"/>
              <XCUIElementTypeButton type="XCUIElementTypeButton" name="Log in" label="Log in" enabled="true"
                  visible="true" x="16" y="120" width="358" height="44"/>
            </XCUIElementTypeOther>
            <XCUIElementTypeOther type="XCUIElementTypeOther" enabled="true" visible="true" x="0" y="0" width="390"
                height="844">
              <XCUIElementTypeAlert type="XCUIElementTypeAlert" name="Delete photo?" enabled="true" visible="true"
                  x="60" y="330" width="270" height="150">
                <XCUIElementTypeOther type="XCUIElementTypeOther" enabled="true" visible="true" x="60" y="330"
                    width="270" height="150">
                  <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" name="Delete photo?"
                      label="Delete photo?" value="Delete photo?" enabled="true" visible="true" x="76" y="345"
                      width="238" height="22"/>
                  <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" name="This cannot be undone."
                      label="This cannot be undone." value="This cannot be undone." enabled="true" visible="true"
                      x="76" y="370" width="238" height="18"/>
                  <XCUIElementTypeButton type="XCUIElementTypeButton" name="Cancel" label="Cancel" enabled="true"
                      visible="true" x="60" y="436" width="135" height="44"/>
                  <XCUIElementTypeButton type="XCUIElementTypeButton" name="Delete" label="Delete" enabled="true"
                      visible="true" x="195" y="436" width="135" height="44"/>
                </XCUIElementTypeOther>
              </XCUIElementTypeAlert>
            </XCUIElementTypeOther>
          </XCUIElementTypeWindow>
        </XCUIElementTypeApplication>
        """

    // MARK: - XCUITest debugDescription

    /// The same screen as `pageSource`, as a test log prints it: a log line, `(lldb) po app`,
    /// a comment indent before every line, the `Path to element:` and `Query chain:` blocks.
    static let debugDescription = """
        t =     1.02s Requesting snapshot of accessibility hierarchy for app with pid 7340
             (lldb) po app
             Attributes: Application, 0x600001, pid: 7340, label: 'Demo'
             Element subtree:
              →Application, 0x600001, pid: 7340, label: 'Demo'
                 Window (Main), 0x600002, {{0.0, 0.0}, {390.0, 844.0}}
                   Other, 0x600003, {{0.0, 0.0}, {390.0, 844.0}}
                     NavigationBar, 0x600004, {{0.0, 47.0}, {390.0, 44.0}}, identifier: 'General'
                       Button, 0x600005, {{0.0, 47.0}, {100.0, 44.0}}, label: 'Settings'
                       StaticText, 0x600006, {{160.0, 58.0}, {70.0, 21.0}}, label: 'General'
                     Button, 0x600007, {{16.0, 120.0}, {358.0, 44.0}}, identifier: 'login', label: 'Log in'
                       StaticText, 0x600008, {{160.0, 131.0}, {70.0, 21.0}}, label: 'Log in'
                     Switch, 0x600009, {{16.0, 180.0}, {358.0, 31.0}}, label: 'Wi-Fi', value: 1
                     Table, 0x60000a, {{0.0, 240.0}, {390.0, 500.0}}
                       Cell, 0x60000b, {{0.0, 250.0}, {390.0, 44.0}}, label: 'Privacy'
                         StaticText, 0x60000c, {{20.0, 261.0}, {60.0, 21.0}}, label: 'Privacy'
                         Image, 0x60000d, {{360.0, 265.0}, {9.0, 14.0}}, identifier: 'chevron'
                       Cell, 0x60000e, {{0.0, 700.0}, {390.0, 44.0}}, label: 'About'
                         StaticText, 0x60000f, {{20.0, 711.0}, {50.0, 21.0}}, label: 'About'
                         Image, 0x600010, {{360.0, 715.0}, {9.0, 14.0}}, identifier: 'chevron'
                     TabBar, 0x600011, {{0.0, 760.0}, {390.0, 84.0}}
                       Button, 0x600012, {{0.0, 761.0}, {195.0, 48.0}}, label: 'Home'
                       Button, 0x600013, {{195.0, 761.0}, {195.0, 48.0}}, label: 'Profile', Selected
             Path to element:
              →Application, 0x600001, pid: 7340, label: 'Demo'
             Query chain:
              →Find: Target Application 'com.example.demo'
               Output: {
                 Application, 0x600014, pid: 7340, label: 'Demo'
               }
        """

    /// `po` of a String: the whole dump one quoted literal with `\n` and `\'` escapes.
    static let quotedLiteral = #""Attributes: Application, 0x1, pid: 7, label: 'Demo'\nElement subtree:\n"#
        + #" →Application, 0x1, pid: 7, label: 'Demo'\n    Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}\n"#
        + #"      Button, 0x3, {{16.0, 120.0}, {358.0, 44.0}}, label: 'Don\'t allow'\n""#

    /// Two `Element subtree:` blocks (a log with two snapshots).
    static let twoBlocks = """
        Element subtree:
         →Application, 0x1, pid: 7, label: 'Demo'
            Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}
              Button, 0x3, {{16.0, 120.0}, {358.0, 44.0}}, label: 'First'
        Path to element:
         →Application, 0x1, pid: 7, label: 'Demo'
        Element subtree:
         →Application, 0x1, pid: 7, label: 'Demo'
            Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}
              Button, 0x4, {{16.0, 120.0}, {358.0, 44.0}}, label: 'Second'
        """

    /// A SwiftUI screen: the content under anonymous `Other` wrappers (one of them smaller
    /// than the window, so it is kept as a plain view).
    static let swiftUI = """
        Element subtree:
         →Application, 0x1, pid: 8869, label: 'AX'
            Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}
              Other, 0x3, {{0.0, 0.0}, {390.0, 844.0}}
                Other, 0x4, {{0.0, 0.0}, {390.0, 844.0}}
                  Other, 0x5, {{0.0, 47.0}, {390.0, 763.0}}
                    Other, 0x6, {{0.0, 47.0}, {390.0, 763.0}}
                      StaticText, 0x7, {{147.7, 404.1}, {94.7, 20.3}}, label: 'Hello, world!'
                      Button, 0x8, {{164.7, 448.7}, {60.7, 20.3}}, label: 'Tap me'
        """

    // MARK: - idb / AXe JSON

    /// `idb ui describe-all --json`: a flat array, the status bar's text from another process.
    static let idbFlat = """
        [
        {"AXFrame": "{{0, 0}, {390, 844}}", "AXLabel": "Demo", "type": "Application", "role": "AXApplication", "pid": 10},
        {"AXFrame": "{{16, 120}, {358, 44}}", "AXLabel": "Log in", "AXUniqueId": "login", "type": "Button", "pid": 10},
        {"AXFrame": "{{16, 180}, {358, 44}}", "AXLabel": "Cancel", "AXUniqueId": null, "type": "Button",
         "enabled": false, "pid": 10},
        {"AXFrame": "{{40, 14}, {40, 20}}", "AXLabel": "9:41", "AXValue": null, "type": "StaticText", "pid": 99}
        ]
        """

    /// The same as JSON lines (one object per line, as some wrappers print idb's output).
    static let ndjson = """
        {"AXFrame": "{{0, 0}, {390, 844}}", "AXLabel": "Demo", "type": "Application", "pid": 10}
        {"AXFrame": "{{16, 120}, {358, 44}}", "AXLabel": "Log in", "type": "Button", "pid": 10}
        {"AXFrame": "{{16, 200}, {358, 21}}", "AXLabel": "Welcome", "type": "StaticText", "pid": 10}
        """

    /// AXe `describe-ui`: nested `children`, a navigation bar group named by its title, a tab
    /// bar group of tab radio buttons (value 1: selected), a status bar text of another pid.
    static let axeNested = """
        [{"AXLabel": "Demo", "type": "Application", "pid": 10, "frame": {"x": 0, "y": 0, "width": 390, "height": 844},
          "children": [
            {"AXLabel": null, "AXUniqueId": "General", "type": "Group", "role_description": "navigation bar", "pid": 10,
             "frame": {"x": 0, "y": 47, "width": 390, "height": 44}, "children": [
              {"AXLabel": "Settings", "type": "Button", "role": "AXButton", "role_description": "button", "pid": 10,
               "frame": {"x": 8, "y": 55, "width": 80, "height": 30}, "children": []},
              {"AXLabel": "General", "type": "Heading", "role": "AXHeading", "role_description": "heading", "pid": 10,
               "frame": {"x": 160, "y": 58, "width": 70, "height": 21}, "children": []}]},
            {"AXLabel": "Log in", "AXUniqueId": "login", "type": "Button", "role_description": "button", "pid": 10,
             "frame": {"x": 16, "y": 120, "width": 358, "height": 44}, "children": []},
            {"AXLabel": "9:41", "type": "StaticText", "role_description": "text", "pid": 99,
             "frame": {"x": 40, "y": 14, "width": 40, "height": 20}, "children": []},
            {"AXLabel": "Tab Bar", "type": "Group", "role_description": "group", "pid": 10,
             "frame": {"x": 0, "y": 760, "width": 390, "height": 84}, "children": [
              {"AXLabel": "Home", "AXValue": 0, "type": "RadioButton", "role_description": "tab",
               "subrole": "AXTabButton", "pid": 10, "frame": {"x": 0, "y": 761, "width": 195, "height": 48}},
              {"AXLabel": "Chats", "AXValue": 1, "type": "RadioButton", "role_description": "tab",
               "subrole": "AXTabButton", "pid": 10, "frame": {"x": 195, "y": 761, "width": 195, "height": 48}}]}
          ]}]
        """
}

/// Which reader a file gets is told by its content, not its name.
@Suite("Accessibility dumps: formats")
@MainActor
struct DumpFormatDetectionTests {
    @Test("page source with <AppiumAUT> or a bare <XCUIElementTypeApplication> root; a <document> stays Interface Builder")
    func xml() {
        #expect(DumpFixtures.format(DumpFixtures.pageSource) == .pageSource)
        #expect(DumpFixtures.format(DumpFixtures.alertPageSource) == .pageSource)
        let bare = "<XCUIElementTypeApplication type=\"XCUIElementTypeApplication\" name=\"A\"/>"
        #expect(DumpFixtures.format(bare) == .pageSource)
        #expect(InputDocument.format(of: [0xEF, 0xBB, 0xBF] + Array("\n  <AppiumAUT></AppiumAUT>".utf8)) == .pageSource)
        #expect(DumpFixtures.format(IB.storyboard(initial: "a", IB.controller("a"))) == .interfaceBuilder)
        #expect(DumpFixtures.format("<?xml version=\"1.0\"?>\n<!-- a comment -->\n<document/>") == .interfaceBuilder)
    }

    @Test("JSON: idb's flat array, AXe's nested objects and JSON lines are dumps; a JSON scene file stays a scene file")
    func json() {
        #expect(DumpFixtures.format(DumpFixtures.idbFlat) == .accessibilityJSON)
        #expect(DumpFixtures.format(DumpFixtures.axeNested) == .accessibilityJSON)
        #expect(DumpFixtures.format(DumpFixtures.ndjson) == .accessibilityJSON)
        let axeObject = #"{"AXLabel": "Demo", "type": "Application", "children": []}"#
        #expect(DumpFixtures.format(axeObject) == .accessibilityJSON)
        let scene = #"{"scene": 1, "root": "a", "controllers": {"a": {"view": {"subviews": []}}}}"#
        #expect(DumpFixtures.format(scene) == .sceneFile)
    }

    @Test("text: a debugDescription in a longer log, the quoted-literal form and a bare subtree; YAML stays a scene file")
    func text() {
        #expect(DumpFixtures.format(DumpFixtures.debugDescription) == .debugDescription)
        #expect(DumpFixtures.format(DumpFixtures.quotedLiteral) == .debugDescription)
        let bare = " →Application, 0x1, pid: 7, label: 'Demo'\n    Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}\n"
        #expect(DumpFixtures.format(bare) == .debugDescription)
        let shortened = "Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}\n  Button, 0x3, {{0.0, 0.0}, {9.0, 9.0}}\n"
        #expect(DumpFixtures.format(shortened) == .debugDescription)
        #expect(DumpFixtures.format("scene: 1\nroot: a\ncontrollers:\n  a: { view: { subviews: [] } }\n") == .sceneFile)
    }

    @Test("each dump format maps to its DumpFormat; scene files and Interface Builder files are none")
    func dumpFormats() {
        #expect(InputFormat.pageSource.dumpFormat == .pageSource)
        #expect(InputFormat.debugDescription.dumpFormat == .debugDescription)
        #expect(InputFormat.accessibilityJSON.dumpFormat == .accessibilityJSON)
        #expect(InputFormat.sceneFile.dumpFormat == nil)
        #expect(InputFormat.interfaceBuilder.dumpFormat == nil)
    }
}

/// Appium / WebDriverAgent page source read as VoiceOver would read the screen.
@Suite("Accessibility dumps: page source")
@MainActor
struct PageSourceDumpTests {
    @Test("the screen reads in order: back button, heading, a button once, switch, rows, tabs")
    func reading() throws {
        let input = try DumpFixtures.load(DumpFixtures.pageSource, name: "settings.xml")
        #expect(input.format == .pageSource)
        #expect(input.dump?.format == .pageSource)
        #expect(input.dump?.app == "Demo")
        #expect(DumpFixtures.elements(of: input).map(\.description) == DumpFixtures.settingsScreen)
    }

    @Test("a button's StaticText title is not read a second time")
    func titleOnce() throws {
        let descriptions = try DumpFixtures.describe(DumpFixtures.pageSource)
        #expect(descriptions.filter { $0.contains("Log in") } == ["Log in. Button."])
    }

    @Test("not visible outside a table is not read; inside a table it is (scrolled away); scroll bars are not content")
    func visibility() throws {
        let descriptions = try DumpFixtures.describe(DumpFixtures.pageSource)
        #expect(!descriptions.contains { $0.contains("Covered") })
        #expect(descriptions.contains("About. Button."))
        #expect(!descriptions.contains { $0.contains("scroll bar") })
        #expect(!descriptions.contains { $0.contains("chevron") })
    }

    @Test("the keyboard and the status bar are not read")
    func systemUI() throws {
        let descriptions = try DumpFixtures.describe(DumpFixtures.pageSource)
        #expect(!descriptions.contains { $0.hasPrefix("q") || $0.contains("9:41") })
    }

    @Test("identifiers become ids; elements without one get the type and a count")
    func ids() throws {
        let elements = DumpFixtures.elements(of: try DumpFixtures.load(DumpFixtures.pageSource))
        #expect(elements.map(\.snapshot.id) == [
            "button-1", "statictext-1", "login", "switch-1", "cell-1", "cell-2", "button-2", "button-3",
        ])
    }

    @Test("notes are located at the element's line and column (its start tag)")
    func notes() throws {
        let text = DumpFixtures.pageSource
        let notes = try DumpFixtures.load(text).diagnostics
        #expect(notes.allSatisfy { $0.severity == .note })
        let expectations: [(marker: String, words: String)] = [
            ("name=\"Settings\"", "back button"), ("<XCUIElementTypeKeyboard", "keyboard"),
            ("<XCUIElementTypeStatusBar", "status bar"), ("name=\"Covered\"", "not visible"),
        ]
        for (marker, words) in expectations {
            let place = try #require(DumpFixtures.position(of: marker, in: text))
            let note = notes.first { $0.message.contains(words) }
            #expect(note?.line == place.line, "\(words)")
            #expect(note?.column == place.column, "\(words)")
        }
    }

    @Test("an alert covers the screen: only its texts and buttons are read (bare application root)")
    func alert() throws {
        let input = try DumpFixtures.load(DumpFixtures.alertPageSource, name: "alert.xml")
        #expect(input.format == .pageSource)
        #expect(DumpFixtures.elements(of: input).map(\.description) == [
            "Delete photo?", "This cannot be undone.", "Cancel. Button.", "Delete. Button.",
        ])
    }

    @Test("a labelled Other leaf (a table section header, WebDriverAgent's accessible=\"true\") is read")
    func labelledOther() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <AppiumAUT>
              <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Demo" label="Demo" x="0" y="0"
                  width="390" height="844">
                <XCUIElementTypeWindow type="XCUIElementTypeWindow" x="0" y="0" width="390" height="844">
                  <XCUIElementTypeTable type="XCUIElementTypeTable" x="0" y="0" width="390" height="844">
                    <XCUIElementTypeOther type="XCUIElementTypeOther" name="VISION" label="VISION" x="0" y="100"
                        width="390" height="40"/>
                    <XCUIElementTypeCell type="XCUIElementTypeCell" name="Zoom" label="Zoom" x="0" y="140"
                        width="390" height="44"/>
                    <XCUIElementTypeOther type="XCUIElementTypeOther" name="14:00, now" label="14:00, now"
                        accessible="true" x="0" y="300" width="390" height="30"/>
                  </XCUIElementTypeTable>
                </XCUIElementTypeWindow>
              </XCUIElementTypeApplication>
            </AppiumAUT>
            """
        let descriptions = try DumpFixtures.describe(text)
        #expect(descriptions.contains { $0.hasPrefix("VISION") })
        #expect(descriptions.contains("Zoom"))
        #expect(descriptions.contains { $0.hasPrefix("14:00, now") })
    }

    @Test("a navigation bar's title drawn as a labelled Other is still its heading")
    func otherTitle() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <AppiumAUT>
              <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Demo" label="Demo" x="0" y="0"
                  width="375" height="667">
                <XCUIElementTypeWindow type="XCUIElementTypeWindow" x="0" y="0" width="375" height="667">
                  <XCUIElementTypeNavigationBar type="XCUIElementTypeNavigationBar" name="Text2" x="0" y="20" width="375"
                      height="44">
                    <XCUIElementTypeOther type="XCUIElementTypeOther" name="Text2" label="Text2" x="140" y="32" width="96"
                        height="21"/>
                  </XCUIElementTypeNavigationBar>
                </XCUIElementTypeWindow>
              </XCUIElementTypeApplication>
            </AppiumAUT>
            """
        #expect(try DumpFixtures.describe(text) == ["Text2. Heading."])
    }

    @Test("a row holding a switch is read as that switch; a disabled button is dimmed")
    func rowsAndStates() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <AppiumAUT>
              <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Demo" label="Demo" x="0" y="0"
                  width="390" height="844">
                <XCUIElementTypeTable type="XCUIElementTypeTable" x="0" y="0" width="390" height="844">
                  <XCUIElementTypeCell type="XCUIElementTypeCell" name="Bluetooth" label="Bluetooth" value="0" x="0"
                      y="100" width="390" height="44">
                    <XCUIElementTypeSwitch type="XCUIElementTypeSwitch" name="Bluetooth" label="Bluetooth" value="0"
                        x="320" y="106" width="51" height="31"/>
                  </XCUIElementTypeCell>
                </XCUIElementTypeTable>
                <XCUIElementTypeButton type="XCUIElementTypeButton" name="Register" label="Register" enabled="false"
                    x="16" y="300" width="358" height="44"/>
              </XCUIElementTypeApplication>
            </AppiumAUT>
            """
        #expect(try DumpFixtures.describe(text) == ["Bluetooth. Switch Button. Off.", "Register. Dimmed. Button."])
    }

    @Test("a page source has one screen: --scene is refused")
    func noScenes() throws {
        #expect(throws: SceneChoiceError.self) { try DumpFixtures.load(DumpFixtures.pageSource, scene: "1") }
    }
}

/// XCUITest's debugDescription text, wherever it sits in a log.
@Suite("Accessibility dumps: debugDescription")
@MainActor
struct DebugDescriptionDumpTests {
    @Test("the subtree inside a test log reads like the page source of the same screen")
    func reading() throws {
        let input = try DumpFixtures.load(DumpFixtures.debugDescription, name: "log.txt")
        #expect(input.format == .debugDescription)
        #expect(input.dump?.app == "Demo")
        #expect(input.dump?.blockCount == 1)
        #expect(DumpFixtures.elements(of: input).map(\.description) == DumpFixtures.settingsScreen)
    }

    @Test("identifiers become ids; the others are generated")
    func ids() throws {
        let elements = DumpFixtures.elements(of: try DumpFixtures.load(DumpFixtures.debugDescription))
        #expect(elements.first { $0.description == "Log in. Button." }?.snapshot.id == "login")
        #expect(elements.first { $0.description == "Settings. Back Button." }?.snapshot.id == "button-1")
        #expect(elements.first { $0.description.hasPrefix("Wi-Fi") }?.snapshot.id == "switch-1")
    }

    @Test("the quoted-literal form (po of a String) is unescaped and read")
    func quotedLiteral() throws {
        let input = try DumpFixtures.load(DumpFixtures.quotedLiteral)
        #expect(input.format == .debugDescription)
        #expect(DumpFixtures.elements(of: input).map(\.description) == ["Don't allow. Button."])
    }

    @Test("several Element subtree blocks: the last by default, --scene N picks one, a missing one is a choice error")
    func blocks() throws {
        let last = try DumpFixtures.load(DumpFixtures.twoBlocks)
        #expect(DumpFixtures.elements(of: last).map(\.description) == ["Second. Button."])
        #expect(last.dump?.blockCount == 2)
        #expect(last.dump?.blockIndex == 2)
        #expect(last.diagnostics.contains { $0.message.contains("2 element subtrees") })
        let first = try DumpFixtures.load(DumpFixtures.twoBlocks, scene: "1")
        #expect(DumpFixtures.elements(of: first).map(\.description) == ["First. Button."])
        #expect(first.dump?.blockIndex == 1)
        do {
            _ = try DumpFixtures.load(DumpFixtures.twoBlocks, scene: "9")
            Issue.record("--scene 9 of 2 blocks loaded")
        } catch let error as SceneChoiceError {
            #expect(error.blockCount == 2)
            #expect(error.requested == "9")
        }
        #expect(throws: SceneChoiceError.self) { try DumpFixtures.load(DumpFixtures.twoBlocks, scene: "first") }
    }

    @Test("CRLF line ends (a log saved on Windows) read as LF ones")
    func crlf() throws {
        let text = DumpFixtures.twoBlocks.replacingOccurrences(of: "\n", with: "\r\n")
        #expect(try DumpFixtures.describe(text) == ["Second. Button."])
        #expect(try DumpFixtures.describe(text, scene: "1") == ["First. Button."])
    }

    @Test("SwiftUI's anonymous Other wrappers are not elements")
    func swiftUIWrappers() throws {
        let elements = DumpFixtures.elements(of: try DumpFixtures.load(DumpFixtures.swiftUI))
        #expect(elements.map(\.description) == ["Hello, world!", "Tap me. Button."])
        #expect(!elements.contains { $0.snapshot.id?.hasPrefix("other") == true })
    }

    @Test("fields: a quote inside a text, an unquoted value before the flags, non-ASCII text, the marker named twice")
    func fields() throws {
        let text = """
            t = 0.5s Element subtree: (log line naming Element subtree: twice)
             →Application, 0x1, pid: 7340, label: 'Café'
                Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}
                  StaticText, 0x3, {{16.0, 100.0}, {358.0, 21.0}}, label: 'It's 5 o'clock, isn't it'
                  Slider, 0x4, {{16.0, 140.0}, {358.0, 31.0}}, label: 'Volume', value: 50%, Disabled
                  Button, 0x5, {{16.0, 200.0}, {358.0, 44.0}}, identifier: 'ünï', label: 'Größe ändern', Selected
            """
        let input = try DumpFixtures.load(text)
        #expect(input.dump?.blockCount == 1)
        #expect(input.dump?.app == "Café")
        let elements = DumpFixtures.elements(of: input)
        #expect(elements.map(\.description) == ["It's 5 o'clock, isn't it", "Volume: 50%. Dimmed. Adjustable.",
                                                "Selected: Größe ändern. Button."])
        #expect(elements.last?.snapshot.id == "ünï")
        // A located error counts columns in characters: the arrow is one.
        let broken = text.replacingOccurrences(of: "{{16.0, 200.0}, {358.0, 44.0}}", with: "{{16.0, 200.0}, {nan, 44.0}}")
        let error = try #require(DumpFixtures.error(broken))
        #expect(error.line == 6 && error.column == 7)
    }

    @Test("a hand-shortened dump starting at the Window loads")
    func fromWindow() throws {
        let text = """
            Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}
              Button, 0x3, {{16.0, 120.0}, {358.0, 44.0}}, identifier: 'go', label: 'Go'
            """
        let elements = DumpFixtures.elements(of: try DumpFixtures.load(text))
        #expect(elements.map(\.description) == ["Go. Button."])
        #expect(elements.first?.snapshot.id == "go")
    }
}

/// idb and AXe JSON, flat or nested.
@Suite("Accessibility dumps: idb and AXe JSON")
@MainActor
struct AccessibilityJSONDumpTests {
    @Test("idb's flat array: elements of another process are not read, disabled is dimmed")
    func idb() throws {
        let input = try DumpFixtures.load(DumpFixtures.idbFlat, name: "idb.json")
        #expect(input.format == .accessibilityJSON)
        let elements = DumpFixtures.elements(of: input)
        #expect(elements.map(\.description) == ["Log in. Button.", "Cancel. Dimmed. Button."])
        #expect(elements.map(\.snapshot.id) == ["login", "button-1"])
    }

    @Test("JSON lines read as the array")
    func jsonLines() throws {
        #expect(try DumpFixtures.describe(DumpFixtures.ndjson) == ["Log in. Button.", "Welcome"])
    }

    @Test("members: the first of a repeated key counts, a null is missing, escaped names, unknown members skipped")
    func members() throws {
        let text = #"""
            [{"type":"Application","AXLabel":"Demo","frame":{"x":0,"y":0,"width":390,"height":844},"children":[
              {"type":"Button","AXLabel":null,"AXLabel":"First","AXLabel":"Second","extra":{"deep":[1,{"a":null}]},
               "AX\u0055niqueId":"go","frame":{"x":16,"y":100,"width":358,"height":44},"role_description":"button"},
              {"type":"StaticText","children":"not a list","AXValue":7,"frame":{"x":16,"y":200,"width":358,"height":21}}
            ]}]
            """#
        let elements = DumpFixtures.elements(of: try DumpFixtures.load(text, name: "m.json"))
        #expect(elements.map(\.description) == ["First. Button.", "7"])
        #expect(elements.first?.snapshot.id == "go")
    }

    @Test("the top level: one object, JSON lines, an array; anything else is located and named by its path")
    func topLevel() throws {
        let element = #"{"type":"Button","AXLabel":"Go","frame":{"x":0,"y":0,"width":44,"height":44}}"#
        #expect(try DumpFixtures.describe(element) == ["Go. Button."])
        #expect(try DumpFixtures.describe(element + "\n" + element.replacingOccurrences(of: "Go", with: "Stop"))
            == ["Go. Button.", "Stop. Button."])
        #expect(DumpFixtures.error(#"[{"AXLabel":"a"}, 5]"#)?.message.contains("$[1] is not an object") == true)
        let nested = #"[{"AXLabel":"a","children":[{"AXLabel":"b"},"text"]}]"#
        let error = try #require(DumpFixtures.error(nested))
        #expect(error.message.contains("$[0].children[1] is not an object"))
        #expect(error.line == 1 && error.column == 45)
        #expect(DumpFixtures.error(#"[{"AXLabel":"a"}] {"AXLabel":"b"}"#)?.message.contains("$[0] is not an object") == true)
        #expect(DumpFixtures.error(#"["AXLabel"]"#)?.message.contains("$[0] is not an object") == true)
        #expect(DumpFixtures.error(#"[{"AXLabel":"a","AXFrame":"{{0, 0}, {1, 1}}"}, {"AXLa"#)?.message
            .contains("not valid JSON") == true)
    }

    @Test("AXe's nested form: the navigation group's back button and heading, tabs with their selected value")
    func axe() throws {
        let elements = DumpFixtures.elements(of: try DumpFixtures.load(DumpFixtures.axeNested))
        #expect(elements.map(\.description) == [
            "Settings. Back Button.", "General. Heading.", "Log in. Button.", "Home. Tab. 1 of 2.",
            "Selected: Chats. Tab. 2 of 2.",
        ])
        #expect(elements.first { $0.description == "Log in. Button." }?.snapshot.id == "login")
        #expect(elements.first { $0.description.hasPrefix("Settings") }?.snapshot.id == "button-1")
    }

    @Test("notes start with the element's JSON path and carry its line")
    func notes() throws {
        let axe = try DumpFixtures.load(DumpFixtures.axeNested).diagnostics
        let status = try #require(axe.first { $0.message.contains("another process") })
        #expect(status.message.hasPrefix("$[0].children[2]: "))
        #expect(status.line == DumpFixtures.position(of: #""AXLabel": "9:41""#, in: DumpFixtures.axeNested)?.line)
        #expect(axe.contains { $0.message.hasPrefix("$[0].children[0].children[0]: ") && $0.message.contains("back button") })
        let idb = try DumpFixtures.load(DumpFixtures.idbFlat).diagnostics
        let flat = try #require(idb.first { $0.message.contains("another process") })
        #expect(flat.message.hasPrefix("$[3]: "))
        #expect(flat.line == DumpFixtures.position(of: #""AXLabel": "9:41""#, in: DumpFixtures.idbFlat)?.line)
        #expect(flat.column == 1)
    }

    @Test("a JSON dump has one screen: --scene is refused")
    func noScenes() throws {
        #expect(throws: SceneChoiceError.self) { try DumpFixtures.load(DumpFixtures.idbFlat, scene: "1") }
    }

    @Test("the summary counts the screen's elements")
    func elementCount() throws {
        #expect(try DumpFixtures.load(DumpFixtures.idbFlat).dump?.elementCount == 2)
        #expect(try DumpFixtures.load(DumpFixtures.ndjson).dump?.elementCount == 2)
    }
}
