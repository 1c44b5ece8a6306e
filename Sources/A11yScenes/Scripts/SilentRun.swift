import A11yCore
import A11ySceneModel

/// A scripted run on a virtual clock with the silent backend (`voicenav run --silent`,
/// `voicenav test`).
///
/// Utterances last as long as `RateDurationEstimator` says at the speaking rate, so the
/// text transcript is the same on every machine, with or without eSpeak NG.
@MainActor
public enum SilentRun {
    /// What a silent run gives: the session (its transcript), the scene, the failed
    /// `expect` lines and which script line made each transcript line.
    public struct Outcome {
        public var session: VoiceOverSession
        public var app: SceneApp
        public var failures: [ExpectationFailure]
        public var lineOrigins: [Int]
    }

    /// Runs `commands` on `spec` and returns the session (its transcript) and the scene's
    /// warnings. Strict errors (a focus on an id not on screen) end the run early: use
    /// `outcome(…)` to have them thrown.
    public static func run(spec: SceneSpec, commands: [ScriptCommand], noHints: Bool = false,
                           estimator: any SpeechDurationEstimator = RateDurationEstimator(),
                           hintDelay: Duration = .seconds(1)) -> (session: VoiceOverSession, app: SceneApp) {
        let result = try? outcome(spec: spec, commands: commands, noHints: noHints, estimator: estimator, hintDelay: hintDelay,
                                  file: "script", lenient: true)
        guard let result else { preconditionFailure("a lenient run does not throw") }
        return (result.session, result.app)
    }

    /// Runs `commands` on `spec`; throws `SceneError` for a strict-script error (`lenient`
    /// makes such a command play `[no action]` instead, as a user's miss would).
    public static func outcome(spec: SceneSpec, commands: [ScriptCommand], noHints: Bool = false,
                               estimator: any SpeechDurationEstimator = RateDurationEstimator(),
                               hintDelay: Duration = .seconds(1), file: String, lenient: Bool = false) throws -> Outcome {
        let app = SceneApp(spec: spec)
        if noHints { app.settings.speakHints = false }
        app.settings.hintDelay = hintDelay
        let scheduler = VirtualScheduler()
        let backend = VirtualSpeechBackend(scheduler: scheduler, estimator: estimator)
        let session = app.makeSession(backend: backend, scheduler: scheduler)
        let runner = ScriptRunner(session: session, clock: scheduler, file: file)
        runner.isLenient = lenient
        try runner.run(commands)
        return Outcome(session: session, app: app, failures: runner.failures, lineOrigins: runner.textLineOrigins)
    }
}
