import Foundation
import Testing

/// End-to-end checks of issue 15: `--version`, shell completions, scene errors found at load
/// time (exit 65 with file:line:column) and text from a scene printed without control
/// characters.
@Suite("voicenav: version, completions, load-time scene errors, safe text")
struct VersionAndSceneErrorTests {
    @Test("voicenav --version prints the version and exits 0")
    func version() throws {
        let result = try CommandLineTests.voicenav(["--version"])
        #expect(result.status == 0)
        let version = result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(version.split(separator: ".").count == 3 && version.allSatisfy { $0.isNumber || $0 == "." }, "\(result.stdout)")
    }

    @Test("README: voicenav --generate-completion-script bash|zsh|fish prints a completion script",
          arguments: ["bash", "zsh", "fish"])
    func completions(_ shell: String) throws {
        let result = try CommandLineTests.voicenav(["--generate-completion-script", shell])
        #expect(result.status == 0)
        #expect(result.stdout.contains("voicenav") && result.stdout.contains("describe"))
    }

    @Test(
        "SceneFileReference: Exit codes: selectTab beyond every tab bar and a cyclic elements list exit 65 with file:line:column",
        arguments: [
            ("scene: 1\nroot: t\ncontrollers:\n  t: { kind: tabBar, tabs: [a, b] }\n  a: { escape: [selectTab: 7] }\n  b: {}\n",
             ":5:28: error: selectTab 7 is out of range"),
            ("scene: 1\nroot: home\ncontrollers:\n  home:\n    view: { id: v, elements: [v] }\n",
             ":5:31: error: `elements` make a cycle: v → v"),
            ("scene: 1\nroot: home\ncontrollers:\n  home:\n    view: { subview: [] }\n",
             ":5:13: error: unknown key \"subview\" in a view (did you mean `subviews`?)"),
            ("scene: 1\nroot: home\ncontrollers:\n\thome: {}\n", ":4:1: error: a tab character in the indentation"),
        ]
    )
    func loadTimeErrors(_ yaml: String, _ expected: String) throws {
        let path = try CommandLineTests.temporaryFile("issue15-\(abs(yaml.hashValue)).yaml", yaml)
        let result = try CommandLineTests.voicenav(["describe", path])
        #expect(result.status == 65)
        #expect(result.stderr.hasPrefix(path + expected), "\(result.stderr)")
    }

    @Test("""
        SceneFileReference: Transcript, describe: describe and run --silent print a label's control characters visibly, \
        never raw
        """)
    func controlCharacters() throws {
        let yaml = "scene: 1\nroot: home\ncontrollers:\n  home:\n"
            + "    view: { subviews: [{ type: label, text: \"\\e]0;pwned\\a\\e[2JHi\" }] }\n"
        let path = try CommandLineTests.temporaryFile("issue15-control.yaml", yaml)
        let described = try CommandLineTests.voicenav(["describe", path])
        #expect(described.status == 0)
        #expect(described.stdout == "^[]0;pwned^G^[[2JHi\n")
        let run = try CommandLineTests.voicenav(["run", path, "--script", "-", "--silent"], stdin: "")
        #expect(run.status == 0)
        #expect(run.stdout == "[screen changed]\n^[]0;pwned^G^[[2JHi\n")
        let json = try CommandLineTests.voicenav(["describe", "--format", "json", path])
        #expect(json.stdout.contains(#"\u001b]0;pwned\u0007\u001b[2JHi"#))
    }
}
