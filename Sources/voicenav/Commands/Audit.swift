import A11yCore
import A11yAudit
import A11yScenes
import ArgumentParser
import Foundation
import A11ySceneModel

/// `voicenav audit SCENE`: an accessibility audit of every screen the app can reach.
struct Audit: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Audit every screen an app can reach for what a VoiceOver user would stumble on.",
        discussion: """
        Starts the app as VoiceOver meets it and visits every screen a user can reach (activating \
        each element, tabs and More, custom actions, escape, scrolls, rotation), up to a bound: 250 \
        screens, 12 steps from launch, 50,000 actions. Each screen is checked once against the rules listed by \
        `voicenav audit --list-rules`.

        A storyboard with no initial view controller is audited from each of its controllers \
        (a xib from each top-level view); --scene picks one. A folder is searched for every \
        .storyboard, .xib and Swift file with screens (hidden folders and build products left out; macOS, tvOS and \
        watchOS files skipped with a note) and audited as one report with a summary per file; \
        on a terminal, progress is shown on standard error.

        Findings that a suppression file (.voicenav-audit.yaml in the current folder or beside the \
        audited file, or --suppressions FILE) names are counted, not printed.

        Exit codes: 0 no finding at or above --fail-on, 1 some, 64 bad command line, 65 bad scene, \
        storyboard or suppression file (in a folder audit: some file could not be read; the others \
        are still audited and reported).
        """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json, sarif }
    enum FailOn: String, ExpressibleByArgument, CaseIterable {
        case error, warning, note, never

        /// The least serious finding that fails the command (nil: none does).
        var level: AuditLevel? {
            switch self {
            case .error: .error
            case .warning: .warning
            case .note: .note
            case .never: nil
            }
        }
    }

    @Argument(help: """
        The scene file (YAML or JSON), storyboard, xib or Swift file (SwiftUI, or UIKit built in code) to audit, \
        or a folder: every storyboard, xib and Swift file with screens (SwiftUI views, UIKit view controllers) \
        under it.
        """)
    var scene: String?

    @OptionGroup var choice: SceneChoice
    @OptionGroup var display: DisplayOptions
    @OptionGroup var languages: LanguageOptions

    @Flag(name: .customLong("all-languages"), help: """
        Audit a storyboard or xib in its base language and in every language its translations give (the language \
        rules among the others); findings name the language on their screen (`de: Launch`).
        """)
    var allLanguages = false

    @Option(help: """
        With --all-languages, how many processes audit the languages at once (default: the number of processor \
        cores; 1 audits them all in this process). The report is the same.
        """)
    var jobs: Int?

    /// A worker's languages (`Audit+Workers.swift`): the maps it takes them along come on standard input.
    @Option(name: .customLong("worker-languages"), help: .hidden)
    var workerLanguages: String?

    @Option(help: "Output format: text, json or sarif.")
    var format: Format = .text

    @Option(name: .customLong("fail-on"), help: "Exit 1 when a finding is at this level or above: error, warning, note or never.")
    var failOn: FailOn = .error

    @Option(help: """
        The suppression file to use (default: .voicenav-audit.yaml in the current folder and beside \
        the audited file).
        """)
    var suppressions: String?

    @Option(name: .customLong("max-screens"), help: "Audit at most this many screens.")
    var maxScreens = AuditOptions().maximumScreens

    @Option(name: .customLong("max-depth"), help: "Audit screens at most this many steps from launch.")
    var maxDepth = AuditOptions().maximumDepth

    @Flag(inversion: .prefixedNo, help: """
        Turn the device on each screen too (default: on; a storyboard's or xib's constraints are solved \
        for each orientation).
        """)
    var rotation: Bool?

    @Flag(name: .customLong("list-screens"),
          help: "With text output, list every screen audited (how to reach it, its element count) first.")
    var listScreens = false

    @Flag(name: .customLong("list-rules"), help: "List the rules (id, level, what each checks) and exit.")
    var listRules = false

    func validate() throws {
        _ = try display.display()
        if listRules { return }
        guard scene != nil else {
            throw ValidationError("Give the scene file or storyboard to audit, e.g. voicenav audit examples/settings.yaml")
        }
        guard maxScreens >= 1 else { throw ValidationError("--max-screens must be at least 1.") }
        guard maxDepth >= 0 else { throw ValidationError("--max-depth must be 0 or more.") }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1.") }
        if allLanguages, languages.language != nil {
            throw ValidationError("--all-languages audits every language the file has; leave out --language.")
        }
        var isFolder: ObjCBool = false
        if allLanguages, let scene, FileManager.default.fileExists(atPath: scene, isDirectory: &isFolder), isFolder.boolValue {
            throw ValidationError("--all-languages audits one storyboard or xib in each of its languages; "
                + "audit a folder with --language CODE, once per language.")
        }
    }

    func run() throws {
        if listRules {
            for rule in AuditRules.all {
                let id = rule.id.padding(toLength: 26, withPad: " ", startingAt: 0)
                let level = rule.level.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)
                print("\(id) \(level) \(rule.summary)")
            }
            return
        }
        guard let scene else { return }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: scene, isDirectory: &isDirectory), isDirectory.boolValue {
            try auditFolder(scene)
            return
        }
        var failed = false
        try runReportingErrors {
            let silenced = try loadSuppressions(besides: [scene])
            let book = try languages.phraseBook()
            if !allLanguages { LanguageOptions.reportWords(language: languages.code, book: book) }
            let document = try SceneInput.document(scene)
            if let workerLanguages {
                let options = options(for: document.format, language: nil, book: book)
                try runWorker(document, languages: workerLanguages, options: options)
                return
            }
            let report: AuditReport
            if allLanguages {
                guard document.format == .interfaceBuilder else {
                    printError("voicenav: --all-languages audits the languages of a storyboard's or xib's translations; "
                        + "\((scene as NSString).lastPathComponent) has none. Use --language CODE.")
                    throw ExitCode(ExitStatus.usage)
                }
                report = try auditAllLanguages(document, suppressions: silenced, book: book)
            } else if document.format == .interfaceBuilder || document.format == .swiftSource, choice.sceneID == nil {
                // Every screen the file can start on: its initial controller, else each
                // controller (a xib: each top-level view; a SwiftUI file: each preview, else
                // each view type).
                let options = options(for: document.format, language: languages.code, book: book)
                let audit = MainActor.assumeIsolated { AppAudit.audit(document: document, options: options) }
                if let error = audit.error { throw error }
                if let skipped = audit.skipped { throw SceneError(file: scene, line: 1, column: 1, message: skipped) }
                if audit.ownStarts > 1 {
                    let what = document.format == .swiftSource ? "one screen to start from" : "initial view controller"
                    printError("voicenav: \((scene as NSString).lastPathComponent) has no \(what): "
                        + "auditing each of its \(audit.ownStarts) as a starting screen (--scene ID audits one)")
                }
                report = AuditReport(result: audit.result!, suppressions: silenced)
            } else {
                let input = try document.load(screen: choice.sceneID, language: languages.code, checksEveryText: true,
                                              idiom: display.idiom)
                SceneInput.report(input.diagnostics)
                var spec = input.spec
                try display.apply(to: &spec)
                spec.phrases = book
                let options = options(for: document.format, language: languages.code, book: book)
                report = MainActor.assumeIsolated {
                    AuditReport(result: AccessibilityAudit.run(spec: spec, options: options), suppressions: silenced)
                }
            }
            failed = emit(report)
        }
        if failed { throw ExitCode(1) }
    }

    /// `voicenav audit DIR`: every storyboard and xib under the folder, one report.
    private func auditFolder(_ folder: String) throws {
        if let sceneID = choice.sceneID {
            printError("voicenav: --scene \(sceneID) picks a controller of one file; \(folder) is a folder. "
                + "Audit the file itself with --scene.")
            throw ExitCode(ExitStatus.usage)
        }
        let files = MainActor.assumeIsolated { AppAudit.files(in: folder) }
        guard !files.isEmpty else {
            printError("voicenav: no .storyboard, .xib or Swift file with screens under \(folder): nothing to audit.")
            throw ExitCode(ExitStatus.usage)
        }
        var failed = false
        var badFiles = false
        try runReportingErrors {
            let silenced = try loadSuppressions(besides: files)
            let book = try languages.phraseBook()
            LanguageOptions.reportWords(language: languages.code, book: book)
            let progress = Progress(total: files.count)
            var findings = 0
            var audits: [AppAudit.FileAudit] = []
            // The SwiftUI files of one project share its scan and its parsed files.
            InputDocument.sharingProjects {
                for (index, file) in files.enumerated() {
                    // Each file opened once, its format read from it.
                    var options = options(for: .interfaceBuilder, language: languages.code, book: book)
                    options.skipsLaunchScreens = true
                    options.skipsTranslatedCopies = true
                    options.skipsSwiftUIComponents = true
                    let audit = MainActor.assumeIsolated { AppAudit.audit(file: file, options: options) }
                    findings += audit.result?.findings.count ?? 0
                    audits.append(audit)
                    progress.update("voicenav audit: \(index + 1) of \(files.count) files, "
                        + "\(findings) finding\(findings == 1 ? "" : "s") so far")
                }
            }
            progress.finish()
            let base = folder.hasSuffix("/") ? folder : folder + "/"
            let report = MainActor.assumeIsolated {
                AuditReport(files: audits, suppressions: silenced) { $0.hasPrefix(base) ? String($0.dropFirst(base.count)) : $0 }
            }
            for audit in audits {
                if let error = audit.error { printError(TerminalText.safe(error.description)) }
                if let skipped = audit.skipped { printError(TerminalText.safe("\(audit.file): note: skipped: \(skipped)")) }
            }
            failed = emit(report)
            badFiles = report.hasBadFiles
        }
        if badFiles { throw ExitCode(ExitStatus.badScene) }
        if failed { throw ExitCode(1) }
    }

    /// `voicenav audit FILE --all-languages`: the base language, then each translation, as one report.
    private func auditAllLanguages(_ document: InputDocument, suppressions: AuditSuppressions,
                                   book: PhraseBook) throws -> AuditReport {
        let scene = document.path
        let found = try document.languages().map(\.language)
        if found.isEmpty {
            printError("voicenav: \((scene as NSString).lastPathComponent) has no translations "
                + "(no CODE.lproj/NAME.strings beside its Base.lproj, no NAME.xcstrings): audited in its base language only")
        } else {
            printError("voicenav: auditing \((scene as NSString).lastPathComponent) in its base language and "
                + found.joined(separator: ", "))
        }
        LanguageOptions.reportWords(languages: found, book: book)
        var parts: [(prefix: String, result: AuditResult)] = []
        let languages = [nil] + found.map(Optional.some)
        let options = options(for: document.format, language: nil, book: book)
        let audits = MainActor.assumeIsolated { () -> [AppAudit.FileAudit] in
            // The findings are counted once the languages are merged: only the languages here.
            let progress = Progress(total: languages.count)
            let audits = auditLanguages(document, languages: languages, options: options) { ended, language in
                progress.update("voicenav audit: \(ended) of \(languages.count) languages audited (\(language ?? "base") last)")
            }
            progress.finish()
            return audits
        }
        for (language, audit) in zip(languages, audits) {
            if let error = audit.error { throw error }
            if let skipped = audit.skipped { throw SceneError(file: scene, line: 1, column: 1, message: skipped) }
            if let result = audit.result { parts.append((language.map { "\($0): " } ?? "", result)) }
        }
        return AuditReport(result: AuditResult.merging(parts), suppressions: suppressions)
    }

    /// The audit options for a file of `format`, with the command line's bounds.
    private func options(for format: InputFormat, language: String?, book: PhraseBook) -> AuditOptions {
        var options = AuditOptions(format: format)
        options.language = language
        options.phrases = book
        options.maximumScreens = maxScreens
        options.maximumDepth = maxDepth
        if let rotation { options.exploresRotation = rotation }
        options.display = (try? display.display()) ?? SceneDisplay()
        return options
    }

    /// Prints the report in the chosen format; whether it fails at --fail-on.
    private func emit(_ report: AuditReport) -> Bool {
        let output: String = switch format {
        case .text: report.text(listingScreens: listScreens)
        case .json: report.files.isEmpty ? report.json() : report.filesJSON()
        case .sarif: report.sarif(currentDirectory: FileManager.default.currentDirectoryPath)
        }
        print(output, terminator: "")
        for entry in report.unusedSuppressions {
            printError(TerminalText.safe("\(entry.location.description): note: this suppression matched no finding; "
                + "remove it if the problem is fixed"))
        }
        if format != .text { printError(TerminalText.safe(report.summary)) }
        return report.fails(at: failOn.level)
    }

    /// The suppressions: `--suppressions FILE`, else every `.voicenav-audit.yaml` in the
    /// current folder and beside each audited file (each file once).
    private func loadSuppressions(besides paths: [String]) throws -> AuditSuppressions {
        if let suppressions { return try AuditSuppressions.load(path: suppressions) }
        let folders = paths.map { ($0 as NSString).deletingLastPathComponent }
        let candidates = [AuditSuppressions.fileName] + folders.map { ($0.isEmpty ? "." : $0) + "/" + AuditSuppressions.fileName }
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
