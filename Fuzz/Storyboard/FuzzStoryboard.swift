import A11yCore
import A11yLayout
import A11yScenes
import Foundation
import FuzzSupport
import A11ySceneModel
import A11ySceneFiles
import A11yInterfaceBuilder

/// libFuzzer entry point: the input's bytes are an Interface Builder file (storyboard or
/// xib: the document says which).
///
/// Bad input must come back as a `SceneError`; a storyboard with several controllers and no
/// initial one as a `SceneChoiceError` (then each listed controller is tried as the start). A
/// file that imports is built, shown and described, then the first 20 view controllers it lists
/// are imported and described too. Storyboard references are looked for in a project folder of
/// the fuzzer's own that holds nothing else, so no other file is ever read.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(UnsafeBufferPointer(start: data, count: size))
    let path = FuzzStoryboardFolder.path + "/Fuzz.storyboard"
    let result: StoryboardImport
    do {
        result = try StoryboardLoader.load(data: bytes, path: path)
    } catch is SceneError {
        return 0
    } catch let choice as SceneChoiceError {
        MainActor.assumeIsolated {
            for controller in choice.choices.prefix(20) {
                if let other = try? StoryboardLoader.load(data: bytes, path: path, scene: controller.id) { describe(other.spec) }
            }
        }
        return 0
    } catch {
        fatalError("StoryboardLoader threw something other than a SceneError: \(error)")
    }
    // The constraint reader and the solver: every screen on its design canvas, its views'
    // ambiguity, the rotated and enlarged layouts.
    for layout in (try? StoryboardLoader.designLayouts(data: bytes, path: path)) ?? [] {
        let engine = LayoutEngine(tree: layout.tree)
        _ = engine.solve(layout.environment)
        _ = engine.ambiguousViews(layout.environment)
        var turned = layout.environment
        turned.rootSize = Size(width: turned.rootSize.height, height: turned.rootSize.width)
        turned.textSize = .accessibilityExtraExtraExtraLarge
        _ = engine.solve(turned)
        _ = engine.truncatedTexts()
    }
    MainActor.assumeIsolated {
        describe(result.spec)
        for controller in result.controllers.prefix(20) {
            if let other = try? StoryboardLoader.load(data: bytes, path: path, scene: controller.id) { describe(other.spec) }
        }
        _ = SceneWriter.yaml(result.spec)
    }
    return 0
}

@MainActor
private func describe(_ spec: SceneSpec) {
    let app = SceneApp(spec: spec)
    app.window.makeKeyAndVisible()
    let described = ScreenDescription.describe(window: app.window, speakHints: true)
    _ = ScreenDescription.text(described)
    _ = LayoutReport(window: app.window).json
    _ = ScreenPicture.svg(window: app.window, elements: described)
    _ = app.window.rotate(to: .landscapeLeft)
}

/// An empty folder of the fuzzer's own, for storyboard references to look in.
enum FuzzStoryboardFolder {
    static let path: String = {
        // The storyboard sits in App/ of a folder of its own: a reference is looked for up to
        // that folder (the project), which holds nothing else.
        let folder = NSTemporaryDirectory() + "voicenav-fuzz-storyboard-\(getpid())/App"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }()
}

#if !FUZZING
/// Without the fuzzer (`swift build`): runs the inputs named on the command line.
@main
struct FuzzStoryboardMain {
    static func main() {
        FuzzInputs.replay(CommandLine.arguments.dropFirst(), through: fuzz)
    }
}
#endif
