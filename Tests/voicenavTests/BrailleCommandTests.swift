import Foundation
import Testing

/// `--braille` end to end: describe (text and JSON), transcripts of scripted runs, golden
/// tests with a `braille` line, role files, and the errors (the braille contract).
@Suite("voicenav: braille")
struct BrailleCommandTests {
    typealias CLI = CommandLineTests

    @Test("describe --braille: the braille line under each description, and in JSON")
    func describe() throws {
        let scene = try CLI.temporaryFile("braille.yaml", CLI.scene)
        let text = try CLI.voicenav(["describe", scene, "--braille"])
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.stdout.hasPrefix("Settings. Heading.\nbraille: ⠠⠎⠑⠞⠞⠊⠝⠛⠎⠀⠓⠙⠛\n"), "\(text.stdout)")
        #expect(text.stdout.contains("Wi-Fi. Switch Button. On. -- Double tap to toggle setting.\nbraille: ⠠⠺⠊⠤⠠⠋⠊⠀⠎⠺⠞⠉⠓⠀⠕⠝\n"))
        let json = try CLI.voicenav(["describe", scene, "--braille", "en-ueb-g2.ctb", "--format", "json"])
        #expect(json.stdout.contains("\"braille\": \"⠠⠎⠑⠞⠞⠬⠎⠀⠓⠙⠛\""), "\(json.stdout)")
        let none = try CLI.voicenav(["describe", scene, "--format", "json"])
        #expect(!none.stdout.contains("\"braille\""))
    }

    @Test("transcripts: a braille line after each element's description; a script's braille line; goldens")
    func transcripts() throws {
        let folder = NSTemporaryDirectory() + "voicenav-braille-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try CLI.scene.write(toFile: folder + "/app.yaml", atomically: true, encoding: .utf8)
        try "scene app.yaml\nbraille\nnext\n".write(toFile: folder + "/b.script", atomically: true, encoding: .utf8)
        let run = try CLI.voicenav(["run", "--script", folder + "/b.script", "--silent", "--transcript", folder + "/t.jsonl"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "[screen changed]\nSettings. Heading.\nbraille: ⠠⠎⠑⠞⠞⠊⠝⠛⠎⠀⠓⠙⠛\nWi-Fi. Switch Button. On.\n"
            + "braille: ⠠⠺⠊⠤⠠⠋⠊⠀⠎⠺⠞⠉⠓⠀⠕⠝\nDouble tap to toggle setting.\n", "\(run.stdout)")
        let json = try String(contentsOfFile: folder + "/t.jsonl", encoding: .utf8)
        #expect(json.contains("\"braille\": \"⠠⠎⠑⠞⠞⠊⠝⠛⠎⠀⠓⠙⠛\""))
        let first = try CLI.voicenav(["test", folder])
        #expect(first.status == 1)
        let second = try CLI.voicenav(["test", folder, "--record", "never"])
        #expect(second.status == 0, "\(second.stdout)")
        let golden = try String(contentsOfFile: folder + "/b.transcript", encoding: .utf8)
        #expect(golden == run.stdout)
    }

    @Test("a role file; an unknown table is 64 with the closest names; a bad cell count is 64")
    func errors() throws {
        let scene = try CLI.temporaryFile("braille-roles.yaml", CLI.scene)
        let roles = try CLI.temporaryFile("roles.tsv", "# German role words\nheader\tÜb\nswitchButton\tSchalter\n")
        let custom = try CLI.voicenav(["describe", scene, "--braille", "--braille-roles", roles])
        #expect(custom.status == 0)
        #expect(custom.stdout.contains("braille: ⠠⠎⠑⠞⠞⠊⠝⠛⠎⠀⠠⠘⠒⠥⠃"), "\(custom.stdout)")
        let badRoles = try CLI.temporaryFile("bad-roles.tsv", "buton\tbtn\n")
        let refused = try CLI.voicenav(["describe", scene, "--braille", "--braille-roles", badRoles])
        #expect(refused.status == 65 && refused.stderr.contains(":1:1: error: unknown trait \"buton\""))
        let unknown = try CLI.voicenav(["describe", scene, "--braille", "en-ueb-g9.ctb"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("no liblouis table is called \"en-ueb-g9.ctb\"; the closest are"))
        let cells = try CLI.voicenav(["describe", scene, "--braille", "--braille-cells", "0"])
        #expect(cells.status == 64)
        let panelOnly = try CLI.voicenav(["describe", scene, "--braille", "--braille-cells", "20"])
        #expect(panelOnly.status == 64 && panelOnly.stderr.contains("are for the navigator"))
        let bom = try CLI.temporaryFile("bom-roles.tsv", "\u{FEFF}header\tÜb\r\n")
        let exported = try CLI.voicenav(["describe", scene, "--braille", "--braille-roles", bom])
        #expect(exported.status == 0 && exported.stdout.contains("braille: ⠠⠎⠑⠞⠞⠊⠝⠛⠎⠀⠠⠘⠒⠥⠃"), "\(exported.stderr)")
    }
}
