import A11yCore
import A11yAudit
import A11yScenes
import Foundation
import A11ySceneModel
import A11ySceneFiles

/// Measures `voicenav audit` (issue 13's target: every screen of the built-in demo and of the
/// largest shared storyboard in under a second, release build): loading the file, then
/// exploring every screen and checking the rules, each the median of `repetitions` runs.
@MainActor
public enum AuditBenchmark {
    /// Audits the file at `path` (nil: the built-in phone demo) `repetitions` times.
    public static func run(path: String?, scene: String? = nil, repetitions: Int) throws -> String {
        var isDirectory: ObjCBool = false
        if let path, FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            return folder(path, repetitions: repetitions)
        }
        let clock = ContinuousClock()
        let name: String
        let load: () throws -> SceneSpec
        var options = AuditOptions()
        if let path {
            name = (path as NSString).lastPathComponent
            options = AuditOptions(forFile: path)
            load = {
                try InputDocument.load(path: path, scene: scene).spec
            }
        } else {
            let demo = BuiltInDemos.all[0]
            name = "the built-in \(demo.name) demo"
            load = { try SceneParser.parse(try demo.yaml(), file: demo.fileName) }
        }
        var loadTimes: [Duration] = []
        var auditTimes: [Duration] = []
        var result: AuditResult?
        for _ in 0..<max(3, repetitions) {
            let start = clock.now
            let spec = try load()
            let loaded = clock.now
            result = AccessibilityAudit.run(spec: spec, options: options)
            auditTimes.append(clock.now - loaded)
            loadTimes.append(loaded - start)
        }
        func median(_ times: [Duration]) -> Duration { times.sorted()[times.count / 2] }
        func ms(_ duration: Duration) -> String { String(format: "%.1f ms", duration.seconds * 1000) }
        let loadTime = median(loadTimes), auditTime = median(auditTimes)
        let screens = result?.screens.count ?? 0, actions = result?.actionsPerformed ?? 0
        let elements = result?.screens.reduce(0) { $0 + $1.elements.count } ?? 0
        let stopped = result?.boundReached.map { "; stopped at \($0)" } ?? ""
        let perScreen = String(format: "%.2f", auditTime.seconds * 1000 / Double(max(1, screens)))
        return """
        Audit of \(name): \(screens) screens (\(elements) elements), \(actions) user actions with replays, \
        \(result?.findings.count ?? 0) findings\(stopped); median of \(max(3, repetitions)) runs
          load (parse or import)        \(ms(loadTime))
          explore and check             \(ms(auditTime))   \(perScreen) ms a screen

        """
    }

    /// `voicenav audit DIR` end to end, without printing: finding the files, importing each,
    /// exploring every start, checking the rules and writing the text report (issue 20's
    /// target: 30 real storyboards in under 2 s).
    static func folder(_ path: String, repetitions: Int) -> String {
        let clock = ContinuousClock()
        var times: [Duration] = []
        var files: [String] = []
        var report: AuditReport?
        for _ in 0..<max(3, repetitions) {
            let start = clock.now
            files = AppAudit.files(in: path)
            let audits = files.map { AppAudit.audit(file: $0) }
            let made = AuditReport(files: audits, suppressions: AuditSuppressions())
            _ = made.text()
            report = made
            times.append(clock.now - start)
        }
        let median = times.sorted()[times.count / 2]
        let screens = report?.result.screens.count ?? 0
        let audited = report?.files.filter { $0.problem == nil }.count ?? 0
        let total = String(format: "%.1f ms", median.seconds * 1000)
        let perFile = String(format: "%.2f ms", median.seconds * 1000 / Double(max(1, files.count)))
        return """
        Audit of the folder \(path): \(files.count) files (\(audited) audited), \(screens) screens, \
        \(report?.findings.count ?? 0) findings; median of \(max(3, repetitions)) runs
          end to end (find, import, explore, check, report)   \(total)   (target < 2 s for 30 storyboards)
          a file                                              \(perFile)

        """
    }
}
