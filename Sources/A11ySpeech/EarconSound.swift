import A11yCore
// The earcons as sound: short tones of our own, mixed over speech by the speaker thread.

import Foundation

/// The audio of an earcon: a few enveloped sine tones, at any sample rate.
///
/// Ours, not Apple's: a rising two-note chime when the screen changes, a low dull knock at
/// a boundary, and a short falling buzz when nothing could be done. They are quiet enough
/// (at most about a third of full scale) to be mixed over speech without clipping it.
public enum EarconSound {
    /// One tone: frequency in hertz, start and length in seconds, peak amplitude (0...1).
    struct Tone {
        var frequency: Double
        var start: Double
        var length: Double
        var amplitude: Double
        /// A second partial an octave down, for a duller sound (0 for none).
        var undertone: Double = 0
    }

    static func tones(_ earcon: Earcon) -> [Tone] {
        switch earcon {
        case .screenChanged:
            return [Tone(frequency: 880, start: 0, length: 0.09, amplitude: 0.22),
                    Tone(frequency: 1318.5, start: 0.07, length: 0.14, amplitude: 0.2)]
        case .boundary:
            return [Tone(frequency: 196, start: 0, length: 0.11, amplitude: 0.3, undertone: 0.5)]
        case .noAction:
            return [Tone(frequency: 330, start: 0, length: 0.07, amplitude: 0.18),
                    Tone(frequency: 247, start: 0.06, length: 0.09, amplitude: 0.18)]
        }
    }

    /// The earcon's samples, mono Int16 at `sampleRate`.
    public static func samples(_ earcon: Earcon, sampleRate: Int) -> [Int16] {
        let rate = Double(max(sampleRate, 1))
        let tones = tones(earcon)
        let end = tones.map { $0.start + $0.length }.max() ?? 0
        var mix = [Double](repeating: 0, count: Int((end * rate).rounded(.up)))
        for tone in tones {
            let first = Int(tone.start * rate)
            let count = Int(tone.length * rate)
            let attack = max(1, Int(0.004 * rate))
            for offset in 0..<count where first + offset < mix.count {
                let time = Double(offset) / rate
                // A 4 ms attack, then an exponential decay to about -40 dB at the end.
                let envelope = min(1, Double(offset) / Double(attack)) * exp(-4.6 * Double(offset) / Double(count))
                var value = sin(2 * .pi * tone.frequency * time)
                if tone.undertone > 0 { value += tone.undertone * sin(.pi * tone.frequency * time) }
                mix[first + offset] += tone.amplitude * envelope * value / (1 + tone.undertone)
            }
        }
        return mix.map { Int16(clamping: Int(($0 * Double(Int16.max)).rounded())) }
    }

    /// Adds `overlay` into `samples` (saturating), as two channels of one device.
    static func mix(_ overlay: ArraySlice<Int16>, into samples: inout [Int16]) {
        for (index, value) in zip(samples.indices, overlay) {
            samples[index] = Int16(clamping: Int(samples[index]) + Int(value))
        }
    }
}
