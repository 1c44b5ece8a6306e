import A11yCore
import A11ySceneModel

/// Tab bar controllers built in code (SwiftSourceReading.md, "Tab bar controllers"): the
/// controllers `viewControllers` (or `setViewControllers(_:animated:)`) lists, each a tab, the one
/// `selectedIndex` or `selectedViewController` names shown first.
extension UIKitScreenBuilder {
    /// The tab bar controller `object` is, with its tabs; nil when the code gives it none (a note).
    /// `selected`: the selected tab's screen as already built (a screen pushed on the tab's stack).
    func tabBarSpec(_ object: SwiftValue, id: String, at location: FilePosition, selected built: ControllerSpec? = nil)
        -> ControllerSpec? {
        guard let fields = UIKitReader.fields(object), case .object(let type, _) = object else { return nil }
        let children = UIKitReader.array(fields["viewControllers"])
        guard !children.isEmpty else {
            if case .unknown(let what, let place)? = fields["viewControllers"] {
                reader.note("\(type)'s tabs are \(what): its own view is shown", at: place)
            } else {
                reader.noteOnce("container", "\(type) is a UITabBarController whose tabs the code does not set "
                                + "(`viewControllers`) where voicenav follows it: its own view is shown", at: location)
            }
            return nil
        }
        var selected = 0
        if case .int(let index)? = fields["selectedIndex"], children.indices.contains(index) { selected = index }
        if case .unknown(let what, let place)? = fields["selectedIndex"] {
            reader.note("the tab shown first depends on \(what): voicenav shows the first", at: place)
        }
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
            // (A screen read in the tab bar controller whose tabs make it: the other tabs' notes are not its.)
            let quiet = index != selected && reader.tabHostObject.map { UIKitReader.same($0, fields) } == true
            let made = index == selected ? built : nil
            guard var tab = made ?? (quiet ? reader.quietly({ destinationSpec(child) }) : destinationSpec(child)) else {
                // A tab whose controller voicenav cannot build still has its place on the bar.
                spec.tabs.append(.inline(placeholderTab(child, index: index, item: before, at: location)))
                continue
            }
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

    /// A tab for a value that is not a controller voicenav builds (one only run time makes, a
    /// SwiftUI hosting controller): its item where the code gave one, an empty screen, a note.
    private func placeholderTab(_ child: SwiftValue, index: Int, item: TabBarItemSpec?, at location: FilePosition)
        -> ControllerSpec {
        var place = location
        var what = "a controller voicenav does not build"
        switch child {
        case .unknown(let value, let at):
            what = value
            place = at
        case .object(let type, let fields):
            what = "a \(type)"
            place = reader.madeAt[ObjectIdentifier(fields)] ?? location
        default:
            break
        }
        reader.note("tab \(index + 1) is \(what): its place on the tab bar is kept, its screen is not read", at: place)
        var tab = ControllerSpec(id: "tab-\(index + 1)-\(place.line):\(place.column)", kind: .content, location: place)
        tab.view = ViewSpec(kind: .view, location: place)
        tab.tabBarItem = item ?? TabBarItemSpec(title: "")
        return tab
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
            item.hint = text(tab["accessibilityHint"], use: "the tab's hint")
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
