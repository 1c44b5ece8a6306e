import A11yCore
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import A11ySceneModel

/// What the benchmarks share: the median time of a body run several times, and the
/// do-nothing XML delegate that makes `XMLParser` alone the baseline of an import.
enum BenchTiming {
    /// The median of `repetitions` runs of `body` (at least 3).
    static func median(_ repetitions: Int, _ body: () throws -> Void) rethrows -> Duration {
        let clock = ContinuousClock()
        var times: [Duration] = []
        for _ in 0..<max(3, repetitions) {
            let start = clock.now
            try body()
            times.append(clock.now - start)
        }
        return times.sorted()[times.count / 2]
    }

    /// `describe` of a loaded scene, as the command does it after loading: the app built, its
    /// first screen derived and described, the text made. Returns the element count.
    @MainActor
    static func describe(_ spec: SceneSpec) -> Int {
        let app = SceneApp(spec: spec)
        app.window.makeKeyAndVisible()
        let entries = ScreenDescription.describe(window: app.window, settings: app.settings)
        _ = ScreenDescription.text(entries)
        return entries.count
    }

    /// A parse of `data` by `XMLParser` with no delegate work.
    static func bareXMLParse(_ data: Data) {
        let parser = XMLParser(data: data)
        let delegate = NullDelegate()
        parser.delegate = delegate
        parser.shouldResolveExternalEntities = false
        _ = parser.parse()
    }

    private final class NullDelegate: NSObject, XMLParserDelegate {}
}
