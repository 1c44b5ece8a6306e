import A11yCore
import A11ySceneFiles
import A11ySceneModel
import A11ySwiftSource
import FuzzSupport

/// libFuzzer entry point: the input's bytes are a Swift file, or anything else.
///
/// A file the parser refuses must come back as a `SceneError` (located); one that parses has
/// each of its first screens read (views evaluated, the project's types of the file run),
/// built, described and written as a scene file: no crash, no hang, whatever the source says.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let text = String(validating: bytes, as: UTF8.self) else { return 0 }
    let file: SwiftSourceFile
    do {
        file = try SwiftSourceFile(path: "fuzz.swift", text: text)
    } catch is SceneError {
        return 0
    } catch {
        fatalError("SwiftSourceFile threw something other than a SceneError: \(error)")
    }
    MainActor.assumeIsolated {
        for screen in SwiftSourceReader.screens(file).prefix(3) {
            let loaded: (spec: SceneSpec, notes: [Diagnostic])
            do {
                loaded = try SwiftSourceReader.load(file, screen: screen.id, language: nil, strings: SwiftStrings(),
                                                    device: .iPhone16Pro)
            } catch is SceneError {
                continue
            } catch is SceneChoiceError {
                continue
            } catch {
                fatalError("the SwiftUI reader threw something other than a SceneError: \(error)")
            }
            let app = SceneApp(spec: loaded.spec)
            app.window.makeKeyAndVisible()
            _ = ScreenDescription.text(ScreenDescription.describe(window: app.window, speakHints: true))
            _ = SceneWriter.yaml(loaded.spec)
        }
    }
    return 0
}

#if !FUZZING
/// Without the fuzzer (`swift build`): runs the inputs named on the command line.
@main
struct FuzzSwiftSourceMain {
    static func main() {
        FuzzInputs.replay(CommandLine.arguments.dropFirst(), through: fuzz)
    }
}
#endif
