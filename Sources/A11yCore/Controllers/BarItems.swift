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
             fastForward, undo, redo

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
    public var title: String? { didSet { changed() } }
    /// The system item, if it is one.
    public let systemItem: SystemItem?
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

    /// The label VoiceOver speaks: the explicit label, else the title.
    public var spokenLabel: String? { accessibilityLabel ?? title }

    private func changed() { onChange?() }
}

/// What a controller shows in a navigation bar while it is on top of the stack.
///
/// Mirrors `UINavigationItem` (NC-50..63): created lazily per controller (LC-16).
@MainActor
public final class NavigationItem {
    /// The centre title; when nil the controller's `title` is used (NC-57).
    public var title: String? { didSet { changed() } }
    /// A view shown in the centre instead of the title (NC-57 rule 1).
    public var titleView: View? { didSet { changed() } }
    /// One line of text above the bar's items (NC-59).
    public var prompt: String? { didSet { changed() } }
    /// The back button shown on the *next* screen up (NC-55).
    public var backBarButtonItem: BarButtonItem? { didSet { observe(backBarButtonItem.map { [$0] } ?? []) } }
    /// Items on the left; the first replaces the back button (NC-53 rule 1).
    public var leftBarButtonItems: [BarButtonItem] = [] { didSet { observe(leftBarButtonItems) } }
    /// Items on the right (NC-58).
    public var rightBarButtonItems: [BarButtonItem] = [] { didSet { observe(rightBarButtonItems) } }
    /// Hides the back button even when there is a controller below.
    public var hidesBackButton = false { didSet { changed() } }

    /// The first left item (`leftBarButtonItem`).
    public var leftBarButtonItem: BarButtonItem? {
        get { leftBarButtonItems.first }
        set { leftBarButtonItems = newValue.map { [$0] } ?? [] }
    }
    /// The first right item (`rightBarButtonItem`).
    public var rightBarButtonItem: BarButtonItem? {
        get { rightBarButtonItems.first }
        set { rightBarButtonItems = newValue.map { [$0] } ?? [] }
    }

    var onChange: (@MainActor () -> Void)?

    public init(title: String? = nil) { self.title = title }

    private func changed() { onChange?() }

    /// Redraws the bar now and whenever one of `items` changes, so a relabelled item (the
    /// Edit button reading Done, LC-61, AX-43) shows its new title.
    private func observe(_ items: [BarButtonItem]) {
        for item in items { item.onChange = { [weak self] in self?.changed() } }
        changed()
    }
}

/// What a controller shows in a tab bar.
///
/// Mirrors `UITabBarItem` (TB-05..09): created lazily with the controller's title.
@MainActor
public final class TabBarItem {
    /// The title below the icon; nil means the controller's title (TB-05).
    public var title: String? { didSet { changed() } }
    /// A short badge, usually a count; nil for none (TB-08).
    public var badgeValue: String? { didSet { changed() } }
    /// Whether the tab can be selected.
    public var isEnabled = true { didSet { changed() } }
    /// An app-chosen number (`initWithTitle:image:tag:`).
    public var tag = 0
    /// The label VoiceOver speaks, when different from the title.
    public var accessibilityLabel: String? { didSet { changed() } }

    var onChange: (@MainActor () -> Void)?

    public init(title: String? = nil, badgeValue: String? = nil, tag: Int = 0) {
        self.title = title
        self.badgeValue = badgeValue
        self.tag = tag
    }

    private func changed() { onChange?() }
}
