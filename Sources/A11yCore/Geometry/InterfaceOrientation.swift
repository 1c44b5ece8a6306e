/// The orientation of the app's user interface.
///
/// Mirrors `UIInterfaceOrientation` (RO-17). Landscape swaps the screen's width and height.
public enum InterfaceOrientation: String, Sendable, Hashable, CaseIterable, Codable {
    case portrait
    case portraitUpsideDown
    case landscapeLeft
    case landscapeRight

    /// Whether the orientation is one of the two landscape ones.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

    /// Whether the orientation is one of the two portrait ones.
    public var isPortrait: Bool { !isLandscape }

    /// The single-orientation mask for this orientation.
    public var mask: InterfaceOrientationMask {
        switch self {
        case .portrait: .portrait
        case .portraitUpsideDown: .portraitUpsideDown
        case .landscapeLeft: .landscapeLeft
        case .landscapeRight: .landscapeRight
        }
    }
}

/// A set of interface orientations.
///
/// Mirrors `UIInterfaceOrientationMask`: the application's mask is ANDed with the top
/// controller's `supportedInterfaceOrientations` before every rotation (RO-03).
public struct InterfaceOrientationMask: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let portrait = InterfaceOrientationMask(rawValue: 1 << 0)
    public static let portraitUpsideDown = InterfaceOrientationMask(rawValue: 1 << 1)
    public static let landscapeLeft = InterfaceOrientationMask(rawValue: 1 << 2)
    public static let landscapeRight = InterfaceOrientationMask(rawValue: 1 << 3)
    public static let landscape: InterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: InterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
    public static let allButUpsideDown: InterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]

    /// Whether the mask allows `orientation`.
    public func allows(_ orientation: InterfaceOrientation) -> Bool { contains(orientation.mask) }

    /// The orientations in the mask, in declaration order.
    public var orientations: [InterfaceOrientation] { InterfaceOrientation.allCases.filter(allows) }
}
