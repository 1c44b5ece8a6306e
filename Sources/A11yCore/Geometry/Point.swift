/// A point in a two-dimensional coordinate system, in points.
///
/// Mirrors UIKit's `CGPoint`: x grows to the right, y grows downwards.
public struct Point: Sendable, Hashable, Codable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, (0, 0).
    public static let zero = Point(x: 0, y: 0)

    public var description: String { "(\(x.short), \(y.short))" }
}

extension Double {
    /// The number without a trailing `.0` when it is whole: `16` rather than `16.0`.
    package var compact: String {
        if self == rounded(), abs(self) < 1e15 { return String(Int(self)) }
        return String(self)
    }

    /// A coordinate or size for output (text, JSON, SVG, scene files): rounded to at most three
    /// decimals, without a trailing `.0` (`133.333`, `16`), as every command prints a frame.
    package var coordinate: String { coordinateValue.compact }

    /// The number `coordinate` prints: rounded to thousandths (no `-0`); a number too large
    /// for that, or not finite, as it is.
    var coordinateValue: Double {
        guard isFinite, abs(self) < 1e12 else { return self }
        let thousandths = (self * 1000).rounded() / 1000
        return thousandths == 0 ? 0 : thousandths
    }

    /// The number for a message: at most two decimals, no trailing zeros (`32.33`, `398`).
    package var short: String {
        guard isFinite else { return String(self) }
        let hundredths = (self * 100).rounded()
        if abs(hundredths) >= 1e15 { return compact }
        let whole = Int(hundredths) / 100, rest = abs(Int(hundredths) % 100)
        let sign = hundredths < 0 && whole == 0 ? "-" : ""
        if rest == 0 { return sign + String(whole) }
        let decimals = rest % 10 == 0 ? String(rest / 10) : (rest < 10 ? "0" + String(rest) : String(rest))
        return sign + String(whole) + "." + decimals
    }
}
