/// A real device's screen: its size in points and the safe-area insets its status bar,
/// sensor housing, rounded corners and home indicator take, in portrait and in landscape.
///
/// Sizes are Apple's (Human Interface Guidelines, "Layout", device screen sizes, in points).
/// Safe-area insets are what `UIView.safeAreaInsets` of a full-screen view reports on each
/// device in the iOS 18 simulator (Xcode 16), the same figures Interface Builder's canvases
/// use for their status bars and home indicators. Phones hide the status bar in landscape;
/// pads keep it. Biometric sensors are Apple's device specifications: Face ID on the phones
/// without a Home button and on the iPad Pros with rounded corners, Touch ID in the Home button
/// or the top button of the others, none on the iPhone 4s (the 12.9-inch iPad Pro is the Face ID
/// model, though its canvas ids also name the earlier one with a Home button). `Device.all` lists them;
/// `voicenav devices` prints the table.
public struct Device: Sendable, Hashable {
    /// The name used on the command line (`iphone-16-pro`).
    public var name: String
    /// The name Apple gives it.
    public var displayName: String
    public var idiom: DeviceIdiom
    /// The screen in portrait, in points.
    public var portraitSize: Size
    /// The safe-area insets in portrait and in landscape (landscape right: the top of the
    /// portrait device on the left).
    public var portraitSafeArea: EdgeInsets
    public var landscapeSafeArea: EdgeInsets
    /// The status bar's height in portrait (the top inset) and in landscape (0 on phones).
    public var portraitStatusBar: Double
    public var landscapeStatusBar: Double
    /// The Interface Builder canvas ids (`retina6_12`) that design for this device.
    public var canvasIDs: [String]
    /// Pixels per point: UIKit rounds what it sizes to fit (a self-sizing row's height) to this grid.
    public var scale: Double
    /// The biometric sensor it has (Apple's device specifications): what
    /// `LAContext.biometryType` gives once `canEvaluatePolicy` was asked.
    public var biometry: Biometry

    /// A device's biometric sensor, named as `LABiometryType`'s cases.
    public enum Biometry: String, Sendable, Hashable {
        case none, touchID, faceID
    }

    public init(name: String, displayName: String, idiom: DeviceIdiom, portraitSize: Size, portraitSafeArea: EdgeInsets,
                landscapeSafeArea: EdgeInsets, portraitStatusBar: Double, landscapeStatusBar: Double,
                canvasIDs: [String] = [], scale: Double = 2, biometry: Biometry = .none) {
        self.name = name
        self.displayName = displayName
        self.idiom = idiom
        self.portraitSize = portraitSize
        self.portraitSafeArea = portraitSafeArea
        self.landscapeSafeArea = landscapeSafeArea
        self.portraitStatusBar = portraitStatusBar
        self.landscapeStatusBar = landscapeStatusBar
        self.canvasIDs = canvasIDs
        self.scale = scale
        self.biometry = biometry
    }

    /// `length` rounded up to the screen's pixel grid, as UIKit sizes a self-sizing table row
    /// to hold its content (a length already on the grid, but for floating-point noise, stays).
    public func ceilToPixels(_ length: Double) -> Double {
        let pixels = length * scale
        return ((pixels - pixels.rounded()).magnitude < 1e-6 ? pixels.rounded() : pixels.rounded(.up)) / scale
    }

    /// UIKit's `systemMinimumLayoutMargins` at the sides for a screen `screenWidth` wide in
    /// portrait: 16 pt on phones narrower than 414 pt, 20 pt on wider ones (and on pads).
    public static func systemMinimumMargin(screenWidth: Double) -> Double { screenWidth >= 414 ? 20 : 16 }

    /// This device's side margin (it follows the device, not the orientation).
    public var systemMinimumMargin: Double {
        Self.systemMinimumMargin(screenWidth: idiom == .pad ? 1024 : portraitSize.width)
    }

    /// The screen's bounds in `orientation`.
    public func bounds(in orientation: InterfaceOrientation) -> Rect {
        orientation.isLandscape
            ? Rect(x: 0, y: 0, width: portraitSize.height, height: portraitSize.width)
            : Rect(origin: .zero, size: portraitSize)
    }

    /// The safe-area insets of the whole screen in `orientation`.
    public func safeArea(in orientation: InterfaceOrientation) -> EdgeInsets {
        orientation.isLandscape ? landscapeSafeArea : portraitSafeArea
    }

    /// The status bar's height in `orientation`.
    public func statusBarHeight(in orientation: InterfaceOrientation) -> Double {
        orientation.isLandscape ? landscapeStatusBar : portraitStatusBar
    }

    /// The home indicator's area at the bottom of the screen (the bottom safe-area inset).
    public func homeIndicatorHeight(in orientation: InterfaceOrientation) -> Double {
        safeArea(in: orientation).bottom
    }

    /// The device named `name` (the command-line name, case and spaces ignored), if known.
    public static func named(_ name: String) -> Device? {
        let key = name.lowercased().replacingSpaces()
        return all.first { $0.name == key || $0.displayName.lowercased().replacingSpaces() == key }
    }

    /// The device an Interface Builder canvas id designs for.
    public static func canvas(_ id: String) -> Device? { all.first { $0.canvasIDs.contains(id) } }

    /// The device the model shows when none is chosen: the 402 × 874 phone, or the
    /// 1024 × 1366 pad.
    public static func standard(for idiom: DeviceIdiom) -> Device {
        idiom == .phone ? iPhone16Pro : iPadPro129
    }

    private static func phone(_ name: String, _ display: String, _ width: Double, _ height: Double, top: Double,
                              bottom: Double, landscapeSide: Double, landscapeBottom: Double,
                              canvas: [String], scale: Double = 3, biometry: Biometry = .faceID) -> Device {
        Device(name: name, displayName: display, idiom: .phone, portraitSize: Size(width: width, height: height),
               portraitSafeArea: EdgeInsets(top: top, bottom: bottom),
               landscapeSafeArea: EdgeInsets(left: landscapeSide, bottom: landscapeBottom, right: landscapeSide),
               portraitStatusBar: top, landscapeStatusBar: 0, canvasIDs: canvas, scale: scale, biometry: biometry)
    }

    private static func pad(_ name: String, _ display: String, _ width: Double, _ height: Double, top: Double,
                            bottom: Double, canvas: [String], biometry: Biometry = .touchID) -> Device {
        Device(name: name, displayName: display, idiom: .pad, portraitSize: Size(width: width, height: height),
               portraitSafeArea: EdgeInsets(top: top, bottom: bottom), landscapeSafeArea: EdgeInsets(top: top, bottom: bottom),
               portraitStatusBar: top, landscapeStatusBar: top, canvasIDs: canvas, biometry: biometry)
    }

    public static let iPhone16Pro = phone("iphone-16-pro", "iPhone 16 Pro", 402, 874, top: 62, bottom: 34,
                                          landscapeSide: 62, landscapeBottom: 21, canvas: ["retina6_3"])
    public static let iPadPro129 = pad("ipad-pro-12.9", "iPad Pro (12.9-inch)", 1024, 1366, top: 24, bottom: 20,
                                       canvas: ["ipad12_9", "ipad12_9rounded"], biometry: .faceID)

    /// Every device the tool knows, phones from small to large, then pads.
    public static let all: [Device] = [
        phone("iphone-se", "iPhone SE (3rd generation)", 375, 667, top: 20, bottom: 0, landscapeSide: 0,
              landscapeBottom: 0, canvas: ["retina4_7"], scale: 2, biometry: .touchID),
        phone("iphone-se-1st", "iPhone SE (1st generation)", 320, 568, top: 20, bottom: 0, landscapeSide: 0,
              landscapeBottom: 0, canvas: ["retina4_0"], scale: 2, biometry: .touchID),
        phone("iphone-4s", "iPhone 4s", 320, 480, top: 20, bottom: 0, landscapeSide: 0, landscapeBottom: 0,
              canvas: ["retina3_5"], scale: 2, biometry: .none),
        phone("iphone-8-plus", "iPhone 8 Plus", 414, 736, top: 20, bottom: 0, landscapeSide: 0, landscapeBottom: 0,
              canvas: ["retina5_5"], biometry: .touchID),
        phone("iphone-11-pro", "iPhone 11 Pro", 375, 812, top: 44, bottom: 34, landscapeSide: 44, landscapeBottom: 21,
              canvas: ["retina5_9", "retina5_8"]),
        phone("iphone-13-mini", "iPhone 13 mini", 375, 812, top: 50, bottom: 34, landscapeSide: 50, landscapeBottom: 21,
              canvas: ["retina5_4"]),
        phone("iphone-11", "iPhone 11", 414, 896, top: 48, bottom: 34, landscapeSide: 48, landscapeBottom: 21,
              canvas: ["retina6_1"], scale: 2),
        phone("iphone-11-pro-max", "iPhone 11 Pro Max", 414, 896, top: 44, bottom: 34, landscapeSide: 44,
              landscapeBottom: 21, canvas: ["retina6_5"]),
        phone("iphone-16e", "iPhone 16e", 390, 844, top: 47, bottom: 34, landscapeSide: 47, landscapeBottom: 21,
              canvas: ["retina6_0", "retina6_06"]),
        phone("iphone-14-plus", "iPhone 14 Plus", 428, 926, top: 47, bottom: 34, landscapeSide: 47, landscapeBottom: 21,
              canvas: ["retina6_7"]),
        phone("iphone-16", "iPhone 16", 393, 852, top: 59, bottom: 34, landscapeSide: 59, landscapeBottom: 21,
              canvas: ["retina6_12"]),
        phone("iphone-16-plus", "iPhone 16 Plus", 430, 932, top: 59, bottom: 34, landscapeSide: 59, landscapeBottom: 21,
              canvas: ["retina6_72"]),
        iPhone16Pro,
        phone("iphone-16-pro-max", "iPhone 16 Pro Max", 440, 956, top: 62, bottom: 34, landscapeSide: 62,
              landscapeBottom: 21, canvas: ["retina6_9"]),
        pad("ipad-mini", "iPad mini (A17 Pro)", 744, 1133, top: 24, bottom: 20, canvas: ["ipad8_3"]),
        pad("ipad-9.7", "iPad (9.7-inch)", 768, 1024, top: 20, bottom: 0, canvas: ["ipad9_7"]),
        pad("ipad-10.2", "iPad (9th generation)", 810, 1080, top: 20, bottom: 0, canvas: ["ipad10_2"]),
        pad("ipad-pro-10.5", "iPad Pro (10.5-inch)", 834, 1112, top: 20, bottom: 0, canvas: ["ipad10_5"]),
        pad("ipad-air-11", "iPad Air 11-inch (M2)", 820, 1180, top: 24, bottom: 20, canvas: ["ipad10_9rounded"]),
        pad("ipad-pro-11", "iPad Pro 11-inch", 834, 1194, top: 24, bottom: 20, canvas: ["ipad11", "ipad11_0rounded"],
            biometry: .faceID),
        iPadPro129,
        pad("ipad-pro-13", "iPad Pro 13-inch (M4)", 1032, 1376, top: 24, bottom: 20, canvas: ["ipad13"], biometry: .faceID),
    ]
}

extension String {
    fileprivate func replacingSpaces() -> String {
        String(map { $0 == " " || $0 == "_" ? "-" : $0 })
    }
}
