import A11yFiles
import ArgumentParser
import Foundation
import A11ySceneFiles
import A11ySceneModel  // for its members (no type of it is named here)
import A11yScenes  // for its members (no type of it is named here)

/// `voicenav import FILE`: a storyboard or xib written out as an equivalent scene file.
struct Import: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write a storyboard, xib or accessibility dump as an equivalent scene file.",
        discussion: """
        The scene file describes the same screens (describe prints the same for both), so you \
        can start from your storyboard and add what only code knows: actions, texts set at run \
        time, table rows from a data source. The import report goes to standard error.
        """
    )

    @Argument(help: """
        The .storyboard, .xib or Swift file (SwiftUI, or UIKit built in code), or an accessibility dump (page \
        source, debugDescription, idb/AXe JSON).
        """)
    var file: String

    @OptionGroup var choice: SceneChoice
    @OptionGroup var languages: LanguageOptions

    @Option(name: [.customShort("o"), .customLong("output")], help: "Where to write the scene (default: standard output).")
    var output: String?

    func validate() throws {
        // By content; a file that cannot be read is the loader's to report (exit 65).
        guard SceneInput.format(file) != .sceneFile else {
            throw ValidationError("\(file) is not a .storyboard, .xib or accessibility dump.")
        }
    }

    func run() throws {
        if let output { try OutputFile.check(output, option: "-o", inputs: [file]) }
        try runReportingErrors {
            let result = try SceneInput.document(file).load(screen: choice.sceneID, language: languages.code, forSceneFile: true)
            SceneInput.report(result.diagnostics)
            let option = (choice.sceneID.map { " --scene \($0)" } ?? "") + (languages.code.map { " --language \($0)" } ?? "")
            let header = ["Imported from \((file as NSString).lastPathComponent) by voicenav import\(option)."]
                // A note about another file (a type the screen uses) names that file.
                + result.diagnostics.map { "note: \($0.file == file ? "line " : $0.file + ":")\($0.line): \($0.message)" }
                .prefix(200)
            let text = SceneWriter.yaml(result.spec, header: header)
            if let output {
                do { try AtomicFile.write(text, to: output) } catch {
                    printError("voicenav: \(error). Choose a path in a folder you can write to.")
                    throw ExitCode(ExitStatus.usage)
                }
            } else {
                print(text, terminator: "")
            }
        }
    }
}
