import A11yCore
import ArgumentParser
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Scripted runs: silent (virtual clock) and spoken.
enum ScriptedRun {
    static func silent(spec: SceneSpec, commands: [ScriptCommand], noHints: Bool, transcriptPath: String?) throws {
        let (text, json, warnings) = MainActor.assumeIsolated { () -> (String, String, [String]) in
            let (session, app) = SilentRun.run(spec: spec, commands: commands, noHints: noHints)
            return (session.transcript.text, session.transcript.jsonLines, app.warnings)
        }
        for warning in warnings { printError("voicenav: warning: \(warning)") }
        print(text, terminator: "")
        if let transcriptPath { try writeFile(transcriptPath, json) }
    }

    static func spoken(spec: SceneSpec, commands: [ScriptCommand], noHints: Bool, transcriptPath: String?) throws {
        printError("voicenav: spoken scripted runs are not available yet in this build; use --silent to print the transcript.")
        throw ExitCode(ExitStatus.speechUnavailable)
    }

    static func writeFile(_ path: String, _ text: String) throws {
        guard let file = fopen(path, "wb") else {
            printError("voicenav: cannot write \(path): \(String(cString: strerror(errno)))")
            throw ExitCode(ExitStatus.internalError)
        }
        defer { fclose(file) }
        _ = text.withCString { fputs($0, file) }
    }
}
