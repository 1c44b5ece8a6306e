import A11yCore
import FuzzSupport
import A11ySceneModel
import A11ySceneFiles

/// libFuzzer entry point: the input's bytes, as UTF-8 text, are a scene file.
///
/// Bad input must come back as a `SceneError`; a scene that parses is built into live
/// objects, shown, and described as `voicenav describe` would. Anything else — a crash, a
/// hang, runaway memory — is a bug for the fuzzer to report.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let spec: SceneSpec
    do {
        spec = try SceneParser.parse(text, file: "fuzz.yaml")
    } catch is SceneError {
        return 0
    } catch {
        fatalError("SceneParser.parse threw something other than a SceneError: \(error)")
    }
    MainActor.assumeIsolated {
        let app = SceneApp(spec: spec)
        app.window.makeKeyAndVisible()
        let described = ScreenDescription.describe(window: app.window, speakHints: spec.speakHints)
        _ = ScreenDescription.text(described)
        _ = ScreenDescription.json(described)
    }
    return 0
}

#if !FUZZING
/// Without the fuzzer (`swift build`): runs the inputs named on the command line, so a
/// crash file from Fuzz/artifacts/ can be replayed under a debugger.
@main
struct FuzzSceneLoaderMain {
    static func main() {
        FuzzInputs.replay(CommandLine.arguments.dropFirst(), through: fuzz)
    }
}
#endif
