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
    /// The hint VoiceOver speaks after the tab, as `UITabBarItem.accessibilityHint`.
    public var accessibilityHint: String? { didSet { changed() } }

    var onChange: (@MainActor () -> Void)?

    public init(title: String? = nil, badgeValue: String? = nil, tag: Int = 0) {
        self.title = title
        self.badgeValue = badgeValue
        self.tag = tag
    }

    private func changed() { onChange?() }

    /// The words VoiceOver says for a system tab bar item (`UITabBarItem.SystemItem`, by case
    /// name): its title, which UIKit supplies.
    public nonisolated static let systemItemTitles: [String: String] = [
        "more": "More", "favorites": "Favorites", "featured": "Featured", "topRated": "Top Rated", "recents": "Recents",
        "contacts": "Contacts", "history": "History", "bookmarks": "Bookmarks", "search": "Search", "downloads": "Downloads",
        "mostRecent": "Most Recent", "mostViewed": "Most Viewed",
    ]
}
