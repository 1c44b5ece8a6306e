import A11yCore  // for its members (no type of it is named here)
import A11yAudit
import A11yReport
import A11yScenes
import Foundation

/// Measures `voicenav report` (Reports.md, "Speed"; issue 38's targets): a folder of real
/// storyboards and xibs end to end (finding the files, reading, describing, drawing and
/// auditing every screen, writing the pages into a folder) against 3 s; and a translated file
/// in every language against the audit of the same languages plus writing the pages. Each
/// figure is the median of the runs, the two measured in turn so a busy machine slows both.
@MainActor
public enum ReportBenchmark {
    /// Times the report of `path` (a folder: against the 3 s target; a file: in all its
    /// languages, against `audit --all-languages`) `repetitions` times.
    public static func run(path: String, repetitions: Int) throws -> String {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw SceneError(file: path, line: 1, column: 1, message: "no such file or folder")
        }
        let clock = ContinuousClock()
        let output = NSTemporaryDirectory() + "voicenav-bench-report-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: output) }
        let allLanguages = !isFolder.boolValue
        var reportTimes: [Duration] = [], auditTimes: [Duration] = [], writeTimes: [Duration] = []
        var site: ReportSite?
        for _ in 0..<max(3, repetitions) {
            let start = clock.now
            var builder = ReportBuilder()
            builder.allLanguages = allLanguages
            let inputs = try ReportInputs.files([path], excluding: output)
            InputDocument.sharingProjects {
                for input in inputs { builder.add(path: input.path, name: input.name) }
            }
            let made = ReportSite(screens: builder.screens, files: builder.files)
            let built = clock.now
            try ReportWriter.write(made.pages(), to: output)
            let end = clock.now
            reportTimes.append(end - start)
            writeTimes.append(end - built)
            site = made
            // The audit of the same files (and languages), as `voicenav audit` runs it.
            let auditStart = clock.now
            if allLanguages {
                let document = try InputDocument.open(path: path)
                let languages: [String?] = [nil] + (try document.languages()).map(\.language)
                _ = AppAudit.audit(document: document, languages: languages)
            } else {
                let audits = AppAudit.files(in: path).map { AppAudit.audit(file: $0) }
                _ = AuditReport(files: audits, suppressions: AuditSuppressions()).text()
            }
            auditTimes.append(clock.now - auditStart)
        }
        func median(_ times: [Duration]) -> Duration { times.sorted()[times.count / 2] }
        func ms(_ duration: Duration) -> String { String(format: "%.1f ms", duration.seconds * 1000) }
        let report = median(reportTimes), audit = median(auditTimes), write = median(writeTimes)
        let pages = site?.screens.count ?? 0, files = site?.files.count ?? 0
        let target = allLanguages ? "target: no more than the audit of the languages plus writing the pages"
            : "target ≤ 3 s for 30 storyboards and xibs"
        func line(_ label: String, _ value: String) -> String {
            "  " + label.padding(toLength: 64, withPad: " ", startingAt: 0) + value
        }
        let ratio = String(format: "%.2f", report.seconds / max(0.000_001, (audit + write).seconds))
        return ["Report of \(path)\(allLanguages ? " in all its languages" : ""): \(files) files, \(pages) screen pages; "
                    + "median of \(max(3, repetitions)) runs",
                line("report end to end (find, read, describe, draw, audit, write)", "\(ms(report))   (\(target))"),
                line("  of which writing the pages", ms(write)),
                line("audit of the same \(allLanguages ? "languages" : "files")", ms(audit)),
                line("report ÷ (audit + writing)", ratio)].joined(separator: "\n") + "\n\n"
    }
}
