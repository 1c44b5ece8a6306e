// Tests of SpeechTiming, the estimate used when eSpeak NG is absent.

import Testing
@testable import A11yCore
@testable import TestSupport

extension SpeechTests {
    @Suite struct TimingTests {
        @Test func estimateGrowsWithTextAndShrinksWithRate() {
            let short = SpeechTiming.estimatedDuration(of: "OK", rate: 175)
            let long = SpeechTiming.estimatedDuration(of: "This is a considerably longer sentence, with a pause.", rate: 175)
            #expect(short > .zero)
            #expect(long > short)
            #expect(SpeechTiming.estimatedDuration(of: "This is a sentence.", rate: 450)
                < SpeechTiming.estimatedDuration(of: "This is a sentence.", rate: 80))
            #expect(SpeechTiming.estimatedDuration(of: "   ", rate: 175) == .zero)
        }

        @Test func estimateIsNearTheRenderedLength() throws {
            let engine = try SpeechTests.engine()
            let text = "The quick brown fox jumps over the lazy dog. It was not amused."
            let rendered = try engine.render(text, language: nil, parameters: SpeechParameters())
            let estimate = SpeechTiming.estimatedDuration(of: text, rate: 175)
            #expect(estimate > rendered.duration / 2 && estimate < rendered.duration * 2)
        }
    }
}
