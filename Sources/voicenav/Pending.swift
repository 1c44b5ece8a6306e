import A11yCore
import ArgumentParser



struct Demo: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Start the built-in demo app (not available yet in this build).")
    func run() throws {
        printError("voicenav: the built-in demo is not available yet in this build.")
        throw ExitCode(ExitStatus.speechUnavailable)
    }
}

struct Say: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Speak text through eSpeak NG (not available yet in this build).")
    @Argument var text: [String] = []
    func run() throws {
        printError("voicenav: speech is not available yet in this build.")
        throw ExitCode(ExitStatus.speechUnavailable)
    }
}

struct Voices: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List eSpeak NG voices (not available yet in this build).")
    func run() throws {
        printError("voicenav: speech is not available yet in this build.")
        throw ExitCode(ExitStatus.speechUnavailable)
    }
}

struct Bench: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Run the benchmarks (not available yet in this build).")
    func run() throws {
        printError("voicenav: benchmarks are not available yet in this build.")
        throw ExitCode(ExitStatus.internalError)
    }
}
