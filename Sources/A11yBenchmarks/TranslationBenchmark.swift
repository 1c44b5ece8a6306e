import A11yCore
import A11yScenes
import Foundation
import A11ySceneModel
import A11yLocalization
import A11yInterfaceBuilder

/// Measures what a language adds to `describe` on a storyboard (issue 24's target: at most
/// 20 %): the file described end to end (import, build, describe) in its base language and in
/// `language`, the median of `repetitions` runs each. When the project has no table for the
/// language, the benchmark writes one of its own beside a copy of the file: every text the
/// file has, translated (`ibtool --export-strings-file` lists the same keys).
@MainActor
public enum TranslationBenchmark {
    public static func run(path: String, scene: String? = nil, language: String, repetitions: Int) throws -> String {
        _ = try InputDocument.load(path: path, scene: scene)
        var file = path
        var madeFolder: String?
        var keys = 0
        if try TranslationFinder.source(forFile: path, language: language) == nil {
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            let texts = try StoryboardLoader.translatableTexts(data: data, path: path)
            // A project folder of its own (references are looked for in the folder around it).
            let made = NSTemporaryDirectory() + "voicenav-bench-" + UUID().uuidString
            let folder = made + "/App"
            let name = (path as NSString).lastPathComponent
            try FileManager.default.createDirectory(atPath: folder + "/Base.lproj", withIntermediateDirectories: true)
            try FileManager.default.createDirectory(atPath: folder + "/\(language).lproj", withIntermediateDirectories: true)
            try data.write(to: URL(fileURLWithPath: folder + "/Base.lproj/" + name))
            let table = texts.map { entry in
                "/* \(entry.key) */\n\"\(escape(entry.key))\" = \"\(escape("«" + entry.value + "»"))\";\n"
            }.joined(separator: "\n")
            let stringsPath = folder + "/\(language).lproj/" + (name as NSString).deletingPathExtension + ".strings"
            try Data(table.utf8).write(to: URL(fileURLWithPath: stringsPath))
            file = folder + "/Base.lproj/" + name
            madeFolder = made
            keys = texts.count
        }
        defer { if let madeFolder { try? FileManager.default.removeItem(atPath: madeFolder) } }
        var elements = 0
        func describe(_ language: String?) throws {
            elements = BenchTiming.describe(try InputDocument.load(path: file, scene: scene, language: language).spec)
        }
        // Alternating runs, so that neither gets a warmer cache.
        var base: [Duration] = [], translated: [Duration] = []
        let clock = ContinuousClock()
        try describe(nil)
        try describe(language)
        for _ in 0..<max(3, repetitions) {
            base.append(try clock.measure { try describe(nil) })
            translated.append(try clock.measure { try describe(language) })
        }
        let baseMedian = base.sorted()[base.count / 2], translatedMedian = translated.sorted()[translated.count / 2]
        let overhead = String(format: "%+.1f", (translatedMedian.seconds / baseMedian.seconds - 1) * 100)
        let label = ("in " + language).padding(toLength: 40, withPad: " ", startingAt: 0)
        let ms = { (duration: Duration) in String(format: "%.2f ms", duration.seconds * 1000) }
        let table = madeFolder == nil ? "the project's own table" : "a table of its own (\(keys) keys, every text translated)"
        return """
        describe of \((path as NSString).lastPathComponent) in \(language) (\(table)), median of \(max(3, repetitions)) runs
          base language                            \(ms(baseMedian))   (\(elements) elements)
          \(label) \(ms(translatedMedian))   \(overhead) % (target ≤ +20 %)

        """
    }

    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n")
    }
}
