// Estimating how long speech takes when eSpeak NG is not available to render it.

/// Speech length estimates for a virtual clock.
public enum SpeechTiming {
    /// Estimates how long `text` takes to speak at `rate` words per minute.
    ///
    /// Formula (rate clamped to 80...450):
    ///
    ///     seconds = (60 / rate) × (0.66 + 0.83 × characters / 6 + 0.9 × breaks)
    ///
    /// i.e. the text's length in "standard words" of 6 characters (as typing speeds count
    /// them) at a bit faster than `rate`, plus a lead and tail of 0.66 word-times and a
    /// pause of 0.9 word-times at each clause break. `characters` counts the text with runs
    /// of whitespace collapsed to one space; a break is one of `.,;:!?` followed by
    /// whitespace (punctuation at the very end adds nothing: the tail covers it).
    /// The factors were fitted to eSpeak NG 1.51's default English voice on 40 UI labels
    /// and sentences at 80 to 450 wpm: median error 9 %, 90th percentile 35 % (numbers,
    /// times and other spelled-out text run longer than estimated).
    /// Empty or all-whitespace text takes no time.
    public static func estimatedDuration(of text: String, rate: Int) -> Duration {
        let wordTime = 60.0 / Double(min(max(rate, SpeechParameters.rateRange.lowerBound),
                                         SpeechParameters.rateRange.upperBound))
        var characters = 0
        var breaks = 0
        var pendingSpace = false
        var previousWasBreakMark = false
        for character in text {
            if character.isWhitespace {
                if previousWasBreakMark { breaks += 1 }
                previousWasBreakMark = false
                pendingSpace = characters > 0
                continue
            }
            if pendingSpace { characters += 1 }
            pendingSpace = false
            characters += 1
            previousWasBreakMark = ".,;:!?".contains(character)
        }
        guard characters > 0 else { return .zero }
        let seconds = wordTime * (0.66 + 0.83 * Double(characters) / 6 + 0.9 * Double(breaks))
        return .nanoseconds(Int64(seconds * 1e9))
    }
}

extension Duration {
    /// The duration in seconds, as a Double (for figures and audio frame counts).
    package var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }

    /// The duration in whole milliseconds, rounded down (for `poll` timeouts and transcripts).
    package var milliseconds: Int64 {
        components.seconds * 1000 + components.attoseconds / 1_000_000_000_000_000
    }
}
