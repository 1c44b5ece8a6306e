/// The kind of device the app runs on.
///
/// Decides the screen size (phone 402 × 874, pad 1024 × 1366 points in portrait), the
/// reading-order row tolerance (8 pt phone, 13 pt pad), the default orientations (RO-03)
/// and which presentation styles exist (MP-20).
public enum DeviceIdiom: String, Sendable, Hashable, CaseIterable, Codable {
    case phone
    case pad

    /// The idiom's standard device (`Device.standard(for:)`), where the sizes below come from.
    public var standardDevice: Device { .standard(for: self) }

    /// The standard device's screen size in portrait.
    public var portraitScreenSize: Size { standardDevice.portraitSize }

    /// The screen's bounds in `orientation`.
    public func screenBounds(in orientation: InterfaceOrientation) -> Rect { standardDevice.bounds(in: orientation) }

    /// The same-row tolerance of VoiceOver's reading order (VoiceOverRules, "Reading order"): VoiceOver puts
    /// an element in the row of the element before it when its top is less than this many
    /// points below that element's top. 8 pt on the phone and 13 pt on the pad, measured on
    /// devices. This is the one place these numbers live: the reading order
    /// (`ReadingOrder`, `RowWalk`) and the navigator's text drawing group rows with it.
    public var rowTolerance: Double { self == .phone ? 8 : 13 }

    /// The status bar's height in portrait: the area above the safe area at the top of the
    /// screen (V-09): 62 pt on the 402 × 874 phone (iPhone 16 Pro, with the Dynamic Island),
    /// 24 pt on the 1024 × 1366 pad (iPad Pro 12.9-inch, with rounded corners).
    public var statusBarHeight: Double { standardDevice.portraitStatusBar }

    /// The status bar's height in `orientation`: an iPhone with a Dynamic Island hides the
    /// status bar in landscape; an iPad keeps it.
    public func statusBarHeight(in orientation: InterfaceOrientation) -> Double {
        standardDevice.statusBarHeight(in: orientation)
    }

    /// The home indicator's area at the bottom of the screen (the bottom safe-area inset):
    /// 34 pt on the phone in portrait, 21 pt in landscape; 20 pt on the pad. Bars at the
    /// bottom of the screen (tab bar, toolbar) grow by it.
    public func homeIndicatorHeight(in orientation: InterfaceOrientation) -> Double {
        standardDevice.homeIndicatorHeight(in: orientation)
    }
}
