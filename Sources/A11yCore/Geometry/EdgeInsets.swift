/// Edge insets: distances from each side of a rectangle.
public struct EdgeInsets: Sendable, Hashable, Encodable {
    public var top: Double, left: Double, bottom: Double, right: Double
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
}
