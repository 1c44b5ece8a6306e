import A11yCore

/// A scripted run on a virtual clock with the silent backend (`voicenav run --silent`).
@MainActor
public enum SilentRun {
    /// Runs `commands` on `spec` and returns the session (its transcript) and the scene's warnings.
    public static func run(spec: SceneSpec, commands: [ScriptCommand], noHints: Bool = false,
                           estimator: any SpeechDurationEstimator = RateDurationEstimator(),
                           hintDelay: Duration = .seconds(1)) -> (session: VoiceOverSession, app: SceneApp) {
        let app = SceneApp(spec: spec)
        if noHints { app.settings.speakHints = false }
        app.settings.hintDelay = hintDelay
        let scheduler = VirtualScheduler()
        let backend = VirtualSpeechBackend(scheduler: scheduler, estimator: estimator)
        let session = app.makeSession(backend: backend, scheduler: scheduler)
        ScriptRunner(session: session, scheduler: scheduler).run(commands)
        return (session, app)
    }
}
