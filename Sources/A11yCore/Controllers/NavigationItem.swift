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
    /// The search bar of the item's search controller (`UINavigationItem.searchController`):
    /// shown on a row of the bar below the title, as iOS 11 to 18 place it.
    public var searchBar: SearchBar? { didSet { changed() } }
    /// Hides the back button even when there is a controller below.
    public var hidesBackButton = false { didSet { changed() } }
    /// Whether the title shows large, below the bar's items, when the navigation controller
    /// prefers large titles (`UINavigationItem.LargeTitleDisplayMode`).
    public var largeTitleDisplayMode = LargeTitleDisplayMode.automatic { didSet { changed() } }

    /// `UINavigationItem.LargeTitleDisplayMode`: automatic follows the item below on the stack
    /// (the root's is large), always and never decide for this item.
    public enum LargeTitleDisplayMode: String, Sendable, CaseIterable {
        case automatic, always, never

        /// Whether the top of a stack shows its title large, given its items' modes from the
        /// top down: the first that is not automatic decides; all automatic, it is large.
        public static func showsLarge(topFirst modes: some Sequence<LargeTitleDisplayMode>) -> Bool {
            modes.first { $0 != .automatic }.map { $0 == .always } ?? true
        }
    }

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
