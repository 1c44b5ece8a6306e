import A11yCore
import A11yScenes
import ArgumentParser
import Foundation
import A11ySceneModel

/// `voicenav layout SCENE`: every view's frame on the chosen device, and what the
/// constraints could not decide.
struct Layout: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Show every view's frame in screen coordinates, the constraints broken and the views left ambiguous.",
        discussion: """
        The view tree of the scene's first screen as the model lays it out on the device (--device, \
        --orientation, --text-size): one line per view, indented under its superview, `Class id [x, y, width, \
        height]`. Storyboards and xibs are laid out by their Auto Layout constraints; a required constraint that \
        contradicts others is broken as UIKit breaks it, and a view the constraints do not place keeps its \
        design frame: both are listed after the tree with file:line:column. With --format json: \
        {"views": [{id, class, frame: {x, y, width, height}, hidden, parent}], "broken": [...], "ambiguous": [...]}. \
        With --format svg: the screen drawn (as `describe --format svg` draws it).
        """)

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json, svg }

    @Argument(help: """
        The scene file, storyboard, xib or Swift file (SwiftUI, or UIKit built in code), or a dump of a running app \
        (- for standard input).
        """)
    var scene: String

    @OptionGroup var choice: SceneChoice
    @OptionGroup var display: DisplayOptions
    @OptionGroup var languages: LanguageOptions

    @Option(help: "Output format: text, json or svg (the screen drawn, elements numbered in reading order).")
    var format: Format = .text

    func run() throws {
        try runReportingErrors {
            var spec = try SceneInput.load(path: scene, scene: choice.sceneID, language: languages.code,
                                             idiom: display.idiom)
            try display.apply(to: &spec)
            try languages.apply(to: &spec)
            let output = MainActor.assumeIsolated { () -> String in
                let app = SceneApp(spec: spec)
                app.window.makeKeyAndVisible()
                let report = LayoutReport(window: app.window)
                switch format {
                case .json: return report.json
                case .svg:
                    let entries = ScreenDescription.describe(window: app.window, settings: app.settings)
                    return ScreenPicture.svg(window: app.window, elements: entries, title: Describe.title(of: spec))
                case .text: return report.text
                }
            }
            print(output, terminator: "")
        }
    }
}
