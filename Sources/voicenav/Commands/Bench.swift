import A11yCore
import A11yBenchmarks
import A11yBraille
import A11ySpeech
import ArgumentParser
import A11ySceneModel
import A11yScenes  // for its members (no type of it is named here)

/// `voicenav bench`: the speed and memory figures of the README.
struct Bench: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Measure tree derivation, cursor moves, speech latency, storyboard import, the audit and a speech soak.",
        discussion: """
        Build in release mode first (swift build -c release); debug builds are many times slower. \
        `voicenav bench import FILE.storyboard` times importing that file against parsing it \
        with XMLParser alone, and `describe` on it end to end; with --language CODE, also what \
        showing it in that language adds to `describe`. `voicenav bench audit [FILE]` times \
        `voicenav audit` on FILE (default: the built-in demo). `voicenav bench layout [FILE]` times Auto Layout: \
        a 201-view screen solved in full, then re-solved after a rotation and a text-size change, and FILE's \
        screens on their design canvas. `voicenav bench soak --utterances N \
        --sink pulse` is the speech soak (scripts/speech-soak runs it with a private PulseAudio server). \
        `voicenav bench player [COMMAND]` times the system-player output (macOS's afplay) with COMMAND \
        (default `true`) standing in for the player. `voicenav bench swiftui [FILE.swift]` times `describe` of a \
        SwiftUI file against swift-syntax's parse of it plus reading its String Catalog; `voicenav bench uikit \
        [FILE.swift]` does the same for a UIKit view controller built in code. `voicenav bench report \
        [FOLDER | FILE]` times `voicenav report` of a folder (default Tests/RealFiles/storyboards) against the \
        folder's audit, or of a translated file in all its languages against the audit of those languages.
        """
    )

    enum Suite: String, ExpressibleByArgument, CaseIterable {
        case tree, speech, `import`, audit, layout, dump, braille, soak, player, swiftui, uikit, report, all
    }

    @Argument(help: """
        What to measure: tree, speech, import, audit, layout, dump, braille, soak, player, swiftui, uikit, report or all \
        (tree and speech).
        """)
    var suite: Suite = .all

    @Argument(help: """
        For `import`: the storyboard, xib or accessibility dump to import; for `audit`: the scene or \
        storyboard to audit (default: the built-in demo); for `dump`: a dump (default: generated 5,000-element \
        dumps of each format); for `braille`: a liblouis table (default en-ueb-g1.ctb); for `swiftui`: a SwiftUI \
        file (default: a generated 400-line settings screen with its String Catalog); for `uikit`: a Swift file of a \
        view controller built in code (default: a generated 520-line controller); for `report`: a folder \
        (default Tests/RealFiles/storyboards), or a translated file reported in all its languages.
        """)
    var file: String?

    @OptionGroup var choice: SceneChoice

    @Option(help: ArgumentHelp("""
        For `import` of a storyboard or xib: also describe it in this language and report what the translation \
        adds (a table of the bench's own when the project has none for it).
        """, valueName: "code"))
    var language: String?

    @Option(help: "Repetitions for each tree timing (the median is reported).")
    var repetitions = 21

    @Option(help: "Cursor moves and utterances for the speech timings, and utterances for the soak.")
    var utterances = 200

    @Option(help: ArgumentHelp("For `soak`: the audio output (\(AudioSinks.namesForHelp)).", valueName: "sink"))
    var sink = "pulse"

    func run() throws {
        if let language, !LanguageTag.isValid(language) {
            throw ValidationError("\"\(language)\" is not a language code as iOS names them (de, pt-BR, zh-Hans).")
        }
        #if DEBUG
        printError("voicenav: warning: this is a debug build; run `swift build -c release` and "
            + ".build/release/voicenav bench for real figures.")
        #endif
        if suite == .audit {
            // `bench audit [FILE]`: the whole audit of FILE, by default the built-in phone demo.
            try runReportingErrors {
                print(try MainActor.assumeIsolated {
                    try AuditBenchmark.run(path: file, scene: choice.sceneID, repetitions: max(3, repetitions / 4))
                }, terminator: "")
            }
            return
        }
        if suite == .report {
            // `bench report [FOLDER | FILE]`: the report against the audit of the same files or languages.
            try runReportingErrors {
                print(try MainActor.assumeIsolated {
                    try ReportBenchmark.run(path: file ?? "Tests/RealFiles/storyboards", repetitions: max(3, repetitions / 4))
                }, terminator: "")
            }
            return
        }
        if suite == .swiftui || suite == .uikit {
            // `bench swiftui|uikit [FILE]`: describe of a Swift file against swift-syntax's parse and its tables.
            try runReportingErrors {
                print(try MainActor.assumeIsolated {
                    suite == .uikit
                        ? try UIKitBenchmark.run(path: file, scene: choice.sceneID, language: language,
                                                 repetitions: max(5, repetitions))
                        : try SwiftUIBenchmark.run(path: file, scene: choice.sceneID, language: language,
                                                   repetitions: max(5, repetitions))
                }, terminator: "")
            }
            return
        }
        if suite == .layout {
            // `bench layout [FILE]`: a 200-view screen solved, rotated and re-sized; FILE's screens too.
            try runReportingErrors {
                print(try LayoutBenchmark.run(path: file, scene: choice.sceneID, repetitions: repetitions), terminator: "")
            }
            return
        }
        if suite == .braille {
            // `bench braille [TABLE]`: what the braille line adds to a cursor move.
            do {
                print(try MainActor.assumeIsolated { try BrailleBenchmark.run(table: file, moves: utterances) }, terminator: "")
            } catch let error as BrailleError {
                throw BrailleOptions.report(error)
            }
            return
        }
        if suite == .player {
            // `bench player [COMMAND]`: the system-player output with a stand-in for afplay.
            do {
                let command = (file ?? "true").split(separator: " ").map(String.init)
                let count = max(5, min(utterances, 200))
                print(try MainActor.assumeIsolated { try PlayerBenchmark.run(command: command, utterances: count) },
                      terminator: "")
            } catch let error as SpeechError {
                printError("voicenav: bench player: \(error)")
                throw ExitCode(ExitStatus.speechUnavailable)
            }
            return
        }
        if suite == .soak {
            do {
                let (report, passed) = try SpeechSoak.run(utterances: utterances, sinkName: sink) { done, stuck in
                    printError("soak: \(done) of \(utterances) utterances\(stuck > 0 ? ", \(stuck) stuck" : "")")
                }
                print(report, terminator: "")
                if !passed { throw ExitCode.failure }
            } catch let error as SpeechError {
                printError("voicenav: the speech soak needs eSpeak NG and an audio output: \(error)")
                throw ExitCode(ExitStatus.speechUnavailable)
            }
            return
        }
        if suite == .dump {
            // `bench dump [FILE]`: generated 5,000-element dumps of each format, or FILE.
            try runReportingErrors {
                print(try MainActor.assumeIsolated { () throws -> String in
                    if let file {
                        return try DumpBenchmark.run(path: file, scene: choice.sceneID, repetitions: max(5, repetitions))
                    }
                    return try DumpBenchmark.runGenerated(elements: 5_000, repetitions: max(5, repetitions))
                }, terminator: "")
            }
            return
        }
        if suite == .import {
            guard let file else { throw ValidationError("Give the file to import: voicenav bench import FILE.storyboard") }
            try runReportingErrors {
                print(try MainActor.assumeIsolated { () throws -> String in
                    if try SceneInput.document(file).format.dumpFormat != nil {
                        return try DumpBenchmark.run(path: file, scene: choice.sceneID, repetitions: max(5, repetitions))
                    }
                    let report = try ImportBenchmark.run(path: file, scene: choice.sceneID, repetitions: max(5, repetitions))
                    guard let language else { return report }
                    return report + (try TranslationBenchmark.run(path: file, scene: choice.sceneID, language: language,
                                                                   repetitions: max(5, repetitions)))
                }, terminator: "")
            }
            return
        }
        if suite == .tree || suite == .all {
            let report = MainActor.assumeIsolated { TreeBenchmark.report(TreeBenchmark.run(repetitions: max(3, repetitions))) }
            print("Element tree and cursor\n" + report)
        }
        if suite == .speech || suite == .all {
            try SpeechBench.run(iterations: utterances)
        }
    }
}

enum SpeechBench {
    static func run(iterations: Int) throws {
        do {
            let report = try MainActor.assumeIsolated { try SpeechLatencyBenchmark.run(iterations: iterations) }
            print(report)
            print(try SpeechBenchmark.run(iterations: iterations))
        } catch let error as SpeechError {
            printError("voicenav: the speech benchmark needs eSpeak NG: \(error)")
            throw ExitCode(ExitStatus.speechUnavailable)
        }
    }
}
