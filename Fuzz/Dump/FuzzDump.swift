import A11yCore
import A11yScenes
import A11yTesting
import Foundation
import FuzzSupport
import A11ySceneModel
import A11ySceneFiles

/// libFuzzer entry point: the input's bytes are an accessibility dump (page source XML,
/// debugDescription text, idb/AXe JSON: the content says which), or anything else.
///
/// Bad input must come back as a `SceneError` (or a `SceneChoiceError` for a block number);
/// a dump that loads is built, described, written as a scene file and walked by `verify`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard InputDocument.format(of: bytes).dumpFormat != nil else { return 0 }
    let input: LoadedInput
    do {
        input = try InputDocument.open(bytes: bytes, path: "fuzz.dump").load()
    } catch is SceneError {
        return 0
    } catch is SceneChoiceError {
        return 0
    } catch {
        fatalError("InputDocument threw something other than a SceneError: \(error)")
    }
    MainActor.assumeIsolated {
        let app = SceneApp(spec: input.spec)
        app.window.makeKeyAndVisible()
        let described = ScreenDescription.describe(window: app.window, speakHints: true)
        _ = ScreenDescription.text(described)
        _ = SceneWriter.yaml(input.spec)
        let recording = described.prefix(5).enumerated().map {
            RecordedUtterance(move: $0.offset == 0 ? .current : .forward, utterance: $0.element.description, line: $0.offset + 1)
        }
        _ = UtteranceComparison.compare(spec: input.spec, recording: recording)
    }
    return 0
}

#if !FUZZING
/// Without the fuzzer (`swift build`): runs the inputs named on the command line.
@main
struct FuzzDumpMain {
    static func main() {
        FuzzInputs.replay(CommandLine.arguments.dropFirst(), through: fuzz)
    }
}
#endif
