import A11yCore
import ArgumentParser
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import A11ySceneModel

/// The command line: hear, test and fix how an app sounds to VoiceOver users.
@main
struct Voicenav: ParsableCommand {
    /// The version `voicenav --version` prints.
    static let version = ToolVersion.current

    static let configuration = CommandConfiguration(
        commandName: "voicenav",
        abstract: "Navigate an app as VoiceOver does: hear it, script it, list what it reads.",
        discussion: """
        A scene file describes an app (its view controllers, views and accessibility); see \
        the README and examples/. With no subcommand, voicenav starts the built-in demo.

        Exit codes: 0 success, 64 bad command line, 65 bad scene or script, \
        69 speech backend unavailable, 70 internal error; the navigator ended by Ctrl-C \
        exits 130, by SIGTERM 143.
        """,
        version: version,
        subcommands: [
            Demo.self, Run.self, Describe.self, TestCommand.self, Audit.self, Scenes.self, Import.self, Say.self, Voices.self,
            Bench.self, Devices.self, Layout.self, Verify.self, Report.self,
        ],
        defaultSubcommand: Demo.self
    )

    /// Whether this process is the voicenav tool itself (its `main` ran), so that it can start
    /// itself again as a worker (`audit --jobs`); not when a command runs inside a test runner.
    nonisolated(unsafe) static var isTool = false

    /// The command line, with `--braille` alone made `--braille=default` (BrailleArguments).
    static func main() {
        isTool = true
        main(BrailleArguments.normalized(Array(CommandLine.arguments.dropFirst())))
    }
}

/// Exit codes of SceneFileReference, "Exit codes".
enum ExitStatus {
    static let usage: Int32 = 64
    static let badScene: Int32 = 65
    static let speechUnavailable: Int32 = 69
    static let internalError: Int32 = 70
}

/// Writes `message` to standard error.
func printError(_ message: String, newline: Bool = true) {
    var text = message
    if newline, !text.hasSuffix("\n") { text += "\n" }
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
        let written = bytes.withUnsafeMutableBytes { write(2, $0.baseAddress! + offset, $0.count - offset) }
        if written <= 0 { break }
        offset += written
    }
}

/// Runs `body`, turning scene errors into exit code 65 with the located message, and a scene
/// the command line must choose (`--scene`) into exit code 64 with the choices.
func runReportingErrors(_ body: () throws -> Void) throws {
    do {
        try body()
    } catch let error as SceneError {
        // Text from the file (a key, a value) reaches the terminal only as visible characters.
        printError(TerminalText.safeLines(error.description))
        throw ExitCode(ExitStatus.badScene)
    } catch let error as SceneChoiceError {
        printError("voicenav: \(error.description)")
        throw ExitCode(ExitStatus.usage)
    }
}
