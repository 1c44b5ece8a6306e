import A11yCore
import A11ySpeech

/// Measures the system-player output (`PlayerSink`, macOS's `afplay`): how long an utterance
/// waits, from its first synthesized sample, until its player starts — the whole utterance
/// is synthesized and written to a WAV file first — and how long the player command takes to
/// start and end. Here `command` is a stand-in (`true`: a process that plays nothing), so
/// the figures are this machine's cost of the path; `afplay`'s own start-up is a Mac's.
@MainActor
public enum PlayerBenchmark {
    public static func run(command: [String] = ["true"], utterances: Int = 20) throws -> String {
        let phrases = [
            "Settings. Heading.", "Wi-Fi. Button. On.", "Airplane Mode. Switch Button. Off.",
            "Selected: Music. Tab. 1 of 5.", "Play. Button. Plays or pauses the song.",
        ]
        var drains: [Double] = []
        var delays: [Duration] = []
        for index in 0..<max(1, utterances) {
            let sink = PlayerSink(command: command)
            let start = ContinuousClock.now
            _ = try speakBlocking(text: phrases[index % phrases.count], sink: sink)
            drains.append((ContinuousClock.now - start).seconds * 1000)
            delays += sink.startDelays
        }
        let delay = delays.map { $0.seconds * 1000 }
        return """
        System player (\(command.joined(separator: " ")), a stand-in for afplay): \(utterances) utterances
          first sample -> player started   \(SpeechLatencyBenchmark.summary(delay))
          speak to the end (synthesis, WAV, player run)   \(SpeechLatencyBenchmark.summary(drains))

        """
    }
}
