import SwiftSyntax

/// What the system's accessibility settings answer while VoiceOver reads the screen
/// (SwiftSourceReading.md, "What the source fixes"): VoiceOver is running, as it is for the user
/// who hears the screen; the other assistive technologies and display settings are as a device
/// has them before its owner changes them (off; videos play by themselves, a shake undoes).
extension UIKitReader {
    /// `UIAccessibility.isVoiceOverRunning`, `UIAccessibility.isReduceMotionEnabled`, …; nil for
    /// a name that is not one of those settings.
    static func accessibilitySetting(_ name: String) -> SwiftValue? {
        switch name {
        case "isVoiceOverRunning": .bool(true)
        case "isVideoAutoplayEnabled", "isShakeToUndoEnabled": .bool(true)
        case "isSwitchControlRunning", "isAssistiveTouchRunning", "isGuidedAccessEnabled", "isBoldTextEnabled",
             "isReduceMotionEnabled", "isReduceTransparencyEnabled", "isDarkerSystemColorsEnabled", "isGrayscaleEnabled",
             "isInvertColorsEnabled", "isMonoAudioEnabled", "isClosedCaptioningEnabled", "isSpeakScreenEnabled",
             "isSpeakSelectionEnabled", "isOnOffSwitchLabelsEnabled", "buttonShapesEnabled",
             "shouldDifferentiateWithoutColor", "prefersCrossFadeTransitions":
            .bool(false)
        default: nil
        }
    }

    /// The same settings as the functions Swift 4 called them by (`UIAccessibilityIsVoiceOverRunning()`).
    static func accessibilityFunction(_ name: String) -> SwiftValue? {
        let prefix = "UIAccessibilityIs"
        guard name.hasPrefix(prefix) else {
            return name == "UIAccessibilityDarkerSystemColorsEnabled" ? accessibilitySetting("isDarkerSystemColorsEnabled") : nil
        }
        return accessibilitySetting("is" + name.dropFirst(prefix.count))
    }

    /// SwiftUI's environment values for the same settings (`@Environment(\.accessibilityVoiceOverEnabled)`), by the key
    /// path's name; nil for another value.
    static func accessibilityEnvironment(_ name: String) -> SwiftValue? {
        switch name {
        case "accessibilityVoiceOverEnabled", "accessibilityEnabled", "accessibilityPlayAnimatedImages": .bool(true)
        case "accessibilitySwitchControlEnabled", "accessibilityReduceMotion", "accessibilityReduceTransparency",
             "accessibilityDifferentiateWithoutColor", "accessibilityInvertColors", "accessibilityShowButtonShapes",
             "accessibilityAssistiveAccessEnabled", "accessibilityDimFlashingLights", "accessibilityPrefersCrossFadeTransitions",
             "accessibilityQuickActionsEnabled", "accessibilityLargeContentViewerEnabled":
            .bool(false)
        default: nil
        }
    }
}
