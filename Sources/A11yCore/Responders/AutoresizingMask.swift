/// How a view resizes when its superview's size changes.
///
/// Mirrors `UIViewAutoresizing` (LC-17, LO-03).
public struct AutoresizingMask: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    /// Fills the superview, pinned to all four edges.
    public static let flexibleSize: AutoresizingMask = [.flexibleWidth, .flexibleHeight]
}

extension AutoresizingMask {
    /// `frame` resized for a superview that grew by `dw` × `dh` (UIKit's autoresizing).
    func resize(_ frame: Rect, dw: Double, dh: Double) -> Rect {
        var result = frame
        func share(_ flexible: [Bool], _ sizes: [Double], delta: Double) -> [Double] {
            let total = zip(flexible, sizes).reduce(0.0) { $1.0 ? $0 + max($1.1, 1) : $0 }
            let count = flexible.filter { $0 }.count
            guard count > 0 else { return sizes.map { _ in 0 } }
            return zip(flexible, sizes).map { flag, size in
                flag ? (total > 0 ? delta * max(size, 1) / total : delta / Double(count)) : 0
            }
        }
        // Horizontal: left margin, width, right margin share the change.
        let h = share([contains(.flexibleLeftMargin), contains(.flexibleWidth), contains(.flexibleRightMargin)],
                      [1, 1, 1], delta: dw)
        result.origin.x += h[0]
        result.size.width = max(0, result.size.width + h[1])
        let v = share([contains(.flexibleTopMargin), contains(.flexibleHeight), contains(.flexibleBottomMargin)],
                      [1, 1, 1], delta: dh)
        result.origin.y += v[0]
        result.size.height = max(0, result.size.height + v[1])
        return result
    }
}
