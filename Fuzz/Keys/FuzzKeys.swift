import A11yCore
import A11yNavigator
import FuzzSupport

/// libFuzzer entry point: the input's bytes are what a terminal sends, fed to the key
/// parser in pieces (the first byte of each piece decides its length; a byte that is a
/// multiple of 9 flushes a pending Esc), and every key is handled by a navigator on a small screen, which is then
/// drawn at a size taken from the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    MainActor.assumeIsolated {
        let navigator = FuzzKeysScreen.make()
        var parser = KeyParser()
        var index = 0
        var clock = Duration.zero
        while index < bytes.count {
            let length = Int(bytes[index] % 9)
            index += 1
            if length == 0 {
                clock += .milliseconds(50)
                navigator.flushPendingEscape(now: clock)
                _ = parser.flush()
                continue
            }
            let piece = Array(bytes[index..<min(bytes.count, index + length)])
            index += length
            _ = parser.feed(piece)
            navigator.feed(piece, now: clock)
        }
        let columns = Int(bytes.first ?? 80) % 200, rows = Int(bytes.last ?? 24) % 80
        _ = navigator.frameLines(columns: columns, rows: rows, useColor: bytes.count % 2 == 0)
    }
    return 0
}

/// A small screen for the keys: a navigation stack with a few controls.
@MainActor
enum FuzzKeysScreen {
    static func make() -> Navigator {
        let root = ViewController(title: "Keys")
        root.loadViewIfNeeded()
        root.view.addSubview(Button(title: "Go", frame: Rect(x: 16, y: 20, width: 100, height: 44)))
        root.view.addSubview(Switch(isOn: true, frame: Rect(x: 16, y: 80, width: 60, height: 31)))
        root.view.addSubview(Slider(value: 5, minimumValue: 0, maximumValue: 10,
                                    frame: Rect(x: 16, y: 130, width: 300, height: 30)))
        root.view.addSubview(TextField(text: "", placeholder: "Name", frame: Rect(x: 16, y: 180, width: 300, height: 34)))
        let nav = NavigationController(rootViewController: root)
        let app = Application()
        let window = Window(screen: Screen(idiom: .phone), application: app)
        window.rootViewController = nav
        window.makeKeyAndVisible()
        let scheduler = VirtualScheduler()
        let session = VoiceOverSession(application: app, window: window, backend: VirtualSpeechBackend(scheduler: scheduler),
                                       scheduler: scheduler)
        let navigator = Navigator(session: session, appName: "fuzz", speechStatus: "silent")
        session.start()
        return navigator
    }
}

#if !FUZZING
/// Without the fuzzer (`swift build`): runs the inputs named on the command line.
@main
struct FuzzKeysMain {
    static func main() {
        FuzzInputs.replay(CommandLine.arguments.dropFirst(), through: fuzz)
    }
}
#endif
