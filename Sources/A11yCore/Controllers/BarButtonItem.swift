/// A button for a navigation bar or toolbar.
///
/// Mirrors `UIBarButtonItem`: a title, a system item (Edit, Done, Add …) or a custom view,
/// and a target/action as a closure (NC-60). The bar draws it as a `BarButton` view that
/// VoiceOver reads as a button labelled with its accessibility label, else its title.
@MainActor
public final class BarButtonItem {
    /// UIKit's system bar button items, with the label VoiceOver speaks for each.
    public enum SystemItem: String, Sendable, CaseIterable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action,
             organize, bookmarks, search, refresh, stop, camera, trash, play, pause, rewind,
             fastForward, undo, redo, close

        /// Whether UIKit draws the item as a symbol rather than its word (since iOS 13: Add,
        /// Close, Share, Compose, Search … ; Done, Cancel, Edit and Save stay words, and the
        /// model takes Undo and Redo as words too).
        public var isSymbol: Bool {
            ![.done, .cancel, .edit, .save, .undo, .redo, .flexibleSpace, .fixedSpace].contains(self)
        }

        /// The word VoiceOver says for the item.
        public var spokenLabel: String? {
            switch self {
            case .flexibleSpace, .fixedSpace: nil
            case .action: "Share"
            case .trash: "Delete"
            case .fastForward: "Fast Forward"
            default: rawValue.prefix(1).uppercased() + rawValue.dropFirst()
            }
        }
    }

    /// The id scene files and scripts use for the item's button.
    public var identifier: String?
    /// The title shown on the button.
    public var title: String? {
        didSet {
            titleIsUIKits = false   // a title set is the app's own (UIKit's Edit/Done item sets the flag again)
            changed()
        }
    }
    /// The system item, if it is one.
    public let systemItem: SystemItem?
    /// Whether the title is UIKit's own word (a system item's, the Edit/Done item's), shown in
    /// the device's language (`UIKitWords`) rather than translated by the app.
    public var titleIsUIKits = false { didSet { if titleIsUIKits != oldValue { changed() } } }
    /// A custom view shown instead of a button (NC-60 `initWithCustomView:`).
    public let customView: View?
    /// The label VoiceOver speaks, when different from the title.
    public var accessibilityLabel: String? { didSet { changed() } }
    /// The hint VoiceOver speaks.
    public var accessibilityHint: String? { didSet { changed() } }
    /// Whether the button can be used.
    public var isEnabled = true { didSet { changed() } }
    /// The action: what a tap does. The app supplies it (NC-60).
    public var action: (@MainActor () -> Void)?
    /// What activating the item runs in app code the model does not have (`View.codeAction`).
    public var codeAction: String?
    /// Handlers for VoiceOver gestures on the item's button.
    public var accessibilityGestureHandlers = AccessibilityGestureHandlers()

    /// Called when something shown changed, so the bar redraws.
    var onChange: (@MainActor () -> Void)?

    public init(title: String, action: (@MainActor () -> Void)? = nil) {
        self.title = title
        self.systemItem = nil
        self.customView = nil
        self.action = action
    }

    public init(systemItem: SystemItem, action: (@MainActor () -> Void)? = nil) {
        self.systemItem = systemItem
        self.title = systemItem.spokenLabel
        self.titleIsUIKits = systemItem.spokenLabel != nil
        self.customView = nil
        self.action = action
    }

    public init(customView: View) {
        self.customView = customView
        self.systemItem = nil
        self.title = nil
    }

    /// Whether the item takes space but shows nothing (flexible and fixed spaces).
    public var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

    /// The title as a bar shows it in `language`: UIKit's own word in that language, else the title.
    func shownTitle(in language: String?) -> String? {
        guard titleIsUIKits, let title else { return title }
        return UIKitWords.word(title, in: language)
    }

    /// The label VoiceOver speaks: the explicit label, else the title.
    public var spokenLabel: String? { accessibilityLabel ?? title }

    private func changed() { onChange?() }
}
