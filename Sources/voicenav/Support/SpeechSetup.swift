import A11yCore
import A11yBenchmarks
import A11yNavigator
import A11yScenes
import A11ySpeech
import ArgumentParser
import Foundation

/// The speech backend a command uses, and how to describe it on the status line.
@MainActor
struct SpeechSetup {
    let backend: any SpeechBackend
    let status: String
    let close: () -> Void

    /// eSpeak NG through the first audio output that works; without one, text mode (the
    /// utterances still take the time they would take to say), saying why.
    static func make(_ options: SpeechOptions, scheduler: LoopScheduler, inbox: MainLoopInbox,
                     textOnly: Bool = false) -> SpeechSetup {
        let textMode = { (reason: String) -> SpeechSetup in
            SpeechSetup(backend: VirtualSpeechBackend(scheduler: scheduler, estimator: RateDurationEstimator(rate: options.rate)),
                        status: "text mode (\(reason))", close: {})
        }
        if textOnly { return textMode("--silent") }
        let engine: EspeakEngine
        do { engine = try EspeakEngine.shared() } catch {
            return textMode("eSpeak NG unavailable: \(error)")
        }
        let sink: any AudioSink
        do { sink = try options.voiceOptions.chosenSink() } catch let error as SpeechError where error.kind == .audioUnavailable {
            return textMode(error.message)
        } catch { return textMode("\(error)") }
        if let voice = options.voice, !engine.hasVoice(voice) {
            return textMode("unknown voice \(voice); see `voicenav voices`")
        }
        let backend = LiveSpeechBackend(engine: engine, sink: sink, parameters: options.parameters, post: { inbox.post($0) })
        backend.playsEarcons = !options.noSounds
        let voice = options.voice ?? engine.defaultVoice
        return SpeechSetup(backend: backend, status: "\(backend.name), voice \(voice), rate \(options.rate)",
                           close: { backend.close() })
    }
}
