import A11yAudit  // for its members (no type of it is named here)
import A11yCore
import A11yReport
import A11yScenes
import A11ySpeech
import ArgumentParser
import Foundation
import A11ySceneModel

/// `voicenav report PATH… -o DIR`: a static site of every screen of the app, drawn, spoken and
/// audited (Reports.md).
struct Report: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write a browsable accessibility report: every screen drawn, spoken and audited.",
        discussion: """
        PATH is a file or a folder of anything voicenav reads (storyboards, xibs, Swift files, scene files, \
        dumps). DIR gets index.html (the app at a glance, every screen, filters) and a page for each screen: its \
        picture, what VoiceOver says in order, its findings, the screens its controls open. Plain HTML and CSS, \
        opened from file://. DIR is written whole or not at all; an existing DIR is replaced only when it holds an \
        earlier voicenav report. Exit 0 when written, whatever the findings (see --fail-on).
        """
    )

    @Argument(help: "Files or folders to report on.")
    var paths: [String] = []

    @Option(name: [.customShort("o"), .customLong("output")], help: ArgumentHelp("The report's folder.", valueName: "dir"))
    var output: String

    @Option(name: .customLong("language"), help: ArgumentHelp(
        "A device language to show the screens in (repeat for several; default: the base language).", valueName: "code"))
    var languages: [String] = []

    @Flag(name: .customLong("all-languages"), help: "Every language each file is translated into, and its base language.")
    var allLanguages = false

    @Option(name: .customLong("device"), help: ArgumentHelp(
        "A device from `voicenav devices` (repeat for several; default: describe's device).", valueName: "name"))
    var devices: [String] = []

    @OptionGroup var braille: BrailleOptions

    @Flag(help: "Record what is said for each element with eSpeak NG (a WAV file each, played from its page).")
    var audio = false

    @Option(name: .customLong("fail-on"), help: "Exit 1 when a finding is at least this level: error, warning, note or never.")
    var failOn: Audit.FailOn = .never

    func validate() throws {
        try braille.rejectPanelOptions(in: "report")
        guard !paths.isEmpty else { throw ValidationError("Give a file or folder to report on.") }
        if allLanguages, !languages.isEmpty {
            throw ValidationError("--all-languages shows every language the files have; leave out --language.")
        }
        for name in devices where Device.named(name) == nil { throw ValidationError(DisplayOptions.unknown(name)) }
    }

    func run() throws {
        // A path that is not there is a bad input, located, exit 65 (as every command says it).
        var inputs: [(path: String, name: String)] = []
        try runReportingErrors { inputs = try MainActor.assumeIsolated { try ReportInputs.files(paths, excluding: output) } }
        guard !inputs.isEmpty else {
            printError("voicenav: no file voicenav reads under \(paths.joined(separator: ", ")): nothing to report on.")
            throw ExitCode(ExitStatus.usage)
        }
        let roles = try braille.roleTable()
        let phrases = try LanguageOptions.phraseBook(file: nil)
        // One line on VoiceOver's words the languages asked for have no phrases for (English is said).
        LanguageOptions.reportWords(languages: languages, book: phrases)
        var site = try MainActor.assumeIsolated { () throws -> ReportSite in
            var builder = ReportBuilder()
            builder.languages = languages.isEmpty ? [nil] : languages
            builder.allLanguages = allLanguages
            builder.displays = devices.isEmpty ? [SceneDisplay()] : devices.compactMap(Device.named).map {
                SceneDisplay(device: .named($0))
            }
            builder.phrases = phrases
            builder.roles = roles
            if braille.isOn { builder.braille = { [braille] language in try braille.translator(language: language) } }
            let progress = Progress(total: inputs.count)
            // The SwiftUI files of one project share its scan and its parsed files.
            InputDocument.sharingProjects {
                for (index, input) in inputs.enumerated() {
                    builder.add(path: input.path, name: input.name)
                    progress.update("voicenav report: \(index + 1) of \(inputs.count) files, \(builder.screens.count) screens")
                }
            }
            progress.finish()
            return ReportSite(screens: builder.screens, files: builder.files)
        }
        if audio {
            let engine: EspeakEngine
            do { engine = try EspeakEngine.shared() } catch {
                printError("voicenav: --audio records with eSpeak NG, which cannot start: \(error)")
                throw ExitCode(ExitStatus.speechUnavailable)
            }
            // A language eSpeak has no voice for is recorded in its default voice.
            site.record { text, language in
                ((try? engine.render(text, language: language)) ?? (try? engine.render(text)))?.wavBytes
            }
        }
        do {
            try ReportWriter.write(site.pages(), binaries: site.recordings, to: output)
        } catch let refusal as ReportWriter.Refusal {
            printError("voicenav: \(refusal.description)")
            throw ExitCode(ExitStatus.usage)
        }
        let findings = site.screens.flatMap(\.findings)
        let recorded = site.recordings.reduce(0) { $0 + $1.bytes.count }
        func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
        printError("voicenav: wrote \(output)/index.html: \(count(site.files.count, "file")), "
            + "\(count(site.screens.count, "screen page")), \(count(findings.count, "finding"))"
            + (audio ? "; \(count(site.recordings.count, "recording")), "
            + String(format: "%.1f MB", Double(recorded) / 1_000_000) : ""))
        let bad = site.files.compactMap(\.error)
        for error in bad { printError(TerminalText.safeLines(error)) }
        if !bad.isEmpty { throw ExitCode(ExitStatus.badScene) }
        if let level = failOn.level, findings.contains(where: { $0.level >= level }) { throw ExitCode(1) }
    }
}
