import Foundation
import Testing

/// A spoken scripted run goes through the same script loop as a silent one (ScriptRunner on the
/// wall clock): the same lines, the same `expect` failures and exit codes (SceneFileReference,
/// "Script commands").
@Suite("Spoken scripted runs")
struct SpokenRunTests {
    typealias CLI = CommandLineTests

    @Test("spoken into a WAV file, a script says what the silent run says and fails where it fails")
    func spokenLikeSilent() throws {
        let scene = try CLI.temporaryFile("spoken.yaml", CLI.scene)
        let lines = "next\nexpect-focus wifi\nnext\nactivate\nexpect /Back Button/\nexpect \"Never said\"\n"
        let script = try CLI.temporaryFile("spoken.txt", lines)
        let wav = FileManager.default.temporaryDirectory.appendingPathComponent("voicenav-spoken-\(getpid()).wav").path
        let transcript = FileManager.default.temporaryDirectory
            .appendingPathComponent("voicenav-spoken-\(getpid()).jsonl").path
        defer {
            try? FileManager.default.removeItem(atPath: wav)
            try? FileManager.default.removeItem(atPath: transcript)
        }
        let spoken = try CLI.voicenav(["run", scene, "--script", script, "--sink", "wav:\(wav)", "--transcript", transcript])
        let silent = try CLI.voicenav(["run", scene, "--script", script, "--silent"])
        #expect(spoken.status == 1 && silent.status == 1, "\(spoken.stderr)")
        #expect(spoken.stdout == silent.stdout)
        #expect(spoken.stdout.contains("Settings. Back Button."))
        #expect(spoken.stderr.contains("spoken.txt:6:1: expectation failed"))
        #expect(!spoken.stderr.contains("spoken.txt:5:1"))
        let records = try String(contentsOfFile: transcript, encoding: .utf8).split(separator: "\n")
        #expect(records.first?.hasPrefix("{\"t\": ") == true)
        #expect((try? FileManager.default.attributesOfItem(atPath: wav)[.size] as? Int) ?? 0 > 44)
    }
}
