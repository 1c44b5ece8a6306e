import A11yCore
import A11ySceneModel

/// What the audit knows about one element of a screen: a value copy, so rules are pure.
///
/// The snapshot is what VoiceOver reads (`ElementSnapshot`); `description` what it says
/// (`ElementDescriber`, VoiceOverRules, "What is said for an element"); the rest are facts about the view that the rules
/// need and a snapshot does not carry: where the view is defined, whether it sits in a
/// system bar or a scroll view, a text field's placeholder, an image's name, and what
/// activating it did when the explorer tried.
public struct AuditElement: Sendable, Hashable, Codable {
    /// Where the view sits, as far as the rules care.
    public struct Placement: OptionSet, Sendable, Hashable, Codable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// In a navigation bar, toolbar or tab bar, whose buttons UIKit gives a touch area
        /// larger than their drawn frame.
        public static let inSystemBar = Placement(rawValue: 1 << 0)
        /// Inside a scroll view (a table too): VoiceOver scrolls it into view on focus.
        public static let inScrollView = Placement(rawValue: 1 << 1)
        /// Made by the system, not the app (a popover's "Dismiss popup" outside).
        public static let systemMade = Placement(rawValue: 1 << 2)
    }

    public var snapshot: ElementSnapshot
    /// What VoiceOver says for it, without the hint.
    public var description: String
    /// Where its view is defined.
    public var location: AuditLocation
    public var placement: Placement = []
    /// A text field's placeholder (not a search field's), when it has one.
    public var placeholder: String?
    /// Whether the app gave it an accessibility label of its own (`label:`), rather than
    /// leaving the class's default (a text field's placeholder, a button's title).
    public var hasOwnLabel = false
    /// Where the source gives the element's label (or title, or image) a value only the running
    /// app has: its absence is not known to be a mistake.
    public var labelAtRunTime: AuditLocation?
    /// An image view's image name (its asset or symbol name).
    public var imageName: String?
    /// Whether it is a table row (a cell read as one element).
    public var isTableCell = false
    /// Whether its label is a word UIKit supplies, not the app's text: a system bar button
    /// item's (Save, Add, Done, Edit), the back button's "Back", an activity indicator's "In
    /// progress", a progress view's "Progress". UIKit says these in the device's language.
    public var labelIsUIKits = false
    /// Whether its value names it, as a page control's "page 2 of 3" does in UIKit.
    public var valueIsName = false
    /// The id (else the position) of the view whose tap gesture acts on it: itself or an
    /// ancestor it is drawn in; nil when none does.
    public var tapHandler: String?
    /// What activating it did, when the explorer tried (nil when it did not).
    public var activation: AuditActivation?
    /// The size its text needs when its constraints hold it smaller: its text is cut off at the
    /// text size shown (only views laid out by Auto Layout know it); nil when it fits.
    public var neededSize: Size?
    /// Whether its text is cut off (`neededSize` is known).
    public var isTruncated: Bool { neededSize != nil }
    /// The ancestor that clips part of it away (a view with `clipsToBounds` it reaches out
    /// of), and the part of its frame left showing, when one does.
    public var clipping: Clipping?
    /// The ids of the views whose texts the element reads: its own and its subviews' (a cell
    /// reads its labels), for the language rules.
    public var textSources: [String] = []

    /// Which ancestor clips an element, and what of it shows.
    public struct Clipping: Sendable, Hashable, Codable {
        public var ancestor: String
        /// The part of the element's frame left showing, in screen coordinates.
        public var visible: Rect
    }

    public init(snapshot: ElementSnapshot, description: String, location: AuditLocation) {
        self.snapshot = snapshot
        self.description = description
        self.location = location
    }

    /// The view's id, the finding's `element`.
    public var id: String? { snapshot.id }
    public var traits: AccessibilityTraits { snapshot.traits }
    public var frame: Rect { snapshot.frame }

    /// The label, trimmed, or nil when it is empty.
    public var label: String? {
        guard let label = snapshot.label?.trimmedWhitespace, !label.isEmpty else { return nil }
        return label
    }

    /// The value, or nil when it is empty.
    public var value: String? {
        guard let value = snapshot.value, !value.trimmedWhitespace.isEmpty else { return nil }
        return value
    }

    /// Traits that mean a user can act on the element: activate, adjust, type or switch.
    public static let actionableTraits: AccessibilityTraits = [
        .button, .link, .adjustable, .textEntry, .searchField, .keyboardKey, .switchButton, .tabBarItem, .backButton,
    ]

    /// Whether a user can act on the element: an actionable trait, or custom actions.
    public var isActionable: Bool {
        !traits.isDisjoint(with: Self.actionableTraits) || !snapshot.customActions.isEmpty
    }

    /// Whether it is a control by its traits alone (what a touch would hit).
    public var isControl: Bool { !traits.isDisjoint(with: Self.actionableTraits) }

    /// What kind of element it is, by its traits, for messages: `button`, `switch`, `tab` …
    public var kind: String {
        if traits.contains(.tabBarItem) || snapshot.context.isTab { return "tab" }
        if traits.contains(.switchButton) { return "switch" }
        if traits.contains(.backButton) { return "back button" }
        if traits.contains(.searchField) { return "search field" }
        if traits.contains(.textEntry) { return "text field" }
        if traits.contains(.adjustable) { return "adjustable element" }
        if traits.contains(.link) { return "link" }
        if traits.contains(.button) { return "button" }
        if traits.contains(.image) { return "image" }
        if traits.contains(.header) { return "heading" }
        if isTableCell { return "cell" }
        if traits.contains(.staticText) { return "text" }
        return "element"
    }

    /// How messages name it: `"Play" (playPause)`, or its description when it has no label.
    public var name: String {
        let text = AuditText.quoted(label ?? description)
        return id.map { "\(text) (\($0))" } ?? text
    }
}

/// What activating an element did, as the explorer observed it.
///
/// Mirrors what a VoiceOver user notices after a double tap: the `[no action]` sound, a new
/// screen (with the screen-changed sound), something said or changed on this screen, or
/// nothing at all.
public enum AuditActivation: Sendable, Hashable, Codable {
    /// Nobody handled the activation: VoiceOver played `[no action]`.
    case noAction
    /// It was handled, but nothing a user can notice changed.
    case nothing
    /// Something on this screen changed (a value, a state, a view), or the app spoke.
    case changed
    /// Another screen came: its key.
    case newScreen(String)

    /// Whether a user notices anything.
    public var didSomething: Bool {
        switch self {
        case .noAction, .nothing: false
        case .changed, .newScreen: true
        }
    }
}

/// What the two-finger Z (escape) did on a modal screen.
public enum AuditEscapeOutcome: Sendable, Hashable, Codable {
    /// It dismissed the modal screen, or went back a level inside it.
    case handled
    /// Nothing handled it: `[no action]`, or no change.
    case nothing
    /// It changed the screen under the modal one (a navigation controller under a sheet
    /// popped), leaving the modal screen where it was.
    case changedUnderneath
}

extension String {
    /// The string as VoiceOver speaks it: without leading and trailing white space and line
    /// breaks, and without direction marks (`ElementDescriber.spoken`).
    var trimmedWhitespace: String { ElementDescriber.spoken(self) ?? "" }
}
