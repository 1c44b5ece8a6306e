import A11yCore
import A11ySceneModel

/// Tab bar controllers built in code (SwiftSourceReading.md, "Tab bar controllers"): the
/// controllers `viewControllers` (or `setViewControllers(_:animated:)`) lists, each a tab, the one
/// `selectedIndex` or `selectedViewController` names shown first.
extension UIKitScreenBuilder {
    /// The tab bar controller `object` is, with its tabs; nil when the code gives it none (a note).
    func tabBarSpec(_ object: SwiftValue, id: String, at location: FilePosition) -> ControllerSpec? {
        guard let fields = UIKitReader.fields(object) else { return nil }
        let children = UIKitReader.array(fields["viewControllers"])
        guard !children.isEmpty else {
            if case .object(let type, _) = object {
                reader.noteOnce("container", "\(type) is a UITabBarController whose tabs the code does not set "
                                + "(`viewControllers`): its own view is shown", at: location)
            }
            return nil
        }
        var selected = 0
        if case .int(let index)? = fields["selectedIndex"], children.indices.contains(index) { selected = index }
        if let shown = UIKitReader.fields(fields["selectedViewController"]),
           let index = children.firstIndex(where: { UIKitReader.same($0, shown) }) {
            selected = index
        }
        var spec = ControllerSpec(id: id, kind: .tabBar, location: location)
        spec.selected = selected
        for (index, child) in children.enumerated() {
            // UIKit loads a tab's view when the tab is first selected: what its `viewDidLoad` sets
            // is not on the tab bar before then (Apple's guide: configure the item beforehand).
            let before = tabItem(of: child)
            guard var tab = destinationSpec(child) else { continue }
            let after = tabItem(of: child)
            if index == selected {
                tab.tabBarItem = after
            } else {
                tab.tabBarItem = before ?? TabBarItemSpec(title: "")
                if before == nil, after != nil, let made = UIKitReader.fields(child) {
                    let place = reader.madeAt[ObjectIdentifier(made)] ?? location
                    reader.note("the tab's title is set when its view loads, which UIKit does when the tab is first "
                                + "selected: until then the tab has no title (set the tab bar item in the initializer)",
                                at: place)
                }
            }
            spec.tabs.append(.inline(tab))
        }
        return spec.tabs.isEmpty ? nil : spec
    }

    /// What a tab shows for `controller` as it stands: its tab bar item's title (a system item's
    /// word), badge and label, else its title (a navigation controller's: its root's, as UIKit's
    /// `title` defaults to the top controller's); nil when it has neither.
    func tabItem(of controller: SwiftValue) -> TabBarItemSpec? {
        guard let fields = UIKitReader.fields(controller) else { return nil }
        var item = TabBarItemSpec()
        if let tab = UIKitReader.fields(fields["tabBarItem"]) {
            item.title = text(tab["title"], use: "the tab's title")
            if item.title == nil, case .member(let system)? = tab["tabBarSystemItem"] {
                item.title = TabBarItem.systemItemTitles[String(system.lastComponent)]
            }
            item.badge = text(tab["badgeValue"], use: "the tab's badge")
            item.label = text(tab["accessibilityLabel"], use: "the tab's label")
            if case .bool(false)? = tab["isEnabled"] { item.enabled = false }
        }
        if item.title == nil { item.title = text(fields["title"], use: "the tab's title") }
        if item.title == nil, fields[UIKitReader.uikitKey]?.string == "UINavigationController",
           let root = UIKitReader.fields(fields["rootViewController"] ?? UIKitReader.array(fields["viewControllers"]).first) {
            item.title = text(root["title"], use: "the tab's title")
        }
        return item.title == nil && item.label == nil ? nil : item
    }
}
