/// The bar at the top of a navigation interface.
///
/// Mirrors `UINavigationBar` (NC-50..64): a prompt line (NC-59), then the left slot (a
/// custom left item, else the back button, NC-53..56), the centre (title view, else a
/// title label with the header trait, NC-57) and the right slot (NC-58). Its views are
/// real subviews that VoiceOver reads in that order (AX-42). A navigation controller sets
/// what it shows; a stand-alone bar (placed in a view, as a modal screen's often is) shows
/// the item it is given (`setItem(title:leftItems:rightItems:)`, UIKit's `UINavigationBar.items`
/// with one `UINavigationItem`).
@MainActor
public final class NavigationBar: View {
    public nonisolated static let height = 44.0
    public nonisolated static let promptHeight = 30.0
    /// The row a large title takes below the bar's items.
    public nonisolated static let largeTitleHeight = 52.0
    /// The row a navigation item's search bar takes below the title.
    public nonisolated static let searchHeight = 52.0

    /// The back button currently shown, if any.
    public private(set) var backButton: BarButton?
    /// The title label currently shown, if any.
    public private(set) var titleLabel: Label?
    /// The prompt label currently shown, if any.
    public private(set) var promptLabel: Label?

    /// The contents to show, computed by the navigation controller.
    struct Contents {
        var prompt: String?
        var leftItems: [BarButtonItem]
        var backItem: BarButtonItem?
        var titleView: View?
        var title: String?
        var rightItems: [BarButtonItem]
        /// Whether the title shows large, on its own row below the items.
        var largeTitle = false
        /// The item's search bar, on a row below the title.
        var searchBar: SearchBar?
        /// Put before the ids the bar generates (`navigationTitle`, `navigationPrompt`,
        /// `backButton`, `editButton`) when another navigation bar on the screen has the plain
        /// ones: `"<navigation controller id>."` (see `NavigationController.generatedIDPrefix`).
        var idPrefix = ""
    }

    /// The ids a bar generates for the elements it makes, which `Contents.idPrefix` keeps
    /// unique on a screen.
    nonisolated public static let generatedIDs: Set<String> = ["navigationTitle", "navigationPrompt", "backButton", "editButton"]

    /// A stand-alone bar's own item, shown again whenever the bar changes size.
    private var ownContents: Contents?
    /// The width and direction a stand-alone bar's item was last placed for.
    private var ownPlacement: (width: Double, rightToLeft: Bool, language: String?)?

    /// Shows one navigation item on a stand-alone bar: its left items, its title (a heading)
    /// and its right items, as `UINavigationBar.setItems(_:animated:)` with one item does.
    public func setItem(title: String?, leftItems: [BarButtonItem] = [], rightItems: [BarButtonItem] = []) {
        ownContents = Contents(prompt: nil, leftItems: leftItems, backItem: nil, titleView: nil, title: title,
                               rightItems: rightItems)
        ownPlacement = nil
        layoutSubviews()
    }

    /// A stand-alone bar places its item's views again for its new width (from the right in a
    /// right-to-left window).
    public override func layoutSubviews() {
        guard var ownContents else { return }
        // Its title's id is the bar's own, so it never clashes with a navigation controller's.
        ownContents.idPrefix = accessibilityIdentifier.map { $0 + "." } ?? ""
        let placement = (width: frame.width, rightToLeft: window?.screen.layoutDirection == .rightToLeft,
                         language: window?.screen.language)
        if let ownPlacement, ownPlacement == placement { return }
        ownPlacement = placement
        show(ownContents, rightToLeft: placement.rightToLeft)
    }

    public override func didMoveToWindow() { layoutSubviews() }

    /// The bar's height for `prompt`, a large title and a search bar.
    static func height(hasPrompt: Bool, largeTitle: Bool = false, search: Bool = false) -> Double {
        height + (hasPrompt ? promptHeight : 0) + (largeTitle ? largeTitleHeight : 0) + (search ? searchHeight : 0)
    }

    func show(_ contents: Contents, rightToLeft: Bool) {
        subviews.forEach { $0.removeFromSuperview() }
        backButton = nil
        titleLabel = nil
        promptLabel = nil
        let width = frame.width
        var top = 0.0
        if let prompt = contents.prompt {
            let label = Label(text: prompt, frame: Rect(x: 0, y: 0, width: width, height: Self.promptHeight))
            label.accessibilityIdentifier = contents.idPrefix + "navigationPrompt"
            addSubview(label)
            promptLabel = label
            top = Self.promptHeight
        }
        func place(_ view: View, x: Double, width w: Double) {
            let originX = rightToLeft ? width - x - w : x
            view.frame = Rect(x: originX, y: top + 4, width: w, height: Self.height - 8)
            addSubview(view)
        }
        var leftEdge = 8.0
        var leftViews: [(View, Double)] = []
        if contents.leftItems.isEmpty, let back = contents.backItem {
            let button = BarButton(item: back)
            button.accessibilityTraits = [.button, .backButton]
            if button.accessibilityIdentifier == nil || button.accessibilityIdentifier == "backButton" {
                button.accessibilityIdentifier = contents.idPrefix + "backButton"
            }
            backButton = button
            leftViews.append((button, BarButton.width(for: back.title)))
        }
        let language = window?.screen.language
        func barView(_ item: BarButtonItem) -> View {
            if let custom = item.customView { return custom }
            let button = BarButton(item: item)
            if let id = item.identifier, Self.generatedIDs.contains(id) {
                button.accessibilityIdentifier = contents.idPrefix + id
            }
            return button
        }
        for item in contents.leftItems where !item.isSpace {
            let view = barView(item)
            leftViews.append((view, item.customView?.frame.width ?? BarButton.width(for: item, language: language)))
        }
        for (view, w) in leftViews {
            place(view, x: leftEdge, width: w)
            leftEdge += w + 8
        }
        var rightEdge = width - 8
        for item in contents.rightItems where !item.isSpace {
            let view = barView(item)
            let w = item.customView?.frame.width ?? BarButton.width(for: item, language: language)
            rightEdge -= w
            place(view, x: rightEdge, width: w)
            rightEdge -= 8
        }
        if let titleView = contents.titleView {
            let w = max(0, min(titleView.frame.width > 0 ? titleView.frame.width : 200, rightEdge - leftEdge))
            // At its own height, centred on the row (no taller than the row); one with none fills it, less 4 points
            // above and below.
            let h = titleView.frame.height > 0 ? min(titleView.frame.height, Self.height) : Self.height - 8
            place(titleView, x: max(leftEdge, (width - w) / 2), width: w)
            titleView.frame = Rect(x: titleView.frame.minX, y: top + (Self.height - h) / 2, width: w, height: h)
        } else if let title = contents.title, !title.isEmpty {
            let label = Label(text: title)
            label.accessibilityTraits = [.staticText, .header]
            label.accessibilityIdentifier = contents.idPrefix + "navigationTitle"
            if contents.largeTitle {
                // A large title has the row below the items to itself, from the leading margin.
                let margin = window?.screen.device.systemMinimumMargin ?? Device.systemMinimumMargin(screenWidth: width)
                let w = max(0, width - 2 * margin)
                label.frame = Rect(x: rightToLeft ? width - margin - w : margin, y: top + Self.height, width: w,
                                   height: Self.largeTitleHeight)
                addSubview(label)
            } else {
                let w = min(Double(title.count) * 10 + 20, max(0, rightEdge - leftEdge))
                place(label, x: max(leftEdge, (width - w) / 2), width: w)
            }
            titleLabel = label
        }
        if let searchBar = contents.searchBar {
            // The search field fills the row below the title, between the margins.
            let row = top + Self.height + (contents.largeTitle ? Self.largeTitleHeight : 0)
            searchBar.frame = Rect(x: 8, y: row + 8, width: max(0, width - 16), height: Self.searchHeight - 16)
            addSubview(searchBar)
        }
    }
}
