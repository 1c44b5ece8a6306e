/// The traits that describe an accessibility element's role and state.
///
/// Mirrors `UIAccessibilityTraits`. The trait names are the ones scene files use
/// (SceneFileReference, "Views"); `description(of:)` turns a set into VoiceOver's trait words in the
/// fixed order of VoiceOverRules, "What is said for an element" rule 4.
public struct AccessibilityTraits: OptionSet, Sendable, Hashable, Codable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    public static let button = AccessibilityTraits(rawValue: 1 << 0)
    public static let link = AccessibilityTraits(rawValue: 1 << 1)
    public static let image = AccessibilityTraits(rawValue: 1 << 2)
    public static let selected = AccessibilityTraits(rawValue: 1 << 3)
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 4)
    public static let keyboardKey = AccessibilityTraits(rawValue: 1 << 5)
    public static let staticText = AccessibilityTraits(rawValue: 1 << 6)
    public static let summaryElement = AccessibilityTraits(rawValue: 1 << 7)
    public static let notEnabled = AccessibilityTraits(rawValue: 1 << 8)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 9)
    public static let searchField = AccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    public static let adjustable = AccessibilityTraits(rawValue: 1 << 12)
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 13)
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 14)
    public static let tabBar = AccessibilityTraits(rawValue: 1 << 15)
    public static let header = AccessibilityTraits(rawValue: 1 << 16)
    public static let textEntry = AccessibilityTraits(rawValue: 1 << 17)
    public static let switchButton = AccessibilityTraits(rawValue: 1 << 18)
    public static let backButton = AccessibilityTraits(rawValue: 1 << 19)
    public static let tabBarItem = AccessibilityTraits(rawValue: 1 << 20)
    /// Not one of UIKit's public traits: marks a secure text field ("Secure Text Field.").
    public static let secureTextEntry = AccessibilityTraits(rawValue: 1 << 21)
    /// Not one of UIKit's public traits: a text field being edited ("Is editing."), as
    /// VoiceOver reads the first responder's field (`UITextField.isEditing`).
    public static let isEditing = AccessibilityTraits(rawValue: 1 << 22)

    /// Every trait with the name scene files use for it, in declaration order.
    public static let named: [(name: String, trait: AccessibilityTraits)] = [
        ("button", .button), ("link", .link), ("image", .image), ("selected", .selected),
        ("playsSound", .playsSound), ("keyboardKey", .keyboardKey), ("staticText", .staticText),
        ("summaryElement", .summaryElement), ("notEnabled", .notEnabled),
        ("updatesFrequently", .updatesFrequently), ("searchField", .searchField),
        ("startsMediaSession", .startsMediaSession), ("adjustable", .adjustable),
        ("allowsDirectInteraction", .allowsDirectInteraction), ("causesPageTurn", .causesPageTurn),
        ("tabBar", .tabBar), ("header", .header), ("textEntry", .textEntry),
        ("switchButton", .switchButton), ("backButton", .backButton), ("tabBarItem", .tabBarItem),
        ("secureTextEntry", .secureTextEntry), ("isEditing", .isEditing),
    ]

    /// The trait called `name` in scene files, or nil.
    public static func trait(named name: String) -> AccessibilityTraits? {
        named.first { $0.name == name }?.trait
    }

    /// The scene-file names of the traits in this set, in declaration order.
    public var names: [String] {
        Self.named.filter { contains($0.trait) }.map(\.name)
    }
}
