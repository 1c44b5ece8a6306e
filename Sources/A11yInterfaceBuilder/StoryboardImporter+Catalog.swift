import A11ySceneModel

/// The catalog of a file's screens (`voicenav scenes`, `--scene` choices, `describe
/// --all-scenes`): each view controller with its kind, class and title in the language shown.
extension StoryboardImporter {
    package func catalog() -> [InputScreen] {
        if main.kind == .xib { return xibCatalog() }
        return main.controllers.map { node in
            let kind: ScreenKind
            let uikit: String
            switch node.name {
            case "viewController": kind = .content; uikit = "UIViewController"
            case "navigationController": kind = .navigation; uikit = "UINavigationController"
            case "tabBarController": kind = .tabBar; uikit = "UITabBarController"
            case "splitViewController": kind = .split; uikit = "UISplitViewController"
            case "pageViewController": kind = .page; uikit = "UIPageViewController"
            case "tableViewController": kind = .table; uikit = "UITableViewController"
            case "collectionViewController": kind = .collection; uikit = "UICollectionViewController"
            case "viewControllerPlaceholder": kind = .reference; uikit = "UIStoryboardReference"
            case "hostingController": kind = .unsupported; uikit = "UIHostingController"
            case "avPlayerViewController": kind = .unsupported; uikit = "AVPlayerViewController"
            case "glkViewController": kind = .unsupported; uikit = "GLKViewController"
            default: kind = .unsupported; uikit = "UI" + node.name.prefix(1).uppercased() + node.name.dropFirst()
            }
            let item = node.child("navigationItem", key: "navigationItem")
            var title = node["title"] ?? item?["title"]
            if let translation, title != nil {
                // In the language shown: the table's text for the controller's or its item's title.
                let owner = node["title"] != nil ? node["id"] : item?["id"]
                title = translation.texts.first { $0.objectID == owner && $0.property == "title" }?.shown ?? title
            }
            if kind == .reference {
                // Where it leads: the storyboard it names (else this one) and the screen in it.
                let file = (node["storyboardName"].map { $0 + ".storyboard" }) ?? "this storyboard"
                title = "to " + file + (node["referencedIdentifier"].map { " #\($0)" } ?? "")
            }
            return InputScreen(id: node["id"] ?? "", storyboardIdentifier: node["storyboardIdentifier"], kind: kind,
                                        className: node["customClass"] ?? uikit, title: title, location: main.position(node))
        }
    }

    /// The screens the file starts on when none is named: nil when it has its own (an initial
    /// view controller, a storyboard's only controller, a xib's only view; importing it may
    /// still fail, and says why), else each controller (references aside) of a storyboard with
    /// no initial one, each top-level view of a xib with several.
    package func startingScreens() -> [String]? {
        switch main.kind {
        case .storyboard:
            guard main.initialViewController == nil,
                  main.controllers.filter({ $0.name != "viewControllerPlaceholder" }).count > 1 else { return nil }
            return catalog().filter { $0.kind != .reference }.map(\.id)
        case .xib:
            let views = xibCatalog().filter { $0.kind != .controller }.map(\.id)
            return views.count > 1 ? views : nil
        }
    }
}
