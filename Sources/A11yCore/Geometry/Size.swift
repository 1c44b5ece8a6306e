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
