import A11yCore
import A11yScenes
import Foundation
import A11ySceneModel
import A11yInterfaceBuilder

/// Measures opening an Interface Builder file (issue 11's targets): the import against
/// parsing the same bytes with `XMLParser` alone, and `describe` end to end (import, build
/// the app, derive and describe the first screen), each the median of `repetitions` runs.
@MainActor
public enum ImportBenchmark {
    public static func run(path: String, scene: String? = nil, repetitions: Int) throws -> String {
        // Imported once first: a missing, unreadable or bad file is reported as the other
        // commands report it (a SceneError with the place and what to do), not as an I/O error.
        _ = try InputDocument.load(path: path, scene: scene)
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        func median(_ body: () throws -> Void) rethrows -> Duration { try BenchTiming.median(repetitions, body) }
        let parse = median { BenchTiming.bareXMLParse(data) }
        var elements = 0
        let treeTime = try median { try StoryboardLoader.readDocument(data: data, path: path) }
        let importTime = try median { _ = try InputDocument.load(path: path, scene: scene) }
        let describeTime = try median {
            elements = BenchTiming.describe(try InputDocument.load(path: path, scene: scene).spec)
        }
        let ms = { (duration: Duration) in String(format: "%.2f ms", duration.seconds * 1000) }
        let importRatio = String(format: "%.2f", importTime.seconds / parse.seconds)
        let treeRatio = String(format: "%.2f", treeTime.seconds / parse.seconds)
        return """
        Import of \((path as NSString).lastPathComponent) (\(data.count / 1024) KB), median of \(max(3, repetitions)) runs
          XMLParser alone (no delegate work)      \(ms(parse))
          import (XML tree + scene)               \(ms(importTime))   \(importRatio)× the parse (target ≤ 2×)
            of which the XML tree (bytes in memory) \(ms(treeTime))   \(treeRatio)× the parse
          describe end to end (\(elements) elements)     \(ms(describeTime))   (target < 50 ms)

        """
    }
}
