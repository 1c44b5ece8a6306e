import A11yCore
import A11yScenes
import ArgumentParser
import Foundation
import A11ySceneModel
import A11yLayout  // for its members (no type of it is named here)

/// `voicenav describe SCENE`: what VoiceOver would read on the scene's first screen.
struct Describe: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the elements of the scene's first screen in reading order.",
        discussion: """
        One element per line: what VoiceOver says for it, then ` -- ` and the hint when one \
        would be spoken. With --format json: an array of {id, description, hint, label, value, \
        traits, frame}.

        --all-scenes prints every view controller of a storyboard (every top-level view of a \
        xib, every preview and view type of a SwiftUI file, every view controller and view class of a UIKit \
        file), each under a heading line \
        `== id (storyboard identifier) Class — title`; with --format json, an array of \
        {scene, storyboardIdentifier, class, title, elements}. A file with nothing to show is exit 65 \
        with the reader's error, as without the flag.
        """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json, svg }

    @Argument(help: """
        The scene file (YAML or JSON), a storyboard, xib or Swift file (SwiftUI, or UIKit built in code), a dump \
        of a running app, or - for standard input (optional \
        with a --script \
        whose first line is `scene PATH`).
        """)
    var scene: String?

    @OptionGroup var choice: SceneChoice
    @OptionGroup var display: DisplayOptions
    @OptionGroup var languages: LanguageOptions
    @OptionGroup var braille: BrailleOptions

    @Option(help: "Output format: text, json or svg (the screen drawn with each element numbered in reading order).")
    var format: Format = .text

    @Flag(name: .customLong("all-scenes"),
          help: """
              Describe every view controller of the storyboard (every top-level view of the xib, every preview and \
              view of the SwiftUI file), each under a heading.
              """)
    var allScenes = false

    @OptionGroup var hints: HintOptions

    @Option(help: "Run this script first (silently) and describe the screen it ends on.")
    var script: String?

    func validate() throws {
        try braille.rejectPanelOptions(in: "describe")
    }

    func run() throws {
        if allScenes {
            try describeAllScenes()
            return
        }
        try runReportingErrors {
            var parsedScript: Script?
            if let script { parsedScript = try ScriptParser.parseScript(try InputFile.readText(path: script), file: script) }
            let resolved = try SceneInput.resolve(scene: scene, sceneID: choice.sceneID, script: parsedScript, scriptPath: script)
            var spec = try SceneInput.load(resolved, script: parsedScript, scriptPath: script, language: languages.code,
                                             idiom: display.idiom)
            try display.apply(to: &spec)
            try languages.apply(to: &spec)
            let translator = try braille.translator(language: spec.language)
            let roles = try braille.roleTable()
            let output = try MainActor.assumeIsolated { () throws -> String in
                let app: SceneApp
                if let parsedScript, let script {
                    app = try SilentRun.outcome(spec: spec, commands: parsedScript.commands, noHints: hints.noHints,
                                                file: script).app
                } else {
                    app = SceneApp(spec: spec)
                    app.window.makeKeyAndVisible()
                }
                var settings = app.settings
                settings.speakHints = settings.speakHints && !hints.noHints
                let entries = ScreenDescription.describe(window: app.window, settings: settings, braille: translator,
                                                         roles: roles)
                switch format {
                case .json: return ScreenDescription.json(entries)
                case .svg: return ScreenPicture.svg(window: app.window, elements: entries, title: Self.title(of: spec))
                case .text: return ScreenDescription.text(entries)
                }
            }
            print(output, terminator: "")
        }
    }

    /// The picture's title: the file and the scene shown.
    static func title(of spec: SceneSpec) -> String {
        let file = (spec.file as NSString).lastPathComponent
        let device = spec.screenDevice?.displayName ?? (spec.device == .pad ? "iPad" : "iPhone")
        return "\(file) — \(device), \(spec.orientation.isLandscape ? "landscape" : "portrait"), "
            + "text size \(spec.textSize.rawValue)"
    }

    /// `--all-scenes`: every controller's (or xib view's, or SwiftUI preview's and view's)
    /// first screen, one after another.
    private func describeAllScenes() throws {
        guard let scene, [.interfaceBuilder, .swiftSource].contains(SceneInput.format(scene)) else {
            printError("voicenav: --all-scenes describes every view controller of a storyboard or xib, every preview "
                + "and view of a SwiftUI file; give one (a scene file has one root).")
            throw ExitCode(ExitStatus.usage)
        }
        guard format != .svg else {
            printError("voicenav: a picture shows one screen; draw each with --scene ID --format svg.")
            throw ExitCode(ExitStatus.usage)
        }
        guard choice.sceneID == nil, script == nil else {
            printError("voicenav: --all-scenes describes every scene; leave out --scene and --script.")
            throw ExitCode(ExitStatus.usage)
        }
        try runReportingErrors {
            let document = try SceneInput.document(scene)
            let (choices, notes) = (try document.screens(language: languages.code), try document.notes(language: languages.code))
            SceneInput.report(notes)
            let book = try languages.phraseBook()
            LanguageOptions.reportWords(language: languages.code, book: book)
            let translator = try braille.translator(language: languages.code)
            let roles = try braille.roleTable()
            var texts: [String] = []
            var screens: [DescribedScreen] = []
            // A SwiftUI file's notes are each screen's (what only run time knows), each said once.
            let isSwift = SceneInput.format(scene) == .swiftSource
            var screenNotes: [ImportNote] = [], said: Set<String> = []
            let shown = choices.filter(\.kind.isShownAlone)
            if shown.isEmpty {
                // Nothing to show: the reader's own located error, as `describe` without the flag gives.
                _ = try document.load(screen: nil, language: languages.code, idiom: display.idiom)
                throw SceneError(file: scene, line: 1, column: 1, message: "nothing to describe in this file")
            }
            for entry in shown {
                let loaded = try document.load(screen: entry.id, language: languages.code, idiom: display.idiom)
                if isSwift { screenNotes += loaded.diagnostics.filter { said.insert($0.description).inserted } }
                var spec = loaded.spec
                spec.phrases = book
                try display.apply(to: &spec)
                let entries = MainActor.assumeIsolated { () -> [DescribedElement] in
                    let app = SceneApp(spec: spec)
                    app.window.makeKeyAndVisible()
                    var settings = app.settings
                    settings.speakHints = settings.speakHints && !hints.noHints
                    return ScreenDescription.describe(window: app.window, settings: settings, braille: translator, roles: roles)
                }
                if format == .json {
                    screens.append(DescribedScreen(scene: entry.id, storyboardIdentifier: entry.storyboardIdentifier,
                                                   className: entry.className, title: entry.title, elements: entries))
                } else {
                    let identifier = entry.storyboardIdentifier.map { " (\($0))" } ?? ""
                    let title = entry.title.map { " — \($0)" } ?? ""
                    texts.append(TerminalText.safe("== \(entry.id)\(identifier) \(entry.className)\(title)") + "\n"
                        + MainActor.assumeIsolated { ScreenDescription.text(entries) })
                }
            }
            SceneInput.report(screenNotes)
            if format == .json {
                print(JSONOutput.document(screens), terminator: "")
            } else {
                print(texts.joined(separator: "\n"), terminator: "")
            }
        }
    }
}

/// A screen of `describe --all-scenes --format json`: `{scene, storyboardIdentifier, class,
/// title, elements}`, the elements as `describe --format json` prints them.
private struct DescribedScreen: Encodable {
    var scene: String
    var storyboardIdentifier: String?
    var className: String
    var title: String?
    var elements: [DescribedElement]

    private enum CodingKeys: String, CodingKey { case scene, storyboardIdentifier, className = "class", title, elements }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(scene, forKey: .scene)
        try container.encode(storyboardIdentifier, forKey: .storyboardIdentifier)
        try container.encode(className, forKey: .className)
        try container.encode(title, forKey: .title)
        try container.encode(elements, forKey: .elements)
    }
}
