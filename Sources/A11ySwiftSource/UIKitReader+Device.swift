import A11yCore

/// The device a screen is shown on, as its code asks for it, and geometry's zero values (SwiftSourceReading.md,
/// "What is followed").
extension UIKitReader {
    /// What the device and its traits say while the screen is built, in portrait at the default
    /// text size (UIKit's size classes: an iPhone in portrait is compact wide and regular high, an
    /// iPad regular both ways; the text size Large): `userInterfaceIdiom`, `horizontalSizeClass`,
    /// `verticalSizeClass`, `preferredContentSizeCategory`; and the device's `model`, `name` and `systemName`.
    func trait(_ name: String, of owner: String) -> SwiftValue? {
        // The device shown: its model (also its name, which iOS 16 and later give apps without the entitlement to
        // read the one its owner chose) and its system.
        if owner == "UIDevice.current", ["model", "localizedModel", "name", "systemName"].contains(name) {
            let pad = device.idiom == .pad
            return .string(name == "systemName" ? (pad ? "iPadOS" : "iOS") : (pad ? "iPad" : "iPhone"), localizable: false)
        }
        return switch name {
        case "userInterfaceIdiom": .member(device.idiom == .pad ? "pad" : "phone")
        case "horizontalSizeClass": .member(device.idiom == .pad ? "regular" : "compact")
        case "verticalSizeClass": .member("regular")
        case "preferredContentSizeCategory": .member("large")
        default: nil
        }
    }

    /// A component of a geometry value's `.zero` (`edgeInsets.left` of a parameter whose default is `.zero`,
    /// `UIEdgeInsets.zero.top`, `CGSize.zero.width`): 0.
    static func zeroComponent(_ name: String, of value: SwiftValue) -> SwiftValue? {
        switch value {
        case .member("zero"): break
        case .symbol(let path) where zeroTypes.contains(where: { path == $0 + ".zero" }): break
        default: return nil
        }
        return zeroComponents.contains(name) ? .double(0) : nil
    }

    static let zeroTypes = ["UIEdgeInsets", "NSDirectionalEdgeInsets", "CGRect", "CGSize", "CGPoint", "CGVector", "UIOffset"]
    static let zeroComponents: Set<String> = [
        "top", "left", "bottom", "right", "leading", "trailing", "width", "height", "x", "y", "dx", "dy",
        "minX", "minY", "midX", "midY", "maxX", "maxY", "horizontal", "vertical",
    ]
}
