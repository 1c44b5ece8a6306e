import A11yCore
import A11yScenes
import ArgumentParser
import Foundation

/// `voicenav audit SCENE`: an accessibility audit of every screen the app can reach.
struct Audit: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Audit every screen an app can reach for what a VoiceOver user would stumble on.",
        discussion: """
        Starts the app as VoiceOver meets it and visits every screen a user can reach (activating \
        each element, tabs and More, custom actions, escape, scrolls, rotation), up to a bound: 250 \
        screens, 12 steps from launch, 50,000 actions. Each screen is checked once against the rules listed by \
        `voicenav audit --list-rules`.

        Findings that a suppression file (.voicenav-audit.yaml in the current folder or beside the \
        audited file, or --suppressions FILE) names are counted, not printed.

        Exit codes: 0 no finding at or above --fail-on, 1 some, 64 bad command line, 65 bad scene, \
        storyboard or suppression file.
        """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json, sarif }
    enum FailOn: String, ExpressibleByArgument, CaseIterable { case error, warning, note, never }

    @Argument(help: "The scene file (YAML or JSON), storyboard or xib to audit.")
    var scene: String?

    @Option(name: .customLong("scene"), help: "A storyboard's view controller to start from (storyboard identifier or object id).")
    var sceneID: String?

    @Option(help: "Output format: text, json or sarif.")
    var format: Format = .text

    @Option(name: .customLong("fail-on"), help: "Exit 1 when a finding is at this level or above: error, warning, note or never.")
    var failOn: FailOn = .error

    @Option(help: "The suppression file to use (default: .voicenav-audit.yaml in the current folder and beside the audited file).")
    var suppressions: String?

    @Option(name: .customLong("max-screens"), help: "Audit at most this many screens.")
    var maxScreens = AuditOptions().maximumScreens

    @Option(name: .customLong("max-depth"), help: "Audit screens at most this many steps from launch.")
    var maxDepth = AuditOptions().maximumDepth

    @Flag(inversion: .prefixedNo, help: "Turn the device on each screen too (default: on for scene files, off for storyboards and xibs, whose constraints the model does not solve).")
    var rotation: Bool?

    @Flag(name: .customLong("list-screens"), help: "With text output, list every screen audited (how to reach it, its element count) first.")
    var listScreens = false

    @Flag(name: .customLong("list-rules"), help: "List the rules (id, level, what each checks) and exit.")
    var listRules = false

    func validate() throws {
        if listRules { return }
        guard scene != nil else { throw ValidationError("Give the scene file or storyboard to audit, e.g. voicenav audit examples/settings.yaml") }
        guard maxScreens >= 1 else { throw ValidationError("--max-screens must be at least 1.") }
        guard maxDepth >= 0 else { throw ValidationError("--max-depth must be 0 or more.") }
    }

    func run() throws {
        if listRules {
            for rule in AuditRules.all {
                print("\(rule.id.padding(toLength: 26, withPad: " ", startingAt: 0)) \(rule.level.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)) \(rule.summary)")
            }
            return
        }
        guard let scene else { return }
        var failed = false
        try runReportingErrors {
            let spec = try SceneInput.load(path: scene, scene: sceneID)
            let silenced = try loadSuppressions(besides: scene)
            var options = AuditOptions(forFile: scene)
            options.maximumScreens = maxScreens
            options.maximumDepth = maxDepth
            if let rotation { options.exploresRotation = rotation }
            let report = MainActor.assumeIsolated {
                AuditReport(result: AccessibilityAudit.run(spec: spec, options: options), suppressions: silenced)
            }
            switch format {
            case .text: print(report.text(listingScreens: listScreens), terminator: "")
            case .json: print(report.json(), terminator: "")
            case .sarif: print(report.sarif(currentDirectory: FileManager.default.currentDirectoryPath), terminator: "")
            }
            for entry in report.unusedSuppressions {
                printError(TerminalText.safe("\(entry.location.description): note: this suppression matched no finding; remove it if the problem is fixed"))
            }
            if format != .text { printError(TerminalText.safe(report.summary)) }
            let level: AuditLevel? = switch failOn {
            case .error: .error
            case .warning: .warning
            case .note: .note
            case .never: nil
            }
            failed = report.fails(at: level)
        }
        if failed { throw ExitCode(1) }
    }

    /// The suppressions: `--suppressions FILE`, else every `.voicenav-audit.yaml` in the
    /// current folder and beside the audited file (each file once).
    private func loadSuppressions(besides path: String) throws -> AuditSuppressions {
        if let suppressions { return try AuditSuppressions.load(path: suppressions) }
        let folder = (path as NSString).deletingLastPathComponent
        let candidates = [AuditSuppressions.fileName, (folder.isEmpty ? "." : folder) + "/" + AuditSuppressions.fileName]
        var result = AuditSuppressions()
        var loaded: [String] = []
        for candidate in candidates where FileManager.default.fileExists(atPath: candidate) {
            let resolved = URL(fileURLWithPath: candidate).standardizedFileURL.resolvingSymlinksInPath().path
            guard !loaded.contains(resolved) else { continue }
            loaded.append(resolved)
            result.entries += try AuditSuppressions.load(path: candidate).entries
        }
        return result
    }
}
