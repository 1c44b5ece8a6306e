import A11yCore
import ArgumentParser



struct Demo: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Start the built-in demo app (not available yet in this build).")
    func run() throws {
        printError("voicenav: the built-in demo is not available yet in this build.")
        throw ExitCode(ExitStatus.speechUnavailable)
    }
}



