import A11yCore
import A11ySceneModel

/// The three families of accessibility dump a running app gives (DumpImport.md).
public enum DumpFormat: String, Sendable, Hashable, CaseIterable {
    /// Appium's / WebDriverAgent's page source: XML, an `AppiumAUT` or `XCUIElementType…` root.
    case pageSource
    /// `XCUIApplication().debugDescription`: the `Element subtree:` text of an XCTest log.
    case debugDescription
    /// `idb ui describe-all --json` (a flat array) or AXe `describe-ui` (nested `children`).
    case accessibilityJSON

    /// How `voicenav scenes` names it.
    public var displayName: String {
        switch self {
        case .pageSource: "Appium / WebDriverAgent page source (XML)"
        case .debugDescription: "XCUITest debugDescription"
        case .accessibilityJSON: "idb / AXe accessibility JSON"
        }
    }

    /// What a dump of this format cannot say, in words for `voicenav scenes` and the notes.
    public var blindSpots: [String] {
        switch self {
        case .pageSource:
            ["no hints (accessibilityHint is not in page source)",
             "traits only where the driver wrote a `traits` attribute (newer WebDriverAgent)",
             "no custom actions unless the driver was asked for them"]
        case .debugDescription:
            ["no traits: a heading or a header is not marked", "no hints", "no visibility: every node of the snapshot is listed",
             "no accessible flag: which nodes VoiceOver reads is inferred from their types"]
        case .accessibilityJSON:
            ["only the accessibility elements: views that are not elements are missing",
             "containers' kinds (navigation bar, tab bar) only as the simulator's localized role description",
             "no selected state except a tab's value"]
        }
    }

    /// Which audit inputs the format has (the audit skips the rules that need one it lacks).
    public var capabilities: DumpCapabilities {
        switch self {
        case .pageSource: [.labels, .frames, .identifiers, .enabled, .visibility, .placeholders]
        case .debugDescription: [.labels, .frames, .identifiers, .enabled, .placeholders]
        case .accessibilityJSON: [.labels, .frames, .identifiers, .enabled, .traits, .hints, .customActions]
        }
    }
}

/// What a dump format records, for the audit's rules (each rule says what it needs).
public struct DumpCapabilities: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let labels = DumpCapabilities(rawValue: 1 << 0)
    public static let frames = DumpCapabilities(rawValue: 1 << 1)
    public static let identifiers = DumpCapabilities(rawValue: 1 << 2)
    public static let enabled = DumpCapabilities(rawValue: 1 << 3)
    public static let visibility = DumpCapabilities(rawValue: 1 << 4)
    public static let traits = DumpCapabilities(rawValue: 1 << 5)
    public static let hints = DumpCapabilities(rawValue: 1 << 6)
    public static let customActions = DumpCapabilities(rawValue: 1 << 7)
    public static let placeholders = DumpCapabilities(rawValue: 1 << 8)
    /// Everything a scene or Interface Builder file can say.
    public static let all = DumpCapabilities(rawValue: (1 << 9) - 1)
}

/// One node of a dump, as its reader found it: the type, the text VoiceOver would use, the
/// frame in screen points, the flags the format has, the children in document order.
package final class DumpNode {
    /// The type name without its prefix (`Button`, `StaticText`, `Other`): XCUIElement's
    /// names, or AXe's (`Heading`, `Group`, `GenericElement`, `RadioButton`).
    package var type: String
    package var label: String?
    package var identifier: String?
    package var value: String?
    package var placeholder: String?
    package var hint: String?
    /// Trait names the format gives (page source `traits`, AXe `traits`), lower-cased.
    package var traits: [String] = []
    /// AXe/idb `subrole` (`AXTabButton`, `AXSearchField`).
    package var subrole: String?
    package var frame: Rect?
    /// The dump gave a frame it could not know (coordinates at the integer limit): the element
    /// is not on screen (DumpImport.md, "Frames").
    var frameUnknown = false
    package var enabled = true
    package var selected = false
    /// nil: the format does not say.
    package var visible: Bool?
    /// WebDriverAgent's `accessible`; nil: the format does not say.
    package var accessible: Bool?
    /// The process (idb/AXe `pid`, debugDescription's Application line).
    package var pid: Int?
    package var customActions: [String] = []
    package var children: [DumpNode] = []
    /// What the screen builder reads it as (`DumpScreenBuilder.kind(of:)`), once worked out.
    package var kind: DumpScreenBuilder.Kind?
    /// Where it is: line and column (XML, text) or the JSON path.
    package var position: FilePosition
    /// JSON: where the node is (its path, for notes).
    package var json: JSONPlace?
    var jsonPath: String? { json?.path }

    package init(type: String, position: FilePosition) {
        self.type = type
        self.position = position
    }

    /// `label`, unless empty.
    package var text: String? { label.flatMap { $0.isEmpty ? nil : $0 } }
}

/// A dump as read: its format, the app, the screen size, the tree, and what could not be read.
package struct AccessibilityDump {
    package var format: DumpFormat
    package var file: String
    /// The application node (or a synthetic one when the dump starts lower).
    package var root: DumpNode
    /// `debugDescription`: how many `Element subtree:` blocks the text has, and which was read.
    package var blockCount = 1
    package var blockIndex = 1
    package var notes: [ImportNote] = []
}
