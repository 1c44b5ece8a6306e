import A11yCore
import A11yScenes
import A11ySwiftSource
import Foundation

/// Measures `describe` of a SwiftUI file (issue 37's target): the whole command's work (read,
/// parse, evaluate the view, build the app, derive and describe the screen) against
/// swift-syntax's own parse of the file plus reading its project's String Catalog, each the
/// median of `repetitions` runs. Without a file, a generated 400-line settings screen and its
/// catalog (German and French) in a temporary project.
@MainActor
public enum SwiftUIBenchmark {
    public static func run(path: String?, scene: String?, language: String?, repetitions: Int) throws -> String {
        guard let path else { return try runGenerated(language: language, repetitions: repetitions) }
        // Loaded once first: a missing or bad file is reported as every command reports it.
        _ = try InputDocument.load(path: path, scene: scene, language: language)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        var statements = 0, languages = 0, elements = 0
        // The three measured in turn, run after run, so a busy spell of the machine weighs on
        // each alike; each figure the median of its runs.
        let clock = ContinuousClock()
        var parses: [Duration] = [], tables: [Duration] = [], describes: [Duration] = []
        for _ in 0..<max(3, repetitions) {
            parses.append(clock.measure { statements = SwiftSourceBaseline.parse(text) })
            tables.append(clock.measure { languages = SwiftSourceBaseline.readStrings(forFile: path) })
            describes.append(try clock.measure {
                let input = try InputDocument.load(path: path, scene: scene, language: language)
                elements = BenchTiming.describe(input.spec)
            })
        }
        let median = { (times: [Duration]) in times.sorted()[times.count / 2] }
        let (parse, strings, describe) = (median(parses), median(tables), median(describes))
        let baseline = parse + strings
        let ms = { (duration: Duration) in String(format: "%.2f ms", duration.seconds * 1000) }
        let ratio = String(format: "%.2f", describe.seconds / baseline.seconds)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
        return """
        describe of \((path as NSString).lastPathComponent) (\(lines) lines, \(statements) top-level statements\
        \(language.map { ", in \($0)" } ?? "")), median of \(max(3, repetitions)) runs
          swift-syntax's parse alone                \(ms(parse))
          reading the strings tables (\(languages) languages)   \(ms(strings))
          baseline (parse + tables)                 \(ms(baseline))
          describe end to end (\(elements) elements)       \(ms(describe))   \(ratio)× the baseline (target ≤ 2×)

        """
    }

    /// The generated screen in a temporary project of its own, removed after.
    static func runGenerated(language: String?, repetitions: Int) throws -> String {
        let (source, keys) = settingsScreen(sections: 12)
        return try inTemporaryProject(["SettingsView.swift": source, "Localizable.xcstrings": catalog(keys)]) { folder in
            try run(path: folder + "/SettingsView.swift", scene: nil, language: language ?? "de", repetitions: repetitions)
        }
    }

    /// Runs `body` with the folder of a temporary Swift package (`Sources/App`) holding `files`,
    /// by path under that folder; the package removed after.
    static func inTemporaryProject(_ files: [String: String], _ body: (String) throws -> String) throws -> String {
        let root = NSTemporaryDirectory() + "voicenav-bench-swift-\(getpid())"
        let folder = root + "/Sources/App"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Data("// swift-tools-version:6.0\n".utf8).write(to: URL(fileURLWithPath: root + "/Package.swift"))
        for (name, text) in files {
            let path = folder + "/" + name
            let parent = (path as NSString).deletingLastPathComponent
            try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        }
        return try body(folder)
    }

    /// A settings screen of `sections` form sections, each with a header, a toggle, a picker, a
    /// slider, navigation links, a button and a footer: about 33 lines a section. Also returns
    /// the texts it shows, the catalog's keys.
    static func settingsScreen(sections: Int) -> (source: String, keys: [String]) {
        var keys: [String] = ["Settings"]
        var state = ""
        var body = ""
        for index in 1...sections {
            let names = ["Section \(index)", "Enable option \(index)", "Mode \(index)", "Level \(index)",
                         "Details \(index)", "History \(index)", "Reset section \(index)", "About section \(index)"]
            keys += names
            state += """
                    @State private var enabled\(index) = \(index % 2 == 0)
                    @State private var mode\(index) = "Automatic"
                    @State private var level\(index) = 0.5

                """
            body += """
                            Section {
                                Toggle("\(names[1])", isOn: $enabled\(index))
                                Picker("\(names[2])", selection: $mode\(index)) {
                                    Text("Automatic").tag("Automatic")
                                    Text("Manual").tag("Manual")
                                }
                                if enabled\(index) {
                                    Slider(value: $level\(index), in: 0...1) {
                                        Text("\(names[3])")
                                    }
                                }
                                NavigationLink {
                                    Text("\(names[4])")
                                } label: {
                                    Label("\(names[4])", systemImage: "info.circle")
                                }
                                NavigationLink("\(names[5])") {
                                    Text("\(names[5])")
                                }
                                Button("\(names[6])", role: .destructive) {
                                    enabled\(index) = false
                                }
                                .accessibilityHint("Turns the option off")
                            } header: {
                                Text("\(names[0])")
                            } footer: {
                                Text("\(names[7])")
                            }

                """
        }
        keys += ["Automatic", "Manual", "Turns the option off"]
        let source = """
            import SwiftUI

            /// A settings screen generated for `voicenav bench swiftui`.
            struct SettingsView: View {
            \(state)
                var body: some View {
                    NavigationStack {
                        Form {
            \(body)            }
                        .navigationTitle("Settings")
                    }
                }
            }

            #Preview {
                SettingsView()
            }

            """
        return (source, keys)
    }

    /// A String Catalog translating `keys` into German and French.
    static func catalog(_ keys: [String]) -> String {
        let entries = keys.map { key in
            """
                "\(key)" : {
                  "localizations" : {
                    "de" : { "stringUnit" : { "state" : "translated", "value" : "\(key) (de)" } },
                    "fr" : { "stringUnit" : { "state" : "translated", "value" : "\(key) (fr)" } }
                  }
                }
            """
        }
        return "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n" + entries.joined(separator: ",\n")
            + "\n  },\n  \"version\" : \"1.0\"\n}\n"
    }
}
