import A11yCore
import Foundation
import A11ySceneModel

/// View controllers: content, navigation, tab bar, split, page, table; unsupported ones empty.
extension StoryboardImporter {
    /// Imports the controller `node` (once) and returns its id.
    @discardableResult
    func importController(_ node: XMLElementNode, in document: IBDocument) -> String? {
        guard let (document, node) = resolve(node, in: document) else {
            // An unresolved storyboard reference: an empty screen stands in for it.
            let id = node["id"] ?? "reference"
            if table.specs[id] == nil {
                let spec = ControllerSpec(id: id, location: document.position(node))
                table.insert(spec)
            }
            return id
        }
        guard let id = node["id"] else { return nil }
        if table.specs[id] != nil || table.importing.contains(id) { return id }
        table.importing.insert(id)
        defer { table.importing.remove(id) }
        table.homes[id] = document
        var spec = ControllerSpec(id: id, location: document.position(node))
        spec.title = node["title"]
        if let style = node["modalPresentationStyle"] { spec.modalPresentationStyle = presentationStyle(style) ?? .pageSheet }
        else { spec.modalPresentationStyle = .pageSheet }       // UIModalPresentationAutomatic is a page sheet (iOS 13)
        spec.definesPresentationContext = node.flag("definesPresentationContext")
        spec.hidesBottomBarWhenPushed = node.flag("hidesBottomBarWhenPushed")
        reportCustomClass(node, in: document, what: "view controller")
        // Reserve the slot first, so controllers referring back to this one find it.
        table.insert(spec)
        let relationships = (node.child("connections")?.children("segue") ?? []).filter { $0["kind"] == "relationship" }
        func related(_ name: String) -> [ControllerRef] {
            relationships.filter { $0["relationship"] == name }.compactMap { segue in
                guard let (targetDocument, target) = destination(of: segue, in: document)
                          ?? placeholderStandIn(segue, in: document),
                      let childID = containedController(target, in: targetDocument, from: segue, of: id, document: document)
                else { return nil }
                return .id(childID, document.position(segue))
            }
        }
        switch node.name {
        case "navigationController":
            spec.kind = .navigation
            spec.stack = related("rootViewController")
            if node["toolbarHidden"] == "NO" { spec.showsToolbar = true }
            if node["navigationBarHidden"] == "YES" { spec.hidesNavigationBar = true }
            if node.child("navigationBar", key: "navigationBar")?.flag("largeTitles") == true { spec.prefersLargeTitles = true }
            if spec.stack.isEmpty {
                note(node, in: document, "navigation controller without a root view controller (set in code?): "
                     + "an empty screen stands in for it")
                spec.stack = [.id(emptyController(for: node, in: document, suffix: "root"), document.position(node))]
            }
        case "tabBarController":
            spec.kind = .tabBar
            spec.tabs = related("viewControllers")
            if spec.tabs.isEmpty {
                note(node, in: document, "tab bar controller without tabs (set in code?): one empty tab stands in for them")
                spec.tabs = [.id(emptyController(for: node, in: document, suffix: "tab"), document.position(node))]
            }
        case "splitViewController":
            spec.kind = .split
            let primary = related("masterViewController").first
            let supplementary = related("supplementaryViewController").first
            let secondary = related("detailViewController").first
            if supplementary != nil {
                note(node, in: document, "the split view's supplementary column is shown as its master, "
                     + "and its primary column is left out (voicenav models two columns)")
            }
            spec.master = supplementary ?? primary
            spec.detail = secondary
            for (pane, missing) in [("master", spec.master == nil), ("detail", spec.detail == nil)] where missing {
                note(node, in: document,
                     "split view controller without a \(pane) view controller: an empty screen stands in for it")
                let empty = ControllerRef.id(emptyController(for: node, in: document, suffix: pane), document.position(node))
                if pane == "master" { spec.master = empty } else { spec.detail = empty }
            }
        case "pageViewController":
            spec.kind = .page
            spec.pageOrientation = node["navigationOrientation"] == "vertical" ? .vertical : .horizontal
            switch node["spineLocation"] {
            case "mid": spec.spine = .mid
            case "max": spec.spine = .max
            default: spec.spine = .min
            }
            note(node, in: document, "page view controller: its pages are set in code, so one empty page stands in for them")
            spec.pages = [.id(emptyController(for: node, in: document, suffix: "page"), document.position(node))]
        case "tableViewController":
            spec.kind = .table
            if let table = node.child(key: "view"), table.name == "tableView" {
                spec.tableStyle = table["style"].flatMap(TableView.Style.init(rawValue:)) ?? .plain
                spec.sections = tableSections(table, controller: node, in: document)
                (spec.tableHeaderView, spec.tableFooterView) = tableEndViews(table, controller: node, in: document)
            }
        case "viewController":
            spec.kind = .content
            if let view = node.child(key: "view") {
                spec.view = rootView(view, controller: node, in: document)
            }
        case "collectionViewController":
            spec.kind = .content
            spec.view = ViewSpec(kind: .view, location: document.position(node))
            note(node, in: document, "collection view controller: its cells come from code, so it is imported empty")
        default:
            spec.kind = .content
            let what = ["hostingController": "a SwiftUI hosting controller",
                        "avPlayerViewController": "an AVKit player view controller",
                        "glkViewController": "a GLKit view controller"][node.name] ?? "<\(node.name)>"
            note(node, in: document, "\(what) is not supported: \(Self.emptyScreen)")
        }
        if let item = node.child("navigationItem", key: "navigationItem") {
            let read = navigationItem(item, controller: node, in: document)
            spec.navigationItem = read
            let items = read.leftItems.count + read.rightItems.count
            if !context.navigation.contains(id), read.title != nil || items > 0 {
                // Only a navigation controller shows a controller's navigation item.
                let what = [read.title.map { "\"\($0)\"" }, items > 0 ? "\(items) bar item\(items == 1 ? "" : "s")" : nil]
                    .compactMap { $0 }.joined(separator: ", ")
                note(item, in: document, "navigation item (\(what)): no navigation controller holds this controller in "
                     + "the file, so no bar shows it here; code that shows it in one shows it")
            }
        }
        if let tab = node.child("tabBarItem", key: "tabBarItem") { spec.tabBarItem = tabBarItem(tab, in: document) }
        if let items = node.child("toolbarItems") {
            spec.toolbarItems = items.children("barButtonItem").map { barItem($0, controller: node, in: document) }
        }
        reportManualSegues(node, in: document)
        table.specs[id] = spec
        return id
    }

    /// Imports a controller that `parent` contains (by a relationship or embed segue); a
    /// controller that would contain itself, directly or not, is replaced by an empty screen
    /// with a note (UIKit would fail to load such a file).
    func containedController(_ target: XMLElementNode, in targetDocument: IBDocument, from segue: XMLElementNode,
                             of parent: String, document: IBDocument) -> String? {
        let targetID = resolve(target, in: targetDocument)?.1["id"] ?? target["id"] ?? ""
        if table.containmentPath.contains(targetID) || targetID == parent {
            let cycle = (table.containmentPath + [parent, targetID]).joined(separator: " → ")
            note(segue, in: document, "controller \(targetID) would contain itself (\(cycle)): an empty screen stands in for it")
            return emptyController(for: segue, in: document, suffix: "cycle")
        }
        table.containmentPath.append(parent)
        defer { table.containmentPath.removeLast() }
        return importController(target, in: targetDocument)
    }

    /// A placeholder for a destination that could not be opened (a missing storyboard).
    private func placeholderStandIn(_ segue: XMLElementNode, in document: IBDocument) -> (IBDocument, XMLElementNode)? {
        guard let id = segue["destination"], let node = document.object(id) else { return nil }
        return (document, node)
    }

    /// An empty content controller standing in for a missing one.
    func emptyController(for node: XMLElementNode, in document: IBDocument, suffix: String) -> String {
        let id = "\(node["id"] ?? "controller").\(suffix)"
        if table.specs[id] == nil {
            table.insert(ControllerSpec(id: id, location: document.position(node)))
        }
        return id
    }

    func presentationStyle(_ name: String) -> ModalPresentationStyle? {
        switch name {
        case "fullScreen", "overFullScreen", "custom": .fullScreen
        case "pageSheet", "automatic", "popover": .pageSheet
        case "formSheet": .formSheet
        case "currentContext", "overCurrentContext": .currentContext
        default: nil
        }
    }

    /// Segues a controller fires only from code (`performSegue`): no control triggers them.
    private func reportManualSegues(_ node: XMLElementNode, in document: IBDocument) {
        for segue in node.child("connections")?.children("segue") ?? [] where segue["kind"] != "relationship" {
            let name = segue["identifier"].map { "\"\($0)\"" } ?? "without an identifier"
            // Where it leads, by the destination's title, else its class, else its kind.
            let target = segue["destination"].flatMap { document.object($0) }
            let destination = target.map { " to " + ($0["title"] ?? $0["customClass"] ?? "\($0.name) \($0["id"] ?? "")") } ?? ""
            note(segue, in: document, "manual segue \(name) (\(segue["kind"] ?? "?"))\(destination) is performed from code: "
                 + "nothing on screen triggers it")
        }
    }

    /// A note for a custom class, once per class: its behaviour is in code.
    func reportCustomClass(_ node: XMLElementNode, in document: IBDocument, what: String) {
        guard let name = node["customClass"], diagnostics.firstReport(ofClass: name) else { return }
        note(node, in: document, "custom class \(name): imported as the \(what) it is in the file; "
             + "what its code adds (texts, actions, accessibility) is not known")
    }

    // MARK: Items

    func navigationItem(_ node: XMLElementNode, controller: XMLElementNode, in document: IBDocument) -> NavigationItemSpec {
        var item = NavigationItemSpec()
        item.title = node["title"]
        item.prompt = node["prompt"]
        if let mode = node["largeTitleDisplayMode"].flatMap(NavigationItem.LargeTitleDisplayMode.init(rawValue:)) {
            item.largeTitleDisplayMode = mode
        }
        if let back = node.child("barButtonItem", key: "backBarButtonItem") {
            item.backButtonTitle = back["title"] ?? back.child("string", key: "title")?.text
        }
        if let left = node.child("barButtonItem", key: "leftBarButtonItem") {
            item.leftItems = [barItem(left, controller: controller, in: document)]
        }
        if let right = node.child("barButtonItem", key: "rightBarButtonItem") {
            item.rightItems = [barItem(right, controller: controller, in: document)]
        }
        if let lefts = node.child("leftBarButtonItems") {
            item.leftItems += lefts.children("barButtonItem").map { barItem($0, controller: controller, in: document) }
        }
        if let rights = node.child("rightBarButtonItems") {
            item.rightItems += rights.children("barButtonItem").map { barItem($0, controller: controller, in: document) }
        }
        item.leftItems.removeAll { $0.system == .flexibleSpace || $0.system == .fixedSpace }
        item.rightItems.removeAll { $0.system == .flexibleSpace || $0.system == .fixedSpace }
        if let titleView = node.child(key: "titleView"),
           var view = importView(titleView, parentSize: Size(width: 200, height: 44), controller: controller, in: document) {
            view.frame = nil
            item.titleView = view
        }
        return item
    }

    package func tabBarItem(_ node: XMLElementNode, in document: IBDocument) -> TabBarItemSpec {
        var item = TabBarItemSpec()
        item.title = node["title"] ?? node["systemItem"].flatMap { TabBarItem.systemItemTitles[$0] }
        item.badge = node["badgeValue"]
        item.enabled = node["enabled"] != "NO"
        let accessibility = node.child("accessibility", key: "accessibilityConfiguration")
        item.label = accessibility?["label"]
        item.hint = accessibility?["hint"]
        if item.title == nil, item.label == nil {
            if let image = node["image"] {
                item.label = image
                note(node, in: document, "tab bar item with an image (\"\(image)\") and no title: "
                     + "VoiceOver reads the image name unless code sets an accessibility label")
            }
        }
        return item
    }

    package func barItem(_ node: XMLElementNode, controller: XMLElementNode, in document: IBDocument) -> BarItemSpec {
        var item = BarItemSpec(location: document.position(node))
        item.id = node["id"]
        item.title = node["title"] ?? node.child("string", key: "title")?.text
        if let system = node["systemItem"] {
            item.system = BarButtonItem.SystemItem(rawValue: system)
            if item.system == nil { item.title = item.title ?? system.prefix(1).uppercased() + system.dropFirst() }
        }
        item.enabled = node["enabled"] != "NO"
        if let accessibility = node.child("accessibility", key: "accessibilityConfiguration") {
            item.label = accessibility["label"]
            item.hint = accessibility["hint"]
        }
        if item.title == nil, item.system == nil { item.image = node["image"] }
        if item.title == nil, item.system == nil, item.label == nil {
            if let image = node["image"] {
                item.label = image
            } else if let custom = node.child(key: "customView"),
                      let view = importView(custom, parentSize: Size(width: 100, height: 44), controller: controller,
                                            in: document) {
                item.label = view.title ?? view.text ?? view.imageName
            }
        }
        item.onActivate = segueActions(from: node, controller: controller, in: document)
        if item.onActivate.isEmpty, node.child("connections")?.child("action") != nil || node["action"] != nil {
            item.codeAction = node.child("connections")?.child("action")?["selector"] ?? node["action"] ?? "an action"
            note(node, in: document, "bar button item \"\(item.title ?? item.label ?? item.system?.rawValue ?? "")\": "
                 + "its action is in code, so activating it does nothing here")
        }
        return item
    }
}
