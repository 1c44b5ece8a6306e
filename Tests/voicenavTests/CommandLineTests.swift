import Foundation
import Testing

/// End-to-end: run the built `voicenav` binary and compare exact output and exit codes.
@Suite("voicenav command line (SceneFileReference: Script commands to Exit codes)")
struct CommandLineTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The `voicenav` built with these tests: next to the test bundle, so a sanitizer build
    /// in its own scratch directory runs its own binary (else `.build/debug/voicenav`).
    static let binary: URL = {
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        for directory in [bundle.deletingLastPathComponent(), bundle.deletingLastPathComponent().deletingLastPathComponent()] {
            let candidate = directory.appendingPathComponent("voicenav")
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue,
               FileManager.default.isExecutableFile(atPath: candidate.path) {
                return candidate
            }
        }
        return root.appendingPathComponent(".build/debug/voicenav")
    }()

    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs the built tool in the repository's root, or in `directory`.
    static func voicenav(_ arguments: [String], stdin: String? = nil, environment: [String: String] = [:],
                         directory: String? = nil) throws -> Result {
        let process = Process()
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = directory.map { URL(fileURLWithPath: $0) } ?? root
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        let stdoutData = out.fileHandleForReading.readDataToEndOfFile()
        let stderrData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: stdoutData, as: UTF8.self),
                      stderr: String(decoding: stderrData, as: UTF8.self))
    }

    static func temporaryFile(_ name: String, _ content: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("voicenav-tests-\(getpid())-\(name)")
        try content.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    static let scene = """
    scene: 1
    root: nav
    controllers:
      nav: { kind: navigation, stack: [home] }
      home:
        title: Settings
        view:
          subviews:
            - { type: switch, id: wifi, label: Wi-Fi, on: true, frame: [16, 100, 370, 30] }
            - { type: button, id: about, title: About, frame: [16, 150, 100, 44], onActivate: [push: about] }
      about: { title: About, view: { subviews: [{ type: label, text: Version 1 }] } }
    """

    @Test("describe prints the first screen in reading order, hints after ` -- `")
    func describe() throws {
        let path = try Self.temporaryFile("describe.yaml", Self.scene)
        let result = try Self.voicenav(["describe", path])
        #expect(result.status == 0)
        #expect(result.stdout == """
        Settings. Heading.
        Wi-Fi. Switch Button. On. -- Double tap to toggle setting.
        About. Button.

        """)
        let json = try Self.voicenav(["describe", "--format", "json", path])
        let parsed = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]]
        #expect(parsed?.count == 3)
        #expect(parsed?[1]["id"] as? String == "wifi")
        #expect(parsed?[1]["hint"] as? String == "Double tap to toggle setting.")
        #expect(parsed?[0]["hint"] is NSNull)
        #expect(parsed?[1]["traits"] as? [String] == ["button", "switchButton"])
    }

    @Test("run --silent prints the transcript; ! interrupts and drops the hint")
    func silentRun() throws {
        let path = try Self.temporaryFile("run.yaml", Self.scene)
        let script = "# a comment\n\nnext\nactivate\n!next\nactivate\nescape\n"
        let result = try Self.voicenav(["run", path, "--script", "-", "--silent"], stdin: script)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == """
        [screen changed]
        Settings. Heading.
        Wi-Fi. Switch Button. On.
        Double tap to toggle setting.
        Off.
        About. Button.
        [screen changed]
        Settings. Back Button.
        [screen changed]
        Settings. Heading.

        """)
    }

    @Test("command-line mistakes exit 64 with a message: an unknown sink, an unknown voice, run without a scene")
    func commandLineMistakes() throws {
        let sink = try Self.voicenav(["demo", "--silent", "--sink", "foo"])
        #expect(sink.status == 64)
        #expect(sink.stderr.contains("Unknown --sink \"foo\""))
        let voice = try Self.voicenav(["say", "hi", "--voice", "klingon", "--sink", "null"])
        #expect(voice.status == 64)
        #expect(voice.stderr.contains("Unknown voice \"klingon\""))
        let noScene = try Self.voicenav(["run"])
        #expect(noScene.status == 64)
        #expect(noScene.stderr.contains("Give the scene file to run"))
        let commands = try Self.voicenav(["run", "--help-commands"])
        #expect(commands.status == 0)
        #expect(commands.stdout.contains("Script commands"))
    }

    @Test("a --transcript file that cannot be written is a bad command line, found before the run (exit 64)")
    func unwritableTranscript() throws {
        let path = try Self.temporaryFile("run.yaml", Self.scene)
        let result = try Self.voicenav(["run", path, "--script", "-", "--silent", "--transcript", "/nonexistent-dir/t.jsonl"],
                                       stdin: "next\n")
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("cannot write --transcript /nonexistent-dir/t.jsonl"))
    }

    @Test("--transcript writes JSON lines with time, kind, text and focus")
    func jsonTranscript() throws {
        let path = try Self.temporaryFile("jsonl.yaml", Self.scene)
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("voicenav-\(getpid()).jsonl").path
        let result = try Self.voicenav(["run", path, "--script", "-", "--silent", "--transcript", out], stdin: "next\n!next\n")
        #expect(result.status == 0)
        let lines = try String(contentsOfFile: out, encoding: .utf8).split(separator: "\n")
        let records = try lines.map { try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        #expect(records.first??["kind"] as? String == "sound")
        #expect(records.contains { $0?["kind"] as? String == "interrupt" })
        #expect(records.contains { $0?["focus"] as? String == "wifi" })
        #expect(records.allSatisfy { $0?["t"] is Int })
    }

    @Test("a bad scene exits 65 with file:line:column")
    func badScene() throws {
        let path = try Self.temporaryFile("bad.yaml", "scene: 1\nroot: home\ncontrollers:\n  home: { colour: red }\n")
        let result = try Self.voicenav(["describe", path])
        #expect(result.status == 65)
        #expect(result.stderr.hasPrefix("\(path):4:11: error: unknown key \"colour\""))
    }

    @Test("an unknown script command exits 65 naming the line")
    func badScript() throws {
        let path = try Self.temporaryFile("ok.yaml", Self.scene)
        let result = try Self.voicenav(["run", path, "--script", "-", "--silent"], stdin: "next\n\n  jump\n")
        #expect(result.status == 65)
        #expect(result.stderr.hasPrefix("-:3:3: error: unknown command \"jump\""))
    }

    @Test("a bad command line exits 64; a missing file exits 65")
    func badCommandLine() throws {
        #expect(try Self.voicenav(["describe"]).status == 64)
        #expect(try Self.voicenav(["frobnicate"]).status == 64)
        #expect(try Self.voicenav(["describe", "--format", "xml", "x.yaml"]).status == 64)
        let missing = try Self.voicenav(["describe", "/nonexistent/scene.yaml"])
        #expect(missing.status == 65)
        #expect(missing.stderr.contains("cannot open the file"))
    }
}
