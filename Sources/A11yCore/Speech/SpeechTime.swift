/// Speech durations estimated without a synthesizer.
public enum SpeechTiming {
    /// How long `text` takes at `rate` words per minute: 60/rate seconds per word, plus a
    /// 100 ms lead and tail and 150 ms for each sentence pause. Used when eSpeak is absent.
    public static func estimatedDuration(of text: String, rate: Int) -> Duration {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).count
        let pauses = text.filter { ".,;:!?".contains($0) }.count
        let wpm = Double(min(450, max(80, rate)))
        let seconds = 0.1 + Double(max(words, 1)) * 60 / wpm + Double(pauses) * 0.15
        return .milliseconds(Int((seconds * 1000).rounded()))
    }
}
