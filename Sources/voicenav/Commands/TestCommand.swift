import A11yCore
import A11yFiles
import A11yBraille
import A11yTesting
import ArgumentParser
import Foundation
import A11ySceneModel

/// `voicenav test [PATH...]`: golden transcript tests.
struct TestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Run golden transcript tests: every *.script that names its scene, against NAME.transcript beside it.",
        discussion: """
        A test is a script whose first command is `scene PATH` (relative to the script; a scene \
        file or a storyboard, `PATH#ID` for a storyboard's controller). Its transcript is \
        exactly what `voicenav run SCENE --silent --script NAME.script` prints, compared with \
        NAME.transcript beside the script; `expect` lines are checked too. Record modes \
        (--record or VOICENAV_RECORD): missing (default: a missing golden is written and the \
        test fails), all (rewrite every golden; tests fail), failed (rewrite failing goldens; \
        they still fail), never (write nothing: for CI). Ends with the line `N passed, M failed`. \
        Exit codes: 0 all passed, 1 a test failed, 65 a malformed script or scene, 64 a bad \
        command line.

        Languages: a script with a `language CODE` line (after its scene line) runs in that \
        device language against NAME.transcript. --language CODE (repeatable, or de,fr) runs \
        every other script once per language, each against NAME.CODE.transcript.
        """
    )

    @Argument(help: "Folders (searched recursively) or script files; default: the current folder.")
    var paths: [String] = []

    @Option(help: "Record mode: missing, all, failed or never (default: VOICENAV_RECORD, else missing).")
    var record: String?

    @Option(help: "Write a JUnit XML report to this file (GitLab, Jenkins).")
    var junit: String?

    @Option(help: "Tests loaded in parallel (default: the number of cores).")
    var jobs: Int?

    @OptionGroup var hints: HintOptions

    @Option(name: .customLong("language"), help: ArgumentHelp(
        "Run each script without a `language` line in this device language (repeatable, or a comma list: de,fr).",
        valueName: "code"))
    var languageList: [String] = []

    @Option(help: ArgumentHelp("A phrase file of VoiceOver's words in more languages (as voicenav's own table).",
                               valueName: "file"))
    var phrases: String?

    /// The languages of `--language`, in order, once each.
    var languageCodes: [String] {
        var result: [String] = []
        for code in languageList.flatMap({ $0.split(separator: ",").map(String.init) }) {
            let normalized = LanguageTag.normalized(code)
            if !result.contains(normalized) { result.append(normalized) }
        }
        return result
    }

    func validate() throws {
        if let record, RecordMode(rawValue: record.lowercased()) == nil {
            throw ValidationError("Unknown --record mode \"\(record)\": use missing, all, failed or never.")
        }
        if let value = ProcessInfo.processInfo.environment["VOICENAV_RECORD"], !value.isEmpty,
           RecordMode(rawValue: value.lowercased()) == nil {
            throw ValidationError("Unknown VOICENAV_RECORD=\(value): use missing, all, failed or never.")
        }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1.") }
        for code in languageCodes where !LanguageTag.isValid(code) {
            throw ValidationError("\"\(code)\" is not a language code as iOS names them (de, pt-BR, zh-Hans).")
        }
        for path in paths where !FileManager.default.fileExists(atPath: path) {
            throw ValidationError("No such file or folder: \(path)")
        }
        if let junit {
            let folder = (junit as NSString).deletingLastPathComponent
            var isFolder: ObjCBool = false
            if !folder.isEmpty, !(FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) && isFolder.boolValue) {
                throw ValidationError("Cannot write --junit \(junit): no folder \(folder).")
            }
        }
    }

    func run() throws {
        let mode = record.flatMap { RecordMode(rawValue: $0.lowercased()) }
            ?? RecordMode.fromEnvironment(ProcessInfo.processInfo.environment) ?? .missing
        var book = PhraseBook.builtIn
        try runReportingErrors {
            book = try LanguageOptions.phraseBook(file: phrases)
        }
        LanguageOptions.reportWords(languages: languageCodes, book: book)
        let suite = GoldenSuite(paths: paths.isEmpty ? ["."] : paths, mode: mode, noHints: hints.noHints,
                                jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount, languages: languageCodes,
                                phrases: book, makeBraille: { table, language in
                                    try LouisBraille(table: table, language: language)
                                })
        let results = suite.run { line in print(line); fflushStandardOutput() }
        if results.isEmpty {
            // A CI job that runs nothing must not pass (the suite has said why).
            throw ExitCode.failure
        }
        if let junit {
            do { try AtomicFile.write(GoldenSuite.junit(results), to: junit) } catch {
                printError("voicenav: \(error)")
                throw ExitCode(ExitStatus.usage)
            }
        }
        let passed = results.filter(\.passed).count
        print("\(passed) passed, \(results.count - passed) failed")
        if results.contains(where: { $0.malformed }) { throw ExitCode(ExitStatus.badScene) }
        if passed < results.count { throw ExitCode.failure }
    }
}
