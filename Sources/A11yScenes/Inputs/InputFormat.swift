import Foundation
import A11yDumps

/// The kinds of file voicenav reads a screen from, told apart by their content.
public enum InputFormat: String, Sendable, Hashable {
    /// A scene file: YAML or JSON (SceneFileReference).
    case sceneFile
    /// An Interface Builder storyboard or xib: XML with a `<document>` root.
    case interfaceBuilder
    /// Appium's / WebDriverAgent's page source: XML with an `AppiumAUT` or `XCUIElementType…` root.
    case pageSource
    /// XCUITest's `debugDescription` (text with an `Element subtree:`, anywhere in a log).
    case debugDescription
    /// `idb ui describe-all --json` or AXe `describe-ui`: JSON with `AXLabel`, `AXFrame` … keys.
    case accessibilityJSON
    /// Swift source with SwiftUI views: `import SwiftUI`, a `View` type or a `#Preview`
    /// (SwiftSourceReading.md).
    case swiftSource

    /// The dump format this is, for the three dumps of a running app.
    public var dumpFormat: DumpFormat? {
        switch self {
        case .pageSource: .pageSource
        case .debugDescription: .debugDescription
        case .accessibilityJSON: .accessibilityJSON
        case .sceneFile, .interfaceBuilder, .swiftSource: nil
        }
    }
}
