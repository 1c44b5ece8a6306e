import A11yCore
import A11yBenchmarks
import A11yNavigator
import A11yScenes
import A11ySpeech
import ArgumentParser
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Scripted runs: silent (virtual clock) and spoken (wall clock, eSpeak NG).
enum ScriptedRun {
    static func silent(spec: SceneSpec, commands: [ScriptCommand], noHints: Bool, transcriptPath: String?,
                       speech: SpeechOptions) throws {
        let estimator: any SpeechDurationEstimator
        if let engine = try? EspeakEngine.shared() {
            estimator = EspeakDurationEstimator(engine: engine, parameters: speech.parameters)
        } else {
            estimator = RateDurationEstimator(rate: speech.rate)
        }
        let (text, json, warnings) = MainActor.assumeIsolated { () -> (String, String, [String]) in
            let (session, app) = SilentRun.run(spec: spec, commands: commands, noHints: noHints, estimator: estimator,
                                                hintDelay: .milliseconds(speech.hintDelay))
            return (session.transcript.text, session.transcript.jsonLines, app.warnings)
        }
        for warning in warnings { printError("voicenav: warning: \(warning)") }
        print(text, terminator: "")
        if let transcriptPath { try writeFile(transcriptPath, json) }
    }

    /// Runs the script in real time, speaking; prints each utterance as it starts.
    static func spoken(spec: SceneSpec, commands: [ScriptCommand], noHints: Bool, transcriptPath: String?,
                       speech: SpeechOptions) throws {
        let json = try MainActor.assumeIsolated { () throws -> String in
            let scheduler = LoopScheduler()
            let inbox = MainLoopInbox()
            let setup = SpeechSetup.make(speech, scheduler: scheduler, inbox: inbox)
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
                if record.kind != .interrupt { print(record.line); fflushStandardOutput() }
            }
            let loop = LiveLoop(scheduler: scheduler, inbox: inbox)
            session.start()
            for command in commands {
                if !command.immediate { loop.runUntilIdle(session) }
                if let failure = setup.backend.failureMessage {
                    printError("voicenav: speech failed at line \(command.line): \(failure)")
                    throw ExitCode(ExitStatus.speechUnavailable)
                }
                switch command.action {
                case .wait(let milliseconds): loop.run(for: .milliseconds(milliseconds))
                case .voiceOver(let action): session.perform(action)
                }
            }
            loop.runUntilIdle(session)
            if let failure = setup.backend.failureMessage {
                printError("voicenav: speech failed: \(failure)")
                throw ExitCode(ExitStatus.speechUnavailable)
            }
            return session.transcript.jsonLines
        }
        if let transcriptPath { try writeFile(transcriptPath, json) }
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

func fflushStandardOutput() {
    fflush(nil)
}
