import A11yCore
import A11yFiles
import A11yNavigator
import A11yScenes
import A11ySpeech
import ArgumentParser
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import A11ySceneModel
import A11yLocalization

/// Scripted runs: silent (virtual clock) and spoken (wall clock, eSpeak NG).
enum ScriptedRun {
    static func silent(spec: SceneSpec, commands: [ScriptCommand], scriptFile: String, noHints: Bool, transcriptPath: String?,
                       speech: SpeechOptions) throws {
        // The rate estimate, not eSpeak's rendering: the text transcript is then the same on
        // every machine, with or without eSpeak NG (golden files must not depend on it).
        let estimator = RateDurationEstimator(rate: speech.rate)
        let (text, json, warnings, failures) = try MainActor.assumeIsolated {
            () throws -> (String, String, [String], [ExpectationFailure]) in
            let outcome = try SilentRun.outcome(spec: spec, commands: commands, noHints: noHints, estimator: estimator,
                                                hintDelay: .milliseconds(speech.hintDelay), file: scriptFile)
            return (outcome.session.transcript.text, outcome.session.transcript.jsonLines, outcome.app.warnings, outcome.failures)
        }
        for warning in warnings { printError("voicenav: warning: \(warning)") }
        print(TerminalText.safeLines(text), terminator: "")
        if let transcriptPath { try writeFile(transcriptPath, json) }
        try reportFailures(failures)
    }

    /// Prints failed `expect` lines and exits 1 when there are any.
    static func reportFailures(_ failures: [ExpectationFailure]) throws {
        guard !failures.isEmpty else { return }
        for failure in failures { printError(TerminalText.safe(failure.description)) }
        printError("voicenav: \(failures.count) expectation\(failures.count == 1 ? "" : "s") failed")
        throw ExitCode.failure
    }

    /// Runs the script in real time, speaking; prints each utterance as it starts.
    static func spoken(spec: SceneSpec, commands: [ScriptCommand], scriptFile: String, noHints: Bool, transcriptPath: String?,
                       speech: SpeechOptions) throws {
        let (json, failures) = try MainActor.assumeIsolated { () throws -> (String, [ExpectationFailure]) in
            let scheduler = LoopScheduler()
            let inbox = MainLoopInbox()
            let setup = SpeechSetup.make(speech, scheduler: scheduler, inbox: inbox, languages: spec.spokenLanguages)
            if let message = setup.unvoicedMessage { printError(message) }
            guard setup.backend is LiveSpeechBackend else {
                printError("voicenav: cannot speak: \(setup.status). Use --silent to run the script without speech.")
                throw ExitCode(ExitStatus.speechUnavailable)
            }
            defer { setup.close() }
            let app = SceneApp(spec: spec)
            if noHints { app.settings.speakHints = false }
            app.settings.hintDelay = .milliseconds(speech.hintDelay)
            app.onWarning = { printError("voicenav: warning: \($0)") }
            let session = app.makeSession(backend: setup.backend, scheduler: scheduler)
            session.onRecord = { record in
                if record.kind != .interrupt { print(TerminalText.safe(record.line)); fflushStandardOutput() }
            }
            let runner = ScriptRunner(session: session, clock: LiveClock(loop: LiveLoop(scheduler: scheduler, inbox: inbox),
                                                                         session: session), file: scriptFile)
            runner.checkpoint = { line in
                guard let failure = setup.backend.failureMessage else { return }
                printError("voicenav: speech failed" + (line.map { " at line \($0)" } ?? "") + ": \(failure)")
                throw ExitCode(ExitStatus.speechUnavailable)
            }
            try runner.run(commands)
            let failures = runner.failures
            return (session.transcript.jsonLines, failures)
        }
        if let transcriptPath { try writeFile(transcriptPath, json) }
        try reportFailures(failures)
    }

    /// Writes a transcript whole: a temporary file beside `path`, renamed into place.
    static func writeFile(_ path: String, _ text: String) throws {
        do { try AtomicFile.write(text, to: path) } catch {
            printError("voicenav: \(error)")
            throw ExitCode(ExitStatus.internalError)
        }
    }
}

func fflushStandardOutput() {
    fflush(nil)
}

/// The wall clock of a spoken run: the navigator's loop, waiting on speech and timers.
@MainActor
private struct LiveClock: ScriptClock {
    let loop: LiveLoop
    let session: VoiceOverSession

    func runUntilIdle(limit: Duration) -> Bool { loop.runUntilIdle(session, limit: limit) }
    func pass(_ duration: Duration) { loop.run(for: duration) }
}
