import A11yCore
import A11yLayout
import A11ySceneModel

/// Turns the views a SwiftUI screen makes into the scene model (SwiftSourceReading.md, "What
/// VoiceOver gets"): a navigation stack into a navigation controller with the screen's title,
/// a tab view into a tab bar controller, every control into the model's control with what
/// SwiftUI tells VoiceOver about it, and each view placed by an estimate of SwiftUI's layout
/// (stacks, spacing, padding, lists and forms as inset grouped lists), good enough for the
/// reading order and the picture, not for pixels.
struct SwiftUIScreenBuilder {
    let file: String
    let width: Double
    /// The screen's height: what a UIKit controller SwiftUI shows is given (it takes the space it is offered).
    let height: Double
    let textSize: ContentSizeCategory
    var pushed = 0
    /// How many views were made at each place in the source (for their ids).
    var ids: [String: Int] = [:]
    /// The elements given an `accessibilitySortPriority`, by id.
    var priorities: [String: Double] = [:]
    /// Whether the views being placed are laid out from the right.
    var rightToLeft = false
    /// Whether the screen is a `UIHostingController`'s, which keeps its views inside its view's
    /// safe area wherever the code puts that view.
    var isHosted = false

    init(file: String, device: Device, textSize: ContentSizeCategory = .large) {
        self.file = file
        width = device.portraitSize.width
        height = device.portraitSize.height
        self.textSize = textSize
    }

    /// The scene for a screen's root views.
    mutating func scene(_ roots: [SwiftUINode], name: String, at location: FilePosition) -> SceneSpec {
        var root = controller(for: roots, id: "screen", at: location)
        // What the screen presents on its first render, over it (SwiftUI shows one at a time: the first).
        if let shown = Self.presentations(in: roots).first { root.onAppear.append(presenting(shown)) }
        var spec = SceneSpec(file: file, name: name, root: .inline(root))
        spec.device = .phone
        // A screen whose views are all right to left is a right-to-left screen: its bars and its
        // reading order run from the right too.
        let shown = roots.filter { !$0.isHidden }
        if !shown.isEmpty, shown.allSatisfy({ $0.rightToLeft == true }) { spec.layoutDirection = .rightToLeft }
        return spec
    }

    /// A controller for `roots`: a tab bar controller for a tab view, a navigation controller
    /// for a navigation stack, else a plain one whose view holds them.
    mutating func controller(for roots: [SwiftUINode], id: String, at location: FilePosition,
                             isScreen: Bool = true) -> ControllerSpec {
        let shown = roots.filter { !$0.isHidden }
        if shown.count == 1, let only = shown.first, only.kind == .tabView {
            var tabs = ControllerSpec(id: id, kind: .tabBar, location: only.location)
            for (index, tab) in only.children.enumerated() {
                var child = controller(for: [tab], id: "\(id)-tab\(index + 1)", at: tab.location, isScreen: false)
                let item = tab.tabItem ?? tab.children.lazy.compactMap(\.tabItem).first
                child.tabBarItem = TabBarItemSpec(title: item?.title ?? child.title)
                tabs.tabs.append(.inline(child))
            }
            return tabs
        }
        if shown.count == 1, let only = shown.first, only.kind == .navigation {
            var navigation = ControllerSpec(id: id, kind: .navigation, location: only.location)
            let root = content(only.children, id: id + "-root", at: only.location)
            navigation.stack = [.inline(root)]
            if !root.toolbarItems.isEmpty { navigation.showsToolbar = true }
            navigation.hidesNavigationBar = Self.hidesBar(in: only.children)
            return navigation
        }
        // A view with a navigation title or toolbar items is shown in a navigation stack even
        // when the stack is its caller's (the screen a navigation link pushes).
        if isScreen, !shown.contains(where: { $0.kind == .navigation }),
           Self.title(in: roots) != nil || !Self.toolbar(in: roots).isEmpty {
            var navigation = ControllerSpec(id: id, kind: .navigation, location: location)
            let root = content(roots, id: id + "-root", at: location)
            navigation.stack = [.inline(root)]
            if !root.toolbarItems.isEmpty { navigation.showsToolbar = true }
            navigation.hidesNavigationBar = Self.hidesBar(in: roots)
            return navigation
        }
        return content(roots, id: id, at: location)
    }

    /// A plain controller whose view shows `views`, titled by the first `navigationTitle`.
    mutating func content(_ views: [SwiftUINode], id: String, at location: FilePosition) -> ControllerSpec {
        var controller = ControllerSpec(id: id, kind: .content, location: location)
        controller.title = Self.title(in: views)
        var item = NavigationItemSpec(title: controller.title)
        // Toolbar items: leading ones on the bar's left, the bottom bar's in the toolbar, the
        // rest (trailing, primary and confirmation actions, automatic) on the bar's right.
        for entry in Self.toolbar(in: views) where !entry.item.isHidden && !entry.item.isAccessibilityHidden {
            let (placement, view) = (entry.placement, entry.item)
            let bar = barItem(view)
            switch placement {
            case "navigationBarLeading", "topBarLeading", "cancellationAction", "navigation": item.leftItems.append(bar)
            case "bottomBar", "status": controller.toolbarItems.append(bar)
            case "principal": continue
            // Above the keyboard, only while it is up: not on the screen as it opens.
            case "keyboard": continue
            default: item.rightItems.append(bar)
            }
        }
        if !controller.toolbarItems.isEmpty { controller.showsToolbar = true }
        if controller.title != nil || !item.leftItems.isEmpty || !item.rightItems.isEmpty { controller.navigationItem = item }
        var root = ViewSpec(kind: .view, location: location)
        // The model sizes the controller's view to the screen; a list's scroll view follows it.
        root.frame = Rect(x: 0, y: 0, width: width, height: 600)
        var y = 0.0
        // `.searchable`: a search field at the top, in the navigation bar's drawer.
        var search: ViewSpec?
        if let found = Self.search(in: views) {
            var field = ViewSpec(kind: .searchBar, location: found.location)
            (field.placeholder, field.text) = (found.search?.prompt, found.search?.text)
            field.frame = Rect(x: 0, y: 0, width: width, height: 52)
            field.id = uniqueID(at: found.location)
            search = field
            y = 52
        }
        let lists = views.filter { $0.kind == .list || $0.kind == .form }
        if views.count == 1 || lists.count == views.count, !lists.isEmpty {
            var scroll = ViewSpec(kind: .scroll, location: lists[0].location)
            var inner = 0.0
            for list in lists { scroll.subviews += self.list(list, y: &inner) }
            scroll.frame = Rect(x: 0, y: y, width: width, height: 600 - y)
            scroll.autoresizing = .flexibleSize
            scroll.contentSize = Size(width: width, height: inner)
            root.subviews = [scroll]
        } else {
            let stack = SwiftUINode(kind: .vstack, location: location, children: views)
            root.subviews = place(stack, x: 0, y: &y, width: width)
        }
        if let search { root.subviews.insert(search, at: 0) }
        orderByPriority(&root)
        if isHosted { keepInSafeArea(&root, id: id, at: location) }
        controller.view = root
        return controller
    }

    /// A hosting controller's views inside its view's safe area, as `UIHostingController` lays
    /// SwiftUI out: below the status bar and the bars of the containers around it, above the
    /// home indicator, however far the UIKit code stretches its view (a view pinned to the edges
    /// of a controller's view reaches under the navigation bar). The views go in a view pinned to
    /// that safe area.
    func keepInSafeArea(_ root: inout ViewSpec, id: String, at location: FilePosition) {
        let rootID = root.id ?? id + "-view"
        root.id = rootID
        let frame = root.frame ?? Rect(x: 0, y: 0, width: width, height: 600)
        var content = ViewSpec(kind: .view, location: location)
        content.id = id + "-safeArea"
        content.frame = Rect(origin: .zero, size: frame.size)
        content.subviews = root.subviews
        root.subviews = [content]
        var inside = LayoutNode(id: id + "-safeArea", className: "UIView", parent: 0, designFrame: content.frame!)
        inside.translatesMask = false
        var tree = LayoutTree(nodes: [LayoutNode(id: rootID, className: "UIView", parent: nil, designFrame: frame), inside],
                              file: file)
        tree.constraints = [LayoutAttribute.top, .bottom, .leading, .trailing].map { edge in
            LayoutConstraint(id: "\(id)-safeArea-\(edge.rawValue)", first: .view(1), firstAttribute: edge,
                             second: .safeArea(0), secondAttribute: edge)
        }
        root.layout = tree
    }

    /// The first answer `find` gives for a view whose modifiers reach the screen's bars: one of
    /// `views` or any view they hold, except inside another navigation stack or tab view (whose
    /// bars are their own). Views are looked at in place, by index, not copied.
    static func firstReachingBars<T>(in views: [SwiftUINode], _ find: (SwiftUINode) -> T?) -> T? {
        for index in views.indices {
            if let found = find(views[index]) { return found }
            if views[index].kind != .navigation, views[index].kind != .tabView,
               let inner = firstReachingBars(in: views[index].children, find) {
                return inner
            }
        }
        return nil
    }

    /// Whether a view of the screen hides the navigation bar.
    static func hidesBar(in views: [SwiftUINode]) -> Bool {
        firstReachingBars(in: views) { $0.hidesNavigationBar ? true : nil } ?? false
    }

    /// The first view of the screen made searchable.
    static func search(in views: [SwiftUINode]) -> SwiftUINode? {
        firstReachingBars(in: views) { $0.search != nil ? $0 : nil }
    }

    /// The toolbar items the views declare, in order.
    static func toolbar(in views: [SwiftUINode]) -> [ToolbarEntry] {
        var found: [ToolbarEntry] = []
        _ = firstReachingBars(in: views) { view -> Bool? in
            found += view.toolbar
            return nil
        }
        return found
    }

    /// A toolbar item as a bar button item: its title, or its image's label.
    func barItem(_ view: SwiftUINode) -> BarItemSpec {
        if view.kind == .spacer { return BarItemSpec(system: .flexibleSpace, location: view.location) }
        let title = view.text ?? view.spokenTexts.first
        var item = BarItemSpec(id: view.accessibilityIdentifier ?? "\(view.location.line):\(view.location.column)", title: title,
                               label: view.accessibilityLabel, hint: view.accessibilityHint, location: view.location)
        item.enabled = !view.isDisabled
        return item
    }

    /// The screen's navigation title: the first a view of the screen gives.
    static func title(in views: [SwiftUINode]) -> String? {
        firstReachingBars(in: views) { $0.navigationTitle }
    }

    // MARK: Lists and forms

    /// A list's or form's sections as an inset grouped list: a header above each section's
    /// rows (a heading, as SwiftUI marks it), rows 44 pt or taller, the footer below.
    mutating func list(_ list: SwiftUINode, y: inout Double) -> [ViewSpec] {
        var sections: [SwiftUINode] = []
        var loose: [SwiftUINode] = []
        for child in Self.flattened(list.children) {
            if child.kind == .section {
                if !loose.isEmpty { sections.append(SwiftUINode(kind: .section, location: loose[0].location, children: loose)) }
                loose = []
                sections.append(child)
            } else {
                loose.append(child)
            }
        }
        if !loose.isEmpty { sections.append(SwiftUINode(kind: .section, location: loose[0].location, children: loose)) }
        var views: [ViewSpec] = []
        let rowX = 20.0, rowWidth = width - 40
        for section in sections where !section.isHidden {
            y += section.header.isEmpty ? 20 : 17
            for header in section.header where !header.isHidden {
                var heading = header
                if heading.kind == .text || heading.kind == .label { heading.addedTraits.append("header") }
                heading.textStyle = heading.textStyle ?? "footnote"
                var top = y
                views += place(heading, x: rowX + 16, y: &top, width: rowWidth - 32, alignment: "leading")
                y = top + 7
            }
            for row in Self.flattened(section.children) where !(row.isHidden && row.kind != .section) {
                var top = y
                let placed = place(row, x: rowX + 16, y: &top, width: rowWidth - 32, alignment: "leading")
                let height = max(44, top - y + 13)
                // Each row's views centred in a row 44 pt tall or as tall as its content; a row
                // that is one control is the control (the whole row is what a tap reaches).
                let offset = (height - (top - y)) / 2
                views += placed.map { view in
                    var view = view
                    if placed.count == 1, Self.rowControls.contains(row.kind) {
                        view.frame = Rect(x: rowX, y: y, width: rowWidth, height: height)
                    } else if let frame = view.frame {
                        view.frame = frame.offsetBy(dx: 0, dy: offset)
                    }
                    return view
                }
                y += height
            }
            for footer in section.footer where !footer.isHidden {
                var note = footer
                note.textStyle = note.textStyle ?? "footnote"
                var top = y + 7
                views += place(note, x: rowX + 16, y: &top, width: rowWidth - 32, alignment: "leading")
                y = top
            }
            y += 18
        }
        return views
    }

    /// The controls that fill the row they are alone in.
    static let rowControls: Set<SwiftUINode.Kind> = [.button, .navigationLink, .link, .menu, .picker, .toggle, .datePicker,
                                                     .colorPicker, .disclosureGroup, .textField, .secureField]

    /// Groups and `ForEach` results inside a list are its rows.
    static func flattened(_ views: [SwiftUINode]) -> [SwiftUINode] {
        func isRows(_ view: SwiftUINode) -> Bool {
            view.kind == .group && view.childBehavior == nil && view.accessibilityLabel == nil
        }
        // Most lists hold no group: their views are their rows, as they are.
        guard views.contains(where: isRows) else { return views }
        return views.flatMap { view -> [SwiftUINode] in
            guard isRows(view) else { return [view] }
            // A group's modifiers hold for each of its rows.
            return flattened(view.children).map { row in
                var row = row
                row.isHidden = row.isHidden || view.isHidden
                row.isAccessibilityHidden = row.isAccessibilityHidden || view.isAccessibilityHidden
                row.isDisabled = row.isDisabled || view.isDisabled
                row.addedTraits += view.addedTraits
                if row.accessibilityHint == nil { row.accessibilityHint = view.accessibilityHint }
                return row
            }
        }
    }
}
