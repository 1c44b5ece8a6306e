import A11yCore
import A11yScenes
import Foundation
import A11ySceneModel
import A11yDumps

/// Measures reading accessibility dumps (issue 22's targets): the import against parsing the
/// same bytes with `XMLParser` or `JSONSerialization` alone (for debugDescription text:
/// splitting it into lines), and `describe` end to end, each the median of `repetitions` runs.
/// `bench dump` writes a 5,000-element dump of each format (a long settings list under a
/// navigation bar and a tab bar) and measures all three.
@MainActor
public enum DumpBenchmark {
    /// The import and describe figures for the dump at `path`.
    public static func run(path: String, scene: String? = nil, repetitions: Int) throws -> String {
        let loaded = try InputDocument.load(path: path, scene: scene)
        guard let format = loaded.format.dumpFormat else {
            throw SceneError(file: path, line: 1, column: 1, message: "not an accessibility dump")
        }
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        func median(_ body: () throws -> Void) rethrows -> Duration { try BenchTiming.median(repetitions, body) }
        let baselineName: String
        let parse: Duration
        switch format {
        case .pageSource:
            baselineName = "XMLParser alone (no delegate work)"
            parse = median { BenchTiming.bareXMLParse(data) }
        case .accessibilityJSON:
            baselineName = "JSONSerialization alone"
            parse = median { _ = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) }
        case .debugDescription:
            baselineName = "the text split into lines"
            parse = median { _ = String(decoding: data, as: UTF8.self).split(separator: "\n").count }
        }
        let importTime = try median { _ = try InputDocument.load(path: path, scene: scene) }
        var elements = 0
        let describeTime = try median { elements = BenchTiming.describe(try InputDocument.load(path: path, scene: scene).spec) }
        // Where the time goes: the two import stages, then what `describe` adds after the import.
        let bytes = [UInt8](data)
        let stages = try DumpImportStages.measure(bytes: bytes, format: format, path: path) { body in try median(body) }
        let spec = try InputDocument.load(path: path, scene: scene).spec
        let app = median { _ = SceneApp(spec: spec) }
        let derive = median {
            let built = SceneApp(spec: spec)
            built.window.makeKeyAndVisible()
            _ = ScreenDescription.describe(window: built.window, settings: built.settings)
        }
        let all = median { _ = BenchTiming.describe(spec) }
        let ms = { (duration: Duration) in String(format: "%.2f ms", duration.seconds * 1000) }
        let ratio = String(format: "%.2f", importTime.seconds / max(parse.seconds, 1e-9))
        return """
        \(format.displayName): \((path as NSString).lastPathComponent) (\(data.count / 1024) KB), median of \
        \(max(3, repetitions)) runs
          \(baselineName.padding(toLength: 38, withPad: " ", startingAt: 0)) \(ms(parse))
          import (dump + scene)                  \(ms(importTime))   \(ratio)× the parse (target ≤ 2×)
          describe end to end (\(elements) elements) \(ms(describeTime))   (target < 20 ms for 5,000)
            where it goes: read \(ms(stages.read)), build the spec \(ms(stages.build)), the app \(ms(app)), \
        + show and describe \(ms(derive - app)), the text \(ms(all - derive))

        """
    }

    /// Writes the three generated dumps of `elements` elements into `folder` and measures each.
    public static func runGenerated(elements: Int, repetitions: Int) throws -> String {
        let folder = NSTemporaryDirectory() + "voicenav-bench-dump-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var report = ""
        for (name, text) in [("page-source.xml", pageSource(rows: elements)),
                             ("debug-description.txt", debugDescription(rows: elements)),
                             ("axe.json", axeJSON(rows: elements))] {
            let path = folder + "/" + name
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            report += try run(path: path, repetitions: repetitions)
        }
        return report
    }

    // MARK: - Generated dumps: a navigation bar, `rows` table rows (every fifth a switch), a tab bar.

    static func pageSource(rows: Int) -> String {
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <AppiumAUT>
              <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Bench" label="Bench" enabled="true" \
            visible="true" x="0" y="0" width="390" height="844">
                <XCUIElementTypeWindow type="XCUIElementTypeWindow" enabled="true" visible="true" \
            x="0" y="0" width="390" height="844">
                  <XCUIElementTypeNavigationBar type="XCUIElementTypeNavigationBar" name="Settings" \
            enabled="true" visible="true" \
            x="0" y="47" width="390" height="44">
                    <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" name="Settings" label="Settings" \
            value="Settings" \
            enabled="true" visible="true" x="150" y="58" width="90" height="21"/>
                  </XCUIElementTypeNavigationBar>
                  <XCUIElementTypeTable type="XCUIElementTypeTable" enabled="true" visible="true" \
            x="0" y="91" width="390" height="669">

            """
        for row in 0..<rows {
            let y = 91 + row * 44
            let visible = y < 760 ? "true" : "false"
            if row % 5 == 4 {
                text += """
                        <XCUIElementTypeCell type="XCUIElementTypeCell" name="Option \(row)" label="Option \(row)" value="1" \
                enabled="true" visible="\(visible)" x="0" y="\(y)" width="390" height="44">
                          <XCUIElementTypeSwitch type="XCUIElementTypeSwitch" name="Option \(row)" \
                label="Option \(row)" value="1" \
                enabled="true" visible="\(visible)" x="320" y="\(y + 6)" width="51" height="31"/>
                        </XCUIElementTypeCell>

                """
            } else {
                text += """
                        <XCUIElementTypeCell type="XCUIElementTypeCell" name="Row \(row)" label="Row \(row)" enabled="true" \
                visible="\(visible)" x="0" y="\(y)" width="390" height="44">
                          <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" name="Row \(row)" label="Row \(row)" \
                value="Row \(row)" enabled="true" visible="\(visible)" x="20" y="\(y + 11)" width="200" height="21"/>
                        </XCUIElementTypeCell>

                """
            }
        }
        text += """
                  </XCUIElementTypeTable>
                  <XCUIElementTypeTabBar type="XCUIElementTypeTabBar" enabled="true" visible="true" \
            x="0" y="760" width="390" height="84">
                    <XCUIElementTypeButton type="XCUIElementTypeButton" name="Home" label="Home" enabled="true" visible="true" \
            selected="true" x="0" y="761" width="195" height="48"/>
                    <XCUIElementTypeButton type="XCUIElementTypeButton" name="Profile" label="Profile" enabled="true" \
            visible="true" x="195" y="761" width="195" height="48"/>
                  </XCUIElementTypeTabBar>
                </XCUIElementTypeWindow>
              </XCUIElementTypeApplication>
            </AppiumAUT>

            """
        return text
    }

    static func debugDescription(rows: Int) -> String {
        var text = """
            Attributes: Application, 0x600000001, pid: 7340, label: 'Bench'
            Element subtree:
             →Application, 0x600000001, pid: 7340, label: 'Bench'
                Window (Main), 0x600000002, {{0.0, 0.0}, {390.0, 844.0}}
                  NavigationBar, 0x600000003, {{0.0, 47.0}, {390.0, 44.0}}, identifier: 'Settings'
                    StaticText, 0x600000004, {{150.0, 58.0}, {90.0, 21.0}}, label: 'Settings'
                  Table, 0x600000005, {{0.0, 91.0}, {390.0, 669.0}}

            """
        for row in 0..<rows {
            let y = 91 + row * 44
            let address = String(0x6000_1000 + row * 2, radix: 16)
            if row % 5 == 4 {
                text += "        Cell, 0x\(address), {{0.0, \(y).0}, {390.0, 44.0}}, label: 'Option \(row)'\n"
                text += "          Switch, 0x\(address)1, {{320.0, \(y + 6).0}, {51.0, 31.0}}, label: 'Option \(row)', value: 1\n"
            } else {
                text += "        Cell, 0x\(address), {{0.0, \(y).0}, {390.0, 44.0}}, label: 'Row \(row)'\n"
                text += "          StaticText, 0x\(address)1, {{20.0, \(y + 11).0}, {200.0, 21.0}}, label: 'Row \(row)'\n"
            }
        }
        text += """
                  TabBar, 0x600000006, {{0.0, 760.0}, {390.0, 84.0}}
                    Button, 0x600000007, {{0.0, 761.0}, {195.0, 48.0}}, label: 'Home', Selected
                    Button, 0x600000008, {{195.0, 761.0}, {195.0, 48.0}}, label: 'Profile'
            Path to element:
             →Application, 0x600000001, pid: 7340, label: 'Bench'

            """
        return text
    }

    static func axeJSON(rows: Int) -> String {
        func element(_ type: String, _ label: String, x: Int, y: Int, width: Int, height: Int, value: String = "null",
                     extra: String = "") -> String {
            "{\"AXFrame\":\"{{\(x), \(y)}, {\(width), \(height)}}\",\"AXLabel\":\"\(label)\",\"AXUniqueId\":null,"
                + "\"AXValue\":\(value),\"children\":[],\"enabled\":true,\"frame\":{\"height\":\(height),\"width\":\(width),"
                + "\"x\":\(x),\"y\":\(y)},\"help\":null,\"pid\":7340,\"role\":\"AX\(type)\",\"type\":\"\(type)\"\(extra)}"
        }
        var children: [String] = [element("Heading", "Settings", x: 150, y: 58, width: 90, height: 21)]
        for row in 0..<rows {
            let y = 91 + row * 44
            children.append(row % 5 == 4
                ? element("Switch", "Option \(row)", x: 0, y: y, width: 390, height: 44, value: "\"1\"")
                : element("Button", "Row \(row)", x: 0, y: y, width: 390, height: 44))
        }
        children.append(element("RadioButton", "Home", x: 0, y: 761, width: 195, height: 48, value: "1",
                                extra: ",\"subrole\":\"AXTabButton\""))
        children.append(element("RadioButton", "Profile", x: 195, y: 761, width: 195, height: 48, value: "0",
                                extra: ",\"subrole\":\"AXTabButton\""))
        return "[{\"AXFrame\":\"{{0, 0}, {390, 844}}\",\"AXLabel\":\"Bench\",\"AXValue\":null,\"children\":[\n"
            + children.joined(separator: ",\n")
            + "\n],\"enabled\":true,\"frame\":{\"height\":844,\"width\":390,\"x\":0,\"y\":0},"
            + "\"pid\":7340,\"type\":\"Application\"}]\n"
    }
}
