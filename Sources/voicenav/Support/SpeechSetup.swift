import A11yCore
import A11yNavigator
import A11ySpeech
import Foundation
import A11ySceneModel

/// The speech backend a command uses, and how to describe it on the status line.
@MainActor
struct SpeechSetup {
    let backend: any SpeechBackend
    let status: String
    let close: () -> Void
    /// The languages asked for that eSpeak NG has no voice for (spoken with the default voice).
    var unvoiced: [String] = []

    /// The message for `unvoiced`, or nil.
    var unvoicedMessage: String? {
        guard !unvoiced.isEmpty else { return nil }
        return "voicenav: eSpeak NG has no voice for \(unvoiced.joined(separator: ", ")): that speech uses the default "
            + "voice; transcripts are unaffected (voicenav voices --language CODE)"
    }

    /// eSpeak NG through the first audio output that works; without one, text mode (the
    /// utterances still take the time they would take to say), saying why.
    ///
    /// `languages` are the device's and the elements' languages: one eSpeak NG has no voice
    /// for is said on standard error (its speech uses the default voice).
    static func make(_ options: SpeechOptions, scheduler: LoopScheduler, inbox: MainLoopInbox,
                     textOnly: Bool = false, languages: [String] = []) -> SpeechSetup {
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
        let unvoiced = options.voice == nil ? languages.filter { engine.voice(forLanguage: $0) == nil } : []
        let backend = LiveSpeechBackend(engine: engine, sink: sink, parameters: options.parameters, post: { inbox.post($0) })
        backend.playsEarcons = !options.noSounds
        let voice = options.voice ?? engine.defaultVoice
        let missing = unvoiced.isEmpty ? "" : "; no eSpeak voice for \(unvoiced.joined(separator: ", ")): default voice"
        return SpeechSetup(backend: backend, status: "\(backend.name), voice \(voice), rate \(options.rate)\(missing)",
                           close: { backend.close() }, unvoiced: unvoiced)
    }
}
