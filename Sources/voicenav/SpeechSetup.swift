import A11yCore

/// Speech options shared by the commands that speak.
struct SpeechOptions {
    var voice: String?
    var rate: Int = 175
    var pitch: Int = 50
    var sink: String?
    /// Text mode: no sound, utterances timed as if spoken.
    var silent = false
}

/// The speech backend a command uses, and how to describe it on the status line.
@MainActor
struct SpeechSetup {
    let backend: any SpeechBackend
    let status: String
    let close: () -> Void

    /// Text mode until the eSpeak backend is wired in.
    static func make(_ options: SpeechOptions, scheduler: LoopScheduler, inbox: MainLoopInbox) -> SpeechSetup {
        SpeechSetup(backend: VirtualSpeechBackend(scheduler: scheduler), status: "text mode (no speech in this build)", close: {})
    }
}
