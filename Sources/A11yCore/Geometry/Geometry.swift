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

/// A width and height, in points.
///
/// Mirrors UIKit's `CGSize`.
public struct Size: Sendable, Hashable, Codable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// A size of zero by zero.
    public static let zero = Size(width: 0, height: 0)

    public var description: String { "\(width.short) × \(height.short)" }
}

/// A rectangle: an origin and a size, in points.
///
/// Mirrors UIKit's `CGRect`, including `minX`/`maxX` accessors and `insetBy`.
public struct Rect: Sendable, Hashable, Codable, CustomStringConvertible {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var width: Double { size.width }
    public var height: Double { size.height }

    /// True when either side is zero or negative (UIKit's `isEmpty`).
    public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

    /// The rectangle moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }

    /// The rectangle shrunk by `dx` on the left and right and `dy` on the top and bottom.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width - 2 * dx, height: size.height - 2 * dy)
    }

    /// Whether `point` lies inside the rectangle (right and bottom edges excluded).
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// Whether the two rectangles overlap.
    public func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    public var description: String {
        "[\(origin.x.short), \(origin.y.short), \(size.width.short), \(size.height.short)]"
    }
}

/// Edge insets: distances from each side of a rectangle.
public struct EdgeInsets: Sendable, Hashable {
    public var top: Double, left: Double, bottom: Double, right: Double
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
}

extension Rect {
    /// The rectangle with `insets` taken off its sides.
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(x: minX + insets.left, y: minY + insets.top,
             width: max(0, width - insets.left - insets.right),
             height: max(0, height - insets.top - insets.bottom))
    }
}

extension Double {
    /// The number without a trailing `.0` when it is whole: `16` rather than `16.0`.
    package var compact: String {
        if self == rounded(), abs(self) < 1e15 { return String(Int(self)) }
        return String(self)
    }

    /// A coordinate or size for output (text, JSON, SVG, scene files): rounded to at most three
    /// decimals, without a trailing `.0` (`133.333`, `16`), as every command prints a frame.
    package var coordinate: String {
        guard isFinite, abs(self) < 1e12 else { return compact }
        let thousandths = (self * 1000).rounded() / 1000
        return (thousandths == 0 ? 0 : thousandths).compact
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
