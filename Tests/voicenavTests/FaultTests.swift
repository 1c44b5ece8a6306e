import Foundation
import Testing

/// Bad input and missing pieces get a clear message and the right exit code (issue 7).
@Suite("Faults: clear messages and exit codes (SceneFileReference: Exit codes)")
struct FaultTests {
    typealias CLI = CommandLineTests

    @Test("missing eSpeak data: exit 69 saying what to install")
    func missingSpeechData() throws {
        let result = try CLI.voicenav(["say", "--wav", "/tmp/voicenav-never.wav", "Hello"],
                                      environment: ["ESPEAK_DATA_PATH": "/nonexistent/espeak"])
        #expect(result.status == 69)
        #expect(result.stderr.contains("espeak-ng-data"))
        let voices = try CLI.voicenav(["voices"], environment: ["ESPEAK_DATA_PATH": "/nonexistent/espeak"])
        #expect(voices.status == 69)
    }

    @Test("missing eSpeak library: voicenav still starts and exits 69 saying what to install")
    func missingSpeechLibrary() throws {
        let environment = ["VOICENAV_ESPEAK_LIBRARY": "/nonexistent/libespeak-ng.so.1"]
        let result = try CLI.voicenav(["say", "Hello"], environment: environment)
        #expect(result.status == 69)
        #expect(result.stderr.contains("eSpeak NG is not installed"))
        #expect(result.stderr.contains("apt-get install"))
        let path = try CLI.temporaryFile("nolib.yaml", CLI.scene)
        let describe = try CLI.voicenav(["describe", path], environment: environment)
        #expect(describe.status == 0)                                   // describing needs no speech
    }

    @Test("a spoken script without eSpeak says so and points to --silent; the silent run still works")
    func spokenRunWithoutSpeech() throws {
        let path = try CLI.temporaryFile("fault.yaml", CLI.scene)
        let spoken = try CLI.voicenav(["run", path, "--script", "-"], stdin: "next\n",
                                      environment: ["ESPEAK_DATA_PATH": "/nonexistent/espeak"])
        #expect(spoken.status == 69)
        #expect(spoken.stderr.contains("--silent"))
        let silent = try CLI.voicenav(["run", path, "--script", "-", "--silent"], stdin: "next\n",
                                      environment: ["ESPEAK_DATA_PATH": "/nonexistent/espeak"])
        #expect(silent.status == 0)
        #expect(silent.stdout.hasPrefix("[screen changed]\nSettings. Heading.\n"))
    }

    @Test("a 10 MB scene is refused quickly with exit 65")
    func hugeScene() throws {
        var text = "scene: 1\nroot: home\ncontrollers:\n  home:\n    view:\n      subviews:\n"
        let line = "        - { type: label, text: \"\(String(repeating: "x", count: 60))\" }\n"
        while text.utf8.count < 10 << 20 { text += line }
        let path = try CLI.temporaryFile("huge.yaml", text)
        let start = Date()
        let result = try CLI.voicenav(["describe", path])
        #expect(result.status == 65)
        #expect(result.stderr.contains("limited to"))
        #expect(Date().timeIntervalSince(start) < 30)
    }

    @Test("a scene nested 10,000 levels deep is refused with exit 65, not a crash")
    func deeplyNested() throws {
        // Block style grows quadratically with depth (10,000 levels would be over 100 MB and
        // is refused for its size); 600 levels exceed the depth limit. Flow style: 10,000.
        var block = "scene: 1\nroot: home\ncontrollers:\n  home:\n    view:\n"
        var indent = "     "
        for _ in 0..<600 {
            block += indent + "subviews:\n" + indent + "- type: view\n"
            indent += "  "
        }
        let flow = "scene: 1\nroot: home\ncontrollers:\n  home:\n    view: " + String(repeating: "{subviews: [", count: 10_000)
            + String(repeating: "]}", count: 10_000) + "\n"
        for (name, text) in [("nested-block.yaml", block), ("nested-flow.yaml", flow)] {
            let result = try CLI.voicenav(["describe", try CLI.temporaryFile(name, text)])
            #expect(result.status == 65, "\(name): \(result.stderr)")
            #expect(result.stderr.contains("deeper than"), "\(name)")
        }
    }

    @Test("a scene that refers to itself is refused with exit 65")
    func selfReference() throws {
        let text = "scene: 1\nroot: a\ncontrollers:\n  a: { kind: navigation, stack: [b] }\n  b: { kind: page, pages: [a] }\n"
        let result = try CLI.voicenav(["describe", try CLI.temporaryFile("cycle.yaml", text)])
        #expect(result.status == 65)
        #expect(result.stderr.contains("refers to itself") || result.stderr.contains("cannot be a page"))
    }

    @Test("YAML aliases work, but a billion-laughs scene is refused quickly with exit 65")
    func aliases() throws {
        let simple = "scene: 1\nname: &a Shared\nroot: home\ncontrollers:\n  home: { title: *a }\n"
        let ok = try CLI.voicenav(["describe", try CLI.temporaryFile("alias.yaml", simple)])
        #expect(ok.status == 0)
        #expect(ok.stdout == "(no elements)\n")
        var laughs = "scene: 1\nroot: home\ncontrollers:\n  home:\n    view:\n      subviews:\n"
            + "        - &v0 {type: label, text: x}\n"
        for level in 1...9 {
            laughs += "        - &v\(level) {type: view, subviews: ["
                + Array(repeating: "*v\(level - 1)", count: 10).joined(separator: ", ") + "]}\n"
        }
        let start = Date()
        let result = try CLI.voicenav(["describe", try CLI.temporaryFile("laughs.yaml", laughs)])
        #expect(result.status == 65)
        #expect(result.stderr.contains("aliases"))
        #expect(Date().timeIntervalSince(start) < 20)
    }

    @Test("interactive mode without a terminal refuses with a pointer to --script (exit 64)")
    func noTerminal() throws {
        let path = try CLI.temporaryFile("tty.yaml", CLI.scene)
        let result = try CLI.voicenav(["run", path], stdin: "")
        #expect(result.status == 64)
        #expect(result.stderr.contains("--script"))
        #expect(try CLI.voicenav([], stdin: "").status == 64)
    }

    @Test("a missing script file and a directory as scene exit 65 with the reason")
    func missingFiles() throws {
        let path = try CLI.temporaryFile("ok2.yaml", CLI.scene)
        let script = try CLI.voicenav(["run", path, "--script", "/nonexistent/script.txt", "--silent"])
        #expect(script.status == 65)
        #expect(script.stderr.contains("cannot open the file"))
        let directory = try CLI.voicenav(["describe", "/tmp"])
        #expect(directory.status == 65)
        #expect(directory.stderr.contains("directory"))
    }
}
